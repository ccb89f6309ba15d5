import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storeCodes } from '../edition.ts';
import { isDomainErrorCode } from '../errors.ts';
import {
  accessDataForm,
  billingForm,
  contactForm,
  loginForm,
  newsletterForm,
  newsletterSubscription,
  orderBillingForm,
  orderLookupForm,
  orderShippingForm,
  passwordRecoveryForm,
  passwordResetForm,
  paymentMethodForm,
  productQuestionForm,
  shippingForm,
  signUpForm,
  addressBookBillingForm,
  addressBookShippingForm,
} from './index.ts';

/** The error codes a form reports, by field. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'form';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

describe('newsletter form', () => {
  it('reports each missing field with its code', () => {
    expect(errorsOf(newsletterForm, {})).toEqual({
      email: ['email.required'],
      name: ['required.name'],
      last_name: ['required.surname'],
      privacy_policy: ['required.privacy_policy'],
    });
  });

  it('accepts a complete subscription', () => {
    expect(
      errorsOf(newsletterForm, {
        email: 'ana@example.es',
        name: 'Ana',
        last_name: 'García',
        privacy_policy: true,
      }),
    ).toEqual({});
    expect(
      errorsOf(newsletterForm, {
        email: 'ana@example',
        name: 'Ana',
        last_name: 'García',
        privacy_policy: false,
      }),
    ).toEqual({
      email: ['email.invalid'],
      privacy_policy: ['required.privacy_policy'],
    });
  });
});

describe('newsletter subscription', () => {
  it('is the e-mail with the fixed tag, empty meta data and the store', () => {
    expect(
      newsletterSubscription.parse({ email: 'ana@example.es', tag: 'newsletter', store: 'FRSM' }),
    ).toEqual({
      email: 'ana@example.es',
      tag: 'newsletter',
      meta_data: {},
      store: 'FRSM',
    });
    expect(
      newsletterSubscription.safeParse({ email: 'ana@example.es', tag: 'promo', store: 'ESSM' })
        .success,
    ).toBe(false);
  });
});

describe('order lookup form', () => {
  it('requires e-mail and order number', () => {
    expect(errorsOf(orderLookupForm, { email: ' ', order_number: '' })).toEqual({
      email: ['email.required'],
      order_number: ['required.order_number'],
    });
  });
});

describe('contact form', () => {
  const contact = { email: 'ana@example.es', name: 'Ana', surname: 'García', phone: '612345678' };
  it('checks the phone by edition and an optional password', () => {
    expect(errorsOf(contactForm('ESSM'), contact)).toEqual({});
    expect(errorsOf(contactForm('FRSM'), contact)).toEqual({ phone: ['phone.invalid'] });
    expect(errorsOf(contactForm('ESSM'), { ...contact, password: '' })).toEqual({});
    expect(errorsOf(contactForm('ESSM'), { ...contact, password: '12345' })).toEqual({
      password: ['password.min_length'],
    });
  });
});

describe('shipping form', () => {
  const shipping = {
    phone: '612345678',
    address: 'Calle Mayor',
    number: '3',
    city: 'Madrid',
    province: 'Madrid',
    postal_code: '28013',
  };
  it('fixes the country to the edition and refuses the Canary Islands', () => {
    expect(shippingForm('ESSM').parse(shipping)).toMatchObject({
      country: 'ES',
      same_billing_data: true,
      flat: '',
    });
    expect(errorsOf(shippingForm('ESSM'), { ...shipping, postal_code: '35001' })).toEqual({
      postal_code: ['postal_code.no_shipping_canary'],
    });
    expect(errorsOf(shippingForm('ESSM'), { ...shipping, country: 'FR' })).toEqual({
      country: ['country.not_edition'],
    });
  });

  it('refuses Ceuta, Melilla and codes of no province', () => {
    expect(errorsOf(shippingForm('ESSM'), { ...shipping, postal_code: '51001' })).toEqual({
      postal_code: ['postal_code.no_shipping_ceuta_melilla'],
    });
    expect(
      errorsOf(addressBookShippingForm('ESSM'), { ...shipping, postal_code: '99001' }),
    ).toEqual({ postal_code: ['postal_code.unknown'] });
  });

  it('keeps the same fields plus a default flag in the address book', () => {
    expect(addressBookShippingForm('ESSM').parse({ ...shipping, default: true })).toMatchObject({
      default: true,
    });
  });
});

describe('billing form', () => {
  const billing = {
    business_name: 'Reformas Ana',
    tax_id: '12345678z',
    name: 'Ana',
    surname: 'García',
    address: 'Calle Mayor',
    number: '3',
    city: 'Las Palmas',
    province: 'Las Palmas',
    postal_code: '35001',
  };

  it('defaults to the edition’s first tax id type and normalises the id', () => {
    expect(billingForm('ESSM').parse(billing)).toMatchObject({
      tax_id_type: 'dni',
      tax_id: '12345678Z',
      country: 'ES',
    });
  });

  it('invoices to any existing code of the edition’s country, not to a code of no province', () => {
    expect(billingForm('ESSM').parse({ ...billing, postal_code: '51001' })).toMatchObject({
      postal_code: '51001',
    });
    expect(errorsOf(billingForm('ESSM'), { ...billing, postal_code: '99001' })).toEqual({
      postal_code: ['postal_code.unknown'],
    });
    expect(
      errorsOf(addressBookBillingForm('FRSM'), {
        ...billing,
        tax_id: '123456789',
        postal_code: '96000',
      }),
    ).toEqual({
      postal_code: ['postal_code.unknown'],
    });
  });

  it('names the wrong document on the tax id field', () => {
    expect(errorsOf(billingForm('ESSM'), { ...billing, tax_id: '12345678A' })).toEqual({
      tax_id: ['tax_id.dni_control'],
    });
    expect(
      errorsOf(billingForm('ESSM'), { ...billing, tax_id_type: 'cif', tax_id: '12345678Z' }),
    ).toEqual({ tax_id: ['tax_id.cif_format'] });
    expect(errorsOf(billingForm('ESSM'), { ...billing, tax_id_type: 'nss' })).toEqual({
      tax_id_type: ['tax_id.type_invalid'],
    });
    expect(errorsOf(addressBookBillingForm('FRSM'), { ...billing, tax_id: '123456789' })).toEqual(
      {},
    );
  });
});

describe('account forms', () => {
  const signUp = {
    email: 'ana@example.es',
    first_name: 'Ana',
    last_name: 'García',
    password: '123456',
    password_confirmation: '123456',
    privacy_policy: true,
  };

  it('needs 6 characters, a matching confirmation and the terms', () => {
    expect(signUpForm.parse(signUp)).toMatchObject({ professional: false });
    expect(
      errorsOf(signUpForm, { ...signUp, password: '12345', password_confirmation: '12345' }),
    ).toEqual({ password: ['password.min_length'] });
    expect(errorsOf(signUpForm, { ...signUp, password_confirmation: '654321' })).toEqual({
      password_confirmation: ['password.mismatch'],
    });
    expect(
      errorsOf(accessDataForm, {
        email: 'ana@example.es',
        password: '',
        password_confirmation: '',
        privacy_policy: true,
      }),
    ).toEqual({
      password: ['password.required'],
      password_confirmation: ['password.confirmation_required'],
    });
  });

  it('checks only presence and terms at login', () => {
    expect(errorsOf(loginForm, { email: 'ana@example.es', password: '1', terms: true })).toEqual(
      {},
    );
    expect(errorsOf(loginForm, { email: '', password: '' })).toEqual({
      email: ['email.required'],
      password: ['password.required'],
      terms: ['required.terms'],
    });
  });
});

describe('payment method and product question', () => {
  it('requires a method the edition offers', () => {
    expect(errorsOf(paymentMethodForm('ESSM'), {})).toEqual({
      payment_method: ['payment.method_required'],
    });
    expect(errorsOf(paymentMethodForm('FRSM'), { payment_method: 'bizum' })).toEqual({
      payment_method: ['payment.method_unavailable'],
    });
  });

  it('takes an optional phone', () => {
    const question = {
      name: 'Ana',
      email: 'ana@example.es',
      question: '¿Cabe en 68 cm?',
      privacy_policy: true,
    };
    expect(errorsOf(productQuestionForm('ESSM'), question)).toEqual({});
    expect(errorsOf(productQuestionForm('ESSM'), { ...question, phone: '12' })).toEqual({
      phone: ['phone.invalid'],
    });
  });
});

describe('every form', () => {
  const everyForm = storeCodes.flatMap((store) =>
    Object.entries({
      accessDataForm,
      addressBookBillingForm: addressBookBillingForm(store),
      addressBookShippingForm: addressBookShippingForm(store),
      billingForm: billingForm(store),
      contactForm: contactForm(store),
      loginForm,
      newsletterForm,
      orderLookupForm,
      passwordRecoveryForm,
      passwordResetForm,
      paymentMethodForm: paymentMethodForm(store),
      productQuestionForm: productQuestionForm(store),
      shippingForm: shippingForm(store),
      signUpForm,
    }).map(([name, schema]) => ({ name: `${name} (${store})`, schema })),
  );

  /** What a browser can post: fields missing, or any text in them (a tampered form). */
  function postedInputs(schema: z.ZodType): unknown[] {
    const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
    const everyField = (value: unknown) =>
      Object.fromEntries(fields.map((field) => [field, value]));
    return [{}, everyField('x'), everyField(' '), everyField('on'), everyField('\u0000')];
  }

  it.each(everyForm)('$name reports only messages the shop has in both languages', ({ schema }) => {
    for (const input of postedInputs(schema)) {
      const result = schema.safeParse(input);
      const rawMessages = result.success
        ? []
        : result.error.issues.map((issue) => issue.message).filter((m) => !isDomainErrorCode(m));
      expect({ input, rawMessages }).toEqual({ input, rawMessages: [] });
    }
  });

  it('asks for the password to be typed again rather than calling an empty confirmation a typo', () => {
    expect(
      errorsOf(signUpForm, {
        email: 'ana@example.es',
        first_name: 'Ana',
        last_name: 'Sol',
        password: 'secreto1',
        privacy_policy: true,
      }),
    ).toEqual({ password_confirmation: ['password.confirmation_required'] });
  });
});

