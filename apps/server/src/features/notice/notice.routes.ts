import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { UnreadCountAnswer } from '@ehire/domain/contracts/notice';
import { ok } from '../../platform/envelope';
import { tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import type { NoticeService } from './notice.service';

/** /api/biz/notice */
export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (app, { notices }) => {
  app.post(
    '/unread-count',
    {
      // Every signed-in user sees the badge in the header, whatever their notice permission.
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '未读通知数',
        tags: ['notice'],
        body: NoPayload,
        response: { 200: envelope(UnreadCountAnswer) },
      },
    },
    async (request) => ok(await notices.unreadCount(tenantContextOf(request))),
  );
};
