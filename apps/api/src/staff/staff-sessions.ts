import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { staffMembers, staffSessions } from '@shop/db';
import { staffRolePermissions, type StaffPermission, type StaffRole } from '@shop/domain';
import type { Db } from '../database.ts';
import { passwordMatches } from '../auth/passwords.ts';
import { newSecretToken, secretTokenHash } from '../auth/secret-token.ts';

/** The signed-in staff member behind a request, and what their role lets them do. */
export type StaffMember = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  permissions: readonly StaffPermission[];
  /** The session the request came with, so signing out revokes this one only. */
  sessionId: number;
};

/** A session ends after this long without a call (staff contract: 12 h idle expiry). */
export const staffSessionIdleSeconds = 12 * 60 * 60;

/**
 * The idle expiry moves forward at most once a minute, so a busy staff app does not write
 * the session row on every call.
 */
const touchAfterSeconds = 60;

const expiresFromNow = sql`now() + make_interval(secs => ${staffSessionIdleSeconds})`;

/**
 * Signs a staff member in: a new random token, stored hashed. null for a wrong e-mail or
 * password and for a deactivated member alike, so an answer never tells which it was.
 */
export async function signInStaff(
  db: Db,
  email: string,
  password: string,
): Promise<{ token: string; member: StaffMember } | null> {
  const [found] = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      role: staffMembers.role,
      passwordHash: staffMembers.passwordHash,
      active: staffMembers.active,
    })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  if (!(await passwordMatches(found?.passwordHash, password)) || !found?.active) return null;
  const token = newSecretToken();
  const [session] = await db
    .insert(staffSessions)
    .values({ tokenHash: secretTokenHash(token), staffId: found.id, expiresAt: expiresFromNow })
    .returning({ id: staffSessions.id });
  if (session === undefined) throw new Error('staff session not stored');
  return {
    token,
    member: {
      id: found.id,
      email: found.email,
      name: found.name,
      role: found.role,
      permissions: staffRolePermissions[found.role],
      sessionId: session.id,
    },
  };
}

/** The member of a live session (not revoked, not idle past its expiry, member active). */
export async function staffOfSession(db: Db, token: string): Promise<StaffMember | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      stale: sql<boolean>`${staffSessions.lastSeenAt} < now() - make_interval(secs => ${touchAfterSeconds})`,
      id: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      role: staffMembers.role,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, secretTokenHash(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        eq(staffMembers.active, true),
      ),
    );
  if (row === undefined) return null;
  if (row.stale)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()`, expiresAt: expiresFromNow })
      .where(eq(staffSessions.id, row.sessionId));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    permissions: staffRolePermissions[row.role],
    sessionId: row.sessionId,
  };
}

/** Revokes one session: its cookie opens nothing any more, even if it was copied. */
export async function signOutStaff(db: Db, sessionId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}
