import type { CoreTables } from './core';
import type { HiringTables } from './hiring';
import type { JobTables } from './jobs';

export * from './core';
export * from './hiring';
export * from './jobs';

/** The whole database as Kysely sees it. Each feature adds its tables through its own interface. */
// JobTables redefines `job` with the columns of 003_jobs, hence the Omit.
export interface Database extends CoreTables, Omit<HiringTables, 'job'>, JobTables {}
