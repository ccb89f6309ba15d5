import { mkdirSync, readFileSync } from 'node:fs';
import { translate } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  openPage,
  staffAppOrigin,
  viewports,
} from './shop.ts';
import { staffAccounts, staffSignIn, staffWords as t } from './staff-fixtures.ts';

/*
 * Issue 16: the owner exports the price sheet, changes one price in it, and tries the file: the
 * dry run lists exactly the changed row and a refused row with its reason in Spanish, and
 * offers no apply while a row is refused. With the bad row gone the file applies, and the
 * storefront's product page shows the new price at once. The old price is put back the same way.
 */

const screenshots = new URL('../artifacts/staff-catalogue-sheets/', import.meta.url);
/** A plain accessory no other journey buys, so its price may change for a while. */
const product = { ref: 'BRS-DS620', path: '/dosificador-de-jabon.html' };
const newPrice = '17,50';

let browser: Browser;
beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function exportPrices(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: t('staffApp.catalogueSheets.exportPrices') }).click();
  const path = await (await download).path();
  return readFileSync(path, 'utf8');
}

/** Tries the file; answers the rows the result lists (those that change or are refused). */
async function dryRun(page: Page, csv: string) {
  await page.getByLabel(t('staffApp.catalogueSheets.sheets.prices')).check();
  await page.getByLabel(t('staffApp.catalogueSheets.file')).setInputFiles({
    name: 'precios.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: t('staffApp.catalogueSheets.dryRun') }).click();
  const table = page.getByRole('region', { name: t('staffApp.catalogueSheets.resultRows') });
  await table.waitFor();
  return table.locator('tbody tr');
}

async function apply(page: Page, count: number) {
  await page.getByRole('button', { name: t('staffApp.catalogueSheets.apply', { count }) }).click();
  await page
    .getByRole('status')
    .filter({
      hasText: t('staffApp.catalogueSheets.applied', {
        changed: count,
        new: 0,
      }),
    })
    .waitFor();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: new URL(`${name}.png`, screenshots).pathname, fullPage: true });
}

async function storefrontPrice(page: Page, price: string) {
  await page.goto(`${editions.ESSM.origin}${product.path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page.getByText(`${price} €`).first().isVisible();
}

describe('price sheet import in the staff app', () => {
  it('changes one price through the CSV, refusing a bad row first', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await staffSignIn(page, staffAccounts.owner);
    await page.goto(`${staffAppOrigin}/catalogue-sheets`);
    const exported = await exportPrices(page);
    const [header = '', ...lines] = exported.trim().split(/\r?\n/);
    expect(header.replace(/^\uFEFF/, '')).toBe(
      'ref;variant_ref;store;currency;client_price;client_old_price;professional_price;professional_old_price',
    );
    const ours = lines.findIndex((line) => line.startsWith(`${product.ref};;ESSM;`));
    expect(ours).toBeGreaterThanOrEqual(0);
    const cells = (lines[ours] ?? '').split(';');
    const oldPrice = cells[4] ?? '';
    expect(oldPrice).toBe('19,90');
    const changed = [...lines];
    changed[ours] = [...cells.slice(0, 4), newPrice, ...cells.slice(5)].join(';');
    const sheet = (rows: string[]) => [header, ...rows].join('\r\n');

    const withBadRow = await dryRun(page, sheet([...changed, 'NO-EXISTE;;ESSM;EUR;10,00;;;']));
    await expect.poll(() => withBadRow.count()).toBe(2);
    const changedRow = withBadRow.filter({ hasText: product.ref });
    expect(await changedRow.textContent()).toContain(`client_price: ${oldPrice} → ${newPrice}`);
    expect(await changedRow.textContent()).toContain(
      t('staffApp.catalogueSheets.statuses.changed'),
    );
    const refusedRow = withBadRow.filter({ hasText: 'NO-EXISTE' });
    expect(await refusedRow.textContent()).toContain(
      t('staffApp.catalogueSheets.statuses.refused'),
    );
    expect(await refusedRow.locator('li').textContent()).toBe(
      `ref: ${translate('es', 'catalogueSheetsApi.unknownProduct')}`,
    );
    await page.getByText(t('staffApp.catalogueSheets.refusedNote')).waitFor();
    expect(
      await page
        .getByRole('button', { name: t('staffApp.catalogueSheets.apply', { count: 1 }) })
        .count(),
      'nothing applies while a row is refused',
    ).toBe(0);
    for (const size of ['desktop', 'phone'] as const) {
      await page.setViewportSize(viewports[size]);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `refused-${size}`);
    }
    await page.setViewportSize(viewports.desktop);

    const shopper = await openPage(browser, 'phone');
    expect(await storefrontPrice(shopper.page, oldPrice)).toBe(true);

    const clean = await dryRun(page, sheet(changed));
    await expect.poll(() => clean.count()).toBe(1);
    await apply(page, 1);
    expect(await storefrontPrice(shopper.page, newPrice)).toBe(true);

    // The exported file, tried and applied again, puts the old price back.
    await dryRun(page, exported);
    await apply(page, 1);
    expect(await storefrontPrice(shopper.page, oldPrice)).toBe(true);
    // The sign-in screen's session check answers 401 before anyone signs in.
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    await shopper.close();
    await close();
  });
});
