import type {
  OpsJobDetail,
  OpsJobReviewAnswer,
  OpsJobReviewPage,
  OpsJobReviewQuery,
} from '@ehire/domain/contracts/ops-review';
import { errors } from '../../platform/envelope';
import type { JobsService } from '../jobs/jobs.service';
import type { OpsReviewRepository } from './ops-review.repository';

/** Provider job review: a cross-tenant queue; decisions go through the jobs service. */
export class OpsReviewService {
  constructor(
    private readonly review: OpsReviewRepository,
    private readonly jobs: JobsService,
  ) {}

  async page(query: OpsJobReviewQuery): Promise<OpsJobReviewPage> {
    const { total, rows } = await this.review.page(query);
    return {
      total,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      rows: rows.map((row) => ({
        ehireJobID: row.id,
        eHireCoID: row.tenant_id,
        member: row.member_name,
        tenantName: row.tenant_name,
        CJobName: row.name_cn,
        OrgName: row.org_name ?? '',
        JobArea: row.job_area,
        Status: row.status,
        RejectInfo: row.reject_info,
        submittedAt: row.submitted_at,
        updatedAt: row.updated_at,
      })),
    };
  }

  async detail(jobId: string): Promise<OpsJobDetail> {
    const owner = await this.mustFindOwner(jobId);
    // The reviewer reads; the record's tags describe a recruiter's rights, so show read-only.
    const job = await this.jobs.record(this.jobs.providerContext(owner.tenant_id), jobId, false);
    return { member: owner.member_name, tenantName: owner.tenant_name, job };
  }

  async approve(jobId: string): Promise<OpsJobReviewAnswer & { tenantId: string }> {
    const owner = await this.mustFindOwner(jobId);
    const status = await this.jobs.approve(owner.tenant_id, jobId);
    return { ehireJobID: jobId, Status: status, tenantId: owner.tenant_id };
  }

  async reject(jobId: string, reason: string): Promise<OpsJobReviewAnswer & { tenantId: string }> {
    const owner = await this.mustFindOwner(jobId);
    const status = await this.jobs.reject(owner.tenant_id, jobId, reason);
    return { ehireJobID: jobId, Status: status, tenantId: owner.tenant_id };
  }

  private async mustFindOwner(jobId: string) {
    const owner = await this.review.jobTenant(jobId);
    if (!owner) throw errors.notFound('职位不存在');
    return owner;
  }
}
