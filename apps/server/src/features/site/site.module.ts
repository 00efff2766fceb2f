import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '@ehire/domain/contracts/site';
import { siteRoutes } from './site.routes';

// The public site's settings (/api/web: hotline, chat script) as one unit for app.ts.

export async function registerSite(app: FastifyInstance, site: SiteConfig): Promise<void> {
  await app.register(siteRoutes, { prefix: '/api/web', site });
}
