import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DesignModule } from '@ehire/domain/resume-design/model';
import { defaultDesign } from '@ehire/domain/resume-design/presets';
import { prepareDesignForSave } from '@ehire/domain/resume-design/validate-design';
import type { Database, ResumeDesignTaskTable, ResumeDesignVersionTable } from '../../db/schema';

// Storage of the resume designer. Every query is scoped to one tenant except the provider's
// review queue (opsPage / taskAnywhere), which runs for provider staff only and reads.

export type Db = Kysely<Database> | Transaction<Database>;
export type TaskRow = Selectable<ResumeDesignTaskTable>;
export type VersionRow = Selectable<ResumeDesignVersionTable>;

export function parseModules(json: string): DesignModule[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as DesignModule[]) : [];
}

/** The design a tenant starts from, ready to publish as version 1. */
function defaultModules(): DesignModule[] {
  return prepareDesignForSave(defaultDesign());
}

/**
 * Gives a tenant the default design as version 1 when it has no version yet (new tenants, the
 * demo seed). Idempotent and safe under concurrency (the primary key decides).
 */
export async function ensureDefaultDesign(db: Db, tenantId: string, now: number): Promise<void> {
  const has = await db
    .selectFrom('resume_design_version')
    .select('version')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  if (has) return;
  await db
    .insertInto('resume_design_version')
    .values({
      tenant_id: tenantId,
      version: 1,
      modules_json: JSON.stringify(defaultModules()),
      task_id: null,
      published_at: now,
      published_by: '',
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'version']).doNothing())
    .execute();
}

export class ResumeDesignRepository {
  constructor(readonly db: Kysely<Database>) {}

  /**
   * The tenant's custom dictionaries (自定义字典) a design refers to, by id. A read of the
   * dictionaries feature's table (recorded in the SQL ownership allowlist).
   */
  async memberDictionaries(
    db: Db,
    tenantId: string,
    ids: readonly string[],
  ): Promise<{ id: string; items_json: string; dict_level: number }[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('member_dictionary')
      .select(['id', 'items_json', 'dict_level'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  async latestTask(db: Db, tenantId: string): Promise<TaskRow | undefined> {
    return db
      .selectFrom('resume_design_task')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async task(db: Db, tenantId: string, id: string): Promise<TaskRow | undefined> {
    return db
      .selectFrom('resume_design_task')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async nextSeq(db: Db, tenantId: string): Promise<number> {
    const row = await db
      .selectFrom('resume_design_task')
      .select((eb) => eb.fn.max<number | null>('seq').as('seq'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return Number(row?.seq ?? 0) + 1;
  }

  async insertTask(db: Db, row: TaskRow): Promise<void> {
    await db.insertInto('resume_design_task').values(row).execute();
  }

  /** Updates a task only if its revision is still `revision`; false when someone saved first. */
  async updateTaskAt(
    db: Db,
    tenantId: string,
    id: string,
    revision: number,
    values: Partial<Omit<TaskRow, 'tenant_id' | 'id' | 'seq'>>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('resume_design_task')
      .set(values)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteTask(db: Db, tenantId: string, id: string): Promise<void> {
    await db
      .deleteFrom('resume_design_task')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  async onlineVersion(db: Db, tenantId: string): Promise<VersionRow | undefined> {
    return db
      .selectFrom('resume_design_version')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async version(db: Db, tenantId: string, version: number): Promise<VersionRow | undefined> {
    return db
      .selectFrom('resume_design_version')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('version', '=', version)
      .executeTakeFirst();
  }

  async versions(db: Db, tenantId: string) {
    return db
      .selectFrom('resume_design_version')
      .select(['version', 'published_at', 'task_id', 'published_by'])
      .where('tenant_id', '=', tenantId)
      .orderBy('version', 'desc')
      .execute();
  }

  /** Inserts a new version; the primary key refuses a second writer of the same number. */
  async insertVersion(db: Db, row: VersionRow): Promise<void> {
    await db.insertInto('resume_design_version').values(row).execute();
  }

  async hasVersion(db: Db, tenantId: string): Promise<boolean> {
    return !!(await db
      .selectFrom('resume_design_version')
      .select('version')
      .where('tenant_id', '=', tenantId)
      .limit(1)
      .executeTakeFirst());
  }

  /** Any resume of the tenant: resumes keep the answers of every design version they used. */
  async hasResumes(db: Db, tenantId: string): Promise<boolean> {
    return !!(await db
      .selectFrom('resume')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .limit(1)
      .executeTakeFirst());
  }

  async operatorName(db: Db, tenantId: string, operatorId: string): Promise<string> {
    if (!operatorId) return '';
    const row = await db
      .selectFrom('operator')
      .select(['display_name', 'username'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', operatorId)
      .executeTakeFirst();
    return row ? row.display_name || row.username : '';
  }

  // ---- provider review (cross-tenant, read) -------------------------------------------------

  private opsFiltered(status: string, member: string) {
    let q = this.db
      .selectFrom('resume_design_task as t')
      .innerJoin('tenant', 'tenant.id', 't.tenant_id')
      .where('t.submitted_at', 'is not', null);
    if (status !== 'ALL') q = q.where('t.status', '=', status as TaskRow['status']);
    if (member) q = q.where('tenant.member_name', '=', member.toLowerCase());
    return q;
  }

  async opsPage(query: { status: string; member: string; pageIndex: number; pageSize: number }) {
    const total = await this.opsFiltered(query.status, query.member)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.opsFiltered(query.status, query.member)
      .leftJoin('operator as o', (join) =>
        join.onRef('o.tenant_id', '=', 't.tenant_id').onRef('o.id', '=', 't.submitted_by'),
      )
      .select([
        't.id',
        't.tenant_id',
        't.status',
        't.submitted_at',
        't.base_version',
        'tenant.member_name',
        'tenant.name as tenant_name',
        'o.display_name as submitted_by_name',
        'o.username as submitted_by_username',
      ])
      .orderBy('t.submitted_at')
      .orderBy('t.id')
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();
    return { total: Number(total.n), rows };
  }

  /** A task by id in any tenant (provider only). */
  async taskAnywhere(id: string) {
    return this.db
      .selectFrom('resume_design_task as t')
      .innerJoin('tenant', 'tenant.id', 't.tenant_id')
      .leftJoin('operator as o', (join) =>
        join.onRef('o.tenant_id', '=', 't.tenant_id').onRef('o.id', '=', 't.submitted_by'),
      )
      .selectAll('t')
      .select([
        'tenant.member_name',
        'tenant.name as tenant_name',
        'o.display_name as submitted_by_name',
        'o.username as submitted_by_username',
      ])
      .where('t.id', '=', id)
      .executeTakeFirst();
  }
}

/** The modules of a published design version (a résumé is shown as filled against it). */
export async function designVersionModules(db: Db, tenantId: string, version: number) {
  return db
    .selectFrom('resume_design_version')
    .select(['version', 'modules_json'])
    .where('tenant_id', '=', tenantId)
    .where('version', '=', version)
    .executeTakeFirst();
}
