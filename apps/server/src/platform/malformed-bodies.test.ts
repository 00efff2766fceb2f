import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDesignerSignedPath, signDesignerRequest, signFlowRequest } from '@ehire/domain/signing/flow-sign';
import { listTables } from '../db/dialect';
import { createTestApp, type TestApp } from '../test/harness';
import { MUTATING_METHODS } from './route-access';

// 50 malformed bodies per mutating route: arbitrary JSON, the route's own field names with
// values of any type, huge strings, missing fields, broken JSON. None may cause a 5xx or change
// a single row.

const BODIES_PER_ROUTE = 50;
/** Columns that move on every authenticated request and are not "data". */
const VOLATILE_COLUMNS = new Set(['last_seen_at']);
/** The signed families' replay memory: every signed request adds a row, whatever it asks for. */
const VOLATILE_TABLES = new Set(['sign_nonce']);

let t: TestApp;
let operatorToken: string;
let operatorSignKey: string;
let opsToken: string;
beforeAll(async () => {
  // The assessment callback reads its body only for a tenant with a provider secret; the route
  // is called with its pattern as the path, so the tenant id here is ':tenantId'.
  t = await createTestApp({ assessmentCallbackSecrets: { ':tenantId': 'malformed-bodies-secret' } });
  const operator = await t.login('demo', 'admin');
  operatorToken = operator.token;
  operatorSignKey = operator.signKey;
  opsToken = await t.opsLogin();
});
afterAll(async () => {
  await t.close();
});

async function databaseDigest(): Promise<string> {
  const parts: string[] = [];
  for (const table of await listTables(t.db)) {
    if (VOLATILE_TABLES.has(table)) continue;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every table, untyped
    const rows = await (t.db as any).selectFrom(table).selectAll().execute();
    const cleaned = (rows as Record<string, unknown>[]).map((row) =>
      JSON.stringify(
        Object.entries(row)
          .filter(([column]) => !VOLATILE_COLUMNS.has(column))
          .sort(),
      ),
    );
    parts.push(`${table}:${cleaned.sort().join('|')}`);
  }
  return parts.join('\n');
}

function objectShapeKeys(schema: unknown): string[] {
  let current = schema as z.ZodType | undefined;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable)
    current = current.unwrap() as z.ZodType;
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
}

function malformedBodies(schema: unknown, seed: number): string[] {
  const keys = objectShapeKeys(schema);
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  const fieldNames = keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 });
  const hugeString = fc.string({ minLength: 5_000, maxLength: 20_000 });
  const arbitrary = fc.oneof(
    anyJson,
    fc.dictionary(fieldNames, anyJson, { maxKeys: keys.length + 2 }),
    fc.dictionary(fieldNames, fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()))),
    fc.dictionary(fieldNames, hugeString, { minKeys: 1, maxKeys: 2 }),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.string(), { minKeys: 1 }),
  );
  const candidates = fc.sample(arbitrary, { numRuns: 400, seed });
  const parse = (schema as z.ZodType | undefined)?.safeParse?.bind(schema);
  const out: string[] = [
    '{"broken":',
    '[1, 2,',
    'not json at all',
    JSON.stringify({ big: 'x'.repeat(1_100_000) }),
  ];
  for (const value of candidates) {
    if (out.length >= BODIES_PER_ROUTE) break;
    // A body the contract accepts is not malformed; skip it.
    if (parse && parse(value).success) continue;
    out.push(JSON.stringify(value));
  }
  return out;
}

let signClock = Date.now();
async function signedIfSignedFamily(url: string, payload: string): Promise<string> {
  const designer = isDesignerSignedPath(url);
  if (!url.startsWith('/api/flow/') && !designer) return payload;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return payload;
  t.clock.set(++signClock);
  const input = {
    method: 'POST',
    signKey: operatorSignKey,
    payload: value as Record<string, unknown>,
    now: signClock,
  };
  const signed = designer
    ? await signDesignerRequest(input)
    : await signFlowRequest({ ...input, token: operatorToken });
  return JSON.stringify(signed);
}

describe('malformed bodies on every mutating route', () => {
  it('never answer 5xx and never change data', async () => {
    const routes = t.app.routeCatalog.filter((route) => MUTATING_METHODS.has(route.method));
    expect(routes.length).toBeGreaterThan(5);
    const before = await databaseDigest();
    let seed = 20_260_101;
    for (const route of routes) {
      const token = route.public ? undefined : route.principalKind === 'provider' ? opsToken : operatorToken;
      const bodies = malformedBodies(route.bodySchema, seed++);
      expect(bodies.length).toBe(BODIES_PER_ROUTE);
      for (const raw of bodies) {
        // The signed families check the sign first (401 WF0001): sign object bodies so the
        // route's contract is what refuses them (flow: 400 WF0102, the family's code for bad
        // input; designer: 400 -2000). A body that is no object cannot carry a sign.
        const payload = await signedIfSignedFamily(route.url, raw);
        // Signing adds the fields the contract lacked: a body that is then valid (e.g. a real
        // small id with extra keys) is a request, not a malformed body.
        if (
          payload !== raw &&
          (route.bodySchema as z.ZodType | undefined)?.safeParse?.(JSON.parse(payload)).success
        )
          continue;
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
          payload,
        });
        const label = `${route.method} ${route.url} <- ${payload.slice(0, 80)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        const body = response.json();
        if (route.url.startsWith('/api/flow/') && body.code !== -2000) {
          expect([400, 401, 404], label).toContain(response.statusCode);
          expect(['WF0102', 'WF0001', 'WF0103'], label).toContain(body.code);
          continue;
        }
        if (isDesignerSignedPath(route.url) && body.code !== -2000) {
          expect(response.statusCode, label).toBe(401);
          expect(body.code, label).toBe('WF0001');
          continue;
        }
        expect([400, 413], label).toContain(response.statusCode);
        expect(body.code, label).toBe(-2000);
        expect(body.msg, label).toMatch(/^(参数错误|请求内容过大)/);
        expect(response.body, label).not.toMatch(/stack|at .+\.ts:\d+/);
      }
    }
    expect(await databaseDigest()).toBe(before);
    // ~3,000 requests, the signed ones with a replay-memory write each: minutes on a loaded CI box.
  }, 240_000);
});
