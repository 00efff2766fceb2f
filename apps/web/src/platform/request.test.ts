import { computeFlowSign, sortedParamSign } from '@ehire/domain/signing/flow-sign';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentFlowId } from './current-flow';
import { HISTORY_RESUME_UNARCHIVED_PATHS, PATH } from './families';
import {
  ARCHIVE_TASK_COOKIE,
  LOGIN_WARNING_STORAGE_KEY,
  SIGN_KEY_STORAGE_KEY,
  STATEMENT_LATER_STORAGE_KEY,
  TOKEN_COOKIE,
} from './keys';
import {
  CLIENT_ERROR_CODE,
  createClient,
  RequestError,
  successOnCode0,
  successOnResult1,
  type ClientDeps,
} from './request';
import {
  createFakeServer,
  createFakeUi,
  createMemoryCookies,
  createMemoryPlatformStorage,
  envelope,
  makeToken,
  ok,
  type FakeReply,
} from './testing/fakes';

const TOKEN = makeToken({ ehireid: 'E100', oprid: 'O7' });
const SIGN_KEY = 'session-sign-key';
const NOW = 1_700_000_000_000;
const LOGIN_LOST = '登录信息失效，请重新进入页面';

interface SetupOptions {
  page?: string;
  token?: string | null;
  cookies?: Record<string, string>;
  currentFlowId?: ClientDeps['currentFlowId'];
}

function setup(options: SetupOptions = {}) {
  const server = createFakeServer();
  const location = { pathname: options.page ?? '/workHome' };
  const ui = createFakeUi(location);
  const storage = createMemoryPlatformStorage();
  storage.local.setItem(SIGN_KEY_STORAGE_KEY, SIGN_KEY);
  const cookies = createMemoryCookies({
    ...(options.token === null ? {} : { [TOKEN_COOKIE]: options.token ?? TOKEN }),
    ...options.cookies,
  });
  const client = createClient({
    fetch: server.fetch,
    ui,
    storage,
    cookies,
    location,
    now: () => NOW,
    currentFlowId: options.currentFlowId ?? (() => 'FLOW-ENC-1'),
  });
  return { server, ui, storage, cookies, location, client };
}

/** Settles `promise` into a value or the rejection, never throwing. */
async function outcome<T>(promise: Promise<T>): Promise<T | RequestError> {
  try {
    return await promise;
  } catch (error) {
    return error as RequestError;
  }
}

function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

afterEach(() => {
  vi.useRealTimers();
  setCurrentFlowId(null);
});

describe('envelope and success (CALL-001..003, CALL-023)', () => {
  it('CALL-001 CALL-002 CALL-023 resolves the data of a code 200 answer', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs', ok({ total: 3 }));
    await expect(client.request('GET', '/api/biz/jobs')).resolves.toEqual({ total: 3 });
    expect(ui.events).toEqual([]);
  });

  it('CALL-001 shows message when an answer has no msg', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs', { status: 200, body: { code: -2000, message: '职位不存在' } });
    await outcome(client.request('GET', '/api/biz/jobs'));
    expect(ui.errors()).toEqual(['职位不存在']);
  });

  it('CALL-003 AMB-021 code 0 is success for the calls that opt in', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/org/list', { body: { code: 0, msg: '', data: [{ id: '1' }] } });
    await expect(
      client.request('POST', '/api/biz/org/list', undefined, { successWhen: successOnCode0 }),
    ).resolves.toEqual([{ id: '1' }]);
    expect(ui.events).toEqual([]);
  });

  it('CALL-003 AMB-021 result 1 is success for the calls that opt in, result 0 is not', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/customer/info', ok({ iscloud: 1 }, { result: 1 }));
    await expect(
      client.request('POST', '/api/biz/customer/info', undefined, { successWhen: successOnResult1 }),
    ).resolves.toEqual({ iscloud: 1 });
    server.on('/api/biz/customer/info', {
      body: { code: 200, msg: '获取失败', result: 0, data: null },
    });
    const error = await outcome(
      client.request('POST', '/api/biz/customer/info', undefined, { successWhen: successOnResult1 }),
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(ui.errors()).toEqual(['获取失败']);
  });

  it('CALL-023 returns a 200 body that is not an envelope as it is', async () => {
    const { server, client } = setup();
    server.on('/api/system/version', { body: ['a', 'b'] });
    await expect(client.request('GET', '/api/system/version')).resolves.toEqual(['a', 'b']);
  });
});

