import { eq } from 'drizzle-orm';
import { mediaAssets } from '@shop/db';
import { isProductPhoto } from '@shop/domain';
import { staleCopies } from '@shop/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../database.ts';
import type { FileStore } from '../../media/file-store.ts';
import { isPhotoPublicId, photoVariant } from '../../media/product-photo-files.ts';
import {
  imageFormats,
  imageWidths,
  RenderedVariants,
  renderVariant,
  type ImageFormat,
  type ImageRequest,
} from '../../media/rendered-variants.ts';
import { ApiError } from '../../plugins/api-error.ts';
import type { RouteOptions } from '../route-options.ts';

const ImageQuery = z.object({
  w: z.enum(imageWidths.map(String)).transform(Number),
  h: z.coerce.number().int().min(1).max(3000).optional(),
  /** The format a `<picture>` source names; without it the browser's Accept header decides. */
  f: z.enum(imageFormats).optional(),
});

/** Without `f`: WebP when accepted, else JPEG for a photo and PNG for a drawing. */
function formatFor(publicId: string, accept: string | undefined): ImageFormat {
  if (accept?.includes('image/webp')) return 'webp';
  return isProductPhoto(publicId) ? 'jpeg' : 'png';
}

/** A generated drawing kept in media_assets, rendered at the asked size. */
async function drawingVariant(db: Db, publicId: string, request: ImageRequest) {
  const [original] = await db
    .select({ bytes: mediaAssets.body, contentType: mediaAssets.contentType })
    .from(mediaAssets)
    .where(eq(mediaAssets.publicId, publicId));
  return original && renderVariant(original, request);
}

export const mediaRoutes: FastifyPluginAsyncZod<RouteOptions & { files: FileStore }> = async (
  app,
  { db, files },
) => {
  const variants = new RenderedVariants();
  // A removed photo (a catalogue change) must not be served from here on any instance.
  app.onChange((scope) => {
    if (staleCopies[scope].includes('api-images')) variants.clear();
  });

  app.get(
    '/media/v1/images/*',
    {
      schema: {
        summary: 'A catalogue image at one of the gallery widths, in AVIF, WebP, JPEG or PNG',
        description:
          'Not in the spec: the images the catalogue names by public id (generated drawings, ' +
          'and the photos staff upload under photos/), resized on demand and cached for a year ' +
          '(the URL names the variant and a new upload gets a new id, so it never changes).',
        tags: ['media'],
        params: z.object({ '*': z.string().min(1).max(300) }),
        querystring: ImageQuery,
      },
    },
    async (request, reply) => {
      const publicId = request.params['*'];
      const { w: width, h: height, f: asked } = request.query;
      const format = asked ?? formatFor(publicId, request.headers.accept);
      const key = [publicId, width, height ?? '', format].join('|');
      const wanted = { width, height, format };
      const bytes = await variants.load(key, async () => {
        if (!isProductPhoto(publicId)) return drawingVariant(db, publicId, wanted);
        return isPhotoPublicId(publicId) ? photoVariant(files, publicId, wanted) : undefined;
      });
      if (bytes === undefined) throw ApiError.notFound();
      if (asked === undefined) reply.header('vary', 'Accept');
      return reply
        .header('content-type', `image/${format}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
