import type { AnsweredQuestion, Review } from '@shop/api/contracts';
import type { ProductApi } from './product-api.server.ts';

export type ProductFeedback = {
  reviews: Review[];
  rating: { average: number; count: number };
  questions: AnsweredQuestion[];
};

/**
 * Reviews and answered questions, streamed after the first bytes. SPEC section 7: their
 * failures reach the caller without a message, so a failed call shows an empty list.
 */
export async function loadProductFeedback(
  api: ProductApi,
  productId: number,
): Promise<ProductFeedback> {
  const [reviews, questions] = await Promise.all([
    api.reviews(productId).catch(() => null),
    api.questions(productId).catch(() => null),
  ]);
  return {
    reviews: reviews?.results ?? [],
    rating: reviews?.rating ?? { average: 5, count: 0 },
    questions: questions?.results ?? [],
  };
}
