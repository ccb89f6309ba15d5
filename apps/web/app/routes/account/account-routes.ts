import { layout, type RouteConfigEntry } from '@react-router/dev/routes';
import type { PageRoute } from '../page-route.ts';

/** The public auth pages and the user area, with their own layouts (SPEC section 2). */
export function accountPages(page: PageRoute, idPrefix: string): RouteConfigEntry[] {
  const file = (name: string) => `routes/account/${name}`;
  return [
    page('logout', file('logout.ts'), 'logout'),
    page('favourites/toggle', file('favourite-toggle.ts'), 'favourite-toggle'),
    page('order/:order_id/invoice/:number', file('invoice.ts'), 'invoice'),
    page('account/admin-customer-type', file('admin-customer-type.ts'), 'admin-customer-type'),
    // Login layout: centred logo, simple footer.
    layout(file('auth-layout.tsx'), { id: `${idPrefix}auth-layout` }, [
      page('login', file('login.tsx'), 'login'),
      page('signup', file('signup.tsx'), 'signup'),
      page('recuperar-contrasena', file('password-recovery.tsx'), 'password-recovery'),
      page('restaurar-contrasena', file('password-reset.tsx'), 'password-reset'),
      page('activar-cuenta', file('activate.tsx'), 'activate'),
    ]),
    // User profile layout: requires authentication, left menu.
    layout(file('profile-layout.tsx'), { id: `${idPrefix}profile-layout` }, [
      page('profile/:id?', file('profile.tsx'), 'profile'),
      page('profile/:id?/access-data', file('access-data.tsx'), 'access-data'),
      page('profile/:userId/favourites', file('favourites.tsx'), 'profile-favourites'),
      page('favourites', file('favourites.tsx'), 'favourites'),
      page('address', file('addresses.tsx'), 'addresses'),
      page('address/form-shipping/:address_id?', file('address-form.tsx'), 'shipping-form'),
      page('address/form-billing/:address_id?', file('address-form.tsx'), 'billing-form'),
      page('newsletter', file('newsletter.tsx'), 'newsletter'),
      page('order', file('orders.tsx'), 'orders'),
      page('order/:order_id', file('order.tsx'), 'order'),
      page('quotation', file('quotations.tsx'), 'quotations'),
      page('quotation/:quotation_id', file('quotation.tsx'), 'quotation'),
    ]),
  ];
}
