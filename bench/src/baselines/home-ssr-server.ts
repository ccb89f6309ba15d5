import { createServer } from 'node:http';
import { announceListening, stopOnSigterm } from './baseline-process.ts';
import { readHomeData, renderStandInHome } from './bare-routes.ts';

const data = await readHomeData();
const server = createServer((_request, response) => renderStandInHome(data, response));

server.listen(Number(process.env.PORT), '127.0.0.1', announceListening);
stopOnSigterm(() => new Promise((resolve) => server.close(() => resolve())));
