import { loadProductList } from '../../features/listing/load-product-list.server.ts';
import { ProductListPage } from '../../features/listing/product-list-page.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/offers';

/** /ofertas: the store's products on offer. */
export function loader({ request }: Route.LoaderArgs) {
  return loadProductList(request, (api) => api.offers);
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <ProductListPage
      title={t('listing.offers.meta.title')}
      description={t('listing.offers.meta.description')}
      heading={t('listing.offers.heading')}
      listing={loaderData.listing}
    />
  );
}
