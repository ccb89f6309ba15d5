import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { coupons } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { checkoutClient, checkoutData } from '../payment/checkout-test-fixtures.ts';
import { accountClient, insertAccount } from './account-test-fixtures.ts';
import { outboxEmlTexts } from '../../testing/outbox-files.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'newsletter-'));
  testApp = await openTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const path = '/auth-users/v1/newsletters/';
const payload = (email: string, store = 'ESSM') => ({
  email,
  tag: 'newsletter',
  meta_data: {},
  store,
});

/** What the mail server got: the outbox sender runs first, as the api's background does. */
async function outboxMessages(): Promise<string[]> {
  await testApp.app.background.runNow();
  return outboxEmlTexts(dataDir);
}

/** The code printed in the subscriber's e-mail. */
async function mailedCode(email: string): Promise<string> {
  const message = (await outboxMessages()).find((text) => text.includes(`To: ${email}`));
  const code = message?.match(/HOLA5-[A-Z0-9]{8}/)?.[0];
  if (!code) throw new Error(`no coupon e-mail to ${email}`);
  return code;
}

describe('newsletter subscriptions', () => {
  it('subscribes a guest and e-mails a single-use 5 € coupon bound to the e-mail', async () => {
    const guest = accountClient(testApp);
    const response = await guest('POST', path, payload('Lucia.Perez@example.com'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: 'lucia.perez@example.com',
      tag: 'newsletter',
      store: 'ESSM',
      welcome_coupon: true,
    });
    const code = await mailedCode('lucia.perez@example.com');
    const [coupon] = await testApp.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon).toMatchObject({
      storeCode: 'ESSM',
      discountType: 'amount',
      amount: 500,
      maxRedemptions: 1,
      boundEmail: 'lucia.perez@example.com',
    });
    const raw = (await outboxMessages()).find((text) => text.includes(code)) ?? '';
    const message = await simpleParser(raw);
    expect(message.subject).toMatch(/^Tu cupón de 5 € de bienvenida a /);
    expect(message.text).toContain(
      'Válido para un solo uso y solo con este correo electrónico (lucia.perez@example.com)',
    );
    expect(message.html).toContain(code);
  });

  it('answers a second subscription with the spec’s message, in each language', async () => {
    const guest = accountClient(testApp);
    await guest('POST', path, payload('dos@example.com'));
    const again = await guest('POST', path, payload('DOS@example.com'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      non_field_errors: ['Ya existe un usuario suscrito con éste email'],
    });
    await guest('POST', path, payload('deux@example.fr', 'FRSM'), 'store=FRSM');
    const french = await guest('POST', path, payload('deux@example.fr', 'FRSM'), 'store=FRSM');
    expect(french.statusCode).toBe(400);
    expect(french.json().non_field_errors).toHaveLength(1);
    expect(french.json().non_field_errors[0]).not.toBe(
      'Ya existe un usuario suscrito con éste email',
    );
    const code = await mailedCode('deux@example.fr');
    const [coupon] = await testApp.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon).toMatchObject({ storeCode: 'FRSM', amount: 500 });
  });

  it('refuses a bad e-mail on the field', async () => {
    const response = await accountClient(testApp)('POST', path, payload('no-es-un-correo'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['El correo electrónico debe ser válido'] });
  });

  it('lets only the subscriber’s cart use the coupon', async () => {
    await accountClient(testApp)('POST', path, payload('ana.garcia@example.com'));
    const code = await mailedCode('ana.garcia@example.com');
    const checkout = checkoutClient(testApp);
    const otherEmail =
      'Este cupón es para otra dirección de correo: usa la dirección a la que te lo enviamos o quítalo';
    // readyCart fills in ana.garcia@example.com, the subscriber.
    const own = await checkout.readyCart();
    const stranger = await checkout.readyCart();
    await checkout.carts.update(stranger.id, { email: 'otra.persona@example.com' });
    const validate = (cart: string) =>
      checkout.carts.call('POST', 'coupons/validate-coupon/', 'store=ESSM', { cart, code });
    const refused = await validate(stranger.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: [otherEmail] });
    const accepted = await validate(own.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ total_discount: 500 });
    // Changing the cart's e-mail afterwards takes the discount away again...
    const changed = await checkout.carts.update(own.id, { email: 'otra.persona@example.com' });
    expect(changed.json()).toMatchObject({ total_discount: 0, coupon: { message: otherEmail } });
    // ... and the order cannot be placed with it: the customer is told, nothing is charged.
    const placed = await checkout.post('transfer/payments/create_order/', {
      cart: own.id,
      idempotency_key: crypto.randomUUID(),
    });
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toEqual({ coupon: [otherEmail] });
  });

  it('takes the welcome coupon in a cart without an e-mail yet, as its e-mail says', async () => {
    await accountClient(testApp)('POST', path, payload('ana.garcia@example.com'));
    const code = await mailedCode('ana.garcia@example.com');
    const checkout = checkoutClient(testApp);
    // The cart as it is before the checkout: products, no e-mail.
    const fresh = await checkout.carts.newCart();
    const product = await seededProduct(testApp.db, 'BRS-CL730');
    await checkout.carts.addRow({ cart: fresh.id, product_id: product.id, quantity: 1 });
    const accepted = await checkout.carts.call('POST', 'coupons/validate-coupon/', 'store=ESSM', {
      cart: fresh.id,
      code,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ total_discount: 500 });
    // The subscriber's own e-mail at the checkout keeps it; the order is placed with it.
    const filled = await checkout.carts.update(fresh.id, {
      ...checkoutData.ESSM,
      email: 'Ana.Garcia@example.com',
    });
    expect(filled.json()).toMatchObject({ total_discount: 500 });
    const placed = await checkout.post('transfer/payments/create_order/', {
      cart: fresh.id,
      idempotency_key: crypto.randomUUID(),
    });
    expect(placed.statusCode).toBe(201);
  });

  it('lists the caller’s subscriptions and lets only them unsubscribe', async () => {
    const holder = await insertAccount(testApp, { email: 'socio@example.com' });
    const stranger = await insertAccount(testApp);
    const created = await accountClient(testApp)('POST', path, payload('socio@example.com'));
    const id = created.json().id;
    const mine = await accountClient(testApp, holder.token)('GET', path);
    expect(mine.json()).toMatchObject({ count: 1, results: [{ id, email: 'socio@example.com' }] });
    expect((await accountClient(testApp)('GET', path)).statusCode).toBe(401);
    const theirs = await accountClient(testApp, stranger.token)('DELETE', `${path}${id}/`);
    expect(theirs.statusCode).toBe(404);
    const left = await accountClient(testApp, holder.token)('DELETE', `${path}${id}/`);
    expect(left.statusCode).toBe(204);
    expect((await accountClient(testApp, holder.token)('GET', path)).json()).toMatchObject({
      count: 0,
    });
    // Coming back subscribes again, without a second coupon.
    const before = (await outboxMessages()).length;
    const back = await accountClient(testApp, holder.token)(
      'POST',
      path,
      payload('socio@example.com'),
    );
    expect(back.statusCode).toBe(201);
    // ... and says so, so the shop does not announce a coupon it did not send.
    expect(back.json()).toMatchObject({ email: 'socio@example.com', welcome_coupon: false });
    expect(created.json()).toMatchObject({ welcome_coupon: true });
    expect((await outboxMessages()).length).toBe(before);
  });

  it('refuses the 4th request for one e-mail in an hour with 429, sending nothing more', async () => {
    const guest = accountClient(testApp);
    expect((await guest('POST', path, payload('insistente@example.com'))).statusCode).toBe(201);
    for (let attempt = 2; attempt <= 3; attempt += 1)
      expect((await guest('POST', path, payload('Insistente@example.com'))).statusCode).toBe(400);
    const mailed = (await outboxMessages()).length;
    const refused = await guest('POST', path, payload('insistente@example.com'));
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(refused.json()).toEqual({
      detail:
        'Demasiadas solicitudes de suscripción a la newsletter. Espera 60 minutos y vuelve a intentarlo.',
    });
    // Per e-mail whatever the edition: the French answer says the same in French.
    const french = await guest(
      'POST',
      path,
      payload('insistente@example.com', 'FRSM'),
      'store=FRSM',
    );
    expect(french.statusCode).toBe(429);
    expect(french.json().detail).toMatch(/^Trop de demandes d’inscription à la newsletter/);
    expect((await outboxMessages()).length).toBe(mailed);
    // Someone else's e-mail is not affected.
    expect((await guest('POST', path, payload('tranquila@example.com'))).statusCode).toBe(201);
  });

  it('refuses a caller that tries more than 20 e-mails in an hour', async () => {
    const fromScript = (email: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `${path}?store=ESSM`,
        payload: payload(email),
        remoteAddress: '203.0.113.50',
      });
    // Malformed e-mails are counted too: the limit comes before any check.
    for (let attempt = 1; attempt <= 20; attempt += 1)
      expect((await fromScript(`lista-${attempt}`)).statusCode).toBe(400);
    const refused = await fromScript('victima@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailedCode('victima@example.com').catch(() => null)).toBeNull();
  });
});
