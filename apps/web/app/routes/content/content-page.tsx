import { ContentPageView } from '../../features/content-page/content-page-view.tsx';
import { loadContentPage } from '../../features/content-page/load-content-page.server.ts';
import type { Route } from './+types/content-page';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['content'] };

/** Every content page: /cms/{slug}, the company, installation and guide pages (README.md). */
export function loader({ request }: Route.LoaderArgs) {
  return loadContentPage(request);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView data={loaderData} />;
}
