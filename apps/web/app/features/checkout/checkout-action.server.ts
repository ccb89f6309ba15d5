import type { CartCheckoutRequest } from '@shop/api/contracts';
import {
  domainErrorMessageKey,
  isDomainErrorCode,
  paymentMethodForm,
  paymentMethodIds,
  type DomainErrorCode,
  type PaymentMethodId,
} from '@shop/domain';
import { createTranslator, type Translate } from '@shop/i18n';
import { data, redirect, redirectDocument } from 'react-router';
import { cartApiFor } from '../../lib/cart-session.server.ts';
import { headersWith } from '../account/account-session.server.ts';
import { createCartApi } from '../cart/cart-api.server.ts';
import {
  checkoutAccount,
  saveCheckoutAddresses,
  type CheckoutAccount,
} from './account-checkout.server.ts';
import { addressChoiceFields, addressKindOfIntent, withAddressChoice } from './address-choice.ts';
import { apiFailure } from './api-failure.server.ts';
import { checkoutOrderCookie } from './checkout-cookie.server.ts';
import {
  checkCheckout,
  valuesFromForm,
  type CheckoutErrors,
  type CheckoutValues,
} from './checkout-fields.ts';
import { checkoutTarget, shopPath, type CheckoutTarget } from './load-checkout.server.ts';
import { createPaymentApi } from './payment-api.server.ts';
import { formBody } from '../../lib/request-body.server.ts';

export type CheckoutReply = {
  /** What the customer typed, so the form shows it again (also without JavaScript). */
  values: CheckoutValues | null;
  errors: CheckoutErrors;
  /** A message about the whole order (prices changed, out of stock, provider unavailable). */
  formError: string | null;
  /** The cart's prices changed since it was shown: the summary now shows the new ones. */
  pricesChanged: boolean;
  /** The key this submission carried; a retry of the same form sends it again. */
  idempotencyKey: string;
  /** A background save (on blur) rather than the order being placed. */
  saved: boolean;
};

function isPaymentMethodId(value: string): value is PaymentMethodId {
  return (paymentMethodIds as readonly string[]).includes(value);
}

const keyPattern = /^[A-Za-z0-9-]{16,100}$/;

function translatedErrors(
  t: Translate,
  codes: Partial<Record<keyof CheckoutErrors, DomainErrorCode>>,
): CheckoutErrors {
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, t(domainErrorMessageKey(code))]),
  );
}

/**
 * Keeps every valid field on the cart (PUT carts/{id}/). The api saves nothing when one field is
 * wrong, so a field it refuses is dropped and the rest are sent again: what the customer typed
 * right is never lost.
 */
async function saveValidFields(
  target: CheckoutTarget,
  valid: CartCheckoutRequest,
  account: CheckoutAccount | null,
): Promise<CheckoutErrors> {
  // Saved with the customer's token, the cart (and the order placed from it) is the account's.
  const api = account ? createCartApi(account.scope) : cartApiFor(target.scope);
  let body: Record<string, unknown> = { ...valid };
  let refused: CheckoutErrors = {};
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await api.update(target.cart.id, body as CartCheckoutRequest);
      return refused;
    } catch (error) {
      const failure = apiFailure(error);
      // The cart became an order meanwhile (a save racing the order being placed): nothing to keep.
      if (failure?.status === 409) return refused;
      if (!failure || failure.status !== 400) throw error;
      refused = { ...refused, ...failure.fieldErrors };
      body = Object.fromEntries(
        Object.entries(body).filter(([field]) => !(field in failure.fieldErrors)),
      );
      if (Object.keys(failure.fieldErrors).length === 0) return refused;
    }
  }
  return refused;
}

/** `setCookies`: a session refreshed on the way, kept by the browser with this answer. */
function reply(
  fields: Partial<CheckoutReply> & Pick<CheckoutReply, 'idempotencyKey'>,
  status = 200,
  setCookies: readonly string[] = [],
) {
  const body: CheckoutReply = {
    values: null,
    errors: {},
    formError: null,
    pricesChanged: false,
    saved: false,
    ...fields,
  };
  return data(body, { status, headers: headersWith(setCookies) });
}

