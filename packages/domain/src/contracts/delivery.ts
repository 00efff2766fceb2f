import { z } from 'zod';
import { unknownPlaceholders } from '../jobs/delivery-template';
import { JobDeliveryInfo, pageOf, Paging, StoredJobStatusCode } from './jobs';

// Delivery settings (投递设置, /new/systemManagement/deliverySettings, PERMISSION.deliverySetting):
// per job, each new application is forwarded by mail to an address, the resume attached as PDF
// or Word; subject and attachment name are templates over {序号} {姓名} {职位名称} (DATA-019/020).

export const DELIVERY_FILE_TYPES = ['pdf', 'word'] as const;
export type DeliveryFileType = (typeof DELIVERY_FILE_TYPES)[number];
export const DELIVERY_FILE_TYPE_LABEL: Record<DeliveryFileType, string> = { pdf: 'PDF', word: 'Word' };

const template = (what: string, max: number) =>
  z
    .string({ error: `请输入${what}` })
    .trim()
    .min(1, `请输入${what}`)
    .max(max, `${what}最多${max}个字符`)
    .superRefine((value, ctx) => {
      const unknown = unknownPlaceholders(value);
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `${what}包含不支持的占位符：${unknown.join('、')}` });
      }
    });

export const DeliverySettingInput = z.object({
  email: z
    .string({ error: '请输入接收邮箱' })
    .trim()
    .min(1, '请输入接收邮箱')
    .max(100, '邮箱最多100个字符')
    .pipe(z.email('邮箱格式不正确')),
  fileType: z.enum(DELIVERY_FILE_TYPES, { error: '请选择附件格式' }),
  subject: template('邮件主题', 100),
  fileName: template('附件名称', 80),
  /** 1 forwarding on, 0 off. */
  status: z.literal([0, 1], { error: '请选择状态' }).default(1),
});
export type DeliverySettingInput = z.infer<typeof DeliverySettingInput>;

export const DeliverySetting = JobDeliveryInfo;
export type DeliverySetting = JobDeliveryInfo;

export const DeliveryListQuery = z.object({
  keyword: z.string({ error: '搜索词格式不正确' }).trim().max(50, '搜索词最多50个字符').default(''),
  ...Paging,
});
export type DeliveryListQuery = z.infer<typeof DeliveryListQuery>;

export const DeliveryListItem = z.object({
  jobId: z.string(),
  jobName: z.string(),
  Status: StoredJobStatusCode,
  delivery: JobDeliveryInfo.nullable(),
});
export type DeliveryListItem = z.infer<typeof DeliveryListItem>;

export const DeliveryPage = pageOf(DeliveryListItem);
export type DeliveryPage = z.infer<typeof DeliveryPage>;

/** Preview the templates with sample values (序号 1, 姓名 张三, the job's name or 示例职位). */
export const DeliveryPreviewInput = z.object({
  subject: template('邮件主题', 100),
  fileName: template('附件名称', 80),
  fileType: z.enum(DELIVERY_FILE_TYPES, { error: '请选择附件格式' }).default('pdf'),
  jobId: z.string().max(64).nullable().default(null),
});
export type DeliveryPreviewInput = z.infer<typeof DeliveryPreviewInput>;

export const DeliveryPreviewAnswer = z.object({ subject: z.string(), fileName: z.string() });
export type DeliveryPreviewAnswer = z.infer<typeof DeliveryPreviewAnswer>;

export const DeliveryJobParams = z.object({ jobId: z.string().min(1).max(64) });
