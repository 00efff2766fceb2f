import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  ResetPasswordInput,
  RoleAuthority,
  RoleAuthorityQuery,
  RoleIdInput,
  RoleListQuery,
  RolePage,
  RoleSaveInput,
  UserListQuery,
  UserOptions,
  UserPage,
  UserRoleInput,
  UserSaveInput,
  UserStatusInput,
} from '@ehire/domain/contracts/settings';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { UsersRolesService } from './users-roles.service';
import { route } from '../../platform/route';
import { SETTINGS_API } from '@ehire/domain/api/settings';

const SavedId = envelope(z.object({ id: z.string() }));

/** Roles under /api/biz/settings/roles (System.Role): PERM-017's role calls. */
export const roleRoutes: FastifyPluginAsyncZod<{ service: UsersRolesService }> = async (app, { service }) => {
  app.setValidatorCompiler(contractMessageValidator);
  const READ = { permission: { key: PERMISSION.role, write: false } } as const;
  const WRITE = { permission: { key: PERMISSION.role, write: true } } as const;
  const tags = ['settings'];

  route(
    app,
    SETTINGS_API.rolesPage,
    {
      config: READ,
      schema: { summary: '角色列表', tags, body: RoleListQuery, response: { 200: envelope(RolePage) } },
    },
    async (request) => ok(await service.rolePage(tenantContextOf(request), request.body)),
  );

  route(
    app,
    SETTINGS_API.rolesAuthority,
    {
      config: READ,
      schema: {
        summary: '角色权限列表（产品的全部权限键及该角色的级别）',
        tags,
        body: RoleAuthorityQuery,
        response: { 200: envelope(RoleAuthority) },
      },
    },
    async (request) => ok(await service.roleAuthority(tenantContextOf(request), request.body)),
  );

  route(
    app,
    SETTINGS_API.rolesSave,
    {
      config: WRITE,
      schema: { summary: '新增或修改角色', tags, body: RoleSaveInput, response: { 200: SavedId } },
    },
    async (request) => {
      const saved = await service.saveRole(tenantContextOf(request), request.body);
      noteAudit(request, { targetType: 'role', targetId: saved.id, detail: request.body.name });
      return ok(saved, '保存成功');
    },
  );

  route(
    app,
    SETTINGS_API.rolesDelete,
    {
      config: WRITE,
      schema: { summary: '删除角色', tags, body: RoleIdInput, response: { 200: EmptyEnvelope } },
    },
    async (request) => {
      noteAudit(request, { targetType: 'role', targetId: request.body.id });
      await service.deleteRole(tenantContextOf(request), request.body.id);
      return done('删除成功');
    },
  );
};

/** Users under /api/biz/settings/users (Ctm.User): add, edit, status, role, password. */
export const userRoutes: FastifyPluginAsyncZod<{ service: UsersRolesService }> = async (app, { service }) => {
  app.setValidatorCompiler(contractMessageValidator);
  const READ = { permission: { key: PERMISSION.user, write: false } } as const;
  const WRITE = { permission: { key: PERMISSION.user, write: true } } as const;
  const tags = ['settings'];

  route(
    app,
    SETTINGS_API.usersPage,
    {
      config: READ,
      schema: { summary: '用户列表', tags, body: UserListQuery, response: { 200: envelope(UserPage) } },
    },
    async (request) => ok(await service.userPage(tenantContextOf(request), request.body)),
  );

  route(
    app,
    SETTINGS_API.usersOptions,
    {
      config: READ,
      schema: {
        summary: '用户表单的角色与组织',
        tags,
        body: NoPayload,
        response: { 200: envelope(UserOptions) },
      },
    },
    async (request) => ok(await service.userOptions(tenantContextOf(request))),
  );

  route(
    app,
    SETTINGS_API.usersSave,
    {
      config: WRITE,
      schema: { summary: '新增或修改用户', tags, body: UserSaveInput, response: { 200: SavedId } },
    },
    async (request) => {
      const saved = await service.saveUser(tenantContextOf(request), request.body);
      noteAudit(request, { targetType: 'operator', targetId: saved.id, detail: request.body.username });
      return ok(saved, '保存成功');
    },
  );

  route(
    app,
    SETTINGS_API.usersStatus,
    {
      config: WRITE,
      schema: { summary: '批量启用/停用用户', tags, body: UserStatusInput, response: { 200: EmptyEnvelope } },
    },
    async (request) => {
      const { ids, status } = request.body;
      noteAudit(request, {
        targetType: 'operator',
        targetId: ids.join(','),
        detail: status ? '启用' : '停用',
      });
      await service.setUserStatus(tenantContextOf(request), request.body);
      return done(status ? '已启用' : '已停用');
    },
  );

  route(
    app,
    SETTINGS_API.usersRole,
    {
      config: WRITE,
      schema: { summary: '批量修改用户角色', tags, body: UserRoleInput, response: { 200: EmptyEnvelope } },
    },
    async (request) => {
      const { ids, roleId } = request.body;
      noteAudit(request, { targetType: 'operator', targetId: ids.join(','), detail: `角色 ${roleId}` });
      await service.setUserRole(tenantContextOf(request), request.body);
      return done('修改成功');
    },
  );

  route(
    app,
    SETTINGS_API.usersResetPassword,
    {
      config: WRITE,
      schema: {
        summary: '重置用户密码（该用户的会话全部失效）',
        tags,
        body: ResetPasswordInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'operator', targetId: request.body.id, detail: '重置密码' });
      await service.resetPassword(tenantContextOf(request), request.body);
      return done('密码已重置');
    },
  );
};
