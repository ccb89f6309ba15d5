import { z } from 'zod';
import { RecordId, RecordIdParam } from './common.ts';
import { ProductImage } from './product.ts';
import { Localized } from './staff-products.ts';

/** A product's pictures in the staff app (routes/staff/product-photo-routes.ts, issue 16). */

export const ProductPhotoParams = z.object({ id: RecordIdParam, imageId: RecordIdParam });

/** What the picture shows, for screen readers and search engines, in each language. */
export const PhotoAlt = Localized(200);

export const StaffProductPhoto = ProductImage.omit({ alt: true }).extend({
  alt: PhotoAlt,
  /** Uploaded by staff (kept in the file store) rather than generated with the catalogue. */
  uploaded: z.boolean(),
});
export type StaffProductPhoto = z.infer<typeof StaffProductPhoto>;

export const PhotoAltInput = z.object({ alt: PhotoAlt });

/** Every picture of the product, each once, in the order wanted. */
export const PhotoOrderInput = z.object({ ids: z.array(RecordId).min(1).max(500) });
