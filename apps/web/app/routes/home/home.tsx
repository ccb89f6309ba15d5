import { PageHead } from '../../components/ui/page-head.tsx';
import { HomeSections } from '../../features/home/home-sections.tsx';
import { HomeStructuredData } from '../../features/home/home-structured-data.tsx';
import { loadHome } from '../../features/home/load-home.server.ts';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/home';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['configuratorPage'] };

export function loader({ request }: Route.LoaderArgs) {
  return loadHome(request);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { store } = useStorefront();
  return (
    <>
      <PageHead
        title={t('home.meta.title', { store: store.name })}
        description={t('home.meta.description')}
      />
      <HomeStructuredData />
      <HomeSections data={loaderData} />
    </>
  );
}
