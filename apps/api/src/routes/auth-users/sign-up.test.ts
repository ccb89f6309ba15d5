import { and, eq, sql } from 'drizzle-orm';
import { auditLog, oneUseTokens, staffMembers, users } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretTokenHash } from '../../auth/secret-token.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openAuthTestApp, type AuthHarness } from './auth-test-kit.ts';

let harness: AuthHarness;
beforeAll(async () => {
  harness = await openAuthTestApp();
});
afterAll(() => harness.close());

const signUpBody = (email: string, overrides: object = {}) => ({
  email,
  first_name: 'Lucía',
  last_name: 'Martín',
  password: 'ducha-123',
  password_confirmation: 'ducha-123',
  professional: false,
  privacy_policy: true,
  ...overrides,
});

describe('sign-up, activation and login', () => {
  it('opens an inactive account, e-mails the activation link, activates once and logs in', async () => {
    const { call, lastMailTo } = harness;
    const signUp = await call('POST', '/auth-users/v1/clients/signup/', {
      body: signUpBody('Lucia.Martin@Example.com'),
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toEqual({ id: expect.any(Number), email: 'lucia.martin@example.com' });

    const early = await call('POST', '/auth-users/token/', {
      body: { email: 'lucia.martin@example.com', password: 'ducha-123' },
    });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual({ detail: 'Usuario inactivo' });

    const mail = await lastMailTo('lucia.martin@example.com');
    expect(mail?.subject).toBe('Activa tu cuenta en Mamparas Shop');
    expect(mail?.text).toContain('Hola, Lucía:');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/activar-cuenta\?token=[\w-]{43}$/);
    expect(mail?.html).toContain(`href="${mail?.link}"`);

    const activation = await call(
      'POST',
      `/auth-users/v1/clients/activate_user/?store=ESSM&token=${mail?.token}`,
    );
    expect(activation.statusCode).toBe(200);
    expect(activation.json()).toEqual({
      detail: 'Tu cuenta está activada. Ya puedes iniciar sesión.',
    });
    const again = await call(
      'POST',
      `/auth-users/v1/clients/activate_user/?store=ESSM&token=${mail?.token}`,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [expect.stringContaining('no es válido')] });

    const { access, refresh } = await harness.login('LUCIA.martin@example.com', 'ducha-123');
    expect(refresh).toMatch(/^[\w-]{43}$/);
    const info = await call('GET', '/auth-users/v1/clients/info/', { token: access });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      user: {
        id: signUp.json<{ id: number }>().id,
        email: 'lucia.martin@example.com',
        first_name: 'Lucía',
        last_name: 'Martín',
        phone: null,
        _type: 'C',
        is_admin: false,
        store: 'ESSM',
        professional_status: null,
      },
    });
  });

  it('opens a professional account in French with the French e-mail on the French host', async () => {
    const { call, lastMailTo } = harness;
    const signUp = await call('POST', '/auth-users/v1/clients/signup/?store=FRSM', {
      body: signUpBody('pro@example.fr', { professional: true }),
    });
    expect(signUp.statusCode).toBe(201);
    const mail = await lastMailTo('pro@example.fr');
    expect(mail?.subject).toMatch(/^Activez votre compte /);
    expect(mail?.link).toMatch(/^http:\/\/fr\.localhost:3000\/activar-cuenta\?token=/);
    await call('POST', `/auth-users/v1/clients/activate_user/?store=FRSM&token=${mail?.token}`);
    const { access } = await harness.login('pro@example.fr', 'ducha-123');
    const info = await call('GET', '/auth-users/v1/clients/info/?store=FRSM', { token: access });
    // Client prices until staff have checked the company.
    expect(info.json()).toMatchObject({
      user: { _type: 'C', store: 'FRSM', professional_status: 'pending' },
    });
    const id: number = info.json().user.id;

    const requests = '/admin/v1/professional-requests/';
    const asStaff = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
      harness.app.inject({ method, url, headers });
    // A customer token, even an admin's, opens no staff call: only a staff session does.
    const adminEmail = 'admin@example.com';
    await harness.insertAccount(adminEmail, { isAdmin: true });
    const { access: adminToken } = await harness.login(adminEmail, 'secret-123');
    for (const token of [access, adminToken]) {
      const authorization = { authorization: `Bearer ${token}` };
      expect((await asStaff('GET', requests, authorization)).statusCode).toBe(401);
      expect((await asStaff('POST', `${requests}${id}/approve/`, authorization)).statusCode).toBe(
        401,
      );
    }
    // Support staff read customers but do not approve them.
    const support = await staffHeaders(harness.app, demoStaffEmails.support);
    const refusedToSupport = await asStaff('POST', `${requests}${id}/approve/`, support);
    expect(refusedToSupport.statusCode).toBe(403);
    expect(refusedToSupport.json()).toEqual({
      detail: 'No tiene permiso para realizar esta acción.',
      code: 'permission_denied',
    });

    const manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
    const pending = await asStaff('GET', requests, manager);
    // Staff see when they asked and the company they bill to (none yet: sign-up asks none).
    expect(pending.json().results).toContainEqual(
      expect.objectContaining({
        id,
        email: 'pro@example.fr',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        company: '',
        tax_id: '',
      }),
    );

    const approved = await asStaff('POST', `${requests}${id}/approve/?language=fr`, manager);
    expect(approved.json()).toMatchObject({ _type: 'P', professional_status: 'approved' });
    // Who decided, and when, stays on the account, and the decision is in the audit log.
    const [decided] = await harness.db
      .select({ by: users.professionalDecidedBy, at: users.professionalDecidedAt })
      .from(users)
      .where(eq(users.id, id));
    const [managerMember] = await harness.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, demoStaffEmails.order_manager));
    expect(decided?.by).toBe(managerMember?.id);
    expect(decided?.at).toBeInstanceOf(Date);
    const entries = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(id))));
    expect(entries).toEqual([
      expect.objectContaining({
        staffId: managerMember?.id,
        action: 'professional.approve',
        before: { professional_status: 'pending', customer_type: 'C' },
        after: { professional_status: 'approved', customer_type: 'P' },
      }),
    ]);
    const news = await lastMailTo('pro@example.fr');
    expect(news?.subject).toMatch(/^Votre compte professionnel .* est approuvé$/);
    const again = await asStaff('POST', `${requests}${id}/refuse/`, manager);
    expect(again.statusCode).toBe(409);
    expect((await asStaff('GET', requests, manager)).json().results).toEqual([]);
  });

  it('keeps a refused professional at client prices and tells them in their language', async () => {
    const { call, lastMailTo } = harness;
    await call('POST', '/auth-users/v1/clients/signup/', {
      body: signUpBody('obra@example.es', { professional: true }),
    });
    const owner = await staffHeaders(harness.app, demoStaffEmails.owner);
    const pending = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/professional-requests/',
      headers: owner,
    });
    const request = pending
      .json()
      .results.find((client: { email: string }) => client.email === 'obra@example.es');
    const refused = await harness.app.inject({
      method: 'POST',
      url: `/admin/v1/professional-requests/${request.id}/refuse/`,
      headers: owner,
    });
    expect(refused.json()).toMatchObject({ _type: 'C', professional_status: 'refused' });
    expect((await lastMailTo('obra@example.es'))?.subject).toMatch(
      /^Tu solicitud de cuenta profesional/,
    );
    const unknown = await harness.app.inject({
      method: 'POST',
      url: '/admin/v1/professional-requests/999999/approve/',
      headers: owner,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a taken e-mail, short or unconfirmed passwords and a missing privacy acceptance', async () => {
    const { call } = harness;
    await call('POST', '/auth-users/v1/clients/signup/', { body: signUpBody('taken@example.com') });
    const taken = await call('POST', '/auth-users/v1/clients/signup/', {
      body: signUpBody('TAKEN@example.com'),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ['Ya existe un usuario con esas credenciales'] });

    const short = await call('POST', '/auth-users/v1/clients/signup/', {
      body: signUpBody('short@example.com', { password: '12345', password_confirmation: '12345' }),
    });
    expect(short.json()).toEqual({ password: ['Mínimo 6 caracteres requeridos'] });

    const mismatch = await call('POST', '/auth-users/v1/clients/signup/', {
      body: signUpBody('mismatch@example.com', { password_confirmation: 'ducha-124' }),
    });
    expect(mismatch.json()).toEqual({ password_confirmation: ['Las contraseñas no coinciden'] });

    const noPrivacy = await call('POST', '/auth-users/v1/clients/signup/?language=fr', {
      body: signUpBody('privacy@example.com', { privacy_policy: false, email: 'not-an-email' }),
    });
    expect(noPrivacy.statusCode).toBe(400);
    expect(Object.keys(noPrivacy.json()).sort()).toEqual(['email', 'privacy_policy']);
    expect(await harness.lastMailTo('privacy@example.com')).toBeNull();
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    await harness.insertAccount('known@example.com');
    for (const email of ['known@example.com', 'nobody@example.com']) {
      const response = await harness.call('POST', '/auth-users/token/', {
        body: { email, password: 'wrong-password' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Credenciales no válidas' });
    }
  });

  it('seeds the demo accounts, active, with the password demo1234', async () => {
    const expected = [
      ['cliente@mamparas-demo.es', 'C', false],
      ['profesional@mamparas-demo.es', 'P', false],
      ['admin@mamparas-demo.es', 'C', true],
    ] as const;
    for (const [email, type, isAdmin] of expected) {
      const { access } = await harness.login(email, 'demo1234');
      const info = await harness.call('GET', '/auth-users/v1/clients/info/', { token: access });
      expect(info.json()).toMatchObject({ user: { email, _type: type, is_admin: isAdmin } });
    }
  });

  it('refuses an expired activation link with a clear message and activates nothing', async () => {
    const { call, lastMailTo } = harness;
    const signUp = await call('POST', '/auth-users/v1/clients/signup/', {
      body: signUpBody('tarde@example.com'),
    });
    const { id } = signUp.json<{ id: number }>();
    const mail = await lastMailTo('tarde@example.com');
    // The week the link lasts is over.
    await harness.db
      .update(oneUseTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneUseTokens.tokenHash, secretTokenHash(mail?.token ?? '')));
    const refused = await call(
      'POST',
      `/auth-users/v1/clients/activate_user/?store=ESSM&token=${mail?.token}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      non_field_errors: [
        'El enlace de activación no es válido, ya se ha usado o ha caducado. Si ya activaste tu cuenta, inicia sesión.',
      ],
    });
    expect((await harness.userRow(id))?.isActive).toBe(false);
    const login = await call('POST', '/auth-users/token/', {
      body: { email: 'tarde@example.com', password: 'ducha-123' },
    });
    expect(login.json()).toEqual({ detail: 'Usuario inactivo' });
    // The link was not spent by the refusal: it is simply too old.
    const [token] = await harness.db
      .select({ usedAt: oneUseTokens.usedAt })
      .from(oneUseTokens)
      .where(eq(oneUseTokens.tokenHash, secretTokenHash(mail?.token ?? '')));
    expect(token?.usedAt).toBeNull();
  });

  it('refuses an activation token that is unknown or of the wrong kind', async () => {
    const response = await harness.call(
      'POST',
      '/auth-users/v1/clients/activate_user/?store=ESSM&token=made-up',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('non_field_errors');
  });
});

describe('resend_activation', () => {
  const resend = (email: string) =>
    harness.call('POST', '/auth-users/v1/clients/resend_activation/', { body: { email } });
  const sameAnswer = {
    detail:
      'Si hay una cuenta pendiente de activar con ese correo, te hemos enviado de nuevo el enlace de activación.',
  };

  it('e-mails a new activation link that replaces the lost one', async () => {
    const { call, lastMailTo } = harness;
    await call('POST', '/auth-users/v1/clients/signup/', {
      body: signUpBody('olvido@example.com'),
    });
    const first = await lastMailTo('olvido@example.com');

    // A double click: two requests at once, one e-mail; a replay within the minute, none.
    const clicks = await Promise.all([resend('Olvido@Example.com'), resend('olvido@example.com')]);
    expect(clicks.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(clicks[0]?.json()).toEqual(sameAnswer);
    expect((await resend('olvido@example.com')).json()).toEqual(sameAnswer);
    const second = await lastMailTo('olvido@example.com');
    expect(second?.count).toBe(2);
    expect(second?.subject).toBe('Activa tu cuenta en Mamparas Shop');
    expect(second?.token).not.toBe(first?.token);

    // Later, the customer asks again: a new e-mail whose link voids the earlier ones.
    await harness.passEmailWindow();
    await resend('olvido@example.com');
    const third = await lastMailTo('olvido@example.com');
    expect(third?.count).toBe(3);

    const activate = (token: string | undefined) =>
      call('POST', `/auth-users/v1/clients/activate_user/?store=ESSM&token=${token}`);
    expect((await activate(first?.token)).statusCode).toBe(400);
    expect((await activate(second?.token)).statusCode).toBe(400);
    expect((await activate(third?.token)).statusCode).toBe(200);
    await harness.login('olvido@example.com', 'ducha-123');
  });

  it('answers an unknown or an already active e-mail the same, sending nothing', async () => {
    await harness.insertAccount('activa@example.com');
    for (const email of ['nadie@example.com', 'activa@example.com']) {
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(sameAnswer);
      expect(await harness.lastMailTo(email)).toBeNull();
    }
  });

  it('refuses a malformed e-mail and a sixth request in 15 minutes', async () => {
    const malformed = await resend('no-es-un-correo');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['email']);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await resend('insistente@example.com')).statusCode).toBe(200);
    const refused = await resend('insistente@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toContain('Demasiadas solicitudes del correo de activación');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
