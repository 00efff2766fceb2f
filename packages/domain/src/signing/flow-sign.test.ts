import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  computeFlowSign,
  flowSignBase,
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
  });
});
