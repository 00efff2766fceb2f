import { describe, expect, it } from 'vitest';
import { PATH } from './families';
import {
  AUTH_LIST_COOKIE,
  AUTH_LIST_STORAGE_KEY,
  SIGN_KEY_STORAGE_KEY,
  TOKEN_COOKIE,
  UNREAD_COUNT_STORAGE_KEY,
  USERINFO_COOKIE,
} from './keys';
import { readUserInfo } from './session';
import { envelope, makeToken, ok } from './testing/fakes';
import { createTestPlatform } from './testing/platform';

const USER_INFO = {
  ctmid: '2001',
  oprid: '1001',
  oprcname: '张招聘',
  ctmlogo: '',
  ctmexpiredate: '2026-12-31',
  auths: { istalentpack: 0 },
  isusenewehireplus: 1,
};

describe('foundation calls (docs/api.md)', () => {
  it('CALL-008 CALL-014 login is sent without a token and keeps token, user info and sign key', async () => {
    const { server, api, cookies, storage } = createTestPlatform({ token: null, page: '/login' });
    const token = makeToken({ ehireid: 'E5', oprid: '1001' });
    server.on(PATH.login, ok({ token, userinfo: USER_INFO, signKey: 'fresh-key' }));
    storage.session.setItem(AUTH_LIST_STORAGE_KEY, '{"Ctm.WorkHome":0}');
    await api.login({ member: 'demo', username: 'admin', password: 'pw', captchaId: 'c', code: '1234' });
    expect(server.to(PATH.login)[0].body).toEqual({
      member: 'demo',
      username: 'admin',
      password: 'pw',
      captchaId: 'c',
      code: '1234',
    });
    expect(cookies.get(TOKEN_COOKIE)).toBe(token);
    expect(readUserInfo(cookies)).toEqual(USER_INFO);
    expect(storage.local.getItem(SIGN_KEY_STORAGE_KEY)).toBe('fresh-key');
    // The previous session's permissions are not reused.
    expect(storage.session.getItem(AUTH_LIST_STORAGE_KEY)).toBeNull();
  });

  it('ERR-009 a locked account answer (-2002) rejects the login and prompts', async () => {
    const { server, api, ui } = createTestPlatform({ token: null, page: '/login' });
    server.on(PATH.login, envelope(-2002, '登录失败次数过多，请15分钟后再试', null, 423));
    await expect(api.login({ member: 'm', username: 'u', password: 'p' })).rejects.toThrow(
      '登录失败次数过多，请15分钟后再试',
    );
    await new Promise((resolve) => setTimeout(resolve, 550));
    expect(ui.prompts()).toEqual(['登录失败次数过多，请15分钟后再试']);
  });

  it('logout posts with the token and clears the session even when the call fails', async () => {
    const { server, api, cookies, storage } = createTestPlatform();
    server.on(PATH.logout, { networkError: new TypeError('offline') });
    await expect(api.logout()).rejects.toThrow('请求失败');
    expect(server.to(PATH.logout)[0].headers.token).toBeDefined();
    expect(cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(storage.local.getItem(SIGN_KEY_STORAGE_KEY)).toBeNull();
  });

  it('CALL-028 SHELL-035 the unread count is returned and saved locally', async () => {
    const { server, api, storage } = createTestPlatform();
    server.on(PATH.unreadCount, ok(120));
    await expect(api.getUnreadCount()).resolves.toBe(120);
    expect(server.to(PATH.unreadCount)[0].method).toBe('POST');
    expect(storage.local.getItem(UNREAD_COUNT_STORAGE_KEY)).toBe('120');
  });

  it('CALL-029 the project list posts isrefresh and answers {id, name}', async () => {
    const { server, api } = createTestPlatform();
    server.on(PATH.projectList, ok([{ id: 'p1', name: '2026校园招聘' }]));
    await expect(api.listProjects(1)).resolves.toEqual([{ id: 'p1', name: '2026校园招聘' }]);
    expect(server.to(PATH.projectList)[0].body).toEqual({ isrefresh: 1 });
  });

  it('CALL-030 switching project stores the new token and user info in cookies and reloads', async () => {
    const { server, api, cookies, storage, ui } = createTestPlatform();
    const token = makeToken({ ehireid: 'E9', oprid: '1001' });
    server.on(PATH.projectSwitch, ok({ token, userinfo: { ...USER_INFO, ctmid: '9' }, signKey: 'k9' }));
    cookies.set(AUTH_LIST_COOKIE, '{}');
    await api.switchProject('p9');
    expect(server.to(PATH.projectSwitch)[0].body).toEqual({ projectid: 'p9' });
    expect(cookies.get(TOKEN_COOKIE)).toBe(token);
    expect(JSON.parse(cookies.get(USERINFO_COOKIE) ?? '{}')).toMatchObject({ ctmid: '9' });
    expect(storage.local.getItem(SIGN_KEY_STORAGE_KEY)).toBe('k9');
    expect(cookies.get(AUTH_LIST_COOKIE)).toBeUndefined();
    expect(ui.events).toEqual([{ type: 'reload' }]);
  });

  it('CALL-030 a failed switch keeps the session and does not reload', async () => {
    const { server, api, cookies, ui } = createTestPlatform();
    const before = cookies.get(TOKEN_COOKIE);
    server.on(PATH.projectSwitch, envelope(-2000, '项目不存在', null, 404));
    await expect(api.switchProject('nope')).rejects.toThrow('项目不存在');
    expect(cookies.get(TOKEN_COOKIE)).toBe(before);
    expect(ui.events).toEqual([{ type: 'toastError', text: '项目不存在' }]);
  });

  it('CALL-031 AMB-021 customer info succeeds on result 1', async () => {
    const { server, api } = createTestPlatform();
    server.on(PATH.customerInfo, ok({ iscloud: 1, isinterview: 0, ishidezone: 0 }, { result: 1 }));
    await expect(api.getCustomerInfo()).resolves.toEqual({ iscloud: 1, isinterview: 0, ishidezone: 0 });
  });

  it('CALL-027 confirm commission posts no payload', async () => {
    const { server, api } = createTestPlatform();
    server.on(PATH.confirmCommission, ok(null));
    await api.confirmCommission();
    expect(server.to(PATH.confirmCommission)[0]).toMatchObject({ method: 'POST', body: undefined });
  });

  it('CALL-018 the explicit status check resolves the whole envelope without UI', async () => {
    const { server, api, ui } = createTestPlatform();
    server.on(PATH.customerStatus, envelope(-1001, '请先完成企业实名认证', { url: '/x' }));
    await expect(api.checkCustomerStatus()).resolves.toEqual({
      code: -1001,
      msg: '请先完成企业实名认证',
      data: { url: '/x' },
    });
    expect(ui.events).toEqual([]);
  });

  it('CALL-048 the auth list is GET /api/system/auth/get_auth_list', async () => {
    const { server, api } = createTestPlatform();
    server.on(PATH.authList, ok([{ auth_key: 'Ctm.WorkHome', auth_value: 2 }]));
    await expect(api.getAuthList()).resolves.toEqual([{ auth_key: 'Ctm.WorkHome', auth_value: 2 }]);
    expect(server.to(PATH.authList)[0].method).toBe('GET');
  });

  it('CALL-047 GAP-023 real-name reset posts to the job-customer path', async () => {
    const { server, api } = createTestPlatform();
    server.on(PATH.realNameReset, ok(null));
    await api.resetRealName();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/job-customer/user/real-name_verify/reset',
    ]);
  });

  it('GAP-012 ERR-013 page views post prevUrl and url; failures never reach the user', async () => {
    const { server, api, ui } = createTestPlatform();
    server.on(PATH.pageView, envelope(-2000, '参数错误', null, 400));
    await expect(api.trackPageView({ prevUrl: '/workHome', url: '/jobList' })).resolves.toBeUndefined();
    expect(server.to(PATH.pageView)[0].body).toEqual({ prevUrl: '/workHome', url: '/jobList' });
    const signedOut = createTestPlatform({ token: null, page: '/login' });
    await expect(signedOut.api.trackPageView({ prevUrl: '', url: '/login' })).resolves.toBeUndefined();
    expect(signedOut.server.requests).toEqual([]);
    expect([...ui.events, ...signedOut.ui.events]).toEqual([]);
  });
});
