import { countryOf } from '@shop/domain';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { AccountHeading, Panel } from '../../features/account/account-page.tsx';
import { addressId, saveAddress } from '../../features/account/address-book.server.ts';
import { AddressForm } from '../../features/account/address-fields.tsx';
import {
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/billing-form';

export async function loader({ request, params }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const id = addressId(params.billing_id);
  // Another customer's id is a 404 from the api: nothing is disclosed.
  const saved = id === null ? null : await createAccountApi(context.scope).billing.get(id);
  const store = context.storefront.store.code;
  return withSession(context, {
    saved,
    store,
    country: context.t(`checkout.countries.${countryOf(store)}`),
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const context = await requireAccountContext(request);
  return saveAddress(context, 'billing', addressId(params.billing_id), await request.formData());
}

/** /address/form-billing[/{id}]: a new or an existing billing entry. */
export default function BillingFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { saved, store, country } = loaderData;
  return (
    <>
      <AccountHeading
        title={saved ? t('account.addresses.editBilling') : t('account.addresses.newBilling')}
      />
      <Panel>
        <AddressForm
          kind="billing"
          store={store}
          country={country}
          saved={saved}
          reply={actionData}
        />
      </Panel>
    </>
  );
}
