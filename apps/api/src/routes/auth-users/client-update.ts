import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '@shop/db';
import {
  emailField,
  isStoreCode,
  optionalPhoneField,
  passwordField,
  requiredText,
} from '@shop/domain';
import { z } from 'zod';
import { passwordMatches, hashPassword } from '../../auth/passwords.ts';
import { revokeRefreshTokensOf } from '../../auth/refresh-tokens.ts';
import type { ClientUpdateRequest } from '../../contracts/auth.ts';
import type { Db } from '../../database.ts';
import type { Account } from '../../plugins/authentication.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import { normalisedEmail, parseDomainForm } from './domain-form.ts';

/** Each field is checked only when sent; a password needs its confirmation. */
function changesForm(store: 'ESSM' | 'FRSM') {
  return z
    .object({
      first_name: requiredText('required.name').optional(),
      last_name: requiredText('required.surname').optional(),
      phone: optionalPhoneField(store).nullable().optional(),
      email: emailField.optional(),
      password: passwordField.optional(),
      password_confirmation: z.string().optional(),
    })
    .superRefine((value, context) => {
      if (value.password !== undefined && value.password !== value.password_confirmation)
        context.addIssue({
          code: 'custom',
          message: 'password.mismatch',
          path: ['password_confirmation'],
        });
    });
}

/**
 * The caller proves it is still the account holder (an admin: itself) before an e-mail or a
 * password changes, so a session left open is not enough to take the account over.
 */
async function checkCurrentPassword(
  db: Db,
  caller: Account,
  given: string | undefined,
  countGuess: () => Promise<void>,
) {
  if (given === undefined || given === '')
    throw ApiError.badRequest('current_password', 'authApi.currentPasswordRequired');
  await countGuess();
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.id));
  if (!(await passwordMatches(row?.passwordHash, given)))
    throw ApiError.badRequest('current_password', 'authApi.currentPasswordWrong');
}

/**
 * PUT clients/{id}/ for a record the caller may edit (its own, or any for an admin).
 * `countGuess` counts a current-password check like a login attempt, so a stolen access
 * token cannot be used to guess the password.
 */
export async function updateClient(
  db: Db,
  caller: Account,
  target: { id: number; email: string; storeCode: string },
  body: ClientUpdateRequest,
  countGuess: () => Promise<void>,
): Promise<void> {
  const store = isStoreCode(target.storeCode) ? target.storeCode : 'ESSM';
  const changes = parseDomainForm(changesForm(store), body);
  const email = changes.email === undefined ? undefined : normalisedEmail(changes.email);
  const emailChanges = email !== undefined && email !== target.email;
  if (emailChanges || changes.password !== undefined)
    await checkCurrentPassword(db, caller, body.current_password, countGuess);
  const passwordHash =
    changes.password === undefined ? undefined : await hashPassword(changes.password);

  const saving = db.transaction(async (tx) => {
    if (emailChanges) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, target.id)));
      if (taken) throw ApiError.badRequest('email', 'domain.errors.auth.user_exists');
    }
    await tx
      .update(users)
      .set({
        ...(changes.first_name === undefined ? {} : { firstName: changes.first_name }),
        ...(changes.last_name === undefined ? {} : { lastName: changes.last_name }),
        ...(changes.phone === undefined ? {} : { phone: changes.phone || null }),
        ...(emailChanges ? { email } : {}),
        ...(passwordHash === undefined ? {} : { passwordHash }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, target.id));
    // A new password ends every other session; the web logs in again with it.
    if (passwordHash !== undefined) await revokeRefreshTokensOf(tx, target.id);
  });
  // Another account took the address between the check above and the write: the same answer.
  await saving.catch((error: unknown) => {
    if (isUniqueViolation(error, 'users_email_key'))
      throw ApiError.badRequest('email', 'domain.errors.auth.user_exists');
    throw error;
  });
}
