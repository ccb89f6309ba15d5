import { eq, inArray } from 'drizzle-orm';
import { reviews } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../contracts/catalog.ts';
import type { WeblistByCategory } from '../../contracts/listing.ts';
import type { ProductDetail } from '../../contracts/product.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

type Edition = { store: 'ESSM' | 'FRSM'; language: 'es' | 'fr' };
type Rating = { average: number; count: number };

async function getJson<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const scope = ({ store, language }: Edition) => `store=${store}&language=${language}`;

/** What the reviews section shows: its summary, and the figures of the reviews it lists. */
async function reviewsSection(edition: Edition, productId: number) {
  const list = await getJson<{ count: number; rating: Rating; results: { rating: number }[] }>(
    `/reviews/v1/reviews/?${scope(edition)}&product_id=${productId}&page_size=-1`,
  );
  const sum = list.results.reduce((total, review) => total + review.rating, 0);
  const listed: Rating = {
    average: list.count === 0 ? 5 : Math.round((sum / list.count) * 100) / 100,
    count: list.count,
  };
  return { summary: list.rating, listed };
}

const header = async (edition: Edition, slug: string) =>
  (await getJson<ProductDetail>(`/catalog/v1/products/${slug}/retrieve_by_slug/?${scope(edition)}`))
    .rating;

// Listing answers are cached by URL for a while: each read asks a URL not asked before.
let listingRead = 0;
async function bestSellerCards(edition: Edition): Promise<ProductCard[]> {
  listingRead += 1;
  const list = await getJson<{ results: ProductCard[] }>(
    `/catalog/v1/best_sellers/?${scope(edition)}&page_size=-1&read=${listingRead}`,
  );
  return list.results;
}

const spanish: Edition = { store: 'ESSM', language: 'es' };
const french: Edition = { store: 'FRSM', language: 'fr' };

describe('a product’s rating is the one of the reviews its page lists, per edition', () => {
  it('gives the header, the card and the reviews section the same count and average', async () => {
    for (const edition of [spanish, french, { store: 'ESSM', language: 'fr' } as const]) {
      const cards = await bestSellerCards(edition);
      expect(cards.length).toBeGreaterThan(20);
      // The best sellers (five reviews each) and a run of ordinary products, with and without.
      for (const card of cards.slice(0, 16)) {
        const section = await reviewsSection(edition, card.id);
        expect(section.summary, `${card.ref} ${edition.store}/${edition.language}`).toEqual(
          section.listed,
        );
        expect(await header(edition, card.slug)).toEqual(section.listed);
        expect(card.rating).toEqual(section.listed);
      }
    }
    // Each edition counts its own reviews: a product reviewed in both, more in one, shows each
    // edition its own figures.
    const reviewed = async (edition: Edition) => {
      const all = await getJson<{ results: { product: { id: number; url: string } | null }[] }>(
        `/reviews/v1/reviews/?${scope(edition)}&page_size=-1`,
      );
      const counts = new Map<number, { count: number; slug: string }>();
      for (const { product } of all.results) {
        if (!product) continue;
        const slug = product.url.slice(1, -'.html'.length);
        counts.set(product.id, { count: (counts.get(product.id)?.count ?? 0) + 1, slug });
      }
      return counts;
    };
    const inSpain = await reviewed(spanish);
    const inFrance = await reviewed(french);
    const differing = [...inSpain].find(([id, { count }]) => {
      const other = inFrance.get(id);
      return other !== undefined && other.count !== count;
    });
    if (!differing) throw new Error('the seed has no product reviewed differently per edition');
    const [id, spanishReviews] = differing;
    const frenchReviews = inFrance.get(id);
    expect((await header(spanish, spanishReviews.slug)).count).toBe(spanishReviews.count);
    expect((await header(french, frenchReviews?.slug ?? '')).count).toBe(frenchReviews?.count);
    expect(await header(spanish, spanishReviews.slug)).toEqual(
      (await reviewsSection(spanish, id)).listed,
    );
    expect(await header(french, frenchReviews?.slug ?? '')).toEqual(
      (await reviewsSection(french, id)).listed,
    );
  });

  it('follows a review as it is added, published, hidden and deleted', async () => {
    const { id, es, fr } = await seededProduct(testApp.db, 'CRB-ESS-C2');
    const before = await reviewsSection(spanish, id);
    const frenchBefore = await header(french, fr);
    const cardOf = async () =>
      (await bestSellerCards(spanish)).find((card) => card.id === id)?.rating;

    const [added] = await testApp.db
      .insert(reviews)
      .values({
        storeCode: 'ESSM',
        language: 'es',
        productId: id,
        authorName: 'Rocío N.',
        rating: 1,
        body: 'Llegó con un cristal rayado.',
      })
      .returning({ id: reviews.id });
    if (!added) throw new Error('no review inserted');
    // Waiting for moderation: nothing shows it yet.
    expect(await header(spanish, es)).toEqual(before.listed);

    await testApp.db.update(reviews).set({ isPublished: true }).where(eq(reviews.id, added.id));
    const published = await reviewsSection(spanish, id);
    expect(published.listed.count).toBe(before.listed.count + 1);
    expect(published.listed.average).toBeLessThan(before.listed.average);
    expect(published.summary).toEqual(published.listed);
    expect(await header(spanish, es)).toEqual(published.listed);
    expect(await cardOf()).toEqual(published.listed);
    expect(await header(french, fr)).toEqual(frenchBefore);

    await testApp.db.update(reviews).set({ isPublished: false }).where(eq(reviews.id, added.id));
    expect(await header(spanish, es)).toEqual(before.listed);
    expect(await cardOf()).toEqual(before.listed);

    await testApp.db.update(reviews).set({ isPublished: true }).where(eq(reviews.id, added.id));
    await testApp.db.delete(reviews).where(eq(reviews.id, added.id));
    expect(await header(spanish, es)).toEqual(before.listed);
    expect((await reviewsSection(spanish, id)).summary).toEqual(before.listed);
  });

  it('puts a product first in "top rated" once many five-star reviews are published', async () => {
    const { id, es } = await seededProduct(testApp.db, 'AQN-KALA-CM');
    expect(await header(spanish, es)).toEqual({ average: 5, count: 0 });
    const topRated = async (pageSize: number) =>
      (
        await getJson<WeblistByCategory>(
          `/catalog/v1/mamparas-de-ducha/weblist_by_category/?${scope(spanish)}&sort=top_rated&page_size=${pageSize}`,
        )
      ).results.map((card) => card.id);
    expect((await topRated(10)).slice(0, 3)).not.toContain(id);

    const added = await testApp.db
      .insert(reviews)
      .values(
        Array.from({ length: 12 }, (_, n) => ({
          storeCode: 'ESSM',
          language: 'es' as const,
          productId: id,
          authorName: `Cliente ${n + 1}`,
          rating: 5,
          body: 'Perfecta a medida.',
          isPublished: true,
        })),
      )
      .returning({ id: reviews.id });
    expect(await header(spanish, es)).toEqual({ average: 5, count: 12 });
    expect((await topRated(11))[0]).toBe(id);
    await testApp.db.delete(reviews).where(
      inArray(
        reviews.id,
        added.map((review) => review.id),
      ),
    );
    expect(await header(spanish, es)).toEqual({ average: 5, count: 0 });
  });
});
