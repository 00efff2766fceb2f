import { sql, type Kysely } from 'kysely';
import { dialectOf, MILLIS_TYPE } from '../dialect';
import { tenantOwned, tenantFk, type TableBuilder } from './table-helpers';

// Talent management and applying (issue 6): the activity history, comments and scores of an
// application, saved searches, resume attachments, how candidates identify without an account
// (a token per candidate) and the record of candidate merges on apply. Plus the indexes the
// talent list needs at 1,000,000 applications per tenant (bench/talent). Same rules as 001-003:
// tenant_id NOT NULL leading every primary key, foreign key and index.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

/** One row per application child (activity, comment, score): id, application, author, time. */
function applicationChild(db: Db, name: string): TableBuilder {
  return tenantFk(
    tenantOwned(db.schema.createTable(name), name)
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('application_id', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
      .addPrimaryKeyConstraint(`${name}_pkey`, ['tenant_id', 'id']),
    `${name}_application_fk`,
    'application_id',
    'application',
    'cascade',
  );
}

export async function up(db: Db): Promise<void> {
  const bytes = dialectOf(db) === 'postgres' ? sql`bytea` : sql`blob`;

  await applicationChild(db, 'application_activity')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('application_activity_app_idx')
    .on('application_activity')
    .columns(['tenant_id', 'application_id', 'created_at'])
    .execute();

  await applicationChild(db, 'application_comment')
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_comment_app_idx')
    .on('application_comment')
    .columns(['tenant_id', 'application_id', 'created_at'])
    .execute();

  await applicationChild(db, 'application_score')
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('application_score_app_idx')
    .on('application_score')
    .columns(['tenant_id', 'application_id', 'created_at'])
    .execute();

  await tenantOwned(db.schema.createTable('talent_saved_search'), 'talent_saved_search')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_global', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('query_json', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('talent_saved_search_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('talent_saved_search_owner_idx')
    .on('talent_saved_search')
    .columns(['tenant_id', 'owner_id'])
    .execute();

  await tenantFk(
    tenantOwned(db.schema.createTable('resume_attachment'), 'resume_attachment')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('resume_id', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', bytes, (c) => c.notNull())
      .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
      .addPrimaryKeyConstraint('resume_attachment_pkey', ['tenant_id', 'id']),
    'resume_attachment_resume_fk',
    'resume_id',
    'resume',
    'cascade',
  ).execute();
  await db.schema
    .createIndex('resume_attachment_resume_idx')
    .on('resume_attachment')
    .columns(['tenant_id', 'resume_id'])
    .execute();

  // A candidate has no account: the apply answer returns a token; its SHA-256 is kept here.
  await tenantFk(
    tenantOwned(db.schema.createTable('candidate_token'), 'candidate_token')
      .addColumn('candidate_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
      .addPrimaryKeyConstraint('candidate_token_pkey', ['tenant_id', 'candidate_id', 'token_hash']),
    'candidate_token_candidate_fk',
    'candidate_id',
    'candidate',
    'cascade',
  ).execute();

  // Applying again as a known person (same mobile, email or ID number) reuses the candidate.
  await tenantFk(
    tenantOwned(db.schema.createTable('candidate_merge'), 'candidate_merge')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('candidate_id', 'text', (c) => c.notNull())
      .addColumn('application_id', 'text', (c) => c.notNull())
      /** 'mobile' | 'email' | 'id_number', comma separated when several matched. */
      .addColumn('matched_by', 'text', (c) => c.notNull())
      /** JSON: the submitted identity values that differed from the stored candidate. */
      .addColumn('changes_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
      .addPrimaryKeyConstraint('candidate_merge_pkey', ['tenant_id', 'id']),
    'candidate_merge_candidate_fk',
    'candidate_id',
    'candidate',
    'cascade',
  ).execute();
  await db.schema
    .createIndex('candidate_merge_candidate_idx')
    .on('candidate_merge')
    .columns(['tenant_id', 'candidate_id'])
    .execute();

  // Dedup on apply looks candidates up by email and ID number as well as by mobile.
  await db.schema
    .createIndex('candidate_tenant_email_idx')
    .on('candidate')
    .columns(['tenant_id', 'email'])
    .execute();
  await db.schema
    .createIndex('candidate_tenant_id_number_idx')
    .on('candidate')
    .columns(['tenant_id', 'id_number'])
    .execute();

  // Talent list at scale: per-step counts by inbox status read this index alone (a covering
  // scan instead of the table), and the starred tab and job tab page by date from their own.
  await db.schema
    .createIndex('application_tenant_step_status_idx')
    .on('application')
    .columns(['tenant_id', 'step_id', 'inbox_status'])
    .execute();
  await db.schema
    .createIndex('application_tenant_job_applied_idx')
    .on('application')
    .columns(['tenant_id', 'job_id', 'applied_at'])
    .execute();
  await db.schema
    .createIndex('application_tenant_starred_applied_idx')
    .on('application')
    .columns(['tenant_id', 'is_starred', 'applied_at'])
    .execute();
  await createApplicationCounts(db);
}

/**
 * application_count: how many applications of a tenant sit in each (job, step, inbox status,
 * starred) cell, kept by triggers on application for every insert, update and delete (the seed's
 * bulk inserts and every feature's updates included), so the counts of an unfiltered talent list
 * are read from a few hundred rows instead of counting 1,000,000.
 */
async function createApplicationCounts(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('application_count'), 'application_count')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('step_id', 'text', (c) => c.notNull())
    .addColumn('inbox_status', 'text', (c) => c.notNull())
    .addColumn('is_starred', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_count_pkey', [
      'tenant_id',
      'job_id',
      'step_id',
      'inbox_status',
      'is_starred',
    ])
    .execute();
  const cell = (row: 'new' | 'old') =>
    sql.raw(`${row}.tenant_id, ${row}.job_id, ${row}.step_id, ${row}.inbox_status, ${row}.is_starred`);
  const add = (row: 'new' | 'old') =>
    sql`insert into application_count (tenant_id, job_id, step_id, inbox_status, is_starred, n)
      values (${cell(row)}, 1)
      on conflict (tenant_id, job_id, step_id, inbox_status, is_starred) do update set n = application_count.n + 1`;
  const remove = (row: 'new' | 'old') =>
    sql`update application_count set n = n - 1
      where tenant_id = ${sql.raw(`${row}.tenant_id`)} and job_id = ${sql.raw(`${row}.job_id`)}
        and step_id = ${sql.raw(`${row}.step_id`)} and inbox_status = ${sql.raw(`${row}.inbox_status`)}
        and is_starred = ${sql.raw(`${row}.is_starred`)}`;
  const changed = sql.raw(
    `old.job_id <> new.job_id or old.step_id <> new.step_id or old.inbox_status <> new.inbox_status or old.is_starred <> new.is_starred or old.tenant_id <> new.tenant_id`,
  );

  if (dialectOf(db) === 'postgres') {
    await sql`create function application_count_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' or tg_op = 'UPDATE' then
          if tg_op = 'UPDATE' then
            if not (${changed}) then return new; end if;
            ${remove('old')};
          end if;
          ${add('new')};
          return new;
        end if;
        ${remove('old')};
        return old;
      end $$`.execute(db);
    await sql`create trigger application_count_trg after insert or update or delete on application
      for each row execute function application_count_sync()`.execute(db);
  } else {
    await sql`create trigger application_count_ins after insert on application begin ${add('new')}; end`.execute(
      db,
    );
    await sql`create trigger application_count_del after delete on application begin ${remove('old')}; end`.execute(
      db,
    );
    await sql`create trigger application_count_upd after update of tenant_id, job_id, step_id, inbox_status, is_starred
      on application when ${changed} begin ${remove('old')}; ${add('new')}; end`.execute(db);
  }
  // Applications that exist already (a database migrated after seeding).
  await sql`insert into application_count (tenant_id, job_id, step_id, inbox_status, is_starred, n)
    select tenant_id, job_id, step_id, inbox_status, is_starred, count(*) from application
    group by tenant_id, job_id, step_id, inbox_status, is_starred`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists application_count_trg on application`.execute(db);
    await sql`drop function if exists application_count_sync()`.execute(db);
  } else {
    for (const trigger of ['application_count_ins', 'application_count_del', 'application_count_upd'])
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await db.schema.dropTable('application_count').ifExists().execute();
  for (const index of [
    'application_tenant_starred_applied_idx',
    'application_tenant_job_applied_idx',
    'application_tenant_step_status_idx',
    'candidate_tenant_id_number_idx',
    'candidate_tenant_email_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const table of [
    'candidate_merge',
    'candidate_token',
    'resume_attachment',
    'talent_saved_search',
    'application_score',
    'application_comment',
    'application_activity',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
