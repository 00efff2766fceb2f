import type { Millis } from './core';

// Tables of migration 015_interviews (issue 15).

export interface InterviewSiteTable {
  id: string;
  tenant_id: string;
  kind: 'offline' | 'video';
  name: string;
  address: string;
  /** JSON array of room names (offline). */
  rooms_json: string;
  capacity: number;
  contact: string;
  map_link: string;
  room_link: string;
  provider: string;
  host_code: string;
  created_at: Millis;
  updated_at: Millis;
}

export interface InterviewArrangementTable {
  id: string;
  tenant_id: string;
  title: string;
  job_id: string;
  round: 'first' | 'second' | 'final';
  kind: 'offline' | 'video';
  site_id: string;
  cut_off_hours: number;
  /** Bumped by every edit: the .ics SEQUENCE of its invitations follows it. */
  sequence: number;
  created_by: string;
  created_at: Millis;
  updated_at: Millis;
}

export interface InterviewSlotTable {
  id: string;
  tenant_id: string;
  arrangement_id: string;
  /** China-time date and times (YYYY-MM-DD, HH:mm). */
  date: string;
  start_time: string;
  end_time: string;
  starts_at: Millis;
  room: string;
  capacity: number;
  /** Seats taken; only conditional updates change it (never above capacity). */
  booked: number;
  closed: 0 | 1;
  created_at: Millis;
}

interface InterviewSlotInterviewerTable {
  tenant_id: string;
  slot_id: string;
  operator_id: string;
  date: string;
}

export interface InterviewInvitationTable {
  id: string;
  tenant_id: string;
  arrangement_id: string;
  application_id: string;
  candidate_id: string;
  slot_id: string | null;
  /** BookingStatus of @ehire/domain/interviews/booking-status. */
  status: string;
  token_hash: string;
  /** .ics SEQUENCE: bumped by every change the candidate is told about. */
  sequence: number;
  /** Comma-separated channels chosen at invitation: email, sms. */
  channels: string;
  note: string;
  created_at: Millis;
  updated_at: Millis;
}

interface InterviewNoticeTable {
  id: string;
  tenant_id: string;
  invitation_id: string;
  /** invite | update | cancel | reminder */
  purpose: string;
  sequence: number;
  channel: 'email' | 'sms';
  recipient: string;
  /** sending (recorded, send under way or lost with its process) | sent | failed */
  status: string;
  error: string;
  created_at: Millis;
  updated_at: Millis;
}

interface InterviewEvaluationTable {
  id: string;
  tenant_id: string;
  invitation_id: string;
  interviewer_id: string;
  interviewer_name: string;
  score: number;
  comment: string;
  created_at: Millis;
  updated_at: Millis;
}

export interface InterviewTables {
  interview_site: InterviewSiteTable;
  interview_arrangement: InterviewArrangementTable;
  interview_slot: InterviewSlotTable;
  interview_slot_interviewer: InterviewSlotInterviewerTable;
  interview_invitation: InterviewInvitationTable;
  interview_notice: InterviewNoticeTable;
  interview_evaluation: InterviewEvaluationTable;
}
