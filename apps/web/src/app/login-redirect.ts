// Where the login page sends the user afterwards: the page they asked for, kept in the
// `redirect` query of /login. Only same-site paths are accepted (no open redirect).

const REDIRECT_PARAM = 'redirect';

/** '/login?redirect=<target>' for a console target; plain '/login' for '/', '' or a login path. */
export function loginUrl(target: string): string {
  if (!target || target === '/' || /^\/login(\/|\?|#|$)/i.test(target)) return '/login';
  return `/login?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** The remembered target of a /login search string, or '/' when none or unsafe. */
export function redirectTarget(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const target = params.get(REDIRECT_PARAM);
  return isSafeTarget(target) ? target : '/';
}

function isSafeTarget(target: string | null): target is string {
  if (!target || !target.startsWith('/')) return false;
  // '//host' and '/\host' are protocol-relative URLs in browsers.
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  return !/^\/login(\/|\?|#|$)/i.test(target);
}