describe('timeouts (CALL-004, CALL-005, ERR-014)', () => {
  it('CALL-004 a request times out after 20 s with the toast 请求超时', async () => {
    vi.useFakeTimers();
    const { server, ui, client } = setup();
    server.on('/api/biz/slow', { hang: true });
    const state = track(client.request('GET', '/api/biz/slow'));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(state.settled).toBe(false);
    expect(ui.errors()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toBeInstanceOf(RequestError);
    expect((state.error as RequestError).message).toBe('请求超时');
    expect((state.error as RequestError).code).toBe(504);
    expect(ui.errors()).toEqual(['请求超时']);
  });

  it('CALL-005 a download waits 120 s, not 20 s, before timing out', async () => {
    vi.useFakeTimers();
    const { server, ui, client } = setup();
    server.on('/api/biz/export/file', { hang: true });
    const state = track(client.download('/api/biz/export/file', { id: 1 }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(99_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((state.error as RequestError).message).toBe('请求超时');
    expect(ui.errors()).toEqual(['请求超时']);
  });

  it('CALL-004 a caller abort rejects without a toast', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/slow', { hang: true });
    const controller = new AbortController();
    const pending = outcome(client.request('GET', '/api/biz/slow', undefined, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect((error as RequestError).code).toBe(CLIENT_ERROR_CODE.aborted);
    expect(ui.events).toEqual([]);
  });

  it('ERR-014 CALL-024 HTTP 504 without an envelope rejects with 504 and toasts 请求超时', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs', {
      status: 504,
      body: '<html>Gateway Timeout</html>',
      contentType: 'text/html',
    });
    const error = (await outcome(client.request('GET', '/api/biz/jobs'))) as RequestError;
    expect(error.code).toBe(504);
    expect(error.status).toBe(504);
    expect(ui.errors()).toEqual(['请求超时']);
  });

  it('CALL-024 GAP-004 another status without an envelope rejects with 请求失败', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs', { status: 502, body: 'Bad Gateway' });
    const error = (await outcome(client.request('GET', '/api/biz/jobs'))) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.message).toBe('请求失败');
    expect(error.code).toBe(CLIENT_ERROR_CODE.requestFailed);
    expect(ui.errors()).toEqual(['请求失败']);
  });
});

describe('token (CALL-006..008, PERM-019)', () => {
  it('CALL-006 PERM-019 every request carries the Token header from the login cookie', async () => {
    const { server, client } = setup();
    server.on('/api/biz/jobs', ok([]));
    server.on('/api/system/auth/get_auth_list', ok([]));
    await client.request('GET', '/api/biz/jobs');
    await client.request('GET', '/api/system/auth/get_auth_list');
    expect(server.requests.map((request) => request.headers.token)).toEqual([TOKEN, TOKEN]);
  });

  it('CALL-007 without a token a non-login request is not sent: warning and /login', async () => {
    const { server, ui, client } = setup({ token: null });
    const error = (await outcome(client.request('GET', '/api/biz/jobs'))) as RequestError;
    expect(error.message).toBe(LOGIN_LOST);
    expect(server.requests).toEqual([]);
    expect(ui.warnings()).toEqual([LOGIN_LOST]);
    expect(ui.navigations()).toEqual(['/login']);
  });

  it('CALL-008 GAP-044 the captcha, captcha check and login paths are sent without a token', async () => {
    const { server, ui, client } = setup({ token: null, page: '/login' });
    server.on('/api/auth/captcha', ok({ captchaId: 'c1', image: 'data:' }));
    server.on('/api/auth/captcha/check', ok({ valid: true }));
    server.on('/api/auth/login', ok({ token: 't' }));
    await client.request('GET', '/api/auth/captcha');
    await client.request('POST', '/api/auth/captcha/check', { captchaId: 'c1', code: 'abcd' });
    await client.request('POST', '/api/auth/login', { member: 'm', username: 'u', password: 'p' });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/auth/captcha',
      '/api/auth/captcha/check',
      '/api/auth/login',
    ]);
    expect(server.requests.every((request) => request.headers.token === undefined)).toBe(true);
    expect(ui.events).toEqual([]);
  });
});

