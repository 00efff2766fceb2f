import type { Flag, Millis } from './core';

// Tables of migration 014_notices (issue 14).

/** 通知模板: an email or SMS template of a tenant. */
export interface NoticeTemplateTable {
  id: string;
  tenant_id: string;
  name: string;
  /** 'email' | 'sms' */
  channel: string;
  /** NoticePurpose */
  purpose: string;
  subject: string;
  /** Sanitised HTML (email) or plain text (SMS), with {{placeholders}}. */
  body: string;
  /** JSON array of platform file ids attached to every mail. */
  attachments_json: string;
  enabled: Flag;
  created_by: string;
  created_at: Millis;
  updated_at: Millis;
}

/** 发送记录: one message to one recipient. */
export interface NoticeRecordTable {
  id: string;
  tenant_id: string;
  /** The send task; null for a test send. */
  task_id: string | null;
  channel: string;
  template_id: string | null;
  template_name: string;
  application_id: string | null;
  candidate_id: string | null;
  candidate_name: string;
  job_id: string | null;
  job_name: string;
  /** Email address or mobile number ('' when the candidate has none). */
  to_address: string;
  subject: string;
  /** The rendered message as sent. */
  body: string;
  /** NoticeRecordStatus */
  status: string;
  /** Why it failed or was not sent. */
  reason: string;
  /** SMS segments billed (0 for email). */
  segments: number;
  /** Secret of the reply address (reply+<tenant>.<record>.<token>@…). */
  reply_token: string;
  operator_id: string;
  operator_name: string;
  created_at: Millis;
  sent_at: Millis | null;
}

/** A candidate's answer to a record (by mail or from the careers site). */
export interface NoticeReplyTable {
  id: string;
  tenant_id: string;
  record_id: string;
  /** The operator who sent the record: the reply counts in their badge. */
  operator_id: string;
  /** 'email' | 'careers' */
  source: string;
  from_address: string;
  content: string;
  read_at: Millis | null;
  created_at: Millis;
}

export interface NoticeTables {
  notice_template: NoticeTemplateTable;
  notice_record: NoticeRecordTable;
  notice_reply: NoticeReplyTable;
}
