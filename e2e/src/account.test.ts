import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logIn,
  mailContaining,
  mailTo,
  sameOriginLink,
  signUp,
  translator,
  uniqueEmail,
} from './account-fixtures.ts';
import { shops } from './checkout-fixtures.ts';
import { launchBrowser, viewports, newVisitorContext } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function newPage() {
  const context = await newVisitorContext(browser, { viewport: viewports.desktop });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.stack ?? error.message));
  return { context, page, problems };
}

describe.each(shops)('accounts, $store', (shop) => {
  const t = translator(shop.locale);
  const account = {
    email: uniqueEmail(`e2e-${shop.store.toLowerCase()}`),
    password: 'secreto1',
    firstName: 'Lucía',
    lastName: 'Martín Ruiz',
  };

  it('signs up, activates from the e-mailed link and logs in to the profile', async () => {
    const { context, page, problems } = await newPage();
    await signUp(page, shop.origin, shop.locale, account);

    // An inactive account cannot log in yet.
    await page.goto(`${shop.origin}/login`);
    await logIn(page, shop.locale, account);
    await expect
      .poll(() => page.getByTestId('form-error').textContent())
      .toBe(t('domain.errors.auth.inactive_user'));

    // The first e-mail is lost: the login page sends the link again, and only the new one works.
    const lost = await mailTo(account.email, '/activar-cuenta');
    await page
      .getByTestId('resend-activation')
      .getByRole('button', { name: t('authPages.login.resendActivation') })
      .click();
    await expect
      .poll(() => page.getByTestId('form-notice').textContent())
      .toBe(t('authApi.activationResent'));
    await expect
      .poll(async () => (await mailTo(account.email, '/activar-cuenta')).link)
      .not.toBe(lost.link);
    const { link } = await mailTo(account.email, '/activar-cuenta');
    await page.goto(sameOriginLink(lost.link, shop.origin));
    expect(await page.getByTestId('activation-error').textContent()).toBe(
      t('authApi.activationLinkInvalid'),
    );
    await page.goto(sameOriginLink(link, shop.origin));
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe(t('authPages.login.activated'));

    await logIn(page, shop.locale, account);
    await page.waitForURL(/\/profile\/\d+$/);
    expect(await page.getByTestId('profile-email').textContent()).toBe(account.email);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks in its own language for the password typed again, and keeps what was typed', async () => {
    const { context, page, problems } = await newPage();
    const newcomer = uniqueEmail(`e2e-confirm-${shop.store.toLowerCase()}`);
    await page.goto(`${shop.origin}/signup`);
    await page.getByLabel(t('authPages.fields.email'), { exact: true }).fill(newcomer);
    await page.getByLabel(t('authPages.fields.firstName'), { exact: true }).fill('Lucía');
    await page.getByLabel(t('authPages.fields.password'), { exact: true }).fill('secreto1');
    await page.locator('input[name="privacy_policy"]').check();
    await page.getByRole('button', { name: t('authPages.signup.submit') }).click();
    const confirmation = page.getByLabel(t('authPages.fields.passwordConfirmation'));
    await expect
      .poll(() => confirmation.getAttribute('aria-describedby'))
      .toBe('field-password_confirmation-error');
    expect(await page.locator('#field-password_confirmation-error').textContent()).toBe(
      t('domain.errors.password.confirmation_required'),
    );
    expect(await page.locator('#field-last_name-error').textContent()).toBe(
      t('domain.errors.required.surname'),
    );
    expect(await page.locator('form').textContent()).not.toMatch(/Invalid input|expected/);
    expect(await page.getByLabel(t('authPages.fields.email'), { exact: true }).inputValue()).toBe(
      newcomer,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps shipping and billing addresses, refusing a wrong tax id by its type', async () => {
    const { context, page } = await newPage();
    await page.goto(`${shop.origin}/address/form-shipping`);
    // A guest is sent to log in and brought back.
    expect(new URL(page.url()).pathname).toBe('/login');
    await logIn(page, shop.locale, account);
    await page.waitForURL(/\/address\/form-shipping$/);

    // The page's own form, not the footer's newsletter fields.
    const field = (key: string) =>
      page
        .locator('#content')
        .getByLabel(t(`account.addresses.fields.${key}` as Parameters<typeof t>[0]), {
          exact: true,
        });
    await field('name').fill('Lucía');
    await field('surnames').fill('Martín Ruiz');
    await field('phone').fill(shop.contact.phone);
    await field('address').fill(shop.address.street);
    await field('number').fill('7');
    await field('postalCode').fill(shop.address.postalCode);
    await field('city').fill(shop.address.city);
    await field('province').fill(shop.address.province);
    await page.getByLabel(t('account.addresses.makeDefault')).check();
    await page.getByRole('button', { name: t('account.addresses.save') }).click();
    await page.waitForURL(/\/address\?aviso=saved$/);
    await expect.poll(() => page.getByTestId('shipping-address').count()).toBe(1);
    expect(await page.getByTestId('shipping-address').textContent()).toContain(shop.address.street);

    await page.getByRole('link', { name: t('account.addresses.addBilling') }).click();
    await page.waitForURL(/\/address\/form-billing$/);
    await field('businessName').fill('Reformas Martín SL');
    await field('taxId').fill(shop.badTaxId.value);
    await field('name').fill('Lucía');
    await field('surnames').fill('Martín Ruiz');
    await field('address').fill(shop.address.street);
    await field('number').fill('7');
    await field('postalCode').fill(shop.address.postalCode);
    await field('city').fill(shop.address.city);
    await field('province').fill(shop.address.province);
    await page.getByRole('button', { name: t('account.addresses.save') }).click();
    await expect
      .poll(() => page.locator('#field-tax_id-error').textContent())
      .toBe(t(shop.badTaxId.message));
    await field('taxId').fill(shop.goodTaxId);
    await page.getByRole('button', { name: t('account.addresses.save') }).click();
    await page.waitForURL(/\/address\?aviso=saved$/);
    await expect.poll(() => page.getByTestId('billing-address').count()).toBe(1);

    // Deleting asks first, then says so.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('billing-address').getByRole('button').click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe(t('account.addresses.deleted'));
    await expect.poll(() => page.getByTestId('billing-address').count()).toBe(0);
    await context.close();
  });

  it('keeps the favourites chosen as a guest after logging in', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage();
    await page.goto(`${shop.origin}/${shop.product}.html`);
    // Guests' favourites live in the browser: the heart works once the page has hydrated.
    const heart = page.locator('[data-testid^="favourite-"][data-ready="true"]').first();
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const productId = (await heart.getAttribute('data-testid'))?.replace('favourite-', '');

    // A guest opening favourites goes to log in and comes back to them.
    await page.goto(`${shop.origin}/favourites`);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/favourites');
    // The login form carries the browser's favourites once its scripts run.
    await page.locator('form[data-ready="true"]').waitFor();
    await logIn(page, shop.locale, account);
    await page.waitForURL(/\/favourites$/);
    await expect.poll(() => page.getByTestId(`favourite-${productId}`).count()).toBe(1);

    // The list lives on the account: another browser sees it too.
    const other = await newPage();
    await other.page.goto(`${shop.origin}/login?next=/favourites`);
    await logIn(other.page, shop.locale, account);
    await other.page.waitForURL(/\/favourites$/);
    await expect.poll(() => other.page.getByTestId(`favourite-${productId}`).count()).toBe(1);
    await other.context.close();
    await context.close();
  });

  it('resets the password through the e-mailed link', async () => {
    const { context, page } = await newPage();
    await page.goto(`${shop.origin}/recuperar-contrasena`);
    await page.getByLabel(t('authPages.fields.email')).fill(account.email);
    await page.getByRole('button', { name: t('authPages.recovery.submit') }).click();
    await expect.poll(() => page.getByTestId('form-notice').count()).toBe(1);

    const { link } = await mailTo(account.email, '/restaurar-contrasena');
    await page.goto(sameOriginLink(link, shop.origin));
    await page.getByLabel(t('authPages.fields.password'), { exact: true }).fill('nuevaClave9');
    await page.getByLabel(t('authPages.fields.passwordConfirmation')).fill('nuevaClave9');
    await page.getByRole('button', { name: t('authPages.reset.submit') }).click();
    await page.waitForURL(/\/login\?aviso=password$/);
    account.password = 'nuevaClave9';
    await logIn(page, shop.locale, account);
    await page.waitForURL(/\/profile\/\d+$/);
    await context.close();
  });

  it(
    'changes the password and stays signed in, toggles the newsletter, logs out clean',
    {
      timeout: 120_000,
    },
    async () => {
      const { context, page } = await newPage();
      // A guest's visit leaves a recently viewed product and a favourite in the browser.
      await page.goto(`${shop.origin}/${shop.product}.html`);
      const heart = page.locator('[data-testid^="favourite-"][data-ready="true"]').first();
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      const stored = () =>
        page.evaluate(() =>
          ['recently-viewed', 'favourites'].map((key) => localStorage.getItem(key)),
        );
      await expect.poll(async () => (await stored()).every((value) => value !== null)).toBe(true);

      await page.goto(`${shop.origin}/login`);
      await page.locator('form[data-ready="true"]').waitFor();
      await logIn(page, shop.locale, account);
      await page.waitForURL(/\/profile\/\d+$/);
      const profile = page.url();

      // A new password ends the account's other sessions, but not this one.
      await page.goto(`${profile}/access-data`);
      await page.getByLabel(t('account.accessData.password'), { exact: true }).fill('otraClave77');
      await page.getByLabel(t('account.accessData.passwordConfirmation')).fill('otraClave77');
      await page.getByLabel(t('account.accessData.currentPassword')).fill(account.password);
      await page.getByRole('button', { name: t('account.accessData.submit') }).click();
      await expect
        .poll(() => page.getByTestId('form-notice').textContent())
        .toBe(t('account.accessData.saved'));
      account.password = 'otraClave77';
      // Once the access token has expired, the refresh token the change handed out still works.
      const cookies = await context.cookies(shop.origin);
      await context.clearCookies({ name: 'access_token' });
      expect(cookies.some((cookie) => cookie.name === 'refresh_token')).toBe(true);
      await page.goto(profile);
      expect(page.url()).toBe(profile);

      // The newsletter page subscribes and unsubscribes the account's e-mail.
      await page.goto(`${shop.origin}/newsletter`);
      const state = page.getByTestId('newsletter-state');
      expect(await state.textContent()).toBe(t('account.newsletter.notSubscribed'));
      // The footer has its own subscribe button: this is the account page's.
      const main = page.locator('main');
      await main.getByRole('button', { name: t('account.newsletter.subscribe') }).click();
      await expect
        .poll(() => state.textContent())
        .toBe(t('account.newsletter.subscribed', { email: account.email }));
      await main.getByRole('button', { name: t('account.newsletter.unsubscribe') }).click();
      await expect.poll(() => state.textContent()).toBe(t('account.newsletter.notSubscribed'));

      // Logging out lands on the home page and forgets the session and the browser's lists.
      await page.getByTestId('logout').first().click();
      await page.waitForURL(`${shop.origin}/`);
      expect(await stored()).toEqual([null, null]);
      const left = (await context.cookies(shop.origin)).map((cookie) => cookie.name);
      expect(left).not.toContain('access_token');
      expect(left).not.toContain('refresh_token');
      await page.goto(profile);
      expect(new URL(page.url()).pathname).toBe('/login');
      await context.close();
    },
  );

  it('subscribes from the footer, shows the success dialog and e-mails the coupon', async () => {
    const { context, page } = await newPage();
    const email = uniqueEmail(`news-${shop.store.toLowerCase()}`);
    // The checks on blur and the dialogs need the page's scripts.
    await page.goto(`${shop.origin}/`, { waitUntil: 'networkidle' });
    const form = page.locator('[data-testid="newsletter-form"][data-ready="true"]');
    // Every field is checked on submit and nothing is sent while one is wrong.
    await form.getByRole('button').click();
    await expect.poll(() => form.getByText(t('domain.errors.email.required')).count()).toBe(1);
    await form
      .getByLabel(t('layout.footer.newsletter.email'), { exact: true })
      .fill('no-es-un-correo');
    await form.getByLabel(t('layout.footer.newsletter.name'), { exact: true }).focus();
    await expect.poll(() => form.getByText(t('domain.errors.email.invalid')).count()).toBe(1);
    await form.getByLabel(t('layout.footer.newsletter.email'), { exact: true }).fill(email);
    await form.getByLabel(t('layout.footer.newsletter.name'), { exact: true }).fill('Lucía');
    await form.getByLabel(t('layout.footer.newsletter.surname'), { exact: true }).fill('Martín');
    // Leaving the last field clears its message before the checkbox is clicked.
    await form.getByLabel(t('layout.footer.newsletter.surname'), { exact: true }).press('Tab');
    await form.locator('input[name="privacy_policy"]').check();
    await form.getByRole('button').click();
    const dialog = page.getByTestId('newsletter-dialog-created');
    // The api answers after writing the coupon e-mail: slower than a page on a busy machine.
    await expect.poll(() => dialog.count(), { timeout: 20_000 }).toBe(1);
    await dialog.getByRole('button', { name: t('accountShell.newsletterDialog.accept') }).click();
    const welcome = await mailContaining(email, /5[,.]00|5 €|5&nbsp;€/);
    const code = /HOLA5-[A-Z0-9]{8}/.exec(welcome)?.[0] ?? '';

    // The same e-mail again: 'Lo sentimos!'.
    await form.getByRole('button').click();
    await expect
      .poll(() => page.getByTestId('newsletter-dialog-exists').count(), { timeout: 20_000 })
      .toBe(1);

    // Where the e-mail says to use it, before any e-mail is typed: the checkout's coupon field.
    await page.goto(`${shop.origin}/${shop.product}.html`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: t('cartPage.add.button') })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('header-cart-count').textContent()).toBe('1');
    await page.goto(`${shop.origin}/checkout`, { waitUntil: 'networkidle' });
    await page.getByLabel(t('cartPage.coupon.title')).fill(code);
    await page.getByRole('button', { name: t('cartPage.coupon.apply') }).click();
    await expect
      .poll(() => page.getByTestId('coupon-message').textContent())
      .toBe(t('cart.couponApplied'));
    await expect
      .poll(() => page.getByText(t('checkout.summary.discount', { code })).count())
      .toBe(1);
    await context.close();
  });
});
