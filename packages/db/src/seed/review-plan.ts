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

/** Reviews for two products in three, more for the best sellers, in each edition's language. */
export function planReviews(products: readonly ProductDefinition[]): PlannedReview[] {
  return products.flatMap((product, index) => {
    if (index % 3 === 2) return [];
    const counts: Record<Language, number> = {
      es: 1 + (product.salesCount > 800 ? 3 : index % 3),
      fr: index % 2 === 0 ? 2 : 0,
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

export function ratingOf(reviews: readonly PlannedReview[]): { average: number; count: number } {
  if (reviews.length === 0) return { average: 5, count: 0 };
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { average: Math.round((total / reviews.length) * 100) / 100, count: reviews.length };
}
