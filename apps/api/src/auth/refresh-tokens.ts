import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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

export type Rotation = { userId: number; refresh: string } | null;

/**
 * Spends a refresh token and returns its successor, or null when it is unknown, expired,
 * already spent or its account is no longer active. Presenting a spent token means it was
 * copied: the whole family is revoked, so the thief's and the owner's newer tokens both stop.
 * Spending is one conditional update, so two concurrent uses cannot both succeed.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<Rotation> {
  const tokenHash = secretTokenHash(token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: refreshTokens.userId, family: refreshTokens.family });
    if (spent === undefined) {
      await revokeFamilyOf(tx, tokenHash);
      return null;
    }
    const [user] = await tx
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, spent.userId));
    if (user?.isActive !== true) return null;
    return {
      userId: spent.userId,
      refresh: await issueRefreshToken(tx, spent.userId, spent.family),
    };
  });
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
