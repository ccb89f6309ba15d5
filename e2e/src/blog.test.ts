import { translate, type Locale } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  openPage,
  newVisitorContext,
} from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type JsonLdGraph = { '@graph': { '@type': string; itemListElement?: unknown[] }[] };

async function structuredTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Partial<JsonLdGraph> & { '@type'?: string };
    return data['@graph']?.map((node) => node['@type']) ?? [data['@type'] ?? ''];
  });
}

/** A made-to-measure screen of the demo catalogue, as in product.test.ts. */
const screenPaths = {
  ESSM: '/mampara-de-ducha-frontal-corredera-kala-a-medida.html',
  FRSM: '/paroi-de-douche-coulissante-kala-sur-mesure.html',
} as const;

describe.each(Object.entries(editions))('blog of %s', (store, { origin, lang }) => {
  const locale: Locale = lang === 'es' ? 'es' : 'fr';
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params);

  it('leads from the list to a category, a post with FAQs, and a related post', async () => {
    const { page, problems, close } = await openPage(browser);
    const list = await page.goto(`${origin}/blog`);
    expect(list?.status()).toBe(200);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(t('blog.heading'));
    const categories = page.getByRole('navigation', { name: t('blog.categories') });
    await expect.poll(() => categories.getByRole('link').count()).toBeGreaterThanOrEqual(4);
    await expectNoSeriousAxeViolations(page);

    const category = categories.getByRole('link').nth(1);
    const categoryName = ((await category.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
    await category.click();
    await page.waitForURL(/\/blog\/cat\/[^/]+$/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(categoryName);
    const cards = page.locator('main article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      expect((await card.locator('p').first().textContent())?.toLowerCase()).toBe(
        categoryName.toLowerCase(),
      );
    }

    const firstPost = cards.first().getByRole('link');
    const postTitle = (await firstPost.textContent()) ?? '';
    await firstPost.click();
    await page.waitForURL(/\/blog\/(?!cat\/)[^/]+$/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(postTitle);
    const breadcrumb = page.getByRole('navigation', { name: t('product.breadcrumb') });
    expect(await breadcrumb.getByRole('link').allTextContents()).toEqual([
      t('blog.home'),
      t('blog.blog'),
      categoryName,
    ]);
    const faqs = page.getByRole('region', { name: t('blog.faqs.title') });
    const questions = faqs.locator('details');
    expect(await questions.count()).toBeGreaterThanOrEqual(3);
    const answer = questions.first().locator('p');
    expect(await answer.isVisible()).toBe(false);
    await questions.first().locator('summary').click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await structuredTypes(page)).toEqual(
      expect.arrayContaining(['BlogPosting', 'BreadcrumbList', 'FAQPage']),
    );
    await expectNoSeriousAxeViolations(page);

    const related = page.getByRole('region', { name: t('blog.related') });
    const relatedLink = related.getByRole('link').first();
    const relatedTitle = (await relatedLink.textContent()) ?? '';
    expect(relatedTitle).not.toBe(postTitle);
    await relatedLink.click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe(relatedTitle);
    expect(problems).toEqual([]);
    await close();
  });

  it('pages the list with plain links', async () => {
    const { page, problems, close } = await openPage(browser);
    // Loaded and hydrated: a click on a half-started page may be swallowed by the router.
    await page.goto(`${origin}/blog`, { waitUntil: 'networkidle' });
    const pager = page.getByRole('navigation', { name: t('blog.paging.label') });
    const next = pager.getByRole('link', { name: t('blog.paging.next') });
    expect(await next.getAttribute('href')).toBe('/blog?page=2');
    await next.click();
    await expect
      .poll(() =>
        pager.getByText(t('blog.paging.pageOf', { page: 2, pages: 2 }), { exact: true }).count(),
      )
      .toBe(1);
    expect(page.url()).toBe(`${origin}/blog?page=2`);
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    expect(await pager.getByRole('link', { name: t('blog.paging.previous') }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('answers 404 for an unknown post or category', async () => {
    const { page, close } = await openPage(browser);
    expect((await page.goto(`${origin}/blog/no-existe`))?.status()).toBe(404);
    expect((await page.goto(`${origin}/blog/cat/no-existe`))?.status()).toBe(404);
    await close();
  });

  it('shows the store’s published reviews on /opiniones', async () => {
    const { page, problems, close } = await openPage(browser);
    expect((await page.goto(`${origin}/opiniones`))?.status()).toBe(200);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(t('blog.opinions.heading'));
    const widget = page.getByRole('region', { name: t('blog.rating.label') });
    expect(await widget.textContent()).toMatch(/\d,\d/);
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(3);
    const aboutProduct = page.locator('main article a[href$=".html"]').first();
    await aboutProduct.click();
    await page.waitForURL(/\.html$/);
    expect(problems).toEqual([]);
    await close();
  });

  it('reads a post and its FAQs without JavaScript', async () => {
    const context = await newVisitorContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/blog`);
    await page.locator('main article a').first().click();
    await page.waitForURL(/\/blog\/(?!cat\/)[^/]+$/);
    // The FAQs are <details>: they open without any script.
    const faq = page.locator('details').first();
    await faq.locator('summary').click();
    expect(await faq.locator('p').isVisible()).toBe(true);
    await context.close();
  });

  it('sends a question about a product and confirms it', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${origin}${screenPaths[store as keyof typeof screenPaths]}`);
    // The sidebar's 'Configurar' button replaces the plain form's once React has hydrated.
    await page.getByRole('button', { name: t('product.configure'), exact: true }).waitFor();
    const questions = page.locator('#questions');
    await questions.getByLabel(t('product.questions.ask.name')).fill('Lucía');
    await questions.getByLabel(t('product.questions.ask.email')).fill('lucia@example.com');
    await questions
      .getByLabel(t('product.questions.ask.question'))
      .fill(
        locale === 'es' ? '¿Qué grosor tiene el cristal?' : 'Quelle est l’épaisseur du verre ?',
      );
    await questions.getByLabel(t('product.questions.ask.privacy')).check();
    await questions.getByRole('button', { name: t('product.questions.ask.submit') }).click();
    await expect.poll(() => questions.getByRole('status').count()).toBe(1);
    expect(await questions.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
