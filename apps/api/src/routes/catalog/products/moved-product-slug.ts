import { productSlugHistory, productTranslations, type Language } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../database.ts';

/**
 * The current slug of the product that answered to `slug` in `language` before a staff edit
 * renamed it (product_slug_history), if that product still has a page in the language.
 */
export async function movedProductSlug(
  db: Db,
  language: Language,
  slug: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: productTranslations.slug })
    .from(productSlugHistory)
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, productSlugHistory.productId),
        eq(productTranslations.language, productSlugHistory.language),
      ),
    )
    .where(and(eq(productSlugHistory.language, language), eq(productSlugHistory.slug, slug)));
  return row?.slug;
}
