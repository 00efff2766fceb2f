import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@ehire/domain/contracts/auth';
import { DEMO_OPS_PASSWORD, DEMO_PASSWORD } from '../../db/demo';
import { CAPTCHA_TTL_MS } from '../../platform/captcha/captcha.service';
import { delayAfter, LOCKOUT_MAX_FAILURES, LOCKOUT_WINDOW_MS } from '../../platform/login-guard/login-guard';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../platform/sessions/session.service';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

describe('verify code', () => {
  it('CALL-008 GET /api/auth/captcha answers an SVG data URL without a token', async () => {
    const result = await t.call<{ captchaId: string; image: string }>('GET', '/api/auth/captcha');
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(200);
    expect(result.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(result.response.headers['cache-control']).toBe('no-store');
  });

  it('check is case-insensitive and does not consume the code', async () => {
    const { captchaId, code } = await t.captcha();
    for (let i = 0; i < 2; i++) {
      const ok = await t.call('POST', '/api/auth/captcha/check', {
        body: { captchaId, code: code.toUpperCase() },
      });
      expect(ok.body).toEqual({ code: 200, msg: '操作成功', data: { valid: true } });
    }
    const wrong = await t.call('POST', '/api/auth/captcha/check', { body: { captchaId, code: 'zzzz' } });
    expect(wrong.body.data).toEqual({ valid: false });
    // Still usable for a login after the checks.
    const login = await t.call('POST', '/api/auth/login', {
      body: {
        member: 'demo',
        username: 'admin',
        password: DEMO_PASSWORD,
        captchaId,
        code: code.toLowerCase(),
      },
    });
    expect(login.body.code).toBe(200);
  });

  it('refuses a wrong verify code', async () => {
    const { captchaId } = await t.captcha();
    const result = await t.call('POST', '/api/auth/login', {
      body: { member: 'demo', username: 'admin', password: DEMO_PASSWORD, captchaId, code: 'zzzz' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ code: -2000, msg: '验证码错误或已过期', data: null });
  });

  it('a wrong guess burns the code: the right code afterwards is refused too', async () => {
    const { captchaId, code } = await t.captcha();
    const body = { member: 'demo', username: 'admin', password: DEMO_PASSWORD, captchaId };
    await t.call('POST', '/api/auth/login', { body: { ...body, code: 'zzzz' } });
    const again = await t.call('POST', '/api/auth/login', { body: { ...body, code } });
    expect(again.body.msg).toBe('验证码错误或已过期');
  });

  it('refuses a reused verify code', async () => {
    const { captchaId, code } = await t.captcha();
    const body = { member: 'demo', username: 'admin', password: DEMO_PASSWORD, captchaId, code };
    expect((await t.call('POST', '/api/auth/login', { body })).body.code).toBe(200);
    const reused = await t.call('POST', '/api/auth/login', { body });
    expect(reused.body).toEqual({ code: -2000, msg: '验证码错误或已过期', data: null });
  });

  it('refuses an expired verify code (5 minutes)', async () => {
    const { captchaId, code } = await t.captcha();
    t.clock.advance(CAPTCHA_TTL_MS + 1);
    const result = await t.call('POST', '/api/auth/login', {
      body: { member: 'demo', username: 'admin', password: DEMO_PASSWORD, captchaId, code },
    });
    expect(result.body.msg).toBe('验证码错误或已过期');
    const check = await t.call('POST', '/api/auth/captcha/check', { body: { captchaId, code } });
    expect(check.body.data).toEqual({ valid: false });
  });

  it('refuses a login without verify code fields', async () => {
    const result = await t.call('POST', '/api/auth/login', {
      body: { member: 'demo', username: 'admin', password: DEMO_PASSWORD },
    });
    expect(result.body.msg).toBe('验证码错误或已过期');
  });
});

describe('login', () => {
  it('PERM-026 answers token, userinfo and signKey and sets both cookies', async () => {
    const result = await t.loginRaw('DEMO', 'Admin');
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(200);
    const { token, userinfo, signKey } = result.body.data;
    const [head, secret] = token.split('.');
    const payload = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    expect(payload).toMatchObject({ ehireid: userinfo.ctmid, oprid: userinfo.oprid });
    expect(typeof payload.iat).toBe('number');
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(signKey.length).toBeGreaterThan(20);
    expect(userinfo).toMatchObject({
      oprcname: '王管理',
      ctmlogo: '',
      auths: { istalentpack: 1 },
      isusenewehireplus: 1,
    });
    expect(userinfo.ctmexpiredate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const cookies = result.response.cookies as { name: string; value: string; httpOnly?: boolean }[];
    const tokenCookie = cookies.find((c) => c.name === COOKIE.token);
    const infoCookie = cookies.find((c) => c.name === COOKIE.userInfo);
    expect(tokenCookie?.value).toBe(token);
    expect(JSON.parse(decodeURIComponent(infoCookie!.value))).toEqual(userinfo);
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token } = await t.login('demo', 'admin');
    const rows = await t.db.selectFrom('session').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.some((row) => row.token_hash === hash)).toBe(true);
  });

  it('answers the same message whichever credential is wrong', async () => {
    const cases = [
      ['nobody', 'admin', DEMO_PASSWORD],
      ['demo', 'nobody', DEMO_PASSWORD],
      ['demo', 'viewer', 'Wrong@123456'],
    ] as const;
    for (const [member, username, password] of cases) {
      const result = await t.loginRaw(member, username, password);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ code: -2000, msg: '会员名、用户名或密码错误', data: null });
    }
  });

  it('names the missing field of a login payload', async () => {
    const result = await t.call('POST', '/api/auth/login', { body: { member: 'demo', username: 'admin' } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ code: -2000, msg: '参数错误：password 不能为空', data: null });
  });

  it('an attacker’s failed logins from one address never stop the owner’s login from another (issue 11)', async () => {
    // A separate account key from the other tests: demo2/admin.
    const ATTACKER = '203.0.113.7';
    const OWNER = '198.51.100.20';
    for (let i = 1; i <= LOCKOUT_MAX_FAILURES; i++) {
      const failed = await t.loginRaw('demo2', 'admin', 'Wrong@123456', ATTACKER);
      expect(failed.body.msg).toBe('会员名、用户名或密码错误');
      // Progressive delay: from the 3rd failure the next try waits 1 s, 2 s, 4 s … (at most 60 s).
      t.clock.advance(delayAfter(i));
    }
    const locked = await t.loginRaw('demo2', 'admin', DEMO_PASSWORD, ATTACKER);
    expect(locked.status).toBe(423);
    expect(locked.body).toEqual({ code: -2002, msg: '登录失败次数过多，请15分钟后再试', data: null });
    // Case and spacing variants are the same account.
    const variant = await t.loginRaw(' DEMO2 ', 'ADMIN', DEMO_PASSWORD, ATTACKER);
    expect(variant.body.code).toBe(-2002);

    // The owner, elsewhere, logs in at once with the right password.
    const owner = await t.loginRaw('demo2', 'admin', DEMO_PASSWORD, OWNER);
    expect(owner.body.code).toBe(200);

    // The lock is written to the audit log once, with the source.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'ip', 'detail', 'tenant_id'])
      .where('action', '=', 'LOGIN_LOCKOUT')
      .execute();
    expect(audit).toEqual([
      {
        action: 'LOGIN_LOCKOUT',
        target_id: 'operator:demo2/admin',
        ip: ATTACKER,
        detail: `来源 ${ATTACKER} 15分钟内登录失败10次，已锁定该来源15分钟（其他来源不受影响）`,
        tenant_id: expect.any(String),
      },
    ]);

    t.clock.advance(LOCKOUT_WINDOW_MS);
    const allowed = await t.loginRaw('demo2', 'admin', DEMO_PASSWORD, ATTACKER);
    expect(allowed.body.code).toBe(200);
  });

  it('slows one source down after 3 failures: 请N秒后再试 until the delay has passed', async () => {
    const SOURCE = '203.0.113.8';
    for (let i = 0; i < 3; i++) await t.loginRaw('demo', 'viewer', 'Wrong@123456', SOURCE);
    const tooSoon = await t.loginRaw('demo', 'viewer', DEMO_PASSWORD, SOURCE);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({ code: -2002, msg: '登录失败次数过多，请1秒后再试', data: null });
    // Another source is not slowed.
    expect((await t.loginRaw('demo', 'viewer', DEMO_PASSWORD, '203.0.113.9')).body.code).toBe(200);
    t.clock.advance(1000);
    expect((await t.loginRaw('demo', 'viewer', DEMO_PASSWORD, SOURCE)).body.code).toBe(200);
  });

  it('the provider console (/ops) is throttled the same way: the attacker’s source is locked, the staff member elsewhere logs in (issue 11)', async () => {
    const opsLogin = async (password: string, remoteAddress: string) => {
      const { captchaId, code } = await t.captcha();
      return t.call('POST', '/api/ops/auth/login', {
        body: { username: 'ops', password, captchaId, code },
        remoteAddress,
      });
    };
    for (let i = 1; i <= LOCKOUT_MAX_FAILURES; i++) {
      expect((await opsLogin('Wrong@123456', '203.0.113.50')).body.msg).toBe('用户名或密码错误');
      t.clock.advance(delayAfter(i));
    }
    const locked = await opsLogin(DEMO_OPS_PASSWORD, '203.0.113.50');
    expect(locked.status).toBe(423);
    expect(locked.body.msg).toBe('登录失败次数过多，请15分钟后再试');
    expect((await opsLogin(DEMO_OPS_PASSWORD, '198.51.100.60')).body.code).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target_id', 'ip'])
      .where('action', '=', 'LOGIN_LOCKOUT')
      .where('target_id', '=', 'provider:ops')
      .execute();
    expect(audit).toEqual([{ target_id: 'provider:ops', ip: '203.0.113.50' }]);
  });

  it('a successful login resets the failure count of its source', async () => {
    const SOURCE = '203.0.113.10';
    for (let i = 0; i < 2; i++) await t.loginRaw('demo', 'viewer', 'Wrong@123456', SOURCE);
    expect((await t.loginRaw('demo', 'viewer', DEMO_PASSWORD, SOURCE)).body.code).toBe(200);
    for (let i = 0; i < 2; i++) await t.loginRaw('demo', 'viewer', 'Wrong@123456', SOURCE);
    // Two failures since the success: no delay yet.
    expect((await t.loginRaw('demo', 'viewer', DEMO_PASSWORD, SOURCE)).body.code).toBe(200);
  });
});

