import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Candidate identity on the careers site (issue 11): a candidate proves they own a mobile number
// or an email address with a one-time code and gets a session; knowing a number is no longer a
// credential.
//
// - candidate_code: each code sent (only an HMAC of it is kept), with its tries and its use, so
//   life, single use, tries, resend interval and per-number / per-IP limits are all read from it.
// - candidate_session: a verified contact (channel + address) of one tenant; the token's SHA-256,
//   an absolute expiry, revoked on sign-out.
// - application.applicant_contact: which verified contact submitted the application. A candidate
//   sees and withdraws exactly the applications their contact submitted, whatever candidate
//   record the recruiter-side dedup merged them into. Applications from before this change (or
//   created by a recruiter) have none; those belong to the owner of the candidate's stored mobile.
// - candidate_token (006) goes: its tokens were handed to whoever knew the mobile number.
//
// login_attempt gets an index by account and source: console logins are throttled per both.
//
// sms_outbox: what the default SMS provider "sends" (no SMS gateway configured): the record of
// each message, so operators and tests can read what a real gateway would have delivered.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('candidate_code'), 'candidate_code')
    .addColumn('id', 'text', (c) => c.notNull())
    /** 'mobile' | 'email' */
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('expires_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('used_at', MILLIS_TYPE)
    .addPrimaryKeyConstraint('candidate_code_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('candidate_code_address_idx')
    .on('candidate_code')
    .columns(['tenant_id', 'channel', 'address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('candidate_code_ip_idx')
    .on('candidate_code')
    .columns(['tenant_id', 'ip', 'created_at'])
    .execute();

  await tenantOwned(db.schema.createTable('candidate_session'), 'candidate_session')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('expires_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('revoked_at', MILLIS_TYPE)
    .addPrimaryKeyConstraint('candidate_session_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('candidate_session_token_uq')
    .on('candidate_session')
    .columns(['tenant_id', 'token_hash'])
    .unique()
    .execute();

  await db.schema.alterTable('application').addColumn('applicant_contact', 'text').execute();
  // The form's submit key: a retried submit (its answer lost) gets the application it made.
  await db.schema.alterTable('application').addColumn('submit_key', 'text').execute();
  await db.schema
    .createIndex('application_tenant_applicant_idx')
    .on('application')
    .columns(['tenant_id', 'applicant_contact'])
    .execute();

  await db.schema.dropTable('candidate_token').ifExists().execute();

  // Console logins are throttled per account and source address (platform/login-guard).
  await db.schema
    .createIndex('login_attempt_account_ip_idx')
    .on('login_attempt')
    .columns(['account_key', 'ip', 'created_at'])
    .execute();

  await tenantOwned(db.schema.createTable('sms_outbox'), 'sms_outbox')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    /** What the message is for: 'candidate-code', later the notices' kinds. */
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('sms_outbox_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('sms_outbox_mobile_idx')
    .on('sms_outbox')
    .columns(['tenant_id', 'mobile', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sms_outbox').ifExists().execute();
  await db.schema.dropIndex('login_attempt_account_ip_idx').ifExists().execute();
  await db.schema.dropIndex('application_tenant_applicant_idx').ifExists().execute();
  await db.schema.alterTable('application').dropColumn('submit_key').execute();
  await db.schema.alterTable('application').dropColumn('applicant_contact').execute();
  await db.schema.dropTable('candidate_session').ifExists().execute();
  await db.schema.dropTable('candidate_code').ifExists().execute();
}
