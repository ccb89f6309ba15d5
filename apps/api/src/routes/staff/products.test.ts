import {
  attributes,
  auditLog,
  brands,
  categories,
  categoryTranslations,
  complements,
  productCategories,
  productFacets,
  productPrices,
  products,
} from '@shop/db';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let editor: Record<string, string>;
let owner: Record<string, string>;
let support: Record<string, string>;
let brandId: number;
let category: { id: number; slug: string };
let complementId: number;
let widthId: number;
let heightId: number;
beforeAll(async () => {
  harness = await openTestApp();
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  const { db } = harness;
  [{ id: brandId }] = (await db
    .select({ id: brands.id })
    .from(brands)
    .orderBy(asc(brands.id))
    .limit(1)) as [{ id: number }];
  [category] = (await db
    .select({ id: categoryTranslations.categoryId, slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.language, 'es'))
    .orderBy(asc(categoryTranslations.categoryId))
    .limit(1)) as [{ id: number; slug: string }];
  [{ id: complementId }] = (await db.select({ id: complements.id }).from(complements).limit(1)) as [
    { id: number },
  ];
  const measures = await db
    .select({ id: attributes.id, slug: attributes.slug })
    .from(attributes)
    .where(eq(attributes.fieldType, 'measure'));
  widthId = measures.find((measure) => measure.slug === 'width-attr')?.id ?? 0;
  heightId = measures.find((measure) => measure.slug === 'height-attr')?.id ?? 0;
});
afterAll(() => harness.close());

