import type { ApiScope } from '../../lib/api.server.ts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { authSession } from '../../lib/auth-session.server.ts';
import type { Storefront } from '../../lib/storefront.server.ts';
import {
  createAccountApi,
  type BillingAddress,
  type ShippingAddress,
} from '../account/account-api.server.ts';
import { createAuthApi, type Client } from '../auth/auth-api.server.ts';
import {
  billingValues,
  defaultFirst,
  isSameBillingAddress,
  isSameShippingAddress,
  shippingValues,
} from './address-choice.ts';
import { billingAddressOf, shippingAddressOf, type CheckoutValues } from './checkout-fields.ts';

/** The signed-in customer at the checkout, with their address book. */
export type CheckoutAccount = {
  scope: ApiScope;
  client: Client;
  shipping: ShippingAddress[];
  billing: BillingAddress[];
};

/**
 * The account holder buying, or null for a guest. `setCookies` must go out with the response:
 * the session may have been refreshed on the way.
 */
export async function checkoutAccount(
  request: Request,
  storefront: Storefront,
): Promise<{ account: CheckoutAccount | null; setCookies: string[] }> {
  const base = { store: storefront.store.code, language: storefront.locale };
  const session = await authSession(request, base);
  if (!session.token) return { account: null, setCookies: session.setCookies };
  const scope = { ...base, token: session.token };
  try {
    const api = createAccountApi(scope);
    const [client, shipping, billing] = await Promise.all([
      createAuthApi(scope).info(session.token),
      api.shipping.list(),
      api.billing.list(),
    ]);
    return {
      account: { scope, client, shipping: shipping.results, billing: billing.results },
      setCookies: session.setCookies,
    };
  } catch (error) {
    // A session the api no longer accepts buys as a guest; the next page asks to log in again.
    if (apiErrorStatus(error) === 401) return { account: null, setCookies: session.setCookies };
    throw error;
  }
}

/**
 * The account's contact data and default addresses fill whatever the cart does not hold yet;
 * what the customer typed on the cart always wins.
 */
export function prefillFromAccount(
  values: CheckoutValues,
  account: CheckoutAccount,
): CheckoutValues {
  const { client } = account;
  const [ship] = defaultFirst(account.shipping);
  const [bill] = defaultFirst(account.billing);
  const fill: Partial<Record<keyof CheckoutValues, string>> = {
    email: client.email,
    name: client.first_name,
    surnames: client.last_name,
    phone: client.phone ?? '',
    ...(ship && shippingValues(ship)),
    ...(bill && billingValues(bill)),
  };
  const cartHasShipping = values.shipping_address !== '';
  const merged: CheckoutValues = { ...values };
  for (const [field, value] of Object.entries(fill) as [
    keyof CheckoutValues,
    string | undefined,
  ][]) {
    if (value === undefined) continue;
    if (field.startsWith('shipping_') && cartHasShipping) continue;
    const current = merged[field];
    if (typeof current === 'string' && current === '') Object.assign(merged, { [field]: value });
  }
  return merged;
}

/**
 * "Save these addresses": the checkout's shipping address, and its billing data when the
 * customer gave separate ones, join the address book unless the same address is already there.
 * The first address of a book becomes its default.
 */
export async function saveCheckoutAddresses(
  account: CheckoutAccount,
  values: CheckoutValues,
): Promise<void> {
  const api = createAccountApi(account.scope);
  const saves: Promise<unknown>[] = [];
  if (!account.shipping.some((address) => isSameShippingAddress(address, values))) {
    saves.push(
      api.shipping.create({
        ...shippingAddressOf(values),
        name: values.name,
        surnames: values.surnames,
        is_default: account.shipping.length === 0,
      }),
    );
  }
  if (
    values.different_billing &&
    !account.billing.some((address) => isSameBillingAddress(address, values))
  ) {
    saves.push(
      api.billing.create({ ...billingAddressOf(values), is_default: account.billing.length === 0 }),
    );
  }
  await Promise.all(saves);
}
