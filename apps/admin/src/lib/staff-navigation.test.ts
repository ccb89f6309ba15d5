import { describe, expect, it } from 'vitest';
import { homeFor, sectionsFor } from './staff-navigation.ts';

const labelsOf = (permissions: string[]) => sectionsFor(permissions).map((s) => s.label);

describe('navigation by permission', () => {
  it('shows an order manager orders, quotations and the dashboard, not the audit log', () => {
    const manager = ['orders.read', 'orders.manage', 'orders.refund', 'customers.read'];
    expect(labelsOf(manager)).toEqual([
      'staffApp.nav.dashboard',
      'staffApp.nav.orders',
      'staffApp.nav.installations',
      'staffApp.nav.quotations',
      'staffApp.nav.customers',
      'staffApp.nav.stock',
    ]);
    expect(homeFor(manager)).toBe('/');
  });

  it('shows a content editor only their sections, landing on the content', () => {
    expect(labelsOf(['content.manage'])).toEqual([
      'staffApp.nav.content',
      'staffApp.nav.menus',
      'staffApp.nav.home',
      'staffApp.nav.seo',
      'staffApp.nav.questions',
      'staffApp.nav.reviews',
    ]);
    expect(homeFor(['content.manage'])).toBe('/content');
  });

  it('gives support the incidents inbox', () => {
    expect(labelsOf(['orders.read', 'customers.read', 'incidents.manage'])).toContain(
      'staffApp.nav.incidents',
    );
    expect(sectionsFor(['incidents.manage'])[0]?.path).toBe('/incidents');
  });

  it('gives whoever approves professionals their requests screen', () => {
    expect(labelsOf(['customers.read', 'customers.approve'])).toEqual([
      'staffApp.nav.customers',
      'staffApp.nav.professionals',
    ]);
    expect(homeFor(['customers.approve'])).toBe('/professionals');
    expect(sectionsFor(['customers.read'])[0]?.path).toBe('/customers');
  });

  it('opens the products screen to the catalogue editors', () => {
    expect(homeFor(['catalogue.manage'])).toBe('/products');
    // Products and prices as CSV: the catalogue's import and export screen.
    expect(
      sectionsFor(['catalogue.manage']).find((s) => s.path === '/catalogue-sheets')?.label,
    ).toBe('staffApp.nav.catalogueSheets');
  });

  it('opens the audit log to whoever may read it', () => {
    expect(homeFor(['audit.read'])).toBe('/audit');
  });
});
