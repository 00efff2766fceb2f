import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Select, Space, Table, Tag } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOB_STATUS, JOB_STATUS_LABEL } from '@ehire/domain/codes/job-status';
import type { JobStatusTab } from '@ehire/domain/contracts/jobs';
import {
  OpsJobRejectInput,
  type OpsJobReviewItem,
  type OpsJobReviewQuery,
} from '@ehire/domain/contracts/ops-review';
import { JOB_TERM_LABEL, workYearText, type JobTerm } from '@ehire/domain/jobs/options';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { AppDialog } from '../components/AppDialog';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { JobStatusTag } from '../features/jobs/components/JobStatusTag';
import { ListEmpty } from '../components/ListEmpty';
import { zodRule } from '../features/jobs/utils/zod-rule';
import { OPS_REVIEW_KEYS, useOpsReviewApi } from './ops-review-api';
import { ReviewDrawer } from './ReviewDrawer';

const STATUS_FILTERS: readonly JobStatusTab[] = ['02', '24', '20', '26', '22', '99'];

type Target = { id: string; name: string };

/**
 * 职位审核 of the provider console: jobs awaiting approval across tenants (02 by default);
 * approve (→ 24 已发布) or reject with a required reason (→ 20 申请失败, RejectInfo).
 */
export function OpsJobReviewPage() {
  const api = useOpsReviewApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [status, setStatus] = useState<JobStatusTab>(JOB_STATUS.applying);
  const [keyword, setKeyword] = useState('');
  const [member, setMember] = useState('');
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [viewing, setViewing] = useState<Target | null>(null);
  const [approving, setApproving] = useState<Target | null>(null);
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const [rejectForm] = Form.useForm<{ reason: string }>();

  const query: OpsJobReviewQuery = { status, keyword, member, ...paging };
  const list = useQuery({
    queryKey: OPS_REVIEW_KEYS.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: OPS_REVIEW_KEYS.all });

  const approve = useMutation({
    mutationFn: (target: Target) => api.approve(target.id),
    onSuccess: async (_answer, target) => {
      void message.success(`已通过“${target.name}”，职位已发布`);
      setApproving(null);
      setViewing(null);
      await refresh();
    },
  });
  const reject = useMutation({
    mutationFn: ({ target, reason }: { target: Target; reason: string }) => api.reject(target.id, reason),
    onSuccess: async (_answer, { target }) => {
      void message.success(`已驳回“${target.name}”`);
      setRejecting(null);
      setViewing(null);
      await refresh();
    },
  });

  const openReject = (target: Target) => setRejecting(target);

  const resetPage = () => setPaging((current) => ({ ...current, pageIndex: 1 }));

  return (
    <div data-testid="ops-job-review">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<JobStatusTab>
          aria-label="职位状态"
          style={{ width: 140 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            resetPage();
          }}
          options={STATUS_FILTERS.map((code) => ({
            value: code,
            label: code === JOB_STATUS.applying ? '待审核' : JOB_STATUS_LABEL[code],
          }))}
        />
        <Input.Search
          placeholder="会员名"
          aria-label="会员名"
          allowClear
          maxLength={64}
          style={{ width: 180 }}
          onSearch={(value) => {
            setMember(value.trim());
            resetPage();
          }}
        />
        <Input.Search
          placeholder="职位名称"
          aria-label="职位名称"
          allowClear
          maxLength={50}
          style={{ width: 220 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            resetPage();
          }}
        />
      </Space>
      <Table<OpsJobReviewItem>
        rowKey="ehireJobID"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        scroll={{ x: 1100 }}
        locale={{
          emptyText: (
            <ListEmpty
              failed={list.isError}
              loading={list.isLoading}
              onRetry={() => void list.refetch()}
              description={status === JOB_STATUS.applying ? '暂无待审核的职位' : '暂无数据'}
            />
          ),
        }}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={[
          { title: '会员名', dataIndex: 'member', width: 120 },
          { title: '企业名称', dataIndex: 'tenantName', width: 180, ellipsis: true },
          {
            title: '职位名称',
            dataIndex: 'CJobName',
            width: 220,
            render: (name: string, row) => (
              <div>
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => setViewing({ id: row.ehireJobID, name })}
                >
                  {name}
                </Button>
                {row.Status === JOB_STATUS.applicationFailed && row.RejectInfo ? (
                  <div style={{ color: '#ff4d4f', fontSize: 12 }}>{`驳回原因：${row.RejectInfo}`}</div>
                ) : null}
              </div>
            ),
          },
          { title: '所属组织', dataIndex: 'OrgName', width: 140, ellipsis: true },
          { title: '工作地区', dataIndex: 'JobArea', width: 100 },
          {
            title: '状态',
            dataIndex: 'Status',
            width: 90,
            render: (_value, row) => <JobStatusTag status={row.Status} />,
          },
          {
            title: '提交时间',
            dataIndex: 'submittedAt',
            width: 170,
            render: (value: number | null) => (value ? formatDateTime(value) : '—'),
          },
          {
            title: '操作',
            key: 'actions',
            width: 170,
            fixed: 'right',
            render: (_value, row) => {
              const target = { id: row.ehireJobID, name: row.CJobName };
              return (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setViewing(target)}>
                    查看
                  </Button>
                  {row.Status === JOB_STATUS.applying ? (
                    <>
                      <Button type="link" size="small" onClick={() => setApproving(target)}>
                        通过
                      </Button>
                      <Button type="link" size="small" danger onClick={() => openReject(target)}>
                        驳回
                      </Button>
                    </>
                  ) : null}
                </Space>
              );
            },
          },
        ]}
      />
      <JobReviewDrawer
        target={viewing}
        onClose={() => setViewing(null)}
        onApprove={(target) => setApproving(target)}
        onReject={openReject}
      />
      <ConfirmDialog
        open={approving !== null}
        content={`确定审核通过职位“${approving?.name ?? ''}”吗？通过后职位将在招聘官网展示。`}
        confirmLoading={approve.isPending}
        onOk={() => approving && approve.mutate(approving)}
        onCancel={() => setApproving(null)}
      />
      <AppDialog
        open={rejecting !== null}
        title={`驳回职位“${rejecting?.name ?? ''}”`}
        onClose={() => setRejecting(null)}
        onOk={() => rejectForm.submit()}
        okText="驳回"
        okButtonProps={{ danger: true }}
        confirmLoading={reject.isPending}
        destroyOnHidden
      >
        <Form<{ reason: string }>
          form={rejectForm}
          layout="vertical"
          preserve={false}
          onFinish={({ reason }) => rejecting && reject.mutate({ target: rejecting, reason: reason.trim() })}
        >
          <Form.Item
            label="驳回原因"
            name="reason"
            required
            rules={[zodRule(OpsJobRejectInput.shape.reason)]}
            extra="招聘方会在职位列表看到该原因，请写明需要修改的内容。"
          >
            <Input.TextArea
              rows={4}
              maxLength={200}
              showCount
              placeholder="如：职位描述包含联系方式，请删除后重新提交"
            />
          </Form.Item>
        </Form>
      </AppDialog>
    </div>
  );
}

