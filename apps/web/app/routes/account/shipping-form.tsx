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
import type { Route } from './+types/shipping-form';

export async function loader({ request, params }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const id = addressId(params.shipping_id);
  // Another customer's id is a 404 from the api: nothing is disclosed.
  const saved = id === null ? null : await createAccountApi(context.scope).shipping.get(id);
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
  return saveAddress(context, 'shipping', addressId(params.shipping_id), await request.formData());
}

/** /address/form-shipping[/{id}]: a new or an existing shipping address. */
export default function ShippingFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { saved, store, country } = loaderData;
  return (
    <>
      <AccountHeading
        title={saved ? t('account.addresses.editShipping') : t('account.addresses.newShipping')}
      />
      <Panel>
        <AddressForm
          kind="shipping"
          store={store}
          country={country}
          saved={saved}
          reply={actionData}
        />
      </Panel>
    </>
  );
}
