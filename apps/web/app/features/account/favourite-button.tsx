import { Form, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { toggleFavourite, useFavourites } from './favourites-store.ts';

/**
 * The heart of a product card or product page. Without JavaScript it posts to the server, which
 * sends a guest to log in first; with it, a guest's favourites stay in this browser.
 */
export function FavouriteButton({
  productId,
  name,
  className = '',
}: {
  productId: number;
  name: string;
  className?: string;
}) {
  const t = useTranslate();
  const localized = useLocalizedPath();
  const location = useLocation();
  const togglePath = localized('/favourites/toggle');
  const { ids, loaded } = useFavourites(togglePath);
  const favourite = ids.includes(productId);
  return (
    <Form
      method="post"
      action={togglePath}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void toggleFavourite(togglePath, productId);
      }}
    >
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name="favourite" value={favourite ? '0' : '1'} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-pressed={favourite}
        aria-label={
          favourite
            ? t('accountShell.favourite.remove', { name })
            : t('accountShell.favourite.add', { name })
        }
        data-testid={`favourite-${productId}`}
        data-ready={loaded}
        className={`flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-line hover:bg-white ${
          favourite ? 'text-accent-700' : 'text-ink-soft hover:text-accent-700'
        }`}
      >
        <Icon name="heart" className={`size-5 ${favourite ? 'fill-current' : ''}`} />
      </button>
    </Form>
  );
}