describe('session', () => {
  it('CALL-006 requires the Token header: the cookie alone is refused (-998)', async () => {
    const { token } = await t.login('demo', 'admin');
    const viaCookie = await t.call('POST', '/api/biz/notice/unread-count', {
      headers: { cookie: `${COOKIE.token}=${token}` },
    });
    expect(viaCookie.status).toBe(401);
    expect(viaCookie.body).toEqual({ code: -998, msg: '登录信息失效，请重新登录', data: null });
    const viaHeader = await t.call('POST', '/api/biz/notice/unread-count', { token });
    expect(viaHeader.body.code).toBe(200);
  });

  it('answers -998 for an unknown or malformed token', async () => {
    const { token } = await t.login('demo', 'admin');
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    for (const value of [forged, 'garbage', 'a.b.c']) {
      const result = await t.call('POST', '/api/biz/notice/unread-count', { token: value });
      expect(result.status).toBe(401);
      expect(result.body.code).toBe(-998);
    }
  });

  it('expires after 2 hours idle (-999) and stays alive while used', async () => {
    const { token } = await t.login('demo', 'admin');
    t.clock.advance(SESSION_IDLE_MS - MINUTE);
    expect((await t.call('POST', '/api/biz/notice/unread-count', { token })).body.code).toBe(200);
    t.clock.advance(SESSION_IDLE_MS - MINUTE);
    expect((await t.call('POST', '/api/biz/notice/unread-count', { token })).body.code).toBe(200);
    t.clock.advance(SESSION_IDLE_MS);
    const idle = await t.call('POST', '/api/biz/notice/unread-count', { token });
    expect(idle.status).toBe(401);
    expect(idle.body).toEqual({ code: -999, msg: '登录已过期，请重新登录', data: null });
  });

  it('expires 12 hours after login even when used all along (-999)', async () => {
    const { token } = await t.login('demo', 'admin');
    const step = SESSION_IDLE_MS / 2;
    for (let elapsed = step; elapsed < SESSION_ABSOLUTE_MS; elapsed += step) {
      t.clock.advance(step);
      const alive = await t.call('POST', '/api/biz/notice/unread-count', { token });
      expect(alive.body.code).toBe(200);
    }
    t.clock.advance(step);
    const expired = await t.call('POST', '/api/biz/notice/unread-count', { token });
    expect(expired.body.code).toBe(-999);
  });

  it('logout revokes the session and clears the cookies', async () => {
    const { token } = await t.login('demo', 'admin');
    const logout = await t.call('POST', '/api/auth/logout', { token });
    expect(logout.body).toEqual({ code: 200, msg: '已退出登录', data: null });
    const cleared = (logout.response.cookies as { name: string; value: string }[]).map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining([COOKIE.token, COOKIE.userInfo]));
    const after = await t.call('POST', '/api/biz/notice/unread-count', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(-999);
  });

  it('logout without a token is -998', async () => {
    const result = await t.call('POST', '/api/auth/logout');
    expect(result.status).toBe(401);
    expect(result.body.code).toBe(-998);
  });
});

