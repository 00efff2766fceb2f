import type { Flag, Millis } from './core';

// Tables of migration 006_talent (issue 6: talent management and applying).

/** Common columns of an application's history rows. */
interface ApplicationChildRow {
  id: string;
  tenant_id: string;
  application_id: string;
  /** Operator id ('' for the candidate or the system). */
  actor_id: string;
  /** Name shown in the timeline at the time of the action. */
  actor_name: string;
  created_at: Millis;
}

/** 操作记录: every action on an application (status and step changes, labels, star, comments...). */
interface ApplicationActivityTable extends ApplicationChildRow {
  /** The action name (TALENT_ACTIONS, or apply / withdraw / merge). */
  action: string;
  /** zh-CN summary shown in the timeline. */
  detail: string;
}

export interface ApplicationCommentTable extends ApplicationChildRow {
  content: string;
}

/** 评分: one evaluation, 0-100; application.score holds the latest. */
export interface ApplicationScoreTable extends ApplicationChildRow {
  score: number;
  comment: string;
}

/** 保存的搜索 of the talent list; is_global (是否应用到全局) shares it with the whole tenant. */
export interface TalentSavedSearchTable {
  id: string;
  tenant_id: string;
  owner_id: string;
  owner_name: string;
  name: string;
  is_global: Flag;
  /** The saved query (SavedSearchInput['query']) as JSON. */
  query_json: string;
  created_at: Millis;
}

/** A file uploaded with an application form; the type is the one read from its bytes. */
export interface ResumeAttachmentTable {
  id: string;
  tenant_id: string;
  resume_id: string;
  /** The design field it was uploaded to. */
  field: string;
  file_name: string;
  mime_type: string;
  size: number;
  /** Bytes stored before migration 012; emptied once moved into the file storage. */
  content: Uint8Array;
  /** The stored file (migration 012); null only until the start-up move has run. */
  file_id: string | null;
  created_at: Millis;
}

/** The record of an apply that matched an existing candidate (dedup by mobile/email/ID number). */
export interface CandidateMergeTable {
  id: string;
  tenant_id: string;
  candidate_id: string;
  application_id: string;
  matched_by: string;
  changes_json: string;
  created_at: Millis;
}

/** Applications per (job, step, inbox status, starred) cell, kept by triggers on application. */
interface ApplicationCountTable {
  tenant_id: string;
  job_id: string;
  step_id: string;
  inbox_status: string;
  is_starred: Flag;
  n: number;
}

/** application_count summed over the jobs (migration 037, kept by triggers on application_count). */
interface ApplicationStepCountTable {
  tenant_id: string;
  step_id: string;
  inbox_status: string;
  is_starred: Flag;
  n: number;
}

/** 个人标签 (migration 009): a label only `operator_id` sees, on one application. */
interface ApplicationPersonalLabelTable {
  tenant_id: string;
  application_id: string;
  operator_id: string;
  label: string;
  created_at: Millis;
}

export interface TalentTables {
  application_count: ApplicationCountTable;
  application_step_count: ApplicationStepCountTable;
  application_activity: ApplicationActivityTable;
  application_comment: ApplicationCommentTable;
  application_score: ApplicationScoreTable;
  talent_saved_search: TalentSavedSearchTable;
  resume_attachment: ResumeAttachmentTable;
  candidate_merge: CandidateMergeTable;
  application_personal_label: ApplicationPersonalLabelTable;
}
