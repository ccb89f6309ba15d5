import { productImages, products } from '@shop/db';
import { isProductPhoto } from '@shop/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffProductPhoto } from '../../contracts/staff-product-photos.ts';
import type { Db } from '../../database.ts';
import type { FileStore } from '../../media/file-store.ts';
import { inspectPhoto } from '../../media/photo-inspection.ts';
import {
  newPhotoPublicId,
  photoFolder,
  photoOriginalKey,
} from '../../media/product-photo-files.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { productNotFound } from './staff-product-read.ts';

type Staff = Pick<StaffMember, 'id'>;
type Alt = StaffProductPhoto['alt'];

const photoNotFound = () =>
  new ApiError(404, 'productPhotosApi.notFound', {}, undefined, 'not_found');

const photoColumns = {
  id: productImages.id,
  public_id: productImages.publicId,
  type: productImages.type,
  option_id: productImages.attributeOptionId,
  alt: productImages.alt,
};

async function requireProduct(db: Db, productId: number, lock = false) {
  const query = db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  const [product] = await (lock ? query.for('update') : query);
  if (!product) throw productNotFound();
}

/** The product's pictures as the storefront orders them: by type, then by position. */
export async function listProductPhotos(db: Db, productId: number): Promise<StaffProductPhoto[]> {
  await requireProduct(db, productId);
  const rows = await db
    .select(photoColumns)
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.type), asc(productImages.position), asc(productImages.id));
  return rows.map((row) => ({ ...row, uploaded: isProductPhoto(row.public_id) }));
}

async function readPhoto(db: Db, productId: number, imageId: number) {
  const [row] = await db
    .select(photoColumns)
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)));
  if (!row) throw photoNotFound();
  return { ...row, uploaded: isProductPhoto(row.public_id) };
}

/**
 * Adds an uploaded photo after the product's principal pictures. The original goes to the file
 * store first: a row never names a file that is not there (a failed insert leaves an unnamed
 * file, which is removed).
 */
export async function addProductPhoto(
  db: Db,
  files: FileStore,
  staff: Staff,
  productId: number,
  bytes: Buffer,
): Promise<StaffProductPhoto> {
  await requireProduct(db, productId);
  const photo = await inspectPhoto(bytes);
  const publicId = newPhotoPublicId();
  await files.write(photoOriginalKey(publicId), bytes);
  try {
    const id = await db.transaction(async (tx) => {
      await requireProduct(tx, productId, true);
      const [added] = await tx
        .insert(productImages)
        .values({
          productId,
          publicId,
          type: 100,
          position: sql`(select coalesce(max(${productImages.position}), 0) + 1 from ${productImages} where ${productImages.productId} = ${productId})`,
        })
        .returning({ id: productImages.id });
      if (!added) throw new Error('product image insert returned no row');
      const after = {
        image_id: added.id,
        public_id: publicId,
        content_type: photo.contentType,
        width: photo.width,
        height: photo.height,
        bytes: bytes.byteLength,
      };
      await recordStaffChange(tx, staff, 'product.photo_upload', 'product', productId, null, after);
      return added.id;
    });
    return await readPhoto(db, productId, id);
  } catch (error) {
    await files.removeFolder(photoFolder(publicId));
    throw error;
  }
}

export async function updatePhotoAlt(
  db: Db,
  staff: Staff,
  productId: number,
  imageId: number,
  alt: Alt,
): Promise<StaffProductPhoto> {
  await db.transaction(async (tx) => {
    const before = await readPhoto(tx, productId, imageId);
    await tx.update(productImages).set({ alt }).where(eq(productImages.id, imageId));
    await recordStaffChange(tx, staff, 'product.photo_alt', 'product', productId, before, {
      ...before,
      alt,
    });
  });
  return readPhoto(db, productId, imageId);
}

/** Positions follow the list given, which must name every picture of the product once. */
export async function reorderProductPhotos(
  db: Db,
  staff: Staff,
  productId: number,
  ids: number[],
): Promise<StaffProductPhoto[]> {
  await db.transaction(async (tx) => {
    await requireProduct(tx, productId, true);
    const before = await listProductPhotos(tx, productId);
    const known = new Set(before.map((photo) => photo.id));
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== known.size ||
      !ids.every((id) => known.has(id))
    )
      throw ApiError.badRequest('ids', 'productPhotosApi.orderMismatch');
    const order = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx
      .update(productImages)
      .set({ position: sql`array_position(array[${order}]::int[], ${productImages.id})` })
      .where(eq(productImages.productId, productId));
    await recordStaffChange(
      tx,
      staff,
      'product.photo_order',
      'product',
      productId,
      {
        ids: before.map((photo) => photo.id),
      },
      { ids },
    );
  });
  return listProductPhotos(db, productId);
}

/**
 * Removes a picture from the product; an uploaded photo's files go too, once the removal is
 * kept (a file left behind by a failure there is only unused space, and is logged).
 */
export async function removeProductPhoto(
  db: Db,
  files: FileStore,
  staff: Staff,
  productId: number,
  imageId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const before = await readPhoto(tx, productId, imageId);
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    await recordStaffChange(tx, staff, 'product.photo_delete', 'product', productId, before, null);
    return before;
  });
  if (!removed.uploaded) return;
  await files.removeFolder(photoFolder(removed.public_id)).catch((error: unknown) => {
    log.warn({ err: error, publicId: removed.public_id }, 'removed photo files left behind');
  });
}
