import type { ColumnType } from 'kysely';
import type { Millis } from './core';

/** 测评产品 (migration 031): an assessment the tenant sends candidates to. */
export interface AssessmentProductTable {
  tenant_id: string;
  id: string;
  name: string;
  provider: string;
  url: string;
  duration_minutes: number;
  created_at: Millis;
}

/** 测评邀请 (migration 031): one invitation, one licence; its result once recorded. */
export interface AssessmentInvitationTable {
  tenant_id: string;
  id: string;
  product_id: string;
  product_name: string;
  application_id: string;
  candidate_id: string;
  name: string;
  mobile: string;
  job_name: string;
  /** invited | completed */
  status: string;
  score: number | null;
  level: string;
  report_file_id: string | null;
  report_name: string;
  /** '' until a result arrives, then 回调 or 导入. */
  result_source: string;
  invited_by: string;
  invited_at: Millis;
  completed_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AssessmentTables {
  assessment_product: AssessmentProductTable;
  assessment_invitation: AssessmentInvitationTable;
}
