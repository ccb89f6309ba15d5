import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { announceListening, stopOnSigterm } from './baseline-process.ts';
import type { HomeData } from './home-data.ts';
import { HomeDocument } from './stand-in-home/home-document.tsx';

const dataFile = process.env.HOME_DATA_FILE;
if (!dataFile) throw new Error('HOME_DATA_FILE names the home data fetched from the api');
const data = JSON.parse(await readFile(dataFile, 'utf8')) as HomeData;

/** No router, no loaders: the data is in memory and every request renders it again. */
const server = createServer((_request, response) => {
  const { pipe } = renderToPipeableStream(createElement(HomeDocument, { data }), {
    onShellReady() {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      pipe(response);
    },
    onShellError(error) {
      response.writeHead(500).end(String(error));
    },
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1', announceListening);
stopOnSigterm(() => new Promise((resolve) => server.close(() => resolve())));
