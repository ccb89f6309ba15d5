import { z } from 'zod';
import { RecordIdParam, StoreCode, StoreQuery, UserType } from './common.ts';

/**
 * /auth-users/ token and client calls (issue 7). Request bodies name their fields and types
 * here; the content rules (e-mail format, password length, confirmation, privacy acceptance)
 * are the domain's forms, applied by the handlers so their messages are the spec's.
 */

export const TokenRequest = z.object({ email: z.string(), password: z.string() });
export type TokenRequest = z.infer<typeof TokenRequest>;

/** access: JWT (HS256) for `Authorization: Bearer`, 600 s; refresh: opaque, 86400 s, one use. */
export const TokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

export const RefreshRequest = z.object({ refresh: z.string() });
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const Client = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  _type: UserType,
  is_admin: z.boolean(),
  /** The edition the account signed up in (the language of its e-mails). */
  store: StoreCode,
  /**
   * Addition to the spec: a professional sign-up stays 'pending' (client prices) until staff
   * approve or refuse it; null when the account never asked.
   */
  professional_status: z.enum(['pending', 'approved', 'refused']).nullable(),
});
export type Client = z.infer<typeof Client>;

export const ClientInfo = z.object({ user: Client });
export type ClientInfo = z.infer<typeof ClientInfo>;

export const ClientIdParams = z.object({ id: RecordIdParam });

export const SignUpRequest = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
  professional: z.boolean().optional(),
  privacy_policy: z.boolean(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignUpResponse = z.object({ id: z.number().int(), email: z.string() });
export type SignUpResponse = z.infer<typeof SignUpResponse>;

/** activate_user/ and update_password/ carry the e-mailed token in the query. */
export const TokenLinkQuery = StoreQuery.extend({ token: z.string().default('') });

export const PasswordResetRequest = z.object({ email: z.string() });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

export const ActivationResendRequest = z.object({ email: z.string() });
export type ActivationResendRequest = z.infer<typeof ActivationResendRequest>;

export const NewPasswordRequest = z.object({
  password: z.string(),
  password_confirmation: z.string(),
});
export type NewPasswordRequest = z.infer<typeof NewPasswordRequest>;

/** Only the fields sent change; email and password also need current_password. */
export const ClientUpdateRequest = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  phone: z.string().nullable().optional(),
  email: z.string().optional(),
  password: z.string().optional(),
  password_confirmation: z.string().optional(),
  current_password: z.string().optional(),
});
export type ClientUpdateRequest = z.infer<typeof ClientUpdateRequest>;

/** The admin's cart, emptied so its rows are priced again for the new type; none is fine. */
export const ToggleTypeRequest = z.object({ cart_id: z.uuid().nullable().optional() });
export type ToggleTypeRequest = z.infer<typeof ToggleTypeRequest>;

export const DetailMessage = z.object({ detail: z.string() });
export type DetailMessage = z.infer<typeof DetailMessage>;
