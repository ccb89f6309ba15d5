import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { translate } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { demoSession } from './account-fixtures.ts';
import { editions } from './shop.ts';

/*
 * What a careless or hostile client sends never breaks the web (500): a path that does not
 * decode is the 404 page, and every action refuses a body it cannot read (400) or one too
 * large to be a form of the shop (413, apps/web/app/lib/request-body.server.ts) in the
 * visitor's language.
 */

const es = editions.ESSM.origin;
const routesDir = fileURLToPath(new URL('../../apps/web/app/routes', import.meta.url));

/** Where each route module with an action is posted to (a signed-in customer for account). */
const actionPaths: Record<string, string> = {
  'account/access-data.tsx': '/profile/access-data',
  'account/address-form.tsx': '/address/form-shipping',
  'account/addresses.tsx': '/address',
  'account/admin-customer-type.ts': '/account/admin-customer-type',
  'account/favourite-toggle.ts': '/favourites/toggle',
  'account/login.tsx': '/login',
  'account/logout.ts': '/logout',
  'account/newsletter.tsx': '/newsletter',
  'account/order.tsx': '/order/1',
  'account/password-recovery.tsx': '/recuperar-contrasena',
  'account/password-reset.tsx': '/restaurar-contrasena',
  'account/quotation.tsx': '/quotation/1',
  'account/quotations.tsx': '/quotation',
  'account/signup.tsx': '/signup',
  'cart/add.ts': '/cart/add',
  'cart/cart.tsx': '/cart',
  'checkout/checkout.tsx': '/checkout',
  'newsletter/subscribe.ts': '/newsletter/subscribe',
  'order-status/order-invoice.ts': '/estado-pedido/factura',
  'order-status/order-status.tsx': '/estado-pedido',
  'product/price.ts': '/product/1/price',
  'product/question.ts': '/product/question',
  'seo/consent.ts': '/cookies/consent',
  'system/locale.ts': '/locale',
};
/** Actions that act without reading a body (signing out, saving the cart), or staff-only. */
const withoutBody = new Set([
  'account/logout.ts',
  'account/quotations.tsx',
  'account/admin-customer-type.ts',
]);

function routeModulesWithAnAction(): string[] {
  return readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .filter((file) =>
      /export (async )?function action\b/.test(readFileSync(path.join(routesDir, file), 'utf8')),
    )
    .sort();
}

const oversized = `comment=${'x'.repeat(300 * 1024)}`;
const bodies = {
  'broken multipart': {
    type: 'multipart/form-data; boundary=----shop',
    body: '------shop\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end',
  },
  'unknown type': { type: 'text/plain', body: 'email=a@b.es' },
  // JSON for the form actions, and the one JSON action's broken document.
  'broken JSON': { type: 'application/json', body: '{"measures": [1, 2' },
  oversized: { type: 'application/x-www-form-urlencoded', body: oversized },
};

describe('bad input', () => {
  it.each(['/%00', '/%ff', '/%', '/mamparas-de-ducha%00', '/marcas/%ff', '/fr/%E0%A4%A'])(
    'answers the 404 page for the path %s',
    async (badPath) => {
      const response = await fetch(`${es}${badPath}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      const locale = badPath.startsWith('/fr/') ? 'fr' : 'es';
      expect(html).toContain(
        translate(locale, 'errorPage.notFound.title').replaceAll("'", '&#x27;'),
      );
    },
  );

  it('knows where every action of the web is posted to', () => {
    expect(routeModulesWithAnAction()).toEqual(Object.keys(actionPaths).sort());
  });

  it('refuses an unreadable or oversized body on every action with 400 or 413, never 500', async () => {
    const session = await demoSession('cliente@mamparas-demo.es');
    const seen: string[] = [];
    for (const [file, actionPath] of Object.entries(actionPaths)) {
      for (const [kind, { type, body }] of Object.entries(bodies)) {
        // An action that answers without reading the body leaves a large one unread: Node
        // closes the connection on a client still sending it.
        if (withoutBody.has(file) && kind === 'oversized') continue;
        const response = await fetch(`${es}${actionPath}`, {
          method: 'POST',
          headers: { origin: es, 'content-type': type, cookie: session },
          body,
          redirect: 'manual',
        });
        const expected = withoutBody.has(file) ? undefined : kind === 'oversized' ? 413 : 400;
        seen.push(`${file} ${kind}: ${response.status}`);
        expect(response.status, `${file} ${kind}`).toBeLessThan(500);
        if (expected !== undefined) expect(response.status, `${file} ${kind}`).toBe(expected);
      }
    }
    expect(seen.length).toBeGreaterThan(Object.keys(actionPaths).length);
  });

  it("says why in the visitor's language", async () => {
    const form = await fetch(`${es}/fr/cart/add`, {
      method: 'POST',
      headers: { origin: es, 'content-type': bodies.oversized.type },
      body: oversized,
    });
    expect(form.status).toBe(413);
    expect(await form.text()).toContain(translate('fr', 'errorPage.tooLarge.text'));
    const page = await fetch(`${es}/login`, {
      method: 'POST',
      headers: { origin: es, 'content-type': bodies['broken multipart'].type },
      body: bodies['broken multipart'].body,
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(translate('es', 'errorPage.badRequest.title'));
  });
});