describe('archive headers (CALL-009..011, AMB-020)', () => {
  const cookies = { [ARCHIVE_TASK_COOKIE]: 'ARC-9' };

  it('CALL-009 AMB-020 under /archived/ every request carries ArchiveId from the cookie', async () => {
    const { server, client } = setup({ page: '/archived/resume', cookies });
    server.on('/api/biz/resume/list', ok([]));
    server.on(PATH.customerInfo, ok({}));
    await client.request('POST', '/api/biz/resume/list', { page: 1 });
    // The exclusion list is for history-resume pages only.
    await client.request('POST', PATH.customerInfo);
    expect(server.requests.map((request) => request.headers.archiveid)).toEqual(['ARC-9', 'ARC-9']);
  });

  it('CALL-009 other pages send no ArchiveId', async () => {
    const { server, client } = setup({ page: '/resume', cookies });
    server.on('/api/biz/resume/list', ok([]));
    await client.request('POST', '/api/biz/resume/list');
    expect(server.requests[0].headers.archiveid).toBeUndefined();
  });

  it('CALL-010 history-resume pages (/historyresume/..., /new/historyResume) send ArchiveId', async () => {
    for (const page of ['/historyresume/resumeDetails', '/new/historyResume']) {
      const { server, client } = setup({ page, cookies });
      server.on('/api/biz/resume/detail', ok({}));
      await client.request('POST', '/api/biz/resume/detail', { id: 1 });
      expect(server.requests[0].headers.archiveid).toBe('ARC-9');
    }
  });

  it('CALL-011 on a history-resume page the listed paths are sent without ArchiveId', async () => {
    const { server, client } = setup({ page: '/historyresume/resumeDetails', cookies });
    for (const path of HISTORY_RESUME_UNARCHIVED_PATHS) server.on(path, ok(null));
    for (const path of HISTORY_RESUME_UNARCHIVED_PATHS) await client.request('POST', path);
    expect(HISTORY_RESUME_UNARCHIVED_PATHS).toHaveLength(14);
    const sent = HISTORY_RESUME_UNARCHIVED_PATHS.map((path) => server.to(path)[0]);
    expect(sent.map((request) => request.headers.archiveid)).toEqual(sent.map(() => undefined));
    // The same page still archives every other call.
    server.on('/api/biz/resume/detail', ok({}));
    await client.request('POST', '/api/biz/resume/detail');
    expect(server.to('/api/biz/resume/detail')[0].headers.archiveid).toBe('ARC-9');
  });
});

describe('signed flow family (CALL-012..015)', () => {
  it('CALL-012 flow requests carry CurrentFlowId; other families do not', async () => {
    const { server, client } = setup();
    server.on('/api/flow/menus', ok([]));
    server.on('/api/biz/jobs', ok([]));
    await client.request('GET', '/api/flow/menus');
    await client.request('GET', '/api/biz/jobs');
    expect(server.to('/api/flow/menus')[0].headers.currentflowid).toBe('FLOW-ENC-1');
    expect(server.to('/api/biz/jobs')[0].headers.currentflowid).toBeUndefined();
  });

  it('CALL-012 the header follows the current-flow store when no source is injected', async () => {
    const server = createFakeServer();
    const storage = createMemoryPlatformStorage();
    storage.local.setItem(SIGN_KEY_STORAGE_KEY, SIGN_KEY);
    const client = createClient({
      fetch: server.fetch,
      ui: createFakeUi(),
      storage,
      cookies: createMemoryCookies({ [TOKEN_COOKIE]: TOKEN }),
      location: { pathname: '/new/systemManagement/produce' },
    });
    server.on('/api/flow/menus', ok([]));
    await client.request('GET', '/api/flow/menus');
    setCurrentFlowId('FLOW-ENC-42');
    await client.request('GET', '/api/flow/menus');
    expect(server.requests.map((request) => request.headers.currentflowid)).toEqual([
      undefined,
      'FLOW-ENC-42',
    ]);
  });

  it('CALL-013 GET puts timestamp and sign in the query, POST in the body', async () => {
    const { server, client } = setup();
    server.on('/api/flow/menus', ok([]));
    server.on('/api/flow/update', ok(null));
    await client.request('GET', '/api/flow/menus', { lang: 'CN' });
    await client.request('POST', '/api/flow/update', { name: '初筛' });
    const [get, post] = server.requests;
    expect(get.query.get('timestamp')).toBe(String(NOW));
    expect(get.query.get('sign')).toMatch(/^[0-9a-f]{64}$/);
    expect(get.query.get('lang')).toBe('CN');
    expect(get.body).toBeUndefined();
    // Both calls ran in the same (fake) millisecond: the second signs the next one.
    expect(post.body).toMatchObject({ name: '初筛', timestamp: NOW + 1 });
    expect((post.body as { sign: string }).sign).toMatch(/^[0-9a-f]{64}$/);
    expect(post.query.has('sign')).toBe(false);
  });

  it('CALL-014 the sign is the HMAC of token and payload with the session sign key', async () => {
    const { server, client } = setup();
    server.on('/api/flow/update', ok(null));
    await client.request('POST', '/api/flow/update', { id: 7, name: '笔试' });
    const { sign, ...signed } = server.requests[0].body as Record<string, unknown> & { sign: string };
    expect(sign).toBe(await computeFlowSign(TOKEN, signed, SIGN_KEY));
    expect(sign).not.toBe(await computeFlowSign(TOKEN, signed, 'another-key'));
    expect(sign).not.toBe(await computeFlowSign(makeToken({ ehireid: 'E2', oprid: 'O1' }), signed, SIGN_KEY));
  });

  it('CALL-015 string values are trimmed before signing and sent trimmed', async () => {
    const { server, client } = setup();
    server.on('/api/flow/update', ok(null));
    await client.request('POST', '/api/flow/update', {
      name: '  面试 ',
      stage: { title: ' 一面\t' },
      tags: [' a ', 'b '],
      count: 2,
    });
    const body = server.requests[0].body as Record<string, unknown> & { sign: string };
    expect(body).toMatchObject({ name: '面试', stage: { title: '一面' }, tags: ['a', 'b'], count: 2 });
    const { sign, ...signed } = body;
    expect(sign).toBe(await computeFlowSign(TOKEN, signed, SIGN_KEY));
  });
});

