import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { errorPageFallback } from './features/error-page/error-page-fallback.server.ts';
import { isCrawler } from './lib/crawler.ts';

export const streamTimeout = 5_000;

/**
 * Streams the page as soon as its shell is ready; crawlers get the whole document at once
 * (deferred sections included) so they index what people see.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const waitForAll = isCrawler(request.headers.get('user-agent'));
  const renderingErrorPage = Boolean(routerContext.staticHandlerContext.errors);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Leaves a second for rejected deferred sections to flush before the stream is cut.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          // React Router answers a failed page with its error page; if that is what failed,
          // the static fallback is all that is left.
          if (renderingErrorPage) {
            console.error(error);
            resolve(errorPageFallback(request));
          } else {
            reject(error);
          }
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
