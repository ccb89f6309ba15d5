import Fastify from 'fastify';
import { announceListening, stopOnSigterm } from './baseline-process.ts';
import { serveCartRow, serveListing } from './bare-routes.ts';
import { openShopDatabase } from './shop-database.ts';

/**
 * The shopper model's data baseline in one process (PGlite lets one process hold the
 * database): the bare listing and the bare add-row. Its pages are rendered by the stand-in
 * home's own process, as the shop's web renders apart from its api.
 */
const database = await openShopDatabase();
const app = Fastify({ logger: false });
serveListing(app, database);
serveCartRow(app, database);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
announceListening();
stopOnSigterm(async () => {
  await app.close();
  await database.close();
});
