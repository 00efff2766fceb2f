import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@ehire/domain/contracts/auth';
import { buildApp } from './app';
import { ConfigError, defaultPgPoolMax, loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('health answers the database kind without a token', async () => {
    const result = await t.call('GET', '/api/health');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      code: 200,
      msg: '操作成功',
      data: { db: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite' },
    });
  });

  it('serves the OpenAPI document built from the zod contracts at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\.0/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/biz/project/switch',
        '/api/flow/menus',
        '/api/health',
      ]),
    );
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['member', 'username', 'password']),
    );
    expect(login.security).toEqual([]);
    expect(doc.paths['/api/biz/project/switch'].post.security).toBeUndefined();
    expect(doc.security).toEqual([{ Token: [] }]);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('sends the security headers with a CSP an antd single-page app passes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds the chat script origin to script-src when configured', async () => {
    const withChat = await createTestApp({ chatScriptUrl: 'https://chat.example.com/widget.js?v=1' });
    try {
      const response = await withChat.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(response.headers['content-security-policy'])).toContain(
        "script-src 'self' https://chat.example.com",
      );
    } finally {
      await withChat.close();
    }
  });

  it('answers 404 -2000 接口不存在 for an unknown route', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/biz/nope'],
      ['DELETE', '/api/auth/login'],
    ] as const) {
      const result = await t.call(method, url);
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ code: -2000, msg: '接口不存在', data: null });
    }
  });

  it('answers 413 -2000 请求内容过大 above 1 MB', async () => {
    const result = await t.call('POST', '/api/auth/login', {
      body: { member: 'x'.repeat(1024 * 1024 + 10), username: 'a', password: 'b' },
    });
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ code: -2000, msg: '请求内容过大', data: null });
  });

  it('answers 400 -2000 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"member": "demo",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: -2000, msg: '参数错误：请求内容不是有效的 JSON', data: null });
  });

  it('never leaks a stack trace or an internal message', async () => {
    const responses = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '',
      }),
      t.app.inject({ method: 'GET', url: '/api/flow/menus', headers: { token: 'x' } }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'data', 'msg']);
      expect(response.body).not.toMatch(/stack|Error:|node_modules|\.ts:\d+|FST_/);
    }
  });
});

describe('internal failures', () => {
  it('answer 500 -2000 with a generic message and no detail when the database is gone', async () => {
    const broken = await createTestApp();
    const { token } = await broken.login('demo', 'admin');
    await broken.database.destroy();
    try {
      for (const [method, url] of [
        ['GET', '/api/health'],
        ['POST', '/api/biz/project/list'],
      ] as const) {
        const response = await broken.app.inject({ method, url, headers: { token } });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ code: -2000, msg: '服务器繁忙，请稍后再试', data: null });
        expect(response.body).not.toMatch(/stack|Error|\.ts:\d+|sqlite|pool/i);
      }
    } finally {
      await broken.close().catch(() => {});
    }
  });
});

describe('provider console auth', () => {
  it('logs provider staff in and answers /me', async () => {
    const token = await t.opsLogin();
    const me = await t.call('GET', '/api/ops/auth/me', { token });
    expect(me.body).toMatchObject({ code: 200, data: { username: 'ops', displayName: '运营小周' } });
  });

  it('sets the ops cookie and logs out', async () => {
    const { captchaId, code } = await t.captcha();
    const login = await t.call('POST', '/api/ops/auth/login', {
      body: { username: 'OPS', password: 'Ops@123456', captchaId, code },
    });
    expect(login.body.code).toBe(200);
    const token = (login.body.data as { token: string }).token;
    expect((login.response.cookies as { name: string }[]).map((c) => c.name)).toContain(COOKIE.opsToken);
    expect((await t.call('POST', '/api/ops/auth/logout', { token })).body.code).toBe(200);
    expect((await t.call('GET', '/api/ops/auth/me', { token })).body.code).toBe(-999);
  });

  it('an operator token does not work on /api/ops and a provider token not on the console', async () => {
    const operator = await t.login('demo', 'admin');
    const opsToken = await t.opsLogin();
    const onOps = await t.call('GET', '/api/ops/auth/me', { token: operator.token });
    expect(onOps.status).toBe(401);
    expect(onOps.body.code).toBe(-998);
    const onConsole = await t.call('POST', '/api/biz/notice/unread-count', { token: opsToken });
    expect(onConsole.status).toBe(401);
    expect(onConsole.body.code).toBe(-998);
  });

  it('refuses wrong provider credentials with one message', async () => {
    const { captchaId, code } = await t.captcha();
    const result = await t.call('POST', '/api/ops/auth/login', {
      body: { username: 'ops', password: 'Wrong@123456', captchaId, code },
    });
    expect(result.body).toEqual({ code: -2000, msg: '用户名或密码错误', data: null });
  });
});