describe('change password', () => {
  it('refuses a wrong old password', async () => {
    const { token } = await t.login('demo', 'viewer');
    const result = await t.call('POST', '/api/biz/operator/password', {
      token,
      body: { oldPassword: 'Nope@123456', newPassword: 'Better@2027x' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ code: -2000, msg: '原密码错误', data: null });
  });

  it('refuses a weak new password with the rule message', async () => {
    const { token } = await t.login('demo', 'viewer');
    for (const weak of ['short1A', 'alllowercase1', 'NoDigitsOrSymbols', 'x'.repeat(33) + 'A1']) {
      const result = await t.call('POST', '/api/biz/operator/password', {
        token,
        body: { oldPassword: DEMO_PASSWORD, newPassword: weak },
      });
      expect(result.body).toEqual({
        code: -2000,
        msg: '新密码需为8-32位，且包含大写字母、小写字母、数字、符号中的至少三种',
        data: null,
      });
    }
  });

  it('revokes every session of the operator; the new password works', async () => {
    const first = await t.login('demo', 'viewer');
    const second = await t.login('demo', 'viewer');
    const other = await t.login('demo', 'admin');
    const result = await t.call('POST', '/api/biz/operator/password', {
      token: first.token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'Better@2027x' },
    });
    expect(result.body).toEqual({ code: 200, msg: '密码已修改，请重新登录', data: null });
    for (const token of [first.token, second.token]) {
      const after = await t.call('POST', '/api/biz/notice/unread-count', { token });
      expect(after.body.code).toBe(-999);
    }
    // Another operator's session is untouched.
    expect((await t.call('POST', '/api/biz/notice/unread-count', { token: other.token })).body.code).toBe(
      200,
    );
    expect((await t.loginRaw('demo', 'viewer', DEMO_PASSWORD)).body.msg).toBe('会员名、用户名或密码错误');
    expect((await t.loginRaw('demo', 'viewer', 'Better@2027x')).body.code).toBe(200);
  });
});

describe('per-IP rate limit on /api/auth/*', () => {
  it('answers 429 -2000 above the limit', async () => {
    const limited = await createTestApp({ authRateLimitPerMinute: 3 });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await limited.call('GET', '/api/auth/captcha')).status).toBe(200);
      }
      const refused = await limited.call('GET', '/api/auth/captcha');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: -2000, msg: '请求过于频繁，请稍后再试', data: null });
      // Another address has its own budget.
      const other = await limited.app.inject({
        method: 'GET',
        url: '/api/auth/captcha',
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('verify code disabled (development only)', () => {
  it('logs in without verify code when CAPTCHA_DISABLED', async () => {
    const open = await createTestApp({ captchaDisabled: true });
    try {
      const result = await open.call('POST', '/api/auth/login', {
        body: { member: 'demo', username: 'admin', password: DEMO_PASSWORD },
      });
      expect(result.body.code).toBe(200);
    } finally {
      await open.close();
    }
  });
});
