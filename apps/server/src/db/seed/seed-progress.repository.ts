import type { Kysely } from 'kysely';
import type { Database } from '../schema';

// seed_progress (migration 020_load): the plan and committed batches of an unfinished seed.

type Db = Kysely<Database>;

export interface StoredSeedProgress {
  planJson: string;
  unitsDone: number;
}

export async function findSeedProgress(db: Db, tenantId: string): Promise<StoredSeedProgress | null> {
  const row = await db
    .selectFrom('seed_progress')
    .select(['plan_json', 'units_done'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row ? { planJson: row.plan_json, unitsDone: row.units_done } : null;
}

/** Records (or moves on) a tenant's seed progress; call it in the transaction of the batch. */
export async function saveSeedProgress(
  db: Db,
  tenantId: string,
  progress: StoredSeedProgress,
  now: number,
): Promise<void> {
  const updated = await db
    .updateTable('seed_progress')
    .set({ plan_json: progress.planJson, units_done: progress.unitsDone, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('seed_progress')
    .values({
      tenant_id: tenantId,
      plan_json: progress.planJson,
      units_done: progress.unitsDone,
      updated_at: now,
    })
    .execute();
}

export async function deleteSeedProgress(db: Db, tenantId: string): Promise<void> {
  await db.deleteFrom('seed_progress').where('tenant_id', '=', tenantId).execute();
}
