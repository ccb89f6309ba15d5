import { auditLog, brands, coupons } from '@shop/db';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import {
  checkoutClient,
  checkoutData,
  orderOf,
  setStock,
} from '../payment/checkout-test-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let checkout: ReturnType<typeof checkoutClient>;
let editor: Record<string, string>;
let owner: Record<string, string>;
let support: Record<string, string>;
let manager: Record<string, string>;
let brandIds: number[];
beforeAll(async () => {
  harness = await openTestApp();
  checkout = checkoutClient(harness);
  editor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  brandIds = (await harness.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id))).map(
    (brand) => brand.id,
  );
  await setStock(harness, 'BRS-CL730', 500);
});
afterAll(() => harness.close());

type Method = 'GET' | 'POST' | 'PUT';
function staffCall(method: Method, path: string, payload?: object, headers = editor) {
  return harness.app.inject({
    method,
    url: `/admin/v1/coupons/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

const valid = {
  store: 'ESSM',
  code: 'otono15',
  description: 'Otoño',
  discount_type: 'percent',
  percent: 15,
  minimum_pvp: 5000,
  max_redemptions: 100,
  max_redemptions_per_email: 1,
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: '2099-01-01T00:00:00Z',
};

async function couponCount(): Promise<number> {
  const [row] = await harness.db.select({ total: count() }).from(coupons);
  return row?.total ?? 0;
}

async function auditOf(id: number) {
  return harness.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}

/** A placed order (card checkout started) of `email` that used `code`. */
async function orderWith(code: string, email: string) {
  const cart = await checkout.readyCart({ quantity: 10 });
  await checkout.carts.update(cart.id, { ...checkoutData.ESSM, email });
  const applied = await harness.app.inject({
    method: 'POST',
    url: '/cart/v1/coupons/validate-coupon/?store=ESSM',
    payload: { cart: cart.id, code },
  });
  if (applied.statusCode !== 200) throw new Error(applied.body);
  const started = await checkout.startCard(cart.id);
  if (started.statusCode !== 201) throw new Error(started.body);
  return (await orderOf(harness, started.json().order_number)).order;
}

describe('staff coupons', () => {
  it('creates a coupon with its code upper-cased and audits it', async () => {
    const excluded = brandIds.slice(0, 2);
    const created = await staffCall('POST', '', { ...valid, excluded_brand_ids: excluded });
    expect(created.statusCode).toBe(201);
    const coupon = created.json();
    expect(coupon).toMatchObject({
      store: 'ESSM',
      code: 'OTONO15',
      discount_type: 'percent',
      percent: 15,
      amount: 0,
      max_redemptions_per_email: 1,
      is_active: true,
      is_public: false,
      excluded_brand_ids: excluded,
      times_redeemed: 0,
      starts_at: '2026-01-01T00:00:00.000Z',
    });
    expect(await auditOf(coupon.id)).toEqual([
      { action: 'coupon.create', before: null, after: coupon },
    ]);
    // The same code in the other edition is another coupon.
    const french = await staffCall('POST', '', { ...valid, store: 'FRSM' });
    expect(french.statusCode).toBe(201);
  });

  it('refuses bad input in the caller language, field by field, and creates nothing', async () => {
    const before = await couponCount();
    const cases: [object, string, Record<string, string[]>][] = [
      [
        { code: 'OTONO15' },
        'es',
        { code: ['Ya existe un cupón con este código en esta edición.'] },
      ],
      [
        { code: 'no vale' },
        'fr',
        {
          code: [
            'Le code ne peut contenir que des lettres, des chiffres, des tirets et des tirets bas (40 au plus).',
          ],
        },
      ],
      [{ code: '  ' }, 'es', { code: ['Este campo es obligatorio.'] }],
      [
        { code: 'P0', percent: 0 },
        'es',
        { percent: ['Indica un porcentaje entre 1 y 100 para un cupón de porcentaje.'] },
      ],
      [
        { code: 'P101', percent: 101 },
        'es',
        { percent: ['Asegúrese de que este valor es menor o igual a 100.'] },
      ],
      [
        { code: 'A0', discount_type: 'amount', amount: 0 },
        'fr',
        { amount: ['Indiquez un montant supérieur à 0 pour un code promo en montant.'] },
      ],
      [
        { code: 'FECHAS', starts_at: '2026-05-01T00:00:00Z', ends_at: '2026-04-01T00:00:00Z' },
        'es',
        { ends_at: ['La fecha de fin debe ser posterior a la de inicio.'] },
      ],
      [
        { code: 'MARCA', excluded_brand_ids: [999999] },
        'es',
        { excluded_brand_ids: ['Marca desconocida: 999999.'] },
      ],
      [
        { code: 'CORREO', bound_email: 'no-es-correo' },
        'es',
        { bound_email: ['Introduce una dirección de correo válida.'] },
      ],
      [
        { code: 'LIMITE', max_redemptions_per_email: 0 },
        'es',
        { max_redemptions_per_email: ['Asegúrese de que este valor es mayor o igual a 1.'] },
      ],
    ];
    for (const [change, language, errors] of cases) {
      const response = await staffCall('POST', `?language=${language}`, { ...valid, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json(), JSON.stringify(change)).toEqual(errors);
    }
    const badType = await staffCall('POST', '', { ...valid, code: 'TIPO', discount_type: 'gift' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toHaveProperty('discount_type');
    expect(await couponCount()).toBe(before);
  });

  it('lists by edition, state and code, newest first', async () => {
    await staffCall('POST', '', { ...valid, code: 'LISTA-A', store: 'FRSM' });
    const off = (
      await staffCall('POST', '', { ...valid, code: 'LISTA-B', is_active: false })
    ).json();
    const all = (await staffCall('GET', '?q=lista-')).json();
    expect(all.results.map((coupon: { code: string }) => coupon.code)).toEqual([
      'LISTA-B',
      'LISTA-A',
    ]);
    expect((await staffCall('GET', '?q=lista-&store=FRSM')).json()).toMatchObject({
      count: 1,
      results: [{ code: 'LISTA-A' }],
    });
    expect((await staffCall('GET', '?q=lista-&active=false')).json()).toMatchObject({
      count: 1,
      results: [{ id: off.id }],
    });
    expect((await staffCall('GET', '?active=maybe')).statusCode).toBe(400);
    expect((await staffCall('GET', '?store=XX')).statusCode).toBe(400);
  });

  it('updates a coupon, keeps the code of a used one, and reports its uses', async () => {
    const created = (await staffCall('POST', '', { ...valid, code: 'CAMBIA' })).json();
    const renamed = await staffCall('PUT', `${created.id}/`, {
      ...valid,
      code: 'cambiado',
      discount_type: 'amount',
      amount: 700,
      max_redemptions_per_email: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ code: 'CAMBIADO', amount: 700, percent: 0 });

    const first = await orderWith('CAMBIADO', 'uno@example.com');
    const second = await orderWith('cambiado', 'dos@example.com');
    const refused = await staffCall('PUT', `${created.id}/?language=fr`, {
      ...valid,
      code: 'OTRO',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: ['Ce code promo a déjà été utilisé : son code et son édition ne peuvent plus changer.'],
    });
    const otherStore = await staffCall('PUT', `${created.id}/`, {
      ...valid,
      code: 'CAMBIADO',
      store: 'FRSM',
    });
    expect(otherStore.statusCode).toBe(400);
    const kept = await staffCall('PUT', `${created.id}/`, {
      ...valid,
      code: 'CAMBIADO',
      discount_type: 'amount',
      amount: 900,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ code: 'CAMBIADO', amount: 900, times_redeemed: 2 });
    const audit = await auditOf(created.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.update',
    ]);
    expect(audit[1]).toMatchObject({ before: { code: 'CAMBIA' }, after: { code: 'CAMBIADO' } });

    const usage = await staffCall('GET', `${created.id}/usage/`);
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({
      coupon: { id: created.id, code: 'CAMBIADO' },
      redemptions: [
        {
          order_id: second.id,
          order_number: second.number,
          email: 'dos@example.com',
          discount: 700,
        },
        { order_id: first.id, order_number: first.number, email: 'uno@example.com', discount: 700 },
      ],
      totals: { count: 2, discount: 1400 },
    });
  });

  it('deactivates a coupon once: carts refuse it afterwards', async () => {
    const created = (await staffCall('POST', '', { ...valid, code: 'APAGAME' })).json();
    const off = await staffCall('POST', `${created.id}/deactivate/`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ is_active: false });
    const again = await staffCall('POST', `${created.id}/deactivate/?language=fr`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'Ce code promo est déjà désactivé.' });
    const cart = await checkout.readyCart({ quantity: 10 });
    const applied = await harness.app.inject({
      method: 'POST',
      url: '/cart/v1/coupons/validate-coupon/?store=ESSM',
      payload: { cart: cart.id, code: 'APAGAME' },
    });
    expect(applied.statusCode).toBe(400);
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual([
      'coupon.create',
      'coupon.deactivate',
    ]);
  });

  it('answers 404 for an unknown coupon in the caller language', async () => {
    for (const [method, path] of [
      ['GET', '999999/'],
      ['PUT', '999999/'],
      ['POST', '999999/deactivate/'],
      ['GET', '999999/usage/'],
    ] as const) {
      const response = await staffCall(
        method,
        `${path}?language=fr`,
        method === 'PUT' ? valid : undefined,
      );
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ detail: 'Code promo introuvable.', code: 'not_found' });
    }
    expect((await staffCall('GET', 'abc/')).statusCode).toBe(400);
  });

  it('is open to the catalogue editor and the owner only', async () => {
    expect((await staffCall('GET', '', undefined, owner)).statusCode).toBe(200);
    for (const headers of [support, manager]) {
      expect((await staffCall('GET', '', undefined, headers)).statusCode).toBe(403);
      const before = await couponCount();
      const refused = await staffCall('POST', '', { ...valid, code: 'NOPUEDO' }, headers);
      expect(refused.statusCode).toBe(403);
      expect(await couponCount()).toBe(before);
    }
  });
});
