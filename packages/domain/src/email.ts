/**
 * local-part@domain, where the domain ends in a top-level label of at least two letters or
 * is an IP literal in brackets ('ana@[192.168.0.1]'), as SPEC section 5 describes.
 */
const emailPattern =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|".+")@(?:\[(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\]|(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,})$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export function validateEmail(value: string): 'email.required' | 'email.invalid' | null {
  if (value.trim() === '') return 'email.required';
  return isValidEmail(value) ? null : 'email.invalid';
}
