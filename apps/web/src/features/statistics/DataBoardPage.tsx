import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Card, Col, Empty, Row, Select, Space, Spin, Statistic, Table, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import type {
  BoardAnswer,
  CountRow,
  FunnelStep,
  PeriodInput,
  ScopeInput,
} from '@ehire/domain/contracts/statistics';
import type { DrillDown } from '@ehire/domain/statistics/drill-down';
import { changeRate } from '@ehire/domain/statistics/statistics';
import type { EChartsCoreOption } from 'echarts/core';
import { menuAllows } from '@ehire/domain/permissions/derive';
import { useAuthMap } from '../../platform/auth-list';
import { useCanWrite } from '../../platform/Can';
import { JOB_KEYS, useJobsApi } from '../jobs/api/jobs-api';
import { talentListLink } from '../talent/list/url-filter';
import { STATISTICS_KEYS, useStatisticsApi } from './api/statistics-api';
import { Chart } from './components/Chart';
import { ChartCard } from './components/ChartCard';
import { CountTable } from './components/CountTable';
import { NoPermission } from './components/NoPermission';
import { PeriodPicker } from './components/PeriodPicker';
import { ReportList } from './components/ReportList';
import { barOption, funnelOption, percent, perDayOption, pieOption } from './utils/chart-options';

/**
 * 数据统计 (/databoard): the data board (数据看板, Oper.DataBoard) and the reports (报表查看,
 * Oper.ReportView). Each tab shows 无权限 and no numbers without its permission.
 */
export function DataBoardPage() {
  const authMap = useAuthMap();
  const canCustomize = useCanWrite(PERMISSION.customReport);
  if (!authMap) return <Spin />;
  const canBoard = menuAllows(authMap, PERMISSION.dataBoardOperation);
  const canReports = menuAllows(authMap, PERMISSION.reportView);
  if (!canBoard && !canReports) return <NoPermission />;
  return (
    <Card variant="borderless">
      <Tabs
        defaultActiveKey={canBoard ? 'board' : 'reports'}
        items={[
          { key: 'board', label: '数据看板', children: canBoard ? <Board /> : <NoPermission /> },
          {
            key: 'reports',
            label: '报表',
            children: canReports ? <ReportList canCustomize={canCustomize} /> : <NoPermission />,
          },
        ]}
      />
    </Card>
  );
}

function Board() {
  const api = useStatisticsApi();
  const jobsApi = useJobsApi();
  const [period, setPeriod] = useState<PeriodInput>({ preset: 'season' });
  const [scope, setScope] = useState<ScopeInput>({ kind: 'all' });
  const query = { period, scope };
  const board = useQuery({ queryKey: STATISTICS_KEYS.board(query), queryFn: () => api.board(query) });
  const options = useQuery({ queryKey: JOB_KEYS.options, queryFn: () => jobsApi.options() });

  const scopeValue = scope.kind === 'all' ? 'all' : `${scope.kind}:${scope.id ?? ''}`;
  const scopeOptions = [
    { value: 'all', label: '全部职位' },
    ...(options.data?.organizations ?? []).map((o) => ({
      value: `organization:${o.id}`,
      label: `组织：${o.name}`,
    })),
    ...(options.data?.flows ?? []).map((f) => ({ value: `flow:${f.id}`, label: `流程：${f.name}` })),
    ...(scope.kind === 'job'
      ? [{ value: scopeValue, label: `职位：${scopeJobName(board.data, scope)}` }]
      : []),
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap size={16}>
        <PeriodPicker value={period} onChange={setPeriod} />
        <Select
          aria-label="统计范围"
          data-testid="scope-select"
          style={{ width: 280 }}
          showSearch
          optionFilterProp="label"
          value={scopeValue}
          options={scopeOptions}
          onChange={(value: string) => {
            if (value === 'all') setScope({ kind: 'all' });
            else {
              const [kind, id] = value.split(':') as [ScopeInput['kind'], string];
              setScope({ kind, id });
            }
          }}
        />
      </Space>
      {board.isError && <Alert type="error" showIcon message="数据加载失败，请稍后重试" />}
      {board.isPending ? (
        <Spin />
      ) : board.data ? (
        <BoardContent data={board.data} scope={scope} onJob={(id) => setScope({ kind: 'job', id })} />
      ) : null}
    </Space>
  );
}

