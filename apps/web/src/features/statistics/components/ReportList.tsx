import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_DIMENSION_LABEL,
  REPORT_MEASURE_LABEL,
  type ReportSummary,
} from '@ehire/domain/contracts/statistics';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { STATISTICS_KEYS, useStatisticsApi } from '../api/statistics-api';

export const reportDetailsPath = (id?: string) =>
  id ? `/databoard/reportdetails/${encodeURIComponent(id)}` : '/databoard/reportdetails';

/** 报表: the standard reports and the tenant's custom reports, each opening its details. */
export function ReportList({ canCustomize }: { canCustomize: boolean }) {
  const api = useStatisticsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [deleting, setDeleting] = useState<ReportSummary | null>(null);
  const reports = useQuery({ queryKey: STATISTICS_KEYS.reports, queryFn: () => api.reports() });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteReport(id),
    onSuccess: async () => {
      void message.success('报表已删除');
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: STATISTICS_KEYS.reports });
    },
  });
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {canCustomize && (
        <Link to={reportDetailsPath()}>
          <Button type="primary" icon={<PlusOutlined />}>
            新建定制报表
          </Button>
        </Link>
      )}
      <Table<ReportSummary>
        data-testid="report-list"
        rowKey="id"
        loading={reports.isPending}
        pagination={false}
        dataSource={reports.data ?? []}
        locale={{ emptyText: '暂无报表' }}
        columns={[
          {
            title: '报表名称',
            dataIndex: 'name',
            render: (name: string, r) => <Link to={reportDetailsPath(r.id)}>{name}</Link>,
          },
          {
            title: '类型',
            key: 'type',
            render: (_, r) =>
              r.standard ? <Tag color="blue">标准报表</Tag> : <Tag color="green">定制报表</Tag>,
          },
          {
            title: '统计维度',
            key: 'dimensions',
            render: (_, r) => r.dimensions.map((d) => REPORT_DIMENSION_LABEL[d]).join(' × '),
          },
          { title: '统计指标', key: 'measure', render: (_, r) => REPORT_MEASURE_LABEL[r.measure] },
          { title: '创建人', dataIndex: 'createdByName' },
          {
            title: '操作',
            key: 'actions',
            render: (_, r) =>
              !r.standard && canCustomize ? (
                <Button type="link" danger onClick={() => setDeleting(r)}>
                  删除
                </Button>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除报表"
        content={`确定删除报表「${deleting?.name ?? ''}」吗？`}
        confirmLoading={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Space>
  );
}
