import { useMemo, useState } from 'react';
import { App, Button, Col, Input, Row, Select, Space, Table, Tag } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHECK_STATUS_LABEL, INPUT_TYPE_LABEL, type CheckStatus } from '@ehire/domain/codes/resume-design';
import {
  OpsDesignRejectInput,
  type DesignDiffEntry,
  type OpsDesignReviewItem,
} from '@ehire/domain/contracts/resume-design';
import {
  liveFields,
  liveModules,
  moduleListLabel,
  type DesignModule,
} from '@ehire/domain/resume-design/model';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListEmpty } from '../../components/ListEmpty';
import { OPS_DESIGN_KEYS, useDesignReviewApi, type DesignReviewQuery } from './design-review-api';
import { ReviewDrawer } from '../ReviewDrawer';

type StatusFilter = CheckStatus | 'ALL';
const STATUS_FILTERS: StatusFilter[] = ['CHECKING', 'PUBLISHED', 'REJECTED', 'ALL'];
const FILTER_LABEL = (s: StatusFilter) =>
  s === 'ALL' ? '全部' : s === 'CHECKING' ? '待审核' : CHECK_STATUS_LABEL[s];

/**
 * 简历审核 of the provider console (issue 4 §3): submitted resume designs across tenants; the
 * draft beside the online version with the differences highlighted; approve (published) or
 * reject with a reason per module and per field.
 */
