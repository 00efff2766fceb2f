import type { FlowDraftInput, FlowSummary } from '@ehire/domain/contracts/flow';
import { STAGE, STAGE_LABEL } from '@ehire/domain/codes/stages';
import { flowIssues, type FlowIssue } from '@ehire/domain/flows/rules';

// The editor's working copy of a flow: steps carry a local key (the ivid, or a generated one for
// a step not saved yet) so dnd-kit and React can follow them while they are renamed and moved.

export interface DraftStep {
  key: string;
  /** Null for a step the server has not numbered yet. */
  ivid: string | null;
  name: string;
  ivType: number;
  applicationCount: number;
}

export interface FlowEditorState {
  name: string;
  steps: DraftStep[];
}

let localSeq = 0;
export function newStepKey(): string {
  localSeq += 1;
  return `new-${localSeq}`;
}

export function emptyFlow(): FlowEditorState {
  return {
    name: '',
    steps: [
      {
        key: newStepKey(),
        ivid: null,
        name: STAGE_LABEL[STAGE.screening],
        ivType: STAGE.screening,
        applicationCount: 0,
      },
    ],
  };
}

export function fromSummary(flow: FlowSummary): FlowEditorState {
  return {
    name: flow.name,
    steps: flow.steps.map((step) => ({
      key: step.ivid,
      ivid: step.ivid,
      name: step.name,
      ivType: step.ivType,
      applicationCount: step.applicationCount,
    })),
  };
}

/** What is sent: steps in order, saved ones with their ivid. */
export function toDraftInput(state: FlowEditorState): FlowDraftInput {
  return {
    name: state.name.trim(),
    steps: state.steps.map((step) => ({
      ...(step.ivid ? { ivid: step.ivid } : {}),
      name: step.name.trim(),
      ivType: step.ivType,
    })),
  };
}

/** The shared rules' problems keyed by field path (name, steps, steps.<i>.name ...). */
export function issuesByField(state: FlowEditorState): Map<string, string> {
  const out = new Map<string, string>();
  for (const issue of flowIssues(toDraftInput(state)) as FlowIssue[]) {
    if (!out.has(issue.field)) out.set(issue.field, issue.message);
  }
  return out;
}

/** A name for a new step that does not repeat one already in the flow. */
export function freshStepName(steps: readonly DraftStep[], base = '新步骤'): string {
  const names = new Set(steps.map((step) => step.name.trim()));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}${n}`)) return `${base}${n}`;
}
