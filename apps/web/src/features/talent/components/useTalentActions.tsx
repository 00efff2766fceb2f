// Actions on applications, single or bulk (issue 6 §3): the dialog an action needs (淘汰 reason,
// target step, job, target flow and step, labels, personal labels, comment, score, arrangement
// note), the call, and the outcome — a success message, or one line per application when some
// failed.
import { useState, type ReactNode } from 'react';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TALENT_ACTION_LABEL,
  type StepCounts,
  type TalentActionInput,
  type TalentActionName,
  type TalentJobItem,
} from '@ehire/domain/contracts/talent';
import { AppDialog } from '../../../components/AppDialog';
import { InviteToInterviewDialog } from '../../interviews/InviteToInterviewDialog';
import { TALENT_KEYS, useTalentApi } from '../api/talent-api';
import { ActionResultDialog, type ActionOutcome } from './ActionResultDialog';
import { unshownMessage } from './errors';
import {
  StepNoticeFields,
  stepNoticeMessage,
  stepNoticeOf,
  type StepNoticeValues,
} from '../../notices/StepNoticeFields';

/** What an action needs to know of an application. */
export interface ActionTarget {
  applicationId: string;
  name: string;
  flowId: string;
  ivid: string;
  jobId: string;
}

/** Messages of the action dialogs (client-side checks; the server repeats them). */
const ACTION_MESSAGE = {
  reason: '请输入淘汰原因',
  job: '请选择职位',
  flow: '请选择流程',
  step: '请选择环节',
  labels: '请选择标签',
  comment: '请输入评论',
  score: '请输入评分',
  scoreRange: '评分值在0-100间',
} as const;

/** Actions that run at once; every other one opens its dialog first. */
const IMMEDIATE: readonly TalentActionName[] = ['pending', 'restore', 'star', 'unstar'];

const ARRANGE: readonly TalentActionName[] = [
  'arrangeWrittenTest',
  'arrangeInterview',
  'arrangeVideoInterview',
];

interface Pending {
  action: TalentActionName;
  targets: ActionTarget[];
}

interface FormValues extends StepNoticeValues {
  ivid?: string;
  reason?: string;
  note?: string;
  jobId?: string;
  flowId?: string;
  /** The step of the chosen flow (转移流程). */
  stepIvid?: string;
  labels?: string[];
  content?: string;
  score?: number | null;
  comment?: string;
}

export interface UseTalentActionsOptions {
  /** Steps of the flows on screen (the 通过 dialog offers the later steps of the same flow). */
  steps: readonly StepCounts[];
  /** Jobs to move to. */
  jobs: readonly TalentJobItem[];
  /** Labels already in use, offered by the label dialogs. */
  labels?: readonly string[];
  /** After a call that changed something (the talent queries are refreshed anyway). */
  onDone?: () => void;
}

export interface TalentActions {
  start: (action: TalentActionName, targets: ActionTarget[]) => void;
  running: boolean;
  /** The dialogs; render once. */
  element: ReactNode;
}

function payloadOf(action: TalentActionName, ids: string[], values: FormValues): TalentActionInput {
  const applicationIds = ids;
  switch (action) {
    case 'pass':
      return {
        action,
        applicationIds,
        ...(values.ivid ? { ivid: values.ivid } : {}),
        ...stepNoticeOf(values),
      };
    case 'eliminate':
      return { action, applicationIds, reason: (values.reason ?? '').trim(), ...stepNoticeOf(values) };
    case 'arrangeWrittenTest':
    case 'arrangeInterview':
    case 'arrangeVideoInterview':
      return { action, applicationIds, note: (values.note ?? '').trim(), ...stepNoticeOf(values) };
    case 'move':
      return { action, applicationIds, jobId: values.jobId ?? '' };
    case 'moveFlow':
      return { action, applicationIds, flowId: values.flowId ?? '', ivid: values.stepIvid ?? '' };
    case 'addLabels':
    case 'removeLabels':
    case 'addPersonalLabels':
    case 'removePersonalLabels':
      return { action, applicationIds, labels: (values.labels ?? []).map((l) => l.trim()).filter(Boolean) };
    case 'comment':
      return { action, applicationIds, content: (values.content ?? '').trim() };
    case 'score':
      return { action, applicationIds, score: Number(values.score), comment: (values.comment ?? '').trim() };
    default:
      return { action, applicationIds } as TalentActionInput;
  }
}

