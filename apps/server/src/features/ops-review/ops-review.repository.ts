import type { Kysely } from 'kysely';
import type { OpsJobReviewQuery } from '@ehire/domain/contracts/ops-review';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/sql-helpers';

// The provider reviews jobs of every tenant: the only job queries not scoped to one tenant.
// They run for provider staff only (/api/ops) and read, never write; approving and rejecting go
// through the jobs service inside the job's own tenant. The status filter scans the job table
// (its indexes lead with tenant_id by rule); jobs are few next to applications, and on Citus this
// is one fan-out query.

export class OpsReviewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(query: OpsJobReviewQuery) {
    let q = this.db
      .selectFrom('job')
      .innerJoin('tenant', 'tenant.id', 'job.tenant_id')
      .where('job.deleted_at', 'is', null);
    if (query.status !== '99') q = q.where('job.status', '=', query.status);
    if (query.member) q = q.where('tenant.member_name', '=', query.member.toLowerCase());
    if (query.keyword) {
      const keyword = query.keyword;
      q = q.where((eb) =>
        eb.or([containsText('job.name_cn', keyword), containsText('tenant.name', keyword)]),
      );
    }
    return q;
  }

  async page(query: OpsJobReviewQuery) {
    const total = await this.filtered(query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.filtered(query)
      .leftJoin('organization as org', (join) =>
        join.onRef('org.tenant_id', '=', 'job.tenant_id').onRef('org.id', '=', 'job.organization_id'),
      )
      .select([
        'job.id',
        'job.tenant_id',
        'job.name_cn',
        'job.job_area',
        'job.status',
        'job.reject_info',
        'job.submitted_at',
        'job.updated_at',
        'tenant.member_name',
        'tenant.name as tenant_name',
        'org.name as org_name',
      ])
      // Oldest request first: the queue is worked in the order recruiters asked.
      .orderBy('job.submitted_at')
      .orderBy('job.id')
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();
    return { total: Number(total.n), rows };
  }

  /** The tenant of a job (jobs ids are generated UUIDv7, unique across tenants). */
  async jobTenant(
    jobId: string,
  ): Promise<{ tenant_id: string; member_name: string; tenant_name: string } | undefined> {
    return this.db
      .selectFrom('job')
      .innerJoin('tenant', 'tenant.id', 'job.tenant_id')
      .select(['job.tenant_id', 'tenant.member_name', 'tenant.name as tenant_name'])
      .where('job.id', '=', jobId)
      .where('job.deleted_at', 'is', null)
      .executeTakeFirst();
  }
}