describe('signed designer family (CALL-016)', () => {
  it('CALL-016 designer and dictionary calls carry timestamp and the sorted-parameter sign', async () => {
    const { server, client } = setup();
    server.on('/api/biz/resume-design/save', ok(null));
    server.on('/api/biz/dictionaries/member', ok(null));
    const payload = { taskId: 't-1', emodules: [{ modId: 'm1', cname: ' 意向城市 ' }], logInfo: [] };
    await client.request('POST', '/api/biz/resume-design/save', payload);
    await client.request('GET', '/api/biz/dictionaries/member', { CustomerDictId: 'd-1' });
    const [save, dict] = server.requests;
    const { sign, ...signed } = save.body as Record<string, unknown> & { sign: string };
    // Sent as given (no trimming: that is the flow family's rule), signed with the session key.
    expect(signed).toEqual({ ...payload, timestamp: NOW });
    expect(sign).toBe(await sortedParamSign(signed, SIGN_KEY));
    expect(sign).not.toBe(await sortedParamSign(signed, 'another-key'));
    expect(dict.query.get('CustomerDictId')).toBe('d-1');
    expect(dict.query.get('timestamp')).toBe(String(NOW + 1));
    expect(dict.query.get('sign')).toBe(
      await sortedParamSign({ CustomerDictId: 'd-1', timestamp: String(NOW + 1) }, SIGN_KEY),
    );
    expect(dict.headers.currentflowid).toBeUndefined();
  });

  it('CALL-016 the same call twice in one millisecond signs differently (no self-replay)', async () => {
    const { server, client } = setup();
    server.on('/api/biz/resume-design/latest-task', ok(null));
    server.on('/api/biz/resume-design/online', ok(null));
    await Promise.all([
      client.request('GET', '/api/biz/resume-design/latest-task'),
      client.request('GET', '/api/biz/resume-design/online'),
      client.request('GET', '/api/biz/resume-design/online'),
    ]);
    const signs = server.requests.map((request) => request.query.get('sign'));
    expect(new Set(signs).size).toBe(3);
  });

  it('CALL-016 other business calls and the provider review are not signed', async () => {
    const { server, client } = setup();
    server.on('/api/biz/jobs', ok([]));
    server.on('/api/ops/resume-designs/list', ok(null));
    await client.request('GET', '/api/biz/jobs', { page: 1 });
    await client.request('POST', '/api/ops/resume-designs/list', { page: 1 });
    expect(server.requests[0].query.has('sign')).toBe(false);
    expect(server.requests[1].body).toEqual({ page: 1 });
  });

  it('CALL-016 a designer call without the session sign key is not sent: login-loss warning', async () => {
    const { server, ui, storage, client } = setup();
    storage.local.removeItem(SIGN_KEY_STORAGE_KEY);
    await outcome(client.request('GET', '/api/biz/resume-design/online'));
    expect(server.requests).toEqual([]);
    expect(ui.events).toEqual([
      { type: 'toastWarning', text: LOGIN_LOST },
      { type: 'navigate', url: '/login' },
    ]);
  });
});