type Method = 'GET' | 'POST' | 'PUT';
function staffCall(method: Method, path: string, payload?: object, headers = editor) {
  return harness.app.inject({
    method,
    url: `/admin/v1/products/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

const texts = (name: string, slug = '') => ({
  name,
  slug,
  short_description: `${name}: vidrio templado de 6 mm`,
  description: 'Perfilería de aluminio.',
  seo_title: '',
  seo_description: '',
});

/** The form's body without prices (what an edit sends). */
function editInput(ref: string) {
  return {
    ref,
    kind: 'shower-screen',
    brand_id: brandId,
    delivery_days_min: 5,
    delivery_days_max: 10,
    made_to_measure: true,
    measure_total_max_cm: 350,
    measures: [
      { attribute_id: widthId, range_min_cm: 70, range_max_cm: 180 },
      { attribute_id: heightId, range_min_cm: 150, range_max_cm: 200 },
    ],
    translations: {
      es: texts('Mampara Zafiroluna a medida'),
      fr: texts('Paroi Zafiroluna sur mesure'),
    },
    category_ids: [category.id],
    complement_ids: [complementId],
    technical_data: [{ label: { es: 'Vidrio', fr: 'Verre' }, value: { es: '6 mm', fr: '6 mm' } }],
    published: { ESSM: true, FRSM: true },
  };
}

function validInput(ref: string) {
  return {
    ...editInput(ref),
    prices: { ESSM: { client: 45_000, professional: 39_000 }, FRSM: null },
  };
}

async function productCount(): Promise<number> {
  const [row] = await harness.db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

async function auditOf(id: number) {
  return harness.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}

let busting = 0;
/** Storefront calls with a query no earlier call made, so the answer cache cannot answer. */
function storefront(path: string) {
  busting += 1;
  return harness.app.inject({ url: `${path}&fresh=${busting}` });
}

describe('staff products api', () => {
  let created: { id: number; translations: { es: { slug: string } } };

  it('creates a made-to-measure product that the storefront lists, finds and configures', async () => {
    expect(widthId).toBeGreaterThan(0);
    const heard: string[] = [];
    const stop = harness.app.onChange((scope) => heard.push(scope));
    const response = await staffCall('POST', '', validInput('ZAF-001'));
    stop();
    expect(response.statusCode, response.body).toBe(201);
    // Every instance drops the listings and pages the new product belongs in.
    expect(heard).toEqual(['catalogue']);
    created = response.json();
    expect(created).toMatchObject({
      ref: 'ZAF-001',
      made_to_measure: true,
      translations: { es: { slug: 'mampara-zafiroluna-a-medida' } },
      category_ids: [category.id],
      complement_ids: [complementId],
      published: { ESSM: true, FRSM: true },
      prices: { ESSM: { client: 45_000, professional: 39_000 }, FRSM: null },
    });
    const [facets] = await harness.db
      .select({ categories: productFacets.categoryIds })
      .from(productFacets)
      .where(eq(productFacets.productId, created.id));
    expect(facets?.categories).toContain(category.id);
    const [price] = await harness.db
      .select({ from: productPrices.fromPvp })
      .from(productPrices)
      .where(and(eq(productPrices.productId, created.id), eq(productPrices.customerType, 'C')));
    expect(price?.from).toBe(45_000);

    const listing = await storefront(
      `/catalog/v1/${category.slug}/weblist_by_category/?store=ESSM&language=es&page_size=-1`,
    );
    expect(listing.statusCode, listing.body).toBe(200);
    const listed = listing.json().results.map((card: { id: number }) => card.id);
    expect(listed).toContain(created.id);
    const search = await storefront(
      '/catalog/v1/weblist_products/?store=ESSM&language=es&q=zafiroluna',
    );
    expect(search.json().results.map((card: { id: number }) => card.id)).toContain(created.id);
    const page = await storefront(
      `/catalog/v1/products/mampara-zafiroluna-a-medida/retrieve_by_slug/?store=ESSM&language=es`,
    );
    expect(page.statusCode, page.body).toBe(200);
    const configurator = await storefront(
      `/catalog/v1/products/${created.id}/attributes/?store=ESSM&language=es`,
    );
    expect(configurator.statusCode, configurator.body).toBe(200);
    expect(JSON.stringify(configurator.json())).toContain('width-attr');

    const audit = await auditOf(created.id);
    expect(audit.map((entry) => entry.action)).toEqual(['product.create']);
  });

  it('reads, lists with filters and sorts', async () => {
    const read = await staffCall('GET', `${created.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json().measures).toEqual([
      { attribute_id: widthId, range_min_cm: 70, range_max_cm: 180 },
      { attribute_id: heightId, range_min_cm: 150, range_max_cm: 200 },
    ]);
    const found = await staffCall(
      'GET',
      `?q=zafiro&made_to_measure=true&category=${category.id}&brand=${brandId}&published=true&store=FRSM&language=fr`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      count: 1,
      results: [
        {
          id: created.id,
          name: 'Paroi Zafiroluna sur mesure',
          published: { ESSM: true, FRSM: true },
        },
      ],
    });
    const none = await staffCall('GET', '?q=zafiro&published=false');
    expect(none.json().count).toBe(0);
    const byRef = await staffCall('GET', '?ordering=ref&page_size=5');
    const refs = byRef.json().results.map((row: { ref: string }) => row.ref);
    expect(refs).toEqual([...refs].sort());
    const choices = await staffCall('GET', 'choices/?language=fr');
    expect(choices.statusCode).toBe(200);
    expect(choices.json().measures.map((m: { slug: string }) => m.slug)).toContain('width-attr');
    expect((await staffCall('GET', '?ordering=price')).statusCode).toBe(400);
  });

  it('finds under a category the products filed in its subcategories', async () => {
    const [filed] = await harness.db
      .select({ id: products.id, ref: products.ref, parentId: categories.parentId })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(isNotNull(categories.parentId))
      .orderBy(asc(products.id))
      .limit(1);
    if (!filed?.parentId) throw new Error('the seed files no product in a subcategory');
    // Filed in the subcategory only, as a shop may file it.
    await harness.db
      .delete(productCategories)
      .where(
        and(
          eq(productCategories.productId, filed.id),
          eq(productCategories.categoryId, filed.parentId),
        ),
      );
    const found = await staffCall('GET', `?q=${filed.ref}&category=${filed.parentId}`);
    expect(found.json().results.map((row: { ref: string }) => row.ref)).toContain(filed.ref);
  });

  it('renames a slug: the old one answers 301 to the new one, audited', async () => {
    const update = editInput('ZAF-001');
    update.translations.es = texts('Mampara Zafiroluna', 'mampara-zafiroluna');
    update.published.FRSM = false;
    const heard: string[] = [];
    const stop = harness.app.onChange((scope) => heard.push(scope));
    const response = await staffCall('PUT', `${created.id}/`, update);
    stop();
    expect(response.statusCode, response.body).toBe(200);
    expect(heard).toEqual(['catalogue']);
    expect(response.json().published).toEqual({ ESSM: true, FRSM: false });
    const old = await harness.app.inject({
      url: '/catalog/v1/products/mampara-zafiroluna-a-medida/retrieve_by_slug/?store=ESSM&language=es&user_type=C',
    });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(
      '/catalog/v1/products/mampara-zafiroluna/retrieve_by_slug/?store=ESSM&language=es&user_type=C',
    );
    expect(old.json()).toMatchObject({ code: 'moved', slug: 'mampara-zafiroluna' });
    const followed = await harness.app.inject({ url: String(old.headers.location) });
    expect(followed.statusCode).toBe(200);
    expect(followed.json().slug).toBe('mampara-zafiroluna');
    const unknown = await harness.app.inject({
      url: '/catalog/v1/products/no-such-product/retrieve_by_slug/?store=ESSM&language=es',
    });
    expect(unknown.statusCode).toBe(404);
    const audit = await auditOf(created.id);
    expect(audit.map((entry) => entry.action)).toEqual(['product.create', 'product.update']);
    expect(audit[1]?.before).toMatchObject({
      translations: { es: { slug: 'mampara-zafiroluna-a-medida' } },
    });
  });

  it('refuses bad input field by field, in the caller language, changing nothing', async () => {
    const before = await productCount();
    const refusals: [string, (input: ReturnType<typeof validInput>) => void, string, string][] = [
      ['ref', (input) => (input.ref = 'a b'), 'ref', 'letras, números'],
      ['days', (input) => (input.delivery_days_min = 20), 'delivery_days_max', 'plazo máximo'],
      [
        'range',
        (input) =>
          (input.measures = [{ attribute_id: widthId, range_min_cm: 200, range_max_cm: 180 }]),
        'measures.0.range_max_cm',
        'máximo',
      ],
      ['total', (input) => (input.measure_total_max_cm = 100), 'measure_total_max_cm', '220 cm'],
      [
        'name',
        (input) => (input.translations.fr.name = ''),
        'translations.fr.name',
        'antes de publicar',
      ],
      [
        'slug',
        (input) => (input.translations.es.slug = 'Con Espacios'),
        'translations.es.slug',
        'minúsculas',
      ],
      [
        'slug taken',
        (input) => (input.translations.es.slug = 'mampara-zafiroluna'),
        'translations.es.slug',
        'Otro producto',
      ],
      ['brand', (input) => (input.brand_id = 999_999), 'brand_id', '999999'],
      ['category', (input) => (input.category_ids = [999_999]), 'category_ids', '999999'],
      [
        'not a measure',
        (input) =>
          (input.measures = [{ attribute_id: 999_999, range_min_cm: 70, range_max_cm: 180 }]),
        'measures.0.attribute_id',
        'no es una medida',
      ],
      ['measures', (input) => (input.made_to_measure = false), 'measures', 'a medida'],
      ['ref taken', (input) => (input.ref = 'ZAF-001'), 'ref', 'referencia'],
    ];
    for (const [label, change, field, words] of refusals) {
      const input = validInput('ZAF-002');
      change(input);
      const response = await staffCall('POST', '', input);
      expect(response.statusCode, label).toBe(400);
      expect(response.json()[field]?.join(' '), label).toContain(words);
    }
    const french = validInput('ZAF-002');
    french.delivery_days_min = 20;
    const inFrench = await harness.app.inject({
      method: 'POST',
      url: '/admin/v1/products/?language=fr',
      headers: editor,
      payload: french,
    });
    expect(inFrench.json().delivery_days_max).toEqual([
      'Le délai maximal doit être supérieur ou égal au délai minimal.',
    ]);
    expect(await productCount()).toBe(before);
    const missing = await staffCall('PUT', '999999/', editInput('ZAF-009'));
    expect(missing.statusCode).toBe(404);
    expect((await staffCall('GET', '999999/')).statusCode).toBe(404);
  });

  it('lets catalogue.manage only: the owner yes, support no', async () => {
    expect((await staffCall('GET', '', undefined, owner)).statusCode).toBe(200);
    expect((await staffCall('GET', '', undefined, support)).statusCode).toBe(403);
    expect((await staffCall('POST', '', validInput('ZAF-003'), support)).statusCode).toBe(403);
  });
});
