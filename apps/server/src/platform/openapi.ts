import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './route-access';

/** OpenAPI 3.0 built from the zod contracts; must be registered before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '校园招聘后台 API',
        description: '信封 { code, msg, data }；code 200 表示成功。除公开接口外都需要 Token 请求头。',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Token' } },
      },
      security: [{ Token: [] }],
    },
    transform: jsonSchemaTransform,
  });
}

/** Swagger UI at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApiUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
