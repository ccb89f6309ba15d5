import { auditLog, cartRows, variants } from '@shop/db';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffProductConfigurator } from '../../contracts/staff-product-configurator.ts';
import type { ProductConfiguratorData } from '../../contracts/product.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { cartClient, kalaFixture, placeOrderFor } from '../cart/cart-test-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let editor: Record<string, string>;
let owner: Record<string, string>;
let support: Record<string, string>;
let kala: Awaited<ReturnType<typeof kalaFixture>>;
beforeAll(async () => {
  harness = await openTestApp();
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  kala = await kalaFixture(harness);
});
afterAll(() => harness.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function staffCall(
  method: Method,
  path: string,
  payload?: object,
  headers = editor,
  language = 'es',
) {
  return harness.app.inject({
    method,
    url: `/admin/v1/products/${kala.productId}/${path}?language=${language}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function configurator(): Promise<StaffProductConfigurator> {
  const response = await staffCall('GET', 'configurator/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** What the storefront's product answer holds right now. */
async function storefront(store = 'ESSM', language = 'es'): Promise<ProductConfiguratorData> {
  const response = await harness.app.inject({
    url: `/catalog/v1/products/${kala.productId}/attributes/?store=${store}&language=${language}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function lastAudit(action: string) {
  const [entry] = await harness.db
    .select({ entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

const variantCount = async () =>
  (
    await harness.db
      .select({ n: count() })
      .from(variants)
      .where(eq(variants.productId, kala.productId))
  )[0]?.n;

/** One option of each single-choice group, in a combination no variant has yet. */
async function freshCombination(): Promise<number[]> {
  const { groups, variants: existing } = await configurator();
  const taken = new Set(existing.map((variant) => [...variant.option_ids].sort().join(',')));
  const [first, second, ...rest] = groups.filter((group) => group.field_type !== 'open');
  if (!first || !second) throw new Error('the seed has fewer groups');
  for (const a of first.options)
    for (const b of second.options) {
      const ids = [
        a.option_id,
        b.option_id,
        ...rest.map((group) => group.options[0]?.option_id ?? 0),
      ];
      if (!taken.has([...ids].sort().join(','))) return ids;
    }
  throw new Error('every combination is a variant');
}

/** A cart holding the Kala screen with these options and the fixture's measures, as a shopper adds it. */
async function cartWith(optionIds: number[], offered: ProductConfiguratorData): Promise<string> {
  const isMeasure = (id: number) =>
    offered.attributes.some(
      (group) => group.fieldType === 'measure' && group.options.some((option) => option.id === id),
    );
  const carts = cartClient(harness);
  const cart = await carts.newCart();
  const added = await carts.addRow({
    ...kala.configuration,
    cart: cart.id,
    product_id: kala.productId,
    option_ids: [...optionIds, ...kala.configuration.option_ids.filter(isMeasure)],
  });
  expect(added.statusCode, added.body).toBe(201);
  return cart.id;
}

const prices = { ESSM: { client: 51_000, professional: 46_000 }, FRSM: null };

describe('a product’s variants', () => {
  it('lists the groups (no measures), the variants and the attributes a group can use', async () => {
    const data = await configurator();
    expect(data.groups.map((group) => group.slug)).toEqual(
      expect.arrayContaining(['color-perfil', 'tipo-vidrio', 'apertura']),
    );
    expect(data.groups.some((group) => group.field_type === 'measure')).toBe(false);
    expect(data.attributes.some((attribute) => attribute.field_type === 'measure')).toBe(false);
    expect(data.groups[0]?.options[0]?.name.fr).not.toBe('');
  });

  it('refuses support and callers without a session, and knows no stray product', async () => {
    expect((await staffCall('GET', 'configurator/', undefined, support)).statusCode).toBe(403);
    expect((await staffCall('POST', 'variants/', {}, {})).statusCode).toBe(401);
    const stray = await harness.app.inject({
      url: '/admin/v1/products/999999/configurator/?language=es',
      headers: editor,
    });
    expect(stray.statusCode).toBe(404);
  });

  it('adds a variant the storefront offers at once, and a cart row chooses it', async () => {
    const optionIds = await freshCombination();
    const created = await staffCall('POST', 'variants/', {
      ref: 'KALA-VAR-TEST-1',
      option_ids: optionIds,
      prices,
    });
    expect(created.statusCode, created.body).toBe(201);
    const variant = created.json();
    expect(variant).toMatchObject({
      ref: 'KALA-VAR-TEST-1',
      is_published: true,
      has_orders: false,
      prices,
    });
    const audit = await lastAudit('variant.create');
    expect(audit?.entityId).toBe(String(variant.id));
    expect(audit?.after).toMatchObject({ ref: 'KALA-VAR-TEST-1' });
    const offered = await storefront();
    expect(offered.variants.find((one) => one.id === variant.id)?.prices.client).toBe(51_000);
    // Not priced in the French edition: not sold there.
    expect((await storefront('FRSM', 'fr')).variants.some((one) => one.id === variant.id)).toBe(
      false,
    );
    const cartId = await cartWith(optionIds, offered);
    const [row] = await harness.db
      .select({ variantId: cartRows.variantId })
      .from(cartRows)
      .where(eq(cartRows.cartId, cartId));
    expect(row?.variantId).toBe(variant.id);
  });

  it('refuses bad input field by field, in the staff member’s language, writing nothing', async () => {
    const before = await variantCount();
    const { groups } = await configurator();
    const [profile] = groups;
    const [one, two] = profile?.options ?? [];
    const taken = await staffCall('POST', 'variants/', {
      ref: 'KALA-VAR-TEST-1',
      option_ids: await freshCombination(),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().ref).toEqual(['Ya existe una variante con esta referencia (SKU).']);
    const twoOfOneGroup = await staffCall(
      'POST',
      'variants/',
      { ref: 'KALA-VAR-BAD', option_ids: [one?.option_id, two?.option_id] },
      editor,
      'fr',
    );
    expect(twoOfOneGroup.statusCode).toBe(400);
    expect(twoOfOneGroup.json()['option_ids.1']).toEqual([
      "Ce groupe n'admet qu'une option par variante.",
    ]);
    const notOffered = await staffCall('POST', 'variants/', {
      ref: 'KALA-VAR-BAD',
      option_ids: [999_999],
    });
    expect(notOffered.json()['option_ids.0']).toEqual(['El producto no ofrece la opción 999999.']);
    const empty = await staffCall('POST', 'variants/', { ref: 'KALA VAR', option_ids: [] });
    expect(Object.keys(empty.json()).sort()).toEqual(['option_ids', 'ref']);
    const [existing] = (await configurator()).variants;
    const twin = await staffCall('POST', 'variants/', {
      ref: 'KALA-VAR-TWIN',
      option_ids: existing?.option_ids,
    });
    expect(twin.json().option_ids).toEqual([
      `La variante ${existing?.ref} ya tiene exactamente estas opciones.`,
    ]);
    expect(await variantCount()).toBe(before);
  });

  it('edits a variant: unpublished, the storefront stops offering it at once', async () => {
    const variant = (await configurator()).variants.find((one) => one.ref === 'KALA-VAR-TEST-1');
    if (!variant) throw new Error('variant missing');
    const saved = await staffCall(
      'PUT',
      `variants/${variant.id}/`,
      { ref: 'KALA-VAR-TEST-1B', option_ids: variant.option_ids, is_published: false },
      owner,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ref: 'KALA-VAR-TEST-1B', is_published: false });
    expect((await storefront()).variants.some((one) => one.id === variant.id)).toBe(false);
    const audit = await lastAudit('variant.update');
    expect(audit?.before).toMatchObject({ ref: 'KALA-VAR-TEST-1', is_published: true });
    expect(audit?.after).toMatchObject({ ref: 'KALA-VAR-TEST-1B', is_published: false });
  });

  it('deletes a variant no order names, and only unpublishes one an order names', async () => {
    const created = await staffCall('POST', 'variants/', {
      ref: 'KALA-VAR-ORDERED',
      option_ids: await freshCombination(),
      prices,
    });
    expect(created.statusCode, created.body).toBe(201);
    const ordered = created.json();
    const cartId = await cartWith(ordered.option_ids, await storefront());
    await placeOrderFor(harness, cartId, { number: 'VAR-0001', email: 'ana@example.com' });
    const removed = await staffCall('DELETE', `variants/${ordered.id}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ outcome: 'unpublished' });
    const [kept] = await harness.db
      .select({ published: variants.isPublished })
      .from(variants)
      .where(eq(variants.id, ordered.id));
    expect(kept?.published).toBe(false);
    expect((await lastAudit('variant.unpublish'))?.entityId).toBe(String(ordered.id));

    const plain = (await configurator()).variants.find((one) => one.ref === 'KALA-VAR-TEST-1B');
    const deleted = await staffCall('DELETE', `variants/${plain?.id}/`);
    expect(deleted.json()).toEqual({ outcome: 'deleted' });
    expect((await lastAudit('variant.delete'))?.before).toMatchObject({ ref: 'KALA-VAR-TEST-1B' });
    const again = await staffCall('DELETE', `variants/${plain?.id}/`);
    expect(again.statusCode).toBe(404);
  });
});

describe('a product’s option groups', () => {
  /** The groups as the PUT takes them, from what the GET answers. */
  const bodyOf = (groups: StaffProductConfigurator['groups']) => ({
    groups: groups.map((group) => ({
      attribute_id: group.attribute_id,
      name: group.name,
      required: group.required,
      options: group.options.map((option) => ({
        option_id: option.option_id as number | null,
        name: option.name,
        price: option.price,
        is_default: option.is_default,
      })),
    })),
  });

  it('renames, removes and adds options: the storefront shows it at once, audited', async () => {
    const { groups, variants: existing } = await configurator();
    const used = new Set(existing.flatMap((variant) => variant.option_ids));
    const groupIndex = groups.findIndex((group) =>
      group.options.some((option) => !used.has(option.option_id)),
    );
    const group = groups[groupIndex];
    if (!group) throw new Error('every option is in a variant');
    const removed = group.options.find((option) => !used.has(option.option_id));
    const renamed = group.options.find((option) => option !== removed);
    if (!removed || !renamed) throw new Error('the group has one option');
    const body = bodyOf(groups);
    const target = body.groups[groupIndex];
    if (!target) throw new Error('no group');
    target.name = { es: group.name.es, fr: 'Finition du profilé' };
    target.options = target.options
      .filter((option) => option.option_id !== removed.option_id)
      .map((option) =>
        option.option_id === renamed.option_id
          ? { ...option, name: { es: option.name.es, fr: 'Nuance renommée' } }
          : option,
      );
    target.options.push({
      option_id: null,
      name: { es: 'Bronce cepillado', fr: 'Bronze brossé' },
      price: 2_500,
      is_default: false,
    });
    const saved = await staffCall('PUT', 'option-groups/', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await storefront('FRSM', 'fr')).attributes.find(
      (attribute) => attribute.id === group.attribute_id,
    );
    expect(shown?.name).toBe('Finition du profilé');
    const names = shown?.options.map((option) => option.name);
    expect(names).toContain('Nuance renommée');
    expect(names).toContain('Bronze brossé');
    expect(shown?.options.some((option) => option.id === removed.option_id)).toBe(false);
    expect(shown?.options.find((option) => option.name === 'Bronze brossé')?.price).toBe(2_500);
    const audit = await lastAudit('product.option_groups');
    expect(audit?.entityId).toBe(String(kala.productId));
    expect(JSON.stringify(audit?.before)).toContain(removed.slug);
    expect(JSON.stringify(audit?.after)).not.toContain(`"option_id":${removed.option_id},`);
  });

  it('refuses groups the configurator could not build a choice from, writing nothing', async () => {
    const { groups, variants: existing } = await configurator();
    const before = JSON.stringify(groups);
    const expectRefused = async (body: object, field: string, message: string) => {
      const response = await staffCall('PUT', 'option-groups/', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()[field]).toEqual([message]);
    };
    const measure = (await storefront()).attributes.find((group) => group.fieldType === 'measure');
    await expectRefused(
      { groups: [{ attribute_id: measure?.id, name: { es: 'a', fr: 'b' }, options: [] }] },
      'groups.0.attribute_id',
      'Las medidas se editan en la ficha del producto.',
    );
    const emptied = bodyOf(groups);
    const first = emptied.groups[0];
    if (first) first.options = [];
    await expectRefused(
      emptied,
      'groups.0.options',
      'Un grupo obligatorio necesita al menos una opción.',
    );
    const foreign = bodyOf(groups);
    const [a, b] = foreign.groups;
    if (a && b && b.options[0]) a.options.push(b.options[0]);
    await expectRefused(
      foreign,
      `groups.0.options.${(a?.options.length ?? 1) - 1}.option_id`,
      'Esta opción no pertenece al atributo del grupo.',
    );
    const stranding = existing.find((variant) => variant.is_published);
    const dropped = bodyOf(groups);
    for (const group of dropped.groups)
      group.options = group.options.filter(
        (option) => !stranding?.option_ids.includes(option.option_id ?? 0),
      );
    for (const group of dropped.groups) group.required = false;
    await expectRefused(
      dropped,
      'groups',
      `La variante ${stranding?.ref} usa una opción que quitas: cambia o retira antes la variante.`,
    );
    const unnamed = bodyOf(groups);
    if (unnamed.groups[0]) unnamed.groups[0].name.fr = ' ';
    const blank = await staffCall('PUT', 'option-groups/', unnamed);
    expect(Object.keys(blank.json())).toEqual(['groups.0.name.fr']);
    expect(JSON.stringify((await configurator()).groups)).toBe(before);
    expect((await staffCall('PUT', 'option-groups/', bodyOf(groups), support)).statusCode).toBe(
      403,
    );
  });
});
