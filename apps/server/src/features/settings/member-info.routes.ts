import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { CompanyProfileInput, MemberInfo } from '@ehire/domain/contracts/settings';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { MemberInfoService } from './member-info.service';

/** 会员管理 under /api/biz/settings/member (Ctm.Member). */
export const memberInfoRoutes: FastifyPluginAsyncZod<{ members: MemberInfoService }> = async (
  app,
  { members },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const tags = ['settings'];

  app.post(
    '/info',
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

  app.post(
    '/company',
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
};
