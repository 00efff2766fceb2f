import { useState } from 'react';
import { Col, Empty, Row, Select, Skeleton, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { EChartsCoreOption } from 'echarts/core';
import type { GroupReportAnswer } from '@ehire/domain/contracts/workbench';
import { groupBarLabel, type GroupCount, type GroupReportView } from '@ehire/domain/workbench/group-report';
import { Chart } from '../statistics/components/Chart';
import { useWorkbenchApi, WORKBENCH_KEYS } from './workbench-api';

// The custom group report (WB-015, WB-020..WB-025): loaded lazily by the workbench, so ECharts
// is fetched only for the project that shows it.

const ALL = '';

export function groupBarOption(view: GroupReportView, rows: readonly GroupCount[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 16, bottom: 72 },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.label),
      axisLabel: { interval: 0, formatter: (label: string) => groupBarLabel(view, label) },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: '简历数', type: 'bar', barMaxWidth: 28, data: rows.map((r) => r.count) }],
  };
}

export function schoolPieOption(rows: readonly GroupCount[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name: '院校分布',
        type: 'pie',
        radius: ['30%', '60%'],
        center: ['50%', '42%'],
        data: rows.map((r) => ({ name: r.label, value: r.count })),
      },
    ],
  };
}

function CountList({ title, rows, testId }: { title: string; rows: readonly GroupCount[]; testId: string }) {
  return (
    <Table<GroupCount>
      data-testid={testId}
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={[...rows]}
      columns={[
        { title, dataIndex: 'label' },
        { title: '简历数', dataIndex: 'count', align: 'right' },
      ]}
    />
  );
}

function Content({ data }: { data: GroupReportAnswer }) {
  const view: GroupReportView = data.organization ? 'jobs' : 'organizations';
  if (data.total === 0)
    return <Empty description={data.organization ? '该组织的职位尚未收到简历' : '本项目尚未收到简历'} />;
  return (
    <Row gutter={16}>
      <Col span={14}>
        <Typography.Text strong>{data.organization ? `${data.organization.name}：按职位` : '按子公司'}</Typography.Text>
        <Chart option={groupBarOption(view, data.bars)} height={260} testId="group-report-bars" />
        <CountList title={data.organization ? '职位' : '子公司'} rows={data.bars} testId="group-report-bar-table" />
      </Col>
      <Col span={10}>
        <Typography.Text strong>院校分布（前4）</Typography.Text>
        <Chart option={schoolPieOption(data.schools)} height={260} testId="group-report-pie" />
        <CountList title="院校" rows={data.schools} testId="group-report-school-table" />
      </Col>
    </Row>
  );
}

/** 集团报表: resume counts by subsidiary or, for one subsidiary, by job; the schools' pie. */
export default function GroupReport() {
  const api = useWorkbenchApi();
  const [organizationId, setOrganizationId] = useState<string>(ALL);
  const report = useQuery({
    queryKey: WORKBENCH_KEYS.groupReport(organizationId || undefined),
    queryFn: () => api.groupReport(organizationId || undefined),
  });
  const organizations = report.data?.organizations ?? [];
  return (
    <div data-testid="group-report">
      <Select
        aria-label="组织"
        data-testid="group-report-organization"
        style={{ width: 220, marginBottom: 12 }}
        value={organizationId}
        onChange={setOrganizationId}
        options={[{ value: ALL, label: '全部组织' }, ...organizations.map((o) => ({ value: o.id, label: o.name }))]}
      />
      {report.data ? <Content data={report.data} /> : report.isError ? <Empty description="报表加载失败" /> : <Skeleton active />}
    </div>
  );
}
