import type { HomePreview } from '@shop/api/contracts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { HomeSections } from '../../features/home/home-sections.tsx';
import { loadHome } from '../../features/home/load-home.server.ts';
import { apiGet } from '../../lib/api.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/home-preview';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['configuratorPage', 'content'] };

/**
 * The home with one slider or banner as saved, on show or not, for the staff member who followed
 * the staff app's preview link (/vista-previa/portada/{token}). The token is the only key: the
 * api answers 404 (the 404 page) to an expired or forged one, or to a slide of another edition
 * or language. Never kept, never indexed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { store, locale } = await resolveStorefront(request);
  const previewed = await apiGet<HomePreview>(
    { store: store.code, language: locale },
    '/cms/v1/preview/home/',
    { token: params.token },
  );
  return loadHome(request, previewed);
}

export function headers() {
  return { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };
}

export default function HomePreviewPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { store } = useStorefront();
  return (
    <>
      <PageHead title={t('home.meta.title', { store: store.name })} noIndex />
      <div className="mx-auto max-w-6xl px-4 pt-4">
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t('content.preview.home')}
        </p>
      </div>
      <HomeSections data={loaderData} />
    </>
  );
}
