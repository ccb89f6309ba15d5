import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  NewProductInput,
  ProductFormChoices,
  ProductInput,
  ProductListQuery,
  ProductParams,
  StaffProduct,
  StaffProductRow,
} from '../../contracts/staff-products.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import {
  readProductFormChoices,
  readProductPage,
  readStaffProduct,
} from '../../staff/products/staff-product-read.ts';
import { createProduct, updateProduct } from '../../staff/products/staff-product-write.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

const config = { staffPermission: 'catalogue.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};

/** The products of both editions (issue 16): list, form choices, create, read, update. */
export const productRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}products/`,
    {
      config,
      schema: {
        summary: 'Products, searched by name or reference, filtered and sorted',
        tags,
        querystring: ProductListQuery,
        response: { 200: ListOf(StaffProductRow), ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) => readProductPage(db, request.query, window)),
  );

  app.get(
    `${staffBase}products/choices/`,
    {
      config,
      schema: {
        summary: "The product form's brands, categories, complements and measures",
        tags,
        querystring: StaffQuery,
        response: { 200: ProductFormChoices, ...refusals },
      },
    },
    (request) => readProductFormChoices(db, request.query.language),
  );

  app.post(
    `${staffBase}products/`,
    {
      config,
      schema: {
        summary: 'Create a product with its texts, placing, limits and first prices',
        tags,
        querystring: StaffQuery,
        body: NewProductInput,
        response: { 201: StaffProduct, ...refusals },
      },
    },
    async (request, reply) => {
      const id = await createProduct(db, requireStaff(request), request.body);
      await app.announceChange('catalogue');
      return reply.code(201).send(await readStaffProduct(db, id));
    },
  );

  app.get(
    `${staffBase}products/:id/`,
    {
      config,
      schema: {
        summary: 'One product, as the edit form shows it',
        tags,
        querystring: StaffQuery,
        params: ProductParams,
        response: { 200: StaffProduct, ...refusals },
      },
    },
    (request) => readStaffProduct(db, request.params.id),
  );

  app.put(
    `${staffBase}products/:id/`,
    {
      config,
      schema: {
        summary: 'Replace a product; a changed slug keeps answering with a 301',
        tags,
        querystring: StaffQuery,
        params: ProductParams,
        body: ProductInput,
        response: { 200: StaffProduct, ...refusals },
      },
    },
    async (request) => {
      await updateProduct(db, requireStaff(request), request.params.id, request.body);
      await app.announceChange('catalogue');
      return readStaffProduct(db, request.params.id);
    },
  );
};
