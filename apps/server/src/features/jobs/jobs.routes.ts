import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION, serverAllows } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  JOB_LIST_ACTIONS,
  JobActionAnswer,
  JobAddress,
  JobAddressInput,
  JobAuthCheckAnswer,
  JobBatchAnswer,
  JobBatchAreaInput,
  JobBatchInput,
  JobBatchValidDateInput,
  JobDictionary,
  JobHomeCounters,
  JobHotInput,
  JobIdParams,
  JobListAnswer,
  JobListFilters,
  JobListQuery,
  JobOptions,
  JobRecommendAnswer,
  JobRecommendInput,
  JobRecord,
  JobShareAnswer,
  JobSortInput,
  JobSortItem,
  SaveJobAnswer,
  SaveJobInput,
} from '@ehire/domain/contracts/jobs';
import { JOB_ACTION_LABEL } from '@ehire/domain/jobs/status';
import { done, ok } from '../../platform/envelope';
import { noteAudit, operatorOf, tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import { contractMessageValidator } from '../../platform/contract-validator';
import { attachmentHeader, JOB_EXPORT_FILE_NAME, jobWorkbookStream } from './job-export';
import type { JobsService } from './jobs.service';
import { route } from '../../platform/route';
import { JOBS_API } from '@ehire/domain/api/jobs';

const READ = { permission: { key: PERMISSION.job, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.job, write: true } } as const;
const TAGS = ['jobs'];

function canWriteJobs(request: Parameters<typeof operatorOf>[0]): boolean {
  return serverAllows(operatorOf(request).permissions, PERMISSION.job, true);
}

function batchDetail(answer: JobBatchAnswer): string {
  return `成功${answer.succeeded}个，失败${answer.failed}个`;
}

function batchMessage(answer: JobBatchAnswer): string {
  return answer.failed === 0
    ? '操作成功'
    : `部分职位操作失败（成功${answer.succeeded}个，失败${answer.failed}个）`;
}

/** /api/biz/jobs: job management of the console (PERMISSION.job: read ≥ 1, write ≥ 2). */
export const jobRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  app.setValidatorCompiler(contractMessageValidator);

  // ---------------------------------------------------------------- workbench entry

  route(
    app,
    JOBS_API.authCheck,
    {
      // Answers for any signed-in operator: the workbench asks before showing the add-job entry.
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '职位相关权限检查（CALL-032）',
        tags: TAGS,
        body: NoPayload,
        response: { 200: envelope(JobAuthCheckAnswer) },
      },
    },
    async (request) => ok(jobs.authCheck(canWriteJobs(request))),
  );

  route(
    app,
    JOBS_API.createCheck,
    {
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '新增职位前检查：只读权限（VAL-003）与剩余职位数（VAL-002）',
        tags: TAGS,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await jobs.createCheck(tenantContextOf(request), canWriteJobs(request));
      return done();
    },
  );

  route(
    app,
    JOBS_API.homeCounters,
    {
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '工作台职位计数（remainJobCount 等）',
        tags: TAGS,
        response: { 200: envelope(JobHomeCounters) },
      },
    },
    async (request) => ok(await jobs.homeCounters(tenantContextOf(request))),
  );

  route(
    app,
    JOBS_API.dictionary,
    {
      config: READ,
      schema: {
        summary: '职位字典（按职能类别分组；暂停的职位名称带【已暂停】）',
        tags: TAGS,
        response: { 200: envelope(JobDictionary) },
      },
    },
    async (request) => ok(await jobs.dictionary(tenantContextOf(request))),
  );

  route(
    app,
    JOBS_API.options,
    {
      config: READ,
      schema: { summary: '职位表单与筛选的选项', tags: TAGS, response: { 200: envelope(JobOptions) } },
    },
    async (request) => ok(await jobs.options(tenantContextOf(request))),
  );

  // ---------------------------------------------------------------- list, export

  route(
    app,
    JOBS_API.list,
    {
      config: READ,
      schema: {
        summary: '职位列表（状态页签计数、搜索、筛选、分页）',
        tags: TAGS,
        body: JobListQuery,
        response: { 200: envelope(JobListAnswer) },
      },
    },
    async (request) => ok(await jobs.list(tenantContextOf(request), request.body)),
  );

  route(
    app,
    JOBS_API.export,
    {
      config: READ,
      schema: { summary: '导出职位列表（xlsx 下载）', tags: TAGS, body: JobListFilters },
    },
    async (request, reply) => {
      const rows = await jobs.exportRows(tenantContextOf(request), request.body);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(JOB_EXPORT_FILE_NAME, 'jobs.xlsx'))
        .send(jobWorkbookStream(rows));
    },
  );

  // ---------------------------------------------------------------- order (/sort)

  route(
    app,
    JOBS_API.getSort,
    {
      config: READ,
      schema: { summary: '已发布职位的排序', tags: TAGS, response: { 200: envelope(z.array(JobSortItem)) } },
    },
    async (request) => ok(await jobs.sortList(tenantContextOf(request))),
  );

  route(
    app,
    JOBS_API.putSort,
    {
      config: WRITE,
      schema: {
        summary: '保存职位排序（全部已发布职位 id，按新顺序）',
        tags: TAGS,
        body: JobSortInput,
        response: { 200: envelope(z.array(JobSortItem)) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'job_sort', detail: request.body.jobIds.join(',').slice(0, 500) });
      return ok(await jobs.saveSort(tenantContextOf(request), request.body.jobIds));
    },
  );

  // ---------------------------------------------------------------- work addresses

  route(
    app,
    JOBS_API.getAddresses,
    {
      config: READ,
      schema: { summary: '工作地址列表', tags: TAGS, response: { 200: envelope(z.array(JobAddress)) } },
    },
    async (request) => ok(await jobs.addresses(tenantContextOf(request))),
  );

  route(
    app,
    JOBS_API.postAddresses,
    {
      config: WRITE,
      schema: {
        summary: '新增工作地址',
        tags: TAGS,
        body: JobAddressInput,
        response: { 200: envelope(JobAddress) },
      },
    },
    async (request) => {
      const address = await jobs.addAddress(tenantContextOf(request), request.body);
      noteAudit(request, { targetType: 'job_address', targetId: address.id });
      return ok(address);
    },
  );

  route(
    app,
    JOBS_API.addressesById,
    {
      config: WRITE,
      schema: {
        summary: '修改工作地址',
        tags: TAGS,
        params: JobIdParams,
        body: JobAddressInput,
        response: { 200: envelope(JobAddress) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'job_address', targetId: request.params.id });
      return ok(await jobs.updateAddress(tenantContextOf(request), request.params.id, request.body));
    },
  );

  route(
    app,
    JOBS_API.addressesDelete,
    {
      config: WRITE,
      schema: {
        summary: '删除工作地址',
        tags: TAGS,
        params: JobIdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'job_address', targetId: request.params.id });
      await jobs.deleteAddress(tenantContextOf(request), request.params.id);
      return done();
    },
  );

  route(
    app,
    JOBS_API.addressesCommon,
    {
      config: WRITE,
      schema: {
        summary: '设为常用地址',
        tags: TAGS,
        params: JobIdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'job_address', targetId: request.params.id });
      await jobs.setCommonAddress(tenantContextOf(request), request.params.id);
      return done();
    },
  );

  // ---------------------------------------------------------------- bulk actions

  for (const action of JOB_LIST_ACTIONS) {
    route(
      app,
      JOBS_API.batch[action],
      {
        config: WRITE,
        schema: {
          summary: `批量${JOB_ACTION_LABEL[action]}职位（逐个返回结果）`,
          tags: TAGS,
          body: JobBatchInput,
          response: { 200: envelope(JobBatchAnswer) },
        },
      },
      async (request) => {
        const answer = await jobs.batch(tenantContextOf(request), request.body.jobIds, action);
        noteAudit(request, {
          targetType: 'job',
          targetId: request.body.jobIds.join(',').slice(0, 200),
          detail: batchDetail(answer),
        });
        return ok(answer, batchMessage(answer));
      },
    );
  }

  route(
    app,
    JOBS_API.batchArea,
    {
      config: WRITE,
      schema: {
        summary: '批量修改工作地区',
        tags: TAGS,
        body: JobBatchAreaInput,
        response: { 200: envelope(JobBatchAnswer) },
      },
    },
    async (request) => {
      const answer = await jobs.batchArea(
        tenantContextOf(request),
        request.body.jobIds,
        request.body.JobArea,
      );
      noteAudit(request, {
        targetType: 'job',
        targetId: request.body.jobIds.join(',').slice(0, 200),
        detail: batchDetail(answer),
      });
      return ok(answer, batchMessage(answer));
    },
  );

  route(
    app,
    JOBS_API.batchValidDate,
    {
      config: WRITE,
      schema: {
        summary: '批量修改有效期',
        tags: TAGS,
        body: JobBatchValidDateInput,
        response: { 200: envelope(JobBatchAnswer) },
      },
    },
    async (request) => {
      const answer = await jobs.batchValidDate(
        tenantContextOf(request),
        request.body.jobIds,
        request.body.ValidDate,
      );
      noteAudit(request, {
        targetType: 'job',
        targetId: request.body.jobIds.join(',').slice(0, 200),
        detail: batchDetail(answer),
      });
      return ok(answer, batchMessage(answer));
    },
  );

  // ---------------------------------------------------------------- one job

  route(
    app,
    JOBS_API.root,
    {
      config: WRITE,
      schema: {
        summary: '新增职位（submit=true 时同时提交审核）',
        tags: TAGS,
        body: SaveJobInput,
        response: { 200: envelope(SaveJobAnswer) },
      },
    },
    async (request) => {
      const answer = await jobs.create(tenantContextOf(request), request.body);
      noteAudit(request, { targetType: 'job', targetId: answer.ehireJobID, detail: request.body.CJobName });
      return ok(answer);
    },
  );

  route(
    app,
    JOBS_API.getById,
    {
      config: READ,
      schema: {
        summary: '职位详情（职位记录）',
        tags: TAGS,
        params: JobIdParams,
        response: { 200: envelope(JobRecord) },
      },
    },
    async (request) =>
      ok(await jobs.record(tenantContextOf(request), request.params.id, canWriteJobs(request))),
  );

  route(
    app,
    JOBS_API.putById,
    {
      config: WRITE,
      schema: {
        summary: '修改职位（已发布或申请中的职位修改后重新审核）',
        tags: TAGS,
        params: JobIdParams,
        body: SaveJobInput,
        response: { 200: envelope(SaveJobAnswer) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'job', targetId: request.params.id, detail: request.body.CJobName });
      return ok(await jobs.edit(tenantContextOf(request), request.params.id, request.body));
    },
  );

  route(
    app,
    JOBS_API.copy,
    {
      config: WRITE,
      schema: {
        summary: '复制职位（新职位为未发布）',
        tags: TAGS,
        params: JobIdParams,
        body: NoPayload,
        response: { 200: envelope(SaveJobAnswer) },
      },
    },
    async (request) => {
      const answer = await jobs.copy(tenantContextOf(request), request.params.id);
      noteAudit(request, {
        targetType: 'job',
        targetId: answer.ehireJobID,
        detail: `复制自 ${request.params.id}`,
      });
      return ok(answer);
    },
  );

  for (const action of JOB_LIST_ACTIONS) {
    route(
      app,
      JOBS_API.action[action],
      {
        config: WRITE,
        schema: {
          summary: `${JOB_ACTION_LABEL[action]}职位`,
          tags: TAGS,
          params: JobIdParams,
          body: NoPayload,
          response: { 200: envelope(JobActionAnswer) },
        },
      },
      async (request) => {
        noteAudit(request, {
          targetType: 'job',
          targetId: request.params.id,
          detail: JOB_ACTION_LABEL[action],
        });
        return ok(await jobs.act(tenantContextOf(request), request.params.id, action));
      },
    );
  }

  route(
    app,
    JOBS_API.recommend,
    {
      config: WRITE,
      schema: {
        summary: '职位推荐：0 添加 / 1 开始 / 2 暂停 / 6 删除（STATE-002）',
        tags: TAGS,
        params: JobIdParams,
        body: JobRecommendInput,
        response: { 200: envelope(JobRecommendAnswer) },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'job',
        targetId: request.params.id,
        detail: `推荐操作 ${request.body.op}`,
      });
      return ok(await jobs.recommend(tenantContextOf(request), request.params.id, request.body.op));
    },
  );

  route(
    app,
    JOBS_API.hot,
    {
      config: WRITE,
      schema: {
        summary: '热招推荐：1 设置 / 6 取消（STATE-003）',
        tags: TAGS,
        params: JobIdParams,
        body: JobHotInput,
        response: { 200: envelope(JobRecommendAnswer) },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'job',
        targetId: request.params.id,
        detail: `热招操作 ${request.body.op}`,
      });
      return ok(await jobs.hot(tenantContextOf(request), request.params.id, request.body.op));
    },
  );

  route(
    app,
    JOBS_API.share,
    {
      config: READ,
      schema: {
        summary: '职位分享链接（网页渲染 136×136 二维码，容错级别 H）',
        tags: TAGS,
        params: JobIdParams,
        body: NoPayload,
        response: { 200: envelope(JobShareAnswer) },
      },
    },
    async (request) =>
      ok(
        await jobs.share(
          tenantContextOf(request),
          request.params.id,
          `${request.protocol}://${request.host}`,
        ),
      ),
  );
};
