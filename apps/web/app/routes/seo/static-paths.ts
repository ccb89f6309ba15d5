/**
 * The pages of the shop that are not read from the api's lists (categories, products, brands,
 * blog posts and content pages are); the same in both editions. Only pages that answer 200
 * belong here. (The Spanish /platos-de-ducha landing has a category's path, so the categories
 * sitemap lists it, and France has no such category.)
 */
export const staticPaths: readonly string[] = [
  '/',
  '/marcas',
  '/ofertas',
  '/novedades',
  '/blog',
  '/opiniones',
  // Reached from the header and the product pages rather than a list: tools a visitor may
  // search for by name (measure-made screens, where is my order).
  '/configurador',
  '/estado-pedido',
];
