import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ReferralStaffListQuery, ReferredResumeQuery } from '@ehire/domain/contracts/referral';
import type { Database, ReferralSettingTable, ReferralStaffTable, ReferralTable } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import { containsText } from '../../platform/sql-helpers';

export type ReferralStaffRow = Selectable<ReferralStaffTable>;
export type ReferralSettingRow = Selectable<ReferralSettingTable>;

export class ReferralRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // ------------------------------------------------------------------ staff

  private staffFiltered(ctx: TenantContext, query: ReferralStaffListQuery) {
    let q = this.db.selectFrom('referral_staff').where('referral_staff.tenant_id', '=', ctx.tenantId);
    if (query.status !== null) q = q.where('referral_staff.status', '=', query.status);
    if (query.keyword) {
      const k = query.keyword;
      q = q.where((eb) =>
        eb.or([
          containsText('referral_staff.name', k),
          containsText('referral_staff.mobile', k),
          containsText('referral_staff.employee_no', k),
          containsText('referral_staff.code', k),
        ]),
      );
    }
    return q;
  }

  async staffPage(ctx: TenantContext, query: ReferralStaffListQuery) {
    const total = await this.staffFiltered(ctx, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.staffFiltered(ctx, query)
      .selectAll('referral_staff')
      .orderBy('referral_staff.created_at', 'desc')
      .orderBy('referral_staff.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();
    return { total: Number(total.n), rows };
  }

  async referredCounts(ctx: TenantContext, staffIds: readonly string[]): Promise<Map<string, number>> {
    if (staffIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('referral')
      .select(['staff_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', ctx.tenantId)
      .where('staff_id', 'in', staffIds)
      .groupBy('staff_id')
      .execute();
    return new Map(rows.map((r) => [r.staff_id, Number(r.n)]));
  }

  async staffById(ctx: TenantContext, id: string): Promise<ReferralStaffRow | undefined> {
    return this.db
      .selectFrom('referral_staff')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async staffByCode(tenantId: string, code: string): Promise<ReferralStaffRow | undefined> {
    return this.db
      .selectFrom('referral_staff')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  async mobilesTaken(ctx: TenantContext, mobiles: readonly string[]): Promise<Map<string, string>> {
    if (mobiles.length === 0) return new Map();
    const out = new Map<string, string>();
    // Chunked: an import may carry thousands of rows.
    for (let i = 0; i < mobiles.length; i += 500) {
      const rows = await this.db
        .selectFrom('referral_staff')
        .select(['id', 'mobile'])
        .where('tenant_id', '=', ctx.tenantId)
        .where('mobile', 'in', mobiles.slice(i, i + 500))
        .execute();
      for (const row of rows) out.set(row.mobile, row.id);
    }
    return out;
  }

  async codesTaken(ctx: TenantContext, codes: readonly string[]): Promise<Set<string>> {
    const out = new Set<string>();
    for (let i = 0; i < codes.length; i += 500) {
      const rows = await this.db
        .selectFrom('referral_staff')
        .select('code')
        .where('tenant_id', '=', ctx.tenantId)
        .where('code', 'in', codes.slice(i, i + 500))
        .execute();
      for (const row of rows) out.add(row.code);
    }
    return out;
  }

  /** All rows in one transaction: an import adds everyone or nobody. */
  async insertStaff(
    ctx: TenantContext,
    rows: ReadonlyArray<Omit<Insertable<ReferralStaffTable>, 'tenant_id'>>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 200) {
        await trx
          .insertInto('referral_staff')
          .values(rows.slice(i, i + 200).map((row) => ({ ...row, tenant_id: ctx.tenantId })))
          .execute();
      }
    });
  }

  async updateStaff(
    ctx: TenantContext,
    id: string,
    patch: Pick<ReferralStaffRow, 'name' | 'mobile' | 'email' | 'employee_no' | 'department' | 'updated_at'>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('referral_staff')
      .set(patch)
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setStaffStatus(
    ctx: TenantContext,
    ids: readonly string[],
    status: 0 | 1,
    now: number,
  ): Promise<number> {
    const result = await this.db
      .updateTable('referral_staff')
      .set({ status, updated_at: now })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  // ------------------------------------------------------------------ setting

  async setting(tenantId: string): Promise<ReferralSettingRow | undefined> {
    return this.db
      .selectFrom('referral_setting')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
  }

  async saveSetting(ctx: TenantContext, row: Omit<ReferralSettingRow, 'tenant_id'>): Promise<void> {
    await this.db
      .insertInto('referral_setting')
      .values({ ...row, tenant_id: ctx.tenantId })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(row))
      .execute();
  }

  // ------------------------------------------------------------------ referrals

  private referredFiltered(ctx: TenantContext, query: ReferredResumeQuery) {
    let q = this.db
      .selectFrom('referral as r')
      .innerJoin('referral_staff as s', (j) =>
        j.onRef('s.tenant_id', '=', 'r.tenant_id').onRef('s.id', '=', 'r.staff_id'),
      )
      .innerJoin('application as a', (j) =>
        j.onRef('a.tenant_id', '=', 'r.tenant_id').onRef('a.id', '=', 'r.application_id'),
      )
      .innerJoin('candidate as c', (j) =>
        j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
      )
      .innerJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
      .where('r.tenant_id', '=', ctx.tenantId);
    if (query.staffId) q = q.where('r.staff_id', '=', query.staffId);
    if (query.jobId) q = q.where('a.job_id', '=', query.jobId);
    if (query.keyword) {
      const k = query.keyword;
      q = q.where((eb) =>
        eb.or([
          containsText('c.name', k),
          containsText('c.mobile', k),
          containsText('s.name', k),
          containsText('s.code', k),
        ]),
      );
    }
    return q;
  }

  async referredPage(ctx: TenantContext, query: ReferredResumeQuery) {
    const total = await this.referredFiltered(ctx, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.referredFiltered(ctx, query)
      .select([
        'r.id as referral_id',
        'r.application_id',
        'r.created_at',
        'c.id as candidate_id',
        'c.name as candidate_name',
        'c.mobile as candidate_mobile',
        'j.id as job_id',
        'j.name_cn as job_name',
        's.id as staff_id',
        's.name as staff_name',
        'r.code as staff_code',
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();
    return { total: Number(total.n), rows };
  }

  async application(tenantId: string, applicationId: string) {
    return this.db
      .selectFrom('application')
      .select(['id', 'candidate_id', 'job_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', applicationId)
      .executeTakeFirst();
  }

  /** The candidate's latest referral since `since`, if any (the protection period). */
  async latestReferralOf(tenantId: string, candidateId: string, since: number) {
    return this.db
      .selectFrom('referral')
      .select(['staff_id', 'code', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', '=', candidateId)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  async insertReferral(row: Insertable<ReferralTable>): Promise<boolean> {
    const result = await this.db
      .insertInto('referral')
      .values(row)
      .onConflict((oc) => oc.columns(['tenant_id', 'application_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
