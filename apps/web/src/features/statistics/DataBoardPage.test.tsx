import { STATISTICS_API } from '@ehire/domain/api/statistics';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BoardAnswer, ReportRowsAnswer, ReportSummary } from '@ehire/domain/contracts/statistics';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../app/testing/render-app';
import { filterFromUrl } from '../talent/list/url-filter';

// 数据统计 (/databoard, /databoard/reportdetails/:id?, issue 16 §1). jsdom has no canvas, so the
// chart is a stand-in here; the Chromium e2e checks that the charts are drawn.
vi.mock('./components/Chart', () => ({ Chart: () => <div data-testid="chart-canvas" /> }));

const PERIOD = { from: '2026-07-01', to: '2026-11-01', previousFrom: '2026-02-27', previousTo: '2026-06-30' };
const BOARD: BoardAnswer = {
  period: PERIOD,
  total: 7,
  previousTotal: 5,
  perDay: [
    { date: '2026-10-31', count: 3 },
    { date: '2026-11-01', count: 4 },
  ],
  flow: { id: 'f1', name: '默认流程' },
  funnel: [
    {
      stepId: 's1',
      ivid: '101',
      name: '简历筛选',
      current: 4,
      reached: 7,
      conversion: 1,
      medianDays: 2,
      p90Days: 5,
    },
    {
      stepId: 's2',
      ivid: '102',
      name: '面试',
      current: 3,
      reached: 3,
      conversion: 0.4286,
      medianDays: null,
      p90Days: null,
    },
  ],
  sources: [{ key: '官网', label: '官网', count: 7 }],
  schoolTiers: [
    { key: '985', label: '985', count: 4 },
    { key: '211', label: '211', count: 3 },
  ],
  degrees: [{ key: '硕士', label: '硕士', count: 7 }],
  majors: [{ key: '计算机', label: '计算机', count: 7 }],
  regions: [{ key: '浙江', label: '浙江', count: 7 }],
  topJobs: [{ key: 'job-1', label: 'Java开发工程师', count: 7 }],
  interviews: { invited: 5, attended: 3, noShow: 1, attendanceRate: 0.75 },
  offers: { offered: 3, accepted: 2, acceptanceRate: 0.6667 },
};
const REPORT: ReportSummary = {
  id: 'std-org-school-degree',
  name: '组织 × 院校类型 × 学历投递统计',
  standard: true,
  createdByName: '系统',
  updatedAt: 0,
  dimensions: ['organization', 'schoolType', 'degree'],
  measure: 'applications',
};
const ROWS: ReportRowsAnswer = {
  report: REPORT,
  definition: { dimensions: REPORT.dimensions, measure: 'applications' },
  period: PERIOD,
  rows: [
    {
      orgid: 'o1',
      orgname: '技术部',
      jobname: '',
      schooltype: '985',
      degree: '硕士',
      schoolcname: '',
      total: 4,
    },
    {
      orgid: 'o1',
      orgname: '技术部',
      jobname: '',
      schooltype: '211',
      degree: '本科',
      schoolcname: '',
      total: 3,
    },
  ],
  total: 7,
};

function server(
  board: BoardAnswer,
  auth?: Array<{ auth_key: string; auth_value: number }>,
  options: { organizations: unknown[]; flows: unknown[] } = { organizations: [], flows: [] },
): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  if (auth) test.server.on('/api/system/auth/get_auth_list', ok(auth));
  test.server.on(`POST ${STATISTICS_API.board.path}`, ok(board));
  test.server.on(`GET ${STATISTICS_API.getReports.path}`, ok([REPORT]));
  test.server.on(`POST ${STATISTICS_API.reportRows.path}`, ok(ROWS));
  test.server.on('GET /api/biz/jobs/options', ok(options));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./DataBoardPage');
  await import('./ReportDetailsPage');
}, 60_000);

