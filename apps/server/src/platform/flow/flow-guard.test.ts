import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFlowRequest } from '@ehire/domain/signing/flow-sign';
import { STAGE_LABEL } from '@ehire/domain/codes/stages';
import { createTestApp, type TestApp } from '../../test/harness';
import { decryptFlowId, encryptFlowId, flowIdKey } from './flow-id';

let t: TestApp;
let token: string;
let signKey: string;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  const session = await t.login('demo', 'viewer');
  token = session.token;
  signKey = session.signKey;
  tenantId = session.userinfo.ctmid;
});
afterAll(async () => {
  await t.close();
});

async function signedQuery(payload: Record<string, unknown> = {}, now = t.clock.now()) {
  return (await signFlowRequest({ method: 'GET', token, signKey, payload, now })) as Record<string, string>;
}

describe('signed flow family', () => {
  it('CALL-013 accepts a good sign and answers the stage types', async () => {
    const result = await t.call<{ ivType: number; name: string }[]>('GET', '/api/flow/menus', {
      token,
      query: await signedQuery({ keyword: '  面试 ' }),
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual(
      [1, 2, 3, 4, 5, 999].map((ivType) => ({ ivType, name: STAGE_LABEL[ivType as 1] })),
    );
    expect(result.body.data.map((item) => item.name)).toEqual([
      '初筛',
      '笔试',
      '面试',
      '待录用',
      '入职',
      '非流程',
    ]);
  });

  it('refuses a missing or wrong sign with 401 WF0001', async () => {
    const query = await signedQuery({ keyword: 'a' });
    const cases: Record<string, string>[] = [
      { ...query, keyword: 'b' },
      { timestamp: query.timestamp },
      { ...query, sign: 'f'.repeat(64) },
    ];
    for (const q of cases) {
      const result = await t.call('GET', '/api/flow/menus', { token, query: q });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ code: 'WF0001', msg: '签名错误', data: null });
    }
  });

  it('refuses a sign made with another session key (WF0001)', async () => {
    const query = await signFlowRequest({ method: 'GET', token, signKey: 'not-the-key', now: t.clock.now() });
    const result = await t.call('GET', '/api/flow/menus', { token, query: query as Record<string, string> });
    expect(result.body.code).toBe('WF0001');
  });

  it('refuses a timestamp outside ±5 minutes with 401 WF0002', async () => {
    for (const skew of [-5 * 60_000 - 1, 5 * 60_000 + 1]) {
      const result = await t.call('GET', '/api/flow/menus', {
        token,
        query: await signedQuery({}, t.clock.now() + skew),
      });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ code: 'WF0002', msg: '请求已过期', data: null });
    }
  });

  it('refuses a replayed request with 409 WF0101', async () => {
    const query = await signedQuery({ page: 1 });
    expect((await t.call('GET', '/api/flow/menus', { token, query })).status).toBe(200);
    const replay = await t.call('GET', '/api/flow/menus', { token, query });
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({ code: 'WF0101', msg: '重复的请求', data: null });
  });

  it('requires the token before anything else (-998)', async () => {
    const result = await t.call('GET', '/api/flow/menus', { query: await signedQuery() });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe(-998);
  });

  it('CALL-012 decodes a CurrentFlowId minted for this tenant and refuses a forged one', async () => {
    const key = flowIdKey(t.config.appSecret);
    const good = await t.call('GET', '/api/flow/menus', {
      token,
      query: await signedQuery({ n: 1 }),
      headers: { currentflowid: encryptFlowId(key, 'flow-123', tenantId) },
    });
    expect(good.status).toBe(200);
    const forged = await t.call('GET', '/api/flow/menus', {
      token,
      query: await signedQuery({ n: 2 }),
      headers: { currentflowid: encryptFlowId(key, 'flow-123', 'another-tenant') },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toBe('参数错误：CurrentFlowId 无效');
  });
});

describe('CurrentFlowId encryption', () => {
  it('round-trips, is opaque, and is bound to the tenant', () => {
    const key = flowIdKey('a-secret-of-sixteen+');
    const value = encryptFlowId(key, 'flow-42', 'tenant-a');
    expect(value).not.toContain('flow-42');
    expect(encryptFlowId(key, 'flow-42', 'tenant-a')).not.toBe(value);
    expect(decryptFlowId(key, value, 'tenant-a')).toBe('flow-42');
    expect(decryptFlowId(key, value, 'tenant-b')).toBeNull();
    expect(decryptFlowId(flowIdKey('another-secret-0000'), value, 'tenant-a')).toBeNull();
    expect(decryptFlowId(key, 'garbage', 'tenant-a')).toBeNull();
  });
});
