import { eq } from 'drizzle-orm';
import { cartRows, carts, orders } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contracts/cart.ts';
import type { InstallationCityData } from '../../contracts/product.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { checkoutClient, checkoutData } from '../payment/checkout-test-fixtures.ts';
import { kalaFixture } from './cart-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let checkout: ReturnType<typeof checkoutClient>;
let kala: Awaited<ReturnType<typeof kalaFixture>>;
let cities: InstallationCityData[];
beforeAll(async () => {
  testApp = await openTestApp();
  checkout = checkoutClient(testApp);
  kala = await kalaFixture(testApp);
  cities = (await testApp.app.inject({ url: '/catalog/v1/installation-cities/?store=ESSM' })).json()
    .results;
});
afterAll(() => testApp.close());

const cityId = (name: string) => cities.find((city) => city.name === name)?.id;

/** Kala with an installation booked for a city, at 30 km at most, and an address's postal code. */
const booked = (city: string, postalCode: string) => ({
  ...kala.configuration,
  installation: {
    disassembly: false,
    pre_measurement: false,
    city_id: cityId(city),
    distance: 500,
  },
  postal_code: postalCode,
});

const priceConfiguration = (payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: `/catalog/v1/products/${kala.productId}/price_configuration/?store=ESSM`,
    payload,
  });

async function cartWithInstallation(city: string, postalCode: string): Promise<Cart> {
  const cart = await checkout.carts.newCart();
  const added = await checkout.carts.addRow({
    ...booked(city, postalCode),
    cart: cart.id,
    product_id: kala.productId,
  });
  if (added.statusCode !== 201) throw new Error(added.body);
  return added.json();
}

const rowsOf = (cartId: string) =>
  testApp.db.select().from(cartRows).where(eq(cartRows.cartId, cartId));

describe('installation priced from its postal code', () => {
  it('refuses a city of another province than the postal code, and prices the code’s own', async () => {
    // Madrid booked in the sidebar, a Palma address typed: Madrid's price was the bug.
    const cart = await checkout.carts.newCart();
    const refused = await checkout.carts.addRow({
      ...booked('Madrid', '07001'),
      cart: cart.id,
      product_id: kala.productId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      postal_code: [
        'Este código postal es de otra provincia que la ciudad elegida para la instalación: corrige el código postal o vuelve a elegir la ciudad',
      ],
    });
    expect(await rowsOf(cart.id)).toEqual([]);
    expect((await priceConfiguration(booked('Madrid', '07001'))).statusCode).toBe(400);

    // Booked for the Balearics it is priced there: the seed's 160 € up to 30 km, with VAT,
    // twice Madrid's 80 €.
    const palma = await cartWithInstallation('Islas Baleares', '07001');
    const madrid = await cartWithInstallation('Madrid', '28013');
    expect(palma.rows[0]?.installation).toMatchObject({
      city: { name: 'Islas Baleares' },
      cost: 19360,
    });
    expect(madrid.rows[0]?.installation).toMatchObject({ city: { name: 'Madrid' }, cost: 9680 });
  });

  it('refuses a postal code that does not exist or where nobody installs', async () => {
    const answers = await Promise.all(
      ['53001', '42001', '0800'].map(async (postalCode) =>
        (await priceConfiguration(booked('Madrid', postalCode))).json(),
      ),
    );
    expect(answers).toEqual([
      { postal_code: ['Este código postal no existe'] },
      { postal_code: ['Aún no tenemos instaladores en la provincia de este código postal'] },
      { postal_code: ['El código postal debe tener 5 dígitos'] },
    ]);
  });
});

describe('installation and the shipping address', () => {
  const mismatch =
    'La instalación está reservada en Madrid, pero la dirección de envío está en Barcelona, y el instalador va a la dirección de envío. Cambia la dirección de envío a Madrid, o quita la instalación del carrito y vuelve a reservarla para Barcelona.';

  it('refuses saving a shipping address in another province and saves nothing', async () => {
    const cart = await cartWithInstallation('Madrid', '28013');
    const refused = await checkout.carts.update(cart.id, {
      ...checkoutData.ESSM,
      shipping_postal_code: '08001',
      shipping_city: 'Barcelona',
      shipping_province: 'Barcelona',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ shipping_postal_code: [mismatch] });
    const [stored] = await testApp.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(stored).toMatchObject({ shippingPostalCode: null, email: null });

    const sameProvince = await checkout.carts.update(cart.id, {
      ...checkoutData.ESSM,
      shipping_postal_code: '28901',
    });
    expect(sameProvince.statusCode).toBe(200);
  });

  it('answers in French with the same fix', async () => {
    const cart = await cartWithInstallation('Madrid', '28013');
    const refused = await checkout.carts.update(
      cart.id,
      { shipping_postal_code: '08001' },
      'store=ESSM&language=fr',
    );
    expect(refused.json().shipping_postal_code[0]).toContain(
      'retirez la pose du panier et réservez-la à nouveau pour Barcelona',
    );
  });

  it('places no order and starts no payment for an address saved before the booking', async () => {
    const cart = await checkout.readyCart();
    await checkout.carts.update(cart.id, {
      shipping_postal_code: '08001',
      shipping_city: 'Barcelona',
      shipping_province: 'Barcelona',
    });
    const added = await checkout.carts.addRow({
      ...booked('Madrid', '28013'),
      cart: cart.id,
      product_id: kala.productId,
    });
    expect(added.statusCode).toBe(201);
    const refused = await checkout.startCard(cart.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ shipping_postal_code: [mismatch] });
    expect(await testApp.db.select().from(orders).where(eq(orders.cartId, cart.id))).toEqual([]);
    expect((await checkout.carts.cart(cart.id)).order_number).toBeNull();
  });
});
