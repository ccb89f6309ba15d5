import { ConfiguratorPageView } from '../../features/configurator-page/configurator-page-view.tsx';
import { loadConfiguratorPage } from '../../features/configurator-page/load-configurator-page.server.ts';
import type { Route } from './+types/configurator-page';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['configuratorPage'] };

/** /configurador (SPEC section 2): the made-to-measure screen configurator, in both editions. */
export function loader({ request }: Route.LoaderArgs) {
  return loadConfiguratorPage(request);
}

export default function ConfiguratorPage({ loaderData }: Route.ComponentProps) {
  return <ConfiguratorPageView data={loaderData} />;
}
