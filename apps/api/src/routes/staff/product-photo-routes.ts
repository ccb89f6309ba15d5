import multipart from '@fastify/multipart';
import { productPhotoRules } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  PhotoAltInput,
  PhotoOrderInput,
  ProductPhotoParams,
  StaffProductPhoto,
} from '../../contracts/staff-product-photos.ts';
import { ProductParams } from '../../contracts/staff-products.ts';
import type { FileStore } from '../../media/file-store.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import {
  addProductPhoto,
  listProductPhotos,
  removeProductPhoto,
  reorderProductPhotos,
  updatePhotoAlt,
} from '../../staff/products/product-photos.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

const config = { staffPermission: 'catalogue.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};
const megabytes = productPhotoRules.maxBytes / (1024 * 1024);

/** The one file of a multipart upload (field `file`), whole, or a 400 saying what is wrong. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw ApiError.badRequest('file', 'productPhotosApi.fileRequired');
  const upload = await request.file();
  if (upload === undefined || upload.fieldname !== 'file')
    throw ApiError.badRequest('file', 'productPhotosApi.fileRequired');
  try {
    return await upload.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw ApiError.badRequest('file', 'productPhotosApi.tooLarge', { megabytes });
    throw error;
  }
}

/** A product's pictures (issue 16): list, upload, alt texts, order, removal. catalogue.manage. */
export const productPhotoRoutes: FastifyPluginAsyncZod<
  StaffContext & { files: FileStore }
> = async (app, { db, files }) => {
  // Only these routes read multipart bodies; one file, nothing else, at most the photo limit.
  await app.register(multipart, {
    limits: { fileSize: productPhotoRules.maxBytes, files: 1, fields: 0, parts: 1 },
  });
  const photos = `${staffBase}products/:id/images/`;

  app.get(
    photos,
    {
      config,
      schema: {
        summary: "A product's pictures in the storefront's order, with their alt texts",
        tags,
        querystring: StaffQuery,
        params: ProductParams,
        response: { 200: z.array(StaffProductPhoto), ...refusals },
      },
    },
    (request) => listProductPhotos(db, request.params.id),
  );

  app.post(
    photos,
    {
      config,
      schema: {
        summary: `Upload a photo (multipart field file: JPEG, PNG, WebP or AVIF, up to ${megabytes} MB, at least ${productPhotoRules.minWidth}x${productPhotoRules.minHeight})`,
        tags,
        querystring: StaffQuery,
        params: ProductParams,
        response: { 201: StaffProductPhoto, ...refusals },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const bytes = await uploadedFile(request);
      const photo = await addProductPhoto(db, files, staff, request.params.id, bytes);
      // Committed: its sizes are rendered in the background, before a shopper asks for them.
      app.background.enqueue('photoVariants', photo.public_id);
      await app.announceChange('catalogue');
      return reply.code(201).send(photo);
    },
  );

  app.put(
    `${photos}order/`,
    {
      config,
      schema: {
        summary: "Reorder a product's pictures (every one of them, in the order wanted)",
        tags,
        querystring: StaffQuery,
        params: ProductParams,
        body: PhotoOrderInput,
        response: { 200: z.array(StaffProductPhoto), ...refusals },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const list = await reorderProductPhotos(db, staff, request.params.id, request.body.ids);
      await app.announceChange('catalogue');
      return list;
    },
  );

  app.put(
    `${photos}:imageId/`,
    {
      config,
      schema: {
        summary: "Set a picture's alt text in Spanish and French",
        tags,
        querystring: StaffQuery,
        params: ProductPhotoParams,
        body: PhotoAltInput,
        response: { 200: StaffProductPhoto, ...refusals },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const photo = await updatePhotoAlt(db, requireStaff(request), id, imageId, request.body.alt);
      await app.announceChange('catalogue');
      return photo;
    },
  );

  app.delete(
    `${photos}:imageId/`,
    {
      config,
      schema: {
        summary: 'Remove a picture from the product (an uploaded photo: its files too)',
        tags,
        querystring: StaffQuery,
        params: ProductPhotoParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      await removeProductPhoto(db, files, requireStaff(request), id, imageId, request.log);
      await app.announceChange('catalogue');
      return reply.code(204).send(null);
    },
  );
};