interface JobReviewDrawerProps {
  target: Target | null;
  onClose: () => void;
  onApprove: (target: Target) => void;
  onReject: (target: Target) => void;
}

/** The whole job record, to judge it before approving. */
function JobReviewDrawer({ target, onClose, onApprove, onReject }: JobReviewDrawerProps) {
  const api = useOpsReviewApi();
  const detail = useQuery({
    queryKey: OPS_REVIEW_KEYS.detail(target?.id ?? ''),
    queryFn: () => api.detail(target?.id ?? ''),
    enabled: target !== null,
  });
  const job = detail.data?.job;
  const pending = job?.Status === JOB_STATUS.applying;

  return (
    <ReviewDrawer
      open={target !== null}
      size={720}
      title={target ? `职位详情 - ${target.name}` : '职位详情'}
      onClose={onClose}
      detail={detail}
      pending={pending && target !== null}
      onReject={() => target && onReject(target)}
      onApprove={() => target && onApprove(target)}
    >
      {({ job, tenantName, member }) => (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label="企业">{`${tenantName}（${member}）`}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <JobStatusTag status={job.Status} />
          </Descriptions.Item>
          <Descriptions.Item label="职位名称">{job.CJobName}</Descriptions.Item>
          <Descriptions.Item label="英文名称">{job.EJobName || '—'}</Descriptions.Item>
          <Descriptions.Item label="所属组织">{job.OrgName}</Descriptions.Item>
          <Descriptions.Item label="职能类别">{job.FuncTypeName}</Descriptions.Item>
          <Descriptions.Item label="招聘类型">{JOB_TERM_LABEL[job.Term as JobTerm] ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="招聘人数">{job.JobNum === 0 ? '若干' : job.JobNum}</Descriptions.Item>
          <Descriptions.Item label="工作地区">{job.JobArea}</Descriptions.Item>
          <Descriptions.Item label="工作地址">
            {[job.WorkArea, job.WorkAddress].filter(Boolean).join(' ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="薪资">{job.ProvideSalary}</Descriptions.Item>
          <Descriptions.Item label="学历要求">{job.DegreeFrom}</Descriptions.Item>
          <Descriptions.Item label="工作年限">
            {workYearText(job.WorkYearDown, job.WorkYearUp)}
          </Descriptions.Item>
          <Descriptions.Item label="专业要求">
            {[job.Major1, job.Major2].filter(Boolean).join('、') || '不限'}
          </Descriptions.Item>
          <Descriptions.Item label="有效期">{job.ValidDate}</Descriptions.Item>
          <Descriptions.Item label="福利标签">
            {job.JobWelf.length ? job.JobWelf.map((item) => <Tag key={item}>{item}</Tag>) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="职位标签" span={2}>
            {job.JobLabel.length ? job.JobLabel.map((item) => <Tag key={item}>{item}</Tag>) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="职位描述" span={2}>
            <div style={{ whiteSpace: 'pre-wrap' }}>{job.CJobInfo}</div>
          </Descriptions.Item>
          {job.EJobInfo ? (
            <Descriptions.Item label="英文描述" span={2}>
              <div style={{ whiteSpace: 'pre-wrap' }}>{job.EJobInfo}</div>
            </Descriptions.Item>
          ) : null}
          {job.RejectInfo ? (
            <Descriptions.Item label="上次驳回原因" span={2}>
              {job.RejectInfo}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      )}
    </ReviewDrawer>
  );
}
