import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { parseLocale, translate } from '@shop/i18n';

/** The path prefix the browser's staff calls use; they go to the api unchanged. */
export const staffApiPrefix = '/admin/v1/';
/** The catalogue's images (the photo manager's thumbnails), public and read-only at the api. */
export const imagesPrefix = '/media/v1/images/';

/** Hop-by-hop headers (RFC 9110 section 7.6.1) belong to one connection, never forwarded. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardedHeaders(req: IncomingMessage, api: URL) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
  }
  headers.host = api.host;
  // The api's sign-in attempt limits count per browser: the last entry names the one talking
  // to us, whatever the browser wrote before it.
  const peer = req.socket.remoteAddress;
  if (peer) {
    const before = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = before ? `${String(before)}, ${peer}` : peer;
  }
  return headers;
}

/**
 * Sends a `/admin/v1/` call to the api as the browser made it (method, path and query, body,
 * cookies) and the api's answer back as it came (status, Set-Cookie, streamed body), so the
 * browser sees one origin and the staff session cookie (SameSite=Strict) is first-party.
 */
export function proxyToApi(req: IncomingMessage, res: ServerResponse, apiUrl: URL): void {
  const send = apiUrl.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    new URL(req.url ?? '/', apiUrl),
    { method: req.method, headers: forwardedHeaders(req, apiUrl) },
    (answer) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const language = parseLocale(new URL(req.url ?? '/', 'http://x').searchParams.get('language'));
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        detail: translate(language ?? 'es', 'staffApp.errors.unreachable'),
        code: 'api_unreachable',
      }),
    );
  });
  req.pipe(upstream);
}