function scopeJobName(data: BoardAnswer | undefined, scope: ScopeInput): string {
  return data?.topJobs.find((j) => j.key === scope.id)?.label ?? '所选职位';
}

/**
 * Links into the talent list with the filter of a row: the period, the row's value, and the
 * board's scope (the job of a job scope, 按职位查看; an organisation, with those below it, or a
 * flow as the list's orgid / flowid), so the list shows what the row counts.
 */
function drillDownOf(data: BoardAnswer, scope: ScopeInput) {
  const scopeJob = scope.kind === 'job' ? scope.id : undefined;
  const period = {
    from: data.period.from,
    to: data.period.to,
    ...(scope.kind === 'organization' ? { organizationId: scope.id } : {}),
    ...(scope.kind === 'flow' ? { flowId: scope.id } : {}),
  };
  return (drill: DrillDown, view: { jobId?: string; ivid?: string } = {}) =>
    talentListLink({ ...period, ...drill }, { jobId: scopeJob, ...view });
}

/** A table's drill-down column: 查看人才 on every row (the summed 其他 of a top-N chart too). */
const drillColumn = (link: ((row: CountRow) => string) | undefined) =>
  link ? (row: CountRow) => <Link to={link(row)}>查看人才</Link> : undefined;

const OTHER_KEY = '__other__';

/** A one-value field and its "none of these" drill-down (the 其他 row of a top-N chart). */
type ValueField = 'source' | 'schoolTier' | 'degree' | 'major' | 'region';
const NONE_OF: Partial<Record<ValueField, 'majorNot' | 'regionNot'>> = { major: 'majorNot', region: 'regionNot' };

