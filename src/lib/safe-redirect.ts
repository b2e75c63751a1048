/**
 * The `redirect` query of /login comes from the address bar, so it is untrusted: only a path on this
 * origin is followed ("/cases?x=1"), never "//evil.example" or "https://…", and never back into
 * the sign-in pages themselves.
 */
export function safeRedirectPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  const pathname = candidate.split(/[?#]/)[0] ?? '';
  if (pathname === '/login' || pathname === '/register' || pathname.startsWith('/login/')) return null;
  return candidate;
}
