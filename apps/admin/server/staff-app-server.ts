import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { proxyToApi, staffApiPrefix } from './api-proxy.ts';
import { serveBuiltApp } from './built-files.ts';
import { setSecurityHeaders } from './security-headers.ts';

/**
 * The staff app's production server: the built app, and `/admin/v1/` forwarded to the api.
 * Every answer carries the security headers, the api's too.
 */
export function createStaffAppServer({
  clientDirectory,
  apiUrl,
}: {
  clientDirectory: string;
  apiUrl: string;
}): Server {
  const root = path.resolve(clientDirectory);
  const api = new URL(apiUrl);
  return createServer((req, res) => {
    setSecurityHeaders(res);
    // What npm start and the supervisor poll; it answers before the app is built too.
    if (req.url === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end('ok');
      return;
    }
    if (req.url?.startsWith(staffApiPrefix)) {
      proxyToApi(req, res, api);
      return;
    }
    serveBuiltApp(req, res, root).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}