/** Later steps of the targets' flow, when they all sit in one flow. */
function laterSteps(steps: readonly StepCounts[], targets: readonly ActionTarget[]): StepCounts[] {
  const flows = new Set(targets.map((t) => t.flowId));
  if (flows.size !== 1) return [];
  const flowId = targets[0]?.flowId;
  const inFlow = steps.filter((s) => s.flowId === flowId).sort((a, b) => a.sort - b.sort);
  const current = Math.min(
    ...targets.map((t) => inFlow.find((s) => s.ivid === t.ivid)?.sort ?? Number.MAX_SAFE_INTEGER),
  );
  return inFlow.filter((s) => s.sort > current);
}

export function useTalentActions({
  steps,
  jobs,
  labels = [],
  onDone,
}: UseTalentActionsOptions): TalentActions {
  const api = useTalentApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  // 安排面试 / 安排视频面试: invitations of an interview arrangement (issue 15), not a note.
  const [inviting, setInviting] = useState<Pending | null>(null);
  const action = pending?.action;
  const personal = action === 'addPersonalLabels' || action === 'removePersonalLabels';
  // What the 转移流程 and 个人标签 dialogs offer, read when one of them opens.
  const flows = useQuery({
    queryKey: TALENT_KEYS.flows,
    queryFn: () => api.flows(),
    enabled: action === 'moveFlow',
  });
  const myLabels = useQuery({
    queryKey: TALENT_KEYS.personalLabels,
    queryFn: () => api.personalLabels(),
    enabled: personal,
  });
  const chosenFlow = Form.useWatch('flowId', form);

  const run = async (action: TalentActionName, targets: ActionTarget[], values: FormValues) => {
    const label = TALENT_ACTION_LABEL[action];
    setRunning(true);
    try {
      const answer = await api.act(
        payloadOf(
          action,
          targets.map((t) => t.applicationId),
          values,
        ),
      );
      setPending(null);
      if (answer.failed > 0) {
        setOutcome({
          label,
          answer,
          names: Object.fromEntries(targets.map((t) => [t.applicationId, t.name])),
        });
      } else {
        void message.success(`${label}成功，共${answer.succeeded}份投递`);
      }
      // The step change's notice (issue 14): sent as a task, or why not.
      const noticeText = stepNoticeMessage(answer.notice);
      if (noticeText) {
        if (answer.notice && 'error' in answer.notice) void message.warning(noticeText);
        else void message.info(noticeText);
      }
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: TALENT_KEYS.all });
    } catch (error) {
      const text = unshownMessage(error);
      if (text) void message.error(text);
    } finally {
      setRunning(false);
    }
  };

  const start = (action: TalentActionName, targets: ActionTarget[]) => {
    if (targets.length === 0) return;
    if (IMMEDIATE.includes(action)) {
      void run(action, targets, {});
      return;
    }
    if (action === 'arrangeInterview' || action === 'arrangeVideoInterview') {
      setInviting({ action, targets });
      return;
    }
    setPending({ action, targets });
  };

  const submit = async () => {
    if (!pending) return;
    try {
      const values = await form.validateFields();
      await run(pending.action, pending.targets, values);
    } catch {
      // The form shows its messages.
    }
  };

  const later = pending ? laterSteps(steps, pending.targets) : [];
  const sameJob = pending ? new Set(pending.targets.map((t) => t.jobId)) : new Set<string>();
  const sameFlow = pending ? new Set(pending.targets.map((t) => t.flowId)) : new Set<string>();
  const title = action
    ? `${TALENT_ACTION_LABEL[action]}${pending && pending.targets.length > 1 ? `（已选${pending.targets.length}份）` : ''}`
    : '';

  const fields = (): ReactNode => {
    switch (action) {
      case 'pass':
        return (
          <>
            <Form.Item label="通过到" name="ivid" extra="不选则进入流程的下一步骤">
              <Select
                allowClear
                placeholder="下一步骤"
                options={later.map((s) => ({ value: s.ivid, label: s.name }))}
              />
            </Form.Item>
            <StepNoticeFields purpose="pass" />
          </>
        );
      case 'eliminate':
        return (
          <>
            <Form.Item
              label="淘汰原因"
              name="reason"
              rules={[{ required: true, whitespace: true, message: ACTION_MESSAGE.reason }]}
            >
              <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入淘汰原因" />
            </Form.Item>
            <StepNoticeFields purpose="eliminate" />
          </>
        );
      case 'move':
        return (
          <Form.Item label="目标职位" name="jobId" rules={[{ required: true, message: ACTION_MESSAGE.job }]}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="请选择职位"
              options={jobs
                .filter((job) => !(sameJob.size === 1 && sameJob.has(job.jobId)))
                .map((job) => ({ value: job.jobId, label: job.name }))}
            />
          </Form.Item>
        );
      case 'moveFlow':
        return (
          <>
            <Form.Item
              label="目标流程"
              name="flowId"
              rules={[{ required: true, message: ACTION_MESSAGE.flow }]}
              extra="职位不变，投递从所选环节开始按该流程进行，状态为待筛选"
            >
              <Select
                aria-label="目标流程"
                placeholder="请选择流程"
                loading={flows.isLoading}
                options={(flows.data ?? [])
                  // When every target runs in one flow, that flow is no target.
                  .filter((flow) => !(sameFlow.size === 1 && sameFlow.has(flow.flowId)))
                  .map((flow) => ({ value: flow.flowId, label: flow.name }))}
                onChange={() => form.setFieldValue('stepIvid', undefined)}
              />
            </Form.Item>
            <Form.Item
              label="目标环节"
              name="stepIvid"
              rules={[{ required: true, message: ACTION_MESSAGE.step }]}
            >
              <Select
                aria-label="目标环节"
                placeholder={chosenFlow ? '请选择环节' : '请先选择流程'}
                disabled={!chosenFlow}
                options={(flows.data?.find((flow) => flow.flowId === chosenFlow)?.steps ?? []).map(
                  (step) => ({
                    value: step.ivid,
                    label: step.name,
                  }),
                )}
              />
            </Form.Item>
          </>
        );
      case 'addPersonalLabels':
      case 'removePersonalLabels':
        return (
          <Form.Item
            label="个人标签"
            name="labels"
            rules={[{ required: true, message: ACTION_MESSAGE.labels }]}
            extra="个人标签仅自己可见，其他同事看不到"
          >
            <Select
              aria-label="个人标签"
              mode="tags"
              placeholder="请选择或输入标签"
              loading={myLabels.isLoading}
              options={(myLabels.data ?? []).map((label) => ({ value: label, label }))}
            />
          </Form.Item>
        );
      case 'addLabels':
      case 'removeLabels':
        return (
          <Form.Item label="标签" name="labels" rules={[{ required: true, message: ACTION_MESSAGE.labels }]}>
            <Select
              mode="tags"
              placeholder="请选择或输入标签"
              options={labels.map((label) => ({ value: label, label }))}
            />
          </Form.Item>
        );
      case 'comment':
        return (
          <Form.Item
            label="评论"
            name="content"
            rules={[{ required: true, whitespace: true, message: ACTION_MESSAGE.comment }]}
          >
            <Input.TextArea rows={4} maxLength={1000} showCount placeholder="请输入评论" />
          </Form.Item>
        );
      case 'score':
        return (
          <>
            <Form.Item
              label="评分"
              name="score"
              rules={[
                { required: true, message: ACTION_MESSAGE.score },
                {
                  validator: (_rule, value: unknown) =>
                    value === null || value === undefined || value === ''
                      ? Promise.resolve()
                      : Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= 100
                        ? Promise.resolve()
                        : Promise.reject(new Error(ACTION_MESSAGE.scoreRange)),
                },
              ]}
            >
              <InputNumber aria-label="评分" placeholder="0-100" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item label="评价" name="comment">
              <Input.TextArea rows={3} maxLength={1000} showCount placeholder="请输入评价（选填）" />
            </Form.Item>
          </>
        );
      default:
        return action && ARRANGE.includes(action) ? (
          <>
            <Form.Item label="安排说明" name="note" extra="时间、地点等，记录在投递的动态中">
              <Input.TextArea rows={3} maxLength={500} showCount placeholder="请输入安排说明（选填）" />
            </Form.Item>
            <StepNoticeFields purpose={action === 'arrangeWrittenTest' ? 'writtenTest' : 'interview'} />
          </>
        ) : null;
    }
  };

  const element = (
    <>
      <AppDialog
        open={pending !== null}
        title={title}
        confirmLoading={running}
        onOk={() => void submit()}
        onClose={() => setPending(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} data-testid="talent-action-form">
          {fields()}
        </Form>
      </AppDialog>
      <ActionResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
      <InviteToInterviewDialog
        open={inviting !== null}
        kind={inviting?.action === 'arrangeVideoInterview' ? 'video' : 'offline'}
        targets={inviting?.targets ?? []}
        onClose={() => setInviting(null)}
        onDone={onDone}
      />
    </>
  );

  return { start, running, element };
}
