import {
  addressBookBillingForm,
  addressBookShippingForm,
  requiredText,
  type StoreCode,
} from '@shop/domain';
import { data } from 'react-router';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { apiRefusal, parseForm } from '../auth/form-reply.server.ts';
import type { AccountContext } from './account-session.server.ts';
import { redirectWithSession } from './account-session.server.ts';
import { createAccountApi } from './account-api.server.ts';

export type AddressKind = 'shipping' | 'billing';

/** Shipping entries carry the recipient's name too (the api's ShippingAddress). */
function shippingEntryForm(store: StoreCode) {
  return addressBookShippingForm(store).extend({
    name: requiredText('required.name'),
    surnames: requiredText('required.surname'),
  });
}

/**
 * Saves an address-book entry (new when `id` is null): checked with the domain's address-book
 * form first, so every field is named at once, then by the api, whose field messages land on
 * the same fields. Back to /address with 'Dirección guardada'.
 */
export async function saveAddress(
  context: AccountContext,
  kind: AddressKind,
  id: number | null,
  form: FormData,
) {
  const store = context.storefront.store.code;
  const api = createAccountApi(context.scope);
  const parsed =
    kind === 'shipping'
      ? parseForm(form, shippingEntryForm(store), context.t)
      : parseForm(form, addressBookBillingForm(store), context.t);
  if (!parsed.ok) return data(parsed.reply, { status: 400 });
  const { default: isDefault, ...fields } = parsed.value;
  const body = { ...fields, is_default: isDefault };
  try {
    const book = kind === 'shipping' ? api.shipping : api.billing;
    if (id === null) await book.create(body);
    else await book.update(id, body);
  } catch (error) {
    return data(apiRefusal(error, parsed.values), { status: apiErrorStatus(error) ?? 400 });
  }
  return redirectWithSession(context, '/address?aviso=saved');
}

/** The id in an address form's URL: null for a new entry; anything unreadable is a 404. */
export function addressId(param: string | undefined): number | null {
  if (param === undefined || param === '') return null;
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ detail: 'not found' }, { status: 404 });
  return id;
}
