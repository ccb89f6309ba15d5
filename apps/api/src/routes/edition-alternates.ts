import type { EditionAlternates, Language } from '../contracts/common.ts';

/**
 * One item's address (web path or slug) in each language it was found in, null in the others:
 * the hreflang alternates of retrieve-by-slug answers (rows of the edition of each language)
 * and their translations (rows of the request's own edition).
 */
export function editionAlternates(
  found: readonly { language: Language; address: string }[],
): EditionAlternates {
  const addressIn = (language: Language) =>
    found.find((row) => row.language === language)?.address ?? null;
  return { es: addressIn('es'), fr: addressIn('fr') };
}