describe('flow family without a sign key (CALL-014)', () => {
  it('CALL-014 a flow request without the session sign key is not sent: login-loss warning', async () => {
    const { server, ui, storage, client } = setup();
    storage.local.removeItem(SIGN_KEY_STORAGE_KEY);
    await outcome(client.request('GET', '/api/flow/menus'));
    expect(server.requests).toEqual([]);
    expect(ui.events).toEqual([
      { type: 'toastWarning', text: LOGIN_LOST },
      { type: 'navigate', url: '/login' },
    ]);
  });
});

describe('customer-status check (CALL-017..020, ERR-011, STATE-011/012, AMB-016)', () => {
  async function fiveBusinessRequests(client: ReturnType<typeof setup>['client']) {
    for (let i = 0; i < 5; i += 1) await client.request('POST', '/api/biz/jobs', { i });
  }

  it('CALL-017 ERR-011 every 5th business request triggers the status check after the response', async () => {
    const { server, client } = setup();
    let releaseFifth: (reply: FakeReply) => void = () => {};
    let count = 0;
    server.on('/api/biz/jobs', () => {
      count += 1;
      return count === 5 ? new Promise<FakeReply>((resolve) => (releaseFifth = resolve)) : ok([]);
    });
    for (let i = 0; i < 4; i += 1) await client.request('POST', '/api/biz/jobs');
    expect(server.to(PATH.customerStatus)).toHaveLength(0);

    const fifth = client.request('POST', '/api/biz/jobs');
    await vi.waitFor(() => expect(count).toBe(5));
    // Sent, but no answer yet: no check.
    expect(server.to(PATH.customerStatus)).toHaveLength(0);
    releaseFifth(ok([]));
    await fifth;
    await vi.waitFor(() => expect(server.to(PATH.customerStatus)).toHaveLength(1));
    const check = server.to(PATH.customerStatus)[0];
    expect(check.method).toBe('POST');
    expect(check.headers.token).toBe(TOKEN);
    expect(server.requests.map((request) => request.path).indexOf(PATH.customerStatus)).toBe(5);
  });

  it('CALL-017 CONST-004 AMB-016 only business-family requests count, and the 10th checks again', async () => {
    const { server, client } = setup();
    server.on('/api/biz/jobs', ok([]));
    server.on('/api/system/dict', ok([]));
    server.on('/api/kanban/board', ok([]));
    for (let i = 0; i < 4; i += 1) await client.request('POST', '/api/biz/jobs');
    await client.request('GET', '/api/system/dict');
    await client.request('GET', '/api/kanban/board');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.to(PATH.customerStatus)).toHaveLength(0);
    await client.request('POST', '/api/biz/jobs');
    await vi.waitFor(() => expect(server.to(PATH.customerStatus)).toHaveLength(1));
    for (let i = 0; i < 5; i += 1) await client.request('POST', '/api/biz/jobs');
    await vi.waitFor(() => expect(server.to(PATH.customerStatus)).toHaveLength(2));
  });

  it('CALL-017 a failed 5th business answer still triggers the check', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs', envelope(-2000, '参数错误', null, 400));
    for (let i = 0; i < 5; i += 1) await outcome(client.request('POST', '/api/biz/jobs'));
    await vi.waitFor(() => expect(server.to(PATH.customerStatus)).toHaveLength(1));
    expect(ui.errors()).toEqual(Array(5).fill('参数错误'));
  });

  it('CALL-018 -1000 shows the returned message', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs', ok([]));
    server.on(PATH.customerStatus, envelope(-1000, '您的账号已冻结，请联系客服'));
    await fiveBusinessRequests(client);
    await vi.waitFor(() => expect(ui.errors()).toEqual(['您的账号已冻结，请联系客服']));
  });

  it('CALL-019 AMB-018 -1001 opens the returned url in the same window', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs', ok([]));
    server.on(
      PATH.customerStatus,
      envelope(-1001, '请先完成企业实名认证', { url: '/new/systemManagement/ctminfo/companyinfo' }),
    );
    await fiveBusinessRequests(client);
    await vi.waitFor(() =>
      expect(ui.events).toEqual([{ type: 'assign', url: '/new/systemManagement/ctminfo/companyinfo' }]),
    );
  });

  it('CALL-019 AMB-018 -1001 without a url shows the message', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs', ok([]));
    server.on(PATH.customerStatus, envelope(-1001, '请先完成企业实名认证', null));
    await fiveBusinessRequests(client);
    await vi.waitFor(() => expect(ui.errors()).toEqual(['请先完成企业实名认证']));
    expect(ui.events.some((event) => event.type === 'assign')).toBe(false);
  });

  it('CALL-020 STATE-011 -1002 opens the statement dialog with the returned html', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs', ok([]));
    server.on(PATH.customerStatus, envelope(-1002, '', { html: '<h3>网络招聘服务管理规定声明</h3>' }));
    await fiveBusinessRequests(client);
    await vi.waitFor(() =>
      expect(ui.events).toEqual([{ type: 'openStatementDialog', text: '<h3>网络招聘服务管理规定声明</h3>' }]),
    );
  });

  it('STATE-012 -1002 does not open the dialog after Confirm later in this session', async () => {
    const { server, ui, storage, client } = setup();
    storage.session.setItem(STATEMENT_LATER_STORAGE_KEY, 'later');
    server.on('/api/biz/jobs', ok([]));
    server.on(PATH.customerStatus, envelope(-1002, '', { html: '<p>声明</p>' }));
    await fiveBusinessRequests(client);
    await vi.waitFor(() => expect(server.to(PATH.customerStatus)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ui.events).toEqual([]);
  });
});

