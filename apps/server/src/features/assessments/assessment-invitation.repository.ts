import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AssessmentInvitationTable, Database } from '../../db/schema';
import { containsText } from '../../platform/sql-helpers';

export type AssessmentInvitationRow = Selectable<AssessmentInvitationTable>;

export interface ResultFilter {
  applicationId?: string;
  keyword: string;
  status?: string;
}

/** 测评邀请 and their results (migration 031). */
export class AssessmentInvitationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertMany(rows: readonly Insertable<AssessmentInvitationTable>[], db = this.db): Promise<void> {
    if (rows.length)
      await db
        .insertInto('assessment_invitation')
        .values([...rows])
        .execute();
  }

  async deleteMany(tenantId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('assessment_invitation')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  async find(tenantId: string, id: string): Promise<AssessmentInvitationRow | undefined> {
    return this.db
      .selectFrom('assessment_invitation')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  private filtered(tenantId: string, filter: ResultFilter) {
    let query = this.db.selectFrom('assessment_invitation').where('tenant_id', '=', tenantId);
    if (filter.applicationId) query = query.where('application_id', '=', filter.applicationId);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsText('name', keyword),
          containsText('mobile', keyword),
          containsText('product_name', keyword),
        ]),
      );
    }
    return query;
  }

  async count(tenantId: string, filter: ResultFilter): Promise<number> {
    const row = await this.filtered(tenantId, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(tenantId: string, filter: ResultFilter, offset: number, limit: number) {
    return this.filtered(tenantId, filter)
      .selectAll()
      .orderBy('invited_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** Records a result (a repeated callback overwrites it: the provider's latest word counts). */
  async recordResult(
    tenantId: string,
    id: string,
    result: {
      score: number;
      level: string;
      reportFileId: string | null;
      reportName: string;
      source: string;
      at: number;
    },
  ): Promise<boolean> {
    const done = await this.db
      .updateTable('assessment_invitation')
      .set({
        status: 'completed',
        score: result.score,
        level: result.level,
        result_source: result.source,
        completed_at: result.at,
        ...(result.reportFileId
          ? { report_file_id: result.reportFileId, report_name: result.reportName }
          : {}),
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  }
}
