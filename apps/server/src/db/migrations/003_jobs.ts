import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned, tenantFk } from './table-helpers';

// Job management (issue 5): the rest of the D1 §3 job record on `job`, its label and welfare
// child tables, work addresses, forbidden words (tenant and provider), internal referral and
// delivery settings. Same rules as 001/002: tenant_id NOT NULL leading every primary key, foreign
// key and index of a tenant table; ids and timestamps come from code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

/** Columns added to `job`; every one has a default or is nullable, so 002's inserts stay valid. */
const JOB_COLUMNS: ReadonlyArray<
  [string, 'text' | 'integer' | 'double precision' | typeof MILLIS_TYPE, unknown]
> = [
  ['work_area', 'text', ''],
  ['address_id', 'text', ''],
  ['lon', 'double precision', null],
  ['lat', 'double precision', null],
  ['salary_factor', 'integer', 0],
  ['work_year_down', 'integer', 0],
  ['work_year_up', 'integer', 0],
  ['major1', 'text', ''],
  ['major2', 'text', ''],
  ['is_hot', 'integer', 0],
  ['recommend_status', 'integer', null],
  ['deleted_at', MILLIS_TYPE, null],
  ['submitted_at', MILLIS_TYPE, null],
  ['published_at', MILLIS_TYPE, null],
  ['quota_consumed', 'integer', 0],
  ['created_by', 'text', ''],
];

export async function up(db: Db): Promise<void> {
  for (const [name, type, defaultValue] of JOB_COLUMNS) {
    await db.schema
      .alterTable('job')
      .addColumn(name, type, (c) => (defaultValue === null ? c : c.notNull().defaultTo(defaultValue)))
      .execute();
  }

  let label = tenantOwned(db.schema.createTable('job_label'), 'job_label')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_label_pkey', ['tenant_id', 'job_id', 'label']);
  label = tenantFk(label, 'job_label_job_fk', 'job_id', 'job', 'cascade');
  await label.execute();

  let welfare = tenantOwned(db.schema.createTable('job_welfare'), 'job_welfare')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('welfare', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_welfare_pkey', ['tenant_id', 'job_id', 'welfare']);
  welfare = tenantFk(welfare, 'job_welfare_job_fk', 'job_id', 'job', 'cascade');
  await welfare.execute();

  await tenantOwned(db.schema.createTable('job_address'), 'job_address')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lon', 'double precision')
    .addColumn('lat', 'double precision')
    .addColumn('is_common', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('job_address_pkey', ['tenant_id', 'id'])
    .execute();

  await tenantOwned(db.schema.createTable('forbidden_word'), 'forbidden_word')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('word_key', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('forbidden_word_pkey', ['tenant_id', 'id'])
    .execute();
  // A word is listed once per tenant, whatever the case of its Latin letters.
  await db.schema
    .createIndex('forbidden_word_tenant_key_uq')
    .on('forbidden_word')
    .columns(['tenant_id', 'word_key'])
    .unique()
    .execute();

  await tenantOwned(db.schema.createTable('forbidden_word_version'), 'forbidden_word_version')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('forbidden_word_version_pkey', ['tenant_id'])
    .execute();

  await db.schema
    .createTable('provider_forbidden_word')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('word_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('provider_forbidden_word_version')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();

  await tenantOwned(db.schema.createTable('referral_staff'), 'referral_staff')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('employee_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_staff_pkey', ['tenant_id', 'id'])
    .execute();
  // The careers site resolves ?ref=code within the tenant of the page.
  await db.schema
    .createIndex('referral_staff_tenant_code_uq')
    .on('referral_staff')
    .columns(['tenant_id', 'code'])
    .unique()
    .execute();
  // One staff record per person (mobile) per tenant: an import run twice adds nobody twice.
  await db.schema
    .createIndex('referral_staff_tenant_mobile_uq')
    .on('referral_staff')
    .columns(['tenant_id', 'mobile'])
    .unique()
    .execute();

  await tenantOwned(db.schema.createTable('referral_setting'), 'referral_setting')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('protect_days', 'integer', (c) => c.notNull())
    .addColumn('show_referrer', 'integer', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_setting_pkey', ['tenant_id'])
    .execute();

  let referral = tenantOwned(db.schema.createTable('referral'), 'referral')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_pkey', ['tenant_id', 'id']);
  referral = tenantFk(referral, 'referral_staff_fk', 'staff_id', 'referral_staff');
  referral = tenantFk(referral, 'referral_application_fk', 'application_id', 'application', 'cascade');
  await referral.execute();
  // An application is referred at most once.
  await db.schema
    .createIndex('referral_tenant_application_uq')
    .on('referral')
    .columns(['tenant_id', 'application_id'])
    .unique()
    .execute();
  // The referred list per staff member, newest first, and the referred count per staff member.
  await db.schema
    .createIndex('referral_tenant_staff_idx')
    .on('referral')
    .columns(['tenant_id', 'staff_id', 'created_at'])
    .execute();
  // The protection period looks up a candidate's earlier referrals.
  await db.schema
    .createIndex('referral_tenant_candidate_idx')
    .on('referral')
    .columns(['tenant_id', 'candidate_id', 'created_at'])
    .execute();

  let delivery = tenantOwned(db.schema.createTable('delivery_setting'), 'delivery_setting')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_setting_pkey', ['tenant_id', 'id']);
  delivery = tenantFk(delivery, 'delivery_setting_job_fk', 'job_id', 'job', 'cascade');
  await delivery.execute();
  await db.schema
    .createIndex('delivery_setting_tenant_job_uq')
    .on('delivery_setting')
    .columns(['tenant_id', 'job_id'])
    .unique()
    .execute();

  let deliveryLog = tenantOwned(db.schema.createTable('delivery_log'), 'delivery_log')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_log_pkey', ['tenant_id', 'id']);
  deliveryLog = tenantFk(
    deliveryLog,
    'delivery_log_application_fk',
    'application_id',
    'application',
    'cascade',
  );
  await deliveryLog.execute();
  await db.schema
    .createIndex('delivery_log_tenant_application_idx')
    .on('delivery_log')
    .columns(['tenant_id', 'application_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'delivery_log',
    'delivery_setting',
    'referral',
    'referral_setting',
    'referral_staff',
    'provider_forbidden_word_version',
    'provider_forbidden_word',
    'forbidden_word_version',
    'forbidden_word',
    'job_address',
    'job_welfare',
    'job_label',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const [name] of [...JOB_COLUMNS].reverse()) {
    await db.schema.alterTable('job').dropColumn(name).execute();
  }
}
