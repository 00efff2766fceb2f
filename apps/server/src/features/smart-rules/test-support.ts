import type { SaveSmartRuleInput, SmartCondition } from '@ehire/domain/contracts/smart-rules';
import type { TestApp } from '../../test/harness';

// Helpers of the smart-rules tests: applications with chosen resume values, and rule bodies.

let seq = 0;

export interface AppOverrides {
  degree?: '大专' | '本科' | '硕士' | '博士';
  schoolLevel?: '985' | '211' | '双一流' | '其他' | '海外';
  graduationYear?: number;
  answers?: Record<string, unknown>;
  /** Position in the flow (1 = first step). */
  stepSort?: number;
}

/** A candidate, resume and application of the job at a step of its flow. */
export async function insertApplication(t: TestApp, jobId: string, o: AppOverrides = {}): Promise<string> {
  const job = await t.db
    .selectFrom('job')
    .select(['tenant_id', 'flow_id'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  const step = await t.db
    .selectFrom('flow_step')
    .select('id')
    .where('tenant_id', '=', job.tenant_id)
    .where('flow_id', '=', job.flow_id)
    .where('sort', '=', o.stepSort ?? 1)
    .executeTakeFirstOrThrow();
  seq++;
  const now = t.clock.now();
  const suffix = `${String(seq).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`;
  const candidateId = `cand-${suffix}`;
  const resumeId = `res-${suffix}`;
  const applicationId = `app-${suffix}`;
  await t.db
    .insertInto('candidate')
    .values({
      id: candidateId,
      tenant_id: job.tenant_id,
      name: `候选人${seq}`,
      gender: 1,
      mobile: `139${String(10_000_000 + seq * 7919).slice(-8)}`,
      email: '',
      id_number: null,
      birth_date: '2003-05-01',
      created_at: now,
    })
    .execute();
  await t.db
    .insertInto('resume')
    .values({
      id: resumeId,
      tenant_id: job.tenant_id,
      candidate_id: candidateId,
      school: '浙江大学',
      school_level: o.schoolLevel ?? '985',
      major: '计算机科学与技术',
      degree: o.degree ?? '本科',
      graduation_year: o.graduationYear ?? 2027,
      region: '浙江',
      source: '官网',
      answers_json: JSON.stringify(o.answers ?? {}),
      design_version: null,
      created_at: now,
      updated_at: now,
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
      applied_at: now,
      updated_at: now,
    })
    .execute();
  return applicationId;
}

export function cond(
  column: string,
  operator: number,
  action_value: (string | number)[],
  group_id: string | number = '1',
  module = 'education',
): SmartCondition {
  return { operator, field_values: ['jobs', module, column], data_type: '-1', action_value, group_id };
}

/** 学历 等于任一 硕士、博士 */
export const MASTER_OR_DOCTOR = cond('degree', 7, ['硕士', '博士']);
/** 院校层次 等于 985 */
export const SCHOOL_985 = cond('schoolLevel', 2, ['985']);

export function tagRule(
  name: string,
  labels: string[],
  conditions: SmartCondition[] = [MASTER_OR_DOCTOR],
): SaveSmartRuleInput {
  return { name, labels, rules: [{ conditions_json: conditions }] };
}

export async function stepsOfJob(
  t: TestApp,
  jobId: string,
): Promise<{ id: string; ivid: string; sort: number }[]> {
  const job = await t.db
    .selectFrom('job')
    .select(['tenant_id', 'flow_id'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return t.db
    .selectFrom('flow_step')
    .select(['id', 'ivid', 'sort'])
    .where('tenant_id', '=', job.tenant_id)
    .where('flow_id', '=', job.flow_id)
    .orderBy('sort')
    .execute();
}

export async function applicationState(
  t: TestApp,
  applicationId: string,
): Promise<{ stepId: string; score: number | null; labels: string[] }> {
  const row = await t.db
    .selectFrom('application')
    .select(['step_id', 'score'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const labels = await t.db
    .selectFrom('application_label')
    .select('label')
    .where('application_id', '=', applicationId)
    .orderBy('label')
    .execute();
  return {
    stepId: row.step_id,
    score: row.score === null ? null : Number(row.score),
    labels: labels.map((l) => l.label),
  };
}
