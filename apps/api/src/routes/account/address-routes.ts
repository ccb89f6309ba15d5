import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountListQuery,
  BillingAddress,
  BillingAddressList,
  BillingAddressRequest,
  IdParams,
  ShippingAddress,
  ShippingAddressList,
  ShippingAddressRequest,
} from '../../contracts/account.ts';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { requireAccount } from '../../plugins/authentication.ts';
import type { RouteOptions } from '../route-options.ts';
import { billingBook, shippingBook } from './address-book.ts';

const errors = { 400: ValidationErrorBody, 401: DetailErrorBody, 404: DetailErrorBody };
const tags = ['account'];
const deleted = { 204: z.null(), ...errors };

/*
 * The same five calls for each kind of address, written out per kind: the type provider infers
 * bodies and answers from concrete schemas only.
 */

/** /auth-users/v1/shipping-addresses/: the caller's shipping addresses (Bearer only; anyone else's is a 404). */
export const shippingAddressRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  const path = '/auth-users/v1/shipping-addresses/';
  const one = `${path}:id/`;

  app.get(
    path,
    {
      schema: {
        summary: 'The caller’s shipping addresses, the default first',
        tags,
        querystring: AccountListQuery,
        response: { 200: ShippingAddressList, ...errors },
      },
    },
    (request) => {
      const userId = requireAccount(request).id;
      return pagedList(request, request.query, (window) => shippingBook.list(db, userId, window));
    },
  );

  app.post(
    path,
    {
      schema: {
        summary: 'Adds a shipping address (the edition’s rules; the first one is the default)',
        tags,
        querystring: StoreQuery,
        body: ShippingAddressRequest,
        response: { 201: ShippingAddress, ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireAccount(request).id;
      const created = await shippingBook.create(db, request.query.store, userId, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    one,
    {
      schema: {
        summary: 'One shipping address of the caller',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        response: { 200: ShippingAddress, ...errors },
      },
    },
    (request) => shippingBook.read(db, requireAccount(request).id, request.params.id),
  );

  app.put(
    one,
    {
      schema: {
        summary:
          'Replaces a shipping address of the caller (is_default takes the flag from the others)',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        body: ShippingAddressRequest,
        response: { 200: ShippingAddress, ...errors },
      },
    },
    (request) => {
      const userId = requireAccount(request).id;
      const { store } = request.query;
      return shippingBook.update(db, store, userId, request.params.id, request.body);
    },
  );

  app.delete(
    one,
    {
      schema: {
        summary: 'Deletes a shipping address of the caller',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        response: deleted,
      },
    },
    async (request, reply) => {
      await shippingBook.remove(db, requireAccount(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** /auth-users/v1/billing-addresses/: the caller's billing addresses (Bearer only; anyone else's is a 404). */
export const billingAddressRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  const path = '/auth-users/v1/billing-addresses/';
  const one = `${path}:id/`;

  app.get(
    path,
    {
      schema: {
        summary: 'The caller’s billing addresses, the default first',
        tags,
        querystring: AccountListQuery,
        response: { 200: BillingAddressList, ...errors },
      },
    },
    (request) => {
      const userId = requireAccount(request).id;
      return pagedList(request, request.query, (window) => billingBook.list(db, userId, window));
    },
  );

  app.post(
    path,
    {
      schema: {
        summary: 'Adds a billing address (the edition’s rules; the first one is the default)',
        tags,
        querystring: StoreQuery,
        body: BillingAddressRequest,
        response: { 201: BillingAddress, ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireAccount(request).id;
      const created = await billingBook.create(db, request.query.store, userId, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    one,
    {
      schema: {
        summary: 'One billing address of the caller',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        response: { 200: BillingAddress, ...errors },
      },
    },
    (request) => billingBook.read(db, requireAccount(request).id, request.params.id),
  );

  app.put(
    one,
    {
      schema: {
        summary:
          'Replaces a billing address of the caller (is_default takes the flag from the others)',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        body: BillingAddressRequest,
        response: { 200: BillingAddress, ...errors },
      },
    },
    (request) => {
      const userId = requireAccount(request).id;
      const { store } = request.query;
      return billingBook.update(db, store, userId, request.params.id, request.body);
    },
  );

  app.delete(
    one,
    {
      schema: {
        summary: 'Deletes a billing address of the caller',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        response: deleted,
      },
    },
    async (request, reply) => {
      await billingBook.remove(db, requireAccount(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
