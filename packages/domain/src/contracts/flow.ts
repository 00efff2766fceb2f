import { z } from 'zod';
import { FLOW_LIMITS, FLOW_MESSAGES, flowIssues } from '../flows/rules';

// Signed flow family (/api/flow/*): every payload carries timestamp (ms) and sign (GAP-018).

/** Query-string form: values arrive as strings. */
export const SignedQueryFields = z.object({
  timestamp: z.coerce.number().int(),
  sign: z.string().min(1).max(128),
});
/** Body form. */
export const SignedBodyFields = z.object({
  timestamp: z.number().int(),
  sign: z.string().min(1).max(128),
});

export const FlowMenuItem = z.object({
  ivType: z.number().int(),
  name: z.string(),
});
export type FlowMenuItem = z.infer<typeof FlowMenuItem>;
export const FlowMenusAnswer = z.array(FlowMenuItem);
export type FlowMenusAnswer = z.infer<typeof FlowMenusAnswer>;

// ---------------------------------------------------------------------------------------------
// Flow management (流程管理 / 编辑流程, issue 6 §1). Shapes only: the flow rules of
// flows/rules.ts run as one refinement so the server and the web form report the same zh-CN
// message naming the field.

const StageTypeCode = z.number({ error: '步骤类型格式不正确' }).int({ error: '步骤类型格式不正确' });

export const FlowStepInput = z.object({
  /** The step's code; absent for a new step (the server assigns one). */
  ivid: z.string({ error: '步骤编号格式不正确' }).trim().max(16, '步骤编号格式不正确').nullish(),
  name: z.string({ error: '请输入步骤名称' }).trim().max(200, `步骤名称最多${FLOW_LIMITS.stepName}个字符`),
  ivType: StageTypeCode,
});
export type FlowStepInput = z.infer<typeof FlowStepInput>;

const FlowDraftFields = z.object({
  name: z.string({ error: FLOW_MESSAGES.nameRequired }).trim().max(200, FLOW_MESSAGES.nameTooLong),
  steps: z
    .array(FlowStepInput, { error: FLOW_MESSAGES.stepsRequired })
    .max(FLOW_LIMITS.steps * 5, FLOW_MESSAGES.tooManySteps),
});

function addFlowIssues(value: z.infer<typeof FlowDraftFields>, ctx: z.RefinementCtx): void {
  for (const issue of flowIssues(value)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.field.split('.') });
  }
}

/** A flow as the editor sends it: name and ordered steps. */
export const FlowDraftInput = FlowDraftFields.superRefine(addFlowIssues);
export type FlowDraftInput = z.infer<typeof FlowDraftInput>;

const FlowIdField = z
  .string({ error: '请选择流程' })
  .trim()
  .min(1, '请选择流程')
  .max(64, '流程编号格式不正确');

/** POST /api/flow/add */
export const AddFlowBody = FlowDraftFields.extend(SignedBodyFields.shape).superRefine(addFlowIssues);
export type AddFlowBody = z.infer<typeof AddFlowBody>;
/** POST /api/flow/update: the whole flow; steps missing from the list are deleted. */
export const UpdateFlowBody = FlowDraftFields.extend({ id: FlowIdField })
  .extend(SignedBodyFields.shape)
  .superRefine(addFlowIssues);
export type UpdateFlowBody = z.infer<typeof UpdateFlowBody>;
/** POST /api/flow/delete and /api/flow/set-default */
export const FlowIdBody = SignedBodyFields.extend({ id: FlowIdField });
export type FlowIdBody = z.infer<typeof FlowIdBody>;
/** GET /api/flow/detail */
export const FlowIdQuery = SignedQueryFields.extend({ id: FlowIdField });
export type FlowIdQuery = z.infer<typeof FlowIdQuery>;

export const FlowStep = z.object({
  ivid: z.string(),
  name: z.string(),
  ivType: z.number().int(),
  /** Applications sitting in the step now. */
  applicationCount: z.number().int(),
});
export type FlowStep = z.infer<typeof FlowStep>;

export const FlowSummary = z.object({
  id: z.string(),
  /** The flow id encrypted for this tenant: what the client sends as CurrentFlowId (CALL-012). */
  flowToken: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  steps: z.array(FlowStep),
  /** Jobs (not deleted) that use the flow. */
  jobCount: z.number().int(),
  applicationCount: z.number().int(),
  createdAt: z.number().int(),
});
export type FlowSummary = z.infer<typeof FlowSummary>;

/** GET /api/flow/list: the tenant's flows, the default first. */
export const FlowListAnswer = z.array(FlowSummary);
export type FlowListAnswer = z.infer<typeof FlowListAnswer>;
