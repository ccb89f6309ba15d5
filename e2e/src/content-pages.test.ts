import { translate } from '@shop/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, expectNoSeriousAxeViolations, launchBrowser, openPage } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Each content route and its heading per edition; null: the documented 404 of that edition. */
const routes: [path: string, es: string | null, fr: string | null][] = [
  ['/sobre-nosotros', 'Sobre nosotros', 'À propos de nous'],
  [
    '/empresa-venta-online-de-mamparas',
    'Empresa de venta online de mamparas',
    'Vente en ligne de parois de douche',
  ],
  ['/empresas-colaboradoras', 'Empresas colaboradoras', 'Nos partenaires'],
  ['/instaladores-mamparas-ducha-bano', 'Instaladores de mamparas de ducha y baño', null],
  ['/instalacion-de-mamparas', 'Servicio de instalación de mamparas', null],
  ['/instalacion/mamparas-de-ducha', 'Instalación de mamparas de ducha', null],
  ['/instalacion/platos-de-ducha', 'Instalación de platos de ducha', null],
  ['/instalacion/mamparas-de-banera', 'Instalación de mamparas de bañera', null],
  ['/medicion-instalacion-mamparas', 'Cómo medir tu mampara', 'Comment mesurer votre paroi'],
  [
    '/medicion-instalacion-mamparas/frontal',
    'Cómo medir una mampara frontal',
    'Comment mesurer une paroi de face',
  ],
  [
    '/medicion-instalacion-mamparas/angular',
    'Cómo medir una mampara angular',
    'Comment mesurer une paroi d’angle',
  ],
  [
    '/medicion-instalacion-mamparas/semicircular',
    'Cómo medir una mampara semicircular',
    'Comment mesurer une paroi quart de rond',
  ],
  [
    '/medicion-instalacion-mamparas/ducha-o-banera',
    'Cómo medir una mampara de ducha o de bañera',
    'Comment mesurer un pare-baignoire ou une paroi fixe',
  ],
  [
    '/como-elegir-tu-plato-de-ducha-15',
    'Cómo elegir tu plato de ducha',
    'Bien choisir son receveur de douche',
  ],
  ['/mamparas-de-proteccion', 'Mamparas de protección', 'Écrans de protection'],
  [
    '/mamparas-de-proteccion/metacrilato',
    'Mamparas de protección de metacrilato',
    'Écrans de protection en plexiglas',
  ],
  [
    '/mamparas-de-proteccion/vidrio',
    'Mamparas de protección de vidrio',
    'Écrans de protection en verre',
  ],
  ['/profesional', 'Mamparas Shop para profesionales', 'Mamparas Shop pour les professionnels'],
  [
    '/mamparas-de-bano-black-friday',
    'Black Friday en mamparas de baño',
    'Black Friday salle de bain',
  ],
  ['/ayuda', 'Centro de ayuda', 'Centre d’aide'],
];

/** Each edition's legal pages (/cms/{slug}): the slugs and headings differ by country. */
const legalPages: { es: [slug: string, heading: string]; fr: [slug: string, heading: string] }[] = [
  { es: ['aviso-legal', 'Aviso legal'], fr: ['mentions-legales', 'Mentions légales'] },
  {
    es: ['condiciones-de-venta', 'Condiciones de venta'],
    fr: ['conditions-generales-de-vente', 'Conditions générales de vente'],
  },
  {
    es: ['politica-de-privacidad', 'Política de privacidad'],
    fr: ['politique-de-confidentialite', 'Politique de confidentialité'],
  },
  {
    es: ['politica-de-cookies', 'Política de cookies'],
    fr: ['politique-de-cookies', 'Politique de cookies'],
  },
  {
    es: ['proteccion-de-datos', 'Protección de datos'],
    fr: ['protection-des-donnees', 'Protection des données'],
  },
  { es: ['quienes-somos', 'Quiénes somos'], fr: ['qui-sommes-nous', 'Qui sommes-nous'] },
];

