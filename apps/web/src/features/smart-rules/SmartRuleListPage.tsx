// The list of a kind's rule sets (智能标签 / 智能流转 / 智能评分): each rule set with the zh-CN
// one-line summary of every sub-rule, an enable switch, view / edit / delete, and the tenant-wide
// recalculation with its progress. Below level 2 of the kind's permission only reading remains.
import { useState } from 'react';
import { App, Alert, Button, Input, Progress, Select, Space, Switch, Table, Typography } from 'antd';
import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  EXECUTE_TYPE_LABEL,
  RECALC_MESSAGE,
  RECALC_STATUS,
  type SmartRuleKind,
  type SmartRuleListQuery,
  type SmartRuleSet,
  type SmartSubRule,
} from '@ehire/domain/contracts/smart-rules';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCanWrite } from '../../platform/Can';
import { ListEmpty } from '../../components/ListEmpty';
import { PageCard } from '../jobs/components/PageCard';
import { SMART_RULE_KIND_CONFIG, detailUrl, editUrl } from './smart-rule-kinds';
import { SMART_RULE_KEYS, useSmartRulesApi } from './smart-rules-api';
import { useRecalc } from './useRecalc';

type StatusFilter = NonNullable<SmartRuleListQuery['status']>;

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: '全部状态' },
  { value: 'enabled', label: '已启用' },
  { value: 'disabled', label: '已停用' },
];

/** What a sub-rule does besides matching: its score or its flow target. */
export function subRuleAction(kind: SmartRuleKind, sub: SmartSubRule): string {
  if (kind === 'score') return `得${sub.score ?? 0}分`;
  if (kind === 'flow') {
    const target =
      sub.target_step_name && sub.target_flow_name
        ? `${sub.target_flow_name} / ${sub.target_step_name}`
        : '（环节已不存在）';
    const how = sub.execute_type ? `（${EXECUTE_TYPE_LABEL[sub.execute_type]}）` : '';
    return `流转至 ${target}${how}`;
  }
  return '';
}

/** The rule set's content: labels (smart tag), then one line per sub-rule. */
export function RuleSetSummary({ kind, set }: { kind: SmartRuleKind; set: SmartRuleSet }) {
  return (
    <div data-testid="rule-summary">
      {kind === 'tag' && <div>{`标签：${set.labels.join('、')}`}</div>}
      {set.rules.map((sub, i) => {
        const action = subRuleAction(kind, sub);
        return (
          <div key={sub.rule_id || i}>{`规则${i + 1}：${sub.summary}${action ? `，${action}` : ''}`}</div>
        );
      })}
    </div>
  );
}

export function SmartRuleListPage({ kind }: { kind: SmartRuleKind }) {
  const config = SMART_RULE_KIND_CONFIG[kind];
  const api = useSmartRulesApi(kind);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const canWrite = useCanWrite(SMART_RULE_KIND_CONFIG[kind].permission);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [deleting, setDeleting] = useState<SmartRuleSet | null>(null);
  const recalc = useRecalc(kind, api);

  const query: SmartRuleListQuery = { keyword, status, ...paging };
  const list = useQuery({
    queryKey: SMART_RULE_KEYS.list(kind, query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SMART_RULE_KEYS.all(kind) });

  const toggle = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => api.setEnabled(id, enabled),
    onSuccess: async (_set, { enabled }) => {
      void message.success(enabled ? '规则已启用' : '规则已停用');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.remove(id),
    onSuccess: async () => {
      void message.success('规则已删除');
      setDeleting(null);
      await refresh();
    },
  });

  const rows = list.data?.rows ?? [];
  const task = recalc.task;

  return (
    <PageCard
      title={config.label}
      testId="smart-rule-list"
      extra={
        canWrite ? (
          <Space>
            <Button
              icon={<SyncOutlined spin={recalc.running} />}
              disabled={recalc.running}
              loading={recalc.start.isPending}
              onClick={() => recalc.start.mutate()}
            >
              重新计算
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(editUrl(kind))}>
              新增规则
            </Button>
          </Space>
        ) : null
      }
    >
      {recalc.running && task && (
        // STATE-007: while the task runs the page says so, with its progress.
        <Alert
          type="info"
          showIcon
          data-testid="recalc-progress"
          style={{ marginBottom: 12 }}
          title={`${RECALC_MESSAGE.recalculating}（${task.processed}/${task.total}）`}
          description={<Progress percent={task.percent} size="small" />}
        />
      )}
      {!recalc.running && task?.status === RECALC_STATUS.failed && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={`重新计算失败：${task.error || '请稍后重试'}`}
        />
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="搜索规则名称"
          placeholder="搜索规则名称"
          allowClear
          maxLength={50}
          style={{ width: 240 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
        />
        <Select<StatusFilter>
          aria-label="规则状态"
          style={{ width: 140 }}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
        />
      </Space>
      <Table<SmartRuleSet>
        rowKey="id"
        loading={list.isFetching}
        dataSource={rows}
        locale={{
          emptyText: (
            <ListEmpty failed={list.isError} loading={list.isLoading} onRetry={() => void list.refetch()} />
          ),
        }}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={[
          {
            title: '规则名称',
            dataIndex: 'name',
            width: 200,
            render: (name: string, set) => <Link to={detailUrl(kind, set.id)}>{name}</Link>,
          },
          {
            title: '规则内容',
            key: 'summary',
            render: (_, set) => <RuleSetSummary kind={kind} set={set} />,
          },
          {
            title: '状态',
            key: 'enabled',
            width: 140,
            render: (_, set) => (
              <Space orientation="vertical" size={2}>
                <Switch
                  aria-label={`启用${set.name}`}
                  checked={set.enabled}
                  checkedChildren="启用"
                  unCheckedChildren="停用"
                  disabled={!canWrite}
                  loading={toggle.isPending && toggle.variables?.id === set.id}
                  onChange={(enabled) => toggle.mutate({ id: set.id, enabled })}
                />
                {!set.enabled && set.disabledReason && (
                  <Typography.Text type="warning" style={{ fontSize: 12 }}>
                    {set.disabledReason}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: '更新时间',
            key: 'updatedAt',
            width: 180,
            render: (_, set) => (
              <div>
                <div>{formatDateTime(set.updatedAt)}</div>
                <Typography.Text type="secondary">{set.updatedBy}</Typography.Text>
              </div>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_, set) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => void navigate(detailUrl(kind, set.id))}>
                  查看
                </Button>
                {canWrite && (
                  <>
                    <Button type="link" size="small" onClick={() => void navigate(editUrl(kind, set.id))}>
                      编辑
                    </Button>
                    <Button type="link" size="small" danger onClick={() => setDeleting(set)}>
                      删除
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        content={deleting ? `确定要删除规则“${deleting.name}”吗？删除后不可恢复。` : ''}
        confirmLoading={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </PageCard>
  );
}

export const TagRuleListPage = () => <SmartRuleListPage kind="tag" />;
export const ScoreRuleListPage = () => <SmartRuleListPage kind="score" />;
export const FlowRuleListPage = () => <SmartRuleListPage kind="flow" />;
