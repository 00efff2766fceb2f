import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';

// Issue 21 "several processes": with REDIS_URL the per-IP limits of the public families are
// counted in Redis, so two server processes behind one load balancer allow the limit once, not
// once each. Runs when TEST_REDIS_URL names a Redis server (.ci/run sets it when one answers);
// the in-process counters are covered by the auth and apply suites.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  it('two app instances share one per-IP count of the apply family: the limit holds across both', async () => {
    const a = await createTestApp({ redisUrl, applyRateLimitPerMinute: 3 });
    const b = await createTestApp({ redisUrl, applyRateLimitPerMinute: 3 });
    try {
      // A fresh client address per run: the counters outlive the test apps in Redis.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const ask = (t: typeof a) =>
        t.call('POST', '/api/web/careers/demo/my-applications', { body: {}, remoteAddress: ip });
      expect((await ask(a)).status).toBe(401);
      expect((await ask(b)).status).toBe(401);
      expect((await ask(a)).status).toBe(401);
      const fourth = await ask(b);
      expect(fourth.status).toBe(429);
      expect(fourth.body).toMatchObject({ code: -2000, msg: '请求过于频繁，请稍后再试' });
      // Another family keeps its own count.
      const captcha = await a.call('GET', '/api/auth/captcha', { remoteAddress: ip });
      expect(captcha.status).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
