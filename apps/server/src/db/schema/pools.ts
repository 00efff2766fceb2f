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

/** 学校管理 (migration 027): a school of the dictionary the tenant recruits at. */
export interface TenantSchoolTable {
  tenant_id: string;
  id: string;
  name: string;
  /** The dictionary's tier when added: 985, 211, 双一流, 其他, 海外. */
  tier: string;
  province: string;
  notes: string;
  created_at: Millis;
  updated_at: Millis;
}

/** The recruiters (operators) responsible for a school. */
interface TenantSchoolOperatorTable {
  tenant_id: string;
  school_id: string;
  operator_id: string;
}

/** A career-centre contact of a school. */
export interface SchoolContactTable {
  tenant_id: string;
  id: string;
  school_id: string;
  name: string;
  role: string;
  phone: string;
  email: string;
  notes: string;
  created_at: Millis;
}

/** A campus event (宣讲会, 双选会) at a school; dates are yyyy-mm-dd (Beijing). */
export interface CampusEventTable {
  tenant_id: string;
  id: string;
  school_id: string;
  kind: string;
  title: string;
  start_date: string;
  end_date: string;
  location: string;
  created_at: Millis;
}

interface CampusEventJobTable {
  tenant_id: string;
  event_id: string;
  job_id: string;
}

/** 意向人才库 (migration 027): interest registered without an application. */
export interface TalentIntentTable {
  tenant_id: string;
  id: string;
  name: string;
  mobile: string;
  email: string;
  school: string;
  major: string;
  degree: string;
  graduation_year: number | null;
  job_id: string | null;
  source: string;
  notes: string;
  invite_count: number;
  invited_at: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Millis;
}

/** 公共人才库's labels (migration 032): one row per candidate and label. */
interface CandidateLabelTable {
  tenant_id: string;
  candidate_id: string;
  label: string;
  created_at: Millis;
  created_by: string;
}

export interface PoolTables {
  candidate_label: CandidateLabelTable;
  talent_intent: TalentIntentTable;
  history_application: HistoryApplicationTable;
  season_archive: SeasonArchiveTable;
  tenant_school: TenantSchoolTable;
  tenant_school_operator: TenantSchoolOperatorTable;
  school_contact: SchoolContactTable;
  campus_event: CampusEventTable;
  campus_event_job: CampusEventJobTable;
}
