import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope } from '@ehire/domain/contracts/envelope';
import {
  LabelAddInput,
  LabelDeleteInput,
  LabelList,
  LabelListQuery,
  LabelUpdateInput,
} from '@ehire/domain/contracts/settings';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { LabelService } from './label.service';
import { route } from '../../platform/route';
import { SETTINGS_API } from '@ehire/domain/api/settings';

/** 标签管理 under /api/biz/settings/labels (System.Label). */
export const labelRoutes: FastifyPluginAsyncZod<{ labels: LabelService }> = async (app, { labels }) => {
  app.setValidatorCompiler(contractMessageValidator);
  const READ = { permission: { key: PERMISSION.label, write: false } } as const;
  const WRITE = { permission: { key: PERMISSION.label, write: true } } as const;
  const tags = ['settings'];

  route(
    app,
    SETTINGS_API.labelsList,
    {
      config: READ,
      schema: {
        summary: '人才标签列表（含使用次数）',
        tags,
        body: LabelListQuery,
        response: { 200: envelope(LabelList) },
      },
    },
    async (request) => ok(await labels.list(tenantContextOf(request), request.body.keyword)),
  );

  route(
    app,
    SETTINGS_API.labelsAdd,
    {
      config: WRITE,
      schema: {
        summary: '新增标签',
        tags,
        body: LabelAddInput,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const added = await labels.add(tenantContextOf(request), request.body);
      noteAudit(request, { targetType: 'talent_label', targetId: added.id, detail: request.body.name });
      return ok(added, '添加成功');
    },
  );

  route(
    app,
    SETTINGS_API.labelsUpdate,
    {
      config: WRITE,
      schema: {
        summary: '修改标签名称或颜色（改名同时修改所有申请上的该标签）',
        tags,
        body: LabelUpdateInput,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const updated = await labels.update(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'talent_label',
        targetId: updated.id,
        detail: `${request.body.name} → ${request.body.newName}`,
      });
      return ok(updated, '修改成功');
    },
  );

  route(
    app,
    SETTINGS_API.labelsDelete,
    {
      config: WRITE,
      schema: {
        summary: '删除标签（使用中的标签不能删除）',
        tags,
        body: LabelDeleteInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await labels.remove(tenantContextOf(request), request.body.name);
      noteAudit(request, { targetType: 'talent_label', detail: request.body.name });
      return done('删除成功');
    },
  );
};
