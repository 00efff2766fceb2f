import { useState } from 'react';
import { App, Form, Radio, Select } from 'antd';
import { PoolLabelsInput, POOL_MESSAGES } from '@ehire/domain/contracts/pools';
import { TALENT_LABEL_LIST } from '@ehire/domain/contracts/talent';
import { AppDialog } from '../../components/AppDialog';
import { RequestError } from '../../platform/request';
import type { PoolSelection } from '@ehire/domain/contracts/pools';
import { usePoolsApi } from './api/pools-api';

// 公共人才库's 标签 dialog (issue 18 §1): add or remove labels for the chosen candidates at
// once, or for every candidate of the current search by a task of the task centre. The labels
// are checked with the contract's own rule before anything is sent.

export interface PoolLabelsDialogProps {
  open: boolean;
  /** The chosen candidates; none: the whole search below. */
  candidateIds: string[];
  /** The search of the list (keyword and filter) and how many it holds. */
  selection: PoolSelection;
  total: number;
  onClose: () => void;
  onDone: () => void;
}

export function PoolLabelsDialog({
  open,
  candidateIds,
  selection,
  total,
  onClose,
  onDone,
}: PoolLabelsDialogProps) {
  const api = usePoolsApi();
  const { message } = App.useApp();
  const [action, setAction] = useState<'add' | 'remove'>('add');
  const [labels, setLabels] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const whole = candidateIds.length === 0;

  const submit = async () => {
    const checked = TALENT_LABEL_LIST.safeParse(labels);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? '请选择标签');
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      if (whole) {
        await api.bulkLabels({ ...selection, action, labels: checked.data });
        void message.success(POOL_MESSAGES.bulkLabelsStarted);
      } else {
        const answer = await api.labels(
          PoolLabelsInput.parse({ action, candidateIds, labels: checked.data }),
        );
        void message.success(
          action === 'add'
            ? POOL_MESSAGES.labelsAdded(answer.changed)
            : POOL_MESSAGES.labelsRemoved(answer.changed),
        );
      }
      setLabels([]);
      onDone();
    } catch (error) {
      if (!(error instanceof RequestError && error.handled)) void message.error('标签保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open={open}
      title="标签"
      onClose={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="对象">
          {whole ? `全部搜索结果（${total}人，在任务中心执行）` : `所选候选人（${candidateIds.length}人）`}
        </Form.Item>
        <Form.Item label="操作">
          <Radio.Group
            value={action}
            onChange={(e) => setAction(e.target.value as 'add' | 'remove')}
            options={[
              { value: 'add', label: '添加标签' },
              { value: 'remove', label: '移除标签' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="标签"
          htmlFor="pool-labels"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? '输入后按回车添加'}
        >
          <Select
            id="pool-labels"
            mode="tags"
            aria-label="标签"
            value={labels}
            onChange={(next: string[]) => setLabels(next)}
            open={false}
            tokenSeparators={[',', '，']}
          />
        </Form.Item>
      </Form>
    </AppDialog>
  );
}
