import { ShopLink } from '../../components/ui/shop-link.tsx';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { AccountHeading, secondaryButton } from '../../features/account/account-page.tsx';
import {
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { ProductCard } from '../../features/product-card/product-card.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/favourites';

export async function loader({ request }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const list = await createAccountApi(context.scope).wishlist.list();
  return withSession(context, { products: list.results.map((item) => item.product) });
}

/** /favourites and /profile/{userId}/favourites: the customer's wishlist. */
export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { products } = loaderData;
  return (
    <>
      <AccountHeading title={t('account.favourites.title')} />
      {products.length === 0 ? (
        <div className="rounded-2xl bg-white p-6 ring-1 ring-line">
          <p className="text-ink-soft">{t('account.favourites.empty')}</p>
          <ShopLink to="/" className={`mt-4 ${secondaryButton}`}>
            {t('account.favourites.browse')}
          </ShopLink>
        </div>
      ) : (
        <ul
          data-testid="favourites-list"
          className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3"
        >
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
