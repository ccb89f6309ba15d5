import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import appStylesHref from './app.css?url';
import { RootErrorPage } from './features/error-page/root-error-page.tsx';
import { currentAccessToken } from './lib/auth-session.server.ts';
import { loadCart } from './lib/cart-session.server.ts';
import { isCrawler } from './lib/crawler.ts';
import { useCspNonce } from './lib/csp-nonce.ts';
import { faviconDataUri } from './lib/favicon.ts';
import { splitLocalePrefix } from './lib/locale-path.ts';
import { localeRedirect } from './lib/locale-redirect.server.ts';
import { editionOrigins } from './lib/seo.server.ts';
import { resolveStorefront } from './lib/storefront.server.ts';
import { useLocale, usePageMessages } from './lib/use-storefront.ts';

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet first in <head>, ahead of the ~30 module
  // preloads <Scripts /> hoists there; last, it waited behind them for a connection.
  { rel: 'stylesheet', href: appStylesHref, precedence: 'default' },
  { rel: 'icon', href: faviconDataUri, type: 'image/svg+xml' },
];

export async function loader({ request }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  const redirect = await localeRedirect(request, storefront);
  if (redirect) throw redirect;
  const { store, locale, editionLocale, api } = storefront;
  // SPEC section 2: both menus are loaded on every server render, and the header's cart count.
  const [mainMenu, footerMenu, cart] = await Promise.all([
    api.menu('main'),
    api.menu('footer'),
    // A cart the api cannot read now shows as empty rather than failing every page.
    // Never refreshed here: the layout cannot send new session cookies back.
    loadCart(request, { ...storefront, token: currentAccessToken(request) }).catch(() => null),
  ]);
  return {
    locale,
    editionLocale,
    store: {
      code: store.code,
      name: store.name,
      imageCdnUrl: store.image_cdn_url,
      telephone: store.telephone,
    },
    seo: editionOrigins(storefront),
    isCrawler: isCrawler(request.headers.get('user-agent')),
    mainMenu: mainMenu.results,
    footerMenu: footerMenu.results,
    cartSize: cart?.size ?? 0,
  };
}

/** Client navigation into the other language must reload the menus and messages. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const localeChanged =
    splitLocalePrefix(currentUrl.pathname).prefix !== splitLocalePrefix(nextUrl.pathname).prefix;
  return localeChanged || defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  // Nothing below (meta included) renders before the page's messages are there; the browser
  // reads the list off <html> to fetch them alongside the page's code.
  const messageAreas = usePageMessages(locale);
  const nonce = useCspNonce();
  return (
    <html lang={locale} data-message-areas={messageAreas.join(' ') || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c585c" />
        <Meta />
        <Links />
      </head>
      <body className="bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorPage error={error} />;
}
