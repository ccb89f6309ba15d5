import { eq } from 'drizzle-orm';
import { postCategories, posts } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, query = 'store=ESSM') =>
  testApp.app.inject({ url: `/cms/v1/${path}?${query}` });

type Summary = { slug: string; published_at: string; category: { slug: string } | null };

describe('posts/', () => {
  it('lists the edition’s published posts newest first, paged', async () => {
    const all = (await get('posts/', 'store=ESSM&page_size=-1')).json();
    expect(all.count).toBeGreaterThanOrEqual(8);
    const dates = all.results.map((post: Summary) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const categories = new Set(all.results.map((post: Summary) => post.category?.slug));
    expect(categories.size).toBeGreaterThanOrEqual(3);

    const first = (await get('posts/', 'store=ESSM&page_size=3')).json();
    expect(first.results).toHaveLength(3);
    expect(first.next).toContain('page=2');
    expect(
      (await get('posts/web-list/', 'store=ESSM&page_size=3&page=2')).json().results[0],
    ).toEqual(all.results[3]);
    expect((await get('posts/', 'store=ESSM&page=99')).statusCode).toBe(404);
  });

  it('gives each edition its own posts in its language', async () => {
    const french = (await get('posts/', 'store=FRSM&page_size=-1')).json();
    expect(french.count).toBeGreaterThanOrEqual(8);
    const spanishSlugs = (await get('posts/', 'store=ESSM&page_size=-1'))
      .json()
      .results.map((post: Summary) => post.slug);
    for (const post of french.results) expect(spanishSlugs).not.toContain(post.slug);
  });

  it('filters by post category', async () => {
    const list = (await get('posts/', 'store=ESSM&category=medicion-e-instalacion')).json();
    expect(list.count).toBeGreaterThan(0);
    for (const post of list.results) expect(post.category.slug).toBe('medicion-e-instalacion');
    expect((await get('posts/', 'store=ESSM&category=no-such-category')).json().count).toBe(0);
  });

  it('lists the posts related to one: same category, without it', async () => {
    const slug = 'como-medir-el-hueco-de-tu-mampara';
    const related = (await get('posts/', `store=ESSM&related_to=${slug}`)).json();
    expect(related.count).toBeGreaterThan(0);
    for (const post of related.results) {
      expect(post.slug).not.toBe(slug);
      expect(post.category.slug).toBe('medicion-e-instalacion');
    }
    expect((await get('posts/', 'store=ESSM&related_to=no-such-post')).statusCode).toBe(404);
  });

  it('hides unpublished and scheduled posts', async () => {
    const [category] = await testApp.db
      .select({ id: postCategories.id })
      .from(postCategories)
      .where(eq(postCategories.slug, 'guias-de-compra'));
    const draft = {
      storeCode: 'ESSM',
      language: 'es',
      postCategoryId: category?.id,
      body: 'Borrador.',
    } as const;
    await testApp.db.insert(posts).values([
      { ...draft, title: 'Borrador', slug: 'borrador', isPublished: false },
      {
        ...draft,
        title: 'Programado',
        slug: 'programado',
        publishedAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    const slugs = (await get('posts/', 'store=ESSM&page_size=-1'))
      .json()
      .results.map((post: Summary) => post.slug);
    expect(slugs).not.toContain('borrador');
    expect(slugs).not.toContain('programado');
    expect((await get('posts/borrador/retrieve_by_slug/')).statusCode).toBe(404);
    expect((await get('posts/programado/retrieve_by_slug/')).statusCode).toBe(404);
  });

  it('refuses a bad page size in the request’s language', async () => {
    const response = await get('posts/', 'store=FRSM&page_size=0');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('page_size');
  });
});

describe('posts/{slug}/retrieve_by_slug/', () => {
  it('answers the post with its body, FAQs, category, SEO fields and related posts', async () => {
    const response = await get('posts/como-medir-el-hueco-de-tu-mampara/retrieve_by_slug/');
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(post).toMatchObject({
      slug: 'como-medir-el-hueco-de-tu-mampara',
      title: expect.stringContaining('medir'),
      image_public_id: 'blog/measuring',
      category: { slug: 'medicion-e-instalacion', name: 'Medición e instalación' },
      seo_title: expect.any(String),
      seo_description: expect.any(String),
    });
    expect(post.body.split(/\s+/).length).toBeGreaterThanOrEqual(400);
    expect(post.faqs.length).toBeGreaterThanOrEqual(3);
    expect(post.faqs[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
    expect(post.related.length).toBeGreaterThan(0);
    expect(post.related.length).toBeLessThanOrEqual(3);
    for (const related of post.related) {
      expect(related.slug).not.toBe(post.slug);
      expect(related.category.slug).toBe('medicion-e-instalacion');
    }
  });

  it('is a 404 for an unknown slug or another edition’s post', async () => {
    expect((await get('posts/no-such-post/retrieve_by_slug/')).json()).toEqual({
      detail: expect.any(String),
    });
    const french = await get('posts/comment-mesurer-sa-paroi-de-douche/retrieve_by_slug/');
    expect(french.statusCode).toBe(404);
  });

  it('answers FAQs null, not a failed post, when the stored FAQs are malformed', async () => {
    await testApp.db
      .update(posts)
      .set({ faqs: [{ question: 'sin respuesta' }] as never })
      .where(eq(posts.slug, 'tipos-de-cristal-para-mamparas'));
    const response = await get('posts/tipos-de-cristal-para-mamparas/retrieve_by_slug/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ faqs: null, body: expect.any(String) });
  });
});

describe('post-categories/', () => {
  it('lists the categories with their count of published posts', async () => {
    const list = (await get('post-categories/')).json();
    expect(list.count).toBeGreaterThanOrEqual(3);
    const total = list.results.reduce(
      (sum: number, category: { post_count: number }) => sum + category.post_count,
      0,
    );
    const posts = (await get('posts/', 'store=ESSM&page_size=-1')).json();
    expect(total).toBe(posts.count);
    expect((await get('post-categories/web-list/')).json().results).toEqual(list.results);
  });

  it('retrieves one by slug, and 404 for an unknown one', async () => {
    const response = await get('post-categories/guides-d-achat/retrieve_by_slug/', 'store=FRSM');
    expect(response.json()).toMatchObject({
      name: 'Guides d’achat',
      post_count: expect.any(Number),
    });
    expect((await get('post-categories/guides-d-achat/retrieve_by_slug/')).statusCode).toBe(404);
  });
});
