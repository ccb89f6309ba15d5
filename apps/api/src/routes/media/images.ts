import { eq } from 'drizzle-orm';
import { mediaAssets } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../plugins/api-error.ts';
import type { RouteOptions } from '../route-options.ts';
import {
  imageWidths,
  RenderedVariants,
  renderVariant,
  type ImageFormat,
} from './rendered-variants.ts';

const ImageQuery = z.object({
  w: z.enum(imageWidths.map(String)).transform(Number),
  h: z.coerce.number().int().min(1).max(3000).optional(),
});

function formatFor(accept: string | undefined): ImageFormat {
  return accept?.includes('image/webp') ? 'webp' : 'png';
}

export const mediaRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  const variants = new RenderedVariants();

  app.get(
    '/media/v1/images/*',
    {
      schema: {
        summary: 'A catalogue image at one of the gallery widths (WebP when accepted, else PNG)',
        description:
          'Not in the spec: the images the catalogue names by public id, resized on demand and ' +
          'cached for a year (the URL names the variant, so it never changes).',
        tags: ['media'],
        params: z.object({ '*': z.string().min(1).max(300) }),
        querystring: ImageQuery,
      },
    },
    async (request, reply) => {
      const publicId = request.params['*'];
      const { w: width, h: height } = request.query;
      const format = formatFor(request.headers.accept);
      const key = [publicId, width, height ?? '', format].join('|');
      let bytes = variants.get(key);
      if (bytes === undefined) {
        const [original] = await db
          .select({ bytes: mediaAssets.body, contentType: mediaAssets.contentType })
          .from(mediaAssets)
          .where(eq(mediaAssets.publicId, publicId));
        if (!original) throw ApiError.notFound();
        bytes = await renderVariant(original, { width, height, format });
        variants.set(key, bytes);
      }
      return reply
        .header('content-type', `image/${format}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .send(bytes);
    },
  );
};
