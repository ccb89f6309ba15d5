import type { StaffMessageKey } from '@shop/i18n/staff-app';

/**
 * The shell's sections and the permission each needs (the api's role matrix decides who holds
 * it). Sections the app does not have yet show greyed to those allowed; the rest are hidden.
 */
export interface StaffSection {
  label: StaffMessageKey;
  permission: string;
  path?: string;
}

export const staffSections: readonly StaffSection[] = [
  { label: 'staffApp.nav.dashboard', permission: 'orders.read', path: '/' },
  { label: 'staffApp.nav.orders', permission: 'orders.read', path: '/orders' },
  { label: 'staffApp.nav.installations', permission: 'orders.read', path: '/installations' },
  { label: 'staffApp.nav.quotations', permission: 'orders.manage', path: '/quotations' },
  { label: 'staffApp.nav.audit', permission: 'audit.read', path: '/audit' },
  { label: 'staffApp.nav.customers', permission: 'customers.read', path: '/customers' },
  { label: 'staffApp.nav.professionals', permission: 'customers.approve', path: '/professionals' },
  { label: 'staffApp.nav.incidents', permission: 'incidents.manage', path: '/incidents' },
  { label: 'staffApp.nav.catalogue', permission: 'catalogue.manage', path: '/products' },
  { label: 'staffApp.nav.prices', permission: 'catalogue.manage', path: '/prices' },
  { label: 'staffApp.nav.coupons', permission: 'catalogue.manage', path: '/coupons' },
  {
    label: 'staffApp.nav.catalogueSheets',
    permission: 'catalogue.manage',
    path: '/catalogue-sheets',
  },
  // Read by whoever reads orders; the adjustment form needs catalogue.manage.
  { label: 'staffApp.nav.stock', permission: 'orders.read', path: '/stock' },
  { label: 'staffApp.nav.content', permission: 'content.manage', path: '/content' },
  { label: 'staffApp.nav.menus', permission: 'content.manage', path: '/menus' },
  { label: 'staffApp.nav.home', permission: 'content.manage', path: '/home-slides' },
  { label: 'staffApp.nav.seo', permission: 'content.manage', path: '/seo' },
  { label: 'staffApp.nav.questions', permission: 'content.manage', path: '/questions' },
  { label: 'staffApp.nav.reviews', permission: 'content.manage', path: '/reviews' },
  { label: 'staffApp.nav.staff', permission: 'staff.manage' },
];

/** The sections a staff member sees in the navigation. */
export function sectionsFor(permissions: readonly string[]): StaffSection[] {
  return staffSections.filter((section) => permissions.includes(section.permission));
}

/** Where a staff member lands after signing in: their first section with a screen. */
export function homeFor(permissions: readonly string[]): string | undefined {
  return sectionsFor(permissions).find((section) => section.path)?.path;
}
