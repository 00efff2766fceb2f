import type { JobOptions, SaveJobAnswer, SaveJobFormValues } from '@ehire/domain/contracts/jobs';
import { applyTestDesign } from '@ehire/domain/apply/test-support/answers';
import { refreshTalentSearch } from '../../db/talent-search';
import type { TestApp } from '../../test/harness';

// Helpers shared by the job-management test files: a valid job form and the calls that put a
// job into a given status through the API (create, submit, approve in /ops).

export interface JobTestContext {
  t: TestApp;
  admin: string;
  viewer: string;
  ops: string;
  orgId: string;
}

export async function jobTestContext(t: TestApp): Promise<JobTestContext> {
  const admin = (await t.login('demo', 'admin')).token;
  const viewer = (await t.login('demo', 'viewer')).token;
  const ops = await t.opsLogin();
  const options = await t.call<JobOptions>('GET', '/api/biz/jobs/options', { token: admin });
  const orgId = options.body.data.organizations[1]?.id ?? options.body.data.organizations[0].id;
  return { t, admin, viewer, ops, orgId };
}

export function jobForm(orgId: string, overrides: Partial<SaveJobFormValues> = {}): SaveJobFormValues {
  return {
    CJobName: 'Java开发工程师',
    EJobName: 'Java Developer',
    OrgID: orgId,
    FuncType1: '01',
    JobArea: '杭州',
    WorkArea: '西湖区',
    WorkAddress: '杭州市西湖区文三路 90 号',
    lon: 120.13,
    lat: 30.28,
    JobNum: 5,
    JobSalaryDown: 15000,
    JobSalaryUp: 25000,
    SalaryType: 1,
    SalayFactor: 14,
    IsHideSalaryChecked: false,
    DegreeFrom: '本科',
    WorkYearDown: 0,
    WorkYearUp: 3,
    Major1: '计算机科学与技术',
    Major2: '软件工程',
    CJobInfo: '负责核心交易系统的设计与开发。',
    EJobInfo: 'Build the core trading system.',
    ValidDate: '2099-12-31',
    JobLabel: ['双休', '导师制'],
    JobWelf: ['五险一金', '年终奖'],
    Term: 1,
    ...overrides,
  };
}

export async function createJob(
  c: JobTestContext,
  overrides: Partial<SaveJobFormValues> = {},
): Promise<string> {
  const result = await c.t.call<SaveJobAnswer>('POST', '/api/biz/jobs', {
    token: c.admin,
    body: jobForm(c.orgId, overrides),
  });
  if (result.body.code !== 200) throw new Error(`create failed: ${JSON.stringify(result.body)}`);
  return result.body.data.ehireJobID;
}

