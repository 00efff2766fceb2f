import { useState } from 'react';
import { App, Button, Space, Spin, Table, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FlowSummary } from '@ehire/domain/contracts/flow';
import { STAGE_LABEL, type StageType } from '@ehire/domain/codes/stages';
import { FLOW_REFUSAL } from '@ehire/domain/flows/errors';
import { FLOW_LIMITS } from '@ehire/domain/flows/rules';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { InfoBanner } from '../../../components/InfoBanner';
import { ListEmpty } from '../../../components/ListEmpty';
import { PageCard } from '../../jobs/components/PageCard';
import { FLOW_KEYS, FLOW_PAGE, useFlowApi } from '../api/flow-api';
import { useFlowPermission } from '../api/use-flow-permission';
import { NoFlowPermission } from '../NoFlowPermission';

export const STAGE_COLOR: Record<number, string> = {
  1: 'blue',
  2: 'cyan',
  3: 'geekblue',
  4: 'gold',
  5: 'green',
  999: 'default',
};

/** Why a flow cannot be deleted now, in the server's words; null when it can. */
export function deleteBlocker(flow: FlowSummary): string | null {
  if (flow.isDefault) return FLOW_REFUSAL.defaultFlow(flow.name);
  if (flow.jobCount > 0) return FLOW_REFUSAL.usedByJobs(flow.name, flow.jobCount);
  if (flow.applicationCount > 0) return FLOW_REFUSAL.flowHasApplications(flow.name, flow.applicationCount);
  return null;
}

function StepTags({ flow }: { flow: FlowSummary }) {
  return (
    <Space size={[4, 4]} wrap>
      {flow.steps.map((step, index) => (
        <span key={step.ivid}>
          {index > 0 ? <span style={{ color: '#bfbfbf', marginRight: 4 }}>→</span> : null}
          <Tag color={STAGE_COLOR[step.ivType] ?? 'default'} style={{ marginInlineEnd: 0 }}>
            {step.name}
            {step.name !== STAGE_LABEL[step.ivType as StageType] ? (
              <span style={{ opacity: 0.65 }}>
                （{STAGE_LABEL[step.ivType as StageType] ?? step.ivType}）
              </span>
            ) : null}
          </Tag>
        </span>
      ))}
    </Space>
  );
}

/** 流程管理 (produceManage): the tenant's hiring flows; add, edit, set default, delete. */
export function FlowListPage() {
  const permission = useFlowPermission();
  if (permission.loading) {
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  }
  if (!permission.canRead) return <NoFlowPermission title="流程管理" />;
  return <FlowList canWrite={permission.canWrite} />;
}

function FlowList({ canWrite }: { canWrite: boolean }) {
  const api = useFlowApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [deleting, setDeleting] = useState<FlowSummary | null>(null);

  const list = useQuery({ queryKey: FLOW_KEYS.list, queryFn: () => api.list() });
  const flows = list.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: FLOW_KEYS.all });

  const remove = useMutation({
    mutationFn: (id: string) => api.remove(id),
    onSuccess: async () => {
      void message.success('删除成功');
      setDeleting(null);
      await refresh();
    },
    // The client has already shown the server's message (WF0105 ...); the list may be stale.
    onError: () => {
      setDeleting(null);
      void refresh();
    },
  });
  const setDefault = useMutation({
    mutationFn: (id: string) => api.setDefault(id),
    onSuccess: async () => {
      void message.success('已设为默认流程');
      await refresh();
    },
  });

  const edit = (id?: string) =>
    void navigate(id ? `${FLOW_PAGE.edit}?id=${encodeURIComponent(id)}` : FLOW_PAGE.edit);
  const full = flows.length >= FLOW_LIMITS.flows;

  return (
    <PageCard
      title="流程管理"
      testId="flow-list-page"
      extra={
        canWrite ? (
          <Tooltip title={full ? FLOW_REFUSAL.tooManyFlows(FLOW_LIMITS.flows) : undefined}>
            <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => edit()}>
              新增流程
            </Button>
          </Tooltip>
        ) : null
      }
    >
      <InfoBanner type="info" size="mini" style={{ marginBottom: 12 }}>
        每个职位使用一个招聘流程，投递从流程的第一个步骤（初筛）开始。新职位默认使用默认流程。
      </InfoBanner>
      {!canWrite ? (
        <InfoBanner type="warning" style={{ marginBottom: 12 }}>
          您当前只有查看权限，不能新增、编辑或删除流程
        </InfoBanner>
      ) : null}
      <Table<FlowSummary>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={flows}
        pagination={false}
        data-testid="flow-table"
        locale={{
          emptyText: list.isPending ? (
            ' '
          ) : (
            <ListEmpty failed={list.isError} loading={list.isLoading} onRetry={() => void list.refetch()} description="暂无流程" />
          ),
        }}
        columns={[
          {
            title: '流程名称',
            dataIndex: 'name',
            width: 220,
            render: (_, flow) => (
              <Space size={4}>
                <span data-testid="flow-name">{flow.name}</span>
                {flow.isDefault ? <Tag color="processing">默认</Tag> : null}
              </Space>
            ),
          },
          { title: '流程步骤', key: 'steps', render: (_, flow) => <StepTags flow={flow} /> },
          { title: '使用职位', dataIndex: 'jobCount', width: 100 },
          { title: '投递数', dataIndex: 'applicationCount', width: 100 },
          {
            title: '操作',
            key: 'actions',
            width: 220,
            render: (_, flow) => {
              const blocker = deleteBlocker(flow);
              return (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => edit(flow.id)}>
                    {canWrite ? '编辑' : '查看'}
                  </Button>
                  {canWrite && !flow.isDefault ? (
                    <Button
                      type="link"
                      size="small"
                      loading={setDefault.isPending && setDefault.variables === flow.id}
                      onClick={() => setDefault.mutate(flow.id)}
                    >
                      设为默认
                    </Button>
                  ) : null}
                  {canWrite ? (
                    <Tooltip title={blocker}>
                      <Button
                        type="link"
                        size="small"
                        danger
                        disabled={blocker !== null}
                        aria-label={`删除 ${flow.name}`}
                        data-blocker={blocker ?? undefined}
                        onClick={() => setDeleting(flow)}
                      >
                        删除
                      </Button>
                    </Tooltip>
                  ) : null}
                </Space>
              );
            },
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        content={deleting ? `确定删除流程“${deleting.name}”吗？删除后不可恢复。` : ''}
        okText="删除"
        confirmLoading={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </PageCard>
  );
}
