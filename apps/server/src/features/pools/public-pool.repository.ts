import { sql, type Kysely } from 'kysely';
import type { Database, SchoolLevel } from '../../db/schema';

// 公共人才库's reads (issue 18 §1): candidates of the tenant without an open application (every
// application, if any, eliminated or withdrawn), newest first, with their newest résumé.

/** inbox_status codes that close an application: 淘汰 and 撤回. */
const CLOSED_STATUSES = ['04', '05'] as const;

export interface PoolRow {
  id: string;
  name: string;
  mobile: string;
  email: string;
  created_at: number;
}

export interface PoolResume {
  id: string;
  candidate_id: string;
  school: string;
  school_level: SchoolLevel;
  region: string;
  major: string;
  degree: string;
  graduation_year: number;
  source: string;
  created_at: number;
}

export class PublicPoolRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private inPool(tenantId: string, keyword: string) {
    let q = this.db
      .selectFrom('candidate as c')
      .where('c.tenant_id', '=', tenantId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('application as a')
              .select(sql`1`.as('one'))
              .whereRef('a.tenant_id', '=', 'c.tenant_id')
              .whereRef('a.candidate_id', '=', 'c.id')
              .where('a.inbox_status', 'not in', [...CLOSED_STATUSES]),
          ),
        ),
      );
    if (keyword) {
      const like = `%${keyword.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb('c.name', 'like', sql<string>`${like} escape '\\'`),
          eb('c.mobile', 'like', sql<string>`${like} escape '\\'`),
          eb('c.email', 'like', sql<string>`${like} escape '\\'`),
        ]),
      );
    }
    return q;
  }

  async count(tenantId: string, keyword: string): Promise<number> {
    const row = await this.inPool(tenantId, keyword)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(tenantId: string, keyword: string, offset: number, limit: number): Promise<PoolRow[]> {
    const rows = await this.inPool(tenantId, keyword)
      .select(['c.id', 'c.name', 'c.mobile', 'c.email', 'c.created_at'])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
  }

  /** The candidates of the tenant among these ids. */
  async candidates(tenantId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('candidate')
      .select(['id', 'name', 'gender', 'mobile', 'email'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Every résumé of these candidates, newest first. */
  async resumes(tenantId: string, candidateIds: readonly string[]): Promise<PoolResume[]> {
    if (candidateIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('resume')
      .select([
        'id',
        'candidate_id',
        'school',
        'school_level',
        'region',
        'major',
        'degree',
        'graduation_year',
        'source',
        'created_at',
      ])
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', 'in', [...candidateIds])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({
      ...r,
      graduation_year: Number(r.graduation_year),
      created_at: Number(r.created_at),
    }));
  }
}
