import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The secret's file under DATA_DIR, readable by the api's user only. */
export const jwtSecretFileName = 'jwt-secret';

/** The shortest secret accepted, in JWT_SECRET or in the file (shorter is no secret). */
export const jwtSecretMinLength = 32;

async function readSecret(path: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(path, 'utf8')).trim();
    if (secret.length < jwtSecretMinLength)
      throw new Error(`${path} holds no usable JWT secret: delete it to have a new one made`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The secret access tokens are signed with when JWT_SECRET is not set: 48 random bytes made
 * on the first boot and kept in `<DATA_DIR>/jwt-secret` (mode 0600), so sessions survive a
 * restart and every api process on that folder signs alike. Two processes booting at once
 * each write a candidate to a file of their own and hard-link it to the final name: a link
 * never replaces an existing file and the file is complete before it appears, so one
 * candidate wins and both read the winner's.
 */
export async function storedJwtSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, jwtSecretFileName);
  const stored = await readSecret(path);
  if (stored !== undefined) return stored;
  await mkdir(dataDir, { recursive: true });
  const candidate = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(candidate, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    await link(candidate, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(candidate);
  }
  const agreed = await readSecret(path);
  if (agreed === undefined) throw new Error(`${path} vanished while the api was starting`);
  return agreed;
}

/** JWT_SECRET when it is set (production requires it), else the one kept under DATA_DIR. */
export async function jwtSecretOf(env: {
  JWT_SECRET?: string | undefined;
  DATA_DIR: string;
}): Promise<string> {
  return env.JWT_SECRET ?? storedJwtSecret(env.DATA_DIR);
}
