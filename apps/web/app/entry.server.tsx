import { PassThrough, pipeline, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { errorPageFallback } from './features/error-page/error-page-fallback.server.ts';
import { CspNonceContext } from './lib/csp-nonce.ts';
import { isCrawler } from './lib/crawler.ts';
import { deferHydrationScripts } from './lib/deferred-hydration.server.ts';
import { env } from './lib/env.server.ts';
import {
  cachedPage,
  guestPageHeaders,
  guestPageKey,
  isGuestPage,
  withNonce,
  type KeptPage,
} from './lib/page-cache.server.ts';

export const streamTimeout = 5_000;

/** The page's route: the deepest matched. */
function pageRouteId(routerContext: EntryContext): string | undefined {
  return routerContext.staticHandlerContext.matches.at(-1)?.route.id;
}

type Render = {
  response: Promise<Response>;
  /** The whole document once sent, when `keep` was asked and nothing failed; else null. */
  kept: Promise<KeptPage>;
};

/**
 * Streams the page as soon as its shell is ready; crawlers get the whole document at once
 * (deferred sections included) so they index what people see.
 */
function renderPage(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  keep: boolean,
  nonce: string | undefined,
): Render {
  const waitForAll = isCrawler(request.headers.get('user-agent'));
  const paintFirst = isGuestPage(pageRouteId(routerContext));
  const renderingErrorPage = Boolean(routerContext.staticHandlerContext.errors);
  const chunks: Buffer[] = [];
  let failed = false;
  let settleKept: (page: KeptPage) => void = () => undefined;
  const kept = new Promise<KeptPage>((resolve) => {
    settleKept = resolve;
  });

  const response = new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Leaves a second for rejected deferred sections to flush before the stream is cut.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        // React moves a finished section of more than 500 bytes out of place once 12.8 KB have
        // been sent, to be put back by an inline script: without JavaScript it would stay hidden
        // (the plain configurator form, the reviews). Finished sections are sent in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const final = (callback: () => void) => {
            clearTimeout(timeout);
            settleKept(
              keep && !failed
                ? {
                    body: new Uint8Array(Buffer.concat(chunks)),
                    headers: [...responseHeaders],
                    nonce,
                  }
                : null,
            );
            callback();
          };
          const body = keep
            ? new Transform({
                transform(chunk: Buffer, _encoding, callback) {
                  chunks.push(chunk);
                  callback(null, chunk);
                },
                final,
              })
            : new PassThrough({ final });
          // A visitor who leaves mid-page destroys the stream before it ends: nothing is kept,
          // and the requests waiting for this render start their own.
          body.on('close', () => settleKept(null));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          if (paintFirst) {
            const deferred = deferHydrationScripts(nonce);
            // A visitor leaving destroys `body`; pipeline passes that on, and React stops.
            pipeline(deferred, body, () => undefined);
            pipe(deferred);
          } else {
            pipe(body);
          }
        },
        onShellError(error: unknown) {
          settleKept(null);
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
          failed = true;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
  return { response, kept };
}

/**
 * A guest's catalogue or content page is rendered once per key and time-to-live
 * (lib/page-cache.server.ts): the first request streams it as it renders, requests arriving
 * meanwhile wait for that render instead of starting their own, later ones get the kept bytes.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  if (loadContext.answeredRoute) loadContext.answeredRoute.id = pageRouteId(routerContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const render = (keep: boolean) =>
    renderPage(request, responseStatusCode, responseHeaders, routerContext, keep, nonce);
  const key = guestPageKey(
    request,
    responseStatusCode,
    responseHeaders,
    pageRouteId(routerContext),
  );
  if (!key) return render(false).response;

  guestPageHeaders(responseHeaders);
  let ownRender: Promise<Response> | undefined;
  const page = cachedPage<KeptPage>(key, () => {
    const started = render(true);
    ownRender = started.response;
    return started.kept.then((kept) => ({
      body: kept,
      maxAgeSeconds: kept ? env.PAGE_CACHE_SECONDS : 0,
    }));
  });
  if (ownRender) return ownRender;
  return page.then((page) => {
    const kept = withNonce(page, nonce);
    if (!kept) return render(false).response;
    return new Response(kept.body, { headers: kept.headers, status: 200 });
  });
}

// The web's server (server.ts) finds kept pages, and drops them on every change the api
// announces, through the server build's entry module.
export { keptGuestPage } from './lib/page-cache.server.ts';
export { followCacheChanges } from './lib/cache-changes.server.ts';
