import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  DeliveryJobParams,
  DeliveryListQuery,
  DeliveryPage,
  DeliveryPreviewAnswer,
  DeliveryPreviewInput,
  DeliverySettingInput,
} from '@ehire/domain/contracts/delivery';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { JobDeliveryInfo } from '@ehire/domain/contracts/jobs';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { DeliverySettingsService } from './delivery.service';
import { route } from '../../platform/route';
import { DELIVERY_API } from '@ehire/domain/api/delivery';

const READ = { permission: { key: PERMISSION.deliverySetting, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.deliverySetting, write: true } } as const;
const TAGS = ['delivery'];

/** /api/biz/delivery-settings: per-job forwarding of new applications by mail. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ settings: DeliverySettingsService }> = async (
  app,
  { settings },
) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    DELIVERY_API.list,
    {
      config: READ,
      schema: {
        summary: '投递设置列表（每个职位一行）',
        tags: TAGS,
        body: DeliveryListQuery,
        response: { 200: envelope(DeliveryPage) },
      },
    },
    async (request) => ok(await settings.page(tenantContextOf(request), request.body)),
  );

  route(
    app,
    DELIVERY_API.preview,
    {
      config: READ,
      schema: {
        summary: '预览邮件主题与附件名称（示例值：序号 1、姓名 张三）',
        tags: TAGS,
        body: DeliveryPreviewInput,
        response: { 200: envelope(DeliveryPreviewAnswer) },
      },
    },
    async (request) => ok(await settings.preview(tenantContextOf(request), request.body)),
  );

  route(
    app,
    DELIVERY_API.getByJobId,
    {
      config: READ,
      schema: {
        summary: '某职位的投递设置（无则为 null）',
        tags: TAGS,
        params: DeliveryJobParams,
        response: { 200: envelope(JobDeliveryInfo.nullable()) },
      },
    },
    async (request) => ok(await settings.get(tenantContextOf(request), request.params.jobId)),
  );

  route(
    app,
    DELIVERY_API.putByJobId,
    {
      config: WRITE,
      schema: {
        summary: '保存某职位的投递设置',
        tags: TAGS,
        params: DeliveryJobParams,
        body: DeliverySettingInput,
        response: { 200: envelope(JobDeliveryInfo) },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'delivery_setting',
        targetId: request.params.jobId,
        detail: request.body.email,
      });
      return ok(await settings.save(tenantContextOf(request), request.params.jobId, request.body));
    },
  );

  route(
    app,
    DELIVERY_API.delete,
    {
      config: WRITE,
      schema: {
        summary: '删除某职位的投递设置',
        tags: TAGS,
        params: DeliveryJobParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'delivery_setting', targetId: request.params.jobId });
      await settings.remove(tenantContextOf(request), request.params.jobId);
      return done();
    },
  );
};