/** Starts the payment with the provider of the chosen method and sends the shopper there. */
async function startPayment(
  request: Request,
  target: CheckoutTarget,
  method: PaymentMethodId,
  idempotencyKey: string,
  values: CheckoutValues | null,
  t: Translate,
  setCookies: readonly string[] = [],
) {
  const { storefront, cart } = target;
  const resultPath = shopPath(storefront, '/checkout/result');
  const returnUrl = `${storefront.url.origin}${resultPath}`;
  // The cart's owner starts its payment: an account's cart is not found without its token.
  const payments = createPaymentApi({
    store: storefront.store.code,
    language: storefront.locale,
    token: target.scope.token,
  });
  try {
    const started = await payments.start({
      cart: cart.id,
      method,
      idempotencyKey,
      returnUrl,
      cancelUrl: `${returnUrl}?cancelled=1`,
      abortUrl: `${returnUrl}?aborted=1`,
    });
    const headers = headersWith([
      checkoutOrderCookie(request, {
        cartId: cart.id,
        paymentReference: started.payment_reference,
      }),
      ...setCookies,
    ]);
    const reference = encodeURIComponent(started.payment_reference);
    switch (started.next.to) {
      case 'provider':
        return redirect(started.next.url, { headers });
      case 'sequra-form':
        // seQura's form is the provider's own page, not one of ours: a full page load.
        return redirectDocument(shopPath(storefront, `/checkout/sequra/${reference}`), {
          headers,
        });
      case 'result':
        return redirect(`${resultPath}/${reference}`, { headers });
    }
  } catch (error) {
    const failure = apiFailure(error);
    if (!failure) {
      console.error('payment start failed', error);
      return reply(
        { values, idempotencyKey, formError: t('checkout.errors.unavailable') },
        503,
        setCookies,
      );
    }
    if (failure.status === 409) {
      return reply(
        {
          values,
          idempotencyKey,
          pricesChanged: true,
          formError: t('checkout.errors.pricesChanged'),
        },
        409,
        setCookies,
      );
    }
    return reply(
      {
        values,
        idempotencyKey,
        errors: failure.fieldErrors,
        formError: failure.detail ?? t('checkout.form.errorSummary'),
      },
      failure.status === 404 ? 404 : 400,
      setCookies,
    );
  }
}

export async function checkoutAction(request: Request) {
  const form = await formBody(request);
  const orderParam = form.get('pedido');
  const target = await checkoutTarget(request, typeof orderParam === 'string' ? orderParam : null);
  const { storefront } = target;
  const store = storefront.store.code;
  const t = createTranslator(storefront.locale);
  const submittedKey = form.get('idempotency_key');
  const idempotencyKey =
    typeof submittedKey === 'string' && keyPattern.test(submittedKey)
      ? submittedKey
      : crypto.randomUUID();

  if (target.mode === 'pay') {
    // The order's data is frozen: there is nothing to keep in the background.
    if (form.get('intent') !== 'place')
      return reply({ idempotencyKey, saved: true }, 200, target.setCookies);
    const chosen = paymentMethodForm(store).safeParse({
      payment_method: form.get('payment_method_selected') ?? undefined,
    });
    if (!chosen.success) {
      const code = chosen.error.issues[0]?.message;
      const message = isDomainErrorCode(code)
        ? t(domainErrorMessageKey(code))
        : t('domain.errors.payment.method_required');
      const errors = { payment_method_selected: message };
      return reply({ idempotencyKey, errors }, 400, target.setCookies);
    }
    const method = chosen.data.payment_method;
    if (!isPaymentMethodId(method)) throw new Error(`unchecked payment method ${method}`);
    return startPayment(request, target, method, idempotencyKey, null, t, target.setCookies);
  }

  const intent = form.get('intent');
  // An access token that expired while the customer filled the form is refreshed here: left
  // unrefreshed, the order would be placed as a guest's and miss the customer's account.
  const { account, setCookies } = await checkoutAccount(request, storefront);
  const chosenKind = account ? addressKindOfIntent(intent) : null;
  let values = valuesFromForm(form);
  if (account && chosenKind) {
    const choice = form.get(addressChoiceFields[chosenKind]);
    values = withAddressChoice(
      values,
      account,
      chosenKind,
      typeof choice === 'string' ? choice : '',
    );
  }
  const check = checkCheckout(store, values);
  const refused = await saveValidFields(target, check.valid, account);
  const errors = { ...translatedErrors(t, check.errors), ...refused };
  // A chosen address only fills the form: the fields a new one leaves empty are not errors yet.
  if (chosenKind) return reply({ values, idempotencyKey }, 200, setCookies);
  // 'save' is the background save on blur; 'update' the no-JavaScript "update the total".
  if (intent === 'save' || intent === 'update') {
    return reply({ values, errors, idempotencyKey, saved: intent === 'save' }, 200, setCookies);
  }
  if (Object.keys(errors).length > 0) {
    return reply(
      { values, errors, idempotencyKey, formError: t('checkout.form.errorSummary') },
      400,
      setCookies,
    );
  }
  const method = values.payment_method_selected;
  if (!isPaymentMethodId(method)) throw new Error(`unchecked payment method ${method}`);
  if (account && form.get('save_address') === 'on') {
    // The order does not wait on the address book: a refusal there is only logged.
    await saveCheckoutAddresses(account, values).catch((error: unknown) =>
      console.error('checkout addresses not saved', error),
    );
  }
  return startPayment(request, target, method, idempotencyKey, values, t, setCookies);
}
