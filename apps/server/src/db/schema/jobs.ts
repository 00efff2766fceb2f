import type { Generated } from 'kysely';
import type { Flag, Millis } from './core';
import type { JobTable } from './hiring';

// Tables of job management (issue 5), created by migration 003_jobs. The job table itself lives
// in hiring.ts (002); 003 adds the remaining columns of the D1 §3 job record, described here as
// JobExtraColumns: every one has a database default (Generated) or is nullable, so inserts
// written against 002's JobTable (the seed) stay valid.

/** Columns 003_jobs adds to `job` (DATA-016..018). */
interface JobExtraColumns {
  /** WorkArea: the district of the work address. */
  work_area: Generated<string>;
  /** `address`: id of the chosen job_address row, '' when typed freely. */
  address_id: Generated<string>;
  lon: number | null;
  lat: number | null;
  /** SalayFactor (spelled so in the spec): months of salary a year, 0 when not stated. */
  salary_factor: Generated<number>;
  work_year_down: Generated<number>;
  work_year_up: Generated<number>;
  major1: Generated<string>;
  major2: Generated<string>;
  /** jobTop: hot recommendation (STATE-003). */
  is_hot: Generated<Flag>;
  /** Recommendation (STATE-002): null none, 0 added, 1 running, 2 paused. */
  recommend_status: number | null;
  /** Soft delete: deleted jobs keep their applications' history but leave every list. */
  deleted_at: Millis | null;
  /** Last time the recruiter asked for publication (status → 02). */
  submitted_at: Millis | null;
  /** Last approval or refresh: the publish date candidates see. */
  published_at: Millis | null;
  /** 1 once the job has used one unit of tenant.remain_job_count (on its first approval). */
  quota_consumed: Generated<Flag>;
  /** Operator who created the job. */
  created_by: Generated<string>;
  /** 1 after an edit, 0 after an approval: a paused job re-published unchanged skips review (028). */
  changed_since_review: Generated<Flag>;
}

/** JobLabel: one row per label of a job, in the recruiter's order. */
interface JobLabelTable {
  tenant_id: string;
  job_id: string;
  label: string;
  sort: number;
}

/** JobWelf: one row per welfare tag of a job. */
interface JobWelfareTable {
  tenant_id: string;
  job_id: string;
  welfare: string;
  sort: number;
}

/** The tenant's list of work addresses (add, modify, delete, set common). */
export interface JobAddressTable {
  id: string;
  tenant_id: string;
  area: string;
  address: string;
  lon: number | null;
  lat: number | null;
  /** At most one common (default) address per tenant. */
  is_common: Flag;
  created_at: Millis;
  updated_at: Millis;
}

/** A tenant's forbidden word. word_key is the word with ASCII letters lower-cased (matching key). */
interface ForbiddenWordTable {
  id: string;
  tenant_id: string;
  word: string;
  word_key: string;
  created_by: string;
  created_at: Millis;
}

/** Bumped on every change of a tenant's list: the matcher cache key (several processes agree). */
interface ForbiddenWordVersionTable {
  tenant_id: string;
  version: number;
}

/** Provider-wide forbidden word, managed in /ops; applies to every tenant. Not tenant-owned. */
interface ProviderForbiddenWordTable {
  id: string;
  word: string;
  word_key: string;
  created_by: string;
  created_at: Millis;
}

/** Single row (id 'global'): version of the provider list, the provider matcher's cache key. */
interface ProviderForbiddenWordVersionTable {
  id: string;
  version: number;
}

/** 内推员工: a member of staff who refers candidates with a code. */
export interface ReferralStaffTable {
  id: string;
  tenant_id: string;
  name: string;
  mobile: string;
  email: string;
  employee_no: string;
  department: string;
  /** Unique within the tenant. */
  code: string;
  /** 1 enabled, 0 disabled (a disabled code no longer binds new applications). */
  status: Flag;
  created_at: Millis;
  updated_at: Millis;
}

/** 内推设置: one row per tenant (absent = defaults). */
export interface ReferralSettingTable {
  tenant_id: string;
  enabled: Flag;
  protect_days: number;
  show_referrer: Flag;
  rule: string;
  updated_at: Millis;
}

/** Who referred which application. */
export interface ReferralTable {
  id: string;
  tenant_id: string;
  staff_id: string;
  candidate_id: string;
  application_id: string;
  job_id: string;
  /** The code used (kept even if the staff member's code changes later). */
  code: string;
  created_at: Millis;
}

/** 投递设置 of one job (deliveryInfo, DATA-019). */
export interface DeliverySettingTable {
  id: string;
  tenant_id: string;
  job_id: string;
  email: string;
  /** 'pdf' | 'word' */
  file_type: string;
  subject: string;
  file_name: string;
  status: Flag;
  created_at: Millis;
  updated_at: Millis;
}

/** One forwarding attempt of an application (sent or failed), so a mail is never sent twice. */
export interface DeliveryLogTable {
  id: string;
  tenant_id: string;
  application_id: string;
  job_id: string;
  email: string;
  subject: string;
  file_name: string;
  /** 'sending' (SMTP call under way, or its process died) | 'sent' | 'failed' */
  status: string;
  error: string;
  created_at: Millis;
}

/** The job table with the columns of 003. */
export type JobWithExtras = JobTable & JobExtraColumns;

export interface JobTables {
  job: JobWithExtras;
  job_label: JobLabelTable;
  job_welfare: JobWelfareTable;
  job_address: JobAddressTable;
  forbidden_word: ForbiddenWordTable;
  forbidden_word_version: ForbiddenWordVersionTable;
  provider_forbidden_word: ProviderForbiddenWordTable;
  provider_forbidden_word_version: ProviderForbiddenWordVersionTable;
  referral_staff: ReferralStaffTable;
  referral_setting: ReferralSettingTable;
  referral: ReferralTable;
  delivery_setting: DeliverySettingTable;
  delivery_log: DeliveryLogTable;
}
