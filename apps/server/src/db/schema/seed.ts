import type { Millis } from './core';

// Table of migration 020_load (issue 21).

/** An unfinished seed of one tenant: its plan and the batches committed so far. */
interface SeedProgressTable {
  tenant_id: string;
  /** JSON SeedPlan (db/seed/generate.ts). */
  plan_json: string;
  units_done: number;
  updated_at: Millis;
}

export interface SeedTables {
  seed_progress: SeedProgressTable;
}
