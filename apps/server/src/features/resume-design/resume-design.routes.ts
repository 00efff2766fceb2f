import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { SAVE_LOG, SUBMIT_LOG } from '@ehire/domain/codes/resume-design';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  CommonFieldsAnswer,
  CommonFieldsQuery,
  CustomDictAnswer,
  CustomDictInput,
  DesignExistsAnswer,
  DesignVersionList,
  DraftAnswer,
  DraftQuery,
  EditAnswer,
  HasResumesAnswer,
  LatestTaskAnswer,
  OnlineDesignAnswer,
  OpsDesignDetail,
  OpsDesignParams,
  OpsDesignRejectInput,
  OpsDesignReviewAnswer,
  OpsDesignReviewPage,
  OpsDesignReviewQuery,
  RelatedRulesAnswer,
  RelatedRulesInput,
  SaveDesignAnswer,
  SaveDesignInput,
  TaskActionAnswer,
  TaskInput,
  VersionParams,
} from '@ehire/domain/contracts/resume-design';
import { DESIGN_MESSAGE as M } from '@ehire/domain/resume-design/messages';
import { done, ok } from '../../platform/envelope';
import { noteAudit, providerOf, tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { ResumeDesignService } from './resume-design.service';
import { route } from '../../platform/route';
import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';

// The designer's calls (D2 §7). Reading needs Resume.Setting ≥ 1, changing it ≥ 2 (PERM-025:
// below 2 cannot save, submit, edit or discard). Save and submit are audited with the logInfo
// entries (submit: 1115 提交简历审核, DESCONST-024).
const READ = { permission: { key: PERMISSION.resumeSetting, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.resumeSetting, write: true } } as const;
const TAGS = ['resume-design'];

function logDetail(entry: { code: number; text: string }, extra: string): string {
  return `${entry.code} ${entry.text}${extra ? `：${extra}` : ''}`;
}

/** /api/biz/resume-design */
export const resumeDesignRoutes: FastifyPluginAsyncZod<{ design: ResumeDesignService }> = async (
  app,
  { design },
) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    RESUME_DESIGN_API.exists,
    {
      config: READ,
      schema: { summary: '是否已有简历设计', tags: TAGS, response: { 200: envelope(DesignExistsAnswer) } },
    },
    async (request) => ok(await design.exists(tenantContextOf(request))),
  );

  route(
    app,
    RESUME_DESIGN_API.hasResumes,
    {
      config: READ,
      schema: {
        summary: '是否已有简历数据（删除字段时提示 DESERR-012）',
        tags: TAGS,
        response: { 200: envelope(HasResumesAnswer) },
      },
    },
    async (request) => ok(await design.hasResumes(tenantContextOf(request))),
  );

  route(
    app,
    RESUME_DESIGN_API.latestTask,
    {
      config: READ,
      schema: {
        summary: '最新任务（status, taskId, isRead）',
        tags: TAGS,
        response: { 200: envelope(LatestTaskAnswer) },
      },
    },
    async (request) => ok(await design.latestTask(tenantContextOf(request))),
  );

  route(
    app,
    RESUME_DESIGN_API.online,
    {
      config: READ,
      schema: { summary: '线上简历设置', tags: TAGS, response: { 200: envelope(OnlineDesignAnswer) } },
    },
    async (request) => ok(await design.onlineDesign(tenantContextOf(request))),
  );

  route(
    app,
    RESUME_DESIGN_API.versions,
    {
      config: READ,
      schema: { summary: '已发布的版本', tags: TAGS, response: { 200: envelope(DesignVersionList) } },
    },
    async (request) => ok(await design.versions(tenantContextOf(request))),
  );

  route(
    app,
    RESUME_DESIGN_API.versionsByVersion,
    {
      config: READ,
      schema: {
        summary: '某一已发布版本（不可变）',
        tags: TAGS,
        params: VersionParams,
        response: { 200: envelope(OnlineDesignAnswer) },
      },
    },
    async (request) => ok(await design.version(tenantContextOf(request), request.params.version)),
  );

  route(
    app,
    RESUME_DESIGN_API.draft,
    {
      config: READ,
      schema: {
        summary: '编辑中的简历设置（按任务）',
        tags: TAGS,
        querystring: DraftQuery,
        response: { 200: envelope(DraftAnswer) },
      },
    },
    async (request) => ok(await design.draft(tenantContextOf(request), request.query.taskId)),
  );

  route(
    app,
    RESUME_DESIGN_API.customDicts,
    {
      config: READ, // a POST that only reads (the body carries a list)
      schema: {
        summary: '字段的字典数据（colIdList）',
        tags: TAGS,
        body: CustomDictInput,
        response: { 200: envelope(CustomDictAnswer) },
      },
    },
    async (request) =>
      ok(await design.customDicts(tenantContextOf(request), request.body.colIdList, request.body.taskId)),
  );

  route(
    app,
    RESUME_DESIGN_API.commonFields,
    {
      config: READ,
      schema: {
        summary: '模块的常用字段（modId, modType）',
        tags: TAGS,
        querystring: CommonFieldsQuery,
        response: { 200: envelope(CommonFieldsAnswer) },
      },
    },
    async (request) =>
      ok(
        await design.commonFields(
          tenantContextOf(request),
          request.query.modId,
          request.query.modType,
          request.query.taskId,
        ),
      ),
  );

  route(
    app,
    RESUME_DESIGN_API.relatedRules,
    {
      config: READ, // a POST that only reads (the body carries a list)
      schema: {
        summary: '关联的智能运营规则（checkList）',
        tags: TAGS,
        body: RelatedRulesInput,
        response: { 200: envelope(RelatedRulesAnswer) },
      },
    },
    async (request) => ok(await design.related(tenantContextOf(request), request.body.checkList)),
  );

  route(
    app,
    RESUME_DESIGN_API.edit,
    {
      config: WRITE,
      schema: {
        summary: '编辑：开始或继续编辑任务',
        tags: TAGS,
        body: NoPayload,
        response: { 200: envelope(EditAnswer) },
      },
    },
    async (request) => {
      const answer = await design.edit(tenantContextOf(request));
      noteAudit(request, {
        targetType: 'resume_design_task',
        targetId: answer.taskId,
        detail: '编辑简历设置',
      });
      return ok(answer);
    },
  );

  route(
    app,
    RESUME_DESIGN_API.save,
    {
      config: WRITE,
      schema: {
        summary: '保存草稿（变更的模块 + logInfo）',
        tags: TAGS,
        body: SaveDesignInput,
        response: { 200: envelope(SaveDesignAnswer) },
      },
    },
    async (request) => {
      const answer = await design.save(tenantContextOf(request), request.body, false);
      const extra = request.body.logInfo
        .filter((l) => l.code !== SAVE_LOG.code)
        .map((l) => `${l.code} ${l.text}`)
        .join('；');
      noteAudit(request, {
        targetType: 'resume_design_task',
        targetId: answer.taskId,
        detail: answer.isSuccess
          ? logDetail(SAVE_LOG, extra)
          : `${logDetail(SAVE_LOG, '')}：${answer.reason}`,
      });
      return ok(answer, answer.isSuccess ? '保存成功' : answer.reason || M.saveFailed);
    },
  );

  route(
    app,
    RESUME_DESIGN_API.submit,
    {
      config: WRITE,
      schema: {
        summary: '提交审核（同保存，logInfo 1115 提交简历审核）',
        tags: TAGS,
        body: SaveDesignInput,
        response: { 200: envelope(SaveDesignAnswer) },
      },
    },
    async (request) => {
      const answer = await design.save(tenantContextOf(request), request.body, true);
      noteAudit(request, {
        targetType: 'resume_design_task',
        targetId: answer.taskId,
        detail: answer.isSuccess
          ? logDetail(SUBMIT_LOG, '')
          : `${logDetail(SUBMIT_LOG, '')}：${answer.reason}`,
      });
      return ok(answer, answer.isSuccess ? M.submitOk : answer.reason || M.saveFailed);
    },
  );

  route(
    app,
    RESUME_DESIGN_API.draftDelete,
    {
      config: WRITE,
      schema: {
        summary: '放弃修改：删除编辑中的草稿',
        tags: TAGS,
        body: TaskInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await design.deleteDraft(tenantContextOf(request), request.body.taskId);
      noteAudit(request, {
        targetType: 'resume_design_task',
        targetId: request.body.taskId,
        detail: '删除编辑中简历',
      });
      return done();
    },
  );

  route(
    app,
    RESUME_DESIGN_API.taskDiscard,
    {
      config: WRITE,
      schema: {
        summary: '确认1：新简历已应用（已读）',
        tags: TAGS,
        body: TaskInput,
        response: { 200: envelope(TaskActionAnswer) },
      },
    },
    async (request) => {
      const answer = await design.acknowledge(tenantContextOf(request), request.body.taskId);
      noteAudit(request, {
        targetType: 'resume_design_task',
        targetId: answer.taskId,
        detail: '确认新简历已应用',
      });
      return ok(answer);
    },
  );

  route(
    app,
    RESUME_DESIGN_API.taskReopen,
    {
      config: WRITE,
      schema: {
        summary: '确认2：查看驳回原因并重新编辑（返回新任务）',
        tags: TAGS,
        body: TaskInput,
        response: { 200: envelope(TaskActionAnswer) },
      },
    },
    async (request) => {
      const answer = await design.reopen(tenantContextOf(request), request.body.taskId);
      noteAudit(request, {
        targetType: 'resume_design_task',
        targetId: answer.taskId,
        detail: '重新编辑被驳回的简历',
      });
      return ok(answer);
    },
  );
};

