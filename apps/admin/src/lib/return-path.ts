/**
 * Where the sign-in page sends a staff member afterwards: a path of this app only. Anything
 * else (another origin, `//host`, a backslash trick, the sign-in page itself) goes home.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return '/';
  }
  if (value === '/sign-in' || value.startsWith('/sign-in?')) return '/';
  return value;
}

/** The sign-in page, remembering the page to come back to. */
export function signInPath(returnTo: string, { expired = false } = {}): string {
  const params = new URLSearchParams();
  const next = safeReturnPath(returnTo);
  if (next !== '/') params.set('next', next);
  if (expired) params.set('expired', '1');
  const query = params.toString();
  return query ? `/sign-in?${query}` : '/sign-in';
}
