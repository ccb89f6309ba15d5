import { taxIdTypeMessageKey, taxIdTypesByStore } from '@shop/domain';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslate } from '../../lib/use-storefront.ts';
import { billingAddressLines, shippingAddressLines } from '../account/address-summary.ts';
import { useHydrated } from '../configurator/use-hydrated.ts';
import { currentAddressChoice } from './address-choice.ts';
import type { CheckoutReply } from './checkout-action.server.ts';
import type { CheckoutTextField } from './checkout-fields.ts';
import { FixedField, SelectField, TextAreaField, TextField } from './form-field.tsx';
import type { CheckoutData } from './load-checkout.server.ts';
import { PaymentMethodList } from './payment-method-list.tsx';
import { SavedAddressChoice } from './saved-address-choice.tsx';
import type { CheckoutFormState } from './use-checkout-form.ts';

export const checkoutFormId = 'checkout-form';

export function FormSection({
  id,
  title,
  step,
  children,
}: {
  id: string;
  title: string;
  step: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6">
      <h2 id={id} className="flex items-center gap-3 text-lg font-bold">
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
        >
          {step}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * Step 2 of the checkout: contact, shipping, billing and payment method. A real form post that
 * works without JavaScript; with it, fields are checked and kept as they are left.
 */
export function CheckoutForm({
  data,
  reply,
  form,
}: {
  data: CheckoutData;
  reply: CheckoutReply | undefined;
  form: CheckoutFormState;
}) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const { store, country, methods, cart } = data;
  const values = reply?.values ?? data.values;
  const [renderKey] = useState(data.idempotencyKey);
  const { errorOf, formProps } = form;
  // Every field shows what the customer typed (or what the cart keeps) and its own message.
  const bound = (name: CheckoutTextField) => ({
    name,
    defaultValue: values[name],
    error: errorOf(name),
  });
  const taxIdTypes = taxIdTypesByStore[store].map((type) => ({
    value: type,
    label: t(taxIdTypeMessageKey(type)),
  }));
  const countryName = t(`checkout.countries.${country}`);
  const book = data.addressBook;
  // The saved address the fields hold; a new choice remounts the fields with its values.
  const shippingChoice = book && currentAddressChoice(book, 'shipping', values);
  const billingChoice = book && currentAddressChoice(book, 'billing', values);

  return (
    <Form
      id={checkoutFormId}
      method="post"
      noValidate
      className="space-y-5"
      aria-label={t('checkout.steps.details')}
      {...formProps}
    >
      <input type="hidden" name="idempotency_key" value={reply?.idempotencyKey ?? renderKey} />
      {book && !hydrated && (
        // Enter in a field submits with the form's first button: without JavaScript that stays
        // "update the total", never the address choice buttons further down.
        <button
          type="submit"
          name="intent"
          value="update"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
        >
          {t('checkout.payment.update')}
        </button>
      )}
      <p className="text-sm text-ink-soft">{t('checkout.form.intro')}</p>

      <FormSection id="checkout-contact" title={t('checkout.contact.title')} step={1}>
        <div key={shippingChoice} className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...bound('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            label={t('checkout.contact.email')}
            hint={t('checkout.contact.emailHint')}
            className="sm:col-span-2"
          />
          <TextField
            {...bound('name')}
            autoComplete="given-name"
            required
            label={t('checkout.contact.name')}
          />
          <TextField
            {...bound('surnames')}
            autoComplete="family-name"
            required
            label={t('checkout.contact.surnames')}
          />
          <TextField
            {...bound('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={30}
            label={t('checkout.contact.phone')}
            hint={t('checkout.contact.phoneHint')}
            className="sm:col-span-2"
          />
        </div>
      </FormSection>

      <FormSection id="checkout-shipping" title={t('checkout.shipping.title')} step={2}>
        {book && book.shipping.length > 0 && (
          <SavedAddressChoice
            kind="shipping"
            selected={shippingChoice ?? ''}
            hydrated={hydrated}
            options={book.shipping.map((address) => ({
              id: address.id,
              isDefault: address.is_default,
              lines: shippingAddressLines(address),
            }))}
          />
        )}
        <div key={shippingChoice} className="grid gap-4 sm:grid-cols-6">
          <TextField
            {...bound('shipping_address')}
            autoComplete="shipping address-line1"
            required
            label={t('checkout.shipping.address')}
            className="sm:col-span-4"
          />
          <TextField
            {...bound('shipping_number')}
            required
            label={t('checkout.shipping.number')}
            className="sm:col-span-2"
          />
          <TextField
            {...bound('shipping_flat')}
            autoComplete="shipping address-line2"
            label={t('checkout.shipping.flat')}
            hint={t('checkout.shipping.flatHint')}
            className="sm:col-span-2"
          />
          <TextField
            {...bound('shipping_postal_code')}
            autoComplete="shipping postal-code"
            inputMode="numeric"
            required
            maxLength={10}
            label={t('checkout.shipping.postalCode')}
            className="sm:col-span-2"
          />
          <TextField
            {...bound('shipping_city')}
            autoComplete="shipping address-level2"
            required
            label={t('checkout.shipping.city')}
            className="sm:col-span-2"
          />
          <TextField
            {...bound('shipping_province')}
            autoComplete="shipping address-level1"
            required
            label={t('checkout.shipping.province')}
            className="sm:col-span-3"
          />
          <div className="sm:col-span-3">
            <FixedField
              label={t('checkout.shipping.country')}
              value={countryName}
              hint={t('checkout.shipping.countryFixed', { country: countryName })}
            />
          </div>
          {data.signedIn && (
            <label className="flex items-center gap-3 text-sm font-medium sm:col-span-6">
              <input
                type="checkbox"
                name="save_address"
                data-testid="save-address"
                className="size-5 shrink-0 accent-brand-700"
              />
              {t('account.addresses.saveFromCheckout')}
            </label>
          )}
          <div className="sm:col-span-6">
            <TextAreaField
              {...bound('observations')}
              label={t('checkout.contact.observations')}
              hint={t('checkout.contact.observationsHint')}
            />
          </div>
        </div>

        {/* The billing fields open with the toggle through CSS alone: it works without JavaScript. */}
        <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-line pt-5">
          <input
            type="checkbox"
            id="different_billing"
            name="different_billing"
            defaultChecked={values.different_billing}
            aria-controls="billing-fields"
            className="peer size-5 shrink-0 cursor-pointer accent-brand-700"
          />
          <label
            htmlFor="different_billing"
            className="min-w-0 flex-1 cursor-pointer text-base font-medium"
          >
            {t('checkout.shipping.differentBilling')}
          </label>
          <fieldset id="billing-fields" className="mt-2 hidden basis-full peer-checked:block">
            <legend className="mb-3 text-base font-bold">{t('checkout.billing.title')}</legend>
            {book && book.billing.length > 0 && (
              <SavedAddressChoice
                kind="billing"
                selected={billingChoice ?? ''}
                hydrated={hydrated}
                options={book.billing.map((address) => ({
                  id: address.id,
                  isDefault: address.is_default,
                  lines: billingAddressLines(address, t),
                }))}
              />
            )}
            <div key={billingChoice} className="grid gap-4 sm:grid-cols-6">
              <TextField
                {...bound('billing_business_name')}
                autoComplete="billing organization"
                required
                label={t('checkout.billing.businessName')}
                className="sm:col-span-6"
              />
              <SelectField
                {...bound('billing_tax_id_type')}
                required
                label={t('checkout.billing.taxIdType')}
                options={taxIdTypes}
                className="sm:col-span-2"
              />
              <TextField
                {...bound('billing_tax_id')}
                required
                maxLength={30}
                label={t('checkout.billing.taxId')}
                className="sm:col-span-4"
              />
              <TextField
                {...bound('billing_address')}
                autoComplete="billing address-line1"
                required
                label={t('checkout.billing.address')}
                className="sm:col-span-4"
              />
              <TextField
                {...bound('billing_number')}
                required
                label={t('checkout.billing.number')}
                className="sm:col-span-2"
              />
              <TextField
                {...bound('billing_postal_code')}
                autoComplete="billing postal-code"
                inputMode="numeric"
                required
                maxLength={10}
                label={t('checkout.billing.postalCode')}
                className="sm:col-span-2"
              />
              <TextField
                {...bound('billing_city')}
                autoComplete="billing address-level2"
                required
                label={t('checkout.billing.city')}
                className="sm:col-span-2"
              />
              <TextField
                {...bound('billing_province')}
                autoComplete="billing address-level1"
                required
                label={t('checkout.billing.province')}
                className="sm:col-span-2"
              />
              <div className="sm:col-span-6">
                <FixedField
                  label={t('checkout.billing.country')}
                  value={countryName}
                  hint={t('checkout.shipping.countryFixed', { country: countryName })}
                />
              </div>
            </div>
          </fieldset>
        </div>
      </FormSection>

      <FormSection id="checkout-payment" title={t('checkout.payment.title')} step={3}>
        <PaymentMethodList
          methods={methods}
          selected={values.payment_method_selected}
          total={cart.prices.pvp_total - cart.prices.paypal_commission}
          paypalCommission={cart.prices.paypal_commission}
          error={errorOf('payment_method_selected')}
        />
        {!hydrated && (
          // Without JavaScript the total is brought up to date (PayPal commission) on request.
          <button
            type="submit"
            name="intent"
            value="update"
            className="mt-4 h-11 rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('checkout.payment.update')}
          </button>
        )}
      </FormSection>
    </Form>
  );
}
