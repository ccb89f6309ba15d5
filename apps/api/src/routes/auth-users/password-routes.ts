import { eq, sql } from 'drizzle-orm';
import { users } from '@shop/db';
import { passwordRecoveryForm, passwordResetForm } from '@shop/domain';
import { translate } from '@shop/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeOneUseToken } from '../../auth/one-use-tokens.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { enqueueAccountEmail } from '../../mail/account-email-outbox.ts';
import { revokeRefreshTokensOf } from '../../auth/refresh-tokens.ts';
import {
  DetailMessage,
  NewPasswordRequest,
  PasswordResetRequest,
  TokenLinkQuery,
} from '../../contracts/auth.ts';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { accountLimits } from '../../rate-limit/index.ts';
import { callerSubjects, limitAttempts } from './attempt-limits.ts';
import type { AuthUsersContext } from './context.ts';
import { normalisedEmail, parseDomainForm } from './domain-form.ts';

const tags = ['auth-users'];

/** clients/reset_password/ e-mails a one-hour link; clients/update_password/ uses it once. */
export const passwordRoutes: FastifyPluginAsyncZod<AuthUsersContext> = async (
  app,
  { db, env, attempts, nudge },
) => {
  app.post(
    '/auth-users/v1/clients/reset_password/',
    {
      schema: {
        summary: 'E-mail a link to choose a new password (one use, 1 hour)',
        description:
          'Unknown e-mail: 400 on email (the spec wants it said), which is why the call is ' +
          'limited to 5 per 15 minutes per address and per e-mail (then 429 with Retry-After).',
        tags,
        querystring: StoreQuery,
        body: PasswordResetRequest,
        response: { 200: DetailMessage, 400: ValidationErrorBody, 429: DetailErrorBody },
      },
    },
    async (request) => {
      const email = normalisedEmail(parseDomainForm(passwordRecoveryForm, request.body).email);
      await limitAttempts(
        request,
        attempts,
        accountLimits.passwordReset,
        [...callerSubjects(request, env.TRUSTED_PROXIES), `email:${email}`],
        'authApi.tooManyResets',
      );
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (user === undefined)
          throw ApiError.badRequest('email', 'domain.errors.auth.no_account_for_email');
        await enqueueAccountEmail(tx, user.id, 'passwordReset', request.locale);
      });
      nudge();
      return { detail: translate(request.locale, 'authApi.resetEmailSent') };
    },
  );

  app.post(
    '/auth-users/v1/clients/update_password/',
    {
      schema: {
        summary: 'Set a new password with the token of a password-recovery e-mail',
        description:
          'Also activates an account not activated yet (following the link proves the e-mail) ' +
          'and ends every session of the account.',
        tags,
        querystring: TokenLinkQuery,
        body: NewPasswordRequest,
        response: { 200: DetailMessage, 400: ValidationErrorBody },
      },
    },
    async (request) => {
      const { password } = parseDomainForm(passwordResetForm, request.body);
      const passwordHash = await hashPassword(password);
      const updated = await db.transaction(async (tx) => {
        const userId = await consumeOneUseToken(tx, request.query.token, 'password_reset');
        if (userId === null) return false;
        await tx
          .update(users)
          .set({ passwordHash, isActive: true, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await revokeRefreshTokensOf(tx, userId);
        return true;
      });
      if (!updated) throw ApiError.badRequest(undefined, 'authApi.resetLinkInvalid');
      return { detail: translate(request.locale, 'authApi.passwordUpdated') };
    },
  );
};