describe('payload placement (CALL-021, CALL-022, CALL-025)', () => {
  it('CALL-021 PUT, POST, DELETE and PATCH send the payload as the JSON body', async () => {
    const { server, client } = setup();
    server.on('/api/system/role', ok(null));
    await client.request('PUT', '/api/system/role', { id: 1 });
    await client.request('POST', '/api/system/role', { id: 2 });
    await client.request('DELETE', '/api/system/role', { id: 3 });
    await client.request('PATCH', '/api/system/role', { id: 4 });
    expect(
      server.requests.map((request) => [request.method, request.body, request.query.toString()]),
    ).toEqual([
      ['PUT', { id: 1 }, ''],
      ['POST', { id: 2 }, ''],
      ['DELETE', { id: 3 }, ''],
      ['PATCH', { id: 4 }, ''],
    ]);
    expect(server.requests[0].headers['content-type']).toBe('application/json');
  });

  it('CALL-022 GET sends the payload as query parameters', async () => {
    const { server, client } = setup();
    server.on('/api/system/dict', ok([]));
    await client.request('GET', '/api/system/dict', { dictName: '学历', ids: [1, 2], empty: undefined });
    const [request] = server.requests;
    expect(request.body).toBeUndefined();
    expect(request.query.get('dictName')).toBe('学历');
    expect(request.query.getAll('ids')).toEqual(['1', '2']);
    expect(request.query.has('empty')).toBe(false);
  });

  it('CALL-025 download resolves the binary body', async () => {
    const { server, client } = setup();
    server.on('/api/biz/export/file', {
      status: 200,
      body: 'PK-binary-content',
      contentType: 'application/octet-stream',
    });
    const blob = await client.download('/api/biz/export/file', { id: 9 });
    expect(await blob.text()).toBe('PK-binary-content');
    expect(server.requests[0].query.get('id')).toBe('9');
  });

  it('issue 12 upload posts the FormData as it is (the browser sets the multipart boundary) with the token', async () => {
    const { server, client } = setup();
    server.on('POST /api/biz/files', ok({ files: [{ id: 'f1' }] }));
    const form = new FormData();
    form.append('file', new File(['a,b'], '名单.csv'), '名单.csv');
    expect(await client.upload({ method: 'POST', path: '/api/biz/files?purpose=import' }, form)).toEqual({
      files: [{ id: 'f1' }],
    });
    const sent = server.requests[0];
    expect(sent.method).toBe('POST');
    expect(sent.body).toBe(form);
    expect(sent.headers['content-type']).toBeUndefined();
    expect(sent.headers.token).toBe(TOKEN);
  });

  it('issue 12 a refused upload toasts the server message naming the file', async () => {
    const { server, ui, client } = setup();
    server.on('POST /api/biz/files', envelope(-2000, '文件「名单.csv」超过50MB', null, 413));
    const error = await outcome(
      client.upload({ method: 'POST', path: '/api/biz/files?purpose=import' }, new FormData()),
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(ui.errors()).toEqual(['文件「名单.csv」超过50MB']);
  });

  it('CALL-025 a download answered with an error envelope shows its message', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/export/file', envelope(-2000, '文件已过期', null, 404));
    const error = await outcome(client.download('/api/biz/export/file'));
    expect(error).toBeInstanceOf(RequestError);
    expect(ui.errors()).toEqual(['文件已过期']);
  });
});

