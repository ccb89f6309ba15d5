import type { Database } from '../client.ts';
import {
  couponExcludedBrands,
  coupons,
  installationCities,
  installationCityPrices,
  pages,
  questions,
  reviews,
} from '../schema/index.ts';
import { installationCityDefinitions } from './catalogue/installation-cities.ts';
import { storeCodes, storeLanguages } from './catalogue/stores.ts';
import { couponDefinitions } from './content/coupons.ts';
import { pageDefinitions } from './content/pages.ts';
import { productQuestions, shopReviews } from './content/reviews.ts';
import type { ReferenceIds } from './load-reference-data.ts';
import type { ProductIds } from './load-products.ts';
import type { PlannedReview } from './review-plan.ts';
import { insertRows } from './batch.ts';
import { lookup } from './lookup.ts';

const editions = storeCodes.map((storeCode) => ({
  storeCode,
  language: storeLanguages[storeCode],
}));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The content pages; a page without a version in an edition's language is not in that edition. */
export async function loadPages(db: Database): Promise<void> {
  await db.insert(pages).values(
    editions.flatMap((edition) =>
      pageDefinitions.flatMap((definition) => {
        const page = definition[edition.language];
        if (page === undefined) return [];
        return [
          {
            ...edition,
            slug: page.slug,
            title: page.title,
            body: page.body,
            seoDescription: page.description,
          },
        ];
      }),
    ),
  );
}

export async function loadCouponsAndInstallation(db: Database, ids: ReferenceIds): Promise<void> {
  const couponRows = await db
    .insert(coupons)
    .values(
      couponDefinitions.map((coupon) => ({
        storeCode: coupon.storeCode,
        code: coupon.code,
        description: coupon.description,
        discountType: coupon.discountType,
        amount: coupon.amount ?? 0,
        percent: coupon.percent ?? 0,
        minimumPvp: coupon.minimumPvp ?? 0,
        maxRedemptions: coupon.maxRedemptions,
        isPublic: coupon.isPublic,
      })),
    )
    .returning({ id: coupons.id });
  const exclusions = couponDefinitions.flatMap((coupon, index) =>
    (coupon.excludedBrands ?? []).map((slug) => ({
      couponId: couponRows[index]?.id ?? 0,
      brandId: lookup(ids.brands, slug),
    })),
  );
  if (exclusions.length > 0) await db.insert(couponExcludedBrands).values(exclusions);

  const cities = await db
    .insert(installationCities)
    .values(
      installationCityDefinitions.map((city, position) => ({
        storeCode: 'ESSM',
        name: city.name,
        province: city.province,
        budget: city.budget,
        position,
      })),
    )
    .returning({ id: installationCities.id });
  await db.insert(installationCityPrices).values(
    installationCityDefinitions.flatMap((city, index) =>
      ([500, 520] as const).map((distance) => ({
        installationCityId: cities[index]?.id ?? 0,
        distance,
        price: city.prices[distance],
      })),
    ),
  );
}

/** The planned reviews of products; their ratings per edition follow them (product_ratings). */
export async function loadProductReviews(
  db: Database,
  productIds: ProductIds,
  planned: readonly PlannedReview[],
): Promise<void> {
  await insertRows(
    db,
    reviews,
    planned.map((review) => ({
      storeCode: review.storeCode,
      language: review.language,
      productId: lookup(productIds.byRef, review.ref),
      authorName: review.authorName,
      city: review.city,
      rating: review.rating,
      title: review.title,
      body: review.body,
      isPublished: true,
      createdAt: daysAgo(review.daysAgo),
    })),
  );
}

export async function loadReviews(
  db: Database,
  productIds: ProductIds,
  planned: readonly PlannedReview[],
): Promise<void> {
  await loadProductReviews(db, productIds, planned);
  await db.insert(reviews).values(
    editions.flatMap((edition) =>
      shopReviews[edition.language].map((review, index) => ({
        ...edition,
        authorName:
          edition.language === 'es'
            ? (['Rosa T.', 'Miguel A.', 'Nuria V.'][index] ?? 'Cliente')
            : (['Manon P.', 'Hugo F.'][index] ?? 'Client'),
        rating: review.rating,
        title: review.title,
        body: review.body,
        isPublished: true,
        createdAt: daysAgo(10 + index * 9),
      })),
    ),
  );
  const askedRefs = ['AQN-KALA-C2', 'CRB-ESS-C2', 'CRB-ESS-ANG'];
  await db.insert(questions).values(
    editions.flatMap((edition) =>
      askedRefs.flatMap((ref, refIndex) =>
        productQuestions[edition.language].map((question, index) => ({
          ...edition,
          productId: lookup(productIds.byRef, ref),
          name: edition.language === 'es' ? 'Ana' : 'Léa',
          email: `cliente${refIndex}${index}@example.com`,
          question: question.question,
          answer: question.answer,
          answeredAt: daysAgo(20 - refIndex),
          isPublished: true,
          createdAt: daysAgo(22 - refIndex),
        })),
      ),
    ),
  );
}
