import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAuthMap } from './auth-list';
import { PATH } from './families';
import { AUTH_LIST_COOKIE, AUTH_LIST_STORAGE_KEY } from './keys';
import { envelope, ok } from './testing/fakes';
import { createTestPlatform } from './testing/platform';

const LIST = [
  { auth_key: 'Ctm.WorkHome', auth_value: 2 },
  { auth_key: 'Resume.Setting', auth_value: 1 },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('menu authorisation list (DATA-001, PERM-010..012)', () => {
  it('PERM-010 PERM-011 the list is fetched and cached in session storage and a cookie', async () => {
    const { server, client, storage, cookies } = createTestPlatform();
    server.on(PATH.authList, ok(LIST));
    const map = await loadAuthMap(client, storage, cookies);
    expect(map).toEqual({ 'Ctm.WorkHome': 2, 'Resume.Setting': 1 });
    expect(server.to(PATH.authList)[0].method).toBe('GET');
    expect(JSON.parse(storage.session.getItem(AUTH_LIST_STORAGE_KEY) ?? 'null')).toEqual(map);
    expect(JSON.parse(cookies.get(AUTH_LIST_COOKIE) ?? 'null')).toEqual(map);
  });

  it.each([
    ['an error code', envelope(-2000, '无权限', null, 403)],
    ['a lost login', envelope(-998, '登录信息失效，请重新登录', null, 401)],
    ['a server failure', { status: 500, body: 'oops' }],
    ['a network error', { networkError: new TypeError('Failed to fetch') }],
  ])('PERM-012 %s is only logged as 获取菜单权限失败: no toast, no navigation', async (_name, reply) => {
    const { server, client, storage, cookies, ui } = createTestPlatform();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.session.setItem(AUTH_LIST_STORAGE_KEY, JSON.stringify({ 'Ctm.WorkHome': 2 }));
    server.on(PATH.authList, reply);
    // The cached map stays in use.
    await expect(loadAuthMap(client, storage, cookies)).resolves.toEqual({ 'Ctm.WorkHome': 2 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe('获取菜单权限失败');
    expect(ui.events).toEqual([]);
  });
});
