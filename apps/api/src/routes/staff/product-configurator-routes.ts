import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  NewVariantInput,
  OptionGroupsInput,
  StaffProductConfigurator,
  StaffVariant,
  VariantInput,
  VariantParams,
  VariantRemoval,
} from '../../contracts/staff-product-configurator.ts';
import { ProductParams } from '../../contracts/staff-products.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import { replaceOptionGroups } from '../../staff/products/staff-option-groups-write.ts';
import { readStaffProductConfigurator } from '../../staff/products/staff-product-configurator-read.ts';
import {
  createVariant,
  removeVariant,
  updateVariant,
} from '../../staff/products/staff-variant-write.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

const config = { staffPermission: 'catalogue.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};

/**
 * A product's configurator groups and variants (issue 16). Every write is audited and announced,
 * so the storefront's product answers show it at once.
 */
export const productConfiguratorRoutes: FastifyPluginAsyncZod<StaffContext> = async (
  app,
  { db },
) => {
  app.get(
    `${staffBase}products/:id/configurator/`,
    {
      config,
      schema: {
        summary: "A product's option groups and variants, and the attributes a group can use",
        tags,
        querystring: StaffQuery,
        params: ProductParams,
        response: { 200: StaffProductConfigurator, ...refusals },
      },
    },
    (request) => readStaffProductConfigurator(db, request.params.id, request.query.language),
  );

  app.put(
    `${staffBase}products/:id/option-groups/`,
    {
      config,
      schema: {
        summary: "Replace a product's option groups (names es/fr, options, order); not measures",
        tags,
        querystring: StaffQuery,
        params: ProductParams,
        body: OptionGroupsInput,
        response: { 200: StaffProductConfigurator, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      await replaceOptionGroups(db, requireStaff(request), id, request.body);
      await app.announceChange('catalogue');
      return readStaffProductConfigurator(db, id, request.query.language);
    },
  );

  app.post(
    `${staffBase}products/:id/variants/`,
    {
      config,
      schema: {
        summary: 'Add a variant: SKU, options, default and published flags, first prices',
        tags,
        querystring: StaffQuery,
        params: ProductParams,
        body: NewVariantInput,
        response: { 201: StaffVariant, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await createVariant(
        db,
        requireStaff(request),
        request.params.id,
        request.body,
      );
      await app.announceChange('catalogue');
      return reply.code(201).send(created);
    },
  );

  app.put(
    `${staffBase}products/:id/variants/:variantId/`,
    {
      config,
      schema: {
        summary: "Replace a variant's SKU, options and flags",
        tags,
        querystring: StaffQuery,
        params: VariantParams,
        body: VariantInput,
        response: { 200: StaffVariant, ...refusals },
      },
    },
    async (request) => {
      const { id, variantId } = request.params;
      const saved = await updateVariant(db, requireStaff(request), id, variantId, request.body);
      await app.announceChange('catalogue');
      return saved;
    },
  );

  app.delete(
    `${staffBase}products/:id/variants/:variantId/`,
    {
      config,
      schema: {
        summary: 'Remove a variant; one some order names is unpublished instead',
        tags,
        querystring: StaffQuery,
        params: VariantParams,
        response: { 200: VariantRemoval, ...refusals },
      },
    },
    async (request) => {
      const { id, variantId } = request.params;
      const outcome = await removeVariant(db, requireStaff(request), id, variantId);
      await app.announceChange('catalogue');
      return { outcome };
    },
  );
};
