import { auditLog, pages, posts, productRatings, questions, reviews } from '@shop/db';
import type { ChangeScope } from '@shop/ops';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let editor: Record<string, string>;
let owner: Record<string, string>;
let support: Record<string, string>;
let catalogueEditor: Record<string, string>;
const heard: ChangeScope[] = [];
beforeAll(async () => {
  harness = await openTestApp();
  await harness.app.ready();
  harness.app.onChange((scope) => heard.push(scope));
  editor = await staffHeaders(harness.app, demoStaffEmails.content_editor);
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  catalogueEditor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
});
afterAll(() => harness.close());

type Method = 'GET' | 'POST' | 'PUT';
const staffCall = (method: Method, path: string, payload?: object, headers = editor) =>
  harness.app.inject({
    method,
    url: `/admin/v1/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

async function lastAudit() {
  const [entry] = await harness.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return entry;
}

async function firstPage(slug: string) {
  const [page] = await harness.db
    .select()
    .from(pages)
    .where(and(eq(pages.storeCode, 'ESSM'), eq(pages.language, 'es'), eq(pages.slug, slug)));
  if (page === undefined) throw new Error(`no seeded page ${slug}`);
  return page;
}

const formOf = (page: Awaited<ReturnType<typeof firstPage>>) => ({
  slug: page.slug,
  title: page.title,
  body: page.body,
  seo_title: page.seoTitle,
  seo_description: page.seoDescription,
  is_published: page.isPublished,
});

describe('pages and blog posts', () => {
  it('lists an edition’s pages in one language, with where the storefront shows each', async () => {
    const response = await staffCall(
      'GET',
      'content/pages/?store=FRSM&content_language=fr&page_size=-1',
    );
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ results: { slug: string; storefront_path: string }[] }>();
    const legal = list.results.find((page) => page.slug === 'mentions-legales');
    expect(legal?.storefront_path).toBe('/cms/mentions-legales');
    expect(list.results.map((page) => page.slug)).not.toContain('aviso-legal');
  });

  it('edits a page: the storefront shows it, the change is audited and announced', async () => {
    const page = await firstPage('quienes-somos');
    const read = await staffCall('GET', `content/pages/${page.id}/`);
    expect(read.json()).toMatchObject({ ...formOf(page), excerpt: '', content_language: 'es' });
    heard.length = 0;
    const response = await staffCall('PUT', `content/pages/${page.id}/`, {
      ...formOf(page),
      title: 'Quiénes somos hoy',
      body: '## Nuevo\n\nTexto **nuevo**.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Quiénes somos hoy', kind: 'pages' });
    expect(heard).toEqual(['content']);
    const shown = await harness.app.inject(
      '/cms/v1/pages/quienes-somos/retrieve_by_slug/?store=ESSM&language=es',
    );
    expect(shown.json().body).toBe('## Nuevo\n\nTexto **nuevo**.');
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'pages.update',
      entity: 'pages',
      entityId: String(page.id),
    });
    expect(audit?.before).toMatchObject({ title: page.title });
    expect(audit?.after).toMatchObject({ title: 'Quiénes somos hoy' });

    // Withdrawn: the storefront no longer has it.
    const withdrawn = await staffCall('PUT', `content/pages/${page.id}/`, {
      ...formOf(page),
      is_published: false,
    });
    expect(withdrawn.json().is_published).toBe(false);
    expect(
      (
        await harness.app.inject(
          '/cms/v1/pages/quienes-somos/retrieve_by_slug/?store=ESSM&language=es',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad input field by field, in the staff’s language, changing nothing', async () => {
    const page = await firstPage('aviso-legal');
    heard.length = 0;
    const empty = await staffCall('PUT', `content/pages/${page.id}/?language=fr`, {
      ...formOf(page),
      title: ' ',
      slug: 'Not A Slug',
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(['slug', 'title']);
    const taken = await staffCall('PUT', `content/pages/${page.id}/`, {
      ...formOf(page),
      slug: 'condiciones-de-venta',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().slug).toEqual(['Ya existe una página con esta dirección en esta tienda.']);
    expect((await staffCall('PUT', 'content/pages/999999/', formOf(page))).statusCode).toBe(404);
    expect((await staffCall('GET', 'content/leaflets/1/')).statusCode).toBe(400);
    expect(await firstPage('aviso-legal')).toEqual(page);
    expect(heard).toEqual([]);
  });

  it('edits a blog post and its excerpt', async () => {
    const [post] = await harness.db
      .select()
      .from(posts)
      .where(and(eq(posts.storeCode, 'ESSM'), eq(posts.language, 'es')))
      .orderBy(asc(posts.id))
      .limit(1);
    if (post === undefined) throw new Error('the seed has no post');
    const read = await staffCall('GET', `content/posts/${post.id}/`);
    expect(read.json()).toMatchObject({
      storefront_path: `/blog/${post.slug}`,
      excerpt: post.excerpt,
    });
    const response = await staffCall('PUT', `content/posts/${post.id}/`, {
      slug: post.slug,
      title: post.title,
      body: post.body,
      excerpt: 'Un resumen nuevo.',
      is_published: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const shown = await harness.app.inject(
      `/cms/v1/posts/${post.slug}/retrieve_by_slug/?store=ESSM&language=es`,
    );
    expect(shown.json().excerpt).toBe('Un resumen nuevo.');
  });
});

describe('product questions', () => {
  it('answers a question, which then shows on the product page', async () => {
    const { id: productId } = await seededProduct(harness.db, 'CRB-ESS-C2');
    const [asked] = await harness.db
      .insert(questions)
      .values({
        storeCode: 'ESSM',
        language: 'es',
        productId,
        name: 'Marta',
        email: 'marta@example.com',
        question: '¿Tiene tratamiento antical?',
      })
      .returning({ id: questions.id });
    if (asked === undefined) throw new Error('the question was not created');
    const inbox = await staffCall('GET', 'questions/?answered=false&store=ESSM&page_size=-1');
    expect(inbox.json().results.map((question: { id: number }) => question.id)).toContain(asked.id);

    const blank = await staffCall('POST', `questions/${asked.id}/answer/`, { answer: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty('answer');

    heard.length = 0;
    const answered = await staffCall('POST', `questions/${asked.id}/answer/`, {
      answer: 'Sí, en las dos caras.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ is_published: true, answer: 'Sí, en las dos caras.' });
    expect(heard).toEqual(['catalogue']);
    expect((await lastAudit())?.action).toBe('question.answer');
    const shown = await harness.app.inject(
      `/reviews/v1/questions/web-list/?store=ESSM&language=es&product_id=${productId}&page_size=-1&read=1`,
    );
    expect(shown.json().results.map((question: { name: string }) => question.name)).toContain(
      'Marta',
    );
    expect((await staffCall('POST', 'questions/999999/answer/', { answer: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('reviews', () => {
  it('publishes and hides a review, and the product’s rating follows', async () => {
    const { id: productId } = await seededProduct(harness.db, 'CRB-ESS-C2');
    const rating = async () => {
      const [row] = await harness.db
        .select({ count: productRatings.reviewCount, sum: productRatings.ratingSum })
        .from(productRatings)
        .where(
          and(
            eq(productRatings.productId, productId),
            eq(productRatings.storeCode, 'ESSM'),
            eq(productRatings.language, 'es'),
          ),
        );
      return row ?? { count: 0, sum: 0 };
    };
    const [review] = await harness.db
      .insert(reviews)
      .values({
        storeCode: 'ESSM',
        language: 'es',
        productId,
        authorName: 'Pablo',
        rating: 1,
        body: 'Llegó rota.',
      })
      .returning({ id: reviews.id });
    if (review === undefined) throw new Error('the review was not created');
    const before = await rating();
    const waiting = await staffCall('GET', 'reviews/?published=false&page_size=-1');
    expect(waiting.json().results.map((item: { id: number }) => item.id)).toContain(review.id);

    heard.length = 0;
    const published = await staffCall('POST', `reviews/${review.id}/publish/`);
    expect(published.statusCode, published.body).toBe(200);
    expect(await rating()).toEqual({ count: before.count + 1, sum: before.sum + 1 });
    expect(heard).toEqual(['catalogue']);
    expect((await lastAudit())?.action).toBe('review.publish');

    const again = await staffCall('POST', `reviews/${review.id}/publish/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Esta opinión ya está publicada.');

    expect(
      (await staffCall('POST', `reviews/${review.id}/hide/`, undefined, owner)).statusCode,
    ).toBe(200);
    expect(await rating()).toEqual(before);
    expect((await staffCall('POST', `reviews/${review.id}/hide/`)).statusCode).toBe(409);
    expect((await staffCall('POST', 'reviews/999999/hide/')).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('lets the content editor and the owner in, and refuses support and the catalogue editor', async () => {
    for (const [headers, status] of [
      [editor, 200],
      [owner, 200],
      [support, 403],
      [catalogueEditor, 403],
    ] as const) {
      expect((await staffCall('GET', 'content/pages/', undefined, headers)).statusCode).toBe(
        status,
      );
      expect((await staffCall('GET', 'questions/', undefined, headers)).statusCode).toBe(status);
      expect((await staffCall('GET', 'reviews/', undefined, headers)).statusCode).toBe(status);
    }
  });
});
