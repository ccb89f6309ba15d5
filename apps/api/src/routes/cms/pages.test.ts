import { users } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';
import { withWritesHeld } from '../../testing/writes-held.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let adminToken: string;
let customerToken: string;

async function tokenFor(email: string, isAdmin: boolean): Promise<string> {
  const [user] = await harness.db
    .insert(users)
    .values({
      email,
      passwordHash: 'unused',
      firstName: 'Test',
      lastName: 'Pages',
      storeCode: 'ESSM',
      isActive: true,
      isAdmin,
    })
    .returning({ id: users.id });
  if (user === undefined) throw new Error('the test account was not created');
  return harness.accessTokenFor(user.id);
}

beforeAll(async () => {
  harness = await openTestApp();
  adminToken = await tokenFor('admin-pages@example.com', true);
  customerToken = await tokenFor('customer-pages@example.com', false);
});
afterAll(() => harness.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  harness.app.inject({
    method,
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payload,
  });

const newPage = {
  slug: 'garantia',
  title: 'Garantía',
  body: '## Tres años\n\nTodas nuestras mamparas tienen tres años de garantía.',
};

describe('GET /cms/v1/pages/ (web-list)', () => {
  it('lists the edition’s published pages, paged, in its own language', async () => {
    const response = await call('GET', '/cms/v1/pages/?store=ESSM&page_size=5');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.count).toBeGreaterThan(5);
    expect(list.results).toHaveLength(5);
    expect(list.next).toContain('page=2');
    const all = await call('GET', '/cms/v1/pages/web-list/?store=FRSM&page_size=-1');
    const slugs = all.json().results.map((page: { slug: string }) => page.slug);
    expect(slugs).toContain('mentions-legales');
    expect(slugs).not.toContain('aviso-legal');
  });
});

describe('GET /cms/v1/pages/{slug}/retrieve_by_slug/', () => {
  it('answers the page with its body', async () => {
    const response = await call(
      'GET',
      '/cms/v1/pages/condiciones-de-venta/retrieve_by_slug/?store=ESSM',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'condiciones-de-venta',
      title: 'Condiciones de venta',
    });
    expect(response.json().body).toContain('30 días');
  });

  it('answers 404 for an unknown slug and for a page of the other edition', async () => {
    const unknown = await call('GET', '/cms/v1/pages/no-existe/retrieve_by_slug/?store=ESSM');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No encontrado.' });
    const otherEdition = await call(
      'GET',
      '/cms/v1/pages/aviso-legal/retrieve_by_slug/?store=FRSM',
    );
    expect(otherEdition.statusCode).toBe(404);
  });

  it('names the editions that publish a page with the same slug (hreflang)', async () => {
    const alternatesOf = async (slug: string, store: string) =>
      (await call('GET', `/cms/v1/pages/${slug}/retrieve_by_slug/?store=${store}`)).json()
        .alternates;
    expect(await alternatesOf('sobre-nosotros', 'FRSM')).toEqual({
      es: 'sobre-nosotros',
      fr: 'sobre-nosotros',
    });
    // Installation is a Spain-only service; the legal pages have their own slug per country.
    expect(await alternatesOf('instalacion-de-mamparas', 'ESSM')).toEqual({
      es: 'instalacion-de-mamparas',
      fr: null,
    });
    expect(await alternatesOf('mentions-legales', 'FRSM')).toEqual({
      es: null,
      fr: 'mentions-legales',
    });
  });

  it('gives the languages the edition itself publishes the page in (language switcher)', async () => {
    const translationsOf = async (slug: string, query: string) =>
      (await call('GET', `/cms/v1/pages/${slug}/retrieve_by_slug/?${query}`)).json().translations;
    // The Spanish edition's pages follow Spanish law and are not translated: the French edition
    // having a page with the same slug does not make it this edition's French page.
    expect(await translationsOf('sobre-nosotros', 'store=FRSM')).toEqual({
      es: null,
      fr: 'sobre-nosotros',
    });
    expect(await translationsOf('aviso-legal', 'store=ESSM')).toEqual({
      es: 'aviso-legal',
      fr: null,
    });
    const french = { ...newPage, slug: 'aviso-legal', title: 'Mentions légales (Espagne)' };
    const created = await call('POST', '/cms/v1/pages/?store=ESSM&language=fr', adminToken, french);
    expect(created.statusCode).toBe(201);
    expect(await translationsOf('aviso-legal', 'store=ESSM&language=fr')).toEqual({
      es: 'aviso-legal',
      fr: 'aviso-legal',
    });
    const removed = await call(
      'DELETE',
      `/cms/v1/pages/${created.json().id}/?store=ESSM&language=fr`,
      adminToken,
    );
    expect(removed.statusCode).toBe(204);
  });
});

