import type { Database } from '../client.ts';
import {
  couponExcludedBrands,
  coupons,
  installationCities,
  installationCityPrices,
  pages,
  postCategories,
  posts,
  questions,
  reviews,
} from '../schema/index.ts';
import { installationCityDefinitions } from './catalogue/installation-cities.ts';
import { storeCodes, storeLanguages } from './catalogue/stores.ts';
import { postCategoryDefinitions, postDefinitions } from './content/blog.ts';
import { couponDefinitions } from './content/coupons.ts';
import { pageDefinitions } from './content/pages.ts';
import { productQuestions, shopReviews } from './content/reviews.ts';
import type { ReferenceIds } from './load-reference-data.ts';
import type { ProductIds } from './load-products.ts';
import type { PlannedReview } from './review-plan.ts';
import { lookup } from './lookup.ts';

const editions = storeCodes.map((storeCode) => ({
  storeCode,
  language: storeLanguages[storeCode],
}));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function loadPagesAndBlog(db: Database): Promise<void> {
  await db.insert(pages).values(
    editions.flatMap((edition) =>
      pageDefinitions.map((page) => ({
        ...edition,
        slug: page.slug[edition.language],
        title: page.title[edition.language],
        body: page.body[edition.language],
        seoTitle: page.title[edition.language],
      })),
    ),
  );
  for (const edition of editions) {
    const categoryRows = await db
      .insert(postCategories)
      .values(
        postCategoryDefinitions.map((category, position) => ({
          ...edition,
          name: category.name[edition.language],
          slug: category.slug[edition.language],
          position,
        })),
      )
      .returning({ id: postCategories.id });
    const categoryIds = new Map(
      postCategoryDefinitions.map((category, index) => [category.key, categoryRows[index]?.id]),
    );
    await db.insert(posts).values(
      postDefinitions.map((post) => ({
        ...edition,
        postCategoryId: categoryIds.get(post.category),
        title: post.title[edition.language],
        slug: post.slug[edition.language],
        excerpt: post.excerpt[edition.language],
        body: post.body[edition.language],
        imagePublicId: post.image,
        authorName: edition.language === 'es' ? 'Equipo Mamparas Shop' : 'L’équipe Mamparas Shop',
        seoTitle: post.title[edition.language],
        seoDescription: post.excerpt[edition.language],
        publishedAt: daysAgo(post.daysAgo),
      })),
    );
  }
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

export async function loadReviews(
  db: Database,
  productIds: ProductIds,
  planned: readonly PlannedReview[],
): Promise<void> {
  await db.insert(reviews).values([
    ...planned.map((review) => ({
      storeCode: review.storeCode,
      language: review.language,
      productId: productIds.byRef.get(review.ref),
      authorName: review.authorName,
      city: review.city,
      rating: review.rating,
      title: review.title,
      body: review.body,
      isPublished: true,
      createdAt: daysAgo(review.daysAgo),
    })),
    ...editions.flatMap((edition) =>
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
  ]);
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
