import { and, eq } from 'drizzle-orm';
import { brands, productTranslations, products, type ProductKind } from '@shop/db';
import type { Language } from '../../contracts/common.ts';
import type { Db } from '../../database.ts';
import { technicalData } from '../../routes/catalog/products/product-media.ts';

export interface ProductDocumentData {
  ref: string;
  kind: ProductKind;
  name: string;
  brand: string | null;
  deliveryDays: { min: number; max: number };
  technicalData: { label: string; value: string }[];
}

/** What a product's documents print, in one language; undefined for an unknown or retired product. */
export async function readProductDocumentData(
  db: Db,
  ref: string,
  language: Language,
): Promise<ProductDocumentData | undefined> {
  const [product] = await db
    .select({
      id: products.id,
      ref: products.ref,
      kind: products.kind,
      name: productTranslations.name,
      brand: brands.name,
      deliveryDaysMin: products.deliveryDaysMin,
      deliveryDaysMax: products.deliveryDaysMax,
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        eq(productTranslations.language, language),
      ),
    )
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.ref, ref), eq(products.isActive, true)))
    .limit(1);
  if (product === undefined) return undefined;
  return {
    ref: product.ref,
    kind: product.kind,
    name: product.name,
    brand: product.brand,
    deliveryDays: { min: product.deliveryDaysMin, max: product.deliveryDaysMax },
    technicalData: await technicalData(db, product.id, language),
  };
}
