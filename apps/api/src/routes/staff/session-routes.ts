import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CodedErrorBody, StaffQuery, StaffSession, StaffSignIn } from '../../contracts/staff.ts';
import { DetailErrorBody, ValidationErrorBody } from '../../contracts/common.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireStaff, staffBase, staffCookie } from '../../plugins/staff-authentication.ts';
import {
  signInStaff,
  signOutStaff,
  staffSessionIdleSeconds,
  type StaffMember,
} from '../../staff/staff-sessions.ts';
import { signInAttempt } from '../auth-users/attempt-limits.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

const sessionPath = `${staffBase}session/`;

function toStaffSession({ id, email, name, role, permissions }: StaffMember): StaffSession {
  return { id, email, name, role, permissions: [...permissions] };
}

/** Secure when the api is reached over https (directly, or as PUBLIC_API_URL says). */
function sessionCookie(request: FastifyRequest, value: string, maxAgeSeconds: number) {
  const secure =
    request.protocol === 'https' || request.server.publicApiUrl?.startsWith('https:') === true;
  return [
    `${staffCookie}=${value}`,
    'HttpOnly',
    'SameSite=Strict',
    `Path=${staffBase}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function clearCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', sessionCookie(request, '', 0));
}

/** Staff sign-in, the current session, sign-out (POST/GET/DELETE /admin/v1/session/). */
export const sessionRoutes: FastifyPluginAsyncZod<StaffContext> = async (
  app,
  { db, env, attempts },
) => {
  app.post(
    sessionPath,
    {
      config: { staffPermission: 'public' },
      schema: {
        summary: 'Staff sign-in: sets the staff_session cookie (12 h idle expiry)',
        description:
          'Wrong e-mail or password, or a deactivated member: 400 non_field_errors. After 10 ' +
          'failed sign-ins in a minute from one address or for one e-mail: 429 with Retry-After.',
        tags,
        querystring: StaffQuery,
        body: StaffSignIn,
        response: { 200: StaffSession, 400: ValidationErrorBody, 429: DetailErrorBody },
      },
    },
    async (request, reply) => {
      const { email, password, succeeded } = await signInAttempt(
        request,
        { attempts, trustedProxies: env.TRUSTED_PROXIES },
        'staff-email',
        'staffApi.tooManySignIns',
      );
      const signedIn = await signInStaff(db, email, password);
      if (signedIn === null)
        throw ApiError.badRequest(undefined, 'domain.errors.auth.invalid_credentials');
      await succeeded();
      reply.header('set-cookie', sessionCookie(request, signedIn.token, staffSessionIdleSeconds));
      return toStaffSession(signedIn.member);
    },
  );

  app.get(
    sessionPath,
    {
      config: { staffPermission: 'signed-in' },
      schema: {
        summary: 'The signed-in staff member, their role and permissions',
        tags,
        querystring: StaffQuery,
        response: { 200: StaffSession, 400: ValidationErrorBody, 401: CodedErrorBody },
      },
    },
    (request) => toStaffSession(requireStaff(request)),
  );

  app.delete(
    sessionPath,
    {
      config: { staffPermission: 'signed-in' },
      schema: {
        summary: 'Sign out: revokes the session and clears the cookie',
        tags,
        querystring: StaffQuery,
        response: {
          204: z.null(),
          400: ValidationErrorBody,
          401: CodedErrorBody,
          403: CodedErrorBody,
        },
      },
    },
    async (request, reply) => {
      await signOutStaff(db, requireStaff(request).sessionId);
      clearCookie(request, reply);
      return reply.code(204).send(null);
    },
  );
};
