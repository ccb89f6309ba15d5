import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from '../client.ts';
import { mediaAssets, productVideos } from '../schema/index.ts';
import {
  demoVideos,
  videoFrame,
  videoPosterId,
  videoPublicId,
} from './artwork/videos/demo-videos.ts';
import { insertRows } from './batch.ts';
import type { ProductDefinition } from './catalogue/types.ts';
import type { ProductIds } from './load-products.ts';

const videoFolder = new URL('./artwork/videos/', import.meta.url);

/** Where the storefront plays a video: the web serves /media/* from the api's media routes. */
export const videoUrl = (publicId: string) => `/media/${publicId}`;

/**
 * The committed demo clips (artwork/videos, encoded by render-videos.ts) and their posters (the
 * first frame, drawn as SVG), shown in the gallery of every made-to-measure screen whose
 * opening the clip shows.
 */
export async function loadProductVideos(
  db: Database,
  definitions: readonly ProductDefinition[],
  productIds: ProductIds,
): Promise<void> {
  const encoder = new TextEncoder();
  const files = await Promise.all(
    demoVideos.map((video) => readFile(fileURLToPath(new URL(`${video.name}.webm`, videoFolder)))),
  );
  await db.insert(mediaAssets).values(
    demoVideos.flatMap((video, index) => [
      {
        publicId: videoPublicId(video),
        contentType: 'video/webm',
        body: new Uint8Array(files[index] ?? []),
        width: videoFrame.width,
        height: videoFrame.height,
      },
      {
        publicId: videoPosterId(video),
        contentType: 'image/svg+xml',
        body: encoder.encode(video.draw(0)),
        width: videoFrame.width,
        height: videoFrame.height,
      },
    ]),
  );
  const madeToMeasureScreens = definitions.filter(
    (product) => product.kind.endsWith('screen') && product.measures !== undefined,
  );
  await insertRows(
    db,
    productVideos,
    madeToMeasureScreens.flatMap((product) => {
      const productId = productIds.byRef.get(product.ref);
      const opening = product.artwork.opening ?? 'sliding';
      if (productId === undefined) return [];
      return demoVideos
        .filter((video) => (video.openings as readonly string[]).includes(opening))
        .map((video, position) => ({
          productId,
          url: videoUrl(videoPublicId(video)),
          thumbnailPublicId: videoPosterId(video),
          position,
        }));
    }),
  );
}
