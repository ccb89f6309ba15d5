import type { FastifyRequest, RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { can, isStaffPermission, type StaffPermission } from '@shop/domain';
import type { Db } from '../database.ts';
import { staffOfSession, type StaffMember } from '../staff/staff-sessions.ts';
import { ApiError } from './api-error.ts';

/**
 * What a /admin/v1/ route asks of its caller: a permission of the role matrix, any signed-in
 * staff member ('signed-in', the session calls), or nobody ('public', signing in).
 */
export type StaffAccess = StaffPermission | 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on /admin/v1/ routes that need one; null elsewhere. */
    staff: StaffMember | null;
  }
  interface FastifyInstance {
    /** Every /admin/v1/ route and what it asks, as registered (the permission matrix test reads it). */
    staffRouteTable: StaffRouteEntry[];
  }
  interface FastifyContextConfig {
    /** Required on every /admin/v1/ route: the api refuses to boot with one that lacks it. */
    staffPermission?: StaffAccess;
  }
}

export type StaffRouteEntry = { method: string; url: string; access: StaffAccess };

export const staffBase = '/admin/v1/';
export const staffCookie = 'staff_session';
/** What the staff app sends on every state-changing call; a cross-site form cannot. */
export const staffCsrfHeader = { name: 'x-requested-with', value: 'staff-app' } as const;

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function staffAccessOf(route: RouteOptions): StaffAccess {
  const declared = route.config?.staffPermission;
  if (declared === 'signed-in' || declared === 'public' || isStaffPermission(declared))
    return declared;
  throw new Error(
    `${String(route.method)} ${route.url} must declare config.staffPermission (a permission of ` +
      `packages/domain staff-roles.ts, 'signed-in' or 'public'); it has ${String(declared)}`,
  );
}

/** The staff_session cookie of a request, if it sent one. */
export function staffSessionToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === staffCookie) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const refusal = {
  signIn: () => new ApiError(401, 'staffApi.signInRequired', {}, undefined, 'not_authenticated'),
  csrf: () => new ApiError(403, 'staffApi.csrfHeaderMissing', {}, undefined, 'csrf_header_missing'),
  permission: () => new ApiError(403, 'api.forbidden', {}, undefined, 'permission_denied'),
};

/**
 * The one gate of the staff api. At boot, every route under /admin/v1/ must say what it needs
 * (forgetting is a boot failure, not an open door). On arrival, before the body is read or
 * validated: the session cookie (401), the CSRF header on state-changing calls (403), then the
 * route's permission for the member's role (403). Customer tokens open nothing here.
 */
export const staffAuthentication = fastifyPlugin<{ db: Db }>(async (app, { db }) => {
  app.decorateRequest('staff', null);
  const table: StaffRouteEntry[] = [];
  app.decorate('staffRouteTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(staffBase)) return;
    const access = staffAccessOf(route);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
    if (access !== 'public') route.schema = { ...route.schema, security: [{ staffSession: [] }] };
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith(staffBase)) return;
    const access = request.routeOptions.config.staffPermission;
    if (access === undefined || access === 'public') return;
    const token = staffSessionToken(request);
    const staff = token === undefined ? null : await staffOfSession(db, token);
    if (staff === null) throw refusal.signIn();
    if (
      !readMethods.has(request.method) &&
      request.headers[staffCsrfHeader.name] !== staffCsrfHeader.value
    )
      throw refusal.csrf();
    if (access !== 'signed-in' && !can(staff.role, access)) throw refusal.permission();
    request.staff = staff;
  });
});

/** The staff member of a route that declared a staffPermission (checked on arrival). */
export function requireStaff(request: FastifyRequest): StaffMember {
  if (request.staff === null)
    throw new Error(`${request.routeOptions.url ?? request.url} has no signed-in staff member`);
  return request.staff;
}
