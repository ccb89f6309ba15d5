import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { coupons, outboxEmails } from '@shop/db';
import { eq, like, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthTestApp, type AuthHarness } from '../routes/auth-users/auth-test-kit.ts';
import { closedPort } from '../testing/closed-port.ts';
import { smtpSink } from '../testing/smtp-sink.ts';
import { enqueueAccountEmail } from './account-email-outbox.ts';
import { enqueueNewsletterCouponMail } from './newsletter-coupon-mail.ts';
import { demoStaffEmails, staffHeaders } from '../testing/staff-sign-in.ts';

const signUpBody = (email: string) => ({
  email,
  first_name: 'Rosa',
  last_name: 'Vidal',
  password: 'ducha-123',
  password_confirmation: 'ducha-123',
  professional: true,
  privacy_policy: true,
});
const subscription = (email: string) => ({
  email,
  tag: 'newsletter',
  meta_data: {},
  store: 'ESSM',
});
const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('account e-mails while the mail server is down', () => {
  let harness: AuthHarness;
  let port: number;
  beforeAll(async () => {
    // Nothing listens there yet: every connection is refused until the sink starts.
    port = await closedPort();
    harness = await openAuthTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => harness.close());

  it('answers every request, keeps each e-mail in the outbox and delivers it when the server is back', async () => {
    const { call, db } = harness;
    const signUp = await call('POST', '/auth-users/v1/clients/signup/', {
      body: signUpBody('vuelta@example.com'),
    });
    expect(signUp.statusCode).toBe(201);
    const userId = signUp.json<{ id: number }>().id;
    await harness.insertAccount('olvido.fr@example.com');
    // Asked in French on the Spanish edition: the e-mail is in French.
    const reset = await call(
      'POST',
      '/auth-users/v1/clients/reset_password/?store=ESSM&language=fr',
      {
        body: { email: 'olvido.fr@example.com' },
      },
    );
    expect(reset.statusCode).toBe(200);
    const approved = await harness.app.inject({
      method: 'POST',
      url: `/admin/v1/professional-requests/${userId}/approve/`,
      headers: await staffHeaders(harness.app, demoStaffEmails.order_manager),
    });
    expect(approved.statusCode).toBe(200);
    const subscribed = await call('POST', '/auth-users/v1/newsletters/', {
      body: subscription('boletin@example.com'),
    });
    expect(subscribed.statusCode).toBe(201);

    await harness.app.background.runNow();
    const waiting = await db
      .select({
        kind: outboxEmails.kind,
        payload: outboxEmails.payload,
        attempts: outboxEmails.attempts,
        sentAt: outboxEmails.sentAt,
        lastError: outboxEmails.lastError,
      })
      .from(outboxEmails);
    expect(waiting).toHaveLength(4);
    for (const row of waiting) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    }
    expect(waiting.map((row) => row.payload)).toEqual(
      expect.arrayContaining([
        { kind: 'account', userId, message: 'activation', language: 'es' },
        { kind: 'account', userId: expect.any(Number), message: 'passwordReset', language: 'fr' },
        { kind: 'account', userId, message: 'professionalApproved', language: 'es' },
        { kind: 'newsletterCoupon', couponId: expect.any(Number), language: 'es' },
      ]),
    );

    const sink = await smtpSink(port);
    try {
      // The back-off is over (a minute back, so no clock rounding keeps them waiting): the next
      // rounds of the sender retry them. A round the timer started before this update may still
      // hold the old time, so rounds run until the server has them all.
      await db.update(outboxEmails).set({ nextAttemptAt: sql`now() - interval '1 minute'` });
      await expect
        .poll(
          async () => {
            await harness.app.background.runNow();
            return sink.messages.length;
          },
          { timeout: 20_000, interval: 250 },
        )
        .toBe(4);
      const mails = await Promise.all(
        sink.messages.map((raw) => simpleParser(Buffer.from(raw, 'latin1'))),
      );
      const to = (address: string) =>
        mails.filter((mail) => mail.to && [mail.to].flat()[0]?.value[0]?.address === address);
      expect(mails).toHaveLength(4);
      expect(to('vuelta@example.com').map((mail) => mail.subject)).toEqual([
        'Activa tu cuenta en Mamparas Shop',
        expect.stringMatching(/^Tu cuenta profesional .* está aprobada$/),
      ]);
      const [resetMail] = to('olvido.fr@example.com');
      expect(resetMail?.subject).toMatch(/^Changez votre mot de passe/);
      const [welcome] = to('boletin@example.com');
      expect(welcome?.subject).toMatch(/^Tu cupón de 5 € de bienvenida a /);

      // The links of the retried e-mails work; their tokens were never stored in the outbox.
      const activationToken = tokenIn(to('vuelta@example.com')[0]?.text ?? '');
      const resetToken = tokenIn(resetMail?.text ?? '');
      const stored = JSON.stringify(await db.select().from(outboxEmails));
      expect(stored).not.toContain(activationToken);
      expect(stored).not.toContain(resetToken);
      const activated = await call(
        'POST',
        `/auth-users/v1/clients/activate_user/?store=ESSM&token=${activationToken}`,
      );
      expect(activated.statusCode).toBe(200);
      const updated = await call(
        'POST',
        `/auth-users/v1/clients/update_password/?store=ESSM&token=${resetToken}`,
        { body: { password: 'nueva-clave', password_confirmation: 'nueva-clave' } },
      );
      expect(updated.statusCode).toBe(200);
      const sent = await db.select({ sentAt: outboxEmails.sentAt }).from(outboxEmails);
      expect(sent.every((row) => row.sentAt instanceof Date)).toBe(true);
    } finally {
      sink.server.close();
    }
  });
});

