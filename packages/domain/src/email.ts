/**
 * local-part@domain, where the domain ends in a top-level label of at least two letters or
 * is an IP literal in brackets ('ana@[192.168.0.1]'), as SPEC section 5 describes.
 */
const emailPattern =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|".+")@(?:\[(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\]|(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,})$/;

/*
 * SMTP's limits (RFC 5321 section 4.5.3.1), in bytes: a longer address is refused by mail
 * servers, so an order confirmation or a password reset sent to it would never arrive.
 */
export const emailLocalPartMaxBytes = 64;
export const emailMaxBytes = 254;

/*
 * Control characters, invisible format characters (zero-width, bidirectional overrides) and
 * spaces of any kind: a quoted local part would otherwise let them through, and they end up
 * in mail headers and in addresses that look like someone else's.
 */
const hiddenOrSpaceCharacter = /[\p{Cc}\p{Cf}\p{Z}]/u;

const utf8 = new TextEncoder();

function byteLength(text: string): number {
  return utf8.encode(text).length;
}

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  const localPart = email.slice(0, email.lastIndexOf('@'));
  return (
    byteLength(email) <= emailMaxBytes &&
    byteLength(localPart) <= emailLocalPartMaxBytes &&
    !hiddenOrSpaceCharacter.test(email) &&
    emailPattern.test(email)
  );
}

export function validateEmail(value: string): 'email.required' | 'email.invalid' | null {
  if (value.trim() === '') return 'email.required';
  return isValidEmail(value) ? null : 'email.invalid';
}
