import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  CouponInput,
  CouponListQuery,
  CouponParams,
  CouponUsage,
  StaffCoupon,
} from '../../contracts/staff-coupons.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import {
  createCoupon,
  deactivateCoupon,
  readCouponPage,
  readCouponUsage,
  readStaffCoupon,
  updateCoupon,
} from '../../staff/coupons/staff-coupons.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/**
 * Coupons are part of what the shop sells at which price: catalogue.manage (catalogue editor and
 * owner) runs them, as it runs prices and offers. No permission of their own: the matrix would
 * give it to exactly the same roles.
 */
const config = { staffPermission: 'catalogue.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};

/** The coupons of both editions (issue 16): list, create, update, deactivate, usage report. */
export const couponRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}coupons/`,
    {
      config,
      schema: {
        summary: 'Coupons, newest first, filtered by edition and state, searched by code',
        tags,
        querystring: CouponListQuery,
        response: { 200: ListOf(StaffCoupon), ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) => readCouponPage(db, request.query, window)),
  );

  app.post(
    `${staffBase}coupons/`,
    {
      config,
      schema: {
        summary: 'Create a coupon (its code upper-cased)',
        tags,
        querystring: StaffQuery,
        body: CouponInput,
        response: { 201: StaffCoupon, ...refusals },
      },
    },
    async (request, reply) => {
      const id = await createCoupon(db, requireStaff(request), request.body);
      return reply.code(201).send(await readStaffCoupon(db, id));
    },
  );

  app.get(
    `${staffBase}coupons/:id/`,
    {
      config,
      schema: {
        summary: 'One coupon, as the edit form shows it',
        tags,
        querystring: StaffQuery,
        params: CouponParams,
        response: { 200: StaffCoupon, ...refusals },
      },
    },
    (request) => readStaffCoupon(db, request.params.id),
  );

  app.put(
    `${staffBase}coupons/:id/`,
    {
      config,
      schema: {
        summary: 'Replace a coupon; a used one keeps its code and edition',
        tags,
        querystring: StaffQuery,
        params: CouponParams,
        body: CouponInput,
        response: { 200: StaffCoupon, ...refusals },
      },
    },
    async (request) => {
      await updateCoupon(db, requireStaff(request), request.params.id, request.body);
      return readStaffCoupon(db, request.params.id);
    },
  );

  app.post(
    `${staffBase}coupons/:id/deactivate/`,
    {
      config,
      schema: {
        summary: 'Deactivate a coupon: carts stop getting it, its uses stay reported',
        tags,
        querystring: StaffQuery,
        params: CouponParams,
        response: { 200: StaffCoupon, ...refusals, 409: CodedErrorBody },
      },
    },
    async (request) => {
      await deactivateCoupon(db, requireStaff(request), request.params.id);
      return readStaffCoupon(db, request.params.id);
    },
  );

  app.get(
    `${staffBase}coupons/:id/usage/`,
    {
      config,
      schema: {
        summary: 'The orders that used a coupon, with their discounts and the totals',
        tags,
        querystring: StaffQuery,
        params: CouponParams,
        response: { 200: CouponUsage, ...refusals },
      },
    },
    (request) => readCouponUsage(db, request.params.id),
  );
};
