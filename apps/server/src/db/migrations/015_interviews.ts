import { sql, type Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantFk, tenantOwned } from './table-helpers';

// Interviews (issue 15): sites, arrangements, slots with their interviewers, invitations (one
// per candidate and arrangement, holding the booking), the per-recipient send record of
// invitation notices, and interviewers' evaluations.
// Capacity is kept by slot.booked, changed only by conditional updates (booked < capacity), so
// concurrent bookings never exceed it on either database. Rooms are a JSON array on the site:
// nothing filters on them; slots copy the room name they use.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('interview_site'), 'interview_site')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('rooms_json', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('map_link', 'text', (c) => c.notNull())
    .addColumn('room_link', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('host_code', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_site_pkey', ['tenant_id', 'id'])
    .execute();

  let arrangement = tenantOwned(db.schema.createTable('interview_arrangement'), 'interview_arrangement')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('round', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('cut_off_hours', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_arrangement_pkey', ['tenant_id', 'id']);
  arrangement = tenantFk(arrangement, 'interview_arrangement_job_fk', 'job_id', 'job', 'cascade');
  arrangement = tenantFk(arrangement, 'interview_arrangement_site_fk', 'site_id', 'interview_site');
  await arrangement.execute();
  await db.schema
    .createIndex('interview_arrangement_job_idx')
    .on('interview_arrangement')
    .columns(['tenant_id', 'job_id'])
    .execute();

  let slot = tenantOwned(db.schema.createTable('interview_slot'), 'interview_slot')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('arrangement_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('starts_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull())
    .addColumn('closed', 'integer', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_slot_pkey', ['tenant_id', 'id'])
    .addCheckConstraint('interview_slot_capacity_check', sql`booked >= 0 and booked <= capacity`);
  slot = tenantFk(
    slot,
    'interview_slot_arrangement_fk',
    'arrangement_id',
    'interview_arrangement',
    'cascade',
  );
  await slot.execute();
  await db.schema
    .createIndex('interview_slot_arrangement_idx')
    .on('interview_slot')
    .columns(['tenant_id', 'arrangement_id', 'date'])
    .execute();
  await db.schema
    .createIndex('interview_slot_date_idx')
    .on('interview_slot')
    .columns(['tenant_id', 'date'])
    .execute();

  let interviewer = tenantOwned(
    db.schema.createTable('interview_slot_interviewer'),
    'interview_slot_interviewer',
  )
    .addColumn('slot_id', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_slot_interviewer_pkey', ['tenant_id', 'slot_id', 'operator_id']);
  interviewer = tenantFk(
    interviewer,
    'interview_slot_interviewer_slot_fk',
    'slot_id',
    'interview_slot',
    'cascade',
  );
  await interviewer.execute();
  await db.schema
    .createIndex('interview_slot_interviewer_operator_idx')
    .on('interview_slot_interviewer')
    .columns(['tenant_id', 'operator_id', 'date'])
    .execute();

  let invitation = tenantOwned(db.schema.createTable('interview_invitation'), 'interview_invitation')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('arrangement_id', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'text', (c) => c.notNull())
    .addColumn('slot_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_invitation_pkey', ['tenant_id', 'id']);
  invitation = tenantFk(
    invitation,
    'interview_invitation_arrangement_fk',
    'arrangement_id',
    'interview_arrangement',
    'cascade',
  );
  invitation = tenantFk(
    invitation,
    'interview_invitation_application_fk',
    'application_id',
    'application',
    'cascade',
  );
  await invitation.execute();
  await db.schema
    .createIndex('interview_invitation_unique_idx')
    .unique()
    .on('interview_invitation')
    .columns(['tenant_id', 'arrangement_id', 'application_id'])
    .execute();
  await db.schema
    .createIndex('interview_invitation_application_idx')
    .on('interview_invitation')
    .columns(['tenant_id', 'application_id'])
    .execute();
  await db.schema
    .createIndex('interview_invitation_slot_idx')
    .on('interview_invitation')
    .columns(['tenant_id', 'slot_id'])
    .execute();
  // Candidate links carry the token; its hash finds the invitation (tokens are random, 32 bytes).
  await db.schema
    .createIndex('interview_invitation_token_idx')
    .unique()
    .on('interview_invitation')
    .columns(['tenant_id', 'token_hash'])
    .execute();

  await tenantOwned(db.schema.createTable('interview_notice'), 'interview_notice')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('invitation_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_notice_pkey', ['tenant_id', 'id'])
    .execute();
  // One send per (invitation, purpose, version, channel, recipient): a retried task never sends twice.
  await db.schema
    .createIndex('interview_notice_once_idx')
    .unique()
    .on('interview_notice')
    .columns(['tenant_id', 'invitation_id', 'purpose', 'sequence', 'channel', 'recipient'])
    .execute();

  let evaluation = tenantOwned(db.schema.createTable('interview_evaluation'), 'interview_evaluation')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('invitation_id', 'text', (c) => c.notNull())
    .addColumn('interviewer_id', 'text', (c) => c.notNull())
    .addColumn('interviewer_name', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_evaluation_pkey', ['tenant_id', 'id']);
  evaluation = tenantFk(
    evaluation,
    'interview_evaluation_invitation_fk',
    'invitation_id',
    'interview_invitation',
    'cascade',
  );
  await evaluation.execute();
  await db.schema
    .createIndex('interview_evaluation_once_idx')
    .unique()
    .on('interview_evaluation')
    .columns(['tenant_id', 'invitation_id', 'interviewer_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'interview_evaluation',
    'interview_notice',
    'interview_invitation',
    'interview_slot_interviewer',
    'interview_slot',
    'interview_arrangement',
    'interview_site',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
