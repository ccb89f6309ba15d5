import type { Database } from '../client.ts';
import { menuItems, menus, type MenuType } from '../schema/index.ts';
import { storeCodes, storeLanguages } from './catalogue/stores.ts';
import { footerMenu, mainMenu, type MenuEntry, type MenuTarget } from './content/menus.ts';
import type { ReferenceIds } from './load-reference-data.ts';
import type { ProductIds } from './load-products.ts';

type Language = 'es' | 'fr';
const languages: readonly Language[] = ['es', 'fr'];

/**
 * The shop path of a menu entry in a menu of this language. Categories and products have a slug
 * per language; a content page belongs to the edition and is written in the edition's language
 * (its legal texts follow its country's law), so it keeps the edition's path in either menu.
 */
function urlOf(
  target: MenuTarget,
  { language, editionLanguage }: { language: Language; editionLanguage: Language },
  ids: ReferenceIds,
  productIds: ProductIds,
): string {
  if ('category' in target) {
    const slug = ids.categorySlugs.get(target.category)?.[language] ?? '';
    return target.query ? `/${slug}?${target.query[language]}` : `/${slug}`;
  }
  if ('product' in target) return `/${productIds.slugs.get(target.product)?.[language] ?? ''}.html`;
  return typeof target.path === 'string' ? target.path : target.path[editionLanguage];
}

/**
 * The main and footer menu of each store in each language (a store's pages under the other
 * language's prefix show that language's menus), inserted one tree level at a time.
 */
export async function loadMenus(
  db: Database,
  ids: ReferenceIds,
  productIds: ProductIds,
): Promise<void> {
  const trees: [MenuType, MenuEntry[]][] = [
    ['main', mainMenu],
    ['footer', footerMenu],
  ];
  const menusToLoad = storeCodes.flatMap((storeCode) =>
    languages.flatMap((language) =>
      trees.map(([menuType, entries]) => ({ storeCode, language, menuType, entries })),
    ),
  );
  for (const { storeCode, language, menuType, entries } of menusToLoad) {
    const editionLanguage = storeLanguages[storeCode];
    const [menu] = await db
      .insert(menus)
      .values({ storeCode, language, menuType })
      .returning({ id: menus.id });
    const menuId = menu?.id ?? 0;
    let level: { entry: MenuEntry; parentId: number | null }[] = entries.map((entry) => ({
      entry,
      parentId: null,
    }));
    for (let depth = 1; depth <= 3 && level.length > 0; depth++) {
      const visible = level.filter(
        ({ entry }) => !entry.stores || entry.stores.includes(storeCode),
      );
      const inserted = await db
        .insert(menuItems)
        .values(
          visible.map(({ entry, parentId }, position) => ({
            menuId,
            parentId,
            level: depth,
            webName: entry.name[language],
            webUrl: urlOf(entry.target, { language, editionLanguage }, ids, productIds),
            imageCldPublicId: entry.image,
            position,
          })),
        )
        .returning({ id: menuItems.id });
      level = visible.flatMap(({ entry }, index) =>
        (entry.children ?? []).map((child) => ({
          entry: child,
          parentId: inserted[index]?.id ?? null,
        })),
      );
    }
  }
}
