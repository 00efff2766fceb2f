import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthListAnswer, ChangePasswordInput, LoginAnswer } from '@ehire/domain/contracts/auth';
import { EmptyEnvelope, envelope } from '@ehire/domain/contracts/envelope';
import { ProjectListAnswer, ProjectListInput, SwitchProjectInput } from '@ehire/domain/contracts/project';
import { clearLoginCookies, setLoginCookies, type CookieSettings } from '../../platform/cookies';
import { done, ok } from '../../platform/envelope';
import { noteAudit, operatorOf, tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import type { AccountService } from './account.service';
import { route } from '../../platform/route';
import { ACCOUNT_API } from '@ehire/domain/api/account';

export interface AccountRoutesOptions {
  account: AccountService;
  cookies: CookieSettings;
}

/** The operator's own account under /api/biz: password, project switcher. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { account, cookies } = options;

  route(
    app,
    ACCOUNT_API.operatorPassword,
    {
      config: { permission: { key: SIGNED_IN, write: true } },
      schema: {
        summary: '修改密码（成功后该用户的所有会话失效）',
        tags: ['account'],
        body: ChangePasswordInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      const ctx = tenantContextOf(request);
      noteAudit(request, { targetType: 'operator', targetId: ctx.operatorId });
      await account.changePassword(ctx, request.body);
      clearLoginCookies(reply, cookies);
      return done('密码已修改，请重新登录');
    },
  );

  route(
    app,
    ACCOUNT_API.projectList,
    {
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '项目列表',
        tags: ['account'],
        body: ProjectListInput,
        response: { 200: envelope(ProjectListAnswer) },
      },
    },
    async (request) => ok(await account.listProjects(tenantContextOf(request))),
  );

  route(
    app,
    ACCOUNT_API.projectSwitch,
    {
      config: { permission: { key: SIGNED_IN, write: true } },
      schema: {
        summary: '切换项目（返回新的 token，旧会话失效）',
        tags: ['account'],
        body: SwitchProjectInput,
        response: { 200: envelope(LoginAnswer) },
      },
    },
    async (request, reply) => {
      const principal = operatorOf(request);
      noteAudit(request, { targetType: 'project', targetId: request.body.projectid });
      const signedIn = await account.switchProject(
        tenantContextOf(request),
        principal.sessionId,
        request.body.projectid,
      );
      setLoginCookies(reply, cookies, signedIn.token, signedIn.userinfo);
      const { token, userinfo, signKey } = signedIn;
      return ok({ token, userinfo, signKey });
    },
  );
};

/** GET /api/system/auth/get_auth_list (CALL-048, CALL-071). */
export const authListRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  route(
    app,
    ACCOUNT_API.authGetAuthList,
    {
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '当前用户的权限列表（auth_key / auth_value）',
        tags: ['account'],
        response: { 200: envelope(AuthListAnswer) },
      },
    },
    async (request) => ok(await account.permissionList(tenantContextOf(request))),
  );
};
