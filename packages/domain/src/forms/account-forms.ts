import { z } from 'zod';
import {
  acceptedField,
  confirmationMatches,
  emailField,
  optionalFlag,
  passwordConfirmationField,
  passwordField,
  requiredText,
} from './fields.ts';

export const signUpForm = z
  .object({
    email: emailField,
    first_name: requiredText('required.name'),
    last_name: requiredText('required.surname'),
    password: passwordField,
    password_confirmation: passwordConfirmationField,
    professional: optionalFlag,
    privacy_policy: acceptedField('required.privacy_policy'),
  })
  .superRefine(confirmationMatches);

/** Logging in checks presence only: the length rule would tell attackers about old passwords. */
export const loginForm = z.object({
  email: emailField,
  password: requiredText('password.required'),
  terms: acceptedField('required.terms'),
});

export const accessDataForm = z
  .object({
    email: emailField,
    password: passwordField,
    password_confirmation: passwordConfirmationField,
    privacy_policy: acceptedField('required.privacy_policy'),
  })
  .superRefine(confirmationMatches);

export const passwordRecoveryForm = z.object({ email: emailField });

export const passwordResetForm = z
  .object({ password: passwordField, password_confirmation: passwordConfirmationField })
  .superRefine(confirmationMatches);
