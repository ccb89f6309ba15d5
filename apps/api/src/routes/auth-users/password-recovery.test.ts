import { sql } from 'drizzle-orm';
import { oneUseTokens } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthTestApp, type AuthHarness } from './auth-test-kit.ts';

let harness: AuthHarness;
beforeAll(async () => {
  harness = await openAuthTestApp();
});
afterAll(() => harness.close());

const resetFor = (email: string, store = 'ESSM') =>
  harness.call('POST', `/auth-users/v1/clients/reset_password/?store=${store}`, {
    body: { email },
  });
const updateWith = (token: string, password: string, confirmation = password) =>
  harness.call('POST', `/auth-users/v1/clients/update_password/?store=ESSM&token=${token}`, {
    body: { password, password_confirmation: confirmation },
  });

describe('password recovery', () => {
  it('says so for an e-mail without an account', async () => {
    const response = await resetFor('nobody@example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['No existe ninguna cuenta asociada a ese email'] });
  });

  it('e-mails a link that sets a new password once and ends the old sessions', async () => {
    await harness.insertAccount('forgetful@example.com', { password: 'old-password' });
    const session = await harness.login('forgetful@example.com', 'old-password');
    const response = await resetFor('Forgetful@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Hemos enviado un correo para que actualices tu contraseña',
    });
    const mail = await harness.lastMailTo('forgetful@example.com');
    expect(mail?.subject).toBe('Cambia tu contraseña de Mamparas Shop');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/restaurar-contrasena\?token=[\w-]{43}$/);
    const token = mail?.token ?? '';

    const short = await updateWith(token, '123');
    expect(short.json()).toEqual({ password: ['Mínimo 6 caracteres requeridos'] });
    const mismatch = await updateWith(token, 'new-password', 'other-password');
    expect(mismatch.json()).toEqual({ password_confirmation: ['Las contraseñas no coinciden'] });

    const updated = await updateWith(token, 'new-password');
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      detail: 'Tu contraseña se ha actualizado. Ya puedes iniciar sesión.',
    });
    expect((await updateWith(token, 'third-password')).statusCode).toBe(400);
    await harness.login('forgetful@example.com', 'new-password');
    const oldLogin = await harness.call('POST', '/auth-users/token/', {
      body: { email: 'forgetful@example.com', password: 'old-password' },
    });
    expect(oldLogin.statusCode).toBe(401);
    const oldRefresh = await harness.call('POST', '/auth-users/token/refresh/', {
      body: { refresh: session.refresh },
    });
    expect(oldRefresh.statusCode).toBe(401);
  });

  it('refuses an expired link and keeps only the newest link working', async () => {
    await harness.insertAccount('twice@example.com');
    await resetFor('twice@example.com');
    const first = (await harness.lastMailTo('twice@example.com'))?.token ?? '';
    // Asked again within the minute (a double click, a replay): no second e-mail.
    await resetFor('twice@example.com');
    expect((await harness.lastMailTo('twice@example.com'))?.count).toBe(1);
    await harness.passEmailWindow();
    await resetFor('twice@example.com');
    const latest = await harness.lastMailTo('twice@example.com');
    expect(latest?.count).toBe(2);
    const second = latest?.token ?? '';
    const stale = await updateWith(first, 'new-password');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ non_field_errors: [expect.stringContaining('caducado')] });

    await harness.db.update(oneUseTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await updateWith(second, 'new-password')).statusCode).toBe(400);
  });

  it('writes the French e-mail and answers in French for the French edition', async () => {
    await harness.insertAccount('oubli@example.fr');
    const response = await resetFor('oubli@example.fr', 'FRSM');
    expect(response.json()).toEqual({
      detail: 'Nous vous avons envoyé un e-mail pour mettre à jour votre mot de passe',
    });
    const mail = await harness.lastMailTo('oubli@example.fr');
    expect(mail?.subject).toMatch(/^Changez votre mot de passe/);
  });

  it('refuses an activation token as a password-reset token', async () => {
    await harness.call('POST', '/auth-users/v1/clients/signup/', {
      body: {
        email: 'mixed@example.com',
        first_name: 'Eva',
        last_name: 'Ruiz',
        password: 'abcdef',
        password_confirmation: 'abcdef',
        privacy_policy: true,
      },
    });
    const activation = (await harness.lastMailTo('mixed@example.com'))?.token ?? '';
    expect((await updateWith(activation, 'new-password')).statusCode).toBe(400);
  });
});
