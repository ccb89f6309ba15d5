import Fastify from 'fastify';
import type { MenuType, StoreQuery } from '@shop/api/contracts';
import { readMenuTree } from '../../../apps/api/src/routes/catalog/menus.ts';
import { announceListening, stopOnSigterm } from './baseline-process.ts';
import { openShopDatabase } from './shop-database.ts';

type MenuQuery = StoreQuery & { menu_type: MenuType };

const database = await openShopDatabase();

/** No plugins, no validation, no logger: the api's menu query and the same list envelope. */
const app = Fastify({ logger: false });
app.get<{ Querystring: MenuQuery }>('/catalog/v1/menus/web-list/', async (request) => {
  const results = await readMenuTree(database.db, request.query);
  return { count: results.length, next: null, previous: null, results };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
announceListening();
stopOnSigterm(async () => {
  await app.close();
  await database.close();
});
