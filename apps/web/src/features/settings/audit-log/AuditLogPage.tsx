import { useState } from 'react';
import { App, Button, DatePicker, Input, Select, Space, Table } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import {
  AUDIT_TARGET_LABEL,
  type AuditLogEntry,
  type AuditLogQueryInput,
} from '@ehire/domain/contracts/settings';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { PageCard } from '../../jobs/components/PageCard';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';

/**
 * 日志查询 (/new/systemManagement/usermanager/loglist): the tenant's audit log (who, what, which
 * record, when, IP), filtered by user, action and period; the export runs in the task centre.
 */
export function AuditLogPage() {
  const api = useSettingsApi();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<{
    operatorId: string | null;
    action: string;
    period: [Dayjs, Dayjs] | null;
  }>({
    operatorId: null,
    action: '',
    period: null,
  });
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const query: AuditLogQueryInput = {
    operatorId: filter.operatorId,
    action: filter.action,
    from: filter.period ? filter.period[0].startOf('day').valueOf() : null,
    to: filter.period ? filter.period[1].endOf('day').valueOf() : null,
    ...paging,
  };
  const list = useQuery({
    queryKey: SETTINGS_KEYS.auditLog(query),
    queryFn: () => api.auditLog(query),
    placeholderData: keepPreviousData,
  });
  const users = useQuery({
    queryKey: ['settings', 'audit-users'],
    queryFn: () => api.userPage({ keyword: '', roleId: null, status: null, pageIndex: 1, pageSize: 100 }),
  });
  const exporting = useMutation({
    mutationFn: () => api.exportAuditLog({ ...query, pageIndex: 1 }),
    onSuccess: () => void message.success('已提交导出任务，请到任务中心下载'),
  });
  const change = (next: Partial<typeof filter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, pageIndex: 1 }));
  };

  return (
    <PageCard
      title="日志查询"
      testId="audit-log-page"
      extra={
        <Button icon={<ExportOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
          导出
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="操作人"
          allowClear
          placeholder="全部操作人"
          style={{ width: 160 }}
          value={filter.operatorId}
          onChange={(value?: string) => change({ operatorId: value ?? null })}
          options={(users.data?.rows ?? []).map((user) => ({ value: user.id, label: user.displayName }))}
        />
        <Input.Search
          aria-label="操作"
          placeholder="操作，如 roles"
          allowClear
          maxLength={100}
          style={{ width: 220 }}
          onSearch={(value) => change({ action: value.trim() })}
        />
        <DatePicker.RangePicker
          aria-label="时间段"
          value={filter.period}
          onChange={(value) =>
            change({ period: value && value[0] && value[1] ? [value[0], value[1]] : null })
          }
        />
      </Space>
      <Table<AuditLogEntry>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={[
          {
            title: '时间',
            dataIndex: 'createdAt',
            width: 170,
            render: (value: number) => formatDateTime(value),
          },
          { title: '操作人', dataIndex: 'operatorName', width: 100 },
          { title: '操作', dataIndex: 'action', width: 320, ellipsis: true },
          {
            title: '对象',
            key: 'target',
            width: 220,
            ellipsis: true,
            render: (_value, row) =>
              `${AUDIT_TARGET_LABEL[row.targetType] ?? row.targetType} ${row.targetId ?? ''}`,
          },
          { title: '说明', dataIndex: 'detail', ellipsis: true },
          { title: 'IP', dataIndex: 'ip', width: 130 },
        ]}
      />
    </PageCard>
  );
}
