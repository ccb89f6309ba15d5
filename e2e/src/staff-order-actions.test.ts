import { mkdirSync } from 'node:fs';
import { translate, type MessageKey, type MessageParams } from '@shop/i18n';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSessionCookies, mailContaining } from './account-fixtures.ts';
import { apiUrl, createGuestCart, placeTransferOrder, shops } from './checkout-fixtures.ts';
import {
  expectNoSeriousAxeViolations,
  launchBrowser,
  newVisitorContext,
  openPage,
  viewports,
} from './shop.ts';
import {
  checkoutByTransfer,
  markTransferReceived,
  openOrder,
  orderHeader,
  orderNotice,
  staffAccounts,
  staffSignIn,
  staffWords,
  subOrderIds,
} from './staff-fixtures.ts';

/*
 * Issue 15 through the screens: the order manager marks a customer's bank transfer received
 * (the order becomes paid, with its invoice) and ships the order in two shipments; the customer
 * follows each one in the user area, on /estado-pedido and in the e-mails. A support role sees
 * the same order without any action.
 */

const shop = shops[0];
const customer = 'cliente@mamparas-demo.es';
const screenshots = new URL('../artifacts/staff-order-actions/', import.meta.url);
const say = (key: MessageKey, params?: MessageParams) => translate('es', key, params);

