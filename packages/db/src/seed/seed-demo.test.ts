import { count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseConnection } from '../client.ts';
import * as schema from '../schema/index.ts';
import { openTestDatabase } from '../testing.ts';
import { rowsOf } from '../testing/rows.ts';
import { seedDemo } from './seed-demo.ts';

const tables: PgTable[] = Object.values<unknown>(schema).filter((value): value is PgTable =>
  is(value, PgTable),
);

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ total: count() }).from(table);
    counts[getTableName(table)] = row?.total ?? 0;
  }
  return counts;
}

describe('seedDemo', () => {
  let database: DatabaseConnection;
  let db: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ seed: true });
    db = database.db;
  });
  afterAll(() => database.close());

  it('gives references that are codes, not words of one edition’s language', async () => {
    const words = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase()
        .split(/[^A-Z]+/)
        .filter((word) => word.length >= 4);
    const names = rowsOf(
      await db.execute(sql`
        select es.name as es, fr.name as fr from product_translations es
          join product_translations fr on fr.product_id = es.product_id and fr.language = 'fr'
          where es.language = 'es'
        union all select name->>'es', name->>'fr' from attribute_options
        union all select name->>'es', name->>'fr' from complements`),
    );
    const french = new Set(names.flatMap((row) => words(String(row['fr']))));
    const spanishOnly = new Set(
      names.flatMap((row) => words(String(row['es']))).filter((word) => !french.has(word)),
    );
    const refs = rowsOf(
      await db.execute(sql`
        select ref from products union all select ref from variants
        union all select ref from attribute_options union all select ref from complements
        union all select ref from complement_variants`),
    ).map((row) => String(row['ref']));
    expect(refs.length).toBeGreaterThan(100);
    const spanishRefs = refs.filter((ref) => words(ref).some((part) => spanishOnly.has(part)));
    expect(spanishRefs).toEqual([]);
  });

  it('changes nothing the second time', async () => {
    const before = await rowCounts(db);
    expect(await seedDemo(db)).toBe(false);
    expect(await rowCounts(db)).toEqual(before);
  });

  it('creates both editions with their configuration', async () => {
    const stores = await db.select().from(schema.stores).orderBy(schema.stores.code);
    expect(
      stores.map((store) => [store.code, store.domain, store.language, store.facilityAvailable]),
    ).toEqual([
      ['ESSM', 'localhost', 'es', true],
      ['FRSM', 'fr.localhost', 'fr', false],
    ]);
  });

  it('gives every store a main menu three levels deep and a footer menu in each language', async () => {
    const depths = rowsOf(
      await db.execute(sql`
        select m.store_code, m.language, m.menu_type, max(i.level) as depth, count(*) as items
        from menus m join menu_items i on i.menu_id = m.id
        group by m.store_code, m.language, m.menu_type
        order by m.store_code, m.language, m.menu_type`),
    );
    expect(
      depths.map((row) => [
        row['store_code'],
        row['language'],
        row['menu_type'],
        Number(row['depth']),
      ]),
    ).toEqual([
      ['ESSM', 'es', 'footer', 2],
      ['ESSM', 'es', 'main', 3],
      ['ESSM', 'fr', 'footer', 2],
      ['ESSM', 'fr', 'main', 3],
      ['FRSM', 'es', 'footer', 2],
      ['FRSM', 'es', 'main', 3],
      ['FRSM', 'fr', 'footer', 2],
      ['FRSM', 'fr', 'main', 3],
    ]);
  });

  it('has at least 8 categories and 60 products per edition, with Spanish and French texts', async () => {
    const [categories] = await db
      .select({ total: count() })
      .from(schema.categoryTranslations)
      .where(eq(schema.categoryTranslations.language, 'fr'));
    expect(categories?.total).toBeGreaterThanOrEqual(8);
    for (const storeCode of ['ESSM', 'FRSM']) {
      const rows = rowsOf(
        await db.execute(sql`
          select count(distinct ps.product_id) as products
          from product_stores ps
          join product_translations es on es.product_id = ps.product_id and es.language = 'es'
          join product_translations fr on fr.product_id = ps.product_id and fr.language = 'fr'
          where ps.store_code = ${storeCode} and es.description <> '' and fr.description <> ''`),
      );
      expect(Number(rows[0]?.['products'])).toBeGreaterThanOrEqual(60);
    }
  });

  it('prices every product for clients and, lower, for professionals', async () => {
    const rows = rowsOf(
      await db.execute(sql`
        select count(*) as pairs, count(*) filter (where p.pvp < c.pvp) as cheaper
        from product_prices c
        join product_prices p on p.product_id = c.product_id and p.store_code = c.store_code and p.customer_type = 'P'
        where c.customer_type = 'C'`),
    );
    const [products] = await db.select({ total: count() }).from(schema.products);
    expect(Number(rows[0]?.['pairs'])).toBe((products?.total ?? 0) * 2);
    expect(rows[0]?.['cheaper']).toEqual(rows[0]?.['pairs']);
  });

  it('finds products by Spanish full-text search and by trigram similarity', async () => {
    const fullText = rowsOf(
      await db.execute(sql`
        select name from product_translations, websearch_to_tsquery('shop_spanish', 'mampara corredera') query
        where language = 'es' and search_vector @@ query
        order by ts_rank(search_vector, query) desc limit 5`),
    );
    expect(fullText).toHaveLength(5);
    expect(fullText.every((row) => /corredera/i.test(String(row['name'])))).toBe(true);
    // The default word-similarity threshold (0.6) is too strict for a one-letter typo in a short word.
    const typo = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
      return rowsOf(
        await tx.execute(
          sql`select name from product_translations where language = 'es' and 'mampra' <% name`,
        ),
      );
    });
    expect(typo.length).toBeGreaterThan(10);
  });

  it('stores an SVG picture for every product image', async () => {
    const missing = rowsOf(
      await db.execute(sql`
        select i.public_id from product_images i left join media_assets m on m.public_id = i.public_id
        where m.public_id is null`),
    );
    expect(missing).toEqual([]);
  });
});
