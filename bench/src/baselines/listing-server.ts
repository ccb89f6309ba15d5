import Fastify from 'fastify';
import { WeblistByCategoryQuery } from '@shop/api/contracts';
import { readCategoryListing } from '../../../apps/api/src/routes/catalog/listing/category-listing.ts';
import { announceListening, stopOnSigterm } from './baseline-process.ts';
import { openShopDatabase } from './shop-database.ts';

const database = await openShopDatabase();

/**
 * No plugins, no validation, no logger: the api's category-listing use case. The query is read
 * with the contract's schema only because the use case needs its defaults (page, page_size,
 * user_type); the filter parameters go through unchanged, as the api passes them.
 */
const app = Fastify({ logger: false });
app.get<{ Params: { category: string } }>(
  '/catalog/v1/:category/weblist_by_category/',
  async (request) => {
    const query = WeblistByCategoryQuery.parse(request.query);
    const params = new URL(request.url, 'http://listing').searchParams;
    return readCategoryListing(database.db, query.language, request.params.category, query, params);
  },
);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
announceListening();
stopOnSigterm(async () => {
  await app.close();
  await database.close();
});
