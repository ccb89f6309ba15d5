import type { Language } from '../schema/index.ts';
import type { ProductDefinition } from './catalogue/types.ts';
import { reviewAuthors, reviewTexts } from './content/reviews.ts';

export interface PlannedReview {
  ref: string;
  language: Language;
  storeCode: 'ESSM' | 'FRSM';
  authorName: string;
  city: string;
  rating: number;
  title: string;
  body: string;
  daysAgo: number;
}

/**
 * Reviews for two products in three, in each edition's language; the best sellers get five in
 * each, so both editions have well-reviewed products for 'top_rated' to put first.
 */
export function planReviews(products: readonly ProductDefinition[]): PlannedReview[] {
  return products.flatMap((product, index) => {
    if (index % 3 === 2) return [];
    const bestSeller = product.salesCount > 800;
    const counts: Record<Language, number> = {
      es: bestSeller ? 5 : 1 + (index % 3),
      fr: bestSeller ? 5 : index % 2 === 0 ? 2 : 0,
    };
    return (['es', 'fr'] as const).flatMap((language) => {
      const texts = reviewTexts(product.kind, language);
      const authors = reviewAuthors[language];
      return Array.from({ length: counts[language] }, (_, n) => {
        const text = texts[(index + n) % texts.length];
        const author = authors[(index * 3 + n) % authors.length];
        return {
          ref: product.ref,
          language,
          storeCode: language === 'es' ? ('ESSM' as const) : ('FRSM' as const),
          authorName: author?.name ?? '',
          city: author?.city ?? '',
          rating: text?.rating ?? 5,
          title: text?.title ?? '',
          body: text?.body ?? '',
          daysAgo: 3 + ((index * 7 + n * 19) % 200),
        };
      });
    });
  });
}
