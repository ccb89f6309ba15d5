import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logIn,
  mailTo,
  sameOriginLink,
  signUp,
  translator,
  uniqueEmail,
} from './account-fixtures.ts';
import { createGuestCart, shops, type CheckoutShop } from './checkout-fixtures.ts';
import { configureScreen, measuredScreens } from './configurator-fixtures.ts';
import { launchBrowser, viewports, newVisitorContext } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A new, activated account signed in on a fresh browser context. */
async function signedInCustomer(shop: CheckoutShop) {
  const context = await newVisitorContext(browser, { viewport: viewports.desktop });
  const page = await context.newPage();
  const account = {
    email: uniqueEmail(`buyer-${shop.store.toLowerCase()}`),
    password: 'secreto1',
    firstName: 'Marta',
    lastName: 'Sánchez Gil',
  };
  await signUp(page, shop.origin, shop.locale, account);
  const { link } = await mailTo(account.email, '/activar-cuenta');
  await page.goto(sameOriginLink(link, shop.origin));
  await logIn(page, shop.locale, account);
  await page.waitForURL(/\/profile\/\d+$/);
  return { context, page, account };
}

async function holdCart(context: BrowserContext, shop: CheckoutShop): Promise<string> {
  const cartId = await createGuestCart(shop);
  await context.addCookies([
    { name: 'cart', value: cartId, url: shop.origin, httpOnly: true, sameSite: 'Lax' },
  ]);
  return cartId;
}

/** A shipping address added through the address book's own form. */
async function addShippingAddress(
  page: Page,
  shop: CheckoutShop,
  address: { name: string; street: string; number: string; isDefault: boolean },
) {
  await page.goto(`${shop.origin}/address/form-shipping`);
  await page.locator('#field-name').fill(address.name);
  await page.locator('#field-surnames').fill('Sánchez Gil');
  await page.locator('#field-phone').fill(shop.contact.phone);
  await page.locator('#field-address').fill(address.street);
  await page.locator('#field-number').fill(address.number);
  await page.locator('#field-postal_code').fill(shop.address.postalCode);
  await page.locator('#field-city').fill(shop.address.city);
  await page.locator('#field-province').fill(shop.address.province);
  await page.locator('input[name="default"]').setChecked(address.isDefault);
  await page
    .getByRole('button', { name: translator(shop.locale)('account.addresses.save') })
    .click();
  await page.waitForURL(/\/address(\?|$)/);
}

async function payByCard(page: Page) {
  await page.waitForURL((url) => url.hostname === '127.0.0.1');
  await page.locator('#card-number').fill('4111 1111 1111 1111');
  await page.locator('#card-expiry').fill('03/30');
  await page.locator('#card-cvc').fill('737');
  await page.locator('#card-holder').fill('Marta Sánchez');
  await page.locator('#card-number').press('Enter');
}

type Translate = ReturnType<typeof translator>;

