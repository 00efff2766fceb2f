import type { JOB_STATUS, JobStatus } from '@ehire/domain/codes/job-status';
import type { StageType } from '@ehire/domain/codes/stages';
import type { ColumnType } from 'kysely';
import type { Flag, Generated, Millis } from './core';

// Hiring core tables (flows, jobs, candidates, resumes, applications), created by migration
// 002_hiring_core and filled in bulk by the seed. Later issues extend them with their own
// migrations. Same conventions as core.ts: text ids generated in code, epoch-ms timestamps,
// 0/1 flags, a non-null tenant_id leading every index, filterable multi-valued data in child
// tables.

/** Job status as stored (STATE-001): every code of JOB_STATUS except the filter value 99 (all). */
export type JobStatusCode = Exclude<JobStatus, typeof JOB_STATUS.all>;

/** Hiring-process stage type of a step (STATE-004), see STAGE. */
export type IvTypeCode = StageType;

/**
 * Status of an application inside its current step: one part of INBOX_STATUS's link codes
 * (WB-036..039) — '00' 待筛选, '01' 待定, '04' / '05' 淘汰, '02' '06' '07' '08' '09' 已安排.
 */
export type InboxStatusCode = '00' | '01' | '02' | '04' | '05' | '06' | '07' | '08' | '09';

/**
 * Highest tier of the school. The tiers nest (every 985 is 211, every 211 is 双一流), so a
 * "211" filter is `school_level in ('985','211')`. '海外' covers schools outside the mainland.
 */
export type SchoolLevel = '985' | '211' | '双一流' | '其他' | '海外';

export type DegreeLabel = '大专' | '本科' | '硕士' | '博士';

/** 流程: a tenant's hiring process; jobs point to one, applications move through its steps. */
export interface FlowTable {
  id: string;
  tenant_id: string;
  name: string;
  /** The flow new jobs get unless another is chosen; at most one per tenant by convention. */
  is_default: Flag;
  created_at: Millis;
}

/** One step of a flow (ivid). Its iv_type says which kind of stage it is. */
export interface FlowStepTable {
  id: string;
  tenant_id: string;
  flow_id: string;
  /** The step code used in links and the flow API (ivid); unique per tenant. */
  ivid: string;
  name: string;
  iv_type: IvTypeCode;
  /** Position inside the flow, ascending from 1. */
  sort: number;
}

/** 职位: the core of the D1 §3 job record (DATA-016); later issues add the remaining fields. */
export interface JobTable {
  id: string;
  tenant_id: string;
  /** OrgID */
  organization_id: string;
  /** The campus project the job belongs to; null when it is outside any project. */
  project_id: string | null;
  flow_id: string;
  /** CJobName */
  name_cn: string;
  /** EJobName ('' when not given) */
  name_en: string;
  /** FuncType1: job function code (see seed/data/jobs.ts for the codes used). */
  func_type: string;
  /** JobArea: city or province label, e.g. '北京' or '杭州'. */
  job_area: string;
  work_address: string;
  /** JobNum: planned head count; 0 means 若干 (unspecified). */
  job_num: number;
  /** DegreeFrom: the minimum degree, or '不限'. */
  degree_from: DegreeLabel | '不限';
  /** JobSalaryDown / JobSalaryUp in yuan per salary_type unit. */
  salary_down: number;
  salary_up: number;
  /** SalaryType: 1 monthly, 2 yearly, 3 daily (internships). */
  salary_type: number;
  /** IsHideSalaryChecked */
  is_hide_salary: Flag;
  /** ValidDate, yyyy-mm-dd (same date format as tenant.ctm_expire_date). */
  valid_date: string;
  /** Term: 1 full-time campus hire, 2 internship. */
  term: number;
  /** CJobInfo / EJobInfo: plain text descriptions. */
  info_cn: string;
  info_en: string;
  status: JobStatusCode;
  /** Manual order of the job list (ascending). */
  sort: number;
  /** RejectInfo: the reviewer's reason when status is 20; '' otherwise. */
  reject_info: string;
  created_at: Millis;
  updated_at: Millis;
}

/** 人才: a person who applied to the tenant. One per mobile number per tenant. */
export interface CandidateTable {
  id: string;
  tenant_id: string;
  name: string;
  /** 1 male, 2 female (GB/T 2261.1). */
  gender: number;
  mobile: string;
  email: string;
  /** 18-digit PRC id number when the candidate gave one. */
  id_number: string | null;
  /** yyyy-mm-dd */
  birth_date: string;
  created_at: Millis;
}

/** 简历: what a candidate filled in. The columns are the fields the talent list filters on. */
export interface ResumeTable {
  id: string;
  tenant_id: string;
  candidate_id: string;
  school: string;
  school_level: SchoolLevel;
  major: string;
  degree: DegreeLabel;
  graduation_year: number;
  /** Home province (生源地), e.g. '浙江'. */
  region: string;
  /** Channel the resume came through: 官网, 内推, 校园宣讲会, 招聘网站, 双选会. */
  source: string;
  /** The filled application form as JSON; free-form until the resume designer fixes its shape. */
  answers_json: string;
  /** Version of the published resume design the form was filled against (null before designs exist). */
  design_version: number | null;
  created_at: Millis;
  updated_at: Millis;
}

/** 投递: one candidate applying to one job, positioned at a step of the job's flow. */
export interface ApplicationTable {
  id: string;
  tenant_id: string;
  candidate_id: string;
  resume_id: string;
  job_id: string;
  /** The flow the application runs in (the job's flow when it applied). */
  flow_id: string;
  /** Current flow_step.id. */
  step_id: string;
  inbox_status: InboxStatusCode;
  /** Smart-score or manual score; null when never scored. */
  score: number | null;
  is_starred: Flag;
  applied_at: Millis;
  updated_at: Millis;
  /**
   * The verified contact that submitted it ('mobile:139…' / 'email:…', migration 010); null for
   * applications from before candidate sign-in or not submitted by the candidate.
   */
  applicant_contact: ColumnType<string | null, string | null | undefined, string | null>;
  /** The form's submit key (migration 010): the same key again answers this application. */
  submit_key: ColumnType<string | null, string | null | undefined, string | null>;
  // Copies of the candidate and resume columns the talent list filters, sorts and searches on
  // (migration 008; written and kept in sync by db/talent-search.ts, never edited directly).
  name: Generated<string>;
  gender: Generated<number>;
  mobile: Generated<string>;
  email: Generated<string>;
  school: Generated<string>;
  school_level: Generated<SchoolLevel>;
  degree: Generated<DegreeLabel>;
  major: Generated<string>;
  graduation_year: Generated<number>;
  region: Generated<string>;
  source: Generated<string>;
  /** The keyword's words (talentSearchText), indexed by full text. */
  search_text: Generated<string>;
}

/** 标签 on an application; a child table (not a JSON array) because the talent list filters on it. */
export interface ApplicationLabelTable {
  tenant_id: string;
  application_id: string;
  label: string;
}

export interface HiringTables {
  flow: FlowTable;
  flow_step: FlowStepTable;
  job: JobTable;
  candidate: CandidateTable;
  resume: ResumeTable;
  application: ApplicationTable;
  application_label: ApplicationLabelTable;
}
