/**
 * Boots the staff app's production server (server/staff-app-server.ts) on ADMIN_PORT, serving
 * the Vite build in dist/ and forwarding /admin/v1/ to API_URL.
 */
import { fileURLToPath } from 'node:url';
import { parseAdminEnv } from './server/env.ts';
import { createStaffAppServer } from './server/staff-app-server.ts';

const env = parseAdminEnv(process.env);
const server = createStaffAppServer({
  clientDirectory: fileURLToPath(new URL('./dist', import.meta.url)),
  apiUrl: env.API_URL,
});
const announce = () => console.log(`staff app: http://localhost:${env.ADMIN_PORT}/`);
if (env.HOST) server.listen(env.ADMIN_PORT, env.HOST, announce);
else server.listen(env.ADMIN_PORT, announce);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close());
}
