import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyEnvelope } from '@ehire/domain/contracts/envelope';
import { PageViewInput } from '@ehire/domain/contracts/tracking';
import { done } from '../../platform/envelope';
import { tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import type { TrackingService } from './tracking.service';
import { route } from '../../platform/route';
import { TRACKING_API } from '@ehire/domain/api/tracking';

/** /api/web/track (web family: the client passes its answers silently). */
export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (
  app,
  { tracking },
) => {
  route(
    app,
    TRACKING_API.pageView,
    {
      // page_view is itself the log of this call: an audit row per navigation adds nothing.
      config: { permission: { key: SIGNED_IN, write: true }, audit: false },
      schema: {
        summary: '页面访问记录（上一页、当前页、操作人）',
        tags: ['web'],
        body: PageViewInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await tracking.recordPageView(tenantContextOf(request), request.body);
      return done();
    },
  );
};
