import { and, eq } from 'drizzle-orm';
import { brands, couponExcludedBrands, couponRedemptions, coupons } from '@shop/db';
import { applyRate } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contracts/cart.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { cartClient, kalaFixture, placeOrderFor } from './cart-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let client: ReturnType<typeof cartClient>;
let kala: Awaited<ReturnType<typeof kalaFixture>>;
let cleanerId: number;
beforeAll(async () => {
  testApp = await openTestApp();
  client = cartClient(testApp);
  kala = await kalaFixture(testApp);
  cleanerId = (await seededProduct(testApp.db, 'BRS-CL730')).id;
  const [accessories] = await testApp.db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.slug, 'brisa-accesorios'));
  const day = 86_400_000;
  const [expired, , excluding] = await testApp.db
    .insert(coupons)
    .values([
      {
        storeCode: 'ESSM',
        code: 'CADUCADO',
        discountType: 'amount',
        amount: 1000,
        endsAt: new Date(Date.now() - day),
        isPublic: true,
      },
      {
        storeCode: 'ESSM',
        code: 'FUTURO',
        discountType: 'amount',
        amount: 1000,
        startsAt: new Date(Date.now() + day),
        isPublic: true,
      },
      { storeCode: 'ESSM', code: 'SINACCESORIOS', discountType: 'percent', percent: 20 },
      {
        storeCode: 'ESSM',
        code: 'APAGADO',
        discountType: 'amount',
        amount: 1000,
        isActive: false,
        isPublic: true,
      },
    ])
    .returning({ id: coupons.id });
  if (!expired || !excluding || !accessories) throw new Error('fixtures');
  await testApp.db
    .insert(couponExcludedBrands)
    .values({ couponId: excluding.id, brandId: accessories.id });
});
afterAll(() => testApp.close());

const validate = (cart: string, code: string, query = 'store=ESSM') =>
  client.call('POST', 'coupons/validate-coupon/', query, { cart, code });

async function cartWith(rows: object[], query = 'store=ESSM'): Promise<Cart> {
  const cart = await client.newCart(query);
  let answer = cart;
  for (const row of rows) answer = (await client.addRow({ ...row, cart: cart.id }, query)).json();
  return answer;
}

const screen = () => ({ ...kala.configuration, product_id: kala.productId });
const cleaner = (quantity = 1) => ({ product_id: cleanerId, quantity });

