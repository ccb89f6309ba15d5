import Fastify from 'fastify';
import { announceListening, stopOnSigterm } from './baseline-process.ts';
import { serveCartRow } from './bare-routes.ts';
import { openShopDatabase } from './shop-database.ts';

const database = await openShopDatabase();
const app = Fastify({ logger: false });
serveCartRow(app, database);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
announceListening();
stopOnSigterm(async () => {
  await app.close();
  await database.close();
});