describe.each([
  { store: 'ESSM', column: 1 },
  { store: 'FRSM', column: 2 },
] as const)('content pages ($store)', ({ store, column }) => {
  const { origin } = editions[store];

  const locale = store === 'ESSM' ? 'es' : 'fr';
  const other = store === 'ESSM' ? 'fr' : 'es';
  const answered: [string, string | null, string | null][] = [
    ...routes,
    ...legalPages.map((legal): [string, string | null, string | null] => {
      const [slug, heading] = legal[locale];
      return [`/cms/${slug}`, column === 1 ? heading : null, column === 2 ? heading : null];
    }),
  ];
  // The other language's legal addresses lead to this edition's own pages.
  const redirected = legalPages.map((legal) => [
    `/cms/${legal[other][0]}`,
    `/cms/${legal[locale][0]}`,
    legal[locale][1],
  ]);

  it.each(answered)(
    'answers %s with its heading, or the documented 404',
    async (path, ...headings) => {
      const heading = headings[column - 1] ?? null;
      const { page, close } = await openPage(browser, 'desktop');
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status()).toBe(heading === null ? 404 : 200);
      if (heading !== null) {
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      }
      await close();
    },
  );

  it.each(redirected)('sends %s to its own legal page %s', async (from, to, heading) => {
    const { page, close } = await openPage(browser, 'phone');
    const response = await page.goto(`${origin}${from}`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${origin}${from}`);
    expect(new URL(page.url()).pathname).toBe(to);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await close();
  });

  it('link only to pages that answer', { timeout: 300_000 }, async () => {
    const { page, close } = await openPage(browser, 'desktop');
    const paths = answered.filter((route) => route[column] !== null).map(([path]) => path);
    await page.goto(`${origin}${paths[0] ?? '/'}`);
    // Fetched by the browser: Node's resolver does not know the *.localhost edition hosts.
    const broken = await page.evaluate(async (contentPaths) => {
      const links = new Set<string>();
      for (const path of contentPaths) {
        const html = await (await fetch(path)).text();
        const article = new DOMParser().parseFromString(html, 'text/html').querySelector('article');
        for (const link of Array.from(article?.querySelectorAll('a[href^="/"]') ?? [])) {
          links.add(link.getAttribute('href') ?? '');
        }
      }
      const failures: string[] = [];
      for (const link of links) {
        const response = await fetch(link, { redirect: 'manual' });
        if (response.status !== 200) failures.push(`${link} ${response.status}`);
      }
      return { checked: links.size, failures };
    }, paths);
    expect(broken.checked).toBeGreaterThan(20);
    expect(broken.failures).toEqual([]);
    await close();
  });

  it('show the measuring guide with its diagram, breadcrumb and table of contents', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${origin}/medicion-instalacion-mamparas/angular`);
    const diagram = page.getByRole('img', {
      name: translate(locale, 'content.diagrams.angularTitle'),
    });
    await expect.poll(() => diagram.isVisible()).toBe(true);
    const breadcrumb = page.getByRole('navigation', {
      name: translate(locale, 'product.breadcrumb'),
    });
    expect(await breadcrumb.getByRole('link').allTextContents()).toEqual([
      translate(locale, 'content.home'),
      store === 'ESSM' ? 'Cómo medir tu mampara' : 'Comment mesurer votre paroi',
    ]);
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('"BreadcrumbList"')]),
    );
    const contents = page.getByRole('navigation', {
      name: translate(locale, 'content.tableOfContents'),
    });
    await contents.getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).hash).not.toBe('');
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('give the chat widget’s links their sections in the help centre, with the hours', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${origin}/ayuda`);
    const headings =
      store === 'ESSM'
        ? { chat: 'Chat con nuestro equipo', mensaje: 'Déjanos un mensaje' }
        : { chat: 'Le chat avec notre équipe', mensaje: 'Laissez-nous un message' };
    expect(await page.locator('h2#chat').textContent()).toBe(headings.chat);
    expect(await page.locator('h2#mensaje').textContent()).toBe(headings.mensaje);
    // The domain's schedule (packages/domain chat-schedule.ts), in the edition's language.
    expect(await page.locator('article').textContent()).toContain(
      store === 'ESSM'
        ? 'de lunes a jueves de 9:00 a 18:00 y el viernes de 9:00 a 12:00'
        : 'du lundi au jeudi de 9 h à 18 h et le vendredi de 9 h à 12 h',
    );
    const widget = page.locator('[data-widget="chat"]');
    await widget.locator('summary').click();
    await widget.getByRole('link', { name: translate(locale, 'widgets.chat.message') }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#mensaje');
    expect(problems).toEqual([]);
    await close();
  });

  it('show the offers themselves on the Black Friday page, as the offers listing does', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${origin}/ofertas`);
    const offers = await page.locator('main li article h3').allTextContents();
    expect(offers.length).toBeGreaterThan(0);
    await page.goto(`${origin}/mamparas-de-bano-black-friday`);
    const names = await page.locator('main article li article h3').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(Math.min(offers.length, 4));
    expect(names).toEqual(offers.slice(0, names.length));
    // Every card is a link to its product page and shows a price in euros.
    const cards = page.locator('main article li article');
    for (const card of await cards.all()) {
      expect(await card.locator('a[href]').count()).toBeGreaterThan(0);
      expect(await card.textContent()).toMatch(/\d[\d.,]*\s?€/);
    }
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('state the returns rule in the sales terms', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    const path =
      store === 'ESSM' ? '/cms/condiciones-de-venta' : '/cms/conditions-generales-de-vente';
    await page.goto(`${origin}${path}`);
    const text = await page.locator('article').textContent();
    if (store === 'ESSM') {
      expect(text).toContain('30 días naturales desde la entrega');
      expect(text).toContain('productos fabricados a medida no admiten devolución');
      expect(text).toContain('24 horas desde la entrega');
      expect(text).toContain('no enviamos a Canarias');
    } else {
      expect(text).toContain('30 jours calendaires après la livraison');
      expect(text).toContain('produits fabriqués sur mesure ne peuvent être ni repris ni échangés');
      expect(text).toContain('24 heures après la livraison');
    }
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the professional page', () => {
  it('leads to the professional sign-up', async () => {
    const { page, close } = await openPage(browser, 'phone');
    await page.goto(`${editions.ESSM.origin}/profesional`);
    const cta = page.getByRole('link', { name: 'Crear cuenta profesional' });
    expect(await cta.getAttribute('href')).toBe('/signup?professional=1');
    await close();
  });

  it('opens the sign-up with the professional box ticked, and the site widgets', async () => {
    const { page, problems, close } = await openPage(browser, 'phone', { firstVisit: true });
    const professional = page.getByRole('checkbox', {
      name: translate('es', 'authPages.fields.professional'),
    });
    await page.goto(`${editions.ESSM.origin}/signup?professional=1`);
    expect(await professional.isChecked()).toBe(true);
    // The login layout has the cookie banner like every other, but no chat corner button.
    const banner = page.getByRole('region', { name: translate('es', 'widgets.consent.label') });
    expect(await banner.isVisible()).toBe(true);
    expect(await page.locator('[data-widget="chat"]').count()).toBe(0);
    await page.goto(`${editions.ESSM.origin}/signup`);
    expect(await professional.isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('one address per content page', () => {
  it.each([
    ['/cms/sobre-nosotros', '/sobre-nosotros'],
    ['/cms/ayuda', '/ayuda'],
    ['/cms/medicion-instalacion-mamparas-angular', '/medicion-instalacion-mamparas/angular'],
    ['/instalacion/de-mamparas', '/instalacion-de-mamparas'],
    // (A /fr/ address of the Spanish edition's pages leads to their Spanish text: the
    // language-switcher journey.)
    ['/cms/ayuda?utm_source=news', '/ayuda?utm_source=news'],
  ])('sends %s to %s for good', async (from, to) => {
    const { page, close } = await openPage(browser, 'phone');
    const response = await page.goto(`${editions.ESSM.origin}${from}`);
    expect(response?.status()).toBe(200);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    const landed = new URL(page.url());
    expect(`${landed.pathname}${landed.search}`).toBe(to);
    await close();
  });
});
