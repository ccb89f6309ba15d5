import { auditLog, priceChanges, productPrices, variantPrices, variants } from '@shop/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let editor: Record<string, string>;
let owner: Record<string, string>;
let support: Record<string, string>;
let manager: Record<string, string>;
let content: Record<string, string>;
let cleaner: number;
beforeAll(async () => {
  harness = await openTestApp();
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  content = await staffHeaders(harness.app, demoStaffEmails.content_editor);
  cleaner = (await seededProduct(harness.db, 'BRS-CL730')).id;
});
afterAll(() => harness.close());

type Method = 'GET' | 'POST' | 'PUT';
function call(method: Method, path: string, payload?: object, headers = editor) {
  return harness.app.inject({
    method,
    url: `/admin/v1/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function storedPrice(productId: number, store: string, type: 'C' | 'P') {
  const [row] = await harness.db
    .select()
    .from(productPrices)
    .where(
      and(
        eq(productPrices.productId, productId),
        eq(productPrices.storeCode, store),
        eq(productPrices.customerType, type),
      ),
    );
  if (!row) throw new Error(`no ${store}/${type} price of ${productId}`);
  return row;
}

const row = (over: object = {}) => ({
  variant_id: null,
  store: 'ESSM',
  currency: 'EUR',
  client_pvp: 1290,
  client_pvp_old: 1590,
  professional_pvp: 1100,
  professional_pvp_old: null,
  ...over,
});

describe('a product prices screen', () => {
  it('reads every edition with its currency, and refuses unknown products', async () => {
    const read = await call('GET', `products/${cleaner}/prices/?language=fr`);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body.product.ref).toBe('BRS-CL730');
    expect(new Set(body.rows.map((r: { store: string }) => r.store))).toEqual(
      new Set(['ESSM', 'FRSM']),
    );
    expect(body.rows[0]).toMatchObject({ variant_id: null, currency: 'EUR', client_pvp: 990 });
    const missing = await call('GET', 'products/999999/prices/?language=fr');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Produit introuvable.', code: 'not_found' });
  });

  it('saves an offer, records each price moved, audits once and refreshes the from-price', async () => {
    const heard: string[] = [];
    const stop = harness.app.onChange((scope) => heard.push(scope));
    const saved = await call('PUT', `products/${cleaner}/prices/`, { rows: [row()] });
    stop();
    expect(saved.statusCode).toBe(200);
    // Every instance drops the listings and pages that show the old price.
    expect(heard).toEqual(['catalogue']);
    expect(saved.json().rows[0]).toMatchObject({ client_pvp: 1290, client_pvp_old: 1590 });
    const client = await storedPrice(cleaner, 'ESSM', 'C');
    expect(client).toMatchObject({ pvp: 1290, pvpOld: 1590, fromPvp: 1290, fromPvpOld: 1590 });
    expect((await storedPrice(cleaner, 'ESSM', 'P')).fromPvp).toBe(1100);
    const history = await call('GET', `products/${cleaner}/price-changes/?page_size=10`);
    expect(history.statusCode).toBe(200);
    const entries = history.json().results;
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          customer_type: 'C',
          kind: 'price',
          old_value: 990,
          new_value: 1290,
        }),
        expect.objectContaining({
          customer_type: 'C',
          kind: 'old_price',
          old_value: null,
          new_value: 1590,
        }),
        expect.objectContaining({
          customer_type: 'P',
          kind: 'price',
          new_value: 1100,
          bulk_change_id: null,
        }),
      ]),
    );
    expect(entries[0].staff_name).not.toBe('');
    const audit = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(cleaner))));
    expect(audit.map((entry) => entry.action)).toEqual(['product.prices']);
    // The same prices again move nothing: no history row, no audit entry.
    expect((await call('PUT', `products/${cleaner}/prices/`, { rows: [row()] })).statusCode).toBe(
      200,
    );
    expect(
      await harness.db.select().from(priceChanges).where(eq(priceChanges.productId, cleaner)),
    ).toHaveLength(3);
  });

  it('refuses every broken rule at once, on its field, in the language asked, saving nothing', async () => {
    const before = await storedPrice(cleaner, 'FRSM', 'C');
    const refused = await call('PUT', `products/${cleaner}/prices/?language=fr`, {
      rows: [
        row({ store: 'FRSM', client_pvp: 0, client_pvp_old: null }),
        row({ client_pvp_old: 1000, professional_pvp: 1300, currency: 'USD' }),
        row({ variant_id: 1 }),
      ],
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body['rows.0.client_pvp']).toEqual(['Le prix doit être d’au moins 0,01.']);
    expect(body['rows.1.client_pvp_old']).toEqual([
      'Le prix barré (promotion) doit être supérieur au prix.',
    ]);
    expect(body['rows.1.professional_pvp']).toEqual([
      'Le prix professionnel ne peut pas dépasser le prix client.',
    ]);
    expect(body['rows.1.currency']).toHaveLength(1);
    expect(body['rows.2.variant_id']).toEqual(['Cette variante n’appartient pas à ce produit.']);
    expect(await storedPrice(cleaner, 'FRSM', 'C')).toEqual(before);
    const malformed = await call('PUT', `products/${cleaner}/prices/`, {
      rows: [row({ client_pvp: -5, professional_pvp: 12.5 })],
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).sort()).toEqual([
      'rows.0.client_pvp',
      'rows.0.professional_pvp',
    ]);
    const repeated = await call('PUT', `products/${cleaner}/prices/`, { rows: [row(), row()] });
    expect(repeated.json()['rows.1.variant_id']).toHaveLength(1);
  });

  it('sets a variant price of its own product', async () => {
    const [variant] = await harness.db
      .select({ id: variants.id, productId: variants.productId })
      .from(variants)
      .innerJoin(variantPrices, eq(variantPrices.variantId, variants.id))
      .orderBy(asc(variants.id))
      .limit(1);
    if (!variant) throw new Error('the seed has no priced variant');
    const read = (await call('GET', `products/${variant.productId}/prices/`)).json();
    const current = read.rows.find(
      (r: { variant_id: number | null; store: string }) =>
        r.variant_id === variant.id && r.store === 'ESSM',
    );
    const saved = await call('PUT', `products/${variant.productId}/prices/`, {
      rows: [{ ...current, client_pvp: current.client_pvp + 100, client_pvp_old: null }],
    });
    expect(saved.statusCode).toBe(200);
    const history = (await call('GET', `products/${variant.productId}/price-changes/`)).json();
    expect(history.results).toContainEqual(
      expect.objectContaining({
        variant_id: variant.id,
        kind: 'price',
        new_value: current.client_pvp + 100,
      }),
    );
  });

  it('is for catalogue.manage only', async () => {
    for (const headers of [support, manager, content]) {
      expect(
        (await call('GET', `products/${cleaner}/prices/`, undefined, headers)).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `products/${cleaner}/prices/`, { rows: [row()] }, headers)).statusCode,
      ).toBe(403);
      expect(
        (
          await call(
            'POST',
            'prices/bulk/preview/',
            { mode: 'amount', direction: 'up', value: 1 },
            headers,
          )
        ).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', `products/${cleaner}/prices/`, undefined, owner)).statusCode).toBe(
      200,
    );
  });
});

const bulk = {
  filter: { q: 'BRS-', store: 'ESSM' },
  mode: 'percent',
  direction: 'down',
  value: 10,
  client: true,
  professional: true,
  set_old_price: true,
};

describe('a bulk price change', () => {
  it('lists the products a filter covers, and the filter options', async () => {
    const listed = await call('GET', 'prices/products/?q=brs-&made_to_measure=false&page_size=100');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().count).toBe(7);
    expect(listed.json().results[0].client_pvp.ESSM).toBeGreaterThan(0);
    const options = (await call('GET', 'prices/filter-options/')).json();
    expect(options.brands.length).toBeGreaterThan(0);
    expect(options.categories.length).toBeGreaterThan(0);
    expect((await call('GET', 'prices/products/?made_to_measure=maybe')).statusCode).toBe(400);
  });

  it('previews every price it moves with paging, then applies exactly that', async () => {
    const first = await call('POST', 'prices/bulk/preview/?page_size=5', bulk);
    expect(first.statusCode).toBe(200);
    const preview = first.json();
    // The 7 accessories and their variants, client and professional, in the Spanish edition.
    expect(preview.products).toBe(7);
    expect(preview.count).toBeGreaterThanOrEqual(14);
    expect(preview.results).toHaveLength(5);
    expect(preview.next).toContain('page=2');
    const pages = Math.ceil(preview.count / 5);
    const last = (
      await call('POST', `prices/bulk/preview/?page_size=5&page=${pages}`, bulk)
    ).json();
    expect(last.results).toHaveLength(preview.count - 5 * (pages - 1));
    expect(last.token).toBe(preview.token);
    const all = (await call('POST', 'prices/bulk/preview/?page_size=-1', bulk)).json();
    expect(all.results).toHaveLength(preview.count);
    for (const moved of all.results) {
      expect(moved.store).toBe('ESSM');
      expect(moved.new_pvp).toBe(Math.floor((moved.old_pvp * 9000 + 5000) / 10000));
      expect(moved.new_pvp_old).toBe(Math.max(moved.old_pvp_old ?? 0, moved.old_pvp));
    }
    const frenchBefore = await storedPrice(cleaner, 'FRSM', 'C');
    const applied = await call('POST', 'prices/bulk/apply/', { ...bulk, token: preview.token });
    expect(applied.statusCode).toBe(200);
    const { bulk_change_id: id, changed, products } = applied.json();
    expect({ changed, products }).toEqual({ changed: preview.count, products: 7 });
    const recorded = await harness.db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.bulkChangeId, id));
    expect(recorded.length).toBeGreaterThanOrEqual(preview.count);
    const audit = await harness.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => [entry.action, entry.entity])).toEqual([
      ['price.bulk_change', 'price_bulk_change'],
    ]);
    const cleanerClient = await storedPrice(cleaner, 'ESSM', 'C');
    expect(cleanerClient.fromPvp).toBe(cleanerClient.pvp);
    expect(cleanerClient.fromPvpOld).toBe(cleanerClient.pvpOld);
    expect(await storedPrice(cleaner, 'FRSM', 'C')).toEqual(frenchBefore);
  });

  it('refuses a stale preview with 409 and changes nothing', async () => {
    const change = { ...bulk, filter: { q: 'BRS-CL730' }, set_old_price: false, value: 5 };
    const preview = (await call('POST', 'prices/bulk/preview/', change)).json();
    const moved = await call('PUT', `products/${cleaner}/prices/`, {
      rows: [row({ client_pvp: 2000, client_pvp_old: null, professional_pvp: 1800 })],
    });
    expect(moved.statusCode).toBe(200);
    const stale = await call('POST', 'prices/bulk/apply/?language=fr', {
      ...change,
      token: preview.token,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail:
        'Les prix ont changé depuis l’aperçu : générez-le à nouveau avant d’appliquer le changement.',
      code: 'preview_stale',
    });
    expect((await storedPrice(cleaner, 'ESSM', 'C')).pvp).toBe(2000);
    // Another change than the one previewed is stale too.
    const fresh = (await call('POST', 'prices/bulk/preview/', change)).json();
    const other = await call('POST', 'prices/bulk/apply/', {
      ...change,
      value: 6,
      token: fresh.token,
    });
    expect(other.statusCode).toBe(409);
  });

  it('refuses bad changes on their fields', async () => {
    const refused = await call('POST', 'prices/bulk/preview/?language=es', {
      ...bulk,
      direction: 'up',
      value: 12.345,
      client: false,
      professional: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json()).sort()).toEqual(['client', 'set_old_price', 'value']);
    const steep = await call('POST', 'prices/bulk/preview/', { ...bulk, value: 150 });
    expect(steep.json().value).toHaveLength(1);
    const cents = await call('POST', 'prices/bulk/preview/', {
      ...bulk,
      mode: 'amount',
      value: 1.5,
    });
    expect(cents.json().value).toHaveLength(1);
    const shape = await call('POST', 'prices/bulk/preview/', { mode: 'half', value: -1 });
    expect(shape.statusCode).toBe(400);
    const badToken = await call('POST', 'prices/bulk/apply/', { ...bulk, token: 'abc' });
    expect(badToken.statusCode).toBe(400);
    // Client prices down alone would leave professionals paying more: refused, nothing moved.
    const above = await call('POST', 'prices/bulk/preview/', {
      ...bulk,
      filter: { q: 'BRS-CL730' },
      professional: false,
      mode: 'amount',
      value: 1900,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().non_field_errors[0]).toContain('BRS-CL730');
    const nothing = await call('POST', 'prices/bulk/preview/', {
      ...bulk,
      filter: { q: 'no-such-product' },
    });
    expect(nothing.json().count).toBe(0);
    const applyNothing = await call('POST', 'prices/bulk/apply/', {
      ...bulk,
      filter: { q: 'no-such-product' },
      token: nothing.json().token,
    });
    expect(applyNothing.statusCode).toBe(400);
  });
});
