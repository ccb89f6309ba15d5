import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../client.ts';
import { products } from '../schema/index.ts';
import { openTestDatabase } from '../testing.ts';
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
});
