import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite names every file under /assets/ by its content hash: a changed file has a new name. */
const hashedAssets = 'public, max-age=31536000, immutable';
/** The page and the unhashed files must be asked for again, or a deploy would never show. */
const revalidated = 'no-cache';

/** The built file a path names, or undefined (not built, a folder, or outside the build). */
async function builtFile(clientDirectory: string, urlPath: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(clientDirectory, path.normalize(decoded));
  if (!file.startsWith(clientDirectory + path.sep)) return undefined;
  const found = await stat(file).catch(() => undefined);
  return found?.isFile() ? { file, size: found.size } : undefined;
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  { file, size }: { file: string; size: number },
  cacheControl: string,
) {
  res.writeHead(200, {
    'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': cacheControl,
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/**
 * Answers GET and HEAD from the Vite build: a built file as it is, any other path with the
 * app's page (index.html), whose router shows the screen or its own "not found".
 */
export async function serveBuiltApp(
  req: IncomingMessage,
  res: ServerResponse,
  clientDirectory: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
  const found = urlPath === '/' ? undefined : await builtFile(clientDirectory, urlPath);
  if (found) {
    sendFile(req, res, found, urlPath.startsWith('/assets/') ? hashedAssets : revalidated);
    return;
  }
  if (urlPath.startsWith('/assets/')) {
    // A hashed file from an older build: the page must not be served in its place as script.
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const page = await builtFile(clientDirectory, '/index.html');
  if (!page) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The staff app is not built: npm run build -w @shop/admin');
    return;
  }
  sendFile(req, res, page, revalidated);
}
