import { and, eq } from 'drizzle-orm';
import { products, productTranslations } from '@shop/db';
import type { Db } from '../../../database.ts';

/** The id and slugs of a seeded product, found by its ref. */
export async function seededProduct(db: Db, ref: string) {
  const rows = await db
    .select({
      id: products.id,
      language: productTranslations.language,
      slug: productTranslations.slug,
    })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(and(eq(products.ref, ref)));
  const first = rows[0];
  if (!first) throw new Error(`no seeded product ${ref}`);
  const slugIn = (language: string) => rows.find((row) => row.language === language)?.slug ?? '';
  return { id: first.id, es: slugIn('es'), fr: slugIn('fr') };
}
