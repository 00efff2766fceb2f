import type { CookieJar, CookieOptions } from './ports';

/** A CookieJar over `document.cookie` (the browser implementation of the port). */
export function createDocumentCookieJar(doc: Document = document): CookieJar {
  return {
    get(name) {
      return readCookie(doc.cookie, name);
    },
    set(name, value, options?: CookieOptions) {
      doc.cookie = serializeCookie(name, value, options);
    },
    remove(name) {
      doc.cookie = serializeCookie(name, '', { path: '/', maxAge: 0 });
    },
  };
}

/** Value of cookie `name` in a `document.cookie` string, URI-decoded; undefined when absent. */
function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    return safeDecode(part.slice(eq + 1).trim());
  }
  return undefined;
}

function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  let cookie = `${name}=${encodeURIComponent(value)}; path=${options.path ?? '/'}`;
  if (options.maxAge !== undefined) cookie += `; max-age=${options.maxAge}`;
  return cookie;
}

// A malformed %-sequence must not break every request that reads the token.
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
