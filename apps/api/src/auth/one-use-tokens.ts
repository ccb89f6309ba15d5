import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { oneUseTokens, type OneUseTokenPurpose } from '@shop/db';
import type { Db } from '../database.ts';
import { newSecretToken, secretTokenHash } from './secret-token.ts';

/** How long an e-mailed link works: a week to activate, an hour to reset a password. */
export const oneUseTokenSeconds: Record<OneUseTokenPurpose, number> = {
  activation: 7 * 86_400,
  password_reset: 3_600,
};

/**
 * A token for the link of an e-mail decided at `decidedAt` (when its outbox row was written).
 * Unused tokens of the same purpose issued before then stop working: a newer e-mail voids the
 * links of the older ones. Tokens issued after it (by an earlier attempt at sending this same
 * e-mail, which may have reached the customer before a crash) keep working until they expire, so
 * whichever copy the customer opens, its link works.
 */
export async function issueOneUseToken(
  db: Db,
  userId: number,
  purpose: OneUseTokenPurpose,
  decidedAt: Date,
): Promise<string> {
  await db
    .update(oneUseTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneUseTokens.userId, userId),
        eq(oneUseTokens.purpose, purpose),
        isNull(oneUseTokens.usedAt),
        lt(oneUseTokens.createdAt, decidedAt),
      ),
    );
  const token = newSecretToken();
  await db.insert(oneUseTokens).values({
    userId,
    purpose,
    tokenHash: secretTokenHash(token),
    expiresAt: new Date(Date.now() + oneUseTokenSeconds[purpose] * 1000),
  });
  return token;
}

/**
 * Uses a token up and returns its account id; null when unknown, of another purpose, used or
 * expired. One conditional update, so a link followed twice at once works only once.
 */
export async function consumeOneUseToken(
  db: Db,
  token: string,
  purpose: OneUseTokenPurpose,
): Promise<number | null> {
  const [used] = await db
    .update(oneUseTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneUseTokens.tokenHash, secretTokenHash(token)),
        eq(oneUseTokens.purpose, purpose),
        isNull(oneUseTokens.usedAt),
        gt(oneUseTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneUseTokens.userId });
  return used?.userId ?? null;
}
