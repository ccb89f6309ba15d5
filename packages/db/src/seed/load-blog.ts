import type { Database } from '../client.ts';
import { mediaAssets, postCategories, posts } from '../schema/index.ts';
import { promoSvg } from './artwork/promo-art.ts';
import { storeCodes, storeLanguages } from './catalogue/stores.ts';
import { postCategoryDefinitions, postDefinitions } from './content/blog.ts';

const coverSize = { width: 1200, height: 630 };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const authors = { es: 'Equipo Mamparas Shop', fr: 'L’équipe Mamparas Shop' } as const;

/** The blog of both editions: its categories, posts with FAQs, and a drawn cover per post. */
export async function loadBlog(db: Database): Promise<void> {
  for (const storeCode of storeCodes) {
    const language = storeLanguages[storeCode];
    const categoryRows = await db
      .insert(postCategories)
      .values(
        postCategoryDefinitions.map((category, position) => ({
          storeCode,
          language,
          name: category.name[language],
          slug: category.slug[language],
          description: category.description[language],
          position,
        })),
      )
      .returning({ id: postCategories.id });
    const categoryIds = new Map(
      postCategoryDefinitions.map((category, index) => [category.key, categoryRows[index]?.id]),
    );
    await db.insert(posts).values(
      postDefinitions.map((post) => {
        const text = post[language];
        return {
          storeCode,
          language,
          postCategoryId: categoryIds.get(post.category),
          title: text.title,
          slug: text.slug,
          excerpt: text.excerpt,
          body: text.body,
          faqs: [...text.faqs],
          imagePublicId: `blog/${post.key}`,
          authorName: authors[language],
          seoTitle: text.title,
          seoDescription: text.excerpt,
          publishedAt: daysAgo(post.daysAgo),
        };
      }),
    );
  }
  const encoder = new TextEncoder();
  await db.insert(mediaAssets).values(
    postDefinitions.map((post) => ({
      publicId: `blog/${post.key}`,
      contentType: 'image/svg+xml',
      body: encoder.encode(promoSvg(post.cover, coverSize)),
      ...coverSize,
    })),
  );
}
