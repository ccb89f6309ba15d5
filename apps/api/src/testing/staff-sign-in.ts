import type { FastifyInstance } from 'fastify';
import { staffCsrfHeader } from '../plugins/staff-authentication.ts';

/** The demo staff members (seed), one per role, all with the demo password. */
export const demoStaffEmails = {
  owner: 'propietario@mamparas-demo.es',
  order_manager: 'pedidos@mamparas-demo.es',
  catalogue_editor: 'catalogo@mamparas-demo.es',
  content_editor: 'contenidos@mamparas-demo.es',
  support: 'soporte@mamparas-demo.es',
} as const;

/**
 * Signs a staff member in through POST /admin/v1/session/ and returns the headers the staff
 * app sends afterwards: the session cookie and the CSRF header.
 */
export async function staffHeaders(
  app: FastifyInstance,
  email: string,
  password = 'demo1234',
): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/v1/session/',
    payload: { email, password },
    remoteAddress: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
  });
  const cookie = [response.headers['set-cookie']].flat()[0];
  if (response.statusCode !== 200 || cookie === undefined)
    throw new Error(`staff sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  return {
    cookie: cookie.split(';')[0] ?? '',
    [staffCsrfHeader.name]: staffCsrfHeader.value,
  };
}
