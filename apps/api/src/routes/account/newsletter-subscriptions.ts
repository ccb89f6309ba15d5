import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { coupons, newsletterSubscriptions } from '@shop/db';
import { domainErrorMessageKey, emailField, newsletterCouponAmount } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { NewsletterSubscription } from '../../contracts/account.ts';
import type { StoreCode } from '../../contracts/common.ts';
import type { Db } from '../../database.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import { enqueueNewsletterCouponMail } from '../../mail/newsletter-coupon-mail.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import type { Account } from '../../plugins/authentication.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { z } from 'zod';
import { parseWithDomainForm } from './form-issues.ts';

export interface NewSubscription {
  subscription: NewsletterSubscription;
  coupon: { code: string; amount: number };
}

/** Unambiguous characters only: the code is typed from an e-mail. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function welcomeCode(): string {
  const bytes = randomBytes(8);
  const suffix = [...bytes].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
  return `HOLA5-${suffix}`;
}

const subscriptionView = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  tag: newsletterSubscriptions.tag,
  store: newsletterSubscriptions.storeCode,
};

function viewOf(row: { id: number; email: string; tag: string; store: string }) {
  return { ...row, store: row.store as StoreCode };
}

/**
 * POST newsletters/: one subscription per e-mail, store and tag. A new subscriber gets a
 * single-use 5 € coupon bound to their e-mail (only a cart with that e-mail may use it); someone
 * who left and comes back is subscribed again without a second coupon. The coupon's e-mail, in
 * `language`, is written to the outbox in the same transaction. Already subscribed: the spec's
 * "exists" message.
 */
export function subscribe(
  db: Db,
  body: { email: string; tag: string; meta_data: Record<string, unknown>; store: StoreCode },
  account: Account | null,
  language: Locale,
): Promise<NewSubscription | { subscription: NewsletterSubscription; coupon: null }> {
  const { email } = parseWithDomainForm(z.object({ email: emailField }), { email: body.email });
  const address = email.toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ ...subscriptionView, unsubscribedAt: newsletterSubscriptions.unsubscribedAt })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.storeCode, body.store),
          eq(newsletterSubscriptions.email, address),
          eq(newsletterSubscriptions.tag, body.tag),
        ),
      )
      .for('update');
    if (existing && existing.unsubscribedAt === null)
      throw ApiError.badRequest(undefined, domainErrorMessageKey('newsletter.already_subscribed'));
    if (existing) {
      await tx
        .update(newsletterSubscriptions)
        .set({ unsubscribedAt: null, userId: account?.id ?? null })
        .where(eq(newsletterSubscriptions.id, existing.id));
      const { id, email: subscribed, tag, store } = existing;
      return { subscription: viewOf({ id, email: subscribed, tag, store }), coupon: null };
    }
    const [coupon] = await tx
      .insert(coupons)
      .values({
        storeCode: body.store,
        code: welcomeCode(),
        description: `Newsletter welcome coupon for ${address}`,
        discountType: 'amount',
        amount: newsletterCouponAmount,
        maxRedemptions: 1,
        boundEmail: address,
      })
      .returning({ id: coupons.id, code: coupons.code, amount: coupons.amount });
    if (!coupon) throw new Error('coupon not inserted');
    const [created] = await tx
      .insert(newsletterSubscriptions)
      .values({
        storeCode: body.store,
        email: address,
        tag: body.tag,
        metaData: body.meta_data,
        userId: account?.id ?? null,
        couponId: coupon.id,
      })
      .returning(subscriptionView);
    if (!created) throw new Error('subscription not inserted');
    await enqueueNewsletterCouponMail(tx, coupon.id, language);
    return { subscription: viewOf(created), coupon: { code: coupon.code, amount: coupon.amount } };
  });
}

/** Subscriptions of the caller: made with their account or with their e-mail. */
function callersOwn(account: Account, store: StoreCode) {
  return and(
    eq(newsletterSubscriptions.storeCode, store),
    isNull(newsletterSubscriptions.unsubscribedAt),
    or(
      eq(newsletterSubscriptions.userId, account.id),
      sql`${newsletterSubscriptions.email} = lower(${account.email})`,
    ),
  );
}

export async function subscriptionPage(
  db: Db,
  account: Account,
  store: StoreCode,
  window: PageWindow,
): Promise<{ count: number; results: NewsletterSubscription[] }> {
  const rows = await inWindow(
    db
      .select({ ...subscriptionView, total: totalCount })
      .from(newsletterSubscriptions)
      .where(callersOwn(account, store))
      .orderBy(asc(newsletterSubscriptions.id))
      .$dynamic(),
    window,
  );
  return counted(rows, ({ total: _, ...row }) => viewOf(row));
}

/** DELETE newsletters/{id}/: the owner leaves; someone else's subscription is not found. */
export async function unsubscribe(
  db: Db,
  account: Account,
  store: StoreCode,
  id: number,
): Promise<void> {
  const left = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.id, id), callersOwn(account, store)))
    .returning({ id: newsletterSubscriptions.id });
  if (left.length === 0) throw ApiError.notFound('accountApi.subscriptionNotFound');
}
