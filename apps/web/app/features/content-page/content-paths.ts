/**
 * Which shop paths are content pages and which page of the api each one shows. One rule: the
 * page's slug is its path with '/' turned into '-' (/instalacion/platos-de-ducha ->
 * instalacion-platos-de-ducha); /cms/{slug} shows the page {slug} itself.
 */
export const contentPagePaths = [
  'sobre-nosotros',
  'empresa-venta-online-de-mamparas',
  'empresas-colaboradoras',
  'instaladores-mamparas-ducha-bano',
  'instalacion-de-mamparas',
  'medicion-instalacion-mamparas',
  'como-elegir-tu-plato-de-ducha-15',
  'mamparas-de-proteccion',
  'profesional',
  'mamparas-de-bano-black-friday',
  'ayuda',
] as const;

/** Pages below another one: the first segment names the parent's path. */
export const nestedContentPaths = [
  'instalacion/:page',
  'medicion-instalacion-mamparas/:guide',
  'mamparas-de-proteccion/:material',
] as const;

/** Parents whose path is not the child's first segment. */
const parentOverrides: Record<string, string> = {
  instalacion: 'instalacion-de-mamparas',
  'empresa-venta-online-de-mamparas': 'sobre-nosotros',
  'empresas-colaboradoras': 'sobre-nosotros',
  'instaladores-mamparas-ducha-bano': 'instalacion-de-mamparas',
};

/** The parents of nested content pages ('medicion-instalacion-mamparas' of '.../:guide'). */
const nestedParents = nestedContentPaths.map((path) => path.split('/')[0] ?? path);

/**
 * The shop path that shows a content page of the api, its one address (sitemap, redirects of
 * the other addresses that reach the same page): pageSlugOf read backwards. A slug that is none
 * of the listed pages is a CMS page under /cms/.
 */
export function contentPathOfSlug(slug: string): string {
  if ((contentPagePaths as readonly string[]).includes(slug)) return `/${slug}`;
  const parent = nestedParents.find((candidate) => slug.startsWith(`${candidate}-`));
  if (parent) return `/${parent}/${slug.slice(parent.length + 1)}`;
  return `/cms/${slug}`;
}

/**
 * Whether a shop path is one of the content pages' routes (content-routes.ts): /cms/{slug}, a
 * listed page, or a page below a listed parent.
 */
export function isContentPagePath(path: string): boolean {
  const [first, second, ...rest] = trimSlashes(path).split('/');
  if (first === undefined || rest.length > 0) return false;
  if (second === undefined) return (contentPagePaths as readonly string[]).includes(first);
  return first === 'cms' || nestedParents.includes(first);
}

/** A path without slashes at either end ('medicion-instalacion-mamparas/angular'). */
export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

export function pageSlugOf(path: string): string {
  const trimmed = trimSlashes(path);
  return trimmed.startsWith('cms/') ? trimmed.slice(4) : trimmed.replaceAll('/', '-');
}

/** The path of the page above this one in the breadcrumb, if any. */
export function parentPathOf(path: string): string | undefined {
  const trimmed = trimSlashes(path);
  if (trimmed.startsWith('cms/')) return undefined;
  const [first, second] = trimmed.split('/');
  if (first === undefined) return undefined;
  if (second === undefined) return parentOverrides[first];
  return parentOverrides[first] ?? first;
}

/**
 * The legal pages have their own slug in each language (the French edition's pages are written
 * for French law). A visitor following a Spanish address in the French edition, or the other
 * way round, is sent to the same page in this edition.
 */
const legalSlugs: { es: string; fr: string }[] = [
  { es: 'aviso-legal', fr: 'mentions-legales' },
  { es: 'condiciones-de-venta', fr: 'conditions-generales-de-vente' },
  { es: 'politica-de-privacidad', fr: 'politique-de-confidentialite' },
  { es: 'politica-de-cookies', fr: 'politique-de-cookies' },
  { es: 'proteccion-de-datos', fr: 'protection-des-donnees' },
  { es: 'quienes-somos', fr: 'qui-sommes-nous' },
];

export function legalSlugIn(editionLocale: 'es' | 'fr', slug: string): string | undefined {
  const pair = legalSlugs.find((candidate) => candidate.es === slug || candidate.fr === slug);
  return pair === undefined || pair[editionLocale] === slug ? undefined : pair[editionLocale];
}
