import { withServiceTax } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contracts/cart.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { cartClient } from './cart-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let client: ReturnType<typeof cartClient>;
let cleanerId: number;
beforeAll(async () => {
  testApp = await openTestApp();
  client = cartClient(testApp);
  cleanerId = (await seededProduct(testApp.db, 'BRS-CL730')).id;
});
afterAll(() => testApp.close());

const spanishCheckout = {
  email: 'ana.garcia@example.com',
  name: 'Ana',
  surnames: 'García López',
  phone: '+34 612345678',
  shipping_address: 'Calle Mayor',
  shipping_number: '12',
  shipping_flat: '3º B',
  shipping_postal_code: '28013',
  shipping_city: 'Madrid',
  shipping_province: 'Madrid',
  same_billing_data: false,
  billing_business_name: 'Reformas García SL',
  billing_tax_id_type: 'dni',
  billing_tax_id: ' 12345678-z ',
  billing_address: 'Calle Mayor',
  billing_number: '12',
  billing_postal_code: '35001',
  billing_city: 'Las Palmas',
  billing_province: 'Las Palmas',
  payment_method_selected: 'card',
  observations: 'Llamar antes de venir',
};

async function cartWithCleaner(query = 'store=ESSM'): Promise<Cart> {
  const cart = await client.newCart(query);
  return (await client.addRow({ cart: cart.id, product_id: cleanerId, quantity: 2 }, query)).json();
}

