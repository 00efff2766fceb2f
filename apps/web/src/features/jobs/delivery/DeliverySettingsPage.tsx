import { useState } from 'react';
import { App, Button, Input, Space, Switch, Table } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  DELIVERY_FILE_TYPE_LABEL,
  type DeliveryListItem,
  type DeliveryListQuery,
} from '@ehire/domain/contracts/delivery';
import type { JobDeliveryInfo } from '@ehire/domain/contracts/jobs';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { InfoBanner } from '../../../components/InfoBanner';
import { DELIVERY_KEYS, useDeliveryApi } from '../api/delivery-api';
import { JobStatusTag } from '../components/JobStatusTag';
import { ListEmpty } from '../../../components/ListEmpty';
import { PageCard } from '../components/PageCard';
import { DeliverySettingDialog, type DeliveryDialogJob } from './DeliverySettingDialog';

/**
 * 投递设置 (/new/systemManagement/deliverySettings): per job, forward each new application by mail
 * with the resume attached. `?jobId=` opens that job's setting (from the job list).
 */
export function DeliverySettingsPage() {
  const api = useDeliveryApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [editing, setEditing] = useState<DeliveryDialogJob | null>(null);
  const [removing, setRemoving] = useState<{ jobId: string; jobName: string } | null>(null);
  const linkedJobId = searchParams.get('jobId');

  const query: DeliveryListQuery = { keyword, ...paging };
  const list = useQuery({
    queryKey: DELIVERY_KEYS.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });

  // A job named in the link opens its setting once the list knows its name (or from its record).
  const linked: DeliveryDialogJob | null = linkedJobId
    ? (() => {
        const row = list.data?.rows.find((item) => item.jobId === linkedJobId);
        return row
          ? { id: row.jobId, name: row.jobName, setting: row.delivery }
          : { id: linkedJobId, name: '' };
      })()
    : null;
  const dialogJob = editing ?? linked;

  const closeDialog = () => {
    setEditing(null);
    if (linkedJobId) {
      const next = new URLSearchParams(searchParams);
      next.delete('jobId');
      setSearchParams(next, { replace: true });
    }
  };

  const remove = useMutation({
    mutationFn: (job: { jobId: string; jobName: string }) => api.remove(job.jobId),
    onSuccess: async () => {
      void message.success('投递设置已清除');
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: DELIVERY_KEYS.all });
    },
  });

  const toggle = useMutation({
    mutationFn: ({ jobId, delivery, on }: { jobId: string; delivery: JobDeliveryInfo; on: boolean }) =>
      api.save(jobId, {
        email: delivery.email,
        fileType: delivery.fileType,
        subject: delivery.subject,
        fileName: delivery.fileName,
        status: on ? 1 : 0,
      }),
    onSuccess: async (_answer, { on }) => {
      void message.success(on ? '已开启简历转发' : '已关闭简历转发');
      await queryClient.invalidateQueries({ queryKey: DELIVERY_KEYS.all });
    },
  });

  return (
    <PageCard title="投递设置" testId="delivery-settings-page">
      <InfoBanner type="info" size="mini" style={{ marginBottom: 12 }}>
        开启后，候选人每投递一份简历，系统即把简历（PDF 或
        Word）作为附件发送到设置的邮箱；邮件主题和附件名称可使用占位符
        {' {序号} {姓名} {职位名称}'}。
      </InfoBanner>
      <Input.Search
        placeholder="请输入职位名称"
        aria-label="搜索职位名称"
        allowClear
        maxLength={50}
        style={{ width: 240, marginBottom: 12 }}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPaging((current) => ({ ...current, pageIndex: 1 }));
        }}
      />
      <Table<DeliveryListItem>
        rowKey="jobId"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <ListEmpty failed={list.isError} loading={list.isLoading} onRetry={() => void list.refetch()} /> }}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={[
          { title: '职位名称', dataIndex: 'jobName', width: 200, fixed: 'left' },
          {
            title: '职位状态',
            dataIndex: 'Status',
            width: 100,
            render: (_value, row) => <JobStatusTag status={row.Status} />,
          },
          { title: '接收邮箱', width: 200, render: (_value, row) => row.delivery?.email || '未设置' },
          {
            title: '附件格式',
            width: 90,
            render: (_value, row) => (row.delivery ? DELIVERY_FILE_TYPE_LABEL[row.delivery.fileType] : '—'),
          },
          { title: '邮件主题', ellipsis: true, render: (_value, row) => row.delivery?.subject ?? '—' },
          { title: '附件名称', ellipsis: true, render: (_value, row) => row.delivery?.fileName ?? '—' },
          {
            title: '转发简历',
            width: 100,
            render: (_value, row) =>
              row.delivery ? (
                <Switch
                  size="small"
                  aria-label={`转发简历 ${row.jobName}`}
                  checked={row.delivery.status === 1}
                  loading={toggle.isPending && toggle.variables?.jobId === row.jobId}
                  onChange={(on) =>
                    row.delivery && toggle.mutate({ jobId: row.jobId, delivery: row.delivery, on })
                  }
                />
              ) : (
                <span style={{ color: '#8c8c8c' }}>未开启</span>
              ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            fixed: 'right',
            render: (_value, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing({ id: row.jobId, name: row.jobName, setting: row.delivery })}
                >
                  {row.delivery ? '修改' : '设置'}
                </Button>
                {row.delivery ? (
                  <Button type="link" size="small" danger onClick={() => setRemoving(row)}>
                    清除
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <DeliverySettingDialog job={dialogJob} onClose={closeDialog} />
      <ConfirmDialog
        open={removing !== null}
        content={`确定要清除职位“${removing?.jobName ?? ''}”的投递设置吗？清除后新投递的简历不再转发。`}
        confirmLoading={remove.isPending}
        onOk={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </PageCard>
  );
}
