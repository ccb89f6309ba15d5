import { jwtVerify, SignJWT, errors } from 'jose';

/** SPEC section 9: an access token lives 600 s (a refresh token 86400 s). */
export const accessTokenSeconds = 600;
export const refreshTokenSeconds = 86_400;

const algorithm = 'HS256';
const accessTokenType = 'access';

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Access tokens carry only the account id: customer type, admin flag and activity are read
 * from the users table on each authenticated call, so a toggle or a deactivation takes effect
 * at once instead of when the token expires.
 */
export async function signAccessToken(secret: string, userId: number): Promise<string> {
  return new SignJWT({ token_type: accessTokenType })
    .setProtectedHeader({ alg: algorithm })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${accessTokenSeconds}s`)
    .sign(secretKey(secret));
}

/**
 * The account id of a valid, unexpired access token; null for anything else: another
 * algorithm, no expiry or issue time (a token that never ends is not one we signed), a life
 * longer than an access token's, another type of token.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: [algorithm],
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: accessTokenSeconds,
    });
    if (payload.token_type !== accessTokenType) return null;
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