describe('data board page', { timeout: 90_000 }, () => {
  it('issue 16 shows the total with the previous period, and each chart with its table and drill-down links', async () => {
    renderApp('/databoard', server(BOARD));
    expect(await screen.findByTestId('board-total', {}, SLOW)).toHaveTextContent('7');
    expect(screen.getByText('+40.0%')).toBeInTheDocument();
    const funnel = screen.getByTestId('table-funnel');
    expect(within(funnel).getByText('42.9%')).toBeInTheDocument();
    expect(within(funnel).getByText('2 天')).toBeInTheDocument();
    const period = 'applied_from=2026-07-01&applied_to=2026-11-01';
    expect(within(funnel).getAllByText('查看人才')[0].closest('a')).toHaveAttribute(
      'href',
      `/resume?${period}&ivid=101`,
    );
    const jobs = screen.getByTestId('table-top-jobs');
    expect(within(jobs).getByText('查看人才').closest('a')).toHaveAttribute(
      'href',
      `/resume?${period}&tab=second&jobid=job-1`,
    );
    // issue 16: every chart's rows drill down with their filter (the period and the row's value).
    const linkIn = (table: string, n = 0) =>
      within(screen.getByTestId(table)).getAllByText('查看人才')[n].closest('a')?.getAttribute('href');
    expect(linkIn('table-school-tiers', 1)).toBe(`/resume?${period}&school_tier=211`);
    expect(linkIn('table-degrees')).toBe(`/resume?${period}&degree=${encodeURIComponent('硕士')}`);
    expect(linkIn('table-sources')).toBe(`/resume?${period}&source=${encodeURIComponent('官网')}`);
    expect(linkIn('table-majors')).toBe(`/resume?${period}&major=${encodeURIComponent('计算机')}`);
    expect(linkIn('table-regions')).toBe(`/resume?${period}&region=${encodeURIComponent('浙江')}`);
    expect(linkIn('table-per-day', 1)).toBe('/resume?applied_from=2026-11-01&applied_to=2026-11-01');
    expect(within(screen.getByTestId('table-school-tiers')).getByText('57.1%')).toBeInTheDocument();
    expect(screen.getAllByTestId('chart-canvas').length).toBeGreaterThanOrEqual(8);
  });

  it('issue 16 the summed 其他 rows of majors and regions drill down to none of the listed values (未填写 listed: not empty either)', async () => {
    renderApp(
      '/databoard',
      server({
        ...BOARD,
        majors: [
          { key: '计算机', label: '计算机', count: 5 },
          { key: '', label: '未填写', count: 1 },
          { key: '__other__', label: '其他', count: 1 },
        ],
        regions: [
          { key: '浙江', label: '浙江', count: 6 },
          { key: '__other__', label: '其他', count: 1 },
        ],
      }),
    );
    expect(await screen.findByTestId('board-total', {}, SLOW)).toHaveTextContent('7');
    const period = 'applied_from=2026-07-01&applied_to=2026-11-01';
    const linkIn = (table: string, n: number) =>
      within(screen.getByTestId(table)).getAllByText('查看人才')[n].closest('a')?.getAttribute('href');
    const majorsOther = linkIn('table-majors', 2);
    expect(majorsOther).toBe(`/resume?${period}&major_not=${encodeURIComponent('计算机')}&major_not=`);
    expect(linkIn('table-regions', 1)).toBe(`/resume?${period}&region_not=${encodeURIComponent('浙江')}`);
    // The filter the list reads from it: not any listed major, and not empty.
    const filter = filterFromUrl(new URLSearchParams(majorsOther?.split('?')[1]));
    expect(filter?.children.slice(1)).toEqual([
      expect.objectContaining({ field: ['major'], operator: 'notInAny', value: ['计算机'] }),
      expect.objectContaining({ field: ['major'], operator: 'isEmpty', value: 0 }),
    ]);
  });

  it('issue 16 a board of an organisation or a flow drills down within that scope (orgid / flowid on every link)', async () => {
    const test = server(BOARD, undefined, {
      organizations: [{ id: 'org-7', name: '技术中心', parentId: null }],
      flows: [{ id: 'flow-2', name: '校招流程' }],
    });
    renderApp('/databoard', test);
    expect(await screen.findByTestId('board-total', {}, SLOW)).toHaveTextContent('7');
    const period = 'applied_from=2026-07-01&applied_to=2026-11-01';
    const linkIn = (table: string, n = 0) =>
      within(screen.getByTestId(table)).getAllByText('查看人才')[n].closest('a')?.getAttribute('href');
    const choose = async (label: string, kind: string, id: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '统计范围' }));
      const option = await screen.findByText(label, { selector: '.ant-select-item-option-content' }, SLOW);
      fireEvent.click(option);
      await waitFor(() =>
        expect(test.server.to(STATISTICS_API.board.path).at(-1)?.body).toMatchObject({ scope: { kind, id } }),
      );
      await screen.findByTestId('board-total', {}, SLOW);
    };

    await choose('组织：技术中心', 'organization', 'org-7');
    expect(linkIn('table-degrees')).toBe(
      `/resume?${period}&orgid=org-7&degree=${encodeURIComponent('硕士')}`,
    );
    expect(linkIn('table-school-tiers', 1)).toBe(`/resume?${period}&orgid=org-7&school_tier=211`);
    expect(linkIn('table-funnel')).toBe(`/resume?${period}&orgid=org-7&ivid=101`);
    expect(linkIn('table-top-jobs')).toBe(`/resume?${period}&orgid=org-7&tab=second&jobid=job-1`);

    await choose('流程：校招流程', 'flow', 'flow-2');
    expect(linkIn('table-sources')).toBe(
      `/resume?${period}&flowid=flow-2&source=${encodeURIComponent('官网')}`,
    );
    expect(linkIn('table-funnel', 1)).toBe(`/resume?${period}&flowid=flow-2&ivid=102`);
    expect(linkIn('table-per-day', 1)).toBe(
      '/resume?applied_from=2026-11-01&applied_to=2026-11-01&flowid=flow-2',
    );
  });

  it('issue 16 shows interview attendance and offer acceptance with their counts', async () => {
    renderApp('/databoard', server(BOARD));
    const attendance = await screen.findByTestId('board-outcomes', {}, SLOW);
    expect(attendance).toHaveTextContent('面试到场率（已面试 3 / 未到场 1，邀约 5）');
    expect(attendance).toHaveTextContent('75.0%');
    expect(attendance).toHaveTextContent('Offer 接受率（已入职 2 / 进入待录用 3）');
    expect(attendance).toHaveTextContent('66.7%');
  });

  it('says why there is nothing to show when the period has no applications', async () => {
    renderApp('/databoard', server({ ...BOARD, total: 0, previousTotal: 0 }));
    expect(
      (await screen.findAllByText('2026-07-01 至 2026-11-01没有投递，暂无数据', {}, SLOW)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('上一周期无投递')).toBeInTheDocument();
  });

  it('PERM-004 without the data board and report view permissions shows 无权限 and no numbers', async () => {
    renderApp(
      '/databoard',
      server(BOARD, [
        { auth_key: 'Oper.DataBoard', auth_value: 0 },
        { auth_key: 'Oper.ReportView', auth_value: 0 },
      ]),
    );
    expect(await screen.findByTestId('no-permission', {}, SLOW)).toHaveTextContent('无权限');
    expect(screen.queryByTestId('board-total')).not.toBeInTheDocument();
  });

  it('ROUTE-043 DATA-012 report details show the report rows with their total', async () => {
    renderApp('/databoard/reportdetails/std-org-school-degree', server(BOARD));
    const table = await screen.findByTestId('report-table', {}, SLOW);
    expect(within(table).getAllByText('技术部')).toHaveLength(2);
    expect(within(table).getByText('合计').closest('tr')).toHaveTextContent('7');
  });
});
