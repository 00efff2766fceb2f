import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope } from '@ehire/domain/contracts/envelope';
import { ContactToBuyAnswer, ContactToBuyBody, TalentPackAnswer } from '@ehire/domain/contracts/workbench';
import { WORKBENCH_MESSAGE } from '@ehire/domain/workbench/buying-contact';
import { ok } from '../../platform/envelope';
import { tenantContextOf } from '../../platform/request-context';
import type { WorkbenchActionsService } from './workbench-actions.service';
import { route } from '../../platform/route';
import { WORKBENCH_API } from '@ehire/domain/api/workbench';

const TAGS = ['workbench'];

/** /api/biz/workbench: the buying-contact dialog and the talent-pack entry (D1 §2, §7). */
export const workbenchActionsRoutes: FastifyPluginAsyncZod<{ actions: WorkbenchActionsService }> = async (
  app,
  { actions },
) => {
  route(
    app,
    WORKBENCH_API.contactToBuy,
    {
      // A request to the provider on the tenant's behalf: not for read-only workbench users.
      config: { permission: { key: PERMISSION.workHome, write: true } },
      schema: {
        summary: '联系购买（短信、面试邀请、视频面试、测评）',
        tags: TAGS,
        body: ContactToBuyBody,
        response: { 200: envelope(ContactToBuyAnswer) },
      },
    },
    async (request) => {
      const answer = await actions.contactToBuy(tenantContextOf(request), request.body);
      return ok(answer, WORKBENCH_MESSAGE.contactSubmitted);
    },
  );

  route(
    app,
    WORKBENCH_API.talentPack,
    {
      config: { permission: { key: PERMISSION.workHome, write: false } },
      schema: {
        summary: '进入人才包（新窗口打开的地址）',
        tags: TAGS,
        response: { 200: envelope(TalentPackAnswer) },
      },
    },
    async (request) =>
      ok(await actions.talentPack(tenantContextOf(request), `${request.protocol}://${request.host}`)),
  );
};