describe('order address forms (staff corrections)', () => {
  it('checks a shipping correction as the checkout does, without the billing choice', () => {
    const shipping = {
      phone: '612 34 56 78',
      address: 'Calle Mayor',
      number: '3',
      city: 'Madrid',
      province: 'Madrid',
      postal_code: '28013',
    };
    const parsed = orderShippingForm('ESSM').parse(shipping);
    expect(parsed).toEqual({ ...shipping, phone: '612345678', flat: '', country: 'ES' });
    expect(errorsOf(orderShippingForm('FRSM'), { ...shipping, postal_code: '20000' })).toEqual({
      phone: ['phone.invalid'],
      postal_code: ['postal_code.no_shipping_corsica'],
    });
  });

  it('checks a billing correction by the tax id type, without the buyer’s name', () => {
    const billing = {
      business_name: 'Reformas SL',
      tax_id_type: 'cif',
      tax_id: 'b12345674',
      address: 'Calle Mayor',
      number: '3',
      city: 'Madrid',
      province: 'Madrid',
      postal_code: '35001',
    };
    expect(orderBillingForm('ESSM').parse(billing)).toEqual({
      ...billing,
      tax_id: 'B12345674',
      country: 'ES',
    });
    expect(errorsOf(orderBillingForm('ESSM'), { ...billing, tax_id: 'B12345670' })).toEqual({
      tax_id: ['tax_id.cif_control'],
    });
    expect(errorsOf(orderBillingForm('ESSM'), { ...billing, tax_id_type: 'nif' })).toEqual({
      tax_id_type: ['tax_id.type_invalid'],
    });
  });
});
