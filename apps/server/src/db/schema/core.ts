import type { ColumnType, Generated } from 'kysely';

// Timestamps are stored as epoch milliseconds (bigint on PostgreSQL, integer on SQLite) so the
// same queries and comparisons work on both dialects; ids are generated in code (see ids.ts).
// Booleans are 0/1 integers for the same reason.
export type Millis = ColumnType<number, number, number>;
export type Flag = 0 | 1;

/** 会员 (employer account, ehireid / ctmid). The tenant of every tenant-owned row. */
export interface TenantTable {
  id: string;
  /** The member name typed at login (e.g. 'demo'); unique, case-insensitive (stored lower-case). */
  member_name: string;
  name: string;
  /** Customer type: 1 enterprise, 2 school-related (GAP-008). */
  customer_type: number;
  logo_url: string;
  /** Service expiry, yyyy-mm-dd (ctmexpiredate). */
  ctm_expire_date: string;
  is_cloud: Flag;
  is_interview: Flag;
  is_hide_zone: Flag;
  /** isusenewehireplus: 1 may use the new site under /new, 0 only the older pages. */
  is_use_new_ehire_plus: Flag;
  remain_job_count: number;
  sms_balance: number;
  interview_balance: number;
  video_balance: number;
  created_at: Millis;
}

/** Customer status checked on every 5th business request (statement consent, freeze, real-name). */
export interface CustomerStatusTable {
  tenant_id: string;
  /** 1 when the tenant is frozen: the status check answers -1000 with freeze_message. */
  frozen: Flag;
  freeze_message: string;
  /** 'verified' | 'required' | 'pending'; 'required' answers -1001 with the verification url. */
  real_name_status: string;
  /** 1 when the statement must still be confirmed: the status check answers -1002 with its html. */
  statement_required: Flag;
  statement_confirmed_at: Millis | null;
  statement_confirmed_by: string | null;
  updated_at: Millis;
}

/** 组织 (organisation tree node). */
interface OrganizationTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  name: string;
  sort: number;
  created_at: Millis;
}

/** 项目 (campus project the operator works in; switched with the project switcher). */
interface ProjectTable {
  id: string;
  tenant_id: string;
  organization_id: string | null;
  name: string;
  sort: number;
  created_at: Millis;
  /** WB-015: 1 shows the custom group report instead of the process overview (migration 026). */
  group_report: ColumnType<number, number | undefined, number>;
}

/** 角色 with its numeric permission map (auth_key → auth_value, see role_permission). */
interface RoleTable {
  id: string;
  tenant_id: string;
  name: string;
  /** Which applications the role's users see (DATA_SCOPE, migration 017); default 'all'. */
  data_scope: ColumnType<string, string | undefined, string>;
  created_at: Millis;
}

interface RolePermissionTable {
  tenant_id: string;
  role_id: string;
  auth_key: string;
  auth_value: number;
}

/** 用户 (operator / recruiter account of a tenant). */
export interface OperatorTable {
  id: string;
  tenant_id: string;
  username: string;
  display_name: string;
  email: string;
  mobile: string;
  password_hash: string;
  role_id: string;
  /** The organisation the operator belongs to (migration 017; null: none chosen). */
  organization_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Project the operator currently works in (switch project). */
  current_project_id: string | null;
  /** Feature flags carried in the user-info cookie auths (e.g. istalentpack). */
  is_talent_pack: Flag;
  status: Flag;
  password_changed_at: Millis;
  created_at: Millis;
}

/** Server-side session of an operator or of provider staff (principal_kind). Token stored hashed. */
export interface SessionTable {
  id: string;
  token_hash: string;
  principal_kind: 'operator' | 'provider';
  /** Operator id or provider staff id. */
  principal_id: string;
  /** Tenant of an operator session; null for provider staff. */
  tenant_id: string | null;
  project_id: string | null;
  /** Per-session key for the signed flow family and the designer's sorted-parameter sign. */
  sign_key: string;
  created_at: Millis;
  last_seen_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
}

/** Image verify code: single use, expires. Kept in the database so several processes agree. */
export interface CaptchaTable {
  id: string;
  code_hash: string;
  expires_at: Millis;
  used_at: Millis | null;
}

/** Failed login attempts, for the 5-per-15-minutes lockout per account. */
interface LoginAttemptTable {
  id: string;
  /** 'operator:<member>/<username>' or 'provider:<username>' (lower-case). */
  account_key: string;
  ip: string;
  succeeded: Flag;
  created_at: Millis;
}

/** One row per mutating request: who did what to which target, in UTC millis. */
export interface AuditLogTable {
  id: string;
  /** Null for provider-console actions that span tenants. */
  tenant_id: string | null;
  principal_kind: 'operator' | 'provider' | 'anonymous';
  principal_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  detail: string;
  ip: string;
  created_at: Millis;
}

/** Page-view tracking (ROUTE-067): previous URL, current URL, operator. */
interface PageViewTable {
  id: string;
  tenant_id: string;
  operator_id: string;
  prev_url: string;
  url: string;
  created_at: Millis;
}

/** 通知 addressed to an operator; the unread count badge counts rows with read_at null. */
interface NoticeMessageTable {
  id: string;
  tenant_id: string;
  operator_id: string;
  title: string;
  content: string;
  read_at: Millis | null;
  created_at: Millis;
}

/** Provider staff for /ops: not tenant-owned, a separate kind of principal. */
export interface ProviderStaffTable {
  id: string;
  username: string;
  display_name: string;
  password_hash: string;
  status: Flag;
  created_at: Millis;
}

/** Signs already accepted in the 5-minute window of the signed flow family (replay refusal). */
interface SignNonceTable {
  sign: string;
  expires_at: Millis;
}

export interface CoreTables {
  tenant: TenantTable;
  customer_status: CustomerStatusTable;
  organization: OrganizationTable;
  project: ProjectTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
  operator: OperatorTable;
  session: SessionTable;
  captcha: CaptchaTable;
  login_attempt: LoginAttemptTable;
  audit_log: AuditLogTable;
  page_view: PageViewTable;
  notice_message: NoticeMessageTable;
  provider_staff: ProviderStaffTable;
  sign_nonce: SignNonceTable;
}

/** Tables that are not owned by a tenant; every other table must have a non-null tenant_id. */
export const GLOBAL_TABLES = [
  'tenant',
  'session',
  'captcha',
  'login_attempt',
  'audit_log',
  'provider_staff',
  'sign_nonce',
  // Provider-wide forbidden words of /ops (schema/jobs.ts JOB_GLOBAL_TABLES).
  'provider_forbidden_word',
  'provider_forbidden_word_version',
  // The provider's toolbox catalogue (schema/toolbox.ts TOOLBOX_GLOBAL_TABLES).
  'shop_product',
] as const;

/**
 * The talent keyword's full-text indexes: SQLite FTS5's table with its shadow tables (migration
 * 008), PostgreSQL's GIN index over application.search_tsv (008) or, where the btree_gin
 * extension could be created, that GIN index with the talent filters beside the tsvector
 * (migration 042, which then replaces the first). They index application rows and are not led by
 * a tenant_id of their own: FTS5 keys by the application's rowid, and a GIN index has no leading
 * column (each column's entries are intersected; the tenant's entry, shared by all of a tenant's
 * rows, cost more to intersect than it saved, s11-pgsearch). Every query reaches them through
 * application and its tenant_id condition (features/applications/application.repository.ts, the
 * talent list).
 */
export const FULL_TEXT_INDEX = {
  tablePrefix: 'application_fts',
  indexes: ['application_search_idx', 'application_search_filter_idx'],
} as const;

export type { Generated };
