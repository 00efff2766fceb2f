import { sql, type Insertable, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, TalentIntentTable } from '../../db/schema';
import { countedPage } from '../../platform/sql-helpers';

// 意向人才库 (issue 18 §1): the owner of talent_intent. An intent counts as 已提交 (deliveredstaus
// 01) once an application of the tenant carries the same mobile (the application's search copy
// of the candidate's mobile, migration 008), 未提交 (00) before.

type IntentBuilder = ReturnType<IntentRepository['base']>;

export class IntentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base() {
    return this.db.selectFrom('talent_intent as i');
  }

  private delivered(): RawBuilder<SqlBool> {
    return sql<SqlBool>`exists (select 1 from application a where a.tenant_id = i.tenant_id and a.mobile = i.mobile)`;
  }

  private filtered(tenantId: string, keyword: string, status: '00' | '01' | undefined): IntentBuilder {
    let q = this.base().where('i.tenant_id', '=', tenantId);
    if (keyword) {
      const like = `%${keyword.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb('i.name', 'like', sql<string>`${like} escape '\\'`),
          eb('i.mobile', 'like', sql<string>`${like} escape '\\'`),
          eb('i.school', 'like', sql<string>`${like} escape '\\'`),
        ]),
      );
    }
    if (status === '01') q = q.where(this.delivered());
    if (status === '00') q = q.where(sql<SqlBool>`not ${this.delivered()}`);
    return q;
  }

  async count(tenantId: string, keyword: string, status?: '00' | '01'): Promise<number> {
    const row = await this.filtered(tenantId, keyword, status)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** 未提交 and 已提交 of the whole pool in one statement (the workbench home, WB-010 / WB-041). */
  async deliveredCounts(tenantId: string): Promise<{ notSubmitted: number; submitted: number }> {
    const row = await this.base()
      .where('i.tenant_id', '=', tenantId)
      .select((eb) => [
        eb.fn.countAll<string | number>().as('n'),
        sql<string | number | null>`sum(case when ${this.delivered()} then 1 else 0 end)`.as('delivered'),
      ])
      .executeTakeFirstOrThrow();
    const submitted = Number(row.delivered ?? 0);
    return { notSubmitted: Number(row.n) - submitted, submitted };
  }

  /** A page of the intent pool (newest first) and how many rows the filter holds. */
  async search(
    tenantId: string,
    keyword: string,
    status: '00' | '01' | undefined,
    offset: number,
    limit: number,
  ) {
    const page = await countedPage(this.filtered(tenantId, keyword, status), (q) =>
      q
        .leftJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'i.tenant_id').onRef('j.id', '=', 'i.job_id'))
        .selectAll('i')
        .select(['j.name_cn as job_name', this.delivered().as('delivered')])
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
    );
    return { total: page.total, rows: page.rows.map(normalise) };
  }

  async find(tenantId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await this.base()
      .leftJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'i.tenant_id').onRef('j.id', '=', 'i.job_id'))
      .selectAll('i')
      .select(['j.name_cn as job_name', this.delivered().as('delivered')])
      .where('i.tenant_id', '=', tenantId)
      .where('i.id', 'in', [...ids])
      .execute();
    return rows.map(normalise);
  }

  async byMobile(tenantId: string, mobile: string) {
    return this.db
      .selectFrom('talent_intent')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('mobile', '=', mobile)
      .executeTakeFirst();
  }

  async insert(row: Insertable<TalentIntentTable>): Promise<void> {
    await this.db.insertInto('talent_intent').values(row).execute();
  }

  async markInvited(tenantId: string, ids: readonly string[], now: number): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('talent_intent')
      .set((eb) => ({ invite_count: eb('invite_count', '+', 1), invited_at: now }))
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }
}

function normalise<
  T extends {
    graduation_year: number | null;
    invite_count: number;
    invited_at: number | null;
    created_at: number;
    delivered: unknown;
    job_name: string | null;
  },
>(row: T) {
  return {
    ...row,
    graduation_year: row.graduation_year === null ? null : Number(row.graduation_year),
    invite_count: Number(row.invite_count),
    invited_at: row.invited_at === null ? null : Number(row.invited_at),
    created_at: Number(row.created_at),
    delivered: row.delivered === true || Number(row.delivered) === 1,
    job_name: row.job_name ?? '',
  };
}
