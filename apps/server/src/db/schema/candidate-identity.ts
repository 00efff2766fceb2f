import type { Generated } from 'kysely';
import type { Millis } from './core';

// Candidate sign-in on the careers site (migration 010).

export type CandidateChannel = 'mobile' | 'email';

/** A one-time code sent to a mobile number or an email address; only its HMAC is kept. */
export interface CandidateCodeTable {
  tenant_id: string;
  id: string;
  channel: CandidateChannel;
  address: string;
  code_hash: string;
  ip: string;
  tries: Generated<number>;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
}

/** A verified contact's session (the token's SHA-256), expiring and revocable. */
export interface CandidateSessionTable {
  tenant_id: string;
  id: string;
  token_hash: string;
  channel: CandidateChannel;
  address: string;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
}

/** What the outbox SMS provider recorded instead of sending (no SMS gateway configured). */
export interface SmsOutboxTable {
  tenant_id: string;
  id: string;
  mobile: string;
  text: string;
  purpose: string;
  created_at: Millis;
}

export interface CandidateIdentityTables {
  candidate_code: CandidateCodeTable;
  candidate_session: CandidateSessionTable;
  sms_outbox: SmsOutboxTable;
}
