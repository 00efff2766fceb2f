import type { SaveSmartRuleInput, SmartCondition } from '@ehire/domain/contracts/smart-rules';
import type { TestApp } from '../../test/harness';

// Helpers of the smart-rules tests: rule bodies and what a rule did to an application
// (applications with chosen resume values come from jobs/test-support's insertApplication).

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
  t: Pick<TestApp, 'db'>,
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