export function OpsDesignReviewPage() {
  const api = useDesignReviewApi();
  const [status, setStatus] = useState<StatusFilter>('CHECKING');
  const [member, setMember] = useState('');
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [viewing, setViewing] = useState<OpsDesignReviewItem | null>(null);
  const query: DesignReviewQuery = { status, member, ...paging };
  const list = useQuery({
    queryKey: OPS_DESIGN_KEYS.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });

  return (
    <div data-testid="ops-design-review">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<StatusFilter>
          aria-label="审核状态"
          style={{ width: 140 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
          options={STATUS_FILTERS.map((s) => ({ value: s, label: FILTER_LABEL(s) }))}
        />
        <Input.Search
          placeholder="会员名"
          aria-label="会员名"
          allowClear
          maxLength={64}
          style={{ width: 180 }}
          onSearch={(value) => {
            setMember(value.trim());
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
        />
      </Space>
      <Table<OpsDesignReviewItem>
        rowKey="taskId"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        locale={{
          emptyText: (
            <ListEmpty
              failed={list.isError}
              loading={list.isLoading}
              onRetry={() => void list.refetch()}
              description={status === 'CHECKING' ? '暂无待审核的简历设置' : '暂无数据'}
            />
          ),
        }}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={[
          { title: '会员名', dataIndex: 'member', width: 120 },
          { title: '企业名称', dataIndex: 'tenantName', width: 200, ellipsis: true },
          {
            title: '状态',
            dataIndex: 'status',
            width: 100,
            render: (value: CheckStatus) => <Tag>{CHECK_STATUS_LABEL[value]}</Tag>,
          },
          {
            title: '提交时间',
            dataIndex: 'submittedAt',
            width: 170,
            render: (value: number | null) => (value ? formatDateTime(value) : '—'),
          },
          { title: '提交人', dataIndex: 'submittedBy', width: 120 },
          {
            title: '操作',
            key: 'actions',
            width: 100,
            render: (_v, row) => (
              <Button type="link" size="small" onClick={() => setViewing(row)}>
                {row.status === 'CHECKING' ? '审核' : '查看'}
              </Button>
            ),
          },
        ]}
      />
      <DesignReviewDrawer item={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

type Reasons = Record<string, string>;
const modKey = (modId: string) => modId;
const colKey = (modId: string, colId: string) => `${modId}/${colId}`;

const DIFF_STYLE: Record<DesignDiffEntry['kind'], { background: string; tag: string; color: string }> = {
  'module-added': { background: '#f6ffed', tag: '新增', color: 'green' },
  'field-added': { background: '#f6ffed', tag: '新增', color: 'green' },
  'module-changed': { background: '#fff7e6', tag: '修改', color: 'orange' },
  'field-changed': { background: '#fff7e6', tag: '修改', color: 'orange' },
  'module-removed': { background: '#fff1f0', tag: '删除', color: 'red' },
  'field-removed': { background: '#fff1f0', tag: '删除', color: 'red' },
};

function DesignReviewDrawer({ item, onClose }: { item: OpsDesignReviewItem | null; onClose: () => void }) {
  const api = useDesignReviewApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [reasons, setReasons] = useState<Reasons>({});
  const [overall, setOverall] = useState('');
  const [approving, setApproving] = useState(false);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const taskId = item?.taskId ?? '';
  const detail = useQuery({
    queryKey: OPS_DESIGN_KEYS.detail(taskId),
    queryFn: () => api.detail(taskId),
    enabled: item !== null,
  });
  const diff = useMemo(() => {
    const map = new Map<string, DesignDiffEntry>();
    for (const d of detail.data?.diff ?? []) map.set(d.colId ? colKey(d.modId, d.colId) : modKey(d.modId), d);
    return map;
  }, [detail.data]);
  const pending = item?.status === 'CHECKING';

  const close = () => {
    setReasons({});
    setOverall('');
    setRejectError(null);
    onClose();
  };
  const done = async (text: string) => {
    void message.success(text);
    close();
    await queryClient.invalidateQueries({ queryKey: OPS_DESIGN_KEYS.all });
  };

  const approve = useMutation({
    mutationFn: () => api.approve(taskId),
    onSuccess: () => {
      setApproving(false);
      return done('已通过，新简历已发布');
    },
  });
  const reject = useMutation({
    mutationFn: (input: OpsDesignRejectInput) => api.reject(taskId, input),
    onSuccess: () => done('已驳回'),
  });

  const submitReject = () => {
    const draft = detail.data?.draft ?? [];
    const input: OpsDesignRejectInput = {
      reason: overall.trim(),
      modules: draft
        .map((m) => ({
          modId: m.modId,
          reason: (reasons[modKey(m.modId)] ?? '').trim(),
          columns: m.ecolumns
            .map((c) => ({ colId: c.colId, reason: (reasons[colKey(m.modId, c.colId)] ?? '').trim() }))
            .filter((c) => c.reason !== ''),
        }))
        .filter((m) => m.reason !== '' || m.columns.length > 0),
    };
    const parsed = OpsDesignRejectInput.safeParse(input);
    if (!parsed.success) {
      setRejectError(parsed.error.issues[0]?.message ?? '请输入驳回原因');
      return;
    }
    setRejectError(null);
    reject.mutate(input);
  };

  const reasonInput = (key: string, label: string) =>
    pending ? (
      <Input
        size="small"
        aria-label={`驳回原因 ${label}`}
        placeholder="驳回原因（选填）"
        maxLength={200}
        value={reasons[key] ?? ''}
        onChange={(e) => setReasons((r) => ({ ...r, [key]: e.target.value }))}
        style={{ marginTop: 4 }}
      />
    ) : null;

  const column = (modules: DesignModule[], side: 'online' | 'draft') => (
    <div data-testid={`design-${side}`}>
      {liveModules(modules).map((m) => {
        const moduleDiff = diff.get(modKey(m.modId));
        const showModuleDiff =
          moduleDiff &&
          (side === 'draft' ? moduleDiff.kind !== 'module-removed' : moduleDiff.kind === 'module-removed');
        const label = moduleListLabel(m);
        return (
          <div
            key={m.modId}
            data-testid="review-module"
            data-mod-id={m.modId}
            data-diff={showModuleDiff ? moduleDiff.kind : undefined}
            style={{
              border: '1px solid #f0f0f0',
              borderRadius: 6,
              padding: 8,
              marginBottom: 8,
              background: showModuleDiff ? DIFF_STYLE[moduleDiff.kind].background : undefined,
            }}
          >
            <Space size={6}>
              <strong>{label}</strong>
              {showModuleDiff ? (
                <Tag color={DIFF_STYLE[moduleDiff.kind].color}>{DIFF_STYLE[moduleDiff.kind].tag}</Tag>
              ) : null}
              {m.enableStatus === 0 ? <Tag>已停用</Tag> : null}
            </Space>
            {showModuleDiff && moduleDiff.attributes.length ? (
              <div
                style={{ fontSize: 12, color: '#8c8c8c' }}
              >{`变更：${moduleDiff.attributes.join('、')}`}</div>
            ) : null}
            {side === 'draft' ? reasonInput(modKey(m.modId), label) : null}
            <ul style={{ listStyle: 'none', padding: 0, margin: '6px 0 0' }}>
              {liveFields(m).map((f) => {
                const fieldDiff = diff.get(colKey(m.modId, f.colId));
                const show =
                  fieldDiff &&
                  (side === 'draft'
                    ? fieldDiff.kind !== 'field-removed'
                    : fieldDiff.kind === 'field-removed');
                return (
                  <li
                    key={f.colId}
                    data-testid="review-field"
                    data-col-id={f.colId}
                    data-diff={show ? fieldDiff.kind : undefined}
                    style={{
                      padding: '4px 6px',
                      background: show ? DIFF_STYLE[fieldDiff.kind].background : undefined,
                    }}
                  >
                    <Space size={6} wrap>
                      <span>{f.cname || f.colId}</span>
                      <span style={{ color: '#8c8c8c' }}>{INPUT_TYPE_LABEL[f.inputType]}</span>
                      {f.isMustUsed === 1 ? <Tag>必填</Tag> : null}
                      {show ? (
                        <Tag color={DIFF_STYLE[fieldDiff.kind].color}>{DIFF_STYLE[fieldDiff.kind].tag}</Tag>
                      ) : null}
                      {show && fieldDiff.attributes.length ? (
                        <span style={{ fontSize: 12, color: '#8c8c8c' }}>
                          {fieldDiff.attributes.join('、')}
                        </span>
                      ) : null}
                    </Space>
                    {side === 'draft' ? reasonInput(colKey(m.modId, f.colId), f.cname || f.colId) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );

  return (
    <ReviewDrawer
      open={item !== null}
      size={1100}
      title={item ? `简历设置审核 - ${item.tenantName}（${item.member}）` : '简历设置审核'}
      onClose={close}
      detail={detail}
      pending={pending}
      rejecting={reject.isPending}
      onReject={submitReject}
      onApprove={() => setApproving(true)}
    >
      {(data) => (
        <>
          {pending ? (
            <div style={{ marginBottom: 12 }}>
              <Input.TextArea
                aria-label="整体驳回原因"
                placeholder="整体驳回原因（选填；驳回时至少填写一处原因）"
                rows={2}
                maxLength={200}
                value={overall}
                onChange={(e) => setOverall(e.target.value)}
              />
              {rejectError ? (
                <div style={{ color: '#ff4d4f' }} data-testid="reject-error">
                  {rejectError}
                </div>
              ) : null}
            </div>
          ) : null}
          <div style={{ marginBottom: 8, color: '#8c8c8c' }} data-testid="diff-count">
            {`共 ${data.diff.length} 处变更`}
          </div>
          <Row gutter={16}>
            <Col span={12}>
              <h4>{`线上版本（第 ${data.onlineVersion} 版）`}</h4>
              {column(data.online, 'online')}
            </Col>
            <Col span={12}>
              <h4>待审核版本</h4>
              {column(data.draft, 'draft')}
            </Col>
          </Row>
          <ConfirmDialog
            open={approving}
            content="确定审核通过吗？通过后新简历将立即生效。"
            confirmLoading={approve.isPending}
            onOk={() => approve.mutate()}
            onCancel={() => setApproving(false)}
          />
        </>
      )}
    </ReviewDrawer>
  );
}