/** Create, submit and approve: a job in status 24. */
export async function publishedJob(
  c: JobTestContext,
  overrides: Partial<SaveJobFormValues> = {},
): Promise<string> {
  const id = await createJob(c, { ...overrides, submit: true });
  const approved = await c.t.call('POST', `/api/ops/jobs/${id}/approve`, { token: c.ops });
  if (approved.body.code !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  return id;
}

export async function tenantIdOf(t: TestApp, member: string): Promise<string> {
  const row = await t.db
    .selectFrom('tenant')
    .select('id')
    .where('member_name', '=', member)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setRemainJobCount(t: TestApp, member: string, count: number): Promise<void> {
  await t.db
    .updateTable('tenant')
    .set({ remain_job_count: count })
    .where('member_name', '=', member)
    .execute();
}

/** Puts a job straight into a status (for table-driven transition tests). */
export async function forceStatus(
  t: TestApp,
  jobId: string,
  status: '24' | '02' | '26' | '22' | '20',
): Promise<void> {
  await t.db.updateTable('job').set({ status, quota_consumed: 1 }).where('id', '=', jobId).execute();
}

/** What a test chooses of an inserted application; the rest is a plain 本科 985 resume. */
export interface ApplicationOverrides {
  name?: string;
  /** Unique per tenant; a fresh number when absent. */
  mobile?: string;
  email?: string;
  answers?: Record<string, unknown>;
  degree?: '大专' | '本科' | '硕士' | '博士';
  schoolLevel?: '985' | '211' | '双一流' | '其他' | '海外';
  graduationYear?: number;
  /** 生源地 (a province of DD_REGION); 浙江 when absent. */
  region?: string;
  /** Position in the job's flow (1 = first step); the first step when absent. */
  stepSort?: number;
}

let applicationSeq = 0;

/** The job's flow and the sort of its first interview step (ivType 3), for insertApplication's stepSort. */
export async function interviewStepOf(t: TestApp, jobId: string): Promise<{ flowId: string; sort: number }> {
  const step = await t.db
    .selectFrom('job')
    .innerJoin('flow_step', (join) =>
      join.onRef('flow_step.tenant_id', '=', 'job.tenant_id').onRef('flow_step.flow_id', '=', 'job.flow_id'),
    )
    .select(['job.flow_id as flowId', 'flow_step.sort as sort'])
    .where('job.id', '=', jobId)
    .where('flow_step.iv_type', '=', 3)
    .orderBy('flow_step.sort')
    .executeTakeFirstOrThrow();
  return step;
}

/**
 * An application written straight to the tables (no apply request): a candidate, a resume and
 * an application at a step of the job's flow.
 */
export async function insertApplication(
  t: TestApp,
  jobId: string,
  person: ApplicationOverrides = {},
  appliedAt: number = t.clock.now(),
): Promise<{ applicationId: string; candidateId: string; tenantId: string }> {
  const job = await t.db
    .selectFrom('job')
    .select(['tenant_id', 'flow_id'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  let steps = t.db
    .selectFrom('flow_step')
    .select('id')
    .where('tenant_id', '=', job.tenant_id)
    .where('flow_id', '=', job.flow_id);
  if (person.stepSort !== undefined) steps = steps.where('sort', '=', person.stepSort);
  const step = await steps.orderBy('sort').executeTakeFirstOrThrow();
  const seq = ++applicationSeq;
  const suffix = `${appliedAt}-${Math.random().toString(36).slice(2, 8)}`;
  const candidateId = `cand-${suffix}`;
  const resumeId = `res-${suffix}`;
  const applicationId = `app-${suffix}`;
  await t.db
    .insertInto('candidate')
    .values({
      id: candidateId,
      tenant_id: job.tenant_id,
      name: person.name ?? `候选人${seq}`,
      gender: 1,
      mobile: person.mobile ?? `139${String(10_000_000 + seq * 7919).slice(-8)}`,
      email: person.email ?? '',
      id_number: null,
      birth_date: '2003-05-01',
      created_at: appliedAt,
    })
    .execute();
  await t.db
    .insertInto('resume')
    .values({
      id: resumeId,
      tenant_id: job.tenant_id,
      candidate_id: candidateId,
      school: '浙江大学',
      school_level: person.schoolLevel ?? '985',
      major: '计算机科学与技术',
      degree: person.degree ?? '本科',
      graduation_year: person.graduationYear ?? 2027,
      region: person.region ?? '浙江',
      source: '官网',
      answers_json: JSON.stringify(person.answers ?? {}),
      design_version: null,
      created_at: appliedAt,
      updated_at: appliedAt,
    })
    .execute();
  await t.db
    .insertInto('application')
    .values({
      id: applicationId,
      tenant_id: job.tenant_id,
      candidate_id: candidateId,
      resume_id: resumeId,
      job_id: jobId,
      flow_id: job.flow_id,
      step_id: step.id,
      inbox_status: '00',
      score: null,
      is_starred: 0,
      applied_at: appliedAt,
      updated_at: appliedAt,
    })
    .execute();
  await refreshTalentSearch(t.db, job.tenant_id, [candidateId]);
  return { applicationId, candidateId, tenantId: job.tenant_id };
}

/**
 * Publishes the default design with only what an application needs required (applyTestDesign),
 * so an apply's answers may leave out the email, ID number and birth date; t.applyAs builds its
 * answers (the design's own checks are tested in features/apply).
 */
export async function publishApplyDesign(t: TestApp, tenantId: string, version = 9999): Promise<void> {
  await t.db
    .insertInto('resume_design_version')
    .values({
      tenant_id: tenantId,
      version,
      modules_json: JSON.stringify(applyTestDesign()),
      task_id: null,
      published_at: t.clock.now(),
      published_by: '',
    })
    .execute();
}
