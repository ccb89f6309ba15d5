import { and, eq } from 'drizzle-orm';
import { users } from '@shop/db';
import { passwordRecoveryForm, signUpForm } from '@shop/domain';
import { translate } from '@shop/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeOneUseToken } from '../../auth/one-use-tokens.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { enqueueAccountEmail, enqueueSignUpActivation } from '../../mail/account-email-outbox.ts';
import {
  ActivationResendRequest,
  DetailMessage,
  SignUpRequest,
  SignUpResponse,
  TokenLinkQuery,
} from '../../contracts/auth.ts';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { accountLimits } from '../../rate-limit/index.ts';
import { callerSubjects, limitAttempts } from './attempt-limits.ts';
import type { AuthUsersContext } from './context.ts';
import { normalisedEmail, parseDomainForm } from './domain-form.ts';

const tags = ['auth-users'];

/**
 * clients/signup/, clients/activate_user/ and clients/resend_activation/: an account starts
 * inactive until its e-mail is proven.
 */
export const signUpRoutes: FastifyPluginAsyncZod<AuthUsersContext> = async (
  app,
  { db, env, attempts, nudge },
) => {
  app.post(
    '/auth-users/v1/clients/signup/',
    {
      schema: {
        summary: 'Open an account (inactive) and e-mail its activation link',
        description:
          'professional: true asks for a professional account: it keeps client prices ' +
          '(professional_status pending) until staff approve it. E-mail taken: 400 on email ' +
          '"Ya existe un usuario con esas credenciales". 10 sign-ups an hour per address, then 429.',
        tags,
        querystring: StoreQuery,
        body: SignUpRequest,
        response: { 201: SignUpResponse, 400: ValidationErrorBody, 429: DetailErrorBody },
      },
    },
    async (request, reply) => {
      const form = parseDomainForm(signUpForm, request.body);
      await limitAttempts(
        request,
        attempts,
        accountLimits.signUp,
        callerSubjects(request, env.TRUSTED_PROXIES),
        'authApi.tooManySignUps',
      );
      const passwordHash = await hashPassword(form.password);
      const created = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: normalisedEmail(form.email),
            passwordHash,
            firstName: form.first_name,
            lastName: form.last_name,
            // Professional prices wait for staff to check the company (approve/refuse calls).
            customerType: 'C',
            professionalStatus: form.professional ? 'pending' : null,
            storeCode: request.query.store,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id, email: users.email });
        if (user === undefined)
          throw ApiError.badRequest('email', 'domain.errors.auth.user_exists');
        await enqueueSignUpActivation(tx, user.id, request.locale);
        return user;
      });
      nudge();
      return reply.code(201).send({ id: created.id, email: created.email });
    },
  );

  app.post(
    '/auth-users/v1/clients/activate_user/',
    {
      schema: {
        summary: 'Activate an account with the token of its activation e-mail (one use, 7 days)',
        tags,
        querystring: TokenLinkQuery,
        response: { 200: DetailMessage, 400: ValidationErrorBody },
      },
    },
    async (request) => {
      const activated = await db.transaction(async (tx) => {
        const userId = await consumeOneUseToken(tx, request.query.token, 'activation');
        if (userId === null) return false;
        await tx.update(users).set({ isActive: true }).where(eq(users.id, userId));
        return true;
      });
      if (!activated) throw ApiError.badRequest(undefined, 'authApi.activationLinkInvalid');
      return { detail: translate(request.locale, 'authApi.activated') };
    },
  );

  app.post(
    '/auth-users/v1/clients/resend_activation/',
    {
      schema: {
        summary: 'E-mail the activation link again to an account not activated yet',
        description:
          'Addition to the spec, for a customer who lost the first e-mail: the same 200 whether ' +
          'or not an inactive account has that e-mail, so the call tells nobody which e-mails ' +
          'have accounts. The new link voids the earlier one. Within 60 s of the last resent ' +
          'e-mail (a double click, a replay) nothing new is sent. 5 per 15 minutes per address ' +
          'and per e-mail, then 429 with Retry-After.',
        tags,
        querystring: StoreQuery,
        body: ActivationResendRequest,
        response: { 200: DetailMessage, 400: ValidationErrorBody, 429: DetailErrorBody },
      },
    },
    async (request) => {
      const email = normalisedEmail(parseDomainForm(passwordRecoveryForm, request.body).email);
      await limitAttempts(
        request,
        attempts,
        accountLimits.activationResend,
        [...callerSubjects(request, env.TRUSTED_PROXIES), `email:${email}`],
        'authApi.tooManyActivationResends',
      );
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), eq(users.isActive, false)));
        if (user !== undefined)
          await enqueueAccountEmail(tx, user.id, 'activation', request.locale);
      });
      nudge();
      return { detail: translate(request.locale, 'authApi.activationResent') };
    },
  );
};
