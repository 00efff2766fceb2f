import type { Migration } from 'kysely';
import * as m001Core from './001_core';
import * as m002HiringCore from './002_hiring_core';
import * as m003Jobs from './003_jobs';

/**
 * Every migration, in the order they run (names sort the same way). Append one line per new
 * migration file; never rename or reorder an entry that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '001_core': m001Core,
  '002_hiring_core': m002HiringCore,
  '003_jobs': m003Jobs,
};