describe('static web app', () => {
  it('serves files and falls back to index.html for client routes that accept html', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'ehire-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>招聘后台</title>');
    writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const web = await createTestApp({ webDistDir: dist });
    try {
      const index = await web.app.inject({
        method: 'GET',
        url: '/new/workHome',
        headers: { accept: 'text/html' },
      });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('招聘后台');
      // curl and link checkers send no Accept: a client route without a file type is the app too.
      const plain = await web.app.inject({ method: 'GET', url: '/login' });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain('招聘后台');
      const asset = await web.app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const missingAsset = await web.app.inject({
        method: 'GET',
        url: '/assets/missing.js',
        headers: { accept: '*/*' },
      });
      expect(missingAsset.statusCode).toBe(404);
      const api = await web.app.inject({
        method: 'GET',
        url: '/api/unknown',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json().msg).toBe('接口不存在');
      const traversal = await web.app.inject({
        method: 'GET',
        url: '/..%2f..%2fetc%2fpasswd',
        headers: { accept: '*/*' },
      });
      expect(traversal.statusCode).toBe(404);
      const health = await web.call('GET', '/api/health');
      expect(health.body.code).toBe(200);
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('refuses CAPTCHA_DISABLED=1 in production with a clear message', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CAPTCHA_DISABLED: '1', APP_SECRET: 'x'.repeat(32) }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CAPTCHA_DISABLED: '1', APP_SECRET: 'x'.repeat(32) }),
    ).toThrow(/CAPTCHA_DISABLED=1 不能用于生产环境/);
  });

  it('takes a crash point only outside production, and only a known one (crash tests, issue 21)', () => {
    const secret = { APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...secret, NODE_ENV: 'development', CRASH_AT: 'apply-after-commit' }).crashAt).toBe(
      'apply-after-commit',
    );
    expect(loadConfig({ ...secret, NODE_ENV: 'development' }).crashAt).toBeUndefined();
    expect(() => loadConfig({ ...secret, NODE_ENV: 'production', CRASH_AT: 'apply-after-commit' })).toThrow(
      'CRASH_AT 仅用于故障测试，不能用于生产环境（NODE_ENV=production）',
    );
    expect(() => loadConfig({ ...secret, NODE_ENV: 'development', CRASH_AT: 'somewhere' })).toThrow(
      'CRASH_AT 只能是 apply-after-commit，当前为 "somewhere"',
    );
  });

  it('reads the defaults', () => {
    const config = loadConfig({ APP_SECRET: 'x'.repeat(32), NODE_ENV: 'development' });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      hotline: '400-820-1234',
      chatScriptUrl: '',
      captchaDisabled: false,
      databaseUrl: undefined,
      demoData: true,
    });
    expect(loadConfig({ APP_SECRET: 'x'.repeat(32), NODE_ENV: 'production' }).demoData).toBe(false);
    expect(() => loadConfig({ APP_SECRET: 'x'.repeat(32), PORT: 'abc' })).toThrow(/PORT/);
  });

  it('sizes the PostgreSQL request pool at two connections per core, 4 to 20, unless DATABASE_POOL_MAX says (issue 21)', () => {
    const secret = { APP_SECRET: 'x'.repeat(32), NODE_ENV: 'development' };
    expect([1, 2, 4, 8, 16].map((cores) => defaultPgPoolMax(cores))).toEqual([4, 4, 8, 16, 20]);
    expect(loadConfig(secret).pgPoolMax).toBe(defaultPgPoolMax());
    expect(loadConfig({ ...secret, DATABASE_POOL_MAX: '12' }).pgPoolMax).toBe(12);
    for (const bad of ['0', '2.5', 'ten', '201'])
      expect(() => loadConfig({ ...secret, DATABASE_POOL_MAX: bad })).toThrow(
        'DATABASE_POOL_MAX 必须是 1 到 200 之间的整数',
      );
  });

  it('generates APP_SECRET once and keeps it in DATA_DIR/.app-secret with mode 0600', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ehire-secret-'));
    try {
      const first = loadConfig({ DATA_DIR: dir }).appSecret;
      const second = loadConfig({ DATA_DIR: dir }).appSecret;
      expect(first).toBe(second);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(statSync(path.join(dir, '.app-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('buildApp accepts a partial config: in-memory SQLite, migrated and seeded', async () => {
    const app = await buildApp({ databaseUrl: ':memory:', captchaDisabled: true, logLevel: 'silent' });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().data).toEqual({ db: 'sqlite' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { member: 'demo', username: 'admin', password: 'Demo@123456' },
      });
      expect(login.json().code).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses the captcha observer in production', async () => {
    await expect(
      buildApp(
        { databaseUrl: ':memory:', nodeEnv: 'production', logLevel: 'silent' },
        { onCaptchaIssued: () => {} },
      ),
    ).rejects.toThrow(/仅供测试/);
  });

  it('HEAD requests of guarded GET routes need the token too', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/system/auth/get_auth_list' });
    expect(response.statusCode).toBe(401);
  });

  it('migrating twice is a no-op', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
  });
});
