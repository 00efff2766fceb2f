import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Core tables of schema/core.ts. Tenant-owned tables carry a NOT NULL tenant_id that leads the
// primary key and every index (Citus can later distribute them by tenant_id, and every query
// filters by it first). Ids are generated in code; timestamps are epoch milliseconds.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('tenant')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('member_name', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('customer_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('logo_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ctm_expire_date', 'text', (c) => c.notNull())
    .addColumn('is_cloud', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_interview', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_hide_zone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_use_new_ehire_plus', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remain_job_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sms_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interview_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .execute();

  await tenantOwned(db.schema.createTable('customer_status'), 'customer_status')
    .addColumn('frozen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('freeze_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('real_name_status', 'text', (c) => c.notNull().defaultTo('verified'))
    .addColumn('statement_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('statement_confirmed_at', MILLIS_TYPE)
    .addColumn('statement_confirmed_by', 'text')
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_status_pkey', ['tenant_id'])
    .execute();

  await tenantOwned(db.schema.createTable('organization'), 'organization')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('organization_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('organization_parent_fk', ['tenant_id', 'parent_id'], 'organization', [
      'tenant_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('organization_tenant_parent_idx')
    .on('organization')
    .columns(['tenant_id', 'parent_id', 'sort'])
    .execute();

  await tenantOwned(db.schema.createTable('project'), 'project')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('project_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('project_organization_fk', ['tenant_id', 'organization_id'], 'organization', [
      'tenant_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('project_tenant_sort_idx')
    .on('project')
    .columns(['tenant_id', 'sort'])
    .execute();

  await tenantOwned(db.schema.createTable('role'), 'role')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('role_pkey', ['tenant_id', 'id'])
    .execute();

  await tenantOwned(db.schema.createTable('role_permission'), 'role_permission')
    .addColumn('role_id', 'text', (c) => c.notNull())
    .addColumn('auth_key', 'text', (c) => c.notNull())
    .addColumn('auth_value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_permission_pkey', ['tenant_id', 'role_id', 'auth_key'])
    .addForeignKeyConstraint(
      'role_permission_role_fk',
      ['tenant_id', 'role_id'],
      'role',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await tenantOwned(db.schema.createTable('operator'), 'operator')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'text', (c) => c.notNull())
    .addColumn('current_project_id', 'text')
    .addColumn('is_talent_pack', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('password_changed_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('operator_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('operator_role_fk', ['tenant_id', 'role_id'], 'role', ['tenant_id', 'id'])
    .addForeignKeyConstraint('operator_project_fk', ['tenant_id', 'current_project_id'], 'project', [
      'tenant_id',
      'id',
    ])
    .execute();
  // Usernames are stored lower-case, so this also makes them unique case-insensitively.
  await db.schema
    .createIndex('operator_tenant_username_uq')
    .on('operator')
    .columns(['tenant_id', 'username'])
    .unique()
    .execute();
  await db.schema
    .createIndex('operator_tenant_role_idx')
    .on('operator')
    .columns(['tenant_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('principal_kind', 'text', (c) => c.notNull())
    .addColumn('principal_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text')
    .addColumn('project_id', 'text')
    .addColumn('sign_key', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('last_seen_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('expires_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('revoked_at', MILLIS_TYPE)
    .execute();
  await db.schema
    .createIndex('session_principal_idx')
    .on('session')
    .columns(['principal_kind', 'principal_id'])
    .execute();
  await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('used_at', MILLIS_TYPE)
    .execute();
  await db.schema.createIndex('captcha_expires_idx').on('captcha').column('expires_at').execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempt_account_idx')
    .on('login_attempt')
    .columns(['account_key', 'created_at'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('tenant_id', 'text')
    .addColumn('principal_kind', 'text', (c) => c.notNull())
    .addColumn('principal_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_tenant_created_idx')
    .on('audit_log')
    .columns(['tenant_id', 'created_at'])
    .execute();

  await tenantOwned(db.schema.createTable('page_view'), 'page_view')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('prev_url', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('page_view_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('page_view_tenant_operator_idx')
    .on('page_view')
    .columns(['tenant_id', 'operator_id', 'created_at'])
    .execute();

  await tenantOwned(db.schema.createTable('notice_message'), 'notice_message')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('read_at', MILLIS_TYPE)
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_message_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'notice_message_operator_fk',
      ['tenant_id', 'operator_id'],
      'operator',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('notice_message_tenant_operator_idx')
    .on('notice_message')
    .columns(['tenant_id', 'operator_id', 'read_at'])
    .execute();

  await db.schema
    .createTable('provider_staff')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sign_nonce')
    .addColumn('sign', 'text', (c) => c.primaryKey().notNull())
    .addColumn('expires_at', MILLIS_TYPE, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_nonce_expires_idx').on('sign_nonce').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'sign_nonce',
    'provider_staff',
    'notice_message',
    'page_view',
    'audit_log',
    'login_attempt',
    'captcha',
    'session',
    'operator',
    'role_permission',
    'role',
    'project',
    'organization',
    'customer_status',
    'tenant',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
