import type {
  DeliveryListQuery,
  DeliveryPage,
  DeliveryPreviewAnswer,
  DeliveryPreviewInput,
  DeliverySettingInput,
} from '@ehire/domain/contracts/delivery';
import type { JobDeliveryInfo } from '@ehire/domain/contracts/jobs';
import { renderDeliveryTemplate, safeFileBaseName } from '@ehire/domain/jobs/delivery-template';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { toDeliveryInfo } from '../jobs/job-record';
import type { DeliveryRepository } from './delivery.repository';

const JOB_NOT_FOUND = '职位不存在';

/** Delivery settings per job (/new/systemManagement/deliverySettings). */
export class DeliverySettingsService {
  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly clock: Clock,
  ) {}

  async page(ctx: TenantContext, query: DeliveryListQuery): Promise<DeliveryPage> {
    const { total, rows } = await this.deliveries.page(ctx, query);
    return {
      total,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      rows: rows.map((row) => ({
        jobId: row.job_id,
        jobName: row.name_cn,
        Status: row.job_status,
        delivery:
          row.id === null
            ? null
            : {
                id: row.id,
                jobId: row.job_id,
                email: row.email ?? '',
                fileType: row.file_type === 'word' ? 'word' : 'pdf',
                subject: row.subject ?? '',
                fileName: row.file_name ?? '',
                status: row.status === 1 ? 1 : 0,
              },
      })),
    };
  }

  async get(ctx: TenantContext, jobId: string): Promise<JobDeliveryInfo | null> {
    if ((await this.deliveries.jobName(ctx, jobId)) === undefined) throw errors.notFound(JOB_NOT_FOUND);
    const row = await this.deliveries.setting(ctx, jobId);
    return row ? toDeliveryInfo(row) : null;
  }

  async save(ctx: TenantContext, jobId: string, input: DeliverySettingInput): Promise<JobDeliveryInfo> {
    if ((await this.deliveries.jobName(ctx, jobId)) === undefined) throw errors.notFound(JOB_NOT_FOUND);
    const now = this.clock.now();
    await this.deliveries.upsert(ctx, {
      id: newId(now),
      job_id: jobId,
      email: input.email,
      file_type: input.fileType,
      subject: input.subject,
      file_name: input.fileName,
      status: input.status,
      created_at: now,
      updated_at: now,
    });
    const row = await this.deliveries.setting(ctx, jobId);
    if (!row) throw errors.notFound(JOB_NOT_FOUND);
    return toDeliveryInfo(row);
  }

  async remove(ctx: TenantContext, jobId: string): Promise<void> {
    if (!(await this.deliveries.delete(ctx, jobId))) throw errors.notFound('投递设置不存在');
  }

  async preview(ctx: TenantContext, input: DeliveryPreviewInput): Promise<DeliveryPreviewAnswer> {
    const jobName = input.jobId ? await this.deliveries.jobName(ctx, input.jobId) : undefined;
    const values = { sequence: 1, name: '张三', jobName: jobName ?? '示例职位' };
    return {
      subject: renderDeliveryTemplate(input.subject, values),
      fileName: `${safeFileBaseName(renderDeliveryTemplate(input.fileName, values))}.${input.fileType === 'word' ? 'docx' : 'pdf'}`,
    };
  }
}
