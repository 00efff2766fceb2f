import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  BOUND_MOBILE_MESSAGES,
  BoundMobile,
  BoundMobileBindInput,
  BoundMobileCodeInput,
  CompanyProfileInput,
  MemberInfo,
} from '@ehire/domain/contracts/settings';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { BoundMobileService } from './bound-mobile.service';
import type { MemberInfoService } from './member-info.service';
import { route } from '../../platform/route';
import { SETTINGS_API } from '@ehire/domain/api/settings';

/** 会员管理 under /api/biz/settings/member (Ctm.Member). */
export const memberInfoRoutes: FastifyPluginAsyncZod<{
  members: MemberInfoService;
  mobiles: BoundMobileService;
}> = async (app, { members, mobiles }) => {
  app.setValidatorCompiler(contractMessageValidator);
  const tags = ['settings'];

  route(
    app,
    SETTINGS_API.memberInfo,
    {
      config: { permission: { key: PERMISSION.member, write: false } },
      schema: {
        summary: '会员信息：企业信息、服务期限、短信余额',
        tags,
        body: NoPayload,
        response: { 200: envelope(MemberInfo) },
      },
    },
    async (request) => ok(await members.info(tenantContextOf(request))),
  );

  route(
    app,
    SETTINGS_API.memberCompany,
    {
      config: { permission: { key: PERMISSION.member, write: true } },
      schema: {
        summary: '保存企业信息（招聘官网展示）',
        tags,
        body: CompanyProfileInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      await members.save(ctx, request.body);
      noteAudit(request, { targetType: 'company_profile', targetId: ctx.tenantId, detail: '修改企业信息' });
      return done('保存成功');
    },
  );

  route(
    app,
    SETTINGS_API.memberMobile,
    {
      config: { permission: { key: PERMISSION.member, write: false } },
      schema: {
        summary: '手机号码：账号绑定的手机号码（脱敏）',
        tags,
        body: NoPayload,
        response: { 200: envelope(BoundMobile) },
      },
    },
    async (request) => ok(await mobiles.get(tenantContextOf(request))),
  );

  route(
    app,
    SETTINGS_API.memberMobileCode,
    {
      config: { permission: { key: PERMISSION.member, write: true } },
      schema: {
        summary: '向要绑定的手机号码发送验证码',
        tags,
        body: BoundMobileCodeInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await mobiles.sendCode(tenantContextOf(request), request.body.mobile);
      return done(BOUND_MOBILE_MESSAGES.codeSent);
    },
  );

  route(
    app,
    SETTINGS_API.memberMobileBind,
    {
      config: { permission: { key: PERMISSION.member, write: true } },
      schema: {
        summary: '凭验证码绑定手机号码',
        tags,
        body: BoundMobileBindInput,
        response: { 200: envelope(BoundMobile) },
      },
    },
    async (request) => {
      const bound = await mobiles.bind(tenantContextOf(request), request.body.mobile, request.body.code);
      noteAudit(request, {
        targetType: 'tenant_setting',
        targetId: 'boundMobile',
        detail: `绑定手机号码 ${bound.mobile}`,
      });
      return ok(bound, BOUND_MOBILE_MESSAGES.bound);
    },
  );
};
