import { randomUUID } from 'node:crypto';
import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { refreshTokens, users } from '@shop/db';
import type { Db } from '../database.ts';
import { refreshTokenSeconds } from './access-token.ts';
import { newSecretToken, secretTokenHash } from './secret-token.ts';

function expiryFromNow(): Date {
  return new Date(Date.now() + refreshTokenSeconds * 1000);
}

/**
 * A new refresh token: opaque (32 random bytes), only its hash stored. A login starts a
 * family; every rotation adds the next token of the same family.
 */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  family: string = randomUUID(),
): Promise<string> {
  const token = newSecretToken();
  await db.insert(refreshTokens).values({
    userId,
    family,
    tokenHash: secretTokenHash(token),
    expiresAt: expiryFromNow(),
  });
  return token;
}

const spentToken = alias(refreshTokens, 'spent_token');

export type Rotation = { userId: number; refresh: string } | null;

/**
 * How long a just-rotated refresh token still buys a pair. Two requests of one browser that
 * race with the same cookie (a page and a fetch, possibly served by two web instances) both
 * present it; without this interval the second would look like a stolen copy and log the
 * customer out. Past it, a spent token is treated as copied. Auth providers call this the
 * reuse interval; ten seconds covers a slow page without giving a thief a useful window.
 */
export const refreshReuseSeconds = 10;

/**
 * Spends a refresh token and returns its successor, or null when it is unknown, expired,
 * revoked, spent longer ago than the reuse interval, or its account is no longer active.
 * Presenting a token spent before that means it was copied: the whole family is revoked, so
 * the thief's and the owner's newer tokens both stop. Spending is one conditional update, so
 * two concurrent uses cannot both spend it; the loser gets a sibling within the interval.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<Rotation> {
  const tokenHash = secretTokenHash(token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()`, rotatedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: refreshTokens.userId, family: refreshTokens.family });
    const owner = spent ?? (await justRotated(tx, tokenHash));
    if (owner === undefined) {
      await revokeFamilyOf(tx, tokenHash);
      return null;
    }
    const [user] = await tx
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, owner.userId));
    if (user?.isActive !== true) return null;
    return {
      userId: owner.userId,
      refresh: await issueRefreshToken(tx, owner.userId, owner.family),
    };
  });
}

/**
 * The owner of a token rotated within the reuse interval whose family is still alive (a
 * logout, a password change or a detected copy revokes every live token of the family, and
 * then nothing is handed out again).
 */
async function justRotated(
  db: Db,
  tokenHash: string,
): Promise<{ userId: number; family: string } | undefined> {
  const liveOfFamily = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family, spentToken.family),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );
  const [owner] = await db
    .select({ userId: spentToken.userId, family: spentToken.family })
    .from(spentToken)
    .where(
      and(
        eq(spentToken.tokenHash, tokenHash),
        gt(spentToken.rotatedAt, sql`now() - make_interval(secs => ${refreshReuseSeconds})`),
        gt(spentToken.expiresAt, sql`now()`),
        exists(liveOfFamily),
      ),
    );
  return owner;
}

async function revokeFamilyOf(db: Db, tokenHash: string): Promise<void> {
  const [known] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known === undefined) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.family, known.family), isNull(refreshTokens.revokedAt)));
}

/** After a password change every session of the account ends. */
export async function revokeRefreshTokensOf(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
