import { z } from 'zod';
import { storeCodes, type StoreCode } from '../edition.ts';
import { validatePaymentMethod } from '../payment-methods.ts';
import { normalizeOrderNumber } from '../order-number.ts';
import {
  acceptedField,
  domainIssue,
  emailField,
  optionalPhoneField,
  optionalText,
  optionalPasswordField,
  phoneField,
  requiredText,
} from './fields.ts';
import { productQuestionLimits } from './question-limits.ts';

/** The form also asks for the name; only email, tag, meta_data and store are sent on. */
export const newsletterForm = z.object({
  email: emailField,
  name: requiredText('required.name'),
  last_name: requiredText('required.surname'),
  privacy_policy: acceptedField('required.privacy_policy'),
});

/** What the newsletter call sends: the form's name fields stay behind. */
export const newsletterSubscription = z.object({
  email: emailField,
  tag: z.literal('newsletter'),
  meta_data: z.object({}).default({}),
  store: z.enum(storeCodes),
});

export const orderLookupForm = z.object({
  email: emailField,
  // Customers copy numbers with spaces or in lower case: 'es 1234 5678' is ES12345678.
  order_number: requiredText('required.order_number').transform(normalizeOrderNumber),
});

/** Checkout contact step; a password, when given, opens an account with the order. */
export function contactForm(store: StoreCode) {
  return z.object({
    email: emailField,
    name: requiredText('required.name'),
    surname: requiredText('required.surname'),
    phone: phoneField(store),
    password: optionalPasswordField,
    observations: optionalText(),
  });
}

export function paymentMethodForm(store: StoreCode) {
  return z.object({
    payment_method: z
      .string(domainIssue('payment.method_required'))
      .superRefine((value, context) => {
        const error = validatePaymentMethod(store, value);
        if (error) context.addIssue({ code: 'custom', message: error });
      }),
  });
}

export function productQuestionForm(store: StoreCode) {
  return z.object({
    name: requiredText('required.name').max(
      productQuestionLimits.name,
      domainIssue('question.name_too_long'),
    ),
    email: emailField,
    phone: optionalPhoneField(store),
    question: requiredText('required.question').max(
      productQuestionLimits.question,
      domainIssue('question.text_too_long'),
    ),
    privacy_policy: acceptedField('required.privacy_policy'),
  });
}
