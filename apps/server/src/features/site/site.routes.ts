import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@ehire/domain/contracts/envelope';
import { SiteConfig } from '@ehire/domain/contracts/site';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { SITE_API } from '@ehire/domain/api/site';

/** GET /api/web/site-config: hotline and chat script of this deployment (GAP-002, GAP-009). */
export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteConfig }> = async (app, { site }) => {
  route(
    app,
    SITE_API.siteConfig,
    {
      config: { public: true },
      schema: {
        summary: '站点配置（客服热线、在线客服脚本）',
        tags: ['web'],
        response: { 200: envelope(SiteConfig) },
      },
    },
    async () => ok(site),
  );
};
