import { and, eq, gt, like, sql } from 'drizzle-orm';
import { outboxEmails, stores, users, type OneUseTokenPurpose } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { issueOneUseToken } from '../auth/one-use-tokens.ts';
import type { Db } from '../database.ts';
import { renderAccountMail, type AccountMailKind } from './account-mails.ts';
import {
  mailContent,
  storeMailbox,
  type DeliveredMail,
  type Mailer,
  type RepeatableDelivery,
} from './mailer.ts';
import type { MerchantDetails } from './merchant-details.ts';
import { enqueueEmail, type OutboxMessage } from './outbox.ts';

/**
 * Requests for the same e-mail to one account within this time are one e-mail: a double click
 * on "resend activation" or a replayed request does not mail twice. Later requests are new
 * e-mails (the customer lost the earlier one); the attempt limits bound how many.
 */
export const accountEmailWindowSeconds = 60;

/** The e-mails whose link carries a one-use token; the others tell of a staff decision. */
const purposeOf: Partial<Record<AccountMailKind, OneUseTokenPurpose>> = {
  activation: 'activation',
  passwordReset: 'password_reset',
};

const accountEmail = (
  userId: number,
  message: AccountMailKind,
  language: Locale,
): OutboxMessage => ({ kind: 'account', userId, message, language });

/**
 * The activation e-mail of a new account, written in the transaction that opens it: one per
 * account. A resend (enqueueAccountEmail) is another e-mail: the customer says the first is lost.
 */
export function enqueueSignUpActivation(tx: Db, userId: number, language: Locale) {
  return enqueueEmail(
    tx,
    `account:${userId}:sign-up`,
    accountEmail(userId, 'activation', language),
  );
}

/**
 * Writes an account e-mail to the outbox inside the caller's transaction: it is sent if and only
 * if the change commits, by the outbox sender, with its retries. Nothing secret is stored: the
 * sender issues the link's token when it renders the e-mail.
 */
export async function enqueueAccountEmail(
  tx: Db,
  userId: number,
  message: AccountMailKind,
  language: Locale,
): Promise<void> {
  // Two requests at once for one account wait for each other here, so the second one sees the
  // row of the first and adds nothing.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const keyPrefix = `account:${userId}:${message}:`;
  const [recent] = await tx
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        like(outboxEmails.dedupeKey, `${keyPrefix}%`),
        gt(
          outboxEmails.createdAt,
          sql`now() - make_interval(secs => ${accountEmailWindowSeconds})`,
        ),
      ),
    )
    .limit(1);
  if (recent !== undefined) return;
  await enqueueEmail(
    tx,
    `${keyPrefix}${new Date().toISOString()}`,
    accountEmail(userId, message, language),
  );
}

/**
 * Renders an account e-mail from today's account and sends it to the storefront of the account's
 * edition, in the language of the request that caused it. Each attempt issues a fresh token
 * (one-use-tokens.ts says which earlier ones stop working).
 */
export async function sendAccountEmail(
  db: Db,
  mailer: Pick<Mailer, 'deliver'>,
  merchant: Pick<MerchantDetails, 'storefrontOrigin'>,
  message: { userId: number; message: AccountMailKind; language: Locale },
  delivery: RepeatableDelivery,
): Promise<DeliveredMail> {
  const { userId, message: kind, language } = message;
  const [user] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      storeName: stores.name,
      storeDomain: stores.domain,
    })
    .from(users)
    .innerJoin(stores, eq(stores.code, users.storeCode))
    .where(eq(users.id, userId));
  if (user === undefined) throw new Error(`user ${userId} or its store is gone`);
  const purpose = purposeOf[kind];
  const token =
    purpose === undefined ? null : await issueOneUseToken(db, userId, purpose, delivery.decidedAt);
  const email = renderAccountMail({
    kind,
    language,
    shopName: user.storeName,
    storefrontOrigin: merchant.storefrontOrigin(user.storeDomain),
    firstName: user.firstName,
    token,
  });
  // Replies reach the accounts desk of the edition, in the customer's language.
  const mailbox = language === 'fr' ? 'comptes' : 'cuentas';
  return mailer.deliver(
    {
      from: storeMailbox({ name: user.storeName, domain: user.storeDomain }, mailbox),
      to: { name: `${user.firstName} ${user.lastName}`.trim(), address: user.email },
      ...mailContent(email, language),
    },
    `${kind}-${userId}`,
    delivery,
  );
}
