import { faviconSvg } from '../../lib/favicon.ts';

/**
 * /favicon.ico for whatever asks for it without reading the page head: bookmarks, feed readers,
 * and pages the shop serves but did not write (seQura's identification form). Browsers take an
 * SVG body whatever the name says.
 */
export function loader() {
  return new Response(faviconSvg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=604800',
    },
  });
}
