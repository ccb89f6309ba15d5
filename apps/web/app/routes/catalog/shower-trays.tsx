import { data } from 'react-router';
import { CategoryPage } from '../../features/category-page/category-page.tsx';
import { loadCategoryPage } from '../../features/category-page/load-category-page.server.ts';
import { orOwnLanguageSlug } from '../../features/language-switch/page-translation.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/shower-trays';

/** The Spanish store's own shower-tray listing. */
const spanishStore = 'ESSM';

/**
 * SPEC section 2: /platos-de-ducha, with its elementos-especiales filter (fabricacion-a-medida,
 * economico), exists in the Spanish store only; the French edition answers 404 there, except
 * under its Spanish prefix (/es/), where it is the Spanish slug of its own shower-tray category
 * (its Spanish menus link it). Elsewhere under a prefix (/fr/ of the Spanish store) it leads to
 * the category's own slug.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  const { store, locale, editionLocale } = storefront;
  if (store.code !== spanishStore && locale === editionLocale) {
    throw data({ detail: 'not found' }, { status: 404 });
  }
  return orOwnLanguageSlug(storefront, () =>
    loadCategoryPage(request, storefront, 'platos-de-ducha'),
  );
}

export default function ShowerTrays({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
