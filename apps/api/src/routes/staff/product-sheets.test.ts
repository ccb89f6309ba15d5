import { auditLog, products } from '@shop/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let owner: Record<string, string>;
let cleaner: number;
beforeAll(async () => {
  harness = await openTestApp();
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  cleaner = (await seededProduct(harness.db, 'BRS-CL730')).id;
});
afterAll(() => harness.close());

function importProducts(payload: object, language = 'es') {
  return harness.app.inject({
    method: 'POST',
    url: `/admin/v1/products/import/?language=${language}`,
    headers: owner,
    payload,
  });
}

async function readProduct(id: number) {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/admin/v1/products/${id}/`,
    headers: owner,
  });
  return response.json();
}

type Row = { line: number; ref: string; status: string; changes: unknown[]; refusals: unknown[] };
const rowOf = (rows: Row[], ref: string) => rows.find((row) => row.ref === ref);

describe('products as CSV', () => {
  it('exports every product of the list, and reads the export back as unchanged', async () => {
    const exported = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/products/export.csv?ordering=ref',
      headers: owner,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(
      exported.body.startsWith(
        '\uFEFFref;kind;brand;category_ids;delivery_days_min;delivery_days_max;published_ESSM;',
      ),
    ).toBe(true);
    const product = await readProduct(cleaner);
    expect(exported.body).toContain(`BRS-CL730;${product.kind};`);
    const dry = await importProducts({ csv: exported.body, dry_run: true });
    expect(dry.statusCode).toBe(200);
    const { counts, rows } = dry.json();
    expect(rows.length).toBeGreaterThan(10);
    expect(counts).toEqual({ unchanged: rows.length, changed: 0, new: 0, refused: 0 });
  });

  it('filters the export like the products list', async () => {
    const exported = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/products/export.csv?q=BRS-CL730',
      headers: owner,
    });
    const lines = exported.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.startsWith('BRS-CL730;')).toBe(true);
  });

  it('refuses bad lines with their column and reason, and applies nothing', async () => {
    const before = await readProduct(cleaner);
    const csv = [
      'ref;delivery_days_min;delivery_days_max;published_FRSM;name_fr',
      `BRS-CL730;${before.delivery_days_min};${before.delivery_days_max + 1};1;Nettoyant`,
      `BRS-CL730;9;2;1;Nettoyant`,
      `NEW-1;1;2;oui;Nouveau`,
      `NEW-2;1;2;0;Nouveau`,
    ].join('\r\n');
    const dry = await importProducts({ csv, dry_run: true }, 'fr');
    expect(dry.statusCode).toBe(200);
    const { rows, counts, token } = dry.json();
    expect(counts).toEqual({ unchanged: 0, changed: 1, new: 0, refused: 3 });
    expect(rows[0].changes).toContainEqual({
      column: 'delivery_days_max',
      before: String(before.delivery_days_max),
      after: String(before.delivery_days_max + 1),
    });
    expect(rows[1].refusals).toEqual([
      { column: 'ref', message: 'Cette référence figure déjà sur une autre ligne du fichier.' },
    ]);
    expect(rowOf(rows, 'NEW-1')?.refusals).toEqual([
      { column: 'published_FRSM', message: 'Écrivez 1 (publié) ou 0 (non publié).' },
    ]);
    // A new product needs its kind, as the product form does.
    expect(rowOf(rows, 'NEW-2')?.refusals).toContainEqual(
      expect.objectContaining({ column: 'kind' }),
    );
    const applied = await importProducts({ csv, dry_run: false, token });
    expect(applied.statusCode).toBe(400);
    expect(await readProduct(cleaner)).toEqual(before);
    expect(await harness.db.select().from(products).where(eq(products.ref, 'NEW-2'))).toEqual([]);
  });

  it('applies changed and new lines in one go, each product audited', async () => {
    const before = await readProduct(cleaner);
    const csv = [
      'ref;kind;delivery_days_min;delivery_days_max;published_ESSM;name_es;name_fr;short_description_es',
      `BRS-CL730;${before.kind};${before.delivery_days_min};${before.delivery_days_max + 2};1;${before.translations.es.name};${before.translations.fr.name};"Limpia; sin ""cal"""`,
      'BRS-NEW1;accessory;2;4;0;Jabonera nueva;Porte-savon neuf;',
    ].join('\r\n');
    const dry = (await importProducts({ csv, dry_run: true })).json();
    expect(dry.counts).toEqual({ unchanged: 0, changed: 1, new: 1, refused: 0 });
    const applied = await importProducts({ csv, dry_run: false, token: dry.token });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().applied).toBe(true);
    const after = await readProduct(cleaner);
    expect(after.delivery_days_max).toBe(before.delivery_days_max + 2);
    expect(after.translations.es.short_description).toBe('Limpia; sin "cal"');
    // What the file leaves out stays: slug, categories, the French edition's publishing.
    expect(after.translations.es.slug).toBe(before.translations.es.slug);
    expect(after.category_ids).toEqual(before.category_ids);
    expect(after.published.FRSM).toBe(before.published.FRSM);
    const [created] = await harness.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.ref, 'BRS-NEW1'));
    expect(created).toBeDefined();
    const made = await readProduct(created?.id ?? 0);
    expect(made.translations.fr.slug).toBe('porte-savon-neuf');
    const actions = (
      await harness.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(3)
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['product.create', 'product.import', 'product.update']);
  });

  it('refuses a stale token (409) when the product changed since the dry run', async () => {
    const before = await readProduct(cleaner);
    const csv = `ref;delivery_days_max\r\nBRS-CL730;${before.delivery_days_max + 5}`;
    const dry = (await importProducts({ csv, dry_run: true })).json();
    expect(dry.counts.changed).toBe(1);
    await harness.db
      .update(products)
      .set({ deliveryDaysMax: before.delivery_days_max + 1 })
      .where(eq(products.id, cleaner));
    const applied = await importProducts({ csv, dry_run: false, token: dry.token });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().code).toBe('import_stale');
    expect((await readProduct(cleaner)).delivery_days_max).toBe(before.delivery_days_max + 1);
  });
});
