import { useState } from 'react';
import { App, Button, Empty, Progress, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { POLL_INTERVAL_MS } from '@ehire/domain/constants';
import {
  TASK_STATUS_LABEL,
  TASK_STATUSES,
  type TaskAnswer,
  type TaskPage,
  type TaskStatus,
} from '@ehire/domain/contracts/tasks';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { saveBlob } from '../../platform/download';
import { RequestError } from '../../platform/request';
import { PageCard } from '../jobs/components/PageCard';
import { TASK_KEYS, useTasksApi, type TaskListInput } from './api/tasks-api';

const STATUS_COLOR: Record<TaskStatus, string> = {
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'default',
};

const ACTIVE: readonly TaskStatus[] = ['queued', 'running'];

/** While any listed task is queued or running the list is asked again (D1 §9: every 2 s). */
export function pollInterval(page: TaskPage | undefined): number | false {
  return page?.rows.some((task) => ACTIVE.includes(task.status)) ? POLL_INTERVAL_MS : false;
}

function progressOf(task: TaskAnswer) {
  const status =
    task.status === 'failed'
      ? 'exception'
      : task.status === 'succeeded'
        ? 'success'
        : task.status === 'running'
          ? 'active'
          : 'normal';
  return (
    <div data-testid={`task-progress-${task.taskId}`}>
      <Progress percent={task.percent} size="small" status={status} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {task.total > 0
          ? `${task.done.toLocaleString('en-US')} / ${task.total.toLocaleString('en-US')}`
          : '准备中'}
      </Typography.Text>
    </div>
  );
}

/**
 * 任务中心 (/new/systemManagement/export, older /systemManagement/export; menu 0603 导出管理):
 * the recruiter's tasks (or the whole tenant's for 导出管理 full permission) with their kind,
 * parameters in words, progress, status and times; download a result while it is kept, cancel a
 * queued or running task, retry a failed one. Active tasks refresh by themselves.
 */
export function TaskCentrePage() {
  const api = useTasksApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [scope, setScope] = useState<'mine' | 'all'>('mine');
  const [status, setStatus] = useState<TaskStatus | undefined>(undefined);
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [cancelling, setCancelling] = useState<TaskAnswer | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const query: TaskListInput = { scope, status, ...paging };
  const list = useQuery({
    queryKey: TASK_KEYS.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => pollInterval(q.state.data),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });

  const cancel = useMutation({
    mutationFn: (id: string) => api.cancel(id),
    onSuccess: async (task) => {
      void message.success(
        task.status === 'cancelled' ? '任务已取消' : '已请求取消，任务将在当前步骤结束后停止',
      );
      setCancelling(null);
      await refresh();
    },
  });
  const retry = useMutation({
    mutationFn: (id: string) => api.retry(id),
    onSuccess: async () => {
      void message.success('任务已重新排队');
      await refresh();
    },
  });

  const download = async (task: TaskAnswer) => {
    setDownloading(task.taskId);
    try {
      const blob = await api.download(task.taskId);
      await saveBlob(blob, task.resultFile?.name ?? `${task.kindLabel}.xlsx`);
    } catch (error) {
      if (!(error instanceof RequestError && error.handled)) void message.error('下载失败，请稍后重试');
    } finally {
      setDownloading(null);
    }
  };

  const canSeeAll = list.data?.canSeeAll ?? false;
  const rows = list.data?.rows ?? [];
  const filtered = scope !== 'mine' || status !== undefined;

  return (
    <PageCard
      title="任务中心"
      testId="task-centre-page"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          刷新
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {canSeeAll ? (
          <Segmented<'mine' | 'all'>
            value={scope}
            options={[
              { value: 'mine', label: '我的任务' },
              { value: 'all', label: '全部成员的任务' },
            ]}
            onChange={(value) => {
              setScope(value);
              setPaging((current) => ({ ...current, pageIndex: 1 }));
            }}
          />
        ) : null}
        <Select<TaskStatus | undefined>
          aria-label="任务状态"
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          options={TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_LABEL[value] }))}
          onChange={(value) => {
            setStatus(value);
            setPaging((current) => ({ ...current, pageIndex: 1 }));
          }}
        />
        <Typography.Text type="secondary">任务完成后结果文件保留7天，过期自动删除。</Typography.Text>
      </Space>
      <Table<TaskAnswer>
        rowKey="taskId"
        size="middle"
        loading={list.isLoading}
        dataSource={rows}
        scroll={{ x: 1200 }}
        locale={{
          emptyText: list.isError ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="数据加载失败" data-testid="list-failed">
              <Button size="small" onClick={() => void list.refetch()}>
                重新加载
              </Button>
            </Empty>
          ) : filtered ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="没有符合条件的任务"
              data-testid="list-empty"
            />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              data-testid="task-centre-empty"
              description={
                <span>
                  暂无任务。在
                  <Link to="/resume">人才管理</Link>
                  中导出较多人才（超过即时下载的条数）时会生成导出任务，导入、批量通知、重新计算等耗时操作也会在这里显示进度和结果。
                </span>
              }
            />
          ),
        }}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={[
          { title: '任务类型', dataIndex: 'kindLabel', width: 130 },
          {
            title: '任务内容',
            dataIndex: 'summary',
            render: (summary: string) => (
              <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows: 2, tooltip: summary }}>
                {summary || '-'}
              </Typography.Paragraph>
            ),
          },
          { title: '进度', key: 'progress', width: 180, render: (_value, task) => progressOf(task) },
          {
            title: '状态',
            key: 'status',
            width: 170,
            render: (_value, task) => (
              <Space direction="vertical" size={2} data-testid={`task-status-${task.taskId}`}>
                <Tag color={STATUS_COLOR[task.status]}>{task.statusLabel}</Tag>
                {task.cancelRequested && task.status === 'running' ? (
                  <Typography.Text type="secondary">正在取消…</Typography.Text>
                ) : null}
                {task.error ? <Typography.Text type="danger">{task.error}</Typography.Text> : null}
              </Space>
            ),
          },
          ...(scope === 'all' ? [{ title: '提交人', dataIndex: 'requestedByName', width: 100 }] : []),
          {
            title: '创建时间',
            dataIndex: 'createdAt',
            width: 170,
            render: (value: number) => formatDateTime(value),
          },
          {
            title: '完成时间',
            dataIndex: 'finishedAt',
            width: 170,
            render: (value: number | null) => (value === null ? '-' : formatDateTime(value)),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 170,
            render: (_value, task) => (
              <Space size={0} data-testid={`task-actions-${task.taskId}`}>
                {task.downloadable ? (
                  <Button
                    type="link"
                    size="small"
                    loading={downloading === task.taskId}
                    onClick={() => void download(task)}
                  >
                    下载
                  </Button>
                ) : task.resultFile && task.status === 'succeeded' ? (
                  <Typography.Text type="secondary">文件已过期</Typography.Text>
                ) : null}
                {task.canCancel ? (
                  <Button type="link" size="small" danger onClick={() => setCancelling(task)}>
                    取消
                  </Button>
                ) : null}
                {task.canRetry ? (
                  <Button
                    type="link"
                    size="small"
                    loading={retry.isPending && retry.variables === task.taskId}
                    onClick={() => retry.mutate(task.taskId)}
                  >
                    重试
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={cancelling !== null}
        content={`确定要取消任务“${cancelling?.kindLabel ?? ''}”吗？`}
        confirmLoading={cancel.isPending}
        onOk={() => cancelling && cancel.mutate(cancelling.taskId)}
        onCancel={() => setCancelling(null)}
      />
    </PageCard>
  );
}
