// Which status and step changes an application may make (issue 6 §3, pure rules). The server
// applies an action to each application only when decide() allows it and reports the zh-CN
// reason otherwise, so single and bulk actions refuse the same things with the same words.
//
// Inbox codes (contracts/talent.ts): 00 待筛选, 01 待定, 02 已安排笔试, 06 已安排面试,
// 07 已安排视频面试, 08 已安排待录用, 09 已安排入职, 04 已淘汰, 05 候选人已撤回.
import { STAGE, type StageType } from '../codes/stages';

export type InboxCode = '00' | '01' | '02' | '04' | '05' | '06' | '07' | '08' | '09';

export const ARRANGED_CODES: readonly InboxCode[] = ['02', '06', '07', '08', '09'];
export const ELIMINATED_CODES: readonly InboxCode[] = ['04', '05'];

/** The link group (inboxstatus) a stored code belongs to. */
export function inboxGroupOf(code: InboxCode): '00' | '01' | '04_05' | '02_06_07_08_09' {
  if (code === '00' || code === '01') return code;
  return ELIMINATED_CODES.includes(code) ? '04_05' : '02_06_07_08_09';
}

export interface StepInfo {
  id: string;
  ivid: string;
  name: string;
  ivType: StageType;
  sort: number;
}

export interface ApplicationState {
  inboxStatus: InboxCode;
  step: StepInfo;
}

export type StatusAction =
  | { action: 'pass'; target: StepInfo | null }
  | { action: 'pending' }
  | { action: 'eliminate' }
  | { action: 'restore' }
  | { action: 'arrangeWrittenTest' }
  | { action: 'arrangeInterview' }
  | { action: 'arrangeVideoInterview' }
  | { action: 'withdraw' }
  | { action: 'move' };

export type Decision = { ok: true; inboxStatus: InboxCode; stepId: string } | { ok: false; message: string };

const refuse = (message: string): Decision => ({ ok: false, message });

/** Arranging needs the step of the matching kind; the arranged code of each. */
const ARRANGE: Record<
  'arrangeWrittenTest' | 'arrangeInterview' | 'arrangeVideoInterview',
  { code: InboxCode; stages: readonly StageType[]; what: string }
> = {
  arrangeWrittenTest: { code: '02', stages: [STAGE.writtenTest], what: '笔试' },
  arrangeInterview: { code: '06', stages: [STAGE.interview], what: '面试' },
  arrangeVideoInterview: { code: '07', stages: [STAGE.interview], what: '视频面试' },
};

/**
 * The state after `change`, or why it is refused. `steps` are the application's flow steps;
 * pass without a target goes to the next one by sort.
 */
export function decide(state: ApplicationState, change: StatusAction, steps: readonly StepInfo[]): Decision {
  const { inboxStatus, step } = state;
  if (inboxStatus === '05') {
    return refuse(change.action === 'withdraw' ? '该投递已撤回' : '候选人已撤回该投递，不能操作');
  }
  switch (change.action) {
    case 'withdraw':
      if (step.ivType === STAGE.onboarded) return refuse('已入职，不能撤回投递');
      return { ok: true, inboxStatus: '05', stepId: step.id };
    case 'pass': {
      if (inboxStatus === '04') return refuse('已淘汰的投递不能通过，请先恢复');
      const later = [...steps].filter((s) => s.sort > step.sort).sort((a, b) => a.sort - b.sort);
      const target = change.target ?? later[0];
      if (!target) return refuse('已是流程最后一个环节，不能通过');
      if (target.id === step.id) return refuse('不能通过到当前环节');
      if (!steps.some((s) => s.id === target.id)) return refuse('目标环节不属于该投递的流程');
      if (target.sort < step.sort) return refuse('只能通过到后续环节');
      return { ok: true, inboxStatus: '00', stepId: target.id };
    }
    case 'pending':
      if (inboxStatus === '04') return refuse('已淘汰的投递不能设为待定，请先恢复');
      if (inboxStatus === '01') return refuse('该投递已是待定');
      return { ok: true, inboxStatus: '01', stepId: step.id };
    case 'eliminate':
      if (inboxStatus === '04') return refuse('该投递已淘汰');
      return { ok: true, inboxStatus: '04', stepId: step.id };
    case 'restore':
      if (inboxStatus !== '04') return refuse('只有已淘汰的投递可以恢复');
      return { ok: true, inboxStatus: '00', stepId: step.id };
    case 'arrangeWrittenTest':
    case 'arrangeInterview':
    case 'arrangeVideoInterview': {
      const rule = ARRANGE[change.action];
      if (inboxStatus === '04') return refuse(`已淘汰的投递不能安排${rule.what}`);
      if (!rule.stages.includes(step.ivType)) return refuse(`当前环节「${step.name}」不能安排${rule.what}`);
      if (inboxStatus === rule.code) return refuse(`已安排${rule.what}`);
      return { ok: true, inboxStatus: rule.code, stepId: step.id };
    }
    case 'move':
      // The target job's first step is chosen by the caller; only the status is checked here.
      return { ok: true, inboxStatus: '00', stepId: step.id };
  }
}

/** What the candidate sees of an application (careers site, my applications). */
export function candidateStatusName(inboxStatus: InboxCode, ivType: StageType): string {
  if (inboxStatus === '05') return '已撤回';
  if (inboxStatus === '04') return '未通过';
  switch (ivType) {
    case STAGE.screening:
      return inboxStatus === '00' ? '已投递' : '筛选中';
    case STAGE.writtenTest:
      return '笔试';
    case STAGE.interview:
      return '面试';
    case STAGE.toBeHired:
      return '待录用';
    case STAGE.onboarded:
      return '已入职';
    default:
      return '处理中';
  }
}

/** A candidate may withdraw until hired: not after onboarding, not twice. */
export function canWithdraw(inboxStatus: InboxCode, ivType: StageType): boolean {
  return inboxStatus !== '05' && ivType !== STAGE.onboarded;
}
