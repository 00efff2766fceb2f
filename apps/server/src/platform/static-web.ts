import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errors } from './envelope';

const INDEX = 'index.html';
/** The careers site's own light page (issue 13 §4), for /careers and everything under it. */
const CAREERS = 'careers.html';
const CAREERS_ROUTE = /^careers(\/|$)/;

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

  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const wildcard = (request.params as { '*': string })['*'] ?? '';
    if (wildcard === 'api' || wildcard.startsWith('api/')) throw errors.routeNotFound();
    const candidate = path.resolve(root, wildcard);
    if (!candidate.startsWith(root + path.sep) && candidate !== root) throw errors.routeNotFound();
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
