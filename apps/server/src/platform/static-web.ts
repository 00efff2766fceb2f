import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './envelope';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const INDEX = 'index.html';
/** The careers site's own light page (issue 13 §4), for /careers and everything under it. */
const CAREERS = 'careers.html';
const CAREERS_ROUTE = /^careers(\/|$)/;

/** Text assets kept in memory, compressed once (issue 22: page open). */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Below this a compressed copy saves less than its header costs. */
const COMPRESS_MIN_BYTES = 1024;

interface CachedAsset {
  type: string;
  etag: string;
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/**
 * Vite's hashed files under assets/ never change while the server runs, and a cold console page
 * asks for dozens of them on the browser's six connections: each is read from disk once and kept
 * with its brotli and gzip copies, so a request costs a lookup instead of a stat, an open and a
 * stream. Other files (index.html, images) go through @fastify/static as before.
 */
class AssetCache {
  private readonly assets = new Map<string, Promise<CachedAsset>>();

  constructor(private readonly root: string) {}

  /** The cached asset for a path under assets/ with a text type, or null when it is not one. */
  get(relative: string): Promise<CachedAsset> | null {
    const type = TEXT_TYPES[path.extname(relative)];
    if (!type || !relative.startsWith('assets/')) return null;
    let entry = this.assets.get(relative);
    if (!entry) {
      entry = this.load(path.join(this.root, relative), type);
      // A failed read (file removed under the server) is retried next time, not cached.
      entry.catch(() => this.assets.delete(relative));
      this.assets.set(relative, entry);
    }
    return entry;
  }

  private async load(file: string, type: string): Promise<CachedAsset> {
    const raw = await readFile(file);
    const small = raw.length < COMPRESS_MIN_BYTES;
    // Quality 5: a few milliseconds per 100 kB, once; most of the gain of quality 11.
    const [br, gz] = small
      ? [null, null]
      : await Promise.all([
          brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
          gzipAsync(raw, { level: 6 }),
        ]);
    const stat = statSync(file);
    return { type, raw, br, gzip: gz, etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"` };
  }
}

/** The encodings a client accepts (q=0 excluded), from its Accept-Encoding header. */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

function sendCached(request: FastifyRequest, reply: FastifyReply, asset: CachedAsset): FastifyReply {
  reply.header('content-type', asset.type).header('cache-control', IMMUTABLE).header('etag', asset.etag);
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (asset.br && accepted.has('br')) return reply.header('content-encoding', 'br').send(asset.br);
  if (asset.gzip && accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.raw);
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept !== undefined && accept.includes('text/html');
}

/**
 * Serves the built web app with an SPA fallback: a GET outside /api that is not a file gets
 * index.html when it names no file type or the client accepts HTML (client-side routes such as
 * /new/workHome); a careers page (/careers/…) gets careers.html, the careers site's own bundle.
 * Skipped when the folder does not exist (API-only runs and tests).
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, INDEX))) return false;
  const careersPage = existsSync(path.join(root, CAREERS));
  // serve: false — only reply.sendFile; our single route below decides what is served.
  await app.register(fastifyStatic, { root, serve: false });
  const cache = new AssetCache(root);

  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const wildcard = (request.params as { '*': string })['*'] ?? '';
    if (wildcard === 'api' || wildcard.startsWith('api/')) throw errors.routeNotFound();
    const candidate = path.resolve(root, wildcard);
    if (!candidate.startsWith(root + path.sep) && candidate !== root) throw errors.routeNotFound();
    const relative = path.relative(root, candidate).split(path.sep).join('/');
    const cached = cache.get(relative);
    if (cached) {
      const asset = await cached.catch(() => null);
      if (asset) return sendCached(request, reply, asset);
    }
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      // Vite's hashed assets never change; everything else is revalidated.
      const immutable = wildcard.startsWith('assets/');
      return reply.sendFile(path.relative(root, candidate), {
        maxAge: immutable ? 31_536_000_000 : 0,
        immutable,
      });
    }
    // A missing file (an extension, no HTML wanted) is a 404; a client-side route is the app.
    if (!acceptsHtml(request.headers.accept) && path.extname(wildcard) !== '') throw errors.routeNotFound();
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(careersPage && CAREERS_ROUTE.test(wildcard) ? CAREERS : INDEX, { maxAge: 0 });
  });
  return true;
}
