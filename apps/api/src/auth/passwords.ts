import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's baseline), which
 * store their parameters in the hash string, so raising them later keeps old hashes valid.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Compared against when the e-mail is unknown, so a login for a missing account costs as much
 * time as one with a wrong password and the timing does not tell which e-mails exist.
 */
const unknownAccountHash =
  '$argon2id$v=19$m=19456,t=2,p=1$jA8/RXNFTwCKY4c7XhHTkQ$tE8efclzZYqGogIPmoCC82R+fU4TujSQ43bPq3KZOWg';

/** Whether `password` matches; a missing or malformed hash is a mismatch, never an error. */
export async function passwordMatches(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? unknownAccountHash, password);
    return passwordHash !== undefined && matches;
  } catch {
    return false;
  }
}
