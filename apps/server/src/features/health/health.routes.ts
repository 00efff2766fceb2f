import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@ehire/domain/contracts/envelope';
import { HealthData } from '@ehire/domain/contracts/health';
import type { DialectName } from '../../db/dialect';
import { ok } from '../../platform/envelope';
import type { HealthService } from './health.service';
import { route } from '../../platform/route';
import { HEALTH_API } from '@ehire/domain/api/health';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService; dialect: DialectName }> = async (
  app,
  { health, dialect },
) => {
  route(
    app,
    HEALTH_API.health,
    {
      config: { public: true },
      schema: { summary: '健康检查', tags: ['system'], response: { 200: envelope(HealthData) } },
    },
    async () => {
      await health.ping();
      return ok({ db: dialect });
    },
  );
};
