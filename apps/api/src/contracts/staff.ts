import { z } from 'zod';
import { staffPermissions, staffRoles } from '@shop/domain';
import { Language } from './common.ts';

/**
 * The staff api (/admin/v1/, docs: the staff contract in the root README). Staff calls name no
 * store (staff see both editions); `language` only chooses the language of the messages.
 */
export const StaffQuery = z.object({ language: Language.default('es') });
export type StaffQuery = z.infer<typeof StaffQuery>;

/** A yes/no filter of a staff list's query string. */
export const QueryFlag = z
  .enum(['true', 'false'], { error: 'staffApi.invalidBoolean' })
  .transform((flag) => flag === 'true');

/** 401/403/404 of the staff api: the message, and a code to decide by (never the words). */
export const CodedErrorBody = z.object({ detail: z.string(), code: z.string().optional() });

export const StaffSignIn = z.object({ email: z.string(), password: z.string() });

export const StaffSession = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  permissions: z.array(z.enum(staffPermissions)),
});
export type StaffSession = z.infer<typeof StaffSession>;
