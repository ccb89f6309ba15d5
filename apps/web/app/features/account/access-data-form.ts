import {
  emailField,
  optionalPhoneField,
  passwordField,
  requiredText,
  type StoreCode,
} from '@shop/domain';
import { z } from 'zod';

/**
 * Access data (SPEC section 5): name, phone and e-mail, and optionally a new password of at
 * least 6 characters with its confirmation. Changing e-mail or password needs the current one,
 * which the api checks.
 */
export function accessDataUpdateForm(store: StoreCode) {
  return z
    .object({
      first_name: requiredText('required.name'),
      last_name: requiredText('required.surname'),
      phone: optionalPhoneField(store),
      email: emailField,
      password: z.union([z.literal('').transform(() => undefined), passwordField]).optional(),
      password_confirmation: z.string().optional().default(''),
      current_password: z.string().optional().default(''),
    })
    .superRefine((value, context) => {
      if (value.password !== undefined && value.password !== value.password_confirmation) {
        context.addIssue({
          code: 'custom',
          message: 'password.mismatch',
          path: ['password_confirmation'],
        });
      }
    });
}
