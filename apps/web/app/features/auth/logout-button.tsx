import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useLocalizedPath } from '../../lib/use-storefront.ts';
import { recentlyViewedStorageKey } from '../product-page/use-recently-viewed.ts';
import { forgetStoredProductIds } from '../../lib/stored-product-ids.ts';
import { clearLocalFavourites } from './favourite-ids.ts';

/** SPEC section 2: logging out clears the stored cart, wishlist and recently viewed products. */
function forgetLocalData() {
  clearLocalFavourites();
  forgetStoredProductIds(recentlyViewedStorageKey);
}

export function LogoutButton({ className, children }: { className: string; children: ReactNode }) {
  const localized = useLocalizedPath();
  return (
    <Form method="post" action={localized('/logout')} onSubmit={forgetLocalData} reloadDocument>
      <button type="submit" className={className} data-testid="logout">
        {children}
      </button>
    </Form>
  );
}
