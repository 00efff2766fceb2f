import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

// Issue 22 (page open): the hashed assets are answered from memory, compressed once.
describe('static web app: hashed assets from memory, compressed', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ehire-web-'));
  const app = Fastify();
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"第${i}行"`).join(',')}];\n`;
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'index.html'), '<title>console</title>');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'page-abc123.js'), script);
    writeFileSync(path.join(dir, 'assets', 'tiny-abc123.css'), 'a{color:red}');
    await registerStaticWeb(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers brotli, then gzip, then the plain file, as the client accepts, with the same content', async () => {
    const br = await get('/assets/page-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script));

    const gz = await get('/assets/page-abc123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/page-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers 304 to a matching If-None-Match, and a tiny file uncompressed', async () => {
    const first = await get('/assets/page-abc123.js');
    const again = await get('/assets/page-abc123.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const tiny = await get('/assets/tiny-abc123.css', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(tiny.body).toBe('a{color:red}');
  });

  it('answers 404 for a missing asset and keeps paths inside the folder', async () => {
    expect((await get('/assets/missing-000.js')).statusCode).toBe(404);
    expect((await get('/assets/../../etc/passwd.js')).statusCode).toBe(404);
  });
});
