import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import * as applications from '../applications/application.repository';
import type { ApplicationScope } from '../settings/data-scope.service';
import { ALL_SCOPE, scopedJobs } from '../settings/data-scope.sql';
import type { Database, FlowStepTable, FlowTable } from '../../db/schema';

// Flows and their steps. Every query names the tenant; the service passes the transaction it
// runs in, so a check and the change it guards see the same data.

export type Db = Kysely<Database> | Transaction<Database>;
export type FlowRow = Selectable<FlowTable>;
export type FlowStepRow = Selectable<FlowStepTable>;

export interface StepStatusCount {
  ivid: string;
  iv_type: number;
  step_name: string;
  flow_name: string;
  inbox_status: string | null;
  n: number;
}

export class FlowRepository {
  constructor(readonly db: Kysely<Database>) {}

  /**
   * Applications per flow step and inbox status, one row per pair; steps without applications
   * come back once with a null status, so every step has a row. Ordered as the flows and their
   * steps are.
   */
  async stepStatusCounts(tenantId: string, scope: ApplicationScope = ALL_SCOPE): Promise<StepStatusCount[]> {
    const inScope = scopedJobs('a.job_id', tenantId, scope);
    // From the maintained counters (application_count, kept by the 006 triggers in the same
    // transaction as every change), never a recount of the applications.
    const rows = await this.db
      .selectFrom('flow_step as s')
      .innerJoin('flow as f', (join) =>
        join.onRef('f.tenant_id', '=', 's.tenant_id').onRef('f.id', '=', 's.flow_id'),
      )
      .leftJoin('application_count as a', (join) =>
        join
          .onRef('a.tenant_id', '=', 's.tenant_id')
          .onRef('a.step_id', '=', 's.id')
          .on('a.n', '>', 0)
          .$call((j) => (inScope ? j.on(inScope) : j)),
      )
      .select([
        's.ivid as ivid',
        's.iv_type as iv_type',
        's.name as step_name',
        'f.name as flow_name',
        'a.inbox_status as inbox_status',
        (eb) => eb.fn.coalesce(eb.fn.sum<number>('a.n'), sql<number>`0`).as('n'),
      ])
      .where('s.tenant_id', '=', tenantId)
      .groupBy([
        'f.created_at',
        'f.id',
        'f.name',
        's.sort',
        's.ivid',
        's.iv_type',
        's.name',
        'a.inbox_status',
      ])
      .orderBy('f.created_at')
      .orderBy('f.id')
      .orderBy('s.sort')
      .execute();
    return rows.map((row) => ({ ...row, n: Number(row.n) }));
  }

