import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  CalendarAnswer,
  CalendarQuery,
  ExamContract,
  GroupReportAnswer,
  GroupReportBody,
  ProcessCountBody,
  ProcessOverviewAnswer,
  RecountStatusAnswer,
  ReloadProcessCountAnswer,
  ShareQrCodeAnswer,
  ShareQrCodeBody,
  WorkbenchHome,
} from '@ehire/domain/contracts/workbench';
import { z } from 'zod';
import { errors, ok, OK_MESSAGE } from '../../platform/envelope';
import { operatorOf, tenantContextOf } from '../../platform/request-context';
import type { TaskQueue } from '../../platform/tasks/task-queue';
import type { StatisticsService } from '../statistics/statistics.service';
import { GROUP_REPORT_MESSAGE } from '../statistics/statistics.service';
import { processRecountStatus, submitProcessRecount } from './process-recount.task';
import type { WorkbenchService } from './workbench.service';
import { route } from '../../platform/route';
import { WORKBENCH_API } from '@ehire/domain/api/workbench';

const READ = { permission: { key: PERMISSION.workHome, write: false } } as const;
const TAGS = ['workbench'];
const REFRESH_QUERY = z.object({ isrefresh: z.string().max(8).optional() });

/** /api/biz/workbench: the recruiter's dashboard (D1 §2 Workbench). */
export const workbenchRoutes: FastifyPluginAsyncZod<{
  workbench: WorkbenchService;
  /** The group report's counts (WB-020..WB-022) come from the statistics feature. */
  statistics: Pick<StatisticsService, 'groupReport'>;
  tasks: TaskQueue;
}> = async (app, { workbench, statistics, tasks }) => {
  const talentPermissionOf = (request: Parameters<typeof operatorOf>[0]) =>
    operatorOf(request).permissions[PERMISSION.talent] ?? 0;

  route(
    app,
    WORKBENCH_API.home,
    {
      config: READ,
      schema: {
        summary: '工作台客户信息与计数',
        tags: TAGS,
        // CALL-033: GET with isrefresh (GAP-029: no server cache, so every answer is live).
        querystring: REFRESH_QUERY,
        response: { 200: envelope(WorkbenchHome) },
      },
    },
    async (request) => ok(await workbench.home(tenantContextOf(request))),
  );

  route(
    app,
    WORKBENCH_API.processOverview,
    {
      config: READ,
      schema: {
        summary: '流程概览（按流程环节计数）',
        tags: TAGS,
        response: { 200: envelope(ProcessOverviewAnswer) },
      },
    },
    async (request) =>
      ok(await workbench.processOverview(tenantContextOf(request), talentPermissionOf(request))),
  );

  // CALL-036, CALL-037: the process count of the new version and of the older system (the web
  // picks one by isusenewehireplus); both answer the rows of the same live counts.
  for (const [endpoint, summary] of [
    [WORKBENCH_API.processCount, '流程计数（新版）'],
    [WORKBENCH_API.processCountOld, '流程计数（旧版）'],
  ] as const) {
    route(
      app,
      endpoint,
      {
        config: READ,
        schema: {
          summary,
          tags: TAGS,
          body: ProcessCountBody,
          response: { 200: envelope(ProcessOverviewAnswer) },
        },
      },
      async (request) =>
        ok(
          await workbench.processOverview(
            tenantContextOf(request),
            talentPermissionOf(request),
            request.body?.strLanguage ?? 'CN',
          ),
        ),
    );
  }

  // CALL-038: the recount runs as a task of the task centre; the new version shows warnning.
  route(
    app,
    WORKBENCH_API.reloadProcessCount,
    {
      config: READ,
      schema: {
        summary: '重新计算流程数据',
        tags: TAGS,
        body: NoPayload,
        response: { 200: envelope(ReloadProcessCountAnswer) },
      },
    },
    async (request) => ok(await submitProcessRecount(tasks, tenantContextOf(request))),
  );

  // CALL-039: '20' while the recount runs.
  route(
    app,
    WORKBENCH_API.recountStatus,
    {
      config: READ,
      schema: {
        summary: '流程数据重新计算状态',
        tags: TAGS,
        body: NoPayload,
        response: { 200: envelope(RecountStatusAnswer) },
      },
    },
    async (request) => ok(await processRecountStatus(tasks, tenantContextOf(request))),
  );

  // WB-015, WB-020..WB-022, CALL-046: the custom group report, success code 0 (AMB-021).
  route(
    app,
    WORKBENCH_API.groupReport,
    {
      config: READ,
      schema: {
        summary: '集团报表（按子公司或职位的简历数与院校分布）',
        tags: TAGS,
        body: GroupReportBody,
        response: { 200: envelope(GroupReportAnswer) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      if (!(await workbench.groupReportEnabled(ctx)))
        throw errors.business(GROUP_REPORT_MESSAGE.notConfigured, 403);
      const data = await statistics.groupReport(ctx, request.body?.organizationId || undefined);
      return { code: 0, msg: OK_MESSAGE, data };
    },
  );

  route(
    app,
    WORKBENCH_API.calendar,
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

  route(
    app,
    WORKBENCH_API.examContracts,
    {
      config: READ,
      schema: {
        summary: '测评许可',
        tags: TAGS,
        querystring: REFRESH_QUERY,
        response: { 200: envelope(z.array(ExamContract)) },
      },
    },
    async (request) => ok(await workbench.examContracts(tenantContextOf(request))),
  );

  route(
    app,
    WORKBENCH_API.shareQrCode,
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