describe('PUT carts/{id}/ (checkout data)', () => {
  it('saves every field, normalised, with the edition’s country whatever the client says', async () => {
    const cart = await client.newCart();
    const response = await client.update(cart.id, {
      ...spanishCheckout,
      shipping_country: 'FR',
      billing_country: 'PT',
      customer_type: 'P',
    });
    expect(response.statusCode).toBe(200);
    const saved: Cart = response.json();
    expect(saved).toMatchObject({
      ...spanishCheckout,
      phone: '+34612345678',
      billing_tax_id: '12345678Z',
      shipping_country: 'ES',
      billing_country: 'ES',
      customer_type: 'C',
    });
    expect(await client.cart(cart.id)).toEqual(saved);
  });

  it('changes only the fields present', async () => {
    const cart = await client.newCart();
    await client.update(cart.id, spanishCheckout);
    const response = await client.update(cart.id, { name: 'Lucía' });
    expect(response.json()).toMatchObject({
      ...spanishCheckout,
      phone: '+34612345678',
      name: 'Lucía',
      billing_tax_id: '12345678Z',
    });
  });

  it('refuses Canary Islands delivery and saves nothing of the request', async () => {
    const cart = await client.newCart();
    const response = await client.update(cart.id, {
      name: 'Ana',
      shipping_postal_code: '35001',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      shipping_postal_code: ['Lo sentimos, no realizamos envíos a las Islas Canarias'],
    });
    const stored = await client.cart(cart.id);
    expect(stored.name).toBeNull();
    expect(stored.shipping_postal_code).toBeNull();
  });

  it('refuses Ceuta, Melilla and codes of no province, which shipped free before', async () => {
    const cart = await cartWithCleaner();
    const refusals = [
      ['51001', 'Lo sentimos, no realizamos envíos a Ceuta ni a Melilla'],
      ['52001', 'Lo sentimos, no realizamos envíos a Ceuta ni a Melilla'],
      ['00001', 'Este código postal no existe'],
      ['99001', 'Este código postal no existe'],
    ];
    for (const [postalCode, message] of refusals) {
      const response = await client.update(cart.id, { shipping_postal_code: postalCode });
      expect(response.statusCode, postalCode).toBe(400);
      expect(response.json()).toEqual({ shipping_postal_code: [message] });
    }
    const billing = await client.update(cart.id, { billing_postal_code: '99001' });
    expect(billing.statusCode).toBe(400);
    expect(billing.json()).toEqual({ billing_postal_code: ['Este código postal no existe'] });
    // An invoice may go to Ceuta, where goods may not.
    const ceutaBilling = await client.update(cart.id, { billing_postal_code: '51001' });
    expect(ceutaBilling.statusCode).toBe(200);
    expect(ceutaBilling.json()).toMatchObject({
      billing_postal_code: '51001',
      shipping_postal_code: null,
      prices: { pvp_shipping: 0, pvp_total: 1980 },
    });

    const frenchCart = await client.newCart('store=FRSM');
    const french = await client.update(
      frenchCart.id,
      { shipping_postal_code: '96000', billing_postal_code: '00100' },
      'store=FRSM',
    );
    expect(french.json()).toEqual({
      shipping_postal_code: ['Ce code postal n’existe pas'],
      billing_postal_code: ['Ce code postal n’existe pas'],
    });
  });

  it('charges shipping to the Balearics and none to the peninsula', async () => {
    const cart = await cartWithCleaner();
    const balearics: Cart = (
      await client.update(cart.id, { shipping_postal_code: '07001' })
    ).json();
    expect(balearics.shipping).toEqual({
      postal_code: '07001',
      zone: 'balearics',
      free: false,
      refused: false,
      message: null,
    });
    expect(balearics.prices.pvp_shipping).toBe(withServiceTax('ESSM', 1500));
    expect(balearics.prices.pvp_total).toBe(1980 + withServiceTax('ESSM', 1500));
    const mainland: Cart = (await client.update(cart.id, { shipping_postal_code: '46001' })).json();
    expect(mainland.prices.pvp_shipping).toBe(0);
    expect(mainland.prices.pvp_total).toBe(1980);
    expect(mainland.shipping).toMatchObject({ zone: 'mainland', free: true });
  });

  it('names every wrong field at once, beside the field, and saves nothing', async () => {
    const cart = await client.newCart();
    await client.update(cart.id, { email: 'ana@example.com' });
    const response = await client.update(cart.id, {
      email: 'ana@example',
      phone: '12345',
      billing_tax_id_type: 'dni',
      billing_tax_id: '12345678A',
      name: '  ',
      surnames: 'García',
      shipping_postal_code: '2800',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['El correo electrónico debe ser válido'],
      phone: ['Introduce un número de teléfono correcto'],
      billing_tax_id: ['La letra del DNI no corresponde a su número'],
      name: ['Nombre requerido'],
      shipping_postal_code: ['El código postal debe tener 5 dígitos'],
    });
    const stored = await client.cart(cart.id);
    expect(stored).toMatchObject({ email: 'ana@example.com', surnames: null, phone: null });
  });

  it('checks the tax id against its type, new or stored', async () => {
    const cart = await client.newCart();
    await client.update(cart.id, { billing_tax_id_type: 'dni', billing_tax_id: '12345678Z' });
    const asNie = await client.update(cart.id, { billing_tax_id_type: 'nie' });
    expect(asNie.json()).toEqual({
      billing_tax_id: ['El NIE debe empezar por X, Y o Z, seguida de 7 u 8 dígitos y una letra'],
    });
    const nie = await client.update(cart.id, {
      billing_tax_id_type: 'nie',
      billing_tax_id: 'x1234567l',
    });
    expect(nie.json()).toMatchObject({ billing_tax_id_type: 'nie', billing_tax_id: 'X1234567L' });
    const french = await client.update(cart.id, { billing_tax_id_type: 'cni' });
    expect(french.json()).toEqual({
      billing_tax_id_type: ['Selecciona un tipo de documento válido'],
    });
  });

  it('adds PayPal’s commission when PayPal is chosen and refuses methods of the other edition', async () => {
    const cart = await cartWithCleaner();
    const paypal: Cart = (
      await client.update(cart.id, { payment_method_selected: 'paypal' })
    ).json();
    expect(paypal.prices.paypal_commission).toBe(40);
    expect(paypal.prices.pvp_total).toBe(2020);
    const card: Cart = (await client.update(cart.id, { payment_method_selected: 'card' })).json();
    expect(card.prices).toMatchObject({ paypal_commission: 0, pvp_total: 1980 });
    const cleared: Cart = (await client.update(cart.id, { payment_method_selected: null })).json();
    expect(cleared.payment_method_selected).toBeNull();
    const unknown = await client.update(cart.id, { payment_method_selected: 'cash' });
    expect(unknown.json()).toEqual({
      payment_method_selected: ['Este método de pago no está disponible'],
    });

    const frenchCart = await cartWithCleaner('store=FRSM');
    const bizum = await client.update(
      frenchCart.id,
      { payment_method_selected: 'bizum' },
      'store=FRSM',
    );
    expect(bizum.statusCode).toBe(400);
    expect(bizum.json()).toEqual({
      payment_method_selected: ['Ce moyen de paiement n’est pas disponible'],
    });
  });

  it('applies the French rules and answers in French in FRSM', async () => {
    const cart = await client.newCart('store=FRSM');
    const refused = await client.update(
      cart.id,
      { phone: '612345678', shipping_postal_code: '20000', billing_tax_id: '12345678Z' },
      'store=FRSM',
    );
    expect(refused.json()).toEqual({
      phone: ['Saisissez un numéro de téléphone correct'],
      shipping_postal_code: ['Désolés, nous ne livrons pas en Corse'],
      billing_tax_id: ['La CNI doit comporter 9 ou 15 chiffres'],
    });
    const accepted = await client.update(
      cart.id,
      {
        phone: '0612345678',
        shipping_postal_code: '07200',
        billing_tax_id_type: 'nif',
        billing_tax_id: 'fr12345678901',
      },
      'store=FRSM',
    );
    expect(accepted.statusCode).toBe(200);
    // 07 is Ardèche in France: delivered like the rest of the mainland.
    expect(accepted.json()).toMatchObject({
      shipping: { zone: 'mainland', free: true },
      billing_tax_id: 'FR12345678901',
      shipping_country: 'FR',
    });
  });

  it('refuses a value of the wrong type with the api’s message', async () => {
    const cart = await client.newCart();
    const response = await client.update(cart.id, { same_billing_data: 'yes', observations: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      same_billing_data: ['Valor no válido.'],
      observations: ['Valor no válido.'],
    });
  });
});
