import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  OrganizationAddInput,
  OrganizationIdInput,
  OrganizationList,
  OrganizationMoveInput,
  OrganizationRenameInput,
} from '@ehire/domain/contracts/settings';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { OrganizationService } from './organization.service';
import { route } from '../../platform/route';
import { SETTINGS_API } from '@ehire/domain/api/settings';

/** 企业架构 under /api/biz/settings/organizations (System.Organization). */
export const organizationRoutes: FastifyPluginAsyncZod<{ organizations: OrganizationService }> = async (
  app,
  { organizations },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const READ = { permission: { key: PERMISSION.organization, write: false } } as const;
  const WRITE = { permission: { key: PERMISSION.organization, write: true } } as const;
  const tags = ['settings'];

  route(
    app,
    SETTINGS_API.organizationsTree,
    {
      config: READ,
      schema: {
        summary: '组织架构（含职位数、用户数）',
        tags,
        body: NoPayload,
        response: { 200: envelope(OrganizationList) },
      },
    },
    async (request) => ok(await organizations.tree(tenantContextOf(request))),
  );

  route(
    app,
    SETTINGS_API.organizationsAdd,
    {
      config: WRITE,
      schema: {
        summary: '新增组织',
        tags,
        body: OrganizationAddInput,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const added = await organizations.add(tenantContextOf(request), request.body);
      noteAudit(request, { targetType: 'organization', targetId: added.id, detail: request.body.name });
      return ok(added, '添加成功');
    },
  );

  route(
    app,
    SETTINGS_API.organizationsRename,
    {
      config: WRITE,
      schema: {
        summary: '重命名组织',
        tags,
        body: OrganizationRenameInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'organization',
        targetId: request.body.id,
        detail: request.body.name,
      });
      await organizations.rename(tenantContextOf(request), request.body);
      return done('修改成功');
    },
  );

  route(
    app,
    SETTINGS_API.organizationsMove,
    {
      config: WRITE,
      schema: {
        summary: '移动组织（拖拽）',
        tags,
        body: OrganizationMoveInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'organization',
        targetId: request.body.id,
        detail: `移至 ${request.body.parentId ?? '顶级'} 第${request.body.index + 1}位`,
      });
      await organizations.move(tenantContextOf(request), request.body);
      return done('移动成功');
    },
  );

  route(
    app,
    SETTINGS_API.organizationsDelete,
    {
      config: WRITE,
      schema: { summary: '删除组织', tags, body: OrganizationIdInput, response: { 200: EmptyEnvelope } },
    },
    async (request) => {
      noteAudit(request, { targetType: 'organization', targetId: request.body.id });
      await organizations.delete(tenantContextOf(request), request.body.id);
      return done('删除成功');
    },
  );
};
