import { countryOf } from '@shop/domain';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { AccountHeading, Panel } from '../../features/account/account-page.tsx';
import {
  addressId,
  saveAddress,
  type AddressKind,
} from '../../features/account/address-book.server.ts';
import { AddressForm } from '../../features/account/address-fields.tsx';
import {
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/address-form';
import { formBody } from '../../lib/request-body.server.ts';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['checkout'] };

/** The book this form writes to, read from its path (/address/form-billing or form-shipping). */
function addressKind(request: Request): AddressKind {
  return new URL(request.url).pathname.includes('/address/form-billing') ? 'billing' : 'shipping';
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const kind = addressKind(request);
  const id = addressId(params.address_id);
  // Another customer's id is a 404 from the api: nothing is disclosed.
  const saved = id === null ? null : await createAccountApi(context.scope)[kind].get(id);
  const store = context.storefront.store.code;
  return withSession(context, {
    kind,
    saved,
    store,
    country: context.t(`checkout.countries.${countryOf(store)}`),
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const context = await requireAccountContext(request);
  const kind = addressKind(request);
  return saveAddress(context, kind, addressId(params.address_id), await formBody(request));
}

const titleKeys = {
  shipping: { edit: 'account.addresses.editShipping', new: 'account.addresses.newShipping' },
  billing: { edit: 'account.addresses.editBilling', new: 'account.addresses.newBilling' },
} as const;

/** /address/form-shipping[/{id}] and /address/form-billing[/{id}]: a new or an existing entry. */
export default function AddressFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { kind, saved, store, country } = loaderData;
  return (
    <>
      <AccountHeading title={t(titleKeys[kind][saved ? 'edit' : 'new'])} />
      <Panel>
        <AddressForm kind={kind} store={store} country={country} saved={saved} reply={actionData} />
      </Panel>
    </>
  );
}
