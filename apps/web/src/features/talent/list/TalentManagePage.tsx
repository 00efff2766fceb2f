import { useEffect, useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  Dropdown,
  Input,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { DownOutlined, DownloadOutlined, FilterOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  DELIVERED_STATUS_LABEL,
  INBOX_VIDEO_STATUS_LABEL,
  RESUME_TAB_LABEL,
  type ResumeTab,
} from '@ehire/domain/codes/inbox-status';
import {
  TALENT_ACTION_LABEL,
  TALENT_SEARCH_MAX,
  TALENT_SORT_FIELDS,
  type TalentActionName,
  type TalentListQueryInput,
  type TalentRow,
  type TalentSort,
} from '@ehire/domain/contracts/talent';
import { EXPORT_MESSAGE } from '@ehire/domain/contracts/exports';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { FilterEditor } from '../../../components/conditions/FilterEditor';
import { TalentExportDialog } from '../../exports/components/TalentExportDialog';
import { SendNoticeDialog, type NoticeRecipientTarget } from '../../notices/SendNoticeDialog';
import { InfoBanner } from '../../../components/InfoBanner';
import { useCanWrite } from '../../../platform/Can';
import { usePlatform } from '../../../platform/PlatformContext';
import { TALENT_KEYS, useTalentApi } from '../api/talent-api';
import { JOB_KEYS, useJobsApi } from '../../jobs/api/jobs-api';
import { LabelTags } from '../components/LabelTags';
import { ListEmpty } from '../../../components/ListEmpty';
import { useTalentActions, type ActionTarget } from '../components/useTalentActions';
import { detailsUrl, saveDetailsContext } from '../details/details-context';
import { useTalentListLayout } from './use-talent-list-layout';
import { filterFromUrl } from './url-filter';
import { SavedSearches } from './SavedSearches';
import { StepBar } from './StepBar';
import {
  EMPTY_SEARCH,
  INTENT_PATH,
  patchTalentParams,
  readTalentView,
  toSelection,
  type TalentSearch,
  type TalentView,
} from './talent-view';

/** GAP-036: the keyword is at most 2000 characters (TALENT_SEARCH_MAX). */
export const KEYWORD_TOO_LONG = `搜索词最多${TALENT_SEARCH_MAX}个字符`;

export const SORT_LABEL: Record<TalentSort['field'], string> = {
  appliedAt: '投递时间',
  updatedAt: '更新时间',
  score: '评分',
  name: '姓名',
  graduationYear: '毕业年份',
};

/** Where each top tab lives (ROUTE-072/073, GAP-017, AMB-006). */
const TAB_PATH: Record<ResumeTab, string> = {
  first: '/new/talent/talentManage?tab=first',
  second: '/resume?tab=second',
  three: `${INTENT_PATH}?tab=three`,
};

const ARRANGE_ACTIONS: readonly TalentActionName[] = [
  'arrangeWrittenTest',
  'arrangeInterview',
  'arrangeVideoInterview',
];
const MORE_ACTIONS: readonly TalentActionName[] = [
  'move',
  'moveFlow',
  'addLabels',
  'removeLabels',
  'addPersonalLabels',
  'removePersonalLabels',
  'star',
  'unstar',
  'comment',
  'score',
  'restore',
];

const toTarget = (row: TalentRow): ActionTarget => ({
  applicationId: row.applicationId,
  name: row.name,
  flowId: row.flowId,
  ivid: row.ivid,
  jobId: row.jobId,
});

function statusColor(code: string): string {
  if (code === '00') return 'processing';
  if (code === '01') return 'warning';
  if (code === '04' || code === '05') return 'default';
  return 'success';
}

/**
 * 人才管理 (/new/talent/talentManage, /resume, /new/intentResume): applications by tab (all,
 * by job, intent pool), step and inbox status with counts; keyword, filter, saved searches,
 * sort, server-side paging; single and bulk actions with a result per application when some
 * fail; export. The workbench's link parameters open the matching view.
 */
export function TalentManagePage() {
  const api = useTalentApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const { storage, api: platformApi } = usePlatform();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(
    () => readTalentView(location.pathname, searchParams),
    [location.pathname, searchParams],
  );
  const readOnly = !useCanWrite(PERMISSION.talent);

  // A drill-down link (data board) opens the list with its filter.
  const [search, setSearch] = useState<TalentSearch>(() => ({
    ...EMPTY_SEARCH,
    filter: filterFromUrl(searchParams),
  }));
  /** 不应用 (not global): the filter holds for the current step and status only. */
  const [filterLocal, setFilterLocal] = useState(false);
  const [keywordText, setKeywordText] = useState('');
  const [filterOpen, setFilterOpen] = useState(false);
  const [filterKey, setFilterKey] = useState(0);
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [selected, setSelected] = useState<TalentRow[]>([]);
  const [exportOpen, setExportOpen] = useState(false);
  /** 发送通知 (issue 14): the recipients while the dialog is open. */
  const [noticeTargets, setNoticeTargets] = useState<NoticeRecipientTarget[] | null>(null);
  const keywordTooLong = keywordText.length > TALENT_SEARCH_MAX;

  const jobs = useQuery({ queryKey: TALENT_KEYS.jobs, queryFn: () => api.jobs() });
  // The names of a drill-down's organisation or flow (data board, issue 16 §1), read only then.
  const jobsApi = useJobsApi();
  const scopeOptions = useQuery({
    queryKey: JOB_KEYS.options,
    queryFn: () => jobsApi.options(),
    enabled: view.organizationId !== undefined,
  });
  const flows = useQuery({
    queryKey: TALENT_KEYS.flows,
    queryFn: () => api.flows(),
    enabled: view.flowId !== undefined,
  });
  const fields = useQuery({ queryKey: TALENT_KEYS.fields, queryFn: () => api.fields() });
  const layout = useTalentListLayout();
  const fieldSet = useMemo(() => layout.fieldSet(fields.data ?? []), [layout, fields.data]);

  /** 我的标签: the operator's own personal labels to filter by (never saved with a search). */
  const [myLabels, setMyLabels] = useState<string[]>([]);
  /** The options are read when the filter is first opened, not with every list. */
  const [myLabelsOpened, setMyLabelsOpened] = useState(false);
  const personalLabelOptions = useQuery({
    queryKey: TALENT_KEYS.personalLabels,
    queryFn: () => api.personalLabels(),
    enabled: myLabelsOpened,
  });
  const selection = useMemo(
    () => ({ ...toSelection(view, search), ...(myLabels.length > 0 ? { personalLabels: myLabels } : {}) }),
    [view, search, myLabels],
  );
  const needsJob = view.tab === 'second' && !view.jobId;
  const query: TalentListQueryInput = useMemo(
    () => ({ ...selection, sort: search.sort, ...paging }),
    [selection, search.sort, paging],
  );
  const list = useQuery({
    queryKey: TALENT_KEYS.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
    enabled: !needsJob,
  });
  const countSelection = useMemo(() => {
    const { ivid: _ivid, inboxstatus: _status, ...rest } = selection;
    return rest;
  }, [selection]);
  const counts = useQuery({
    queryKey: TALENT_KEYS.counts(countSelection),
    queryFn: () => api.counts(countSelection),
    placeholderData: keepPreviousData,
    enabled: !needsJob,
  });

  // 按职位查看 without a job: open the first job.
  const firstJob = jobs.data?.[0]?.jobId;
  useEffect(() => {
    if (needsJob && firstJob) {
      setSearchParams(patchTalentParams(searchParams, { jobId: firstJob }), { replace: true });
    }
  }, [needsJob, firstJob, searchParams, setSearchParams]);

  const resetPage = () => {
    setPaging((current) => ({ ...current, pageIndex: 1 }));
    setSelected([]);
  };

  const changeView = (patch: Partial<TalentView>) => {
    setSearchParams(patchTalentParams(searchParams, patch), { replace: true });
    if (filterLocal) {
      setSearch((current) => ({ ...current, filter: null }));
      setFilterLocal(false);
      setFilterKey((k) => k + 1);
    }
    resetPage();
  };

  const actions = useTalentActions({
    steps: counts.data?.steps ?? [],
    jobs: jobs.data ?? [],
    labels: [...new Set((list.data?.rows ?? []).flatMap((row) => row.labels))],
    onDone: () => setSelected([]),
  });

  const runSearch = (value: string) => {
    if (value.length > TALENT_SEARCH_MAX) {
      void message.error(KEYWORD_TOO_LONG);
      return;
    }
    setSearch((current) => ({ ...current, keyword: value.trim() }));
    resetPage();
  };

  const applySaved = (saved: TalentSearch) => {
    setSearch(saved);
    setKeywordText(saved.keyword);
    setFilterLocal(false);
    setFilterKey((k) => k + 1);
    resetPage();
  };

  const openDetails = (row: TalentRow) => {
    saveDetailsContext(storage.session, {
      query,
      returnTo: `${location.pathname}${location.search}`,
    });
    void navigate(detailsUrl(row.applicationId));
  };

  const rows = list.data?.rows ?? [];
  /**
   * A bulk action first asks the async check (D1 §7, scene talentEdit) for its limit. Bulk edits
   * run in the request (the server answers async 0); a selection above the limit is refused here.
   */
  const bulk = (action: TalentActionName) => {
    const targets = selected.map(toTarget);
    platformApi.checkAsync({ scene: 'talentEdit', applicationIds: targets.map((t) => t.applicationId) }).then(
      (check) => {
        if (check.limit !== null && targets.length > check.limit) {
          void message.error(EXPORT_MESSAGE.editOverLimit(check.limit));
          return;
        }
        actions.start(action, targets);
      },
      // Refusals and lost logins were shown by the request client.
      () => undefined,
    );
  };
  const menuOf = (names: readonly TalentActionName[], onPick: (action: TalentActionName) => void) => ({
    items: names.map((name) => ({ key: name, label: TALENT_ACTION_LABEL[name] })),
    onClick: ({ key }: { key: string }) => onPick(key as TalentActionName),
  });

  const viewNotes = [
    view.inboxvideostatus ? `视频面试：${INBOX_VIDEO_STATUS_LABEL[view.inboxvideostatus]}` : null,
    view.deliveredstaus ? `投递状态：${DELIVERED_STATUS_LABEL[view.deliveredstaus]}` : null,
    // A drill-down from a board of an organisation or a flow (issue 16 §1).
    view.organizationId
      ? `组织：${scopeOptions.data?.organizations.find((o) => o.id === view.organizationId)?.name ?? '所选组织'}（含下级组织）`
      : null,
    view.flowId ? `流程：${flows.data?.find((f) => f.flowId === view.flowId)?.name ?? '所选流程'}` : null,
  ].filter((note): note is string => note !== null);

  return (
    <Card variant="borderless" data-testid="talent-manage-page" styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        activeKey={view.tab}
        items={(['first', 'second', 'three'] as const).map((tab) => ({
          key: tab,
          label: <span data-testid={`talent-tab-${tab}`}>{RESUME_TAB_LABEL[tab]}</span>,
        }))}
        onChange={(key) => void navigate(TAB_PATH[key as ResumeTab])}
      />
      {view.tab === 'second' ? (
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text>职位</Typography.Text>
          <Select
            aria-label="选择职位"
            showSearch
            optionFilterProp="label"
            style={{ width: 320 }}
            loading={jobs.isLoading}
            placeholder="请选择职位"
            value={view.jobId}
            notFoundContent="暂无职位"
            options={(jobs.data ?? []).map((job) => ({
              value: job.jobId,
              label: `${job.name}（${job.total}）`,
            }))}
            onChange={(jobId: string) => changeView({ jobId, ivid: undefined, inboxstatus: undefined })}
          />
        </Space>
      ) : null}
      {viewNotes.length > 0 ? (
        <Space style={{ marginBottom: 8 }} data-testid="view-notes">
          {viewNotes.map((note) => (
            <Tag key={note} color="blue">
              {note}
            </Tag>
          ))}
          <Button
            size="small"
            type="link"
            onClick={() =>
              changeView({
                inboxvideostatus: undefined,
                deliveredstaus: undefined,
                organizationId: undefined,
                flowId: undefined,
              })
            }
          >
            清除
          </Button>
        </Space>
      ) : null}
      <StepBar
        counts={needsJob ? undefined : counts.data}
        ivid={view.ivid}
        inboxstatus={view.inboxstatus}
        onStep={(ivid) => changeView({ ivid, inboxstatus: undefined })}
        onStatus={(inboxstatus) => changeView({ inboxstatus })}
      />
      <Space wrap size={[8, 8]} style={{ marginBottom: 12 }} data-testid="talent-toolbar">
        <div>
          <Input.Search
            aria-label="搜索人才"
            placeholder="姓名、手机号、邮箱、学校或专业"
            allowClear
            status={keywordTooLong ? 'error' : undefined}
            value={keywordText}
            onChange={(event) => setKeywordText(event.target.value)}
            onSearch={runSearch}
            style={{ width: 300 }}
          />
          {keywordTooLong ? (
            <div role="alert" style={{ color: '#ff4d4f', fontSize: 12 }} data-testid="keyword-error">
              {KEYWORD_TOO_LONG}
            </div>
          ) : null}
        </div>
        <Button
          icon={<FilterOutlined />}
          type={search.filter && search.filter.children.length > 0 ? 'primary' : 'default'}
          onClick={() => setFilterOpen((open) => !open)}
        >
          筛选
        </Button>
        {readOnly ? null : (
          <Select
            aria-label="我的标签"
            mode="multiple"
            allowClear
            style={{ minWidth: 160 }}
            placeholder="我的标签"
            notFoundContent="暂无个人标签"
            loading={personalLabelOptions.isLoading}
            onOpenChange={(open) => open && setMyLabelsOpened(true)}
            value={myLabels}
            options={(personalLabelOptions.data ?? []).map((label) => ({ value: label, label }))}
            onChange={(labels: string[]) => {
              setMyLabels(labels);
              resetPage();
            }}
          />
        )}
        <SavedSearches current={search} onApply={applySaved} readOnly={readOnly} />
        <Select<TalentSort['field']>
          aria-label="排序字段"
          style={{ width: 130 }}
          value={search.sort.field}
          options={TALENT_SORT_FIELDS.map((field) => ({ value: field, label: SORT_LABEL[field] }))}
          onChange={(field) => {
            setSearch((current) => ({ ...current, sort: { ...current.sort, field } }));
            resetPage();
          }}
        />
        <Select<TalentSort['order']>
          aria-label="排序方向"
          style={{ width: 96 }}
          value={search.sort.order}
          options={[
            { value: 'desc', label: '降序' },
            { value: 'asc', label: '升序' },
          ]}
          onChange={(order) => {
            setSearch((current) => ({ ...current, sort: { ...current.sort, order } }));
            resetPage();
          }}
        />
        <Button icon={<DownloadOutlined />} onClick={() => setExportOpen(true)}>
          {selected.length > 0 ? `导出所选(${selected.length})` : '导出'}
        </Button>
      </Space>
      {filterOpen ? (
        <Card size="small" title="筛选条件" style={{ marginBottom: 12 }} data-testid="filter-panel">
          <FilterEditor
            key={filterKey}
            options={fieldSet.options}
            fields={fieldSet.catalog}
            value={search.filter}
            onConfirm={(filter, scope) => {
              setSearch((current) => ({ ...current, filter: filter.children.length > 0 ? filter : null }));
              setFilterLocal(!scope.global);
              setFilterOpen(false);
              resetPage();
            }}
            onReset={() => {
              setSearch((current) => ({ ...current, filter: null }));
              resetPage();
            }}
          />
        </Card>
      ) : null}
      {readOnly ? (
        <InfoBanner type="warning" size="mini" style={{ marginBottom: 12 }}>
          您的人才管理权限为只读：可以查看人才，不能处理投递。
        </InfoBanner>
      ) : null}
      {selected.length > 0 && !readOnly ? (
        <Space wrap style={{ marginBottom: 12 }} data-testid="talent-batch-bar">
          <span>{`已选${selected.length}项`}</span>
          <Button size="small" type="primary" onClick={() => bulk('pass')}>
            通过
          </Button>
          <Button size="small" onClick={() => bulk('pending')}>
            待定
          </Button>
          <Button size="small" danger onClick={() => bulk('eliminate')}>
            淘汰
          </Button>
          <Dropdown trigger={['click']} menu={menuOf(ARRANGE_ACTIONS, bulk)}>
            <Button size="small">
              安排 <DownOutlined />
            </Button>
          </Dropdown>
          <Dropdown trigger={['click']} menu={menuOf(MORE_ACTIONS, bulk)}>
            <Button size="small">
              更多操作 <DownOutlined />
            </Button>
          </Dropdown>
          <Button size="small" onClick={() => setNoticeTargets(selected.map(toTarget))}>
            发送通知
          </Button>
          <Button size="small" type="link" onClick={() => setSelected([])}>
            取消选择
          </Button>
        </Space>
      ) : null}
      <Table<TalentRow>
        rowKey="applicationId"
        size="middle"
        loading={list.isFetching}
        dataSource={needsJob ? [] : rows}
        scroll={{ x: 1400 }}
        locale={{
          emptyText: (
            <ListEmpty
              failed={list.isError}
              loading={list.isLoading}
              onRetry={() => void list.refetch()}
              description={needsJob ? '请选择职位' : '暂无投递'}
            />
          ),
        }}
        rowSelection={
          readOnly
            ? undefined
            : {
                selectedRowKeys: selected.map((row) => row.applicationId),
                preserveSelectedRowKeys: true,
                onChange: (_keys, picked) => setSelected(picked.filter(Boolean)),
              }
        }
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: needsJob ? 0 : (list.data?.total ?? 0),
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={layout.columns([
          {
            title: '姓名',
            dataIndex: 'name',
            fixed: 'left',
            width: 150,
            render: (name: string, row) => (
              <Space size={4}>
                {row.isStarred ? (
                  <StarFilled style={{ color: '#faad14' }} aria-label="已标星" />
                ) : (
                  <StarOutlined style={{ color: '#d9d9d9' }} />
                )}
                <Typography.Link onClick={() => openDetails(row)}>{name}</Typography.Link>
              </Space>
            ),
          },
          // Key columns first (issue 20 §2): at 1440 px the job and the step / status are on
          // screen beside the fixed name and actions; the rest scrolls.
          { title: '应聘职位', dataIndex: 'jobName', width: 160, ellipsis: true },
          {
            title: '步骤 / 状态',
            key: 'step',
            width: 170,
            render: (_value, row) => (
              <Space size={4} wrap>
                <span>{row.stepName}</span>
                <Tag color={statusColor(row.inboxStatus)}>{row.inboxStatusName}</Tag>
              </Space>
            ),
          },
          {
            title: '学校',
            dataIndex: 'school',
            width: 200,
            render: (school: string, row) => (
              <Space size={4} wrap>
                <span>{school}</span>
                {row.schoolLevel && row.schoolLevel !== '其他' ? <Tag>{row.schoolLevel}</Tag> : null}
              </Space>
            ),
          },
          { title: '学历', dataIndex: 'degree', width: 70 },
          { title: '专业', dataIndex: 'major', width: 140, ellipsis: true },
          { title: '毕业年份', dataIndex: 'graduationYear', width: 90 },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          {
            title: '评分',
            dataIndex: 'score',
            width: 70,
            render: (score: number | null) => (score === null ? '-' : score),
          },
          {
            title: '标签',
            dataIndex: 'labels',
            width: 160,
            render: (labels: string[], row) => (
              <LabelTags labels={labels} personalLabels={row.personalLabels} />
            ),
          },
          { title: '来源', dataIndex: 'source', width: 90 },
          {
            title: '投递时间',
            dataIndex: 'appliedAt',
            width: 160,
            render: (value: number) => formatDateTime(value),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 200,
            render: (_value, row) => (
              <Space size={0} data-testid={`talent-actions-${row.applicationId}`}>
                <Button type="link" size="small" onClick={() => openDetails(row)}>
                  查看
                </Button>
                {readOnly ? null : (
                  <>
                    <Button type="link" size="small" onClick={() => actions.start('pass', [toTarget(row)])}>
                      通过
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => actions.start('eliminate', [toTarget(row)])}
                    >
                      淘汰
                    </Button>
                    <Dropdown
                      trigger={['click']}
                      menu={{
                        items: [
                          ...menuOf(['pending', ...ARRANGE_ACTIONS, ...MORE_ACTIONS], () => undefined).items,
                          { key: 'notice', label: '发送通知' },
                        ],
                        onClick: ({ key }) =>
                          key === 'notice'
                            ? setNoticeTargets([toTarget(row)])
                            : actions.start(key as TalentActionName, [toTarget(row)]),
                      }}
                    >
                      <Tooltip title="更多操作">
                        <Button type="link" size="small" aria-label="更多">
                          更多
                        </Button>
                      </Tooltip>
                    </Dropdown>
                  </>
                )}
              </Space>
            ),
          },
        ])}
      />
      {actions.element}
      <SendNoticeDialog targets={noticeTargets} onClose={() => setNoticeTargets(null)} />
      <TalentExportDialog
        open={exportOpen}
        onClose={() => setExportOpen(false)}
        target={{
          ...(selected.length > 0 ? { applicationIds: selected.map((row) => row.applicationId) } : {}),
          selection,
          sort: search.sort,
          count: selected.length > 0 ? selected.length : list.data?.total,
        }}
      />
    </Card>
  );
}
