import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope } from '@ehire/domain/contracts/envelope';
import {
  CalendarAnswer,
  CalendarQuery,
  ExamContract,
  ProcessOverviewAnswer,
  ShareQrCodeAnswer,
  ShareQrCodeBody,
  WorkbenchHome,
} from '@ehire/domain/contracts/workbench';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { operatorOf, tenantContextOf } from '../../platform/request-context';
import type { WorkbenchService } from './workbench.service';

const READ = { permission: { key: PERMISSION.workHome, write: false } } as const;
const TAGS = ['workbench'];

/** /api/biz/workbench: the recruiter's dashboard (D1 §2 Workbench). */
export const workbenchRoutes: FastifyPluginAsyncZod<{ workbench: WorkbenchService }> = async (
  app,
  { workbench },
) => {
  app.get(
    '/home',
    {
      config: READ,
      schema: { summary: '工作台客户信息与计数', tags: TAGS, response: { 200: envelope(WorkbenchHome) } },
    },
    async (request) => ok(await workbench.home(tenantContextOf(request))),
  );

  app.get(
    '/process-overview',
    {
      config: READ,
      schema: {
        summary: '流程概览（按流程环节计数）',
        tags: TAGS,
        response: { 200: envelope(ProcessOverviewAnswer) },
      },
    },
    async (request) =>
      ok(
        await workbench.processOverview(
          tenantContextOf(request),
          operatorOf(request).permissions[PERMISSION.talent] ?? 0,
        ),
      ),
  );

  app.get(
    '/calendar',
    {
      config: READ,
      schema: {
        summary: '面试日历（六周 42 天）',
        tags: TAGS,
        querystring: CalendarQuery,
        response: { 200: envelope(CalendarAnswer) },
      },
    },
    async (request) => ok(workbench.calendar(request.query.year, request.query.month)),
  );

  app.get(
    '/exam-contracts',
    {
      config: READ,
      schema: { summary: '测评许可', tags: TAGS, response: { 200: envelope(z.array(ExamContract)) } },
    },
    async () => ok(workbench.examContracts()),
  );

  app.post(
    '/share-qrcode',
    {
      config: READ,
      schema: {
        summary: '招聘官网分享二维码内容',
        tags: TAGS,
        body: ShareQrCodeBody.nullish(),
        response: { 200: envelope(ShareQrCodeAnswer) },
      },
    },
    async (request) =>
      ok(await workbench.shareQrCode(tenantContextOf(request), `${request.protocol}://${request.host}`)),
  );
};
