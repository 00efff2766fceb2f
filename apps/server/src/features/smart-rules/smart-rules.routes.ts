import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION, type PermissionKey } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  DisableByFieldsInput,
  RecalcTaskAnswer,
  RelatedRulesAnswer,
  RelatedRulesQuery,
  SaveSmartRuleInput,
  SMART_RULE_KIND_LABEL,
  SmartRuleIdParams,
  SmartRuleListAnswer,
  SmartRuleListQuery,
  SmartRuleOptionsAnswer,
  SmartRuleSet,
  type SmartRuleKind,
} from '@ehire/domain/contracts/smart-rules';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { RecalcService } from './recalc.task';
import type { SmartRulesService } from './smart-rules.service';
import { route } from '../../platform/route';
import { SMART_RULES_API } from '@ehire/domain/api/smart-rules';

const PERMISSION_OF: Readonly<Record<SmartRuleKind, PermissionKey>> = {
  tag: PERMISSION.smartTag,
  flow: PERMISSION.smartFlow,
  score: PERMISSION.smartScore,
};

export interface SmartRuleRouteOptions {
  kind: SmartRuleKind;
  rules: SmartRulesService;
  recalc: RecalcService;
}

/** /api/biz/smart-rules/{tag|flow|score}: one family per kind, each under its own permission key. */
export const smartRuleRoutes: FastifyPluginAsyncZod<SmartRuleRouteOptions> = async (
  app,
  { kind, rules, recalc },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const key = PERMISSION_OF[kind];
  const READ = { permission: { key, write: false } } as const;
  const WRITE = { permission: { key, write: true } } as const;
  const label = SMART_RULE_KIND_LABEL[kind];
  const tags = ['smart-rules'];
  const target = `smart_rule_${kind}`;
  const api = SMART_RULES_API[kind];

  route(
    app,
    api.options,
    {
      config: READ,
      schema: {
        summary: `${label}：条件字段与流转环节选项`,
        tags,
        response: { 200: envelope(SmartRuleOptionsAnswer) },
      },
    },
    async (request) => ok(await rules.options(tenantContextOf(request), kind)),
  );

  route(
    app,
    api.list,
    {
      config: READ,
      schema: {
        summary: `${label}：规则列表`,
        tags,
        body: SmartRuleListQuery,
        response: { 200: envelope(SmartRuleListAnswer) },
      },
    },
    async (request) => ok(await rules.list(tenantContextOf(request), kind, request.body)),
  );

  // Static paths before /:id.
  route(
    app,
    api.recalc,
    {
      config: WRITE,
      schema: {
        summary: `${label}：重新计算全部投递（后台任务；运行中拒绝）`,
        tags,
        body: NoPayload,
        response: { 200: envelope(RecalcTaskAnswer) },
      },
    },
    async (request) => {
      const answer = await recalc.start(tenantContextOf(request), kind);
      noteAudit(request, { targetType: `${target}_recalc`, targetId: answer.taskId });
      return ok(answer);
    },
  );

  route(
    app,
    api.recalcStatus,
    {
      config: READ,
      schema: {
        summary: `${label}：重新计算进度（'20' 运行中，每 2 秒轮询）`,
        tags,
        response: { 200: envelope(RecalcTaskAnswer) },
      },
    },
    async (request) => ok(await recalc.status(tenantContextOf(request).tenantId, kind)),
  );

  route(
    app,
    api.get,
    {
      config: READ,
      schema: {
        summary: `${label}：规则详情`,
        tags,
        params: SmartRuleIdParams,
        response: { 200: envelope(SmartRuleSet) },
      },
    },
    async (request) => ok(await rules.detail(tenantContextOf(request), kind, request.params.id)),
  );

  route(
    app,
    api.create,
    {
      config: WRITE,
      schema: {
        summary: `${label}：新增规则`,
        tags,
        body: SaveSmartRuleInput,
        response: { 200: envelope(SmartRuleSet) },
      },
    },
    async (request) => {
      const saved = await rules.create(tenantContextOf(request), kind, request.body);
      noteAudit(request, { targetType: target, targetId: saved.id, detail: saved.name });
      return ok(saved);
    },
  );

  route(
    app,
    api.update,
    {
      config: WRITE,
      schema: {
        summary: `${label}：修改规则`,
        tags,
        params: SmartRuleIdParams,
        body: SaveSmartRuleInput,
        response: { 200: envelope(SmartRuleSet) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: target, targetId: request.params.id });
      const saved = await rules.update(tenantContextOf(request), kind, request.params.id, request.body);
      noteAudit(request, { detail: saved.name });
      return ok(saved);
    },
  );

  route(
    app,
    api.remove,
    {
      config: WRITE,
      schema: {
        summary: `${label}：删除规则`,
        tags,
        params: SmartRuleIdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: target, targetId: request.params.id });
      await rules.remove(tenantContextOf(request), kind, request.params.id);
      return done();
    },
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    route(
      app,
      api[action],
      {
        config: WRITE,
        schema: {
          summary: `${label}：${enabled ? '启用' : '停用'}规则`,
          tags,
          params: SmartRuleIdParams,
          body: NoPayload,
          response: { 200: envelope(SmartRuleSet) },
        },
      },
      async (request) => {
        noteAudit(request, { targetType: target, targetId: request.params.id, detail: action });
        return ok(await rules.setEnabled(tenantContextOf(request), kind, request.params.id, enabled));
      },
    );
  }
};

/** /api/biz/smart-rules: what the resume designer asks (PERMISSION.resumeSetting). */
export const smartRuleDesignerRoutes: FastifyPluginAsyncZod<{ rules: SmartRulesService }> = async (
  app,
  { rules },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const tags = ['smart-rules'];

  route(
    app,
    SMART_RULES_API.related,
    {
      config: { permission: { key: PERMISSION.resumeSetting, write: false } },
      schema: {
        summary: '按（模块名，字段名）查询关联的智能运营规则',
        tags,
        body: RelatedRulesQuery,
        response: { 200: envelope(RelatedRulesAnswer) },
      },
    },
    async (request) => ok(await rules.related(tenantContextOf(request), request.body.checkList)),
  );

  route(
    app,
    SMART_RULES_API.disableByFields,
    {
      config: { permission: { key: PERMISSION.resumeSetting, write: true } },
      schema: {
        summary: '字段删除或修改后自动停用使用这些字段的智能运营规则',
        tags,
        body: DisableByFieldsInput,
        response: { 200: envelope(RelatedRulesAnswer) },
      },
    },
    async (request) => {
      const answer = await rules.disableByFields(
        tenantContextOf(request),
        request.body.checkList,
        request.body.reason,
      );
      const count = answer.labelList.length + answer.circulationList.length + answer.scoreList.length;
      noteAudit(request, { targetType: 'smart_rule', detail: `自动停用${count}条规则` });
      return ok(answer);
    },
  );
};
