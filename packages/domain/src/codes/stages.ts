// Hiring process stage types (D1 §4, STATE-*): the ivType of a flow step.

export const STAGE = {
  screening: 1,
  writtenTest: 2,
  interview: 3,
  toBeHired: 4,
  onboarded: 5,
  nonProcess: 999,
} as const;

export type StageType = (typeof STAGE)[keyof typeof STAGE];

export const STAGE_LABEL: Record<StageType, string> = {
  1: '初筛',
  2: '笔试',
  3: '面试',
  4: '待录用',
  5: '入职',
  999: '非流程',
};

/** Stage types in display order (the non-process type last). */
export const STAGE_TYPES: readonly StageType[] = [1, 2, 3, 4, 5, 999];

export function isStageType(value: number): value is StageType {
  return (STAGE_TYPES as readonly number[]).includes(value);
}
