import { and, eq, like } from 'drizzle-orm';
import { mediaAssets } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../plugins/api-error.ts';
import type { RouteOptions } from '../route-options.ts';

/**
 * The part of `size` bytes a Range header asks for (one range: what browsers send for media),
 * null for the whole file, or 'unsatisfiable' when it starts past the end.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    // `bytes=-500`: the last 500 bytes.
    const length = Math.min(Number(last), size);
    return length === 0 ? 'unsatisfiable' : { start: size - length, end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}

/**
 * Not in the spec: the catalogue's video files (product_videos.url), from media_assets. Range
 * requests are answered (206), as browsers ask for them to seek and Safari to play at all; the
 * file behind a public id never changes, so it is cached for a year.
 */
export const videoRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/media/v1/videos/*',
    {
      schema: {
        summary: 'A product video file, whole or the byte range asked for',
        tags: ['media'],
        params: z.object({ '*': z.string().min(1).max(300) }),
      },
    },
    async (request, reply) => {
      const publicId = `videos/${request.params['*']}`;
      const [video] = await db
        .select({ body: mediaAssets.body, contentType: mediaAssets.contentType })
        .from(mediaAssets)
        .where(and(eq(mediaAssets.publicId, publicId), like(mediaAssets.contentType, 'video/%')));
      if (!video) throw ApiError.notFound();
      const bytes = Buffer.from(video.body);
      reply
        .header('content-type', video.contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=31536000, immutable');
      const range = requestedRange(request.headers.range, bytes.length);
      if (range === 'unsatisfiable')
        return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
      if (range === null) return reply.send(bytes);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(bytes.subarray(range.start, range.end + 1));
    },
  );
};
