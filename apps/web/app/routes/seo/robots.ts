import { locales } from '@shop/i18n';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/robots';
import { robotsTxt } from './robots-txt.ts';

/** robots.txt of the edition the host names, pointing at that edition's sitemap. */
export async function loader({ request }: Route.LoaderArgs) {
  const { url, editionLocale } = await resolveStorefront(request);
  const otherPrefixes = locales.filter((locale) => locale !== editionLocale);
  return new Response(robotsTxt(url.origin, otherPrefixes), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
