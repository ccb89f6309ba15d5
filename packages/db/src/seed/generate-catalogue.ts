import { count, like, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { products } from '../schema/index.ts';
import { randomFrom } from './artwork/svg.ts';
import { loadCatalogueIds } from './catalogue-ids.ts';
import { productDefinitions } from './catalogue/products.ts';
import { generatedBaseNames, generatedModel } from './generated-names.ts';
import { loadProductReviews } from './load-cms.ts';
import { loadProducts, type ProductEntry } from './load-products.ts';
import { planReviews } from './review-plan.ts';
import { seedDemo } from './seed-demo.ts';
import { slugify } from './slug.ts';

/** The tables the product_facets triggers read back (migration 0004). */
const facetSourceTables = [
  'products',
  'product_categories',
  'product_attributes',
  'product_attribute_options',
];

export interface GenerateCatalogueOptions {
  /** Total number of products the catalogue should reach. */
  products: number;
  /** Products per transaction. */
  batchSize?: number;
}

/**
 * Adds generated products on top of the demo seed until the catalogue holds `products`:
 * variations of the demo products (names, prices, stock, reviews, age) that reuse their
 * artwork. A second call with the same target adds nothing. Returns how many it added.
 */
export async function generateCatalogue(
  db: Database,
  options: GenerateCatalogueOptions,
): Promise<number> {
  await seedDemo(db);
  const [totals] = await db.select({ total: count() }).from(products);
  const missing = options.products - (totals?.total ?? 0);
  if (missing <= 0) return 0;
  const [generated] = await db
    .select({ total: count() })
    .from(products)
    .where(like(products.ref, 'GEN-%'));
  const first = (generated?.total ?? 0) + 1;
  const { ids, complementIds } = await loadCatalogueIds(db);
  const batchSize = options.batchSize ?? 1000;
  let analyzeAt = batchSize;
  for (let start = 0; start < missing; start += batchSize) {
    // The facet triggers' statements are planned once per session, while the tables are small
    // (or never analyzed): a sequential scan of product_attribute_options per product, which
    // made each batch slower than the last (100,000 products: 3,000 a minute and falling).
    // Fresh statistics each time the catalogue doubles replan them with the indexes.
    if (start >= analyzeAt) {
      await db.execute(sql`analyze ${sql.raw(facetSourceTables.join(', '))}`);
      analyzeAt *= 2;
    }
    const entries = Array.from({ length: Math.min(batchSize, missing - start) }, (_, i) =>
      generatedEntry(first + start + i),
    );
    await db.transaction(async (tx) => {
      const productIds = await loadProducts(tx, entries, ids, complementIds);
      // Ratings come from reviews, as in the demo: the product page and the cards agree.
      await loadProductReviews(
        tx,
        productIds,
        planReviews(entries.map((entry) => entry.definition)),
      );
    });
  }
  // Fresh statistics, so the planner sees the large catalogue straight away, and the visibility
  // map autovacuum would set (index-only scans otherwise read the heap: the listing's check that
  // a product has a translation read every translation row, descriptions included).
  await db.execute(sql`vacuum analyze`);
  return missing;
}

function generatedEntry(n: number): ProductEntry {
  const template = productDefinitions[n % productDefinitions.length] ?? productDefinitions[0];
  if (!template) throw new Error('The demo catalogue is empty');
  const random = randomFrom(`generated-${n}`);
  const model = generatedModel(Math.floor(n / productDefinitions.length));
  const base = generatedBaseNames[template.categories[0] ?? ''] ?? template.name;
  const name = { es: `${base.es} ${model}`, fr: `${base.fr} ${model}` };
  const pvp = Math.round((template.pvp * (0.7 + random() * 0.6)) / 100) * 100 - 10;
  const ref = `GEN-${String(n).padStart(6, '0')}`;
  return {
    definition: {
      ...template,
      ref,
      name,
      pvp,
      pvpOld: random() < 0.18 ? Math.round((pvp * 1.25) / 100) * 100 - 10 : undefined,
      stock: template.measures ? 999 : Math.floor(random() * 200),
      salesCount: Math.floor(random() * 1500),
      novelty: random() < 0.08,
      settlement: random() < 0.04,
    },
    slug: { es: `${slugify(name.es)}-${n}`, fr: `${slugify(name.fr)}-${n}` },
    artworkRef: template.ref,
    createdAt: new Date(Date.now() - Math.floor(random() * 730) * 86_400_000),
    variantLimit: 2,
  };
}