let browser: Browser;
const t = staffWords;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo customer signed in, with a cart of two rows (two sub-orders), placed by transfer. */
async function customerTransferOrder(): Promise<{ context: BrowserContext; number: string }> {
  const context = await newVisitorContext(browser, { viewport: viewports.desktop });
  const cookies = await demoSessionCookies(customer, shop.origin);
  const cartId = await createGuestCart(shop);
  const query = `?store=${shop.store}&language=${shop.locale}`;
  const soap = await fetch(
    `${apiUrl}/catalog/v1/products/dosificador-de-jabon/retrieve_by_slug/${query}`,
  );
  const added = await fetch(`${apiUrl}/cart/v1/cart-rows/${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cart: cartId,
      product_id: ((await soap.json()) as { id: number }).id,
      quantity: 1,
    }),
  });
  expect(added.ok).toBe(true);
  await context.addCookies([
    ...cookies,
    { name: 'cart', value: cartId, url: shop.origin, httpOnly: true, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  const number = await checkoutByTransfer(page, customer);
  await page.close();
  return { context, number };
}

/** Ships one sub-order through its form: a first try without carrier is refused in place. */
async function ship(page: Page, subOrderId: number, tracking: string) {
  const actions = page.getByRole('group', {
    name: t('staffApp.orderActions.subOrderActions', { id: subOrderId }),
  });
  await actions.getByRole('button', { name: t('staffApp.orderActions.ship') }).click();
  const form = page.getByRole('form', {
    name: t('staffApp.orderActions.shipTitle', { id: subOrderId }),
  });
  const carrier = form.getByLabel(t('staffApp.orderActions.carrier'));
  const trackingField = form.getByLabel(t('staffApp.orderActions.trackingNumber'));
  // The form opens on its first field, for the keyboard.
  await expect.poll(() => carrier.evaluate((input) => input === document.activeElement)).toBe(true);
  await trackingField.fill(tracking);
  await form.getByRole('button', { name: t('staffApp.orderActions.shipSubmit') }).click();
  await expect
    .poll(() => form.locator(`#sub-order-${subOrderId}-ship-carrier-messages`).textContent())
    .toBe(say('api.required'));
  expect(await carrier.getAttribute('aria-invalid')).toBe('true');
  expect(await trackingField.inputValue()).toBe(tracking);

  await carrier.fill('SEUR');
  await form.getByRole('button', { name: t('staffApp.orderActions.shipSubmit') }).click();
  await expect
    .poll(() => orderNotice(page))
    .toBe(
      t('staffApp.orderActions.shipped', { id: subOrderId, carrier: 'SEUR', tracking: tracking }),
    );
  await expect.poll(() => form.count()).toBe(0);
}

/** What the customer sees of the order: the user area's page and the order lookup. */
async function customerSees(context: BrowserContext, number: string) {
  const page = await context.newPage();
  await page.goto(`${shop.origin}/order`);
  await page.getByRole('link', { name: number, exact: true }).click();
  await page.waitForURL(/\/order\/\d+$/);
  const account = (await page.getByTestId('account-order').textContent()) ?? '';
  await page.goto(`${shop.origin}/estado-pedido`);
  await page.locator('#email').fill(customer);
  await page.locator('#order_number').fill(number);
  await page.getByRole('button', { name: say('orderStatus.submit') }).click();
  await expect.poll(() => page.getByTestId('order-shipment').count()).toBe(2);
  const lookup = await page.getByTestId('order-shipment').allTextContents();
  await page.close();
  return { account, lookup };
}

describe('staff order actions in the staff app', () => {
  it(
    'marks a transfer received, then ships the order in two shipments the customer follows',
    { timeout: 240_000 },
    async () => {
      const { context, number } = await customerTransferOrder();
      const { page, problems, close } = await openPage(browser, 'desktop');
      try {
        await staffSignIn(page, staffAccounts.orderManager);
        const orderUrl = await openOrder(page, number);
        const [first, second] = await subOrderIds(page);
        if (first === undefined || second === undefined) throw new Error('two sub-orders');

        // Awaiting its transfer: the money can be marked received; nothing can ship yet.
        const transfer = page.getByRole('form', {
          name: t('staffApp.orderActions.transfer.title'),
        });
        const amount = transfer.getByLabel(t('staffApp.orderActions.transfer.amount'));
        expect(await amount.inputValue()).toMatch(/^\d+,\d{2}$/);
        const firstActions = page.getByRole('group', {
          name: t('staffApp.orderActions.subOrderActions', { id: first }),
        });
        expect(await firstActions.getByRole('button').allTextContents()).toEqual([
          t('staffApp.orderActions.delay'),
        ]);
        // Without its reference the api refuses; the amount typed stays.
        await amount.fill('1,00');
        await transfer
          .getByRole('button', { name: t('staffApp.orderActions.transfer.submit') })
          .click();
        await expect
          .poll(() => transfer.locator('#transfer-received-reference-messages').textContent())
          .toBe(say('api.required'));
        expect(await amount.inputValue()).toBe('1,00');
        await expectNoSeriousAxeViolations(page);
        await page.screenshot({
          path: new URL('transfer-desktop.png', screenshots).pathname,
          fullPage: true,
        });
        // The wrong amount is refused too, on its field.
        await transfer
          .getByLabel(t('staffApp.orderActions.transfer.reference'))
          .fill(`BANK-${number}`);
        await transfer
          .getByRole('button', { name: t('staffApp.orderActions.transfer.submit') })
          .click();
        await expect
          .poll(() => transfer.locator('#transfer-received-amount-messages').textContent())
          .not.toBe('');
        await page.reload();
        await markTransferReceived(page, number);
        // Paid, with its invoice, and the transfer form gone.
        await expect.poll(() => orderHeader(page)).toContain(say('domain.orderStatus.400'));
        await expect.poll(() => page.getByRole('link', { name: /PDF/ }).count()).toBe(1);
        expect(await transfer.count()).toBe(0);

        // Two shipments, one at a time.
        const tracking = [`TRK1-${number}`, `TRK2-${number}`] as const;
        await ship(page, first, tracking[0]);
        await expect.poll(() => orderHeader(page)).toContain(say('domain.orderStatus.600'));
        const afterFirst = await customerSees(context, number);
        expect(afterFirst.account).toContain(
          say('account.order.tracking', { carrier: 'SEUR', number: tracking[0] }),
        );
        expect(afterFirst.lookup.join(' ')).toContain(
          say('orderStatus.order.tracking', { carrier: 'SEUR', number: tracking[0] }),
        );
        expect(await mailContaining(customer, new RegExp(tracking[0]))).toContain('SEUR');

        // The second form, open on a phone too, before it ships.
        const phone = await openPage(browser, 'phone');
        try {
          await staffSignIn(phone.page, staffAccounts.orderManager);
          await phone.page.goto(orderUrl);
          await phone.page
            .getByRole('group', {
              name: t('staffApp.orderActions.subOrderActions', { id: second }),
            })
            .getByRole('button', { name: t('staffApp.orderActions.ship') })
            .click();
          await expectNoSeriousAxeViolations(phone.page);
          await phone.page.screenshot({
            path: new URL('order-phone.png', screenshots).pathname,
            fullPage: true,
          });
          expect(
            await phone.page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(viewports.phone.width);
        } finally {
          await phone.close();
        }

        await ship(page, second, tracking[1]);
        await expect.poll(() => orderHeader(page)).toContain(say('domain.orderStatus.650'));
        const afterSecond = await customerSees(context, number);
        for (const trackingNumber of tracking) {
          expect(afterSecond.account).toContain(
            say('account.order.tracking', { carrier: 'SEUR', number: trackingNumber }),
          );
          expect(afterSecond.lookup.join(' ')).toContain(
            say('orderStatus.order.tracking', { carrier: 'SEUR', number: trackingNumber }),
          );
        }
        expect(await mailContaining(customer, new RegExp(tracking[1]))).toContain('SEUR');

        // Shipped goods: delivered or in incident, never cancelled.
        await page
          .getByRole('group', { name: t('staffApp.orderActions.subOrderActions', { id: first }) })
          .getByRole('button', { name: t('staffApp.orderActions.incident') })
          .click();
        await expectNoSeriousAxeViolations(page);
        await page.screenshot({
          path: new URL('order-desktop.png', screenshots).pathname,
          fullPage: true,
        });
        expect(
          await page.getByRole('region', { name: t('staffApp.orderActions.cancel.title') }).count(),
        ).toBe(0);
        // Escape closes the form and gives the focus back to the button that opened it.
        const incidentForm = page.getByRole('form', {
          name: t('staffApp.orderActions.incidentTitle', { id: first }),
        });
        await incidentForm.getByLabel(t('staffApp.orderActions.incidentNote')).press('Escape');
        await expect.poll(() => incidentForm.count()).toBe(0);
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
          t('staffApp.orderActions.incident'),
        );
        // Delivered, then brought back: the return form takes it back and refunds it at once
        // (a transfer is paid back by staff), and the customer is told the amount.
        await page
          .getByRole('group', { name: t('staffApp.orderActions.subOrderActions', { id: first }) })
          .getByRole('button', { name: t('staffApp.orderActions.deliver') })
          .click();
        await page
          .getByRole('form', { name: t('staffApp.orderActions.deliverTitle', { id: first }) })
          .getByRole('button', { name: t('staffApp.orderActions.deliverSubmit') })
          .click();
        await expect
          .poll(() => orderNotice(page))
          .toBe(t('staffApp.orderActions.delivered', { id: first }));
        const giveBack = page.getByRole('form', {
          name: t('staffApp.orderActions.returnGoods.title'),
        });
        await giveBack.getByRole('checkbox', { name: new RegExp(`\\b${first}\\b`) }).check();
        await giveBack
          .getByLabel(t('staffApp.orderActions.returnGoods.reason'))
          .fill('No le convence el acabado');
        await giveBack
          .getByRole('button', { name: t('staffApp.orderActions.returnGoods.start') })
          .click();
        await giveBack
          .getByRole('alertdialog')
          .getByRole('button', { name: t('staffApp.orderActions.returnGoods.confirm') })
          .click();
        await expect
          .poll(() => orderNotice(page))
          .toMatch(
            new RegExp(
              `^${t('staffApp.orderActions.returnGoods.doneSome', { count: 1 })} ` +
                t('staffApp.orderActions.returnGoods.owed', { amount: '[\\d.]+,\\d{2}\\s€' }),
            ),
          );
        // The demo customer keeps earlier runs' e-mails: the one about this order's refund.
        const refundMail = new RegExp(
          `^(?=[\\s\\S]*${say('mail.heading.refundIssued')})(?=[\\s\\S]*${number})`,
        );
        expect(await mailContaining(customer, refundMail)).toContain(number);

        // The refused forms (400) and the sign-in page's check for a session (401) are answers
        // the app expects; the browser still logs them. Nothing else went wrong.
        expect(problems.filter((problem) => !/status of 40[01]/.test(problem))).toEqual([]);
      } finally {
        await close();
        await context.close();
      }
    },
  );

  it('shows a support role the order without any action', async () => {
    const { orderNumber: number } = await placeTransferOrder(shop);
    const { page, close } = await openPage(browser, 'desktop');
    try {
      await staffSignIn(page, staffAccounts.support);
      await openOrder(page, number);
      expect(
        await page.getByRole('heading', { name: t('staffApp.orderActions.title') }).count(),
      ).toBe(0);
      // The order reads the same, without a single action (hidden, not greyed out).
      expect(await page.getByRole('region', { name: t('staffApp.order.subOrders') }).count()).toBe(
        1,
      );
      for (const name of [
        t('staffApp.orderActions.ship'),
        t('staffApp.orderActions.delay'),
        t('staffApp.orderActions.transfer.submit'),
        t('staffApp.orderActions.cancel.start'),
      ])
        expect(await page.getByRole('button', { name }).count()).toBe(0);
      expect(
        await page.getByRole('form', { name: t('staffApp.orderActions.transfer.title') }).count(),
      ).toBe(0);
    } finally {
      await close();
    }
  });

  it('delays a sub-order to a later day and cancels the order after a confirmation', async () => {
    const { orderNumber: number } = await placeTransferOrder(shop);
    const { page, close } = await openPage(browser, 'desktop');
    try {
      await staffSignIn(page, staffAccounts.orderManager);
      await openOrder(page, number);
      const [only] = await subOrderIds(page);
      if (only === undefined) throw new Error('one sub-order');

      // A date that is not after today is refused on its field.
      await page
        .getByRole('group', { name: t('staffApp.orderActions.subOrderActions', { id: only }) })
        .getByRole('button', { name: t('staffApp.orderActions.delay') })
        .click();
      const delay = page.getByRole('form', {
        name: t('staffApp.orderActions.delayTitle', { id: only }),
      });
      const date = delay.getByLabel(t('staffApp.orderActions.newDate'));
      const today = new Date().toISOString().slice(0, 10);
      await date.fill(today);
      await delay.getByRole('button', { name: t('staffApp.orderActions.delaySubmit') }).click();
      await expect
        .poll(() => delay.locator(`#sub-order-${only}-delay-expected_on-messages`).textContent())
        .toBe(say('orderOpsApi.expectedOnNotFuture'));
      expect(await date.inputValue()).toBe(today);
      const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await date.fill(later);
      await delay.getByRole('button', { name: t('staffApp.orderActions.delaySubmit') }).click();
      await expect
        .poll(() => orderNotice(page))
        .toContain(t('staffApp.orderActions.subOrder', { id: only }));
      await expect
        .poll(() => page.getByRole('region', { name: t('staffApp.order.subOrders') }).textContent())
        .toContain(say('domain.subOrderStatus.400'));

      // Cancelling asks first; without a reason the api refuses and nothing is cancelled.
      const cancel = page.getByRole('form', { name: t('staffApp.orderActions.cancel.title') });
      // Nothing ticked is nothing to confirm: the form says to pick a sub-order.
      const box = cancel.getByRole('checkbox');
      await box.uncheck();
      await cancel.getByRole('button', { name: t('staffApp.orderActions.cancel.start') }).click();
      await expect
        .poll(() => cancel.locator('#cancel-order-sub_order_ids-messages').textContent())
        .toBe(t('staffApp.orderActions.cancel.pickOne'));
      await box.check();
      await cancel.getByRole('button', { name: t('staffApp.orderActions.cancel.start') }).click();
      const confirm = cancel.getByRole('alertdialog');
      expect(await confirm.textContent()).toContain(
        t('staffApp.orderActions.cancel.confirmWhole', { number }),
      );
      await confirm
        .getByRole('button', { name: t('staffApp.orderActions.cancel.confirm') })
        .click();
      await expect
        .poll(() => cancel.locator('#cancel-order-reason-messages').textContent())
        .toBe(say('api.required'));
      await cancel.getByLabel(t('staffApp.orderActions.cancel.reason')).fill('El cliente lo pide');
      await cancel.getByRole('button', { name: t('staffApp.orderActions.cancel.start') }).click();
      await cancel
        .getByRole('alertdialog')
        .getByRole('button', { name: t('staffApp.orderActions.cancel.confirm') })
        .click();
      await expect.poll(() => orderNotice(page)).toBe(t('staffApp.orderActions.cancel.doneWhole'));
      expect(await orderHeader(page)).toContain(say('domain.orderStatus.700'));
      expect(await page.getByText(t('staffApp.orderActions.none')).count()).toBe(1);
    } finally {
      await close();
    }
  });
});
