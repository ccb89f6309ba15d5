import { domainErrorMessageKey, type StoreCode } from '@shop/domain';
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useFetcher, useSubmit } from 'react-router';
import { useTranslate } from '../../lib/use-storefront.ts';
import { addressChoiceIntents, addressKindOfField } from './address-choice.ts';
import type { CheckoutReply } from './checkout-action.server.ts';
import {
  checkCheckout,
  checkoutTextFields,
  differentBillingField,
  valuesFromForm,
  type CheckoutErrors,
  type CheckoutField,
} from './checkout-fields.ts';
import { usePlacing } from './use-placing.ts';

const fieldNames = new Set<string>([...checkoutTextFields, differentBillingField]);

function isCheckoutField(name: string): name is CheckoutField {
  return fieldNames.has(name);
}

/** Fields the browser has checked since the server last answered the form. */
type Touched = { reply: CheckoutReply | undefined; fields: ReadonlySet<CheckoutField> };

/**
 * With JavaScript, each field is checked with the domain's rules as the customer leaves it, and
 * everything valid is kept on the cart in the background (a reload loses nothing). The server's
 * answer to a submitted form is shown until the customer changes a field again.
 */
export function useCheckoutForm(store: StoreCode, reply: CheckoutReply | undefined) {
  const t = useTranslate();
  const { placing, markPlacing } = usePlacing(reply);
  const saver = useFetcher<CheckoutReply>({ key: 'checkout-save' });
  const submit = useSubmit();
  const [touched, setTouched] = useState<Touched>({ reply, fields: new Set() });
  const [clientErrors, setClientErrors] = useState<CheckoutErrors>({});
  const lastSaved = useRef<string | null>(null);
  // A new server answer replaces whatever the browser found before it.
  const current: ReadonlySet<CheckoutField> =
    touched.reply === reply ? touched.fields : new Set<CheckoutField>();

  function checkForm(form: HTMLFormElement, fields: Iterable<CheckoutField>) {
    const data = new FormData(form);
    const { errors } = checkCheckout(store, valuesFromForm(data));
    const nextTouched = new Set([...current, ...fields]);
    setTouched({ reply, fields: nextTouched });
    setClientErrors(
      Object.fromEntries(
        Object.entries(errors).map(([field, code]) => [field, t(domainErrorMessageKey(code))]),
      ),
    );
    return { data, errors, nextTouched };
  }

  function save(data: FormData) {
    data.set('intent', 'save');
    const snapshot = new URLSearchParams(
      [...data.entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ).toString();
    if (snapshot === lastSaved.current) return;
    lastSaved.current = snapshot;
    void saver.submit(data, { method: 'post' });
  }

  function onFieldDone(event: FocusEvent<HTMLFormElement> | FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (!isCheckoutField(target.name)) return;
    const { data } = checkForm(event.currentTarget, [target.name]);
    save(data);
  }

  /** Checks every field before the form goes; a wrong one keeps it here, focused. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const { errors } = checkForm(event.currentTarget, fieldNames as Set<CheckoutField>);
    const first = checkoutTextFields.find((field) => errors[field]);
    if (!first) {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter?.getAttribute('value') === 'place') markPlacing();
      return;
    }
    event.preventDefault();
    const element = event.currentTarget.elements.namedItem(first);
    const focusable = element instanceof RadioNodeList ? element[0] : element;
    if (focusable instanceof HTMLElement) focusable.focus();
  }

  const saverErrors = saver.state === 'idle' ? saver.data?.errors : undefined;
  const errorOf = (field: CheckoutField): string | undefined =>
    current.has(field)
      ? (clientErrors[field] ?? saverErrors?.[field])
      : (reply?.errors[field] ?? undefined);

  return {
    errorOf,
    placing,
    saving: saver.state !== 'idle',
    formProps: {
      onBlur: onFieldDone,
      onChange: (event: FormEvent<HTMLFormElement>) => {
        const target = event.target as HTMLInputElement;
        const addressKind = addressKindOfField(target.name);
        if (addressKind) {
          // A saved address (or 'new') is filled in by the server, as without JavaScript.
          const data = new FormData(event.currentTarget);
          data.set('intent', addressChoiceIntents[addressKind]);
          void submit(data, { method: 'post', preventScrollReset: true });
          return;
        }
        // Choices (radios, the billing toggle, selects) are done as soon as they change.
        if (target.type === 'radio' || target.type === 'checkbox' || target.tagName === 'SELECT')
          onFieldDone(event);
      },
      onSubmit,
    },
  };
}
export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
