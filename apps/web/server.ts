/**
 * The web's production server: what react-router-serve does (compression, year-long caching of
 * the hashed /assets/, the other build files, React Router for the rest), plus one step before
 * React Router: a guest page an earlier render kept (app/lib/page-cache.server.ts) is sent as
 * it was (with this answer's script nonce), without matching routes or running loaders again.
 * Under load that is most page views. Every answer carries the security headers
 * (app/lib/security-headers.server.ts).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants } from 'node:zlib';
import { locales } from '@shop/i18n';
import {
  exitOnSignals,
  processProbes,
  requestIdFrom,
  requestIdHeader,
  runWithRequestId,
} from '@shop/ops';
import type { ServerBuild } from 'react-router';
import type { FollowOptions } from './app/lib/cache-changes.server.ts';
import { clientFilesOnly } from './app/lib/client-files.server.ts';
import type { GuestRequest, KeptPage } from './app/lib/page-cache.server.ts';
import {
  cspNonceOf,
  reachedOverHttps,
  securityHeaders,
} from './app/lib/security-headers.server.ts';

// React and React Router pick their production builds when first loaded: set before importing.
process.env.NODE_ENV ??= 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { env } = await import('./app/lib/env.server.ts');

type ShopServerBuild = ServerBuild & {
  entry: {
    module: {
      keptGuestPage: (request: GuestRequest, nonce: string) => KeptPage;
      followCacheChanges: (options: FollowOptions) => () => void;
    };
  };
};

// Beside this file, wherever the process was started from (compiled, it is build/server.js).
const buildPath = process.argv[2]
  ? path.resolve(process.argv[2])
  : fileURLToPath(new URL('./build/server/index.js', import.meta.url));
const build = (await import(pathToFileURL(buildPath).href)) as ShopServerBuild;
const clientDirectory = path.resolve(path.dirname(buildPath), '../client');
const { keptGuestPage, followCacheChanges } = build.entry.module;

/**
 * The proxies in front of the web whose X-Forwarded-For names the browser (FRONT_PROXIES,
 * loopback by default: a proxy on the same host). Any other caller is a browser talking to the
 * web directly: the header it sent is its own invention, so it is replaced by the caller's
 * address. The api's per-address attempt limits (login, sign-up, password recovery, questions)
 * read the last entry, and nobody can choose their own counter.
 */
const frontProxies = new Set(
  (process.env.FRONT_PROXIES ?? '127.0.0.1,::1,::ffff:127.0.0.1')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== ''),
);
const probes = processProbes({ apiUrl: env.API_URL, metricsToken: env.METRICS_TOKEN });
const app = express();
app.disable('x-powered-by');
/**
 * Every request is timed under its route (React Router's route id, filled in by
 * entry.server; a kept page, a build file or a data request otherwise) and carries a request
 * id, the caller's X-Request-Id when it is a short token: the api calls of its render send it
 * on (app/lib/api.server.ts), so the api's log lines of one page view carry it.
 */
app.use((req, res, next) => {
  const answeredRoute: { id?: string } = {};
  res.locals.answeredRoute = answeredRoute;
  probes.timeRequest(req, res, () => answeredRoute.id ?? res.locals.routeKind ?? 'other');
  if (probes.answer(req, res)) return;
  const requestId = requestIdFrom(req.headers[requestIdHeader]);
  res.setHeader(requestIdHeader, requestId);
  runWithRequestId(requestId, next);
});
// First, so that every answer (files, kept pages, React Router's) carries them.
app.use(securityHeaders((req) => reachedOverHttps(req, frontProxies)));

/**
 * A path that does not decode (`%ff`, a lone `%`) or decodes to a control character (`%00`)
 * names no page of the shop: it gets the 404 page (in the language its prefix asks for), not
 * a 400 from the static files nor an api call made with it.
 */
const localePrefix = new RegExp(`^/(?:${locales.join('|')})(?=/)`);
app.use((req, _res, next) => {
  let readable: boolean;
  try {
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    readable = !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(req.path));
  } catch {
    readable = false;
  }
  if (!readable) {
    // React Router builds its request from originalUrl.
    req.url = req.originalUrl = `${localePrefix.exec(req.path)?.[0] ?? ''}/pagina-no-encontrada`;
  }
  next();
});
// Brotli's default (quality 11) is meant for files compressed once; on every page it costs
// more CPU than the render. Quality 5 keeps most of the saving at a fraction of the cost.
app.use(compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } }));
app.use((_req, res, next) => {
  // Until a later step names it better: a build file served by express.static.
  res.locals.routeKind = 'static';
  next();
});
app.use(
  '/assets',
  express.static(path.join(clientDirectory, 'assets'), { immutable: true, maxAge: '1y' }),
);
app.use(clientFilesOnly(clientDirectory, express.static(clientDirectory)));

app.get('*', (req, res, next) => {
  // The URL as React Router builds it for the render that kept the page.
  const kept = keptGuestPage(
    {
      method: req.method,
      url: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`,
      cookie: req.get('cookie') ?? null,
      userAgent: req.get('user-agent') ?? null,
    },
    cspNonceOf(res),
  );
  if (!kept) {
    next();
    return;
  }
  res.locals.routeKind = 'kept-page';
  for (const [name, value] of kept.headers) res.append(name, value);
  // The body carries this answer's nonce, so it is compressed per answer like any page.
  res.end(Buffer.from(kept.body));
});

app.use((req, _res, next) => {
  const peer = req.socket.remoteAddress;
  if (peer !== undefined && !frontProxies.has(peer)) req.headers['x-forwarded-for'] = peer;
  next();
});

app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req, res) => {
      res.locals.routeKind = req.path.endsWith('.data') ? 'data' : 'page';
      return { cspNonce: cspNonceOf(res), answeredRoute: res.locals.answeredRoute };
    },
  }),
);

const port = Number(process.env.PORT ?? 3000);
const announce = () => console.log(`web: http://localhost:${port}`);
const server = process.env.HOST
  ? app.listen(port, process.env.HOST, announce)
  : app.listen(port, announce);
// The api streams its changes to the shop's own processes only (INTERNAL_API_TOKEN).
if (env.INTERNAL_API_TOKEN === undefined)
  console.warn(
    `web: INTERNAL_API_TOKEN is not set, so the api's cache changes are not followed: kept pages show a change up to ${env.PAGE_CACHE_SECONDS} s late, the stores' configuration ${env.STORE_CONFIG_TTL_SECONDS} s`,
  );
else {
  const stopFollowing = followCacheChanges({
    apiUrl: env.API_URL,
    token: env.INTERNAL_API_TOKEN,
    log: console.warn,
  });
  server.on('close', stopFollowing);
}
exitOnSignals(server, probes, {
  name: 'web',
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  drainMs: env.SHUTDOWN_DRAIN_MS,
});
