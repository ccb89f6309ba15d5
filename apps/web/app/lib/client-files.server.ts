import { readdirSync } from 'node:fs';
import type { RequestHandler } from 'express';

/**
 * `serve` (express.static of the build's client folder) for the paths that can name one of its
 * files, i.e. whose first segment is an entry at the folder's top, read once at start (the
 * build does not change under a running server). Every other path, which is every page,
 * goes on without a look at the file system: express.static stats each path it is given
 * (twice for '/', an index.html it looks for), which each uncached page view paid.
 */
export function clientFilesOnly(directory: string, serve: RequestHandler): RequestHandler {
  const topLevel = new Set(readdirSync(directory));
  return (req, res, next) => {
    const first = req.path.split('/')[1] ?? '';
    if (topLevel.has(first)) serve(req, res, next);
    else next();
  };
}
