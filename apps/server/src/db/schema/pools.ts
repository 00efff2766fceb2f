import type { ColumnType } from 'kysely';
import type { Millis } from './core';

/** 历史人才库 (migration 027): an application of a closed season, moved out of `application`. */
export interface HistoryApplicationTable {
  tenant_id: string;
  /** The application's own id (kept, so its activity, comments and labels still point at it). */
  id: string;
  season: number;
  archive_id: string;
  candidate_id: string;
  resume_id: string;
  job_id: string;
  job_name: string;
  step_id: string;
  step_name: string;
  inbox_status: string;
  score: number | null;
  name: string;
  gender: number;
  mobile: string;
  email: string;
  school: string;
  degree: string;
  major: string;
  graduation_year: number;
  region: string;
  source: string;
  applied_at: Millis;
  archived_at: Millis;
}

/** 招聘季归档 (migration 027): one closing of a season, with its counts before and after. */
export interface SeasonArchiveTable {
  tenant_id: string;
  id: string;
  season: number;
  task_id: string;
  before_count: number;
  after_count: ColumnType<number | null, number | null | undefined, number | null>;
  requested_by: string;
  created_at: Millis;
  finished_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PoolTables {
  history_application: HistoryApplicationTable;
  season_archive: SeasonArchiveTable;
}
