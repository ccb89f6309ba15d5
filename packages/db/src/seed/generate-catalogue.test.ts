import { count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../client.ts';
import { productRatings, products } from '../schema/index.ts';
import { openTestDatabase } from '../testing.ts';
import { rowsOf } from '../testing/rows.ts';
import { generateCatalogue } from './generate-catalogue.ts';

describe('generateCatalogue', () => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await openTestDatabase({ seed: true });
  });
  afterAll(() => database.close());

  it('adds products until the catalogue reaches the target, and nothing more the second time', async () => {
    const added = await generateCatalogue(database.db, { products: 500, batchSize: 200 });
    const [total] = await database.db.select({ total: count() }).from(products);
    expect(total?.total).toBe(500);
    expect(added).toBeGreaterThan(400);
    expect(await generateCatalogue(database.db, { products: 500 })).toBe(0);
  });

  it('leaves the tables vacuumed, so listings check a translation from its index alone', async () => {
    // A server without autovacuum (or before it passes) would otherwise read every translation
    // row, descriptions included, for each listing.
    const [translations] = rowsOf(
      await database.db.execute(sql`
      select relpages as pages, relallvisible as visible from pg_class
      where relname = 'product_translations'
    `),
    );
    expect(Number(translations?.visible)).toBeGreaterThan(0);
    expect(translations?.visible).toBe(translations?.pages);
  });

  it('rates generated products from their reviews, per edition, as the demo ones', async () => {
    const [rated] = await database.db
      .select({ total: count() })
      .from(productRatings)
      .innerJoin(products, sql`${products.id} = ${productRatings.productId}`)
      .where(like(products.ref, 'GEN-%'));
    expect(rated?.total).toBeGreaterThan(100);
    // Every stored rating is the count and sum of the published reviews of its edition.
    const mismatches = rowsOf(
      await database.db.execute(sql`
      select coalesce(r.product_id, counted.product_id) as product_id
      from product_ratings r
      full join (
        select product_id, store_code, language, count(*) as review_count, sum(rating) as rating_sum
        from reviews where is_published and product_id is not null
        group by product_id, store_code, language
      ) counted using (product_id, store_code, language)
      where coalesce(r.review_count, 0) <> coalesce(counted.review_count, 0)
         or coalesce(r.rating_sum, 0) <> coalesce(counted.rating_sum, 0)
    `),
    );
    expect(mismatches).toEqual([]);
  });
});