describe('coupons', () => {
  it('applies a valid coupon, whatever its case, and recomputes the totals', async () => {
    const cart = await cartWith([screen(), cleaner()]);
    const response = await validate(cart.id, ' verano10 ');
    expect(response.statusCode).toBe(200);
    const applied = response.json();
    const discount = applyRate(cart.cart_total, 0.1);
    expect(applied).toMatchObject({
      message: 'Cupón aplicado correctamente',
      coupon_code: 'VERANO10',
      coupon: { code: 'VERANO10', total_discount: discount, message: null },
      total_discount: discount,
      prices: { pvp: cart.cart_total, pvp_saved: discount, pvp_total: cart.cart_total - discount },
    });
    const paypal: Cart = (
      await client.update(cart.id, { payment_method_selected: 'paypal' })
    ).json();
    expect(paypal.prices.paypal_commission).toBe(applyRate(cart.cart_total - discount, 0.02));
  });

  it('answers each refusal with its own message and attaches nothing', async () => {
    const big = await cartWith([screen()]);
    const small = await cartWith([cleaner()]);
    const cases: [string, string, string][] = [
      [big.id, 'NOEXISTE', 'Lo sentimos, este cupón no es válido'],
      [big.id, 'ETE10', 'Lo sentimos, este cupón no es válido'],
      [big.id, 'APAGADO', 'Lo sentimos, este cupón no es válido'],
      [big.id, 'FUTURO', 'Lo sentimos, este cupón no es válido'],
      [big.id, 'CADUCADO', 'Lo sentimos, este cupón ha caducado'],
      [small.id, 'VERANO10', 'Tu pedido no alcanza el importe mínimo de este cupón'],
      [small.id, 'SINACCESORIOS', 'Este cupón no es válido para las marcas de tu carrito'],
    ];
    for (const [cart, code, message] of cases) {
      const response = await validate(cart, code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual({ code: [message] });
    }
    expect((await client.cart(big.id)).coupon).toBeNull();
    expect((await client.cart(small.id)).coupon).toBeNull();
    const empty = await client.newCart();
    expect((await validate(empty.id, 'VERANO10')).json()).toEqual({
      code: ['Añade productos al carrito para aplicar el cupón'],
    });
    expect((await validate('not-a-uuid', 'VERANO10')).statusCode).toBe(404);
  });

  it('discounts only the brands a coupon is for', async () => {
    const cart = await cartWith([screen(), cleaner(2)]);
    const applied = (await validate(cart.id, 'SINACCESORIOS')).json();
    const screenTotal = cart.rows[0]?.total_pvp ?? 0;
    expect(applied.total_discount).toBe(applyRate(screenTotal, 0.2));
  });

  it('refuses a coupon used up by other orders, but not the order that used it', async () => {
    const first = await cartWith([cleaner(6)]);
    expect((await validate(first.id, 'bienvenida5')).statusCode).toBe(200);
    const orderId = await placeOrderFor(testApp, first.id, {
      number: 'ESSM-CPN-1',
      email: 'a@b.es',
    });
    const [welcome] = await testApp.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.storeCode, 'ESSM'), eq(coupons.code, 'BIENVENIDA5')));
    await testApp.db
      .insert(couponRedemptions)
      .values({ couponId: welcome?.id ?? 0, orderId, slot: 1, email: 'a@b.es', emailSlot: 1 });
    const placed = await client.cart(first.id);
    expect(placed.coupon).toMatchObject({
      code: 'BIENVENIDA5',
      total_discount: 500,
      message: null,
    });

    const second = await cartWith([cleaner(6)]);
    const response = await validate(second.id, 'BIENVENIDA5');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ['Lo sentimos, este cupón ya se ha utilizado'] });
  });

  it('gives nothing once the cart falls below the minimum, and applies again above it', async () => {
    const cart = await cartWith([screen(), cleaner()]);
    await validate(cart.id, 'VERANO10');
    const screenRow = cart.rows[0];
    const below: Cart = (
      await client.call(
        'DELETE',
        `cart-rows/${screenRow?.id}/delete_item/`,
        `store=ESSM&cart=${cart.id}`,
      )
    ).json();
    expect(below.coupon).toMatchObject({
      code: 'VERANO10',
      total_discount: 0,
      message: 'Tu pedido no alcanza el importe mínimo de este cupón',
    });
    expect(below.prices.pvp_total).toBe(below.cart_total);
    const above: Cart = (await client.addRow({ ...screen(), cart: cart.id })).json();
    expect(above.total_discount).toBe(applyRate(above.cart_total, 0.1));
  });

  it('removes the coupon, and says so when there is none', async () => {
    const cart = await cartWith([screen()]);
    await validate(cart.id, 'VERANO10');
    const removed = await client.call('PUT', `carts/${cart.id}/disable_coupon/`, 'store=ESSM');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Cupón eliminado',
      coupon: null,
      coupon_code: null,
      total_discount: 0,
      prices: { pvp_total: cart.cart_total },
    });
    const again = await client.call('PUT', `carts/${cart.id}/disable_coupon/`, 'store=ESSM');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ coupon: ['Error, No se ha podido borrar el cupón'] });
  });

  it('speaks French in FRSM', async () => {
    const cart = await cartWith([cleaner()], 'store=FRSM');
    const below = await validate(cart.id, 'ete10', 'store=FRSM');
    expect(below.json()).toEqual({
      code: ['Votre commande n’atteint pas le montant minimum de ce code promo'],
    });
    const spanishCode = await validate(cart.id, 'VERANO10', 'store=FRSM');
    expect(spanishCode.json()).toEqual({ code: ['Désolés, ce code promo n’est pas valide'] });
    const welcome = await cartWith([cleaner(6)], 'store=FRSM');
    const applied = await validate(welcome.id, 'BIENVENUE5', 'store=FRSM');
    expect(applied.json()).toMatchObject({
      message: 'Code promo appliqué avec succès',
      total_discount: 500,
    });
    const removed = await client.call('PUT', `carts/${welcome.id}/disable_coupon/`, 'store=FRSM');
    expect(removed.json().message).toBe('Code promo supprimé');
  });

  it('lists the public coupons that can be used now', async () => {
    const response = await client.call('GET', 'coupons/web_list/', 'store=ESSM');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.results.map((coupon: { code: string }) => coupon.code)).toEqual(['VERANO10']);
    expect(list.results[0]).toEqual({
      id: expect.any(Number),
      code: 'VERANO10',
      description: '10 % en mamparas y platos de ducha',
      discount_type: 'percent',
      amount: 0,
      percent: 10,
      minimum_pvp: 15000,
      ends_at: null,
    });
    expect(list.count).toBe(1);
    const french = (
      await client.call('GET', 'coupons/web_list/', 'store=FRSM&page_size=-1')
    ).json();
    expect(french.results.map((coupon: { code: string }) => coupon.code)).toEqual(['ETE10']);
    expect((await client.call('GET', 'coupons/web_list/', 'store=ESSM&page=2')).statusCode).toBe(
      404,
    );
  });
});
