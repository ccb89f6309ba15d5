import { auditLog } from '@shop/db';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let editor: Record<string, string>;
let owner: Record<string, string>;
let support: Record<string, string>;
let catalogueEditor: Record<string, string>;
beforeAll(async () => {
  harness = await openTestApp();
  await harness.app.ready();
  editor = await staffHeaders(harness.app, demoStaffEmails.content_editor);
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  catalogueEditor = await staffHeaders(harness.app, demoStaffEmails.catalogue_editor);
});
afterAll(() => harness.close());

const staffCall = (method: 'POST' | 'PUT', path: string, payload?: object, headers = editor) =>
  harness.app.inject({
    method,
    url: `/admin/v1/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
const withdrawnSlide = {
  store: 'FRSM',
  content_language: 'fr',
  title: 'Soldes d’hiver (brouillon)',
  subtitle: 'Jusqu’à 30 % sur les parois',
  cta_label: 'Voir les offres',
  url: '/mamparas-de-ducha',
  image_public_id: 'sliders/1',
  position: 0,
  is_active: false,
  starts_at: null,
  ends_at: null,
};
const lastAudit = async () =>
  (await harness.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const titlesOf = (rows: { title: string }[]) => rows.map((row) => row.title);
const shopperHome = async (kind: 'sliders' | 'banners') =>
  titlesOf(
    (
      await harness.app.inject(
        `/catalog/v1/store-home-${kind}/?store=FRSM&language=fr&page_size=-1`,
      )
    ).json<{ results: { title: string }[] }>().results,
  );
const previewHome = (token: string, edition = 'store=FRSM&language=fr') =>
  harness.app.inject(`/cms/v1/preview/home/?token=${encodeURIComponent(token)}&${edition}`);

async function previewToken(kind: 'sliders' | 'banners', id: number) {
  const link = await staffCall('POST', `home/${kind}/${id}/preview/`);
  expect(link.statusCode, link.body).toBe(200);
  const { url } = link.json<{ url: string }>();
  return { url, token: url.split('/vista-previa/portada/')[1] ?? '' };
}

describe('home slide preview', () => {
  it('shows a withdrawn slider on the preview home only, never cached nor indexed', async () => {
    const created = await staffCall('POST', 'home/sliders/', withdrawnSlide);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const auditBefore = await lastAudit();

    const { url, token } = await previewToken('sliders', id);
    // The French edition's host; its own language needs no prefix.
    expect(url).toMatch(
      /^http:\/\/fr\.localhost:\d+\/vista-previa\/portada\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    expect(await lastAudit()).toEqual(auditBefore);

    const shown = await previewHome(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    const { sliders, banners } = shown.json<{
      sliders: { title: string }[];
      banners: { title: string }[];
    }>();
    const onShow = await shopperHome('sliders');
    // The ones on show and the previewed one; the banners are the home's.
    expect(titlesOf(sliders).sort()).toEqual([withdrawnSlide.title, ...onShow].sort());
    expect(titlesOf(banners)).toEqual(await shopperHome('banners'));
    expect(onShow).not.toContain(withdrawnSlide.title);

    // Published, the shoppers' home shows what the preview showed, in the same order.
    await staffCall('PUT', `home/sliders/${id}/`, { ...withdrawnSlide, is_active: true });
    expect(await shopperHome('sliders')).toEqual(titlesOf(sliders));
  });

  it('previews a banner in its own list', async () => {
    const banner = { ...withdrawnSlide, title: 'Bannière en attente', position: 999 };
    const created = await staffCall('POST', 'home/banners/', banner);
    const { token } = await previewToken('banners', created.json<{ id: number }>().id);
    const shown = (await previewHome(token)).json<{ sliders: []; banners: { title: string }[] }>();
    expect(titlesOf(shown.banners)).toEqual([...(await shopperHome('banners')), banner.title]);
    expect(titlesOf(shown.sliders)).toEqual(await shopperHome('sliders'));
  });

  it('refuses forged, foreign and page tokens, unknown slides and strangers', async () => {
    const created = await staffCall('POST', 'home/sliders/', {
      ...withdrawnSlide,
      title: 'Autre brouillon',
    });
    const { id } = created.json<{ id: number }>();
    const { token } = await previewToken('sliders', id);
    expect((await previewHome(`${token.slice(0, -4)}AAAA`)).statusCode).toBe(404);
    expect((await previewHome(token, 'store=ESSM&language=es')).statusCode).toBe(404);
    expect((await previewHome(token, 'store=FRSM&language=es')).statusCode).toBe(404);
    expect((await previewHome('')).statusCode).toBe(400);
    // A slide's token is no page's, and a page's is no slide's.
    const slideAsPage = await harness.app.inject(
      `/cms/v1/preview/?token=${token}&store=FRSM&language=fr`,
    );
    expect(slideAsPage.statusCode).toBe(404);
    const pageLink = await staffCall('POST', 'content/pages/1/preview/');
    const pageToken = pageLink.json<{ url: string }>().url.split('/vista-previa/')[1] ?? '';
    expect((await previewHome(pageToken)).statusCode).toBe(404);

    const unknown = await staffCall('POST', 'home/sliders/999999/preview/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('detail');
    expect((await staffCall('POST', 'home/carousels/1/preview/')).statusCode).toBe(400);
    expect((await staffCall('POST', 'home/sliders/abc/preview/')).statusCode).toBe(400);
    for (const [headers, status] of [
      [owner, 200],
      [support, 403],
      [catalogueEditor, 403],
    ] as const) {
      const asked = await staffCall('POST', `home/sliders/${id}/preview/`, undefined, headers);
      expect(asked.statusCode).toBe(status);
    }
  });
});
