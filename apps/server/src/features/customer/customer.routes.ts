import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { CustomerInfoAnswer, CustomerStatusData } from '@ehire/domain/contracts/customer';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { done } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import type { CustomerService } from './customer.service';
import { route } from '../../platform/route';
import { CUSTOMER_API } from '@ehire/domain/api/customer';

/** /api/biz/customer: status check, statement consent, customer info. */
export const customerRoutes: FastifyPluginAsyncZod<{ customer: CustomerService }> = async (
  app,
  { customer },
) => {
  route(
    app,
    CUSTOMER_API.customerCheckStatus,
    {
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '客户状态检查：200 / -1000 冻结 / -1001 需实名认证 / -1002 需确认声明',
        tags: ['customer'],
        body: NoPayload,
        response: { 200: envelope(CustomerStatusData) },
      },
    },
    async (request) => customer.checkStatus(tenantContextOf(request)),
  );

  route(
    app,
    CUSTOMER_API.customerConfirmCommission,
    {
      // Consent binds the company: a read-only member may not give it.
      config: { permission: { key: PERMISSION.member, write: true } },
      schema: {
        summary: '确认《网络招聘服务管理规定》声明',
        tags: ['customer'],
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      noteAudit(request, { targetType: 'customer_status', targetId: ctx.tenantId });
      await customer.confirmStatement(ctx);
      return done();
    },
  );

  route(
    app,
    CUSTOMER_API.customerInfo,
    {
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '客户信息（iscloud / isinterview / ishidezone）',
        tags: ['customer'],
        body: NoPayload,
        response: { 200: CustomerInfoAnswer },
      },
    },
    async (request) => ({
      code: 200,
      msg: '操作成功',
      result: 1,
      data: await customer.info(tenantContextOf(request)),
    }),
  );
};

/** POST /api/job-customer/user/real-name_verify/reset (CALL-047, GAP-023). */
export const realNameRoutes: FastifyPluginAsyncZod<{ customer: CustomerService }> = async (
  app,
  { customer },
) => {
  route(
    app,
    CUSTOMER_API.userRealNameVerifyReset,
    {
      config: { permission: { key: PERMISSION.member, write: true } },
      schema: {
        summary: '重置企业实名认证（状态改为待认证）',
        tags: ['customer'],
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      noteAudit(request, { targetType: 'customer_status', targetId: ctx.tenantId });
      await customer.resetRealName(ctx);
      return done();
    },
  );
};
