import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, InterviewArrangementTable } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

export type ArrangementRow = Selectable<InterviewArrangementTable>;
type Scope = Pick<TenantContext, 'tenantId'>;

/** interview_arrangement: one round of interviews for a job, at one site. */
export class InterviewArrangementRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(ctx: Scope, id: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('interview_arrangement')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Newest first, with the job and site names. */
  list(ctx: Scope) {
    return this.db
      .selectFrom('interview_arrangement as a')
      .innerJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
      .innerJoin('interview_site as s', (j) =>
        j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.site_id'),
      )
      .selectAll('a')
      .select(['j.name_cn as job_name', 's.name as site_name'])
      .where('a.tenant_id', '=', ctx.tenantId)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id')
      .execute();
  }

  async jobName(ctx: Scope, jobId: string, db: Kysely<Database> = this.db): Promise<string | undefined> {
    const row = await db
      .selectFrom('job')
      .select('name_cn')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', jobId)
      .executeTakeFirst();
    return row?.name_cn;
  }

  async usesSite(ctx: Scope, siteId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('interview_arrangement')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: Insertable<InterviewArrangementTable>, db: Kysely<Database> = this.db): Promise<void> {
    await db.insertInto('interview_arrangement').values(row).execute();
  }

  /** Saves the edit and bumps the sequence (the .ics version of its invitations). */
  async update(
    ctx: Scope,
    id: string,
    patch: Updateable<InterviewArrangementTable>,
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    await db
      .updateTable('interview_arrangement')
      .set({ ...patch, sequence: sql<number>`sequence + 1` })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }
}
