import { locales, translate } from '@shop/i18n';
import { readLocaleCookie } from '../../lib/locale-cookie.server.ts';
import { splitLocalePrefix } from '../../lib/locale-path.ts';

/**
 * The page sent when even the error page fails to render on the server: static HTML with
 * no React and no api data, in the language of the URL or of the locale cookie.
 */
export function errorPageFallback(request: Request): Response {
  const { prefix } = splitLocalePrefix(new URL(request.url).pathname);
  const locale = prefix ?? readLocaleCookie(request) ?? locales[0];
  const message = translate(locale, 'errorPage.failed');
  const home = translate(locale, 'errorPage.goHome');
  const html = `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:6rem auto;padding:0 1rem;text-align:center;color:#13262d"><h1>${message}</h1><p><a href="/" style="color:#0c585c;font-weight:600">${home}</a></p></body></html>`;
  return new Response(html, {
    status: 500,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
