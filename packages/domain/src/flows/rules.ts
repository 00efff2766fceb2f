import { isStageType, STAGE, STAGE_LABEL, type StageType } from '../codes/stages';

// Hiring flows (流程管理, issue 6 §1): what a tenant's flow may look like. Pure rules shared by
// the zod contract (server and web form) and the service. A step is identified by its ivid,
// named by the tenant and typed by ivType (codes/stages.ts).

export const FLOW_LIMITS = {
  /** Flow name length (characters after trimming). */
  name: 30,
  /** Step name length. */
  stepName: 20,
  /** Steps per flow; a campus process rarely has more than ten. */
  steps: 20,
  /** Flows per tenant. */
  flows: 50,
} as const;

/** The flow every tenant starts with (the same five stages the job bridge and the seed use). */
export const DEFAULT_FLOW_NAME = '默认招聘流程';
export const DEFAULT_FLOW_STEPS: readonly { name: string; ivType: StageType }[] = [
  STAGE.screening,
  STAGE.writtenTest,
  STAGE.interview,
  STAGE.toBeHired,
  STAGE.onboarded,
].map((ivType) => ({ name: STAGE_LABEL[ivType], ivType }));

/** ivid 01 and 99 already mean something in workbench links (GAP-038): generated codes start here. */
export const FIRST_STEP_IVID = 1001;

/** The next free ivid for a tenant, given the ivids it already uses. */
export function nextIvid(used: Iterable<string>): number {
  let max = FIRST_STEP_IVID - 1;
  for (const ivid of used) {
    const n = Number(ivid);
    if (Number.isSafeInteger(n) && n > max) max = n;
  }
  return max + 1;
}

export interface FlowStepDraft {
  /** Absent for a step that does not exist yet. */
  ivid?: string | null;
  name: string;
  ivType: number;
}

export interface FlowDraft {
  name: string;
  steps: readonly FlowStepDraft[];
}

/** One problem with a draft; field is the path the form highlights (name, steps.2.name ...). */
export interface FlowIssue {
  field: string;
  message: string;
}

export const FLOW_MESSAGES = {
  nameRequired: '请输入流程名称',
  nameTooLong: `流程名称最多${FLOW_LIMITS.name}个字符`,
  stepsRequired: '流程至少需要一个步骤',
  tooManySteps: `流程最多${FLOW_LIMITS.steps}个步骤`,
  stepNameRequired: (position: number) => `第${position}个步骤：请输入步骤名称`,
  stepNameTooLong: (position: number) => `第${position}个步骤：步骤名称最多${FLOW_LIMITS.stepName}个字符`,
  stepTypeInvalid: (position: number) => `第${position}个步骤：请选择有效的步骤类型`,
  stepNameDuplicate: (name: string) => `步骤名称“${name}”重复，同一流程内步骤名称不能相同`,
  ividDuplicate: (ivid: string) => `步骤编号 ${ivid} 重复`,
  /** GAP decision: applications enter a flow at its first step, which screens them. */
  firstStepScreening: `第一个步骤必须是${STAGE_LABEL[STAGE.screening]}步骤`,
  screeningRequired: `流程至少需要一个${STAGE_LABEL[STAGE.screening]}步骤`,
} as const;

/**
 * Every problem of a draft, in form order. Names are compared trimmed; the first step must be a
 * screening (初筛) step, so every new application starts by being screened (GAP decision in
 * the report: ivType 1 is the only mandatory type, and it leads).
 */
export function flowIssues(draft: FlowDraft): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const name = draft.name.trim();
  if (name.length === 0) issues.push({ field: 'name', message: FLOW_MESSAGES.nameRequired });
  else if ([...name].length > FLOW_LIMITS.name)
    issues.push({ field: 'name', message: FLOW_MESSAGES.nameTooLong });

  const steps = draft.steps;
  if (steps.length === 0) {
    issues.push({ field: 'steps', message: FLOW_MESSAGES.stepsRequired });
    return issues;
  }
  if (steps.length > FLOW_LIMITS.steps) issues.push({ field: 'steps', message: FLOW_MESSAGES.tooManySteps });

  const seenNames = new Set<string>();
  const seenIvids = new Set<string>();
  steps.forEach((step, index) => {
    const position = index + 1;
    const stepName = step.name.trim();
    if (stepName.length === 0) {
      issues.push({ field: `steps.${index}.name`, message: FLOW_MESSAGES.stepNameRequired(position) });
    } else if ([...stepName].length > FLOW_LIMITS.stepName) {
      issues.push({ field: `steps.${index}.name`, message: FLOW_MESSAGES.stepNameTooLong(position) });
    } else if (seenNames.has(stepName)) {
      issues.push({ field: `steps.${index}.name`, message: FLOW_MESSAGES.stepNameDuplicate(stepName) });
    }
    seenNames.add(stepName);
    if (!isStageType(step.ivType)) {
      issues.push({ field: `steps.${index}.ivType`, message: FLOW_MESSAGES.stepTypeInvalid(position) });
    }
    const ivid = step.ivid?.trim();
    if (ivid) {
      if (seenIvids.has(ivid))
        issues.push({ field: `steps.${index}.ivid`, message: FLOW_MESSAGES.ividDuplicate(ivid) });
      seenIvids.add(ivid);
    }
  });

  if (!steps.some((step) => step.ivType === STAGE.screening)) {
    issues.push({ field: 'steps', message: FLOW_MESSAGES.screeningRequired });
  } else if (steps[0].ivType !== STAGE.screening) {
    issues.push({ field: 'steps.0.ivType', message: FLOW_MESSAGES.firstStepScreening });
  }
  return issues;
}

/** Options of the step-type select, in display order (the non-process type last). */
export function stageOptions(): { value: StageType; label: string }[] {
  return (Object.values(STAGE) as StageType[]).map((value) => ({ value, label: STAGE_LABEL[value] }));
}
