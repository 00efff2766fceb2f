import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  BoardAnswer,
  BoardQuery,
  ReportExportAnswer,
  ReportIdParams,
  ReportRowsAnswer,
  ReportRowsQuery,
  ReportSummary,
  SaveReportInput,
} from '@ehire/domain/contracts/statistics';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import type { TaskQueue } from '../../platform/tasks/task-queue';
import { contractMessageValidator } from '../../platform/contract-validator';
import { submitReportExport } from './report-export.task';
import type { StatisticsLookupRepository } from './statistics-lookup.repository';
import type { StatisticsService } from './statistics.service';
import { route } from '../../platform/route';
import { STATISTICS_API } from '@ehire/domain/api/statistics';

export interface StatisticsRouteOptions {
  statistics: StatisticsService;
  lookup: StatisticsLookupRepository;
  tasks: TaskQueue;
}

const TAGS = ['statistics'];
const BOARD = { permission: { key: PERMISSION.dataBoardOperation, write: false } } as const;
const REPORT_VIEW = { permission: { key: PERMISSION.reportView, write: false } } as const;
const CUSTOM_REPORT = { permission: { key: PERMISSION.customReport, write: true } } as const;

/** /api/biz/statistics: the data board (数据看板) and the reports (报表查看, 定制数据报表). */
export const statisticsRoutes: FastifyPluginAsyncZod<StatisticsRouteOptions> = async (
  app,
  { statistics, lookup, tasks },
) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    STATISTICS_API.board,
    {
      config: BOARD,
      schema: { summary: '数据看板', tags: TAGS, body: BoardQuery, response: { 200: envelope(BoardAnswer) } },
    },
    async (request) => ok(await statistics.board(tenantContextOf(request), request.body)),
  );

  route(
    app,
    STATISTICS_API.getReports,
    {
      config: REPORT_VIEW,
      schema: {
        summary: '报表列表（标准报表与定制报表）',
        tags: TAGS,
        response: { 200: envelope(z.array(ReportSummary)) },
      },
    },
    async (request) => ok(await statistics.listReports(tenantContextOf(request))),
  );

  route(
    app,
    STATISTICS_API.postReports,
    {
      config: CUSTOM_REPORT,
      schema: {
        summary: '新建定制报表',
        tags: TAGS,
        body: SaveReportInput,
        response: { 200: envelope(ReportSummary) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const saved = await statistics.createReport(ctx, request.body, await lookup.operatorName(ctx));
      noteAudit(request, {
        targetType: 'stat_report',
        targetId: saved.id,
        detail: `新建定制报表「${saved.name}」`,
      });
      return ok(saved);
    },
  );

  route(
    app,
    STATISTICS_API.putReportsById,
    {
      config: CUSTOM_REPORT,
      schema: {
        summary: '修改定制报表',
        tags: TAGS,
        params: ReportIdParams,
        body: SaveReportInput,
        response: { 200: envelope(ReportSummary) },
      },
    },
    async (request) => {
      const saved = await statistics.updateReport(tenantContextOf(request), request.params.id, request.body);
      noteAudit(request, {
        targetType: 'stat_report',
        targetId: saved.id,
        detail: `修改定制报表「${saved.name}」`,
      });
      return ok(saved);
    },
  );

  route(
    app,
    STATISTICS_API.deleteReportsById,
    {
      config: CUSTOM_REPORT,
      schema: {
        summary: '删除定制报表',
        tags: TAGS,
        params: ReportIdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const name = await statistics.deleteReport(tenantContextOf(request), request.params.id);
      noteAudit(request, {
        targetType: 'stat_report',
        targetId: request.params.id,
        detail: `删除定制报表「${name}」`,
      });
      return done();
    },
  );

  route(
    app,
    STATISTICS_API.reportRows,
    {
      config: REPORT_VIEW,
      schema: {
        summary: '报表详情（按周期）',
        tags: TAGS,
        body: ReportRowsQuery,
        response: { 200: envelope(ReportRowsAnswer) },
      },
    },
    async (request) => ok(await statistics.reportRows(tenantContextOf(request), request.body)),
  );

  route(
    app,
    STATISTICS_API.reportExport,
    {
      // Reading the report; the task centre records the export.
      config: REPORT_VIEW,
      schema: {
        summary: '导出报表为 xlsx（后台任务，在任务中心下载）',
        tags: TAGS,
        body: ReportRowsQuery,
        response: { 200: envelope(ReportExportAnswer) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      // Refuses an unknown report or a missing definition now rather than in the task.
      const answer = await statistics.reportRows(ctx, request.body);
      const taskId = await submitReportExport(tasks, ctx, request.body, answer.report?.name ?? '定制报表');
      return ok({ taskId }, '导出任务已创建，请到任务中心查看');
    },
  );
};
