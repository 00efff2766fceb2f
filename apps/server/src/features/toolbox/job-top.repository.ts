import { sql, type Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';

/** job_top_placement: top cards applied to jobs, each pinning one job for a period. */
export class JobTopRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(
    tenantId: string,
    placement: { jobId: string; days: number; startsAt: number; endsAt: number; createdBy: string },
    now: number,
    db: Kysely<Database>,
  ): Promise<string> {
    const id = newId(now);
    await db
      .insertInto('job_top_placement')
      .values({
        tenant_id: tenantId,
        id,
        job_id: placement.jobId,
        days: placement.days,
        starts_at: placement.startsAt,
        ends_at: placement.endsAt,
        created_by: placement.createdBy,
        created_at: now,
      })
      .execute();
    return id;
  }

  /** The end of the job's latest placement (a new one starts there when it is still running). */
  async latestEnd(tenantId: string, jobId: string, db: Kysely<Database>): Promise<number | null> {
    const row = await db
      .selectFrom('job_top_placement')
      .select(sql<string | number | null>`max(ends_at)`.as('end'))
      .where('tenant_id', '=', tenantId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    return row?.end == null ? null : Number(row.end);
  }

  async list(tenantId: string) {
    return this.db
      .selectFrom('job_top_placement')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
  }

  /** Jobs pinned at `now`, the most recently pinned first. */
  async pinnedJobIds(tenantId: string, now: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('job_top_placement')
      .select('job_id')
      .where('tenant_id', '=', tenantId)
      .where('ends_at', '>', now)
      .where('starts_at', '<=', now)
      .orderBy('starts_at', 'desc')
      .execute();
    return [...new Set(rows.map((row) => row.job_id))];
  }
}
