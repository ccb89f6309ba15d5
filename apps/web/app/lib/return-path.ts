/** A path on this site to send the visitor back to; anything else (another site) means home. */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return '/';
  return value;
}