/** The native modal: Escape closes it, the page behind does not scroll, it records the incident. */
async function openIncidentInModal(page: Page, t: Translate) {
  // A button only once the page is hydrated (before that it is a link to the in-page form).
  const open = page.getByRole('button', { name: t('account.order.incident') });
  const dialog = page.getByRole('dialog', { name: t('account.order.incidentTitle') });
  await open.click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  // The scroll lock follows the dialog in an effect, a frame later: wait for it, do not race it.
  const pageOverflow = () => page.evaluate(() => document.documentElement.style.overflow);
  await expect.poll(pageOverflow).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect.poll(pageOverflow).toBe('');

  await open.click();
  await dialog.getByRole('button', { name: t('account.order.incidentSubmit') }).click();
  // Refused: the modal stays open with the message on its field.
  await expect
    .poll(() => dialog.locator('#incident-message-error').textContent())
    .toBe(t('account.order.incidentMessageRequired'));
  await dialog.locator('#incident-reason').selectOption('damaged');
  await dialog.locator('#incident-message').fill('El cristal llegó rayado');
  await dialog.getByRole('button', { name: t('account.order.incidentSubmit') }).click();
  await expect
    .poll(() => page.getByTestId('form-notice').textContent())
    .toBe(t('account.order.incidentSent'));
  expect(await dialog.isVisible()).toBe(false);

  await open.click();
  await dialog.getByRole('button', { name: t('account.order.incidentClose') }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

/** The same form posted by a browser without JavaScript, signed in as the same customer. */
async function openIncidentWithoutScript(context: BrowserContext, orderUrl: string, t: Translate) {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const plain = await newVisitorContext(browser, {
    javaScriptEnabled: false,
    viewport: viewports.desktop,
  });
  await plain.addCookies(await context.cookies());
  const page = await plain.newPage();
  await page.goto(orderUrl);
  const form = page.locator('#order-incident');
  expect(await form.isVisible()).toBe(false);
  await page.getByRole('link', { name: t('account.order.incident') }).click();
  await expect.poll(() => form.isVisible()).toBe(true);
  await form.locator('#incident-message').fill('Falta el perfil de la pared');
  await form.locator('#incident-reason').selectOption('missing');
  await form.getByRole('button', { name: t('account.order.incidentSubmit') }).click();
  await expect
    .poll(() => page.getByTestId('form-notice').textContent())
    .toBe(t('account.order.incidentSent'));
  await plain.close();
}

describe.each(shops)('buying with an account, $store', (shop) => {
  const t = translator(shop.locale);

  it(
    'prefills the checkout, keeps the address and shows the order with its PDF invoice',
    { timeout: 180_000 },
    async () => {
      const { context, page, account } = await signedInCustomer(shop);
      await holdCart(context, shop);
      await page.goto(`${shop.origin}/checkout`);
      // The account's contact data is already there.
      expect(await page.locator('#email').inputValue()).toBe(account.email);
      expect(await page.locator('#name').inputValue()).toBe(account.firstName);
      await page.locator('#phone').fill(shop.contact.phone);
      await page.locator('#shipping_address').fill(shop.address.street);
      await page.locator('#shipping_number').fill('3');
      await page.locator('#shipping_postal_code').fill(shop.address.postalCode);
      await page.locator('#shipping_city').fill(shop.address.city);
      await page.locator('#shipping_province').fill(shop.address.province);
      await page.getByTestId('save-address').check();
      // Separate billing data (a company) is saved to the billing book with the same tick.
      await page.locator('#different_billing').check();
      await page.locator('#billing_business_name').fill('Reformas Sol S.L.');
      await page.locator('#billing_tax_id').fill(shop.goodTaxId);
      await page.locator('#billing_address').fill(shop.address.street);
      await page.locator('#billing_number').fill('12');
      await page.locator('#billing_postal_code').fill(shop.address.postalCode);
      await page.locator('#billing_city').fill(shop.address.city);
      await page.locator('#billing_province').fill(shop.address.province);
      await page.locator('input[name="payment_method_selected"][value="card"]').check();
      await page.getByRole('button', { name: t('checkout.place.submit') }).click();
      await payByCard(page);
      await page.waitForURL(/\/checkout\/result\/[A-Za-z0-9]+$/);
      const orderNumber = await page.getByTestId('order-number').textContent();

      // The order placed while signed in is the account's.
      await page.goto(`${shop.origin}/order`);
      expect(await page.locator('#content').textContent()).toContain(orderNumber);
      await page.getByRole('link', { name: orderNumber ?? '', exact: true }).click();
      await page.waitForURL(/\/order\/\d+$/);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(t('account.order.title', { number: orderNumber ?? '' }));
      const invoice = page.getByTestId('invoice-link').first();
      await expect.poll(() => invoice.count()).toBe(1);
      // Fetched by the browser itself: Node does not resolve *.localhost names.
      const pdf = await page.evaluate(
        async (href) => {
          const response = await fetch(href);
          const bytes = new Uint8Array(await response.arrayBuffer()).subarray(0, 4);
          return {
            status: response.status,
            type: response.headers.get('content-type'),
            magic: String.fromCharCode(...bytes),
          };
        },
        (await invoice.getAttribute('href')) ?? '',
      );
      expect(pdf).toEqual({ status: 200, type: 'application/pdf', magic: '%PDF' });

      // 'Open incident' is the order_incident modal; without JavaScript the form is in the page.
      await openIncidentInModal(page, t);
      await openIncidentWithoutScript(context, page.url(), t);

      // "Save this address" put both addresses in the address book.
      await page.goto(`${shop.origin}/address`);
      expect(await page.getByTestId('shipping-address').first().textContent()).toContain(
        shop.address.street,
      );
      expect(await page.getByTestId('billing-address').first().textContent()).toContain(
        'Reformas Sol S.L.',
      );
      await context.close();
    },
  );

  it(
    'offers the address book at the checkout and ships to the address picked',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await signedInCustomer(shop);
      const home = { name: 'Marta', street: shop.address.street, number: '3', isDefault: true };
      const work = {
        name: 'Lucía',
        street: `${shop.address.street} Alta`,
        number: '41',
        isDefault: false,
      };
      await addShippingAddress(page, shop, home);
      await addShippingAddress(page, shop, work);
      await holdCart(context, shop);
      await page.goto(`${shop.origin}/checkout`);

      // The default address comes first, chosen and filled in.
      const choices = page.getByTestId('shipping-choice').getByRole('radio');
      await expect.poll(() => choices.count()).toBe(3);
      expect(await choices.first().isChecked()).toBe(true);
      expect(await page.locator('#shipping_address').inputValue()).toBe(home.street);

      // Picking the other one fills the form with it.
      await page.getByTestId('shipping-choice').getByText(work.street).click();
      await expect.poll(() => page.locator('#shipping_address').inputValue()).toBe(work.street);
      expect(await page.locator('#shipping_number').inputValue()).toBe(work.number);
      expect(await page.locator('#name').inputValue()).toBe(work.name);

      // "Use a new address" empties the address fields, and the saved one comes back on request.
      await page
        .getByTestId('shipping-choice')
        .getByText(t('checkout.addressBook.shippingNew'))
        .click();
      await expect.poll(() => page.locator('#shipping_address').inputValue()).toBe('');
      await page.getByTestId('shipping-choice').getByText(work.street).click();
      await expect.poll(() => page.locator('#shipping_address').inputValue()).toBe(work.street);

      await page.locator('input[name="payment_method_selected"][value="card"]').check();
      await page.getByRole('button', { name: t('checkout.place.submit') }).click();
      await payByCard(page);
      await page.waitForURL(/\/checkout\/result\/[A-Za-z0-9]+$/);
      const orderNumber = await page.getByTestId('order-number').textContent();

      await page.goto(`${shop.origin}/order`);
      await page.getByRole('link', { name: orderNumber ?? '', exact: true }).click();
      await page.waitForURL(/\/order\/\d+$/);
      const shipped = page.getByTestId('account-order').locator('address').first();
      await expect.poll(() => shipped.textContent()).toContain(`${work.street}, ${work.number}`);
      expect(await shipped.textContent()).toContain(work.name);
      await context.close();
    },
  );

  it('saves the cart as a quotation with its validity date', { timeout: 120_000 }, async () => {
    const { context, page, account } = await signedInCustomer(shop);
    // A made-to-measure screen configured in the product page: 100 x 190 cm.
    await page.goto(`${shop.origin}${measuredScreens[shop.locale]}`);
    const sidebar = await configureScreen(page, shop.locale);
    await sidebar.getByRole('button', { name: t('product.configurator.addToCart') }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await page.goto(`${shop.origin}/quotation`);
    await page.getByTestId('save-quotation').click();
    await page.waitForURL(/\/quotation\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(new RegExp(`${shop.store.slice(0, 2)}\\d{8}`));
    // Valid for now: it can be accepted, and says nothing of expiry.
    expect(await page.getByTestId('quotation-accept').count()).toBe(1);
    expect(await page.getByTestId('quotation-expired').count()).toBe(0);
    // Its row says what was configured, as the cart did: measures in cm, options, complements.
    const configuration = page.getByTestId('row-configuration');
    expect(await configuration.count()).toBe(1);
    expect(await configuration.textContent()).toMatch(/100 cm.*190 cm/);
    expect(await configuration.locator('dt').count()).toBeGreaterThanOrEqual(4);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const number = /[A-Z]{2}\d{8}/.exec(heading)?.[0] ?? '';
    await page.goto(`${shop.origin}/quotation`);
    await expect.poll(() => page.getByTestId('order-list').locator('li').count()).toBe(1);

    // Looked up in /estado-pedido it is still a quotation, not an order the customer placed.
    await page.goto(`${shop.origin}/estado-pedido`);
    await page.locator('#email').fill(account.email);
    await page.locator('#order_number').fill(number);
    await page.getByRole('button', { name: t('orderStatus.submit') }).click();
    await expect
      .poll(() => page.locator('#order-title').textContent())
      .toBe(t('orderStatus.order.quotationTitle', { number }));
    await context.close();
  });
});
