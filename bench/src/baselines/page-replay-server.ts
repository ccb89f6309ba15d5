import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { renderToPipeableStream } from 'react-dom/server';
import { announceListening, stopOnSigterm } from './baseline-process.ts';
import { htmlToReact } from './html-to-react.ts';

const pageFile = process.env.PAGE_HTML_FILE;
if (!pageFile) throw new Error('PAGE_HTML_FILE names the page as the shop rendered it');
const page = htmlToReact(await readFile(pageFile, 'utf8'));

/**
 * The least a server-rendered page needs: React streaming the same document (parsed once at
 * start) on every request, with no router, no loaders and no api call.
 */
const server = createServer((_request, response) => {
  const { pipe } = renderToPipeableStream(page, {
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