function BoardContent({
  data,
  scope,
  onJob,
}: {
  data: BoardAnswer;
  scope: ScopeInput;
  onJob: (jobId: string) => void;
}) {
  const change = changeRate(data.total, data.previousTotal);
  const periodText = `${data.period.from} 至 ${data.period.to}`;
  const none = data.total === 0 ? `${periodText}没有投递，暂无数据` : undefined;
  const talent = drillDownOf(data, scope);
  /** A row's link: its value; the summed 其他 row: none of the values listed above it. */
  const linkOf = (field: ValueField, rows: CountRow[]) => {
    const noneOf = NONE_OF[field];
    const listed = rows.filter((r) => r.key !== OTHER_KEY).map((r) => r.key);
    return (row: CountRow) =>
      row.key === OTHER_KEY && noneOf ? talent({ [noneOf]: listed }) : talent({ [field]: row.key });
  };
  /** A distribution's chart (pie or bars) with its table, each row drilling down by `field`. */
  const distributionCard = (
    title: string,
    key: string,
    rows: CountRow[],
    field: ValueField,
    option: EChartsCoreOption,
  ) => (
    <ChartCard
      title={title}
      testId={`chart-${key}`}
      emptyReason={none}
      chart={<Chart option={option} />}
      table={
        <CountTable
          keyTitle={title}
          rows={rows}
          total={data.total}
          testId={`table-${key}`}
          drillDown={drillColumn(linkOf(field, rows))}
        />
      }
    />
  );
  const pieCard = (title: string, key: string, rows: CountRow[], field: ValueField) =>
    distributionCard(title, key, rows, field, pieOption(title, rows));
  const barCard = (
    title: string,
    key: string,
    rows: CountRow[],
    field: ValueField,
    horizontal = false,
  ) => distributionCard(title, key, rows, field, barOption(title, rows, horizontal));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={16}>
        <Col span={8}>
          <Card size="small">
            <Statistic title={`投递数（${periodText}）`} value={data.total} data-testid="board-total" />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic
              title={`上一周期（${data.period.previousFrom} 至 ${data.period.previousTo}）`}
              value={data.previousTotal}
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small">
            <Statistic
              title="环比"
              value={
                change === null ? '上一周期无投递' : `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`
              }
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={16} data-testid="board-outcomes">
        <Col span={12}>
          <Card size="small">
            <Statistic
              title={`面试到场率（已面试 ${data.interviews.attended} / 未到场 ${data.interviews.noShow}，邀约 ${data.interviews.invited}）`}
              value={
                data.interviews.attendanceRate === null
                  ? '暂无面试结果'
                  : percent(data.interviews.attendanceRate)
              }
              data-testid="board-attendance"
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small">
            <Statistic
              title={`Offer 接受率（已入职 ${data.offers.accepted} / 进入待录用 ${data.offers.offered}）`}
              value={data.offers.acceptanceRate === null ? '暂无待录用' : percent(data.offers.acceptanceRate)}
              data-testid="board-offer-acceptance"
            />
          </Card>
        </Col>
      </Row>
      <ChartCard
        title="每日投递"
        testId="chart-per-day"
        emptyReason={none}
        chart={<Chart option={perDayOption(data.perDay)} />}
        table={
          <Table
            data-testid="table-per-day"
            size="small"
            rowKey="date"
            pagination={{ pageSize: 7, size: 'small' }}
            dataSource={data.perDay}
            columns={[
              { title: '日期', dataIndex: 'date' },
              { title: '投递数', dataIndex: 'count', align: 'right' },
              ...(talent
                ? [
                    {
                      title: '操作',
                      key: 'drill',
                      render: (_: unknown, row: { date: string; count: number }) =>
                        row.count > 0 ? (
                          <Link to={talent({ from: row.date, to: row.date })}>查看人才</Link>
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        }
      />
      <ChartCard
        title={data.flow ? `招聘漏斗（${data.flow.name}）` : '招聘漏斗'}
        testId="chart-funnel"
        emptyReason={data.funnel.length === 0 ? '尚未配置招聘流程，无法统计漏斗' : none}
        chart={<Chart option={funnelOption(data.funnel)} height={300} />}
        table={<FunnelTable steps={data.funnel} stepLink={talent && ((ivid) => talent({}, { ivid }))} />}
      />
      <Row gutter={[16, 16]}>
        <Col span={12}>{pieCard('投递来源', 'sources', data.sources, 'source')}</Col>
        <Col span={12}>{pieCard('院校类型', 'school-tiers', data.schoolTiers, 'schoolTier')}</Col>
        <Col span={12}>{barCard('学历', 'degrees', data.degrees, 'degree')}</Col>
        <Col span={12}>{barCard('专业（前10）', 'majors', data.majors, 'major', true)}</Col>
        <Col span={12}>{barCard('生源地（前10）', 'regions', data.regions, 'region', true)}</Col>
        <Col span={12}>
          <ChartCard
            title="热门职位（前10）"
            testId="chart-top-jobs"
            emptyReason={none}
            chart={<Chart option={barOption('热门职位', data.topJobs, true)} />}
            table={
              <CountTable
                keyTitle="职位"
                rows={data.topJobs}
                total={data.total}
                testId="table-top-jobs"
                drillDown={(row) => (
                  <Space size={8}>
                    {talent && <Link to={talent({}, { jobId: row.key })}>查看人才</Link>}
                    <Typography.Link onClick={() => onJob(row.key)}>只看该职位</Typography.Link>
                  </Space>
                )}
              />
            }
          />
        </Col>
      </Row>
    </Space>
  );
}

function FunnelTable({ steps, stepLink }: { steps: FunnelStep[]; stepLink?: (ivid: string) => string }) {
  if (steps.length === 0) return <Empty description="尚未配置招聘流程" />;
  const days = (v: number | null) => (v === null ? '—' : `${v} 天`);
  return (
    <Table<FunnelStep>
      data-testid="table-funnel"
      size="small"
      rowKey="stepId"
      pagination={false}
      dataSource={steps}
      columns={[
        { title: '环节', dataIndex: 'name' },
        { title: '当前人数', dataIndex: 'current', align: 'right' },
        { title: '到达人数', dataIndex: 'reached', align: 'right' },
        { title: '转化率', key: 'conversion', align: 'right', render: (_, s) => percent(s.conversion) },
        { title: '停留中位数', key: 'median', align: 'right', render: (_, s) => days(s.medianDays) },
        { title: '停留P90', key: 'p90', align: 'right', render: (_, s) => days(s.p90Days) },
        ...(stepLink
          ? [
              {
                title: '操作',
                key: 'drill',
                render: (_: unknown, s: FunnelStep) => <Link to={stepLink(s.ivid)}>查看人才</Link>,
              },
            ]
          : []),
      ]}
    />
  );
}
