import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE, type UserInfo } from '@ehire/domain/contracts/auth';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/harness';
import { setLoginCookies } from './cookies';
import { registerSecurityHeaders } from './security';

// Issue 20 §4.3: the session cookie stays readable by the page (the client copies it into the
// Token header; the server never accepts the cookie alone), so it is kept only with a strict CSP
// (no inline or foreign scripts), and in production it is Secure and the answer carries HSTS.
// docs/production.md says why.

/**
 * The production wiring without the test harness (which refuses production): the config
 * production loads, the app's security headers and its login-cookie helper.
 */
async function productionServer(): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: 'test-app-secret-0123456789',
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
  });
  const app = Fastify();
  await app.register(cookie);
  await registerSecurityHeaders(app, config);
  app.post('/login', async (_request, reply) => {
    setLoginCookies(reply, config, 'token-value', { name: '管理员' } as unknown as UserInfo);
    return { ok: true };
  });
  app.get('/api/health', async () => ({ ok: true }));
  await app.ready();
  return app;
}

let prod: FastifyInstance;
let dev: TestApp;
beforeAll(async () => {
  prod = await productionServer();
  dev = await createTestApp();
});
afterAll(async () => {
  await prod?.close();
  await dev?.close();
});

function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? (value as string[]) : value ? [String(value)] : [];
}

describe('issue 20 §4.3 cookies and transport security', () => {
  it('§4.3 production: the login cookies are Secure and SameSite=Lax, and every answer carries HSTS', async () => {
    const result = await prod.inject({ method: 'POST', url: '/login' });
    const cookies = setCookies(result.headers);
    const token = cookies.find((c) => c.startsWith(`${COOKIE.token}=`));
    expect(token).toBeDefined();
    expect(token).toMatch(/;\s*Secure/i);
    expect(token).toMatch(/;\s*SameSite=Lax/i);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    const health = await prod.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('§4.3 the CSP that keeps a script-readable cookie safe: scripts from this origin only, no inline or eval', async () => {
    for (const inject of [prod.inject.bind(prod), dev.app.inject.bind(dev.app)]) {
      const response = await inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toBe("'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
    }
  });

  it('§4.3 development over plain HTTP: cookies without Secure and no HSTS (a browser would drop them)', async () => {
    const result = await dev.loginRaw('demo', 'admin');
    const cookies = setCookies(result.response.headers);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);
    const health = await dev.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toBeUndefined();
  });
});
