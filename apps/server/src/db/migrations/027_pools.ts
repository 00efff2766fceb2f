import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Talent pools around the talent list (issue 18): 历史人才库 (applications of closed seasons,
// moved out of `application` by the season-archive task) and the archive runs with their counts;
// 学校管理 (the schools a tenant recruits at, their contacts, responsible recruiters and campus
// events linked to jobs).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('history_application'), 'history_application')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('archive_id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'text', (c) => c.notNull())
    .addColumn('resume_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('step_id', 'text', (c) => c.notNull())
    .addColumn('step_name', 'text', (c) => c.notNull())
    .addColumn('inbox_status', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('degree', 'text', (c) => c.notNull())
    .addColumn('major', 'text', (c) => c.notNull())
    .addColumn('graduation_year', 'integer', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('applied_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('archived_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('history_application_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('history_application_season_idx')
    .on('history_application')
    .columns(['tenant_id', 'season', 'applied_at'])
    .execute();
  await db.schema
    .createIndex('history_application_candidate_idx')
    .on('history_application')
    .columns(['tenant_id', 'candidate_id'])
    .execute();

  await tenantOwned(db.schema.createTable('season_archive'), 'season_archive')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('before_count', 'integer', (c) => c.notNull())
    .addColumn('after_count', 'integer')
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('finished_at', MILLIS_TYPE)
    .addPrimaryKeyConstraint('season_archive_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('season_archive_season_idx')
    .on('season_archive')
    .columns(['tenant_id', 'season'])
    .execute();
  await createSchools(db);
  await createIntents(db);
}

/** 意向人才库: a candidate who registered interest without applying (issue 18 §1). */
async function createIntents(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('talent_intent'), 'talent_intent')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('major', 'text', (c) => c.notNull())
    .addColumn('degree', 'text', (c) => c.notNull())
    .addColumn('graduation_year', 'integer')
    .addColumn('job_id', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('invite_count', 'integer', (c) => c.notNull())
    .addColumn('invited_at', MILLIS_TYPE)
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('talent_intent_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('talent_intent_mobile_uq')
    .on('talent_intent')
    .columns(['tenant_id', 'mobile'])
    .unique()
    .execute();
}

async function createSchools(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('tenant_school'), 'tenant_school')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('tenant_school_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('tenant_school_name_uq')
    .on('tenant_school')
    .columns(['tenant_id', 'name'])
    .unique()
    .execute();
  await tenantOwned(db.schema.createTable('tenant_school_operator'), 'tenant_school_operator')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tenant_school_operator_pk', ['tenant_id', 'school_id', 'operator_id'])
    .execute();
  await tenantOwned(db.schema.createTable('school_contact'), 'school_contact')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('school_contact_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('school_contact_school_idx')
    .on('school_contact')
    .columns(['tenant_id', 'school_id'])
    .execute();
  await tenantOwned(db.schema.createTable('campus_event'), 'campus_event')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('campus_event_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('campus_event_school_idx')
    .on('campus_event')
    .columns(['tenant_id', 'school_id'])
    .execute();
  await db.schema
    .createIndex('campus_event_date_idx')
    .on('campus_event')
    .columns(['tenant_id', 'end_date'])
    .execute();
  await tenantOwned(db.schema.createTable('campus_event_job'), 'campus_event_job')
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('campus_event_job_pk', ['tenant_id', 'event_id', 'job_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'campus_event_job',
    'campus_event',
    'school_contact',
    'tenant_school_operator',
    'tenant_school',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable('season_archive').execute();
  await db.schema.dropTable('history_application').execute();
}
