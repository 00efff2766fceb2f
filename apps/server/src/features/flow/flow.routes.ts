import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { STAGE_LABEL, STAGE_TYPES } from '@ehire/domain/codes/stages';
import { EmptyEnvelope, envelope } from '@ehire/domain/contracts/envelope';
import {
  AddFlowBody,
  FlowIdBody,
  FlowIdQuery,
  FlowListAnswer,
  FlowMenusAnswer,
  FlowSummary,
  SignedQueryFields,
  UpdateFlowBody,
} from '@ehire/domain/contracts/flow';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import { flowContractValidator } from './flow-validator';
import type { FlowService } from './flow.service';
import { route } from '../../platform/route';
import { FLOW_API } from '@ehire/domain/api/flow';

const READ = { permission: { key: PERMISSION.flowManagement, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.flowManagement, write: true } } as const;
const TAGS = ['flow'];

/**
 * /api/flow (signed family: the flow guard has checked sign, timestamp and replay before any of
 * these run). Flow management needs PERMISSION.flowManagement: read ≥ 1, write ≥ 2. Refusals
 * carry the WF codes of flows/errors.ts.
 */
export const flowRoutes: FastifyPluginAsyncZod<{ flows: FlowService }> = async (app, { flows }) => {
  app.setValidatorCompiler(flowContractValidator);

  route(
    app,
    FLOW_API.menus,
    {
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '流程阶段类型（签名接口）',
        tags: TAGS,
        querystring: SignedQueryFields,
        response: { 200: envelope(FlowMenusAnswer) },
      },
    },
    async () => ok(STAGE_TYPES.map((ivType) => ({ ivType, name: STAGE_LABEL[ivType] }))),
  );

  route(
    app,
    FLOW_API.list,
    {
      config: READ,
      schema: {
        summary: '流程列表（默认流程在前；没有流程的企业自动获得默认流程）',
        tags: TAGS,
        querystring: SignedQueryFields,
        response: { 200: envelope(FlowListAnswer) },
      },
    },
    async (request) => ok(await flows.list(tenantContextOf(request))),
  );

  route(
    app,
    FLOW_API.detail,
    {
      config: READ,
      schema: {
        summary: '流程详情（步骤及各步骤投递数）',
        tags: TAGS,
        querystring: FlowIdQuery,
        response: { 200: envelope(FlowSummary) },
      },
    },
    async (request) => ok(await flows.detail(tenantContextOf(request), request.query.id)),
  );

  route(
    app,
    FLOW_API.add,
    {
      config: WRITE,
      schema: {
        summary: '新增流程',
        tags: TAGS,
        body: AddFlowBody,
        response: { 200: envelope(FlowSummary) },
      },
    },
    async (request) => {
      const change = await flows.add(tenantContextOf(request), request.body);
      noteAudit(request, { targetType: 'flow', targetId: change.flow.id, detail: change.detail });
      return ok(change.flow);
    },
  );

  route(
    app,
    FLOW_API.update,
    {
      config: WRITE,
      schema: {
        summary: '保存流程（名称与按顺序排列的全部步骤；未列出的步骤被删除）',
        tags: TAGS,
        body: UpdateFlowBody,
        response: { 200: envelope(FlowSummary) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'flow', targetId: request.body.id });
      const change = await flows.update(tenantContextOf(request), request.body.id, request.body);
      noteAudit(request, { detail: change.detail });
      return ok(change.flow);
    },
  );

  route(
    app,
    FLOW_API.delete,
    {
      config: WRITE,
      schema: { summary: '删除流程', tags: TAGS, body: FlowIdBody, response: { 200: EmptyEnvelope } },
    },
    async (request) => {
      noteAudit(request, { targetType: 'flow', targetId: request.body.id });
      const { name } = await flows.remove(tenantContextOf(request), request.body.id);
      noteAudit(request, { detail: `删除流程“${name}”` });
      return done('删除成功');
    },
  );

  route(
    app,
    FLOW_API.setDefault,
    {
      config: WRITE,
      schema: { summary: '设为默认流程', tags: TAGS, body: FlowIdBody, response: { 200: EmptyEnvelope } },
    },
    async (request) => {
      noteAudit(request, { targetType: 'flow', targetId: request.body.id });
      const { name } = await flows.setDefault(tenantContextOf(request), request.body.id);
      noteAudit(request, { detail: `设为默认流程“${name}”` });
      return done();
    },
  );
};
