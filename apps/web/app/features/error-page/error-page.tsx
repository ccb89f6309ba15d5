import { isRouteErrorResponse } from 'react-router';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { BrokenPipe } from './broken-pipe.tsx';

/** Anything that is not a route error response is a server error (SPEC section 8: 500). */
function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * SPEC section 2: 404 shows the not-found page, any other status the server-error page, except
 * a post the web could not read (lib/request-body.server.ts): 400 and 413 say what went wrong.
 */
const kinds = { 404: 'notFound', 400: 'badRequest', 413: 'tooLarge' } as const;

export function ErrorPage({ error }: { error: unknown }) {
  const t = useTranslate();
  const status = errorStatus(error);
  const kind = status in kinds ? kinds[status as keyof typeof kinds] : 'serverError';
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageHead
        title={t(`errorPage.${kind}.title`)}
        description={t(`errorPage.${kind}.text`)}
        noIndex
      />
      <BrokenPipe className="h-32 w-auto text-brand-600" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-accent-700">
        {t('errorPage.status', { status })}
      </p>
      <h1 className="mt-2 text-5xl font-extrabold tracking-tight text-brand-900">
        {t('errorPage.pipeBroke')}
      </h1>
      <p className="mt-2 text-lg text-ink-soft">{t('errorPage.pipeBrokeText')}</p>
      <h2 className="mt-8 text-2xl font-bold text-ink">{t(`errorPage.${kind}.title`)}</h2>
      <p className="mt-2 text-ink-soft">{t(`errorPage.${kind}.text`)}</p>
      <ShopLink
        to="/"
        className="mt-8 inline-flex h-12 items-center rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800"
      >
        {t('errorPage.backToShop')}
      </ShopLink>
    </section>
  );
}
