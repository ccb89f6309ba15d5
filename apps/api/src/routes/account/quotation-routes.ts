import { localeTags, translate, type Locale } from '@shop/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptedQuotation,
  AccountListQuery,
  CartIdParam,
  ClientOrder,
  ClientOrderList,
  ClientQuotation,
  ExpiredQuotationBody,
  IdParams,
  QuotationToCartRequest,
  QuotationToCartResult,
} from '../../contracts/account.ts';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { cartView } from '../../cart/cart-view.ts';
import { cartAccess } from '../cart/cart-access.ts';
import { acceptQuotation, currentPricesOf } from '../../orders/accept-quotation.ts';
import { addQuotationToCart } from '../../orders/quotation-to-cart.ts';
import { saveQuotation } from '../../orders/save-quotation.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireAccount } from '../../plugins/authentication.ts';
import type { RouteOptions } from '../route-options.ts';
import {
  clientOrderPage,
  clientOrderView,
  quotationStatuses,
  readClientOrder,
} from './client-orders.ts';

const errors = {
  400: ValidationErrorBody,
  401: DetailErrorBody,
  404: DetailErrorBody,
  409: DetailErrorBody,
};
const tags = ['account'];

/** '8 de diciembre de 2026' / '8 décembre 2026' from an ISO date. */
function longDate(isoDate: string, language: Locale): string {
  const format = new Intl.DateTimeFormat(localeTags[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Quotations: a cart saved at its prices for a while, then accepted as an order. */
export const quotationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.post(
    '/cart/v1/carts/:id/save_quotation/',
    {
      schema: {
        summary: 'Saves the caller’s cart as a quotation (status 200) at today’s server prices',
        description:
          'The cart stays open; the quotation keeps a frozen copy of its rows, valid until ' +
          'quote_valid_until. The coupon is not carried over.',
        tags,
        params: CartIdParam,
        querystring: StoreQuery,
        response: { 201: ClientOrder, ...errors },
      },
    },
    async (request, reply) => {
      const account = requireAccount(request);
      const quotation = await saveQuotation(db, account, request.params.id, cartAccess(request));
      return reply.code(201).send(await clientOrderView(db, quotation, request.query.language));
    },
  );

  app.get(
    '/cart/v1/quotations/',
    {
      schema: {
        summary: 'The caller’s quotations in the store, newest first',
        tags,
        querystring: AccountListQuery,
        response: { 200: ClientOrderList, ...errors },
      },
    },
    (request) => {
      const userId = requireAccount(request).id;
      return pagedList(request, request.query, (window) =>
        clientOrderPage(db, userId, request.query, 'quotations', window),
      );
    },
  );

  app.get(
    '/cart/v1/quotations/:id/',
    {
      schema: {
        summary: 'One quotation of the caller; an expired one with today’s prices',
        description:
          'quote_expired says whether it can still be accepted; when it cannot, current_prices ' +
          'holds what its goods cost today (add_to_cart/ puts them in the cart at those prices).',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        response: { 200: ClientQuotation, ...errors },
      },
    },
    async (request) => {
      const { store, language } = request.query;
      const order = await readClientOrder(db, requireAccount(request).id, store, request.params.id);
      if (!(quotationStatuses as readonly number[]).includes(order.status))
        throw ApiError.notFound('accountApi.quotationNotFound');
      const view = await clientOrderView(db, order, language);
      return {
        ...view,
        current_prices: view.quote_expired
          ? await currentPricesOf(db, order, cartAccess(request))
          : null,
      };
    },
  );

  app.post(
    '/cart/v1/quotations/:id/accept/',
    {
      schema: {
        summary: 'Accepts a valid quotation: it becomes an order pending payment at its prices',
        description:
          'Pay it then with the payment calls and its cart_id. Expired: 400 with ' +
          'non_field_errors, quote_valid_until and current_prices (today’s catalogue).',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        response: {
          200: AcceptedQuotation,
          ...errors,
          400: z.union([ExpiredQuotationBody, ValidationErrorBody]),
        },
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      const account = requireAccount(request);
      const result = await acceptQuotation(db, account, request.params.id, cartAccess(request));
      if (!result.accepted) {
        const date = result.quotation.quoteValidUntil ?? '';
        const shown = date === '' ? '' : longDate(date, language);
        return reply.code(400).send({
          non_field_errors: [translate(language, 'accountApi.quotationExpired', { date: shown })],
          quote_valid_until: date,
          current_prices: result.currentPrices,
        });
      }
      return {
        order: await clientOrderView(db, result.order, language),
        detail: translate(language, 'accountApi.quotationAccepted', {
          number: result.order.number,
        }),
      };
    },
  );

  app.post(
    '/cart/v1/quotations/:id/add_to_cart/',
    {
      schema: {
        summary: 'Puts the quotation’s goods into the caller’s open cart at today’s prices',
        description:
          'For an expired quotation: each row is added as POST cart-rows/ would add it (priced ' +
          'by the server for the cart’s customer type). Rows no longer sold are left out and ' +
          'listed in not_added. Another account’s cart: 404; a placed cart: 409.',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        body: QuotationToCartRequest,
        response: { 200: QuotationToCartResult, ...errors },
      },
    },
    async (request) => {
      const { cart } = request.body;
      const account = requireAccount(request);
      const access = cartAccess(request);
      const { notAdded } = await addQuotationToCart(db, account, request.params.id, cart, access);
      return { cart: await cartView(db, cart, access), not_added: notAdded };
    },
  );
};
