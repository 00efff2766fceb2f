import { useMemo, useState } from 'react';
import { App, Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import { FilterOutlined, TagsOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  POOL_FILTER_FIELDS,
  POOL_FILTER_OPTIONS,
  type PoolCandidate,
  type PoolSearchInput,
} from '@ehire/domain/contracts/pools';
import { FilterEditor, type FilterRule } from '../../components/conditions/FilterEditor';
import { Can } from '../../platform/Can';
import { PoolLabelsDialog } from './PoolLabelsDialog';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { RequestError } from '../../platform/request';
import { PageCard } from '../jobs/components/PageCard';
import { TALENT_KEYS, useTalentApi } from '../talent/api/talent-api';
import { ImportWizard } from '../imports/ImportWizard';
import { POOL_KEYS, usePoolsApi } from './api/pools-api';
import { useKeywordPaging } from '../../components/use-keyword-paging';

// 公共人才库 (/new/talentPool, ROUTE-025; issue 18 §1): candidates without an open application,
// searched by keyword and with the talent list's FilterEditor over the pool's fields (the
// candidate, their newest résumé, their labels), labelled, and the résumé import that fills it.

export function TalentPoolPage() {
  const api = usePoolsApi();
  const queryClient = useQueryClient();
  const paging = useKeywordPaging();
  const { keyword, pageIndex } = paging;
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [jobId, setJobId] = useState<string | null>(null);
  const [recruiting, setRecruiting] = useState(false);
  const [filter, setFilter] = useState<FilterRule | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const [labelling, setLabelling] = useState(false);
  const { message, modal } = App.useApp();
  const talentApi = useTalentApi();
  const jobs = useQuery({ queryKey: TALENT_KEYS.jobs, queryFn: () => talentApi.jobs() });

  const selection = filter ? { keyword, filter } : { keyword };
  const query: PoolSearchInput = { ...selection, pageIndex, pageSize: paging.pageSize };
  const page = useQuery({
    queryKey: POOL_KEYS.public(query),
    queryFn: () => api.search(query),
    placeholderData: keepPreviousData,
  });
  const total = page.data?.total ?? 0;
  // The 标签 filter chooses from the tenant's labels (标签管理), read when the filter opens.
  const labelOptions = useQuery({
    queryKey: POOL_KEYS.labelOptions,
    queryFn: () => api.labelOptions(),
    enabled: filterOpen,
  });
  const filterFields = useMemo(
    () => ({
      ...POOL_FILTER_FIELDS,
      labels: { ...POOL_FILTER_FIELDS.labels!, options: labelOptions.data ?? [] },
    }),
    [labelOptions.data],
  );

  // 加入职位: an application in the job's first step; the candidates leave the pool. Nobody
  // chosen: every candidate of the search, by a task of the task centre (confirmed first).
  const recruit = async () => {
    if (!jobId) {
      void message.warning('请选择职位');
      return;
    }
    if (selected.length === 0) {
      const confirmed = await modal.confirm({
        title: '加入职位',
        content: `将全部搜索结果（${total}人）加入所选职位？在任务中心执行。`,
        okText: '确定',
        cancelText: '取消',
      });
      if (!confirmed) return;
    }
    setRecruiting(true);
    try {
      if (selected.length === 0) {
        await api.bulkRecruit({ ...selection, jobId });
        void message.success('已提交批量加入职位任务，可在任务中心查看进度');
      } else {
        const answer = await api.recruit({ candidateIds: selected, jobId });
        void message.success(`已将${answer.created}人加入职位`);
        setSelected([]);
        await queryClient.invalidateQueries({ queryKey: POOL_KEYS.all });
      }
    } catch (error) {
      if (!(error instanceof RequestError && error.handled)) void message.error('加入职位失败，请重试');
    } finally {
      setRecruiting(false);
    }
  };

  return (
    <PageCard
      title="公共人才库"
      testId="talent-pool-page"
      extra={
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          简历导入
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="姓名、手机号、邮箱、学校、专业"
          aria-label="关键词"
          style={{ width: 320 }}
          onSearch={paging.search}
        />
        <Select
          aria-label="加入的职位"
          style={{ width: 240 }}
          placeholder="选择职位"
          value={jobId ?? undefined}
          onChange={setJobId}
          loading={jobs.isLoading}
          options={(jobs.data ?? []).map((j) => ({ value: j.jobId, label: j.name }))}
        />
        <Button
          disabled={selected.length === 0 && total === 0}
          loading={recruiting}
          onClick={() => void recruit()}
        >
          {selected.length ? `加入职位（${selected.length}人）` : `全部加入职位（${total}人）`}
        </Button>
        <Button icon={<FilterOutlined />} onClick={() => setFilterOpen((open) => !open)}>
          {filter ? `筛选（${filter.children.length}）` : '筛选'}
        </Button>
        <Can write={PERMISSION.talent}>
          <Button icon={<TagsOutlined />} onClick={() => setLabelling(true)}>
            {selected.length ? `标签（${selected.length}人）` : '批量标签'}
          </Button>
        </Can>
      </Space>
      {filterOpen ? (
        <Card size="small" title="筛选条件" style={{ marginBottom: 12 }} data-testid="pool-filter-panel">
          <FilterEditor
            options={POOL_FILTER_OPTIONS}
            fields={filterFields}
            value={filter}
            askGlobal={false}
            onConfirm={(next) => {
              setFilter(next.children.length > 0 ? next : null);
              setFilterOpen(false);
              setSelected([]);
              paging.setPageIndex(1);
            }}
            onReset={() => {
              setFilter(null);
              paging.setPageIndex(1);
            }}
          />
        </Card>
      ) : null}
      <Table<PoolCandidate>
        rowKey="candidateId"
        size="middle"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        locale={{ emptyText: '暂无人才' }}
        pagination={paging.pagination(page.data?.total ?? 0, '人')}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '手机号', dataIndex: 'mobile' },
          { title: '邮箱', dataIndex: 'email' },
          { title: '学校', dataIndex: 'school' },
          { title: '专业', dataIndex: 'major' },
          { title: '学历', dataIndex: 'degree' },
          {
            title: '标签',
            dataIndex: 'labels',
            render: (labels: string[]) => labels.map((label) => <Tag key={label}>{label}</Tag>),
          },
          {
            title: '来源',
            dataIndex: 'source',
            render: (source: string) => (source ? <Tag>{source}</Tag> : ''),
          },
          { title: '入库时间', dataIndex: 'createdAt', render: (at: number) => formatDateTime(at) },
        ]}
      />
      <PoolLabelsDialog
        open={labelling}
        candidateIds={selected}
        selection={selection}
        total={total}
        onClose={() => setLabelling(false)}
        onDone={() => {
          setLabelling(false);
          void queryClient.invalidateQueries({ queryKey: POOL_KEYS.all });
        }}
      />
      <ImportWizard
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: POOL_KEYS.all })}
      />
    </PageCard>
  );
}
