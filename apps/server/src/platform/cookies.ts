import type { FastifyReply } from 'fastify';
import { COOKIE, type UserInfo } from '@ehire/domain/contracts/auth';
import { SESSION_ABSOLUTE_MS } from './sessions/session.service';

export interface CookieSettings {
  secureCookies: boolean;
}

function baseOptions(settings: CookieSettings) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: settings.secureCookies,
    // Readable by the client on purpose: it sends the token back in the Token header, and the
    // server never accepts the cookie alone (docs/api.md).
    httpOnly: false,
  };
}

/** ehire_token and the display-only ehire_userinfo (URI-encoded JSON, D1 §3). */
export function setLoginCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  token: string,
  userinfo: UserInfo,
): void {
  const options = { ...baseOptions(settings), maxAge: SESSION_ABSOLUTE_MS / 1000 };
  reply.setCookie(COOKIE.token, token, options);
  reply.setCookie(COOKIE.userInfo, JSON.stringify(userinfo), options);
}

export function clearLoginCookies(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(COOKIE.token, baseOptions(settings));
  reply.clearCookie(COOKIE.userInfo, baseOptions(settings));
}

export function setOpsCookie(reply: FastifyReply, settings: CookieSettings, token: string): void {
  reply.setCookie(COOKIE.opsToken, token, {
    ...baseOptions(settings),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearOpsCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(COOKIE.opsToken, baseOptions(settings));
}
