import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, HistoryApplicationTable, SeasonArchiveTable } from '../../db/schema';
import { countedPage } from '../../platform/sql-helpers';

// 历史人才库 and 招聘季归档 (issue 18 §1): the owner of history_application (applications of
// closed seasons) and season_archive (each closing, with its counts before and after).

type Db = Kysely<Database> | Transaction<Database>;

export type HistoryRecord = Insertable<HistoryApplicationTable>;

export interface HistoryFilter {
  season?: number | undefined;
  keyword: string;
}

export class HistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Copies archived applications in (a row already there, from an earlier attempt, is kept). */
  async insert(trx: Db, rows: readonly HistoryRecord[]): Promise<void> {
    if (rows.length === 0) return;
    await trx
      .insertInto('history_application')
      .values([...rows])
      .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
      .execute();
  }

  /** Anonymisation (issue 17): the archived copies of the candidates' personal details. */
  async anonymiseCandidates(trx: Db, tenantId: string, candidateIds: readonly string[], name: string) {
    if (candidateIds.length === 0) return;
    await trx
      .updateTable('history_application')
      .set({ name, mobile: '', email: '' })
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', 'in', [...candidateIds])
      .execute();
  }

  async countSeason(tenantId: string, season: number): Promise<number> {
    const row = await this.db
      .selectFrom('history_application')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('season', '=', season)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  private filtered(tenantId: string, filter: HistoryFilter) {
    let q = this.db.selectFrom('history_application').where('tenant_id', '=', tenantId);
    if (filter.season !== undefined) q = q.where('season', '=', filter.season);
    if (filter.keyword) {
      const like = `%${filter.keyword.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb('name', 'like', sql<string>`${like} escape '\\'`),
          eb('mobile', 'like', sql<string>`${like} escape '\\'`),
          eb('email', 'like', sql<string>`${like} escape '\\'`),
          eb('school', 'like', sql<string>`${like} escape '\\'`),
        ]),
      );
    }
    return q;
  }

  /** A page of the history pool (newest application first) and how many rows the filter holds. */
  async search(tenantId: string, filter: HistoryFilter, offset: number, limit: number) {
    const page = await countedPage(this.filtered(tenantId, filter), (q) =>
      q
        .selectAll()
        .orderBy('applied_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
    );
    return { total: page.total, rows: page.rows.map(normalise) };
  }

  async find(tenantId: string, id: string) {
    const row = await this.db
      .selectFrom('history_application')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? normalise(row) : undefined;
  }

  // ---------------------------------------------------------------- archive runs

  async insertArchive(row: Insertable<SeasonArchiveTable>): Promise<void> {
    await this.db.insertInto('season_archive').values(row).execute();
  }

  async findArchive(tenantId: string, id: string) {
    const row = await this.db
      .selectFrom('season_archive')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? normaliseArchive(row) : undefined;
  }

  async archivesOfSeason(tenantId: string, season: number) {
    const rows = await this.db
      .selectFrom('season_archive')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('season', '=', season)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(normaliseArchive);
  }

  async archives(tenantId: string, limit = 50) {
    const rows = await this.db
      .selectFrom('season_archive')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(normaliseArchive);
  }

  async finishArchive(tenantId: string, id: string, after: number, now: number): Promise<void> {
    await this.db
      .updateTable('season_archive')
      .set({ after_count: after, finished_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
}

function normalise<
  T extends {
    season: number;
    gender: number;
    score: number | null;
    graduation_year: number;
    applied_at: number;
    archived_at: number;
  },
>(row: T): T {
  return {
    ...row,
    season: Number(row.season),
    gender: Number(row.gender),
    score: row.score === null ? null : Number(row.score),
    graduation_year: Number(row.graduation_year),
    applied_at: Number(row.applied_at),
    archived_at: Number(row.archived_at),
  };
}

function normaliseArchive<
  T extends {
    season: number;
    before_count: number;
    after_count: number | null;
    created_at: number;
    finished_at: number | null;
  },
>(row: T): T {
  return {
    ...row,
    season: Number(row.season),
    before_count: Number(row.before_count),
    after_count: row.after_count === null ? null : Number(row.after_count),
    created_at: Number(row.created_at),
    finished_at: row.finished_at === null ? null : Number(row.finished_at),
  };
}
