import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/sql-helpers';
import type { JobChildren } from '../jobs/jobs.repository';

// The public careers site reads one tenant's published jobs. The tenant comes from the member
// name in the URL (there is no session), and every job query is scoped to it and to status 24.

export interface CareersFilter {
  keyword: string;
  area: string;
  funcType: string;
}

export class CareersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async tenantByMember(member: string) {
    return this.db
      .selectFrom('tenant')
      .select(['id', 'member_name', 'name', 'logo_url', 'ctm_expire_date'])
      .where('member_name', '=', member.toLowerCase())
      .executeTakeFirst();
  }

  /**
   * The careers sites of the provider's campus portal (issue 19): every tenant whose service has
   * not expired (an expired membership hides the careers site), by name.
   */
  async portalSites(today: string) {
    return this.db
      .selectFrom('tenant')
      .select(['id', 'member_name', 'name', 'logo_url'])
      .where('ctm_expire_date', '>=', today)
      .orderBy('name')
      .limit(2000)
      .execute();
  }

  async referralEnabled(tenantId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('referral_setting')
      .select('enabled')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    // No row: the defaults, where referral is on.
    return row ? row.enabled === 1 : true;
  }

  private visible(tenantId: string, today: string) {
    return (
      this.db
        .selectFrom('job')
        .where('job.tenant_id', '=', tenantId)
        .where('job.status', '=', '24')
        .where('job.deleted_at', 'is', null)
        // A job past its valid date is no longer offered even before anyone pauses it.
        .where('job.valid_date', '>=', today)
    );
  }

  private filtered(tenantId: string, today: string, filter: CareersFilter) {
    let q = this.visible(tenantId, today);
    if (filter.keyword) {
      const keyword = filter.keyword;
      q = q.where((eb) =>
        eb.or([containsText('job.name_cn', keyword), containsText('job.name_en', keyword)]),
      );
    }
    if (filter.area) q = q.where('job.job_area', '=', filter.area);
    if (filter.funcType) q = q.where('job.func_type', '=', filter.funcType);
    return q;
  }

  async page(
    tenantId: string,
    today: string,
    filter: CareersFilter,
    paging: { pageIndex: number; pageSize: number },
    /** Jobs pinned by a top card: first, then the recruiter's order. */
    pinned: readonly string[] = [],
  ) {
    const total = await this.filtered(tenantId, today, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.filtered(tenantId, today, filter)
      .selectAll('job')
      .$if(pinned.length > 0, (q) =>
        q.orderBy(sql`case when ${sql.ref('job.id')} in (${sql.join(pinned)}) then 0 else 1 end`),
      )
      // The recruiter's order (/sort); ties (never reordered) newest first.
      .orderBy('job.sort')
      .orderBy('job.created_at', 'desc')
      .orderBy('job.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize)
      .execute();
    return { total: Number(total.n), rows };
  }

  async facets(tenantId: string, today: string): Promise<{ areas: string[]; funcTypes: string[] }> {
    const areas = await this.visible(tenantId, today)
      .select('job.job_area')
      .distinct()
      .orderBy('job.job_area')
      .execute();
    const funcs = await this.visible(tenantId, today)
      .select('job.func_type')
      .distinct()
      .orderBy('job.func_type')
      .execute();
    return {
      areas: areas.map((r) => r.job_area).filter(Boolean),
      funcTypes: funcs.map((r) => r.func_type).filter(Boolean),
    };
  }

  async job(tenantId: string, today: string, id: string) {
    return this.visible(tenantId, today)
      .leftJoin('organization as org', (join) =>
        join.onRef('org.tenant_id', '=', 'job.tenant_id').onRef('org.id', '=', 'job.organization_id'),
      )
      .selectAll('job')
      .select('org.name as org_name')
      .where('job.id', '=', id)
      .executeTakeFirst();
  }

  async children(tenantId: string, jobIds: readonly string[]): Promise<Map<string, JobChildren>> {
    const out = new Map<string, JobChildren>(jobIds.map((id) => [id, { labels: [], welfare: [] }]));
    if (jobIds.length === 0) return out;
    const labels = await this.db
      .selectFrom('job_label')
      .select(['job_id', 'label'])
      .where('tenant_id', '=', tenantId)
      .where('job_id', 'in', jobIds)
      .orderBy('job_id')
      .orderBy('sort')
      .execute();
    for (const row of labels) out.get(row.job_id)?.labels.push(row.label);
    const welfare = await this.db
      .selectFrom('job_welfare')
      .select(['job_id', 'welfare'])
      .where('tenant_id', '=', tenantId)
      .where('job_id', 'in', jobIds)
      .orderBy('job_id')
      .orderBy('sort')
      .execute();
    for (const row of welfare) out.get(row.job_id)?.welfare.push(row.welfare);
    return out;
  }
}
