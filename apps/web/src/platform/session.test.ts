import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentCookieJar } from './cookies';
import {
  AUTH_LIST_COOKIE,
  AUTH_LIST_STORAGE_KEY,
  SIGN_KEY_STORAGE_KEY,
  STATEMENT_LATER_STORAGE_KEY,
  TOKEN_COOKIE,
  UNREAD_COUNT_STORAGE_KEY,
  USERINFO_COOKIE,
} from './keys';
import { clearSession, decodeTokenPayload, readEhireId, readToken, readUserInfo } from './session';
import { createMemoryCookies, createMemoryPlatformStorage, makeToken } from './testing/fakes';

const USER_INFO = {
  ctmid: '2001',
  oprid: '1001',
  oprcname: '张招聘',
  ctmlogo: 'https://cdn.example.com/logo.png',
  ctmexpiredate: '2026-12-31',
  auths: { istalentpack: 1 },
  isusenewehireplus: 1,
};

afterEach(() => {
  for (const name of [TOKEN_COOKIE, USERINFO_COOKIE, AUTH_LIST_COOKIE]) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('session readers (DATA-002..004, PERM-019, PERM-026)', () => {
  it('PERM-019 the token is read from the ehire_token cookie', () => {
    const token = makeToken({ ehireid: '88', oprid: '9' });
    document.cookie = `${TOKEN_COOKIE}=${token}; path=/`;
    expect(readToken(createDocumentCookieJar())).toBe(token);
  });

  it('DATA-004 PERM-026 ehireid is decoded from the token payload', () => {
    const token = makeToken({ ehireid: 'E-中文-100', oprid: '7', iat: 1_700_000_123 });
    expect(decodeTokenPayload(token)).toEqual({ ehireid: 'E-中文-100', oprid: '7', iat: 1_700_000_123 });
    expect(readEhireId(createMemoryCookies({ [TOKEN_COOKIE]: token }))).toBe('E-中文-100');
  });

  it('DATA-004 a malformed or missing token gives no ehireid', () => {
    expect(decodeTokenPayload('not-base64!.x')).toBeNull();
    expect(decodeTokenPayload(undefined)).toBeNull();
    expect(readEhireId(createMemoryCookies())).toBeNull();
  });

  it('DATA-002 DATA-003 DATA-021 the user info comes from the URI-encoded ehire_userinfo cookie', () => {
    document.cookie = `${USERINFO_COOKIE}=${encodeURIComponent(JSON.stringify(USER_INFO))}; path=/`;
    expect(readUserInfo(createDocumentCookieJar())).toEqual(USER_INFO);
  });

  it('DATA-002 a doubly encoded cookie (encoded JSON, encoded again on write) reads the same', () => {
    const jar = createDocumentCookieJar();
    jar.set(USERINFO_COOKIE, encodeURIComponent(JSON.stringify({ ...USER_INFO, isusenewehireplus: '0' })));
    expect(readUserInfo(jar)).toEqual({ ...USER_INFO, isusenewehireplus: 0 });
  });

  it('DATA-002 no or broken cookie gives null', () => {
    expect(readUserInfo(createMemoryCookies())).toBeNull();
    expect(readUserInfo(createMemoryCookies({ [USERINFO_COOKIE]: '{broken' }))).toBeNull();
  });

  it('logout clears the session cookies and stored keys', () => {
    const cookies = createMemoryCookies({
      [TOKEN_COOKIE]: 't',
      [USERINFO_COOKIE]: '{}',
      [AUTH_LIST_COOKIE]: '{}',
      other: 'kept',
    });
    const storage = createMemoryPlatformStorage();
    storage.local.setItem(SIGN_KEY_STORAGE_KEY, 'k');
    storage.local.setItem(UNREAD_COUNT_STORAGE_KEY, '3');
    storage.session.setItem(AUTH_LIST_STORAGE_KEY, '{}');
    storage.session.setItem(STATEMENT_LATER_STORAGE_KEY, 'later');
    clearSession(cookies, storage);
    expect(cookies.dump()).toEqual({ other: 'kept' });
    expect(storage.local.dump()).toEqual({});
    expect(storage.session.dump()).toEqual({});
  });
});
