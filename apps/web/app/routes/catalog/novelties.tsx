import { loadProductList } from '../../features/listing/load-product-list.server.ts';
import { ProductListPage } from '../../features/listing/product-list-page.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/novelties';

/** /novedades: the products the store added last. */
export function loader({ request }: Route.LoaderArgs) {
  return loadProductList(request, (api) => api.novelties);
}

export default function Novelties({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <ProductListPage
      title={t('listing.novelties.meta.title')}
      description={t('listing.novelties.meta.description')}
      heading={t('listing.novelties.heading')}
      listing={loaderData.listing}
    />
  );
}
