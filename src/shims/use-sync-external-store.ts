// react-i18next imports the `use-sync-external-store/shim` package, written for React before 18; React 19 has the hook
// itself. vite.config.ts points the import here, so the site does not ship the shim's own store implementation.
export { useSyncExternalStore } from 'react';
