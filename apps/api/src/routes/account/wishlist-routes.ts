import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountListQuery,
  SetFavouritesRequest,
  WishlistCreateRequest,
  WishlistItem,
  WishlistList,
  WishlistProductParams,
} from '../../contracts/account.ts';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireAccount } from '../../plugins/authentication.ts';
import type { RouteOptions } from '../route-options.ts';
import {
  addToWishlist,
  mergeIntoWishlist,
  ownWishlist,
  removeFromWishlist,
  wishlistPage,
} from './wishlist.ts';

const errors = {
  400: ValidationErrorBody,
  401: DetailErrorBody,
  403: DetailErrorBody,
  404: DetailErrorBody,
};
const tags = ['account'];
const path = '/auth-users/v1/products-wishlist/';

/** products-wishlist/: the caller's favourites (Bearer only). */
export const wishlistRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    path,
    {
      schema: {
        summary: 'The caller’s favourite products, oldest first, priced for their type',
        tags,
        querystring: AccountListQuery,
        response: { 200: WishlistList, ...errors },
      },
    },
    (request) => {
      const account = requireAccount(request);
      return pagedList(request, request.query, (window) =>
        wishlistPage(db, account, request.query, window),
      );
    },
  );

  app.post(
    path,
    {
      schema: {
        summary: 'Adds a product to the caller’s favourites (201; already there: 200)',
        description: '`user` must be the caller (otherwise 403).',
        tags,
        querystring: StoreQuery,
        body: WishlistCreateRequest,
        response: { 200: WishlistItem, 201: WishlistItem, ...errors },
      },
    },
    async (request, reply) => {
      const account = requireAccount(request);
      ownWishlist(account, request.body.user);
      const { product } = request.body;
      const added = await addToWishlist(db, account, request.query, product);
      const listed = await wishlistPage(db, account, request.query, { limit: 1, offset: 0 }, [
        product,
      ]);
      const [item] = listed.results;
      if (!item) throw ApiError.notFound('accountApi.productNotFound');
      return reply.code(added ? 201 : 200).send(item);
    },
  );

  app.delete(
    `${path}:product_id/`,
    {
      schema: {
        summary: 'Removes a product from the caller’s favourites (by product id)',
        tags,
        params: WishlistProductParams,
        querystring: StoreQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeFromWishlist(db, requireAccount(request).id, request.params.product_id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${path}set-favourites/`,
    {
      schema: {
        summary: 'Merges a list of products (a guest’s local favourites) into the caller’s',
        description:
          'No duplicates; unknown ids are skipped. Answers the whole list. `user` must be the caller.',
        tags,
        querystring: StoreQuery,
        body: SetFavouritesRequest,
        response: { 200: WishlistList, ...errors },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      ownWishlist(account, request.body.user);
      await mergeIntoWishlist(db, account.id, request.body.product_ids);
      const all = await wishlistPage(db, account, request.query, { limit: undefined, offset: 0 });
      return { ...all, next: null, previous: null };
    },
  );
};