describe('page administration', () => {
  it('refuses a guest with 401 and a customer with 403', async () => {
    const guest = await call('POST', '/cms/v1/pages/?store=ESSM', undefined, newPage);
    expect(guest.statusCode).toBe(401);
    const customerPost = await call('POST', '/cms/v1/pages/?store=ESSM', customerToken, newPage);
    expect(customerPost.statusCode).toBe(403);
    expect(customerPost.json()).toHaveProperty('detail');
    const notCreated = await call('GET', '/cms/v1/pages/garantia/retrieve_by_slug/?store=ESSM');
    expect(notCreated.statusCode).toBe(404);
    const list = await call('GET', '/cms/v1/pages/?store=ESSM&page_size=1');
    const { id } = list.json().results[0];
    const customerPut = await call(
      'PUT',
      `/cms/v1/pages/${id}/?store=ESSM`,
      customerToken,
      newPage,
    );
    expect(customerPut.statusCode).toBe(403);
    expect(customerPut.json()).toHaveProperty('detail');
    const customerDelete = await call('DELETE', `/cms/v1/pages/${id}/?store=ESSM`, customerToken);
    expect(customerDelete.statusCode).toBe(403);
    const guestRead = await call('GET', `/cms/v1/pages/${id}/?store=ESSM`);
    expect(guestRead.statusCode).toBe(401);
  });

  it('lets an admin create, read, update, unpublish and delete a page', async () => {
    const created = await call('POST', '/cms/v1/pages/?store=ESSM', adminToken, newPage);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ slug: 'garantia', is_published: true, seo_title: '' });

    const bySlug = await call('GET', '/cms/v1/pages/garantia/retrieve_by_slug/?store=ESSM');
    expect(bySlug.json().title).toBe('Garantía');
    const notInFrance = await call('GET', '/cms/v1/pages/garantia/retrieve_by_slug/?store=FRSM');
    expect(notInFrance.statusCode).toBe(404);

    const updated = await call('PUT', `/cms/v1/pages/${id}/?store=ESSM`, adminToken, {
      ...newPage,
      title: 'Garantía de tres años',
      is_published: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Garantía de tres años', is_published: false });
    const draft = await call('GET', '/cms/v1/pages/garantia/retrieve_by_slug/?store=ESSM');
    expect(draft.statusCode).toBe(404);
    const adminRead = await call('GET', `/cms/v1/pages/${id}/?store=ESSM`, adminToken);
    expect(adminRead.json().title).toBe('Garantía de tres años');

    const deleted = await call('DELETE', `/cms/v1/pages/${id}/?store=ESSM`, adminToken);
    expect(deleted.statusCode).toBe(204);
    const gone = await call('GET', `/cms/v1/pages/${id}/?store=ESSM`, adminToken);
    expect(gone.statusCode).toBe(404);
  });

  it('answers 400 naming each wrong field, in the request’s language', async () => {
    const response = await call('POST', '/cms/v1/pages/?store=ESSM', adminToken, {
      slug: 'Aviso Legal',
      title: '',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.slug).toEqual([
      'Usa solo letras minúsculas sin acentos, números y guiones (por ejemplo, aviso-legal).',
    ]);
    expect(body.title).toEqual(['Este campo es obligatorio.']);
    expect(body.body).toEqual(['Este campo es obligatorio.']);
  });

  it('refuses a second page with the same slug in the same edition', async () => {
    const response = await call('POST', '/cms/v1/pages/?store=FRSM', adminToken, {
      ...newPage,
      slug: 'mentions-legales',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().slug).toEqual([
      'Une page avec cette adresse existe déjà dans cette boutique.',
    ]);
  });

  it('gives a slug claimed by two pages at once to one, the other a 400 as if taken', async () => {
    const answers = await withWritesHeld(harness.db, 'pages', 2, () =>
      Promise.all(
        ['Envíos', 'Envíos y entregas'].map((title) =>
          call('POST', '/cms/v1/pages/?store=ESSM', adminToken, {
            ...newPage,
            slug: 'envios-a-la-vez',
            title,
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().slug).toEqual([
      'Ya existe una página con esta dirección en esta tienda.',
    ]);
  });
});
