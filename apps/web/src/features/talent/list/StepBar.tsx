// The steps of the flows with their counts, and the chosen step's counts by inbox status
// (待筛选 / 待定 / 已淘汰 / 已安排). The counts come from the same selection as the list, so a
// status count equals the list's total when that status is opened.
import { Segmented, Space, Tabs, Typography } from 'antd';
import { INBOX_STATUS, INBOX_STATUS_LABEL, type InboxStatus } from '@ehire/domain/codes/inbox-status';
import type { StepCounts, TalentCounts } from '@ehire/domain/contracts/talent';

const STATUS_ORDER: readonly InboxStatus[] = [
  INBOX_STATUS.waitingForScreening,
  INBOX_STATUS.pending,
  INBOX_STATUS.eliminated,
  INBOX_STATUS.arranged,
];

/** The tab value of 全部 (every step, every status). */
const ALL = 'all';

export type StatusCounts = Record<InboxStatus, number>;

/** Counts by status of one step, or of every step together. */
function statusCountsOf(counts: TalentCounts | undefined, ivid: string | undefined): StatusCounts {
  const zero: StatusCounts = { '00': 0, '01': 0, '04_05': 0, '02_06_07_08_09': 0 };
  if (!counts) return zero;
  const steps = ivid ? counts.steps.filter((s) => s.ivid === ivid) : counts.steps;
  for (const step of steps) {
    for (const status of STATUS_ORDER) zero[status] += step.byStatus[status];
  }
  return zero;
}

/** A step's label; with several flows on screen the flow name tells equal step names apart. */
function stepLabel(step: StepCounts, severalFlows: boolean): string {
  return severalFlows ? `${step.flowName}·${step.name}` : step.name;
}

export interface StepBarProps {
  counts: TalentCounts | undefined;
  ivid: string | undefined;
  inboxstatus: InboxStatus | undefined;
  onStep: (ivid: string | undefined) => void;
  onStatus: (status: InboxStatus | undefined) => void;
}

export function StepBar({ counts, ivid, inboxstatus, onStep, onStatus }: StepBarProps) {
  const steps = counts?.steps ?? [];
  const severalFlows = new Set(steps.map((s) => s.flowId)).size > 1;
  const current = ivid ? steps.find((s) => s.ivid === ivid) : undefined;
  const byStatus = statusCountsOf(counts, ivid);
  const stepTotal = ivid ? (current?.total ?? 0) : (counts?.total ?? 0);
  const shown = (n: number) => (counts ? `(${n})` : '');

  const stepItems = [
    { key: ALL, label: <span data-testid="step-tab-all">{`全部${shown(counts?.total ?? 0)}`}</span> },
    ...steps.map((step) => ({
      key: step.ivid,
      label: (
        <span
          data-testid={`step-tab-${step.ivid}`}
        >{`${stepLabel(step, severalFlows)}${shown(step.total)}`}</span>
      ),
    })),
  ];
  // A step of a link that is not among the counts (another flow, deleted) still shows as chosen.
  if (ivid && !current) {
    stepItems.push({ key: ivid, label: <span data-testid={`step-tab-${ivid}`}>{`步骤${ivid}(0)`}</span> });
  }

  const statusOptions = [
    { value: ALL, label: <span data-testid="status-tab-all">{`全部${shown(stepTotal)}`}</span> },
    ...STATUS_ORDER.map((status) => ({
      value: status,
      label: (
        <span
          data-testid={`status-tab-${status}`}
        >{`${INBOX_STATUS_LABEL[status]}${shown(byStatus[status])}`}</span>
      ),
    })),
  ];

  return (
    <div data-testid="step-bar">
      <Tabs
        size="small"
        activeKey={ivid ?? ALL}
        items={stepItems}
        onChange={(key) => onStep(key === ALL ? undefined : key)}
      />
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text type="secondary">状态</Typography.Text>
        <Segmented
          value={inboxstatus ?? ALL}
          options={statusOptions}
          onChange={(value) => onStatus(value === ALL ? undefined : (value as InboxStatus))}
        />
      </Space>
    </div>
  );
}
