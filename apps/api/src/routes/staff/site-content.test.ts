import { auditLog, menuItems, pages, storeHomeBanners, storeHomeSliders } from '@shop/db';
import type { ChangeScope } from '@shop/ops';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
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

interface Item {
  id: number;
  level: number;
  position: number;
  web_name: string;
  web_url: string;
  sub_items: Item[];
}
const staffMenu = async (query = 'store=FRSM&content_language=fr&menu_type=main') =>
  (await staffCall('GET', `menus/?${query}`)).json<{ items: Item[] }>().items;
const storefrontMenu = async () =>
  (
    await harness.app.inject(
      '/catalog/v1/menus/web-list/?store=FRSM&language=fr&menu_type=main&page_size=-1',
    )
  ).json<{ results: Item[] }>().results;
const names = (items: Item[]) => items.map((item) => item.web_name);
const newItem = (fields: object) => ({
  store: 'FRSM',
  content_language: 'fr',
  menu_type: 'main',
  ...fields,
});

describe('menus', () => {
  it('shows the tree the storefront shows, per edition and language', async () => {
    const items = await staffMenu();
    expect(items.length).toBeGreaterThan(0);
    expect(names(items)).toEqual(names(await storefrontMenu()));
    expect(items[0]).toMatchObject({ level: 1, position: 0 });
    const spanish = await staffMenu('store=ESSM&content_language=es&menu_type=main');
    expect(names(spanish)).not.toEqual(names(items));
  });

  it('adds, renames, relinks, reorders and removes items; the storefront follows at once', async () => {
    heard.length = 0;
    const added = await staffCall(
      'POST',
      'menus/items/',
      newItem({ web_name: 'Soldes 2027', web_url: '/soldes' }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const top = added.json<Item>();
    expect(top).toMatchObject({ level: 1, web_url: '/soldes', sub_items: [] });
    expect(heard).toEqual(['content']);
    expect(await lastAudit()).toMatchObject({
      action: 'menu_item.create',
      entity: 'menu_items',
      entityId: String(top.id),
    });
    expect(names(await storefrontMenu()).at(-1)).toBe('Soldes 2027');

    const child = (
      await staffCall(
        'POST',
        'menus/items/',
        newItem({ parent_id: top.id, web_name: 'Parois', web_url: '/parois' }),
      )
    ).json<Item>();
    const grandchild = (
      await staffCall(
        'POST',
        'menus/items/',
        newItem({ parent_id: child.id, web_name: 'Parois -30 %', web_url: '/parois?promo=1' }),
      )
    ).json<Item>();
    expect([child.level, grandchild.level]).toEqual([2, 3]);

    const moved = await staffCall('PUT', `menus/items/${top.id}/`, {
      web_name: 'Promotions 2027',
      web_url: '/promotions',
      position: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ position: 0, web_name: 'Promotions 2027' });
    expect(moved.json().sub_items[0].sub_items[0].web_name).toBe('Parois -30 %');
    const shown = await storefrontMenu();
    expect(shown[0]).toMatchObject({ web_name: 'Promotions 2027', web_url: '/promotions' });
    // The siblings are numbered again without gaps.
    expect((await staffMenu()).map((item) => item.position)).toEqual(shown.map((_, i) => i));
    const audit = await lastAudit();
    expect(audit?.action).toBe('menu_item.update');
    expect(audit?.before).toMatchObject({ web_name: 'Soldes 2027' });
    expect(audit?.after).toMatchObject({ web_name: 'Promotions 2027' });

    heard.length = 0;
    const removed = await staffCall('DELETE', `menus/items/${top.id}/`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(heard).toEqual(['content']);
    expect(names(await storefrontMenu())).not.toContain('Promotions 2027');
    const gone = await harness.db.select({ id: menuItems.id }).from(menuItems);
    expect(gone.map((row) => row.id)).not.toContain(grandchild.id);
    expect(await lastAudit()).toMatchObject({ action: 'menu_item.delete', after: null });
  });

  it('refuses a fourth level, bad links and strangers, changing nothing', async () => {
    const items = await staffMenu();
    const third = items.flatMap((item) => item.sub_items).flatMap((item) => item.sub_items)[0];
    if (third === undefined) throw new Error('the seeded menu has no third level');
    const before = await staffMenu();
    heard.length = 0;
    const deep = await staffCall(
      'POST',
      'menus/items/?language=fr',
      newItem({ parent_id: third.id, web_name: 'Trop', web_url: '/trop' }),
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().parent_id).toEqual([
      'Le menu compte trois niveaux au plus : cet élément ne peut pas avoir de sous-éléments.',
    ]);
    for (const link of [
      'https://evil.example/',
      '//evil.example',
      'javascript:alert(1)',
      ' ',
      '/a b',
    ])
      expect(
        (await staffCall('POST', 'menus/items/', newItem({ web_name: 'X', web_url: link }))).json(),
      ).toHaveProperty('web_url');
    const blank = await staffCall('PUT', `menus/items/${third.id}/`, {
      web_name: ' ',
      web_url: 'mamparas',
      position: 0,
    });
    expect(Object.keys(blank.json()).sort()).toEqual(['web_name', 'web_url']);
    expect(blank.json().web_url).toEqual([
      'Escribe una dirección de la tienda que empiece por / (por ejemplo /mamparas-de-ducha).',
    ]);
    // An item of the Spanish menu is not a parent in the French one.
    const spanish = await staffMenu('store=ESSM&content_language=es&menu_type=main');
    const foreign = await staffCall(
      'POST',
      'menus/items/',
      newItem({ parent_id: spanish[0]?.id, web_name: 'X', web_url: '/x' }),
    );
    expect(foreign.json()).toHaveProperty('parent_id');
    const update = { web_name: 'X', web_url: '/x', position: 0 };
    expect((await staffCall('PUT', 'menus/items/999999/', update)).statusCode).toBe(404);
    expect((await staffCall('DELETE', 'menus/items/999999/')).statusCode).toBe(404);
    expect(await staffMenu()).toEqual(before);
    expect(heard).toEqual([]);
  });
});

const slide = (fields: object = {}) => ({
  store: 'ESSM',
  content_language: 'es',
  title: 'Rebajas de verano',
  subtitle: 'Hasta un 30 % en mamparas',
  cta_label: 'Ver ofertas',
  url: '/mamparas-de-ducha',
  image_public_id: 'sliders/1',
  position: 0,
  is_active: true,
  starts_at: null,
  ends_at: null,
  ...fields,
});
const homeTitles = async (kind: 'sliders' | 'banners') =>
  (await harness.app.inject(`/catalog/v1/store-home-${kind}/?store=ESSM&language=es&page_size=-1`))
    .json<{ results: { title: string }[] }>()
    .results.map((row) => row.title);

describe('home sliders and banners', () => {
  it('adds a slider first on the home, withdraws it, schedules it and removes it', async () => {
    heard.length = 0;
    const created = await staffCall('POST', 'home/sliders/', slide());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({
      kind: 'sliders',
      on_show: true,
      cta_label: 'Ver ofertas',
    });
    expect(heard).toEqual(['content']);
    expect((await lastAudit())?.action).toBe('sliders.create');
    expect(await homeTitles('sliders')).toContain('Rebajas de verano');

    const withdrawn = await staffCall('PUT', `home/sliders/${id}/`, slide({ is_active: false }));
    expect(withdrawn.json()).toMatchObject({ is_active: false, on_show: false });
    expect(await homeTitles('sliders')).not.toContain('Rebajas de verano');
    // The staff list keeps it, so it can be published again.
    const list = await staffCall('GET', 'home/sliders/?store=ESSM&content_language=es');
    expect(list.json().map((row: { id: number }) => row.id)).toContain(id);

    const later = slide({
      starts_at: '2099-06-01T00:00:00+02:00',
      ends_at: '2099-07-01T00:00:00Z',
    });
    const scheduled = await staffCall('PUT', `home/sliders/${id}/`, later);
    expect(scheduled.json()).toMatchObject({
      on_show: false,
      starts_at: '2099-05-31T22:00:00.000Z',
    });
    expect(await homeTitles('sliders')).not.toContain('Rebajas de verano');
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'sliders.update', entityId: String(id) });
    expect(audit?.before).toMatchObject({ is_active: false });

    expect((await staffCall('DELETE', `home/sliders/${id}/`)).statusCode).toBe(204);
    expect((await staffCall('GET', `home/sliders/${id}/`)).statusCode).toBe(404);
    expect((await lastAudit())?.action).toBe('sliders.delete');
  });

  it('edits a banner: its text, link and order show on the home', async () => {
    const [first] = await harness.db.select().from(storeHomeBanners).limit(1);
    if (first === undefined) throw new Error('the seed has no banner');
    const response = await staffCall(
      'PUT',
      `home/banners/${first.id}/?language=fr`,
      slide({
        store: first.storeCode,
        content_language: first.language,
        title: 'Platos a medida',
        subtitle: 'Cortados al milímetro',
        cta_label: '',
        url: '/platos-de-ducha',
        image_public_id: first.imagePublicId,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ subtitle: 'Cortados al milímetro', cta_label: '' });
    const shown = await harness.app.inject(
      `/catalog/v1/store-home-banners/?store=${first.storeCode}&language=${first.language}&page_size=-1`,
    );
    const edited = shown.json().results.find((row: { id: number }) => row.id === first.id);
    expect(edited).toMatchObject({
      title: 'Platos a medida',
      text: 'Cortados al milímetro',
      url: '/platos-de-ducha',
    });
  });

  it('refuses bad input field by field, in the staff’s language, changing nothing', async () => {
    const before = await harness.db.select().from(storeHomeSliders);
    heard.length = 0;
    const bad = await staffCall(
      'POST',
      'home/sliders/?language=fr',
      slide({ title: '', url: 'https://elsewhere.example', image_public_id: '../x' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['image_public_id', 'title', 'url']);
    const noButton = await staffCall('POST', 'home/sliders/', slide({ cta_label: ' ' }));
    expect(Object.keys(noButton.json())).toEqual(['cta_label']);
    const dates = await staffCall(
      'POST',
      'home/sliders/?language=fr',
      slide({ starts_at: '2026-06-02T00:00:00Z', ends_at: '2026-06-01T00:00:00Z' }),
    );
    expect(dates.json()).toEqual({
      ends_at: ['La date de fin doit être postérieure à la date de début.'],
    });
    expect((await staffCall('PUT', 'home/sliders/999999/', slide())).statusCode).toBe(404);
    expect((await staffCall('GET', 'home/carousels/')).statusCode).toBe(400);
    expect(await harness.db.select().from(storeHomeSliders)).toEqual(before);
    expect(heard).toEqual([]);
  });
});

describe('SEO texts', () => {
  it('edits a category’s SEO in one language; its page shows it, the other language keeps its own', async () => {
    const list = await staffCall('GET', 'seo/categories/?content_language=fr');
    expect(list.statusCode, list.body).toBe(200);
    const [category] = list.json<{ id: number; slug: string; seo_title: string }[]>();
    if (category === undefined) throw new Error('the seed has no category');
    heard.length = 0;
    const saved = await staffCall('PUT', `seo/categories/${category.id}/`, {
      content_language: 'fr',
      seo_title: 'Titre SEO neuf',
      seo_description: 'Description neuve',
      seo_text: 'Premier paragraphe.\n\nSecond.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(heard).toEqual(['catalogue']);
    expect(await lastAudit()).toMatchObject({
      action: 'category_seo.update',
      entityId: `${category.id}:fr`,
    });
    const page = await harness.app.inject(
      `/catalog/v1/categories/${category.slug}/retrieve_by_slug/?store=FRSM&language=fr`,
    );
    expect(page.json().origin_seo).toMatchObject({
      title: 'Titre SEO neuf',
      description: 'Description neuve',
    });
    const spanish = await staffCall('GET', 'seo/categories/?content_language=es');
    const same = spanish.json().find((row: { id: number }) => row.id === category.id);
    expect(same?.seo_title).not.toBe('Titre SEO neuf');
    const tooLong = await staffCall('PUT', `seo/categories/${category.id}/`, {
      content_language: 'fr',
      seo_title: 'x'.repeat(201),
    });
    expect(Object.keys(tooLong.json())).toEqual(['seo_title']);
    expect(
      (await staffCall('PUT', 'seo/categories/999999/', { content_language: 'fr' })).statusCode,
    ).toBe(404);
  });

  it('edits a home SEO text, which the home shows', async () => {
    const list = await staffCall('GET', 'seo/home-texts/?store=ESSM&content_language=es');
    const [text] = list.json<{ id: number; position: number }[]>();
    if (text === undefined) throw new Error('the seed has no home SEO text');
    heard.length = 0;
    const saved = await staffCall('PUT', `seo/home-texts/${text.id}/`, {
      title: 'Mamparas a medida',
      content: 'Texto nuevo.',
      position: text.position,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(heard).toEqual(['content']);
    expect((await lastAudit())?.action).toBe('home_seo_text.update');
    const home = await harness.app.inject(
      '/catalog/v1/store-home-seo-texts/?store=ESSM&language=es&page_size=-1',
    );
    expect(home.json().results).toContainEqual({
      id: text.id,
      title: 'Mamparas a medida',
      content: 'Texto nuevo.',
    });
    const blank = await staffCall('PUT', `seo/home-texts/${text.id}/`, { title: '', content: '' });
    expect(Object.keys(blank.json()).sort()).toEqual(['content', 'title']);
  });
});

describe('preview', () => {
  it('shows an unpublished page to whoever holds the link, never cached nor indexed', async () => {
    const [page] = await harness.db
      .select()
      .from(pages)
      .where(and(eq(pages.storeCode, 'FRSM'), eq(pages.slug, 'mentions-legales')));
    if (page === undefined) throw new Error('the seed has no mentions-legales');
    await harness.db.update(pages).set({ isPublished: false }).where(eq(pages.id, page.id));
    const auditBefore = await lastAudit();
    const link = await staffCall('POST', `content/pages/${page.id}/preview/`);
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json<{ url: string; expires_at: string }>();
    expect(url).toMatch(/^http:\/\/fr\.localhost:\d+\/vista-previa\/[\w-]+\.[\w-]+\.[\w-]+$/);
    // Asking for a link changes nothing.
    expect(await lastAudit()).toEqual(auditBefore);
    const token = url.split('/vista-previa/')[1] ?? '';
    const preview = (path: string) =>
      harness.app.inject(`/cms/v1/preview/?token=${path}&store=FRSM&language=fr`);
    const shown = await preview(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ title: page.title, is_published: false, store: 'FRSM' });
    expect(shown.json().body).not.toContain('{{seller.');
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    // The storefront's own address still has no such page.
    expect(
      (
        await harness.app.inject(
          '/cms/v1/pages/mentions-legales/retrieve_by_slug/?store=FRSM&language=fr',
        )
      ).statusCode,
    ).toBe(404);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await preview(forged)).statusCode).toBe(404);
    // Another edition's or language's address does not show it.
    const spanish = await harness.app.inject(
      `/cms/v1/preview/?token=${token}&store=ESSM&language=es`,
    );
    expect(spanish.statusCode).toBe(404);
    expect((await staffCall('POST', 'content/pages/999999/preview/')).statusCode).toBe(404);
    expect(
      (await staffCall('POST', `content/pages/${page.id}/preview/`, undefined, support)).statusCode,
    ).toBe(403);
    await harness.db.update(pages).set({ isPublished: true }).where(eq(pages.id, page.id));
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
      expect((await staffCall('GET', 'menus/', undefined, headers)).statusCode).toBe(status);
      expect((await staffCall('GET', 'home/banners/', undefined, headers)).statusCode).toBe(status);
      expect((await staffCall('GET', 'seo/categories/', undefined, headers)).statusCode).toBe(
        status,
      );
    }
    const refused = await staffCall('POST', 'home/banners/', slide(), support);
    expect(refused.statusCode).toBe(403);
  });
});