describe('error catalogue (ERR-001..015)', () => {
  it.each([-2000, -99, '-2000', 'Q0000'])(
    'ERR-001 code %s shows the msg as an error toast and nothing further',
    async (code) => {
      const { server, ui, client } = setup();
      server.on('/api/system/role', envelope(code, '角色名称已存在'));
      const error = (await outcome(client.request('POST', '/api/system/role'))) as RequestError;
      expect(error).toBeInstanceOf(RequestError);
      expect(error.code).toBe(code);
      expect(ui.events).toEqual([{ type: 'toastError', text: '角色名称已存在' }]);
    },
  );

  it('ERR-001 a 403 envelope (code -2000, 无权限) is handled by its code', async () => {
    const { server, ui, client } = setup();
    server.on('/api/system/role', envelope(-2000, '无权限', null, 403));
    const error = (await outcome(client.request('POST', '/api/system/role'))) as RequestError;
    expect(error.status).toBe(403);
    expect(ui.events).toEqual([{ type: 'toastError', text: '无权限' }]);
  });

  it('ERR-002 ERR-003 ERR-004 GAP-020 -1003 resets the session flags, toasts and goes to /', async () => {
    const { server, ui, storage, client } = setup();
    storage.session.setItem(STATEMENT_LATER_STORAGE_KEY, 'later');
    storage.session.setItem(LOGIN_WARNING_STORAGE_KEY, '1');
    server.on('/api/biz/jobs', envelope(-1003, '会话已变更，请重新进入'));
    await outcome(client.request('GET', '/api/biz/jobs'));
    expect(ui.events).toEqual([
      { type: 'toastError', text: '会话已变更，请重新进入' },
      { type: 'navigate', url: '/' },
    ]);
    expect(storage.session.getItem(STATEMENT_LATER_STORAGE_KEY)).toBeNull();
    expect(storage.session.getItem(LOGIN_WARNING_STORAGE_KEY)).toBeNull();
  });

  it.each([
    [-998, 401],
    [-999, 401],
  ])(
    'ERR-005 ERR-006 code %s (HTTP %s) shows the login-loss warning and goes to /login',
    async (code, status) => {
      const { server, ui, client } = setup();
      server.on('/api/biz/jobs', envelope(code, '登录信息失效，请重新登录', null, status));
      const error = (await outcome(client.request('GET', '/api/biz/jobs'))) as RequestError;
      expect(error.code).toBe(code);
      expect(ui.events).toEqual([
        { type: 'toastWarning', text: LOGIN_LOST },
        { type: 'navigate', url: '/login' },
      ]);
    },
  );

  it('STATE-015 further login-invalid answers do not show the warning again', async () => {
    const { server, ui, location, client } = setup();
    server.on('/api/biz/jobs', envelope(-999, '登录已过期，请重新登录', null, 401));
    await Promise.all([
      outcome(client.request('GET', '/api/biz/jobs')),
      outcome(client.request('GET', '/api/biz/jobs')),
    ]);
    location.pathname = '/workHome';
    await outcome(client.request('GET', '/api/biz/jobs'));
    expect(ui.warnings()).toEqual([LOGIN_LOST]);
    // Still sent to /login each time it is not already there.
    expect(ui.navigations()).toEqual(['/login', '/login']);
  });

  it('STATE-016 after a non-login request succeeds the warning shows again', async () => {
    const { server, ui, location, client } = setup();
    server.on('/api/biz/jobs', envelope(-998, '登录信息失效，请重新登录', null, 401));
    server.on('/api/auth/login', ok({}));
    server.on('/api/biz/notice/unread-count', ok(3));
    await outcome(client.request('GET', '/api/biz/jobs'));
    // A login-related success alone does not re-arm it.
    await client.request('POST', '/api/auth/login', {});
    location.pathname = '/workHome';
    await outcome(client.request('GET', '/api/biz/jobs'));
    expect(ui.warnings()).toEqual([LOGIN_LOST]);
    await client.request('POST', '/api/biz/notice/unread-count');
    location.pathname = '/workHome';
    await outcome(client.request('GET', '/api/biz/jobs'));
    expect(ui.warnings()).toEqual([LOGIN_LOST, LOGIN_LOST]);
  });

  it('ERR-007 AMB-019 -2001 reaches the caller with its data, without toast or redirect', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs/publish', envelope(-2001, '存在违禁词', { words: ['保证'] }));
    const error = (await outcome(client.request('POST', '/api/biz/jobs/publish'))) as RequestError;
    expect(error.code).toBe(-2001);
    expect(error.data).toEqual({ words: ['保证'] });
    expect(error.handled).toBe(false);
    expect(ui.events).toEqual([]);
  });

  it('ERR-008 an unrecognised code shows the server msg as an error toast', async () => {
    const { server, ui, client } = setup();
    server.on('/api/system/role', envelope('E1234', '角色正在使用，不能删除'));
    await outcome(client.request('DELETE', '/api/system/role', { id: 1 }));
    expect(ui.events).toEqual([{ type: 'toastError', text: '角色正在使用，不能删除' }]);
  });

  it.each([-2002, 'Q0003'])(
    'ERR-009 code %s opens the prompt dialog after 500 ms, not before',
    async (code) => {
      vi.useFakeTimers();
      const { server, ui, client } = setup({ token: null, page: '/login' });
      server.on('/api/auth/login', envelope(code, '登录失败次数过多，请15分钟后再试', null, 423));
      const state = track(client.request('POST', '/api/auth/login', {}));
      await vi.advanceTimersByTimeAsync(0);
      expect(state.error).toBeInstanceOf(RequestError);
      await vi.advanceTimersByTimeAsync(499);
      expect(ui.prompts()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(ui.events).toEqual([{ type: 'promptDialog', text: '登录失败次数过多，请15分钟后再试' }]);
    },
  );

  it.each([
    'WF0001',
    'WF0002',
    'WF0101',
    'WF0102',
    'WF0103',
    'WF0104',
    'WF0105',
    'WF0106',
    'WF0107',
    'WF0108',
  ])('ERR-010 flow family code %s shows an error toast', async (code) => {
    const { server, ui, client } = setup();
    server.on('/api/flow/update', envelope(code, '签名错误', null, 401));
    await outcome(client.request('POST', '/api/flow/update', { id: 1 }));
    expect(ui.events).toEqual([{ type: 'toastError', text: '签名错误' }]);
  });

  it.each([
    ['ERR-012', '/api/kanban/board'],
    ['ERR-013', '/api/web/track/page-view'],
  ])('%s the %s family passes silently: no toast, no redirect', async (_id, path) => {
    vi.useFakeTimers();
    const { server, ui, client } = setup();
    for (const [code, status] of [
      ['E9', 200],
      [-2000, 400],
      [-998, 401],
      [-2002, 423],
    ] as const) {
      server.on(path, envelope(code, '失败', null, status));
      const error = (await outcome(client.request('POST', path, {}))) as RequestError;
      expect(error.code).toBe(code);
      expect(error.handled).toBe(false);
    }
    // Past the 500 ms prompt delay too.
    await vi.advanceTimersByTimeAsync(600);
    expect(ui.events).toEqual([]);
  });

  it('ERR-015 a network error carrying -998 or -999 is a lost login', async () => {
    for (const carried of [{ code: -998 }, new Error('fetch failed', { cause: { code: -999 } })]) {
      const { server, ui, client } = setup();
      server.on('/api/biz/jobs', { networkError: carried });
      await outcome(client.request('GET', '/api/biz/jobs'));
      expect(ui.events).toEqual([
        { type: 'toastWarning', text: LOGIN_LOST },
        { type: 'navigate', url: '/login' },
      ]);
    }
  });

  it('ERR-015 any other network error toasts 请求失败', async () => {
    const { server, ui, client } = setup();
    server.on('/api/biz/jobs', { networkError: new TypeError('Failed to fetch') });
    const error = (await outcome(client.request('GET', '/api/biz/jobs'))) as RequestError;
    expect(error.code).toBe(CLIENT_ERROR_CODE.network);
    expect(ui.events).toEqual([{ type: 'toastError', text: '请求失败' }]);
  });

  it('silent: true opts one call out of every toast and redirect', async () => {
    const { server, ui, client } = setup();
    server.on('/api/system/auth/get_auth_list', envelope(-2000, '无权限', null, 403));
    const error = (await outcome(
      client.request('GET', '/api/system/auth/get_auth_list', undefined, { silent: true }),
    )) as RequestError;
    expect(error.message).toBe('无权限');
    expect(error.handled).toBe(false);
    expect(ui.events).toEqual([]);
  });
});
