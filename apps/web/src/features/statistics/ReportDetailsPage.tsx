import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Form,
  Input,
  Radio,
  Space,
  Spin,
  Table,
  Typography,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  REPORT_DIMENSIONS,
  REPORT_DIMENSION_LABEL,
  REPORT_MEASURES,
  REPORT_MEASURE_LABEL,
  SaveReportInput,
  type PeriodInput,
  type ReportDefinition,
  type ReportDimension,
  type ReportRow,
  type ReportRowsQuery,
} from '@ehire/domain/contracts/statistics';
import { menuAllows } from '@ehire/domain/permissions/derive';
import { useAuthMap } from '../../platform/auth-list';
import { useCanWrite } from '../../platform/Can';
import { zodMessage } from '../jobs/utils/zod-rule';
import { STATISTICS_KEYS, useStatisticsApi } from './api/statistics-api';
import { Chart } from './components/Chart';
import { NoPermission } from './components/NoPermission';
import { PeriodPicker } from './components/PeriodPicker';
import { reportDetailsPath } from './components/ReportList';
import { barOption } from './utils/chart-options';

/** The DATA-012 column of each dimension shown in the table. */
const COLUMN_OF: Readonly<Record<ReportDimension, keyof ReportRow>> = {
  organization: 'orgname',
  job: 'jobname',
  schoolType: 'schooltype',
  degree: 'degree',
  school: 'schoolcname',
};

/**
 * 报表详情 (/databoard/reportdetails/:id?, ROUTE-043): a standard or saved report with its
 * period switch, or, without an id, a new custom report whose dimensions are chosen here.
 */
export function ReportDetailsPage() {
  const authMap = useAuthMap();
  const canCustomize = useCanWrite(PERMISSION.customReport);
  const { id } = useParams();
  if (!authMap) return <Spin />;
  if (!menuAllows(authMap, PERMISSION.reportView)) return <NoPermission />;
  return <ReportDetails key={id ?? 'new'} id={id} canCustomize={canCustomize} />;
}

function ReportDetails({ id, canCustomize }: { id?: string; canCustomize: boolean }) {
  const api = useStatisticsApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [period, setPeriod] = useState<PeriodInput>({ preset: 'season' });
  const [definition, setDefinition] = useState<ReportDefinition>({
    dimensions: ['organization', 'schoolType', 'degree'],
    measure: 'applications',
  });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();

  const query: ReportRowsQuery = id ? { reportId: id, period } : { definition, period };
  const rows = useQuery({
    queryKey: STATISTICS_KEYS.reportRows(query),
    queryFn: () => api.reportRows(query),
    enabled: id !== undefined || definition.dimensions.length > 0,
  });
  const save = useMutation({
    mutationFn: (input: SaveReportInput) => api.createReport(input),
    onSuccess: async (saved) => {
      void message.success('报表已保存');
      await queryClient.invalidateQueries({ queryKey: STATISTICS_KEYS.reports });
      void navigate(reportDetailsPath(saved.id));
    },
  });
  const exporting = useMutation({
    mutationFn: () => api.exportReport(query),
    onSuccess: () => void message.success('导出任务已创建，请到任务中心查看'),
  });

  const shown = rows.data?.definition ?? definition;
  const dimensionColumns = REPORT_DIMENSIONS.filter((d) => shown.dimensions.includes(d)).map((d) => ({
    title: REPORT_DIMENSION_LABEL[d],
    dataIndex: COLUMN_OF[d],
  }));
  const first = shown.dimensions[0];
  const chartRows = (() => {
    if (!rows.data || !first) return [];
    const sums = new Map<string, number>();
    for (const r of rows.data.rows) {
      const label = String(r[COLUMN_OF[first]]) || '未填写';
      sums.set(label, (sums.get(label) ?? 0) + r.total);
    }
    return [...sums]
      .map(([label, count]) => ({ key: label, label, count }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 15);
  })();

  const onSave = () => {
    const problem = zodMessage(SaveReportInput, { ...definition, name });
    setNameError(problem ?? undefined);
    if (!problem) save.mutate(SaveReportInput.parse({ ...definition, name }));
  };

  return (
    <Card
      variant="borderless"
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{rows.data?.report?.name ?? '定制报表'}</h2>}
      extra={
        <Space>
          <Link to="/databoard">返回数据统计</Link>
          <Button onClick={() => exporting.mutate()} loading={exporting.isPending} disabled={!rows.data}>
            导出
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <PeriodPicker value={period} onChange={setPeriod} />
        {!id && (
          <Card size="small" title="统计设置">
            <Form layout="vertical">
              <Form.Item label="统计维度" required>
                <Checkbox.Group
                  value={definition.dimensions}
                  options={REPORT_DIMENSIONS.map((d) => ({ value: d, label: REPORT_DIMENSION_LABEL[d] }))}
                  onChange={(values) =>
                    setDefinition({
                      ...definition,
                      dimensions: REPORT_DIMENSIONS.filter((d) => (values as ReportDimension[]).includes(d)),
                    })
                  }
                />
              </Form.Item>
              <Form.Item label="统计指标">
                <Radio.Group
                  value={definition.measure}
                  options={REPORT_MEASURES.map((m) => ({ value: m, label: REPORT_MEASURE_LABEL[m] }))}
                  onChange={(e) =>
                    setDefinition({ ...definition, measure: e.target.value as ReportDefinition['measure'] })
                  }
                />
              </Form.Item>
              {canCustomize && (
                <Form.Item label="报表名称" validateStatus={nameError ? 'error' : undefined} help={nameError}>
                  <Space.Compact style={{ width: 420 }}>
                    <Input
                      aria-label="报表名称"
                      maxLength={30}
                      value={name}
                      onChange={(e) => setName(e.target.value)}
                      placeholder="请输入报表名称"
                    />
                    <Button type="primary" onClick={onSave} loading={save.isPending}>
                      保存报表
                    </Button>
                  </Space.Compact>
                </Form.Item>
              )}
            </Form>
          </Card>
        )}
        {!id && definition.dimensions.length === 0 ? (
          <Empty description="请至少选择一个统计维度" />
        ) : rows.isError ? (
          <Alert type="error" showIcon message="报表加载失败：报表不存在或已被删除" />
        ) : rows.isPending ? (
          <Spin />
        ) : rows.data.rows.length === 0 ? (
          <Empty description={`${rows.data.period.from} 至 ${rows.data.period.to}没有投递，暂无数据`} />
        ) : (
          <>
            <Typography.Text>
              统计周期：{rows.data.period.from} 至 {rows.data.period.to}，合计 {rows.data.total}
            </Typography.Text>
            <div data-testid="report-chart">
              <Chart option={barOption(REPORT_MEASURE_LABEL[shown.measure], chartRows, true)} height={320} />
            </div>
            <Table<ReportRow>
              data-testid="report-table"
              size="small"
              rowKey={(r) => `${r.orgid}|${r.jobname}|${r.schooltype}|${r.degree}|${r.schoolcname}`}
              pagination={{ pageSize: 20, size: 'small' }}
              dataSource={rows.data.rows}
              columns={[
                ...dimensionColumns,
                { title: REPORT_MEASURE_LABEL[shown.measure], dataIndex: 'total', align: 'right' },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={dimensionColumns.length}>
                    合计
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {rows.data.total}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </>
        )}
      </Space>
    </Card>
  );
}
