import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned, tenantFk } from './table-helpers';

// Hiring core tables of schema/hiring.ts: flows and their steps, jobs, candidates, resumes,
// applications and their labels. Same rules as 001_core: tenant_id NOT NULL, leading the primary
// key, every foreign key and every index, so each lookup stays inside one tenant (and Citus can
// later co-locate the tables by tenant_id).
//
// Foreign keys whose parent rows may be deleted one by one (candidate, resume, job, application)
// have a child index starting with the same columns: without it SQLite scans the whole child
// table for every deleted parent row. Flow, step, organisation and project parents are few and
// rarely deleted, so their child columns are not indexed just for that.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('flow'), 'flow')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('flow_pkey', ['tenant_id', 'id'])
    .execute();

  let flowStep = tenantOwned(db.schema.createTable('flow_step'), 'flow_step')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('ivid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('iv_type', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('flow_step_pkey', ['tenant_id', 'id']);
  flowStep = tenantFk(flowStep, 'flow_step_flow_fk', 'flow_id', 'flow', 'cascade');
  await flowStep.execute();
  // ivid is what links and the flow API carry, so it must name one step within the tenant.
  await db.schema
    .createIndex('flow_step_tenant_ivid_uq')
    .on('flow_step')
    .columns(['tenant_id', 'ivid'])
    .unique()
    .execute();
  await db.schema
    .createIndex('flow_step_tenant_flow_sort_idx')
    .on('flow_step')
    .columns(['tenant_id', 'flow_id', 'sort'])
    .execute();

  let job = tenantOwned(db.schema.createTable('job'), 'job')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text')
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('func_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job_area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('work_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('degree_from', 'text', (c) => c.notNull().defaultTo('不限'))
    .addColumn('salary_down', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('salary_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('salary_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_hide_salary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_date', 'text', (c) => c.notNull())
    .addColumn('term', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('info_cn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('info_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('job_pkey', ['tenant_id', 'id']);
  job = tenantFk(job, 'job_organization_fk', 'organization_id', 'organization');
  job = tenantFk(job, 'job_project_fk', 'project_id', 'project');
  job = tenantFk(job, 'job_flow_fk', 'flow_id', 'flow');
  await job.execute();
  // The job list filters by status (/jobList?jobstatus=24) and shows the manual order.
  await db.schema
    .createIndex('job_tenant_status_sort_idx')
    .on('job')
    .columns(['tenant_id', 'status', 'sort'])
    .execute();

  await tenantOwned(db.schema.createTable('candidate'), 'candidate')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_number', 'text')
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('candidate_pkey', ['tenant_id', 'id'])
    .execute();
  // The mobile number identifies a person within a tenant: a second application by the same
  // number is the same candidate.
  await db.schema
    .createIndex('candidate_tenant_mobile_uq')
    .on('candidate')
    .columns(['tenant_id', 'mobile'])
    .unique()
    .execute();

  let resume = tenantOwned(db.schema.createTable('resume'), 'resume')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'text', (c) => c.notNull())
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('school_level', 'text', (c) => c.notNull())
    .addColumn('major', 'text', (c) => c.notNull())
    .addColumn('degree', 'text', (c) => c.notNull())
    .addColumn('graduation_year', 'integer', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('design_version', 'integer')
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('resume_pkey', ['tenant_id', 'id']);
  resume = tenantFk(resume, 'resume_candidate_fk', 'candidate_id', 'candidate', 'cascade');
  await resume.execute();
  await db.schema
    .createIndex('resume_tenant_candidate_idx')
    .on('resume')
    .columns(['tenant_id', 'candidate_id'])
    .execute();

  let application = tenantOwned(db.schema.createTable('application'), 'application')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'text', (c) => c.notNull())
    .addColumn('resume_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('step_id', 'text', (c) => c.notNull())
    .addColumn('inbox_status', 'text', (c) => c.notNull().defaultTo('00'))
    .addColumn('score', 'double precision')
    .addColumn('is_starred', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('applied_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('application_pkey', ['tenant_id', 'id']);
  application = tenantFk(application, 'application_candidate_fk', 'candidate_id', 'candidate', 'cascade');
  application = tenantFk(application, 'application_resume_fk', 'resume_id', 'resume', 'cascade');
  application = tenantFk(application, 'application_job_fk', 'job_id', 'job');
  application = tenantFk(application, 'application_flow_fk', 'flow_id', 'flow');
  application = tenantFk(application, 'application_step_fk', 'step_id', 'flow_step');
  await application.execute();
  // The talent list: one job (or all), one step, one inbox status, newest first.
  await db.schema
    .createIndex('application_talent_idx')
    .on('application')
    .columns(['tenant_id', 'job_id', 'step_id', 'inbox_status', 'applied_at desc'])
    .execute();
  // Lists and statistics across all jobs by application date.
  await db.schema
    .createIndex('application_tenant_applied_idx')
    .on('application')
    .columns(['tenant_id', 'applied_at'])
    .execute();
  // A candidate applies to a job once; the same index finds all applications of a candidate.
  await db.schema
    .createIndex('application_tenant_candidate_job_uq')
    .on('application')
    .columns(['tenant_id', 'candidate_id', 'job_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('application_tenant_resume_idx')
    .on('application')
    .columns(['tenant_id', 'resume_id'])
    .execute();

  let label = tenantOwned(db.schema.createTable('application_label'), 'application_label')
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_label_pkey', ['tenant_id', 'application_id', 'label']);
  label = tenantFk(label, 'application_label_application_fk', 'application_id', 'application', 'cascade');
  await label.execute();
  // Filtering the talent list by label goes from the label to its applications.
  await db.schema
    .createIndex('application_label_tenant_label_idx')
    .on('application_label')
    .columns(['tenant_id', 'label', 'application_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'application_label',
    'application',
    'resume',
    'candidate',
    'job',
    'flow_step',
    'flow',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
