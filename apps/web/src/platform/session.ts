import type { TokenPayload, UserInfo as UserInfoContract } from '@ehire/domain/contracts/auth';
import { safeDecode } from './cookies';
import {
  AUTH_LIST_COOKIE,
  AUTH_LIST_STORAGE_KEY,
  SIGN_KEY_STORAGE_KEY,
  STATEMENT_LATER_STORAGE_KEY,
  TOKEN_COOKIE,
  UNREAD_COUNT_STORAGE_KEY,
  USERINFO_COOKIE,
} from './keys';
import type { CookieJar, PlatformStorage } from './ports';

// Readers of the login session the server hands out (docs/api.md "Auth and session"): the
// token cookie (sent back in the Token header), the display-only user-info cookie and the
// per-session sign key of the flow family.

export type { TokenPayload };

/** The user-info contract, with the version flag narrowed to its two values (DATA-021). */
export type UserInfo = Omit<UserInfoContract, 'isusenewehireplus'> & { isusenewehireplus: 0 | 1 };

export function readToken(cookies: CookieJar): string | undefined {
  return cookies.get(TOKEN_COOKIE) || undefined;
}

/** Payload half of the token `<base64url(JSON {ehireid, oprid, iat})>.<random>` (DATA-004). */
export function decodeTokenPayload(token: string | undefined): TokenPayload | null {
  if (!token) return null;
  const [head] = token.split('.');
  if (!head) return null;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(head));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const raw = parsed as Record<string, unknown>;
    if (raw.ehireid === undefined || raw.ehireid === null) return null;
    return {
      ehireid: String(raw.ehireid),
      oprid: raw.oprid === undefined ? '' : String(raw.oprid),
      iat: Number(raw.iat ?? 0),
    };
  } catch {
    return null;
  }
}

/** The employer account id carried by the token (DATA-004, PERM-026). */
export function readEhireId(cookies: CookieJar): string | null {
  return decodeTokenPayload(readToken(cookies))?.ehireid ?? null;
}

/**
 * The display-only ehire_userinfo cookie (DATA-002/003/021): URI-encoded JSON. Read leniently
 * (numbers or strings) because it is display data; the server re-checks everything.
 */
export function readUserInfo(cookies: CookieJar): UserInfo | null {
  const raw = cookies.get(USERINFO_COOKIE);
  if (!raw) return null;
  const parsed = parseUserInfoJson(raw) ?? parseUserInfoJson(safeDecode(raw));
  return parsed ? normaliseUserInfo(parsed) : null;
}

export interface SessionGrant {
  token: string;
  userinfo: unknown;
  signKey: string;
}

/**
 * Keeps what login / project switch answer (CALL-030). The server has set both cookies already;
 * writing them again keeps the client consistent when the answer and the cookies are read
 * before the next page load.
 */
export function storeSession(cookies: CookieJar, storage: PlatformStorage, grant: SessionGrant): void {
  cookies.set(TOKEN_COOKIE, grant.token);
  cookies.set(USERINFO_COOKIE, JSON.stringify(grant.userinfo));
  storage.local.setItem(SIGN_KEY_STORAGE_KEY, grant.signKey);
}

/** Forget everything of the session on this device (logout). */
export function clearSession(cookies: CookieJar, storage: PlatformStorage): void {
  cookies.remove(TOKEN_COOKIE);
  cookies.remove(USERINFO_COOKIE);
  cookies.remove(AUTH_LIST_COOKIE);
  storage.local.removeItem(SIGN_KEY_STORAGE_KEY);
  storage.local.removeItem(UNREAD_COUNT_STORAGE_KEY);
  storage.session.removeItem(AUTH_LIST_STORAGE_KEY);
  storage.session.removeItem(STATEMENT_LATER_STORAGE_KEY);
}

function parseUserInfoJson(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function normaliseUserInfo(raw: Record<string, unknown>): UserInfo {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const auths =
    typeof raw.auths === 'object' && raw.auths !== null && !Array.isArray(raw.auths)
      ? (raw.auths as Record<string, unknown>)
      : {};
  return {
    ctmid: text(raw.ctmid),
    oprid: text(raw.oprid),
    oprcname: text(raw.oprcname),
    ctmlogo: text(raw.ctmlogo),
    ctmexpiredate: text(raw.ctmexpiredate),
    // Other flags stay readable for later features; istalentpack is the one the spec names.
    auths: { ...auths, istalentpack: Number(auths.istalentpack) || 0 },
    isusenewehireplus: Number(raw.isusenewehireplus) === 1 ? 1 : 0,
  };
}

function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
