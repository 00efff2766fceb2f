import { useMemo, useState } from 'react';
import { App, Button, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { DownloadOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type {
  JobBatchAnswer,
  JobListAction,
  JobListItem,
  JobListQuery,
  JobStatusTab,
} from '@ehire/domain/contracts/jobs';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { JOB_STATUS, JOB_STATUS_LABEL } from '@ehire/domain/codes/job-status';
import { JOB_ACTION_LABEL } from '@ehire/domain/jobs/status';
import { formatDate, formatDateTime } from '@ehire/domain/text/date-format';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Can } from '../../../platform/Can';
import { InfoBanner } from '../../../components/InfoBanner';
import { JOB_KEYS, useJobsApi } from '../api/jobs-api';
import { BatchResultDialog } from '../components/BatchResultDialog';
import { JobStatusTag } from '../components/JobStatusTag';
import { ListEmpty } from '../../../components/ListEmpty';
import { PageCard } from '../components/PageCard';
import { ShareJobDialog } from '../components/ShareJobDialog';
import { DeliverySettingDialog } from '../delivery/DeliverySettingDialog';
import { useAddJobEntry } from '../hooks/useAddJobEntry';
import { useJobOptions } from '../hooks/useJobOptions';
import { addJobUrl } from '../utils/add-job-url';
import { jobAreaOptions } from '../edit/job-area-options';
import { unshownMessage } from '../utils/errors';
import { BatchEditDialog, type BatchEditKind } from './BatchEditDialog';
import {
  confirmText,
  EMPTY_FILTERS,
  JOB_STATUS_TABS,
  readStatusTab,
  type JobFilterValues,
} from './job-list-state';
import { JobListToolbar } from './JobListToolbar';
import { JobRowActions, type RowCommand } from './JobRowActions';

/** Bulk actions offered above the table; each job's own status decides on the server. */
const BATCH_ACTIONS: readonly JobListAction[] = [
  'submit',
  'pause',
  'refresh',
  'republish',
  'unpublish',
  'delete',
];

const DONE_MESSAGE: Record<JobListAction, string> = {
  submit: '已提交审核',
  republish: '已提交审核',
  pause: '职位已暂停',
  refresh: '职位已刷新',
  unpublish: '职位已下线',
  delete: '职位已删除',
};

type Pending =
  | { scope: 'row'; action: JobListAction; job: JobListItem }
  | { scope: 'batch'; action: JobListAction; jobs: JobListItem[] };

interface BatchOutcome {
  label: string;
  answer: JobBatchAnswer;
  names: Record<string, string>;
}

/**
 * 职位管理 (/jobList): jobs by status tab with counts, search and filters, server-side paging,
 * row and bulk status actions (a result per job when some fail), export, share and delivery
 * settings. `?jobstatus=24` opens the published tab (WB-042).
 */
export function JobListPage() {
  const api = useJobsApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatusTab(searchParams.get('jobstatus'));
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<JobFilterValues>(EMPTY_FILTERS);
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [selected, setSelected] = useState<JobListItem[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const [batchEdit, setBatchEdit] = useState<BatchEditKind | null>(null);
  const [sharing, setSharing] = useState<{ id: string; name: string } | null>(null);
  const [delivery, setDelivery] = useState<{ id: string; name: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const addEntry = useAddJobEntry();
  const options = useJobOptions();
  const areaOptions = useMemo(
    () => jobAreaOptions(options.data?.areas ?? [], options.data?.cities ?? []),
    [options.data],
  );
  const auth = useQuery({ queryKey: JOB_KEYS.authCheck, queryFn: () => api.authCheck() });
  const readOnly = auth.data?.isreadonly_jobs === 1;

  const query: JobListQuery = useMemo(
    () => ({ status, keyword, ...filters, ...paging }),
    [status, keyword, filters, paging],
  );
  const list = useQuery({
    queryKey: JOB_KEYS.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const counts = list.data?.counts;

  const resetPage = () => {
    setPaging((current) => ({ ...current, pageIndex: 1 }));
    setSelected([]);
  };

  const openTab = (tab: JobStatusTab) => {
    const next = new URLSearchParams(searchParams);
    next.set('jobstatus', tab);
    setSearchParams(next, { replace: true });
    resetPage();
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: JOB_KEYS.all });

  const run = async (task: Pending) => {
    setRunning(true);
    try {
      if (task.scope === 'row') {
        const answer = await api.act(task.job.ehireJobID, task.action);
        // An unchanged paused job goes straight back on the site (issue 20 §2).
        const republished = task.action === 'republish' && answer?.Status === '24';
        void message.success(republished ? '职位已重新发布' : DONE_MESSAGE[task.action]);
      } else {
        const answer = await api.batch(
          task.action,
          task.jobs.map((job) => job.ehireJobID),
        );
        reportBatch(`批量${JOB_ACTION_LABEL[task.action]}`, answer, task.jobs);
      }
      setPending(null);
      await refresh();
    } catch (error) {
      const text = unshownMessage(error);
      if (text) void message.error(text);
    } finally {
      setRunning(false);
    }
  };

  const reportBatch = (label: string, answer: JobBatchAnswer, jobs: readonly JobListItem[]) => {
    setSelected([]);
    if (answer.failed > 0) {
      const names = Object.fromEntries(jobs.map((job) => [job.ehireJobID, job.CJobName]));
      setOutcome({ label, answer, names });
    } else {
      void message.success(`${label}成功，共${answer.succeeded}个职位`);
    }
  };

  const runBatchEdit = async (kind: BatchEditKind, value: string) => {
    setRunning(true);
    try {
      const ids = selected.map((job) => job.ehireJobID);
      const answer = kind === 'area' ? await api.batchArea(ids, value) : await api.batchValidDate(ids, value);
      reportBatch(kind === 'area' ? '批量修改地区' : '批量修改有效期', answer, selected);
      setBatchEdit(null);
      await refresh();
    } catch (error) {
      const text = unshownMessage(error);
      if (text) void message.error(text);
    } finally {
      setRunning(false);
    }
  };

  const onCommand = (command: RowCommand) => {
    const { job } = command;
    switch (command.kind) {
      case 'edit':
        void navigate(addJobUrl({ mode: 'edit', id: job.ehireJobID }));
        return;
      case 'copy':
        void addEntry.start(job.ehireJobID);
        return;
      case 'share':
        setSharing({ id: job.ehireJobID, name: job.CJobName });
        return;
      case 'delivery':
        setDelivery({ id: job.ehireJobID, name: job.CJobName });
        return;
      case 'status':
        setPending({ scope: 'row', action: command.action, job });
    }
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const { pageIndex: _pageIndex, pageSize: _pageSize, ...exportFilters } = query;
      await api.exportList(exportFilters, `职位列表_${formatDate(Date.now())}.xlsx`);
    } catch (error) {
      const text = unshownMessage(error, '导出失败，请稍后重试');
      if (text) void message.error(text);
    } finally {
      setExporting(false);
    }
  };

  const tabItems = JOB_STATUS_TABS.map((tab) => ({
    key: tab,
    label: (
      <span data-testid={`job-tab-${tab}`}>
        {JOB_STATUS_LABEL[tab]}
        {counts ? `(${counts[tab]})` : ''}
      </span>
    ),
  }));

  const pendingLabel = pending ? JOB_ACTION_LABEL[pending.action] : '';
  const pendingText = pending
    ? confirmText(
        pendingLabel,
        pending.scope === 'row' ? { name: pending.job.CJobName } : { count: pending.jobs.length },
      ) + (pending.action === 'delete' ? '删除后不可恢复。' : '')
    : '';

  return (
    <PageCard
      title="职位管理"
      testId="job-list-page"
      extra={
        <Space>
          <Can write={PERMISSION.job}>
            <Button icon={<OrderedListOutlined />} onClick={() => void navigate('/sort')}>
              调整排序
            </Button>
          </Can>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
            导出
          </Button>
          <Can write={PERMISSION.job}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              loading={addEntry.checking}
              onClick={() => void addEntry.start()}
            >
              新增职位
            </Button>
          </Can>
        </Space>
      }
    >
      <Tabs activeKey={status} items={tabItems} onChange={(key) => openTab(key as JobStatusTab)} />
      <JobListToolbar
        options={options.data}
        keyword={keyword}
        filters={filters}
        onSearch={(value) => {
          setKeyword(value);
          resetPage();
        }}
        onFilters={(value) => {
          setFilters(value);
          resetPage();
        }}
      />
      {readOnly ? (
        <InfoBanner type="warning" size="mini" style={{ marginBottom: 12 }}>
          您的职位权限为只读：可以查看和分享职位，不能新增、修改或发布。
        </InfoBanner>
      ) : null}
      {selected.length > 0 && !readOnly ? (
        <Space wrap style={{ marginBottom: 12 }} data-testid="job-batch-bar">
          <span>{`已选${selected.length}项`}</span>
          {BATCH_ACTIONS.map((action) => (
            <Button
              key={action}
              size="small"
              danger={action === 'delete'}
              onClick={() => setPending({ scope: 'batch', action, jobs: selected })}
            >
              {`批量${JOB_ACTION_LABEL[action]}`}
            </Button>
          ))}
          <Button size="small" onClick={() => setBatchEdit('area')}>
            修改地区
          </Button>
          <Button size="small" onClick={() => setBatchEdit('validDate')}>
            修改有效期
          </Button>
          <Button size="small" type="link" onClick={() => setSelected([])}>
            取消选择
          </Button>
        </Space>
      ) : null}
      <Table<JobListItem>
        rowKey="ehireJobID"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        scroll={{ x: 1280 }}
        locale={{ emptyText: <ListEmpty failed={list.isError} loading={list.isLoading} onRetry={() => void list.refetch()} /> }}
        rowSelection={
          readOnly
            ? undefined
            : {
                selectedRowKeys: selected.map((job) => job.ehireJobID),
                preserveSelectedRowKeys: true,
                onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
              }
        }
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
          {
            title: '职位名称',
            dataIndex: 'CJobName',
            fixed: 'left',
            width: 240,
            render: (_name: string, job) => <JobNameCell job={job} />,
          },
          { title: '所属组织', dataIndex: 'OrgName', width: 140, ellipsis: true },
          { title: '工作地区', dataIndex: 'JobArea', width: 100 },
          { title: '职能类别', dataIndex: 'FuncTypeName', width: 110 },
          {
            title: '招聘人数',
            dataIndex: 'JobNum',
            width: 90,
            render: (count: number) => (count === 0 ? '若干' : count),
          },
          { title: '学历要求', dataIndex: 'DegreeFrom', width: 90 },
          { title: '薪资', dataIndex: 'ProvideSalary', width: 130 },
          {
            title: '状态',
            dataIndex: 'Status',
            width: 90,
            render: (_status, job) => <JobStatusTag status={job.Status} />,
          },
          { title: '投递数', dataIndex: 'applicationCount', width: 80 },
          { title: '有效期', dataIndex: 'ValidDate', width: 110 },
          {
            title: '更新时间',
            dataIndex: 'updatedAt',
            width: 170,
            render: (value: number) => formatDateTime(value),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 230,
            render: (_value, job) => <JobRowActions job={job} readOnly={readOnly} onCommand={onCommand} />,
          },
        ]}
      />
      <ConfirmDialog
        open={pending !== null}
        content={pendingText}
        confirmLoading={running}
        onOk={() => pending && void run(pending)}
        onCancel={() => setPending(null)}
      />
      <BatchEditDialog
        kind={batchEdit}
        count={selected.length}
        areaOptions={areaOptions}
        loading={running}
        onSubmit={(kind, value) => void runBatchEdit(kind, value)}
        onClose={() => setBatchEdit(null)}
      />
      <BatchResultDialog
        actionLabel={outcome?.label ?? ''}
        answer={outcome?.answer ?? null}
        names={outcome?.names ?? {}}
        onClose={() => setOutcome(null)}
      />
      <ShareJobDialog job={sharing} onClose={() => setSharing(null)} />
      <DeliverySettingDialog job={delivery} onClose={() => setDelivery(null)} />
    </PageCard>
  );
}

function JobNameCell({ job }: { job: JobListItem }) {
  return (
    <div>
      <Space size={4} wrap>
        <Typography.Text strong>{job.CJobName}</Typography.Text>
        {job.jobTop === 1 ? <Tag color="red">热招</Tag> : null}
        {job.recommendStatus === 1 ? <Tag color="gold">推荐</Tag> : null}
      </Space>
      {job.EJobName ? <div style={{ color: '#8c8c8c', fontSize: 12 }}>{job.EJobName}</div> : null}
      {job.Status === JOB_STATUS.applicationFailed && job.RejectInfo ? (
        <Tooltip title={job.RejectInfo}>
          <div data-testid="reject-info" style={{ color: '#ff4d4f', fontSize: 12 }}>
            {`驳回原因：${job.RejectInfo}`}
          </div>
        </Tooltip>
      ) : null}
    </div>
  );
}
