import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { outboxEmails, users } from '@shop/db';
import { hashPassword } from '../../auth/passwords.ts';
import { accountEmailWindowSeconds } from '../../mail/account-email-outbox.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { outboxMails } from '../../testing/outbox-files.ts';

export type AuthHarness = Awaited<ReturnType<typeof openAuthTestApp>>;

/** The api on a fresh database, writing its e-mails to a private outbox. */
export async function openAuthTestApp(env: NodeJS.ProcessEnv = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-auth-'));
  const harness = await openTestApp({ DATA_DIR: dataDir, ...env });
  await harness.app.ready();
  let address = 0;
  const { app, db } = harness;

  /** Every test gets its own caller address, so the per-address limits do not add up. */
  const nextAddress = () => {
    address += 1;
    return `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: object; token?: string; remoteAddress?: string } = {},
  ) {
    const separator = url.includes('?') ? '&' : '?';
    return app.inject({
      method,
      url: url.includes('store=') ? url : `${url}${separator}store=ESSM`,
      ...(options.body === undefined ? {} : { payload: options.body }),
      headers: options.token === undefined ? {} : { authorization: `Bearer ${options.token}` },
      remoteAddress: options.remoteAddress ?? nextAddress(),
    });
  }

  /**
   * The newest e-mail sent to `address`: its subject, text, HTML and the link's token. Account
   * e-mails go through the outbox, so the outbox sender runs first (as the api's background
   * does right after the request).
   */
  async function lastMailTo(address: string) {
    await app.background.runNow();
    const messages = await outboxMails(dataDir);
    const mine = messages.filter((message) =>
      [message.to]
        .flat()
        .some((to) => to?.value.some((entry) => entry.address === address.toLowerCase())),
    );
    const message = mine.at(-1);
    if (message === undefined) return null;
    const text = message.text ?? '';
    return {
      subject: message.subject ?? '',
      text,
      html: typeof message.html === 'string' ? message.html : '',
      link: /https?:\/\/\S+token=\S+/.exec(text)?.[0] ?? '',
      token: /token=([\w-]+)/.exec(text)?.[1] ?? '',
      count: mine.length,
    };
  }

  /** An account inserted directly (active unless said otherwise) with a known password. */
  async function insertAccount(
    email: string,
    options: { password?: string; isAdmin?: boolean; isActive?: boolean; type?: 'C' | 'P' } = {},
  ) {
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(options.password ?? 'secret-123'),
        firstName: 'Ana',
        lastName: 'García',
        storeCode: 'ESSM',
        isActive: options.isActive ?? true,
        isAdmin: options.isAdmin ?? false,
        customerType: options.type ?? 'C',
      })
      .returning({ id: users.id });
    if (user === undefined) throw new Error('the test account was not created');
    return user.id;
  }

  async function login(email: string, password = 'secret-123') {
    const response = await call('POST', '/auth-users/token/', { body: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json<{ access: string; refresh: string }>();
  }

  /** Time passes beyond the window in which a repeated account e-mail is not sent again. */
  async function passEmailWindow() {
    await db.update(outboxEmails).set({
      createdAt: sql`${outboxEmails.createdAt} - make_interval(secs => ${accountEmailWindowSeconds + 1})`,
    });
  }

  async function userRow(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  return {
    ...harness,
    dataDir,
    call,
    nextAddress,
    lastMailTo,
    insertAccount,
    login,
    passEmailWindow,
    userRow,
    close: async () => {
      await harness.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
