import { can, staffRoles } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRouteEntry } from '../../plugins/staff-authentication.ts';
import { signInStaff } from '../../staff/staff-sessions.ts';
import { demoStaffEmails } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let routes: StaffRouteEntry[];
beforeAll(async () => {
  harness = await openTestApp();
  await harness.app.ready();
  routes = harness.app.staffRouteTable.filter((route) => route.access !== 'public');
});
afterAll(() => harness.close());

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Path parameters filled with an id: the gate answers before anything is looked up. */
const pathOf = (route: StaffRouteEntry) => route.url.replace(/:\w+/g, '1');
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** A new session of the role's demo staff member (a sign-out in the table ends the one it uses). */
async function headersOf(role: (typeof staffRoles)[number], csrf = true) {
  const signedIn = await signInStaff(harness.db, demoStaffEmails[role], 'demo1234');
  if (signedIn === null) throw new Error(`demo ${role} cannot sign in`);
  return {
    cookie: `staff_session=${signedIn.token}`,
    ...(csrf ? { 'x-requested-with': 'staff-app' } : {}),
  };
}

describe('every /admin/v1/ call against every role', () => {
  it('finds the staff calls in the app itself', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('GET /admin/v1/session/');
    expect(urls).toContain('POST /admin/v1/professional-requests/:id/approve/');
    // Issue 15: audit log, staff notes (orders.read) and address corrections (orders.manage).
    expect(urls).toContain('GET /admin/v1/audit/');
    expect(urls).toContain('POST /admin/v1/orders/:id/notes/');
    expect(urls).toContain('PUT /admin/v1/orders/:id/addresses/shipping/');
    expect(urls).toContain('PUT /admin/v1/orders/:id/addresses/billing/');
    const access = (url: string) =>
      routes.find((route) => `${route.method} ${route.url}` === url)?.access;
    expect(access('GET /admin/v1/audit/')).toBe('audit.read');
    expect(access('POST /admin/v1/orders/:id/notes/')).toBe('orders.read');
    expect(access('PUT /admin/v1/orders/:id/addresses/billing/')).toBe('orders.manage');
    expect(urls).toContain('GET /admin/v1/installation-bookings/');
    // Installation appointments (issue 15): owner and order manager.
    expect(access('PUT /admin/v1/installation-bookings/:id/appointment/')).toBe('orders.manage');
    // The incidents inbox: incidents.manage (support and owner), not orders.manage.
    for (const url of [
      'GET /admin/v1/incidents/',
      'GET /admin/v1/incidents/counts/',
      'GET /admin/v1/incidents/:id/',
      'POST /admin/v1/incidents/:id/answers/',
      'POST /admin/v1/incidents/:id/close/',
      'POST /admin/v1/incidents/:id/reopen/',
    ]) {
      expect(urls).toContain(url);
      expect(routes.find((route) => `${route.method} ${route.url}` === url)?.access).toBe(
        'incidents.manage',
      );
    }
    expect(urls).toContain('POST /admin/v1/orders/:id/refunds/');
    // Customers (issue 16): read by support and order managers; approvals need customers.approve.
    expect(access('GET /admin/v1/customers/')).toBe('customers.read');
    expect(access('GET /admin/v1/customers/:id/')).toBe('customers.read');
    expect(access('GET /admin/v1/professional-requests/')).toBe('customers.approve');
    // Coupons (issue 16): catalogue.manage (catalogue editor and owner), as prices are.
    for (const url of [
      'GET /admin/v1/coupons/',
      'POST /admin/v1/coupons/',
      'GET /admin/v1/coupons/:id/',
      'PUT /admin/v1/coupons/:id/',
      'POST /admin/v1/coupons/:id/deactivate/',
      'GET /admin/v1/coupons/:id/usage/',
      // Products (issue 16): the same catalogue.manage.
      'GET /admin/v1/products/',
      'GET /admin/v1/products/choices/',
      'POST /admin/v1/products/',
      'GET /admin/v1/products/:id/',
      'PUT /admin/v1/products/:id/',
      // Product photos (issue 16): the same catalogue.manage.
      'GET /admin/v1/products/:id/images/',
      'POST /admin/v1/products/:id/images/',
      'PUT /admin/v1/products/:id/images/order/',
      'PUT /admin/v1/products/:id/images/:imageId/',
      'DELETE /admin/v1/products/:id/images/:imageId/',
      // Variants and option groups (issue 16): catalogue.manage too.
      'GET /admin/v1/products/:id/configurator/',
      'PUT /admin/v1/products/:id/option-groups/',
      'POST /admin/v1/products/:id/variants/',
      'PUT /admin/v1/products/:id/variants/:variantId/',
      'DELETE /admin/v1/products/:id/variants/:variantId/',
    ]) {
      expect(urls).toContain(url);
      expect(access(url)).toBe('catalogue.manage');
    }
    // Content (issues 16 and 17): pages, posts, questions and reviews, content.manage.
    for (const url of [
      'GET /admin/v1/content/:kind/',
      'GET /admin/v1/content/:kind/:id/',
      'PUT /admin/v1/content/:kind/:id/',
      'POST /admin/v1/content/:kind/:id/preview/',
      'GET /admin/v1/questions/',
      'POST /admin/v1/questions/:id/answer/',
      'GET /admin/v1/reviews/',
      'POST /admin/v1/reviews/:id/publish/',
      'POST /admin/v1/reviews/:id/hide/',
      // Menus, home sliders and banners, SEO texts (issue 16).
      'GET /admin/v1/menus/',
      'POST /admin/v1/menus/items/',
      'PUT /admin/v1/menus/items/:id/',
      'DELETE /admin/v1/menus/items/:id/',
      'GET /admin/v1/home/:kind/',
      'POST /admin/v1/home/:kind/',
      'GET /admin/v1/home/:kind/:id/',
      'PUT /admin/v1/home/:kind/:id/',
      'DELETE /admin/v1/home/:kind/:id/',
      'POST /admin/v1/home/:kind/:id/preview/',
      'GET /admin/v1/seo/home-texts/',
      'PUT /admin/v1/seo/home-texts/:id/',
      'GET /admin/v1/seo/categories/',
      'PUT /admin/v1/seo/categories/:id/',
    ]) {
      expect(urls).toContain(url);
      expect(access(url)).toBe('content.manage');
    }
    // Prices, offers, bulk price changes and price history (issue 16): catalogue.manage.
    for (const url of [
      'GET /admin/v1/prices/products/',
      'GET /admin/v1/prices/filter-options/',
      'GET /admin/v1/products/:id/prices/',
      'PUT /admin/v1/products/:id/prices/',
      'GET /admin/v1/products/:id/price-changes/',
      'POST /admin/v1/prices/bulk/preview/',
      'POST /admin/v1/prices/bulk/apply/',
      // Products and prices as CSV (issue 16): the same catalogue.manage.
      'GET /admin/v1/products/export.csv',
      'POST /admin/v1/products/import/',
      'GET /admin/v1/prices/export.csv',
      'POST /admin/v1/prices/import/',
    ]) {
      expect(urls).toContain(url);
      expect(access(url)).toBe('catalogue.manage');
    }
    // Stock (issue 16): whoever reads orders reads levels; adjusting is catalogue.manage.
    expect(access('GET /admin/v1/stock/')).toBe('orders.read');
    expect(access('GET /admin/v1/stock/filters/')).toBe('orders.read');
    expect(access('GET /admin/v1/stock/:id/')).toBe('orders.read');
    expect(access('GET /admin/v1/stock/:id/movements/')).toBe('orders.read');
    expect(access('POST /admin/v1/stock/:id/adjustments/')).toBe('catalogue.manage');
    // Quotations for professionals (issue 16): orders.manage (order manager and owner).
    for (const url of [
      'GET /admin/v1/quotations/',
      'POST /admin/v1/quotations/',
      'GET /admin/v1/quotations/:id/',
      'PUT /admin/v1/quotations/:id/',
      'POST /admin/v1/quotations/:id/send/',
    ]) {
      expect(urls).toContain(url);
      expect(access(url)).toBe('orders.manage');
    }
  });

  it('refuses exactly what the role matrix refuses', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    // One session per role (a sign-in hashes a password: one per call outgrows the test's time).
    const sessions = new Map<(typeof staffRoles)[number], Record<string, string>>();
    for (const route of routes)
      for (const role of staffRoles) {
        const headers = sessions.get(role) ?? (await headersOf(role));
        // A sign-out (DELETE) ends the session: the role's next call signs in afresh.
        if (route.method === 'DELETE') sessions.delete(role);
        else sessions.set(role, headers);
        const response = await harness.app.inject({
          method: route.method as Method,
          url: pathOf(route),
          headers,
        });
        const { access } = route;
        const allowed = access === 'signed-in' || (access !== 'public' && can(role, access));
        outcomes.push(`${route.method} ${route.url} ${role}: ${response.statusCode === 403}`);
        expected.push(`${route.method} ${route.url} ${role}: ${!allowed}`);
        expect(response.statusCode).not.toBe(401);
        expect(response.statusCode).toBeLessThan(500);
      }
    expect(outcomes).toEqual(expected);
  });

  it('answers 401 without a session, with a code and in the caller language', async () => {
    for (const route of routes) {
      const response = await harness.app.inject({
        method: route.method as Method,
        url: `${pathOf(route)}?language=fr`,
        headers: { 'x-requested-with': 'staff-app', cookie: 'staff_session=forged' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD')
        expect(response.json()).toEqual({
          detail: 'Connectez-vous avec votre compte du personnel pour continuer.',
          code: 'not_authenticated',
        });
    }
  });

  it('answers 403 to a state-changing call without the CSRF header, even for the owner', async () => {
    const changing = routes.filter((route) => !isRead(route.method));
    expect(changing.length).toBeGreaterThan(0);
    for (const route of changing) {
      const response = await harness.app.inject({
        method: route.method as Method,
        url: pathOf(route),
        headers: await headersOf('owner', false),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('csrf_header_missing');
    }
  });
});
