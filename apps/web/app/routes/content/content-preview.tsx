import type { ContentText } from '@shop/api/contracts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { loadShowcases } from '../../features/content-page/load-showcases.server.ts';
import { parsePageBody, showcasesOf } from '../../features/content-page/page-body.ts';
import { PageBodyView } from '../../features/content-page/page-body-view.tsx';
import { apiGet, type ApiScope } from '../../lib/api.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/content-preview';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['content'] };

/**
 * A page or post as saved, published or not, for the staff member who followed the staff app's
 * preview link (/vista-previa/{token}). The token is the only key: the api answers 404 (the 404
 * page) to an expired or forged one, or to a text of another edition or language. Never kept, never indexed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { store, locale } = await resolveStorefront(request);
  const scope: ApiScope = { store: store.code, language: locale };
  const text = await apiGet<ContentText>(scope, '/cms/v1/preview/', { token: params.token });
  const blocks = parsePageBody(text.body);
  const showcases = await loadShowcases(request, scope, showcasesOf(blocks));
  return { text, showcases, storeName: store.name };
}

export function headers() {
  return { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { text, showcases, storeName } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16">
      <PageHead title={`${text.seo_title || text.title} | ${storeName}`} noIndex />
      <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900">
        {t(text.is_published ? 'content.preview.published' : 'content.preview.draft')}
      </p>
      <article className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {text.title}
        </h1>
        {text.excerpt && <p className="mt-4 text-lg text-ink-soft">{text.excerpt}</p>}
        <PageBodyView blocks={parsePageBody(text.body)} showcases={showcases} />
      </article>
    </div>
  );
}
