import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Input, Modal, Progress, Select, Space, Table, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { seasonLabel, type HistoryRow, type SeasonArchiveRow } from '@ehire/domain/contracts/history';
import { TASK_STATUS_LABEL } from '@ehire/domain/contracts/tasks';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { usePlatform } from '../../../platform/PlatformContext';
import { ARCHIVE_TASK_COOKIE } from '../../../platform/keys';
import { RequestError } from '../../../platform/request';
import { PageCard } from '../../jobs/components/PageCard';
import { HISTORY_KEYS, useHistoryApi } from '../api/history-api';
import { useKeywordPaging } from '../../../components/use-keyword-paging';

// 历史人才库 (/new/historyResume, ROUTE-027; issue 18 §1): past seasons' applications, read
// through the archive: choosing a closed season stores its archive id in the archive-task
// cookie, which the request client sends as the ArchiveId header on this page (CALL-010).
// 关闭招聘季 starts the season-archive task; its progress and the counts before and after show
// in the archive list until it finishes.

const RUNNING = new Set(['queued', 'running']);

/**
 * `archived`: 人才管理(归档) (/archived/resume, ROUTE-060): the same archived applications read
 * the same way, without closing seasons; its details open /archived/resumeDetails.
 */
export function HistoryResumePage({ variant = 'history' }: { variant?: 'history' | 'archived' }) {
  const archivedView = variant === 'archived';
  const detailsPath = archivedView ? '/archived/resumeDetails' : '/historyresume/resumeDetails';
  const api = useHistoryApi();
  const { cookies } = usePlatform();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [archiveId, setArchiveId] = useState(() => cookies.get(ARCHIVE_TASK_COOKIE) ?? '');
  const paging = useKeywordPaging();
  const { keyword, pageIndex, setPageIndex } = paging;
  const [closing, setClosing] = useState(false);
  const [season, setSeason] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);

  const seasons = useQuery({
    queryKey: HISTORY_KEYS.seasons,
    queryFn: () => api.seasons(),
    refetchInterval: (q) => (q.state.data?.rows.some((r) => RUNNING.has(r.status)) ? 1000 : false),
  });
  const runningCount = seasons.data?.rows.filter((r) => RUNNING.has(r.status)).length ?? 0;
  const query = { keyword, pageIndex, pageSize: paging.pageSize };
  const page = useQuery({
    queryKey: [...HISTORY_KEYS.page(archiveId, query), runningCount],
    queryFn: () => api.history(query),
    placeholderData: keepPreviousData,
  });

  const archived = (seasons.data?.rows ?? []).filter((r) => r.status === 'succeeded');
  const closable = seasons.data
    ? Array.from({ length: 6 }, (_, i) => seasons.data.currentSeason - 1 - i).filter(
        (s) =>
          !seasons.data.rows.some((r) => r.season === s && r.status !== 'failed' && r.status !== 'cancelled'),
      )
    : [];

  const chooseArchive = (id: string) => {
    if (id) cookies.set(ARCHIVE_TASK_COOKIE, id);
    else cookies.remove(ARCHIVE_TASK_COOKIE);
    setArchiveId(id);
    setPageIndex(1);
  };

  const start = async () => {
    if (season === null) {
      void message.warning('请选择招聘季');
      return;
    }
    setStarting(true);
    try {
      await api.archive({ season });
      setClosing(false);
      setSeason(null);
      await queryClient.invalidateQueries({ queryKey: HISTORY_KEYS.seasons });
    } catch (error) {
      if (!(error instanceof RequestError && error.handled)) void message.error('归档失败，请重试');
    } finally {
      setStarting(false);
    }
  };

  return (
    <PageCard
      title={archivedView ? '人才管理(归档)' : '历史人才库'}
      testId={archivedView ? 'archived-resume-page' : 'history-resume-page'}
      extra={
        archivedView ? null : (
          <Button type="primary" onClick={() => setClosing(true)}>
            关闭招聘季
          </Button>
        )
      }
    >
      {!archivedView && (seasons.data?.rows.length ?? 0) > 0 && (
        <Table<SeasonArchiveRow>
          data-testid="season-archives"
          style={{ marginBottom: 24 }}
          rowKey="archiveId"
          size="small"
          pagination={false}
          dataSource={seasons.data?.rows ?? []}
          columns={[
            { title: '招聘季', dataIndex: 'seasonLabel' },
            {
              title: '归档进度',
              render: (_, r) =>
                RUNNING.has(r.status) ? (
                  <Progress
                    size="small"
                    style={{ width: 160 }}
                    percent={r.total ? Math.floor((r.done * 100) / r.total) : 0}
                  />
                ) : (
                  <Tag color={r.status === 'succeeded' ? 'green' : 'red'}>{TASK_STATUS_LABEL[r.status]}</Tag>
                ),
            },
            { title: '归档前投递数', dataIndex: 'before' },
            { title: '归档后历史库投递数', dataIndex: 'after', render: (v: number | null) => v ?? '—' },
            { title: '当前列表剩余', dataIndex: 'remaining' },
            {
              title: '核对',
              render: (_, r) =>
                r.after === null ? (
                  '—'
                ) : r.after === r.before && r.remaining === 0 ? (
                  <Typography.Text type="success">数量一致</Typography.Text>
                ) : (
                  <Typography.Text type="danger">数量不一致</Typography.Text>
                ),
            },
            { title: '开始时间', dataIndex: 'createdAt', render: (at: number) => formatDateTime(at) },
          ]}
        />
      )}
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          aria-label="招聘季"
          style={{ width: 220 }}
          value={archiveId}
          onChange={chooseArchive}
          options={[
            { value: '', label: '全部招聘季' },
            ...archived.map((r) => ({ value: r.archiveId, label: r.seasonLabel })),
          ]}
        />
        <Input.Search
          allowClear
          placeholder="姓名、手机号、邮箱、学校"
          aria-label="关键词"
          style={{ width: 320 }}
          onSearch={paging.search}
        />
      </Space>
      <Table<HistoryRow>
        data-testid="history-table"
        rowKey="applicationId"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        locale={{ emptyText: '暂无历史投递' }}
        pagination={paging.pagination(page.data?.total ?? 0, '条')}
        columns={[
          {
            title: '姓名',
            dataIndex: 'name',
            render: (name: string, r) => (
              <Link to={`${detailsPath}?id=${encodeURIComponent(r.applicationId)}`}>{name}</Link>
            ),
          },
          { title: '招聘季', dataIndex: 'season', render: (s: number) => seasonLabel(s) },
          { title: '职位', dataIndex: 'jobName' },
          { title: '环节', dataIndex: 'stepName' },
          { title: '状态', dataIndex: 'statusLabel' },
          { title: '学校', dataIndex: 'school' },
          { title: '学历', dataIndex: 'degree' },
          { title: '手机号', dataIndex: 'mobile' },
          { title: '投递时间', dataIndex: 'appliedAt', render: (at: number) => formatDateTime(at) },
        ]}
      />
      <Modal
        title="关闭招聘季"
        open={closing}
        okText="确定"
        cancelText="取消"
        confirmLoading={starting}
        onOk={() => void start()}
        onCancel={() => setClosing(false)}
        destroyOnHidden
      >
        <p>关闭后，该招聘季（7月1日至次年6月30日）的全部投递将移入历史人才库，并从当前人才列表中移除。</p>
        <Select
          aria-label="要关闭的招聘季"
          style={{ width: '100%' }}
          placeholder="选择招聘季"
          value={season ?? undefined}
          onChange={setSeason}
          options={closable.map((s) => ({ value: s, label: seasonLabel(s) }))}
        />
      </Modal>
    </PageCard>
  );
}

/** 人才管理(归档) (/archived/resume): the history list without closing seasons. */
export function ArchivedResumePage() {
  return <HistoryResumePage variant="archived" />;
}