const OPS_READ = { permission: { key: SIGNED_IN, write: false } } as const;
const OPS_WRITE = { permission: { key: SIGNED_IN, write: true } } as const;
const OPS_TAGS = ['ops'];

/** /api/ops/resume-designs: the provider's review of submitted designs (issue 4 §3). */
export const opsResumeDesignRoutes: FastifyPluginAsyncZod<{ design: ResumeDesignService }> = async (
  app,
  { design },
) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    RESUME_DESIGN_API.opsList,
    {
      config: OPS_READ,
      schema: {
        summary: '待审核的简历设置（跨企业）',
        tags: OPS_TAGS,
        body: OpsDesignReviewQuery,
        response: { 200: envelope(OpsDesignReviewPage) },
      },
    },
    async (request) => ok(await design.opsPage(request.body)),
  );

  route(
    app,
    RESUME_DESIGN_API.opsByTaskId,
    {
      config: OPS_READ,
      schema: {
        summary: '草稿与线上版本及差异',
        tags: OPS_TAGS,
        params: OpsDesignParams,
        response: { 200: envelope(OpsDesignDetail) },
      },
    },
    async (request) => ok(await design.opsDetail(request.params.taskId)),
  );

  route(
    app,
    RESUME_DESIGN_API.opsApprove,
    {
      config: OPS_WRITE,
      schema: {
        summary: '审核通过并发布新版本',
        tags: OPS_TAGS,
        params: OpsDesignParams,
        body: NoPayload,
        response: { 200: envelope(OpsDesignReviewAnswer) },
      },
    },
    async (request) => {
      const answer = await design.approve(providerOf(request).staffId, request.params.taskId);
      noteAudit(request, {
        targetType: 'resume_design_task',
        targetId: answer.taskId,
        detail: `审核通过，发布版本${answer.version}`,
      });
      return ok(answer, '审核通过');
    },
  );

  route(
    app,
    RESUME_DESIGN_API.opsReject,
    {
      config: OPS_WRITE,
      schema: {
        summary: '驳回（按模块、按字段填写原因）',
        tags: OPS_TAGS,
        params: OpsDesignParams,
        body: OpsDesignRejectInput,
        response: { 200: envelope(OpsDesignReviewAnswer) },
      },
    },
    async (request) => {
      const answer = await design.reject(providerOf(request).staffId, request.params.taskId, request.body);
      noteAudit(request, {
        targetType: 'resume_design_task',
        targetId: answer.taskId,
        detail: `驳回：${request.body.reason}`,
      });
      return ok(answer, '已驳回');
    },
  );
};
