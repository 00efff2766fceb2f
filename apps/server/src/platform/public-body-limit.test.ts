import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { concreteUrl } from '../test/routes';
import { BODY_LIMIT_BYTES } from '../app';
import { MUTATING_METHODS, PUBLIC_BODY_LIMIT_BYTES } from './route-access';

// Issue 20 §4.1: an unauthenticated caller cannot make the server parse a large JSON body. Every
// public route with a body stops at what its form needs (64 KB; the apply route, the answers of
// a resume form, at 640 KB) and answers 413 请求内容过大 with the error envelope, nothing stored.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const APPLY = 'POST /api/web/careers/:member/jobs/:id/apply';
/**
 * The assessment provider's result callback carries its report (at most 5 MB, base64) in the
 * signed body; it is refused before its body is read unless the tenant has a provider secret.
 */
const ASSESSMENT_CALLBACK = 'POST /api/web/assessments/callback/:tenantId';
const REPORT_BODY_LIMIT = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 64 * 1024;

describe('issue 20 §4.1 public routes parse small bodies only', () => {
  it('§4.1 every public route with a body has a limit far below the console’s 1 MB; apply 640 KB', () => {
    const publicWrites = t.app.routeCatalog.filter((r) => r.public && MUTATING_METHODS.has(r.method));
    expect(publicWrites.length).toBeGreaterThan(5);
    for (const route of publicWrites) {
      const id = `${route.method} ${route.url}`;
      const limit = route.bodyLimit ?? BODY_LIMIT_BYTES;
      if (id === APPLY) expect(limit, id).toBe(640 * 1024);
      else if (id === ASSESSMENT_CALLBACK) expect(limit, id).toBe(REPORT_BODY_LIMIT);
      else expect(limit, id).toBeLessThanOrEqual(PUBLIC_BODY_LIMIT_BYTES);
    }
  });

  it('§4.1 a body just over a public route’s limit answers 413 请求内容过大 without a session', async () => {
    const publicWrites = t.app.routeCatalog.filter((r) => r.public && MUTATING_METHODS.has(r.method));
    for (const route of publicWrites) {
      const limit = route.bodyLimit ?? BODY_LIMIT_BYTES;
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url, { member: 'demo' }),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ content: 'x'.repeat(limit + 1024) }),
      });
      const id = `${route.method} ${route.url}`;
      if (id === ASSESSMENT_CALLBACK) {
        // A tenant without a provider secret: refused before its body is read.
        expect(response.statusCode, id).toBe(401);
        expect(response.json().msg, id).toBe('签名校验失败');
        continue;
      }
      expect(response.statusCode, id).toBe(413);
      expect(response.json(), id).toEqual({ code: -2000, msg: '请求内容过大', data: null });
    }
  });

  it('§4.1 the public apply route refuses a 45 MB body (413) instead of parsing it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/careers/demo/jobs/x/apply',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ answers: { note: 'x'.repeat(45 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: -2000, msg: '请求内容过大', data: null });
  });
});