  async flows(db: Db, tenantId: string): Promise<FlowRow[]> {
    return db
      .selectFrom('flow')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async flow(db: Db, tenantId: string, id: string): Promise<FlowRow | undefined> {
    return db
      .selectFrom('flow')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async defaultFlow(db: Db, tenantId: string): Promise<FlowRow | undefined> {
    return db
      .selectFrom('flow')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('is_default', '=', 1)
      .executeTakeFirst();
  }

  async countFlows(db: Db, tenantId: string): Promise<number> {
    const row = await db
      .selectFrom('flow')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Another flow of the tenant with this exact (trimmed) name. */
  async nameTaken(db: Db, tenantId: string, name: string, exceptId: string | null): Promise<boolean> {
    let query = db.selectFrom('flow').select('id').where('tenant_id', '=', tenantId).where('name', '=', name);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Steps of the given flows (all of the tenant's when flowId is null), in flow order. */
  async steps(db: Db, tenantId: string, flowId: string | null): Promise<FlowStepRow[]> {
    let query = db.selectFrom('flow_step').selectAll().where('tenant_id', '=', tenantId);
    if (flowId !== null) query = query.where('flow_id', '=', flowId);
    return query.orderBy('flow_id').orderBy('sort').execute();
  }

  async ivids(db: Db, tenantId: string): Promise<string[]> {
    const rows = await db.selectFrom('flow_step').select('ivid').where('tenant_id', '=', tenantId).execute();
    return rows.map((row) => row.ivid);
  }

  /** Applications sitting in each step (steps without any are absent). */
  async applicationsByStep(
    db: Db,
    tenantId: string,
    stepIds: readonly string[] | null,
  ): Promise<Map<string, number>> {
    return applications.countsByStep(db, tenantId, stepIds);
  }

  /** Jobs that are not deleted, per flow. */
  async liveJobsByFlow(db: Db, tenantId: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('job')
      .select(['flow_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .groupBy('flow_id')
      .execute();
    return new Map(rows.map((row) => [row.flow_id, Number(row.n)]));
  }

  async insertFlow(db: Db, row: Insertable<FlowTable>): Promise<void> {
    await db.insertInto('flow').values(row).execute();
  }

  async renameFlow(db: Db, tenantId: string, id: string, name: string): Promise<void> {
    await db
      .updateTable('flow')
      .set({ name })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  async insertSteps(db: Db, rows: readonly Insertable<FlowStepTable>[]): Promise<void> {
    if (rows.length > 0)
      await db
        .insertInto('flow_step')
        .values([...rows])
        .execute();
  }

  async updateStep(
    db: Db,
    tenantId: string,
    id: string,
    patch: { name: string; iv_type: FlowStepTable['iv_type']; sort: number },
  ): Promise<void> {
    await db
      .updateTable('flow_step')
      .set(patch)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  async deleteSteps(db: Db, tenantId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('flow_step').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  }

  /** Deleted jobs keep their flow reference; moved to another flow so the flow can go. */
  async moveDeletedJobs(db: Db, tenantId: string, fromFlowId: string, toFlowId: string): Promise<void> {
    await db
      .updateTable('job')
      .set({ flow_id: toFlowId })
      .where('tenant_id', '=', tenantId)
      .where('flow_id', '=', fromFlowId)
      .where('deleted_at', 'is not', null)
      .execute();
  }

  async deleteFlow(db: Db, tenantId: string, id: string): Promise<void> {
    await db.deleteFrom('flow_step').where('tenant_id', '=', tenantId).where('flow_id', '=', id).execute();
    await db.deleteFrom('flow').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }

  async setDefault(db: Db, tenantId: string, id: string): Promise<void> {
    // Clear first: the partial unique index allows one default per tenant at any moment.
    await db.updateTable('flow').set({ is_default: 0 }).where('tenant_id', '=', tenantId).execute();
    await db
      .updateTable('flow')
      .set({ is_default: 1 })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
}

// ------------------------------------------------------------------ for talent management

/** The tenant's steps of every flow, by sort (the talent list's flow picker). */
export async function tenantSteps(db: Db, tenantId: string) {
  return db
    .selectFrom('flow_step')
    .select(['flow_id', 'ivid', 'name', 'iv_type', 'sort'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .execute();
}

/**
 * The steps the talent list counts, with their flow's name: every flow's, or with a job only
 * the job's flow and the flows of the steps in `heldStepIds` (applications moved to another
 * flow keep their job: the job's view shows the whole flows they run in as well, so the
 * per-step counts still add up to the list's total and the 通过 dialog can offer their later steps).
 */
export async function stepsWithFlowName(
  db: Db,
  tenantId: string,
  job: { jobId: string; heldStepIds: readonly string[] } | null,
) {
  let flows = sql``;
  if (job) {
    const held = job.heldStepIds;
    const heldFlows = held.length
      ? sql` union select hs.flow_id from flow_step as hs where hs.tenant_id = ${tenantId} and hs.id in (${sql.join(held)})`
      : sql``;
    flows = sql` and s.flow_id in (select j.flow_id from job as j where j.tenant_id = ${tenantId} and j.id = ${job.jobId}${heldFlows})`;
  }
  const { rows } = await sql<
    Pick<Selectable<FlowStepTable>, 'id' | 'ivid' | 'name' | 'iv_type' | 'sort' | 'flow_id'> & {
      flow_name: string;
    }
  >`select s.id, s.ivid, s.name, s.iv_type, s.sort, s.flow_id, f.name as flow_name
        from flow_step as s inner join flow as f on f.tenant_id = s.tenant_id and f.id = s.flow_id
        where s.tenant_id = ${tenantId}${flows}
        order by f.created_at, s.flow_id, s.sort`.execute(db);
  return rows;
}

/** The steps of the given flows. */
export async function stepsOfFlows(db: Db, tenantId: string, flowIds: readonly string[]) {
  return db
    .selectFrom('flow_step')
    .select(['id', 'flow_id', 'ivid', 'name', 'iv_type', 'sort'])
    .where('tenant_id', '=', tenantId)
    .where('flow_id', 'in', flowIds)
    .execute();
}

/** A flow's first step. */
export async function firstStep(db: Db, tenantId: string, flowId: string) {
  return db
    .selectFrom('flow_step')
    .select(['id', 'ivid', 'name', 'iv_type', 'sort'])
    .where('tenant_id', '=', tenantId)
    .where('flow_id', '=', flowId)
    .orderBy('sort')
    .executeTakeFirst();
}

/** A flow's step with the given ivid. */
export async function stepOfFlow(db: Db, tenantId: string, flowId: string, ivid: string) {
  return db
    .selectFrom('flow_step')
    .select(['id', 'ivid', 'name', 'iv_type', 'sort'])
    .where('tenant_id', '=', tenantId)
    .where('flow_id', '=', flowId)
    .where('ivid', '=', ivid)
    .executeTakeFirst();
}

/** The step with the given ivid (any flow of the tenant): the talent list's step filter. */
export async function stepIdByIvid(db: Db, tenantId: string, ivid: string) {
  return db
    .selectFrom('flow_step')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('ivid', '=', ivid)
    .executeTakeFirst();
}

/** The name of a step with the given ivid (any flow). */
export async function stepNameByIvid(db: Db, tenantId: string, ivid: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('flow_step')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('ivid', '=', ivid)
    .executeTakeFirst();
  return row?.name;
}
