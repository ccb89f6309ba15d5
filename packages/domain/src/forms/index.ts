export {
  acceptedField,
  billingPostalCodeField,
  countryField,
  emailField,
  optionalPhoneField,
  passwordField,
  phoneField,
  quantityField,
  requiredText,
  shippingPostalCodeField,
} from './fields.ts';
export {
  contactForm,
  newsletterForm,
  newsletterSubscription,
  orderLookupForm,
  paymentMethodForm,
  productQuestionForm,
} from './customer-forms.ts';
export { productQuestionLimits } from './question-limits.ts';
export {
  addressBookBillingForm,
  addressBookShippingForm,
  billingForm,
  orderBillingForm,
  orderShippingForm,
  shippingForm,
} from './address-forms.ts';
export {
  accessDataForm,
  loginForm,
  passwordRecoveryForm,
  passwordResetForm,
  signUpForm,
} from './account-forms.ts';
