import Fastify from 'fastify';
import { bareRenderPath } from '../shopper-drivers.ts';
import { announceListening, stopOnSigterm } from './baseline-process.ts';
import { readHomeData, renderStandInHome, serveCartRow, serveListing } from './bare-routes.ts';
import { openShopDatabase } from './shop-database.ts';

/**
 * The shopper model's baseline in one process (PGlite lets one process hold the database):
 * the bare listing, the bare add-row and the stand-in home render.
 */
const database = await openShopDatabase();
const home = await readHomeData();
const app = Fastify({ logger: false });
serveListing(app, database);
serveCartRow(app, database);
app.get(bareRenderPath, (_request, reply) => {
  reply.hijack();
  renderStandInHome(home, reply.raw);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
announceListening();
stopOnSigterm(async () => {
  await app.close();
  await database.close();
});
