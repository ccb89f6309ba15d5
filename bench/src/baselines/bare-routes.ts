import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { cartRows, carts } from '@shop/db';
import { WeblistByCategoryQuery } from '@shop/api/contracts';
import { readCategoryListing } from '../../../apps/api/src/routes/catalog/listing/category-listing.ts';
import type { HomeData } from './home-data.ts';
import type { openShopDatabase } from './shop-database.ts';
import { HomeDocument } from './stand-in-home/home-document.tsx';

/** The bare baselines' use cases, one place each, served alone or together (shopper model). */
type ShopDatabase = Awaited<ReturnType<typeof openShopDatabase>>;

/**
 * No plugins, no validation, no logger: the api's category-listing use case. The query is read
 * with the contract's schema only because the use case needs its defaults (page, page_size,
 * user_type); the filter parameters go through unchanged, as the api passes them.
 */
export function serveListing(app: FastifyInstance, database: ShopDatabase): void {
  app.get<{ Params: { category: string } }>(
    '/catalog/v1/:category/weblist_by_category/',
    async (request) => {
      const query = WeblistByCategoryQuery.parse(request.query);
      const params = new URL(request.url, 'http://listing').searchParams;
      return readCategoryListing(
        database.db,
        query.language,
        request.params.category,
        query,
        params,
      );
    },
  );
}

type AddRowBody = { cart: string; product_id: number; quantity: number };

/**
 * The least an add-row must do (issue 18's baseline): in one transaction, lock the cart row
 * and insert the cart row. No pricing, no validation; the body is the shop's own request, so
 * both are fed the same carts.
 */
export function serveCartRow(app: FastifyInstance, database: ShopDatabase): void {
  app.post<{ Body: AddRowBody }>('/cart/v1/cart-rows/', async (request, reply) => {
    const { cart, product_id: productId, quantity } = request.body;
    const row = await database.db.transaction(async (tx) => {
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart)).for('update');
      const [inserted] = await tx
        .insert(cartRows)
        .values({ cartId: cart, productId, quantity, unitPvp: 0, totalPvp: 0 })
        .returning({ id: cartRows.id });
      return inserted;
    });
    return reply.code(201).send(row);
  });
}

/** The home data the bench fetched from the api, in the file HOME_DATA_FILE names. */
export async function readHomeData(): Promise<HomeData> {
  const dataFile = process.env.HOME_DATA_FILE;
  if (!dataFile) throw new Error('HOME_DATA_FILE names the home data fetched from the api');
  return JSON.parse(await readFile(dataFile, 'utf8')) as HomeData;
}

/** No router, no loaders: the data is in memory and every request renders it again. */
export function renderStandInHome(data: HomeData, response: ServerResponse): void {
  const { pipe } = renderToPipeableStream(createElement(HomeDocument, { data }), {
    onShellReady() {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      pipe(response);
    },
    onShellError(error) {
      response.writeHead(500).end(String(error));
    },
  });
}
