import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { auditLog, staffMembers, staffSessions } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuthentication } from '../../plugins/staff-authentication.ts';
import { recordStaffChange } from '../../staff/record-staff-change.ts';
import { demoStaffEmails } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  harness = await openTestApp();
  await harness.app.ready();
});
afterAll(() => harness.close());

let address = 0;
function signIn(body: object, url = '/admin/v1/session/') {
  address += 1;
  return harness.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: `203.0.113.${address}`,
  });
}

function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = [response.headers['set-cookie']].flat()[0];
  if (typeof header !== 'string') throw new Error('no cookie set');
  return header;
}

describe('staff sessions', () => {
  it('signs in with a cookie the browser script cannot read, then tells who is signed in', async () => {
    const response = await signIn({ email: 'Soporte@Mamparas-Demo.es', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: demoStaffEmails.support,
      name: 'Sofía Soporte',
      role: 'support',
      permissions: ['orders.read', 'customers.read', 'incidents.manage'],
    });
    const cookie = cookieOf(response);
    expect(cookie).toMatch(
      /^staff_session=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/admin\/v1\/; Max-Age=43200$/,
    );
    const token = cookie.split(';')[0]?.split('=')[1] ?? '';
    // Only the token's hash is stored.
    const stored = await harness.db.select({ hash: staffSessions.tokenHash }).from(staffSessions);
    expect(stored.map((row) => row.hash)).not.toContain(token);

    const session = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/session/',
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual(response.json());
  });

  it('refuses wrong credentials and a deactivated member alike, in the caller language', async () => {
    const wrong = await signIn({ email: demoStaffEmails.owner, password: 'demo12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ non_field_errors: ['Credenciales no válidas'] });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const unknown = await signIn(
      { email: 'nadie@mamparas-demo.es', password: 'demo1234' },
      '/admin/v1/session/?language=fr',
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['non_field_errors']);
    expect(unknown.json().non_field_errors[0]).not.toBe('Credenciales no válidas');

    await harness.db
      .update(staffMembers)
      .set({ active: false })
      .where(eq(staffMembers.email, demoStaffEmails.content_editor));
    const inactive = await signIn({ email: demoStaffEmails.content_editor, password: 'demo1234' });
    expect(inactive.json()).toEqual({ non_field_errors: ['Credenciales no válidas'] });
  });

  it('answers a malformed body field by field, and an unknown language with a 400', async () => {
    const missing = await signIn({ email: 'not-an-email' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['password']);
    const badLanguage = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/session/?language=de',
    });
    expect(badLanguage.statusCode).toBe(401);
    const badLanguageSignIn = await signIn(
      { email: demoStaffEmails.owner, password: 'demo1234' },
      '/admin/v1/session/?language=de',
    );
    expect(badLanguageSignIn.statusCode).toBe(400);
    expect(Object.keys(badLanguageSignIn.json())).toEqual(['language']);
  });

  it('limits sign-in attempts per e-mail with a 429 and the wait', async () => {
    const email = demoStaffEmails.catalogue_editor;
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await signIn({ email, password: 'wrong-one' })).statusCode).toBe(400);
    const limited = await signIn({ email, password: 'demo1234' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('never limits a team signing in from one office address: only failures count', async () => {
    const office = '198.51.100.7';
    const fromOffice = (body: object) =>
      harness.app.inject({
        method: 'POST',
        url: '/admin/v1/session/',
        payload: body,
        remoteAddress: office,
      });
    for (let signIns = 0; signIns < 12; signIns += 1)
      expect(
        (await fromOffice({ email: demoStaffEmails.owner, password: 'demo1234' })).statusCode,
      ).toBe(200);
    // Ten wrong guesses, each for another e-mail: the office's address has used its allowance.
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (await fromOffice({ email: `guess${attempt}@mamparas-demo.es`, password: 'wrong-one' }))
          .statusCode,
      ).toBe(400);
    expect(
      (await fromOffice({ email: demoStaffEmails.owner, password: 'demo1234' })).statusCode,
    ).toBe(429);
  });

  it('lets no burst of guesses at once past the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        harness.app.inject({
          method: 'POST',
          url: '/admin/v1/session/',
          payload: { email: 'rafaga@mamparas-demo.es', password: `guess-${guess}` },
          remoteAddress: '198.51.100.8',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    // Each guess counts under the address and the e-mail at once; one over either is refused,
    // so ten at most are checked, never more.
    const checked = codes.filter((code) => code === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(codes.filter((code) => code !== 400).every((code) => code === 429)).toBe(true);
  });

  it('signs out: 204, cookie cleared, and the old cookie opens nothing any more', async () => {
    const cookie = cookieOf(await signIn({ email: demoStaffEmails.owner, password: 'demo1234' }));
    const headers = { cookie: cookie.split(';')[0] ?? '' };
    const withoutHeader = await harness.app.inject({
      method: 'DELETE',
      url: '/admin/v1/session/',
      headers,
    });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json().code).toBe('csrf_header_missing');
    const out = await harness.app.inject({
      method: 'DELETE',
      url: '/admin/v1/session/',
      headers: { ...headers, 'x-requested-with': 'staff-app' },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out)).toMatch(/^staff_session=; .*Max-Age=0/);
    const after = await harness.app.inject({ method: 'GET', url: '/admin/v1/session/', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      detail: 'Inicia sesión con tu cuenta de personal para continuar.',
      code: 'not_authenticated',
    });
  });

  it('ends a session idle past its expiry', async () => {
    const cookie = cookieOf(await signIn({ email: demoStaffEmails.owner, password: 'demo1234' }));
    await harness.db.update(staffSessions).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/session/?language=fr',
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(
      'Connectez-vous avec votre compte du personnel pour continuer.',
    );
  });
});

describe('the staff gate', () => {
  it('refuses to boot with a /admin/v1/ route that declares no permission', async () => {
    const app = Fastify();
    await app.register(staffAuthentication, { db: harness.db });
    expect(() => app.get('/admin/v1/forgotten/', () => 'open')).toThrow(
      /GET \/admin\/v1\/forgotten\/ must declare config.staffPermission/,
    );
    expect(() =>
      app.get(
        '/admin/v1/misspelt/',
        { config: { staffPermission: 'orders.reed' as 'orders.read' } },
        () => 'open',
      ),
    ).toThrow(/must declare config.staffPermission/);
    await app.close();
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const [owner] = await harness.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, demoStaffEmails.owner));
    if (owner === undefined) throw new Error('no demo owner');
    await recordStaffChange(harness.db, owner, 'test.change', 'order', 7, { a: 1 }, { a: 2 });
    await expect(harness.db.update(auditLog).set({ action: 'rewritten' })).rejects.toThrow();
    await expect(harness.db.delete(auditLog)).rejects.toThrow();
    await expect(harness.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const entries = await harness.db.select().from(auditLog).where(eq(auditLog.entityId, '7'));
    expect(entries).toMatchObject([{ action: 'test.change', before: { a: 1 }, after: { a: 2 } }]);
  });
});