describe('account e-mails in the outbox', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await openAuthTestApp();
  });
  afterAll(() => harness.close());

  it('sends nothing for a change that rolls back, neither the e-mail nor the coupon', async () => {
    const { db } = harness;
    const userId = await harness.insertAccount('vuelta.atras@example.com');
    const rolledBack = db.transaction(async (tx) => {
      await enqueueAccountEmail(tx, userId, 'passwordReset', 'es');
      const [coupon] = await tx
        .insert(coupons)
        .values({
          storeCode: 'ESSM',
          code: 'HOLA5-ROLLBACK',
          discountType: 'amount',
          boundEmail: 'vuelta.atras@example.com',
        })
        .returning({ id: coupons.id });
      await enqueueNewsletterCouponMail(tx, coupon?.id ?? 0, 'es');
      throw new Error('the change fails after queueing its e-mails');
    });
    await expect(rolledBack).rejects.toThrow('the change fails');
    expect(await harness.lastMailTo('vuelta.atras@example.com')).toBeNull();
    expect(await db.select().from(outboxEmails)).toEqual([]);
    expect(await db.select().from(coupons).where(eq(coupons.code, 'HOLA5-ROLLBACK'))).toEqual([]);
  });

  it('repeats an e-mail cut short by a crash as the same message, whose link works', async () => {
    const { call, db } = harness;
    const signUp = await call('POST', '/auth-users/v1/clients/signup/', {
      body: signUpBody('caida@example.com'),
    });
    const first = await harness.lastMailTo('caida@example.com');
    expect(first?.count).toBe(1);
    // The process died after handing the message over and before writing it down as sent.
    await db
      .update(outboxEmails)
      .set({ sentAt: null, nextAttemptAt: sql`now()` })
      .where(like(outboxEmails.dedupeKey, `account:${signUp.json<{ id: number }>().id}:%`));
    const repeated = await harness.lastMailTo('caida@example.com');
    expect(repeated?.count).toBe(1);
    expect(repeated?.token).toBe(first?.token);
    // The HTML kept beside the message is still the first one's.
    const outbox = join(harness.dataDir, 'outbox');
    const pages = (await readdir(outbox)).filter((file) => file.endsWith('.html'));
    expect(pages).toHaveLength(1);
    expect(await readFile(join(outbox, pages[0] ?? ''), 'utf8')).toContain(
      `token=${first?.token}"`,
    );
    const activated = await call(
      'POST',
      `/auth-users/v1/clients/activate_user/?store=ESSM&token=${repeated?.token}`,
    );
    expect(activated.statusCode).toBe(200);
  });
});
