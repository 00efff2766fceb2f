import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web';

// Issue 13 §4: the careers site is its own light page (careers.html); the console is index.html.
describe('static web app: which page a client-side route gets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ehire-web-'));
  const app = Fastify();
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'index.html'), '<title>console</title>');
    writeFileSync(path.join(dir, 'careers.html'), '<title>careers</title>');
    await registerStaticWeb(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  it('answers /careers and every page under it with careers.html', async () => {
    for (const url of [
      '/careers/demo',
      '/careers/demo/jobs/j-1/apply?ref=AB12',
      '/careers/demo/my',
      '/careers',
    ])
      expect(await page(url), url).toBe('<title>careers</title>');
  });

  it('answers the console routes (and a lookalike path) with index.html', async () => {
    for (const url of ['/login', '/new/workHome', '/careersx', '/campus', '/resumePreview'])
      expect(await page(url), url).toBe('<title>console</title>');
  });
});
