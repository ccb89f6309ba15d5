import { errors, jwtVerify, SignJWT } from 'jose';
import type { ContentKind } from '../contracts/staff-content.ts';

/**
 * A preview token lets whoever holds it read one page or post as the storefront would show it,
 * published or not, for a short while: the staff app makes one for the member who asked and
 * opens the storefront's preview address with it. It is signed with the access tokens' secret
 * but has its own type, so neither can stand for the other.
 */
export const previewTokenSeconds = 15 * 60;

const algorithm = 'HS256';
const previewTokenType = 'content-preview';

export interface PreviewTarget {
  kind: ContentKind;
  id: number;
}

const secretKey = (secret: string) => new TextEncoder().encode(secret);

export async function signPreviewToken(secret: string, target: PreviewTarget): Promise<string> {
  return new SignJWT({ token_type: previewTokenType, kind: target.kind })
    .setProtectedHeader({ alg: algorithm })
    .setSubject(String(target.id))
    .setIssuedAt()
    .setExpirationTime(`${previewTokenSeconds}s`)
    .sign(secretKey(secret));
}

/** The page or post a valid, unexpired preview token names; null for anything else. */
export async function verifyPreviewToken(
  secret: string,
  token: string,
): Promise<PreviewTarget | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: [algorithm],
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: previewTokenSeconds,
    });
    if (payload.token_type !== previewTokenType) return null;
    const id = Number(payload.sub);
    const kind = payload.kind === 'pages' || payload.kind === 'posts' ? payload.kind : null;
    return kind !== null && Number.isSafeInteger(id) && id > 0 ? { kind, id } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
