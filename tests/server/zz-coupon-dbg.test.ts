import { it } from 'vitest';
import { createTestApp } from './support/test-app.ts';
it('dbg', async () => {
  const t = await createTestApp();
  const res = await t.app.inject({ url: '/bff-api/config/group/get?groups=header,footer,support,registration&lang=es' });
  console.log(res.statusCode, res.body.slice(0, 500));
  await t.close();
});
