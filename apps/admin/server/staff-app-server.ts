import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { ProcessProbes } from '@shop/ops';
import { imagesPrefix, proxyToApi, staffApiPrefix } from './api-proxy.ts';
import { serveBuiltApp } from './built-files.ts';
import { setSecurityHeaders } from './security-headers.ts';

/**
 * The staff app's production server: the built app, and `/admin/v1/` (and the catalogue's
 * images under `/media/v1/images/`) forwarded to the api.
 * Every answer carries the security headers, the api's too.
 */
export function createStaffAppServer({
  clientDirectory,
  apiUrl,
  probes,
}: {
  clientDirectory: string;
  apiUrl: string;
  /** /readyz, /metrics and request durations (labelled by the kind of request). */
  probes?: ProcessProbes;
}): Server {
  const root = path.resolve(clientDirectory);
  const api = new URL(apiUrl);
  return createServer((req, res) => {
    setSecurityHeaders(res);
    probes?.timeRequest(req, res, () => routeOf(req.url));
    if (probes?.answer(req, res)) return;
    // What npm start and the supervisor poll; it answers before the app is built too.
    if (req.url === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end('ok');
      return;
    }
    if (
      req.url?.startsWith(staffApiPrefix) ||
      (req.method === 'GET' && req.url?.startsWith(imagesPrefix))
    ) {
      proxyToApi(req, res, api);
      return;
    }
    serveBuiltApp(req, res, root).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

/** The metrics' route label: a few kinds, never the raw URL. */
function routeOf(url: string | undefined): string {
  const pathname = url?.split('?')[0] ?? '';
  if (['/healthz', '/readyz', '/metrics'].includes(pathname)) return pathname;
  if (pathname.startsWith(staffApiPrefix)) return `${staffApiPrefix}*`;
  if (pathname.startsWith(imagesPrefix)) return `${imagesPrefix}*`;
  if (pathname.startsWith('/assets/')) return '/assets/*';
  return 'app';
}
