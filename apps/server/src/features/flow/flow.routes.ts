import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAGE_LABEL, STAGE_TYPES } from '@ehire/domain/codes/stages';
import { envelope } from '@ehire/domain/contracts/envelope';
import { FlowMenusAnswer, SignedQueryFields } from '@ehire/domain/contracts/flow';
import { ok } from '../../platform/envelope';
import { SIGNED_IN } from '../../platform/route-access';

/** /api/flow (signed family: the flow guard has checked sign, timestamp and replay). */
export const flowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menus',
    {
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '流程阶段类型（签名接口）',
        tags: ['flow'],
        querystring: SignedQueryFields,
        response: { 200: envelope(FlowMenusAnswer) },
      },
    },
    async () => ok(STAGE_TYPES.map((ivType) => ({ ivType, name: STAGE_LABEL[ivType] }))),
  );
};
