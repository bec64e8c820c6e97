import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API families the demo server answers; `npm run dev` proxies them to it (API_PORT, default 8080).
const apiPort = Number(process.env.API_PORT ?? 8080);
const apiPrefixes = [
  '/bff-api', '/web-api', '/redirects-api', '/blocks-api', '/limit-service-api', '/social-api',
  '/captcha', '/health',
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false }])),
  },
});
