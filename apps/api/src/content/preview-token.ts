import { errors, jwtVerify, SignJWT } from 'jose';
import { contentKinds, type ContentKind } from '../contracts/staff-content.ts';
import { homeSlideKinds, type HomeSlideKind } from '../contracts/staff-site.ts';

/**
 * A preview token lets whoever holds it see one page, post, home slider or banner as the
 * storefront would show it, published or not, for a short while: the staff app makes one for the member who asked and
 * opens the storefront's preview address with it. It is signed with the access tokens' secret
 * but has its own type, so neither can stand for the other.
 */
export const previewTokenSeconds = 15 * 60;

const algorithm = 'HS256';
const previewTokenType = 'content-preview';

export type PreviewKind = ContentKind | HomeSlideKind;
/** What each storefront preview shows: a text on its own, or the home with its slides. */
export const previewKindsOf = { text: contentKinds, home: homeSlideKinds } as const;

export interface PreviewTarget<Kind extends PreviewKind = PreviewKind> {
  kind: Kind;
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

/** What a valid, unexpired preview token names, when of one of `kinds`; null for anything else. */
export async function verifyPreviewToken<Kind extends PreviewKind>(
  secret: string,
  token: string,
  kinds: readonly Kind[],
): Promise<PreviewTarget<Kind> | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: [algorithm],
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: previewTokenSeconds,
    });
    if (payload.token_type !== previewTokenType) return null;
    const id = Number(payload.sub);
    const kind = kinds.find((each) => each === payload.kind) ?? null;
    return kind !== null && Number.isSafeInteger(id) && id > 0 ? { kind, id } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
