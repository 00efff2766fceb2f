import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  computeFlowSign,
  flowSignBase,
  isDesignerSignedPath,
  signDesignerRequest,
  signFlowRequest,
  sortedParamSign,
  toQueryPayload,
} from './flow-sign';

describe('flow sign (GAP-018)', () => {
  it('CALL-015 canonical JSON sorts keys recursively and trims strings', () => {
    expect(canonicalJson({ b: ' x ', a: { d: [' y', 1], c: true }, u: undefined })).toBe(
      '{"a":{"c":true,"d":["y",1]},"b":"x"}',
    );
  });

  it('does not depend on key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
      }),
    );
  });

  it('CALL-014 is HMAC-SHA256 over token, newline and the canonical payload without sign', async () => {
    const payload = { timestamp: 1, name: ' 张三 ', sign: 'ignored' };
    const expected = createHmac('sha256', 'key').update('tok\n{"name":"张三","timestamp":1}').digest('hex');
    expect(flowSignBase('tok', payload)).toBe('tok\n{"name":"张三","timestamp":1}');
    expect(await computeFlowSign('tok', payload, 'key')).toBe(expected);
  });

  it('CALL-013 adds timestamp and sign; GET payloads become strings', async () => {
    const get = await signFlowRequest({
      method: 'GET',
      token: 't',
      signKey: 'k',
      payload: { page: 2, q: ' a ' },
      now: 5,
    });
    expect(get).toMatchObject({ page: '2', q: 'a', timestamp: '5' });
    const { sign, ...rest } = get;
    expect(sign).toBe(await computeFlowSign('t', rest, 'k'));
    const post = await signFlowRequest({
      method: 'POST',
      token: 't',
      signKey: 'k',
      payload: { ids: [' 1 '] },
      now: 5,
    });
    expect(post).toMatchObject({ ids: ['1'], timestamp: 5 });
    expect(() => toQueryPayload({ nested: { a: 1 } })).toThrow();
  });

  it('CALL-016 sorted-parameter sign: order-independent, empty values skipped', async () => {
    const expected = createHash('sha256').update('a=1&b=x&key=secret').digest('hex');
    expect(await sortedParamSign({ b: 'x', a: 1, c: '', d: undefined, e: null }, 'secret')).toBe(expected);
    expect(await sortedParamSign({ a: 1, b: 'x' }, 'secret')).toBe(expected);
    expect(await sortedParamSign({ a: 1, b: 'x', sign: 'f'.repeat(64) }, 'secret')).toBe(expected);
  });

  it('CALL-016 nested objects are written with sorted keys; strings are signed untrimmed', async () => {
    const expected = createHash('sha256')
      .update('list=[{"a":" 姓名 ","b":[{"x":1,"y":2}]}]&key=k')
      .digest('hex');
    expect(await sortedParamSign({ list: [{ a: ' 姓名 ', b: [{ x: 1, y: 2 }] }] }, 'k')).toBe(expected);
    expect(await sortedParamSign({ list: [{ b: [{ y: 2, x: 1 }], a: ' 姓名 ' }] }, 'k')).toBe(expected);
    expect(await sortedParamSign({ list: [{ a: '姓名', b: [{ x: 1, y: 2 }] }] }, 'k')).not.toBe(expected);
  });

  it('CALL-016 no reordering of parameters at any depth changes the sign', async () => {
    const reorder = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(reorder);
      if (value !== null && typeof value === 'object') {
        return Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([k, v]) => [k, reorder(v)]),
        );
      }
      return value;
    };
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.jsonValue()), async (params) => {
        expect(await sortedParamSign(reorder(params) as Record<string, unknown>, 'k')).toBe(
          await sortedParamSign(params, 'k'),
        );
      }),
    );
  });

  it('CALL-016 designer requests carry timestamp and sign (query strings for GET, body otherwise)', async () => {
    const get = await signDesignerRequest({
      method: 'GET',
      signKey: 'k',
      payload: { modType: 2, taskId: 't' },
      now: 9,
    });
    expect(get).toMatchObject({ modType: '2', taskId: 't', timestamp: '9' });
    const { sign: getSign, ...getRest } = get;
    expect(getSign).toBe(await sortedParamSign(getRest, 'k'));
    const post = await signDesignerRequest({
      method: 'POST',
      signKey: 'k',
      payload: { cname: ' 标题 ' },
      now: 9,
    });
    expect(post).toMatchObject({ cname: ' 标题 ', timestamp: 9 });
    expect(post.sign).toBe(createHash('sha256').update('cname= 标题 &timestamp=9&key=k').digest('hex'));
  });

  it('CALL-072 GAP-018 the designer hash helper is SHA-256 hex of the sorted pairs and &key=<session key>', async () => {
    const params = { taskId: 't-1', modType: 2 };
    const sign = await sortedParamSign(params, 'key-a');
    expect(sign).toMatch(/^[0-9a-f]{64}$/);
    expect(sign).toBe(createHash('sha256').update('modType=2&taskId=t-1&key=key-a').digest('hex'));
    // The key is part of the hash: another session's key gives another sign for the same call.
    expect(await sortedParamSign(params, 'key-b')).not.toBe(sign);
    // A hash, not a keyed MAC: HMAC-SHA256 under the same key (the flow family's scheme) differs.
    expect(sign).not.toBe(createHmac('sha256', 'key-a').update('modType=2&taskId=t-1').digest('hex'));
  });

  it('CALL-016 the designer family is the designer and dictionary paths only', () => {
    expect(isDesignerSignedPath('/api/biz/resume-design/save')).toBe(true);
    expect(isDesignerSignedPath('/api/biz/dictionaries/member')).toBe(true);
    expect(isDesignerSignedPath('/api/ops/resume-designs/list')).toBe(false);
    expect(isDesignerSignedPath('/api/web/careers/demo/resume-design')).toBe(false);
    expect(isDesignerSignedPath('/api/biz/jobs')).toBe(false);
  });
});
