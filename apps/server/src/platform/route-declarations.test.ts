import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@ehire/domain/api/endpoint';
import { createTestApp, type TestApp } from '../test/harness';
import { DOCS_PREFIX } from './route-access';

const API_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/domain/src/api',
);

/** Routes that are not API endpoints: the web app's files and the OpenAPI pages (their plugin's). */
function isDeclarable(url: string): boolean {
  return url !== '/*' && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);
}

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

function endpointsOf(value: unknown, into: string[] = []): string[] {
  if (isEndpoint(value)) into.push(`${value.method} ${value.path}`);
  else if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) endpointsOf(child, into);
  }
  return into;
}

let t: TestApp;
let declared: string[];
beforeAll(async () => {
  t = await createTestApp();
  declared = [];
  for (const file of readdirSync(API_DIR).filter((name) => name.endsWith('.ts') && name !== 'endpoint.ts')) {
    const exports = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
    for (const group of Object.values(exports)) endpointsOf(group, declared);
  }
});
afterAll(async () => {
  await t.close();
});

describe('issue 13: every route is declared once in the domain package', () => {
  it('issue 13: each registered route matches exactly one declaration (method and full path)', () => {
    const registered = t.app.routeCatalog
      .filter((route) => isDeclarable(route.url))
      .map((route) => `${route.method} ${route.url}`);
    const undeclared = registered.filter((id) => declared.filter((d) => d === id).length !== 1);
    expect(undeclared).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('issue 13: every declaration is registered by the server, and none is declared twice', () => {
    const registered = new Set(t.app.routeCatalog.map((route) => `${route.method} ${route.url}`));
    expect(declared.filter((id) => !registered.has(id))).toEqual([]);
    expect(declared.filter((id, index) => declared.indexOf(id) !== index)).toEqual([]);
    expect(declared.length).toBeGreaterThan(300);
  });
});
