/**
 * Boots the staff app's production server (server/staff-app-server.ts) on ADMIN_PORT, serving
 * the Vite build in dist/ and forwarding /admin/v1/ to API_URL.
 */
import { fileURLToPath } from 'node:url';
import { exitOnSignals, processProbes } from '@shop/ops';
import { parseAdminEnv } from './server/env.ts';
import { createStaffAppServer } from './server/staff-app-server.ts';

const env = parseAdminEnv(process.env);
const probes = processProbes({ apiUrl: env.API_URL, metricsToken: env.METRICS_TOKEN });
const server = createStaffAppServer({
  clientDirectory: fileURLToPath(new URL('./dist', import.meta.url)),
  apiUrl: env.API_URL,
  probes,
});
const announce = () => console.log(`staff app: http://localhost:${env.ADMIN_PORT}/`);
if (env.HOST) server.listen(env.ADMIN_PORT, env.HOST, announce);
else server.listen(env.ADMIN_PORT, announce);
exitOnSignals(server, probes, {
  name: 'staff app',
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  drainMs: env.SHUTDOWN_DRAIN_MS,
});
