import { WORKBENCH_API } from '@ehire/domain/api/workbench';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StatementDialog } from '../../components/StatementDialog';
import { envelope, ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { groupBarOption } from './GroupReport';

vi.mock('../statistics/components/Chart', () => ({
  Chart: ({ testId }: { testId?: string }) => <div data-testid={testId} />,
}));

// Issue 16 §2: the custom group report in place of the process overview (WB-015, WB-020..WB-025,
// CALL-046) and the process count of the new and the older system (CALL-036..CALL-039,
// STATE-006, STATE-007).

const HOME = {
  ctmexpiredate: '2030-06-30',
  customerType: 1,
  remainJobCount: 8,
  releasedJobCount: 3,
  receivedResumeCount: 12,
  resumeNoFilterCount: 5,
  resumeToInterviewCount: 1,
  videoTapeCount: 30,
  smsInvitationBalance: 500,
  interviewInvitationBalance: 200,
  toBeDeliveredCount: 0,
  deliveredCount: 0,
};

const ROW = {
  ivid: 's1',
  ivType: 1,
  flowName: '初筛',
  processName: '校园招聘流程',
  resumeNum: 10,
  filtrateNum: 5,
  undeterminedNum: 3,
  outNum: 2,
  planNum: 0,
};

const ALL_ORGS = {
  organizations: [
    { id: 'o1', name: '华东分公司' },
    { id: 'o2', name: '华南分公司' },
  ],
  organization: null,
  total: 21,
  bars: [
    { key: 'o1', label: '华东分公司', count: 12 },
    { key: 'o2', label: '华南分公司', count: 9 },
  ],
  schools: [
    { key: '北京大学', label: '北京大学', count: 5 },
    { key: '清华大学', label: '清华大学', count: 4 },
    { key: '浙江大学', label: '浙江大学', count: 3 },
    { key: '复旦大学', label: '复旦大学', count: 2 },
    { key: '__other__', label: '其他院校', count: 7 },
  ],
};

const EAST = {
  ...ALL_ORGS,
  organization: { id: 'o1', name: '华东分公司' },
  total: 12,
  bars: [
    { key: 'j1', label: '杭州前端工程师', count: 7 },
    { key: 'j2', label: '华东管培生', count: 5 },
  ],
  schools: ALL_ORGS.schools.slice(0, 3),
};

function workbench(isusenewehireplus: 0 | 1 = 1) {
  const test = createTestPlatform({ ...signedInCookies({ isusenewehireplus }), seenguide: '1' });
  test.server.on(`GET ${WORKBENCH_API.home.path}`, ok(HOME));
  test.server.on(`GET ${WORKBENCH_API.examContracts.path}`, ok([]));
  test.server.on('GET /api/biz/interviews/calendar', ok([]));
  test.server.on(
    `POST ${WORKBENCH_API.shareQrCode.path}`,
    ok({ text: 'http://127.0.0.1:8080/careers/demo' }),
  );
  return test;
}

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeAll(async () => {
  await preloadAppModules();
  await import('./WorkbenchPage');
  await import('./GroupReport');
}, 60_000);

describe('group report on the workbench', { timeout: 30_000 }, () => {
  it('WB-015 WB-020 WB-022 CALL-046 the configured project sees the group report (code 0) instead of the process table', async () => {
    const test = workbench();
    test.server.on(
      `POST ${WORKBENCH_API.processCount.path}`,
      ok({ total: null, rows: [ROW], groupReport: true }),
    );
    test.server.on(`POST ${WORKBENCH_API.groupReport.path}`, (request) =>
      envelope(
        0,
        'ok',
        (request.body as { organizationId?: string }).organizationId === 'o1' ? EAST : ALL_ORGS,
      ),
    );
    renderApp('/new/workHome', test);
    await screen.findByTestId('group-report-bar-table', {}, SLOW);
    expect(screen.queryByTestId('process-overview')).not.toBeInTheDocument();
    expect(screen.getByText('集团报表')).toBeInTheDocument();
    expect(rowsOf('group-report-bar-table')).toEqual([
      ['华东分公司', '12'],
      ['华南分公司', '9'],
    ]);
    expect(rowsOf('group-report-school-table')).toEqual([
      ['北京大学', '5'],
      ['清华大学', '4'],
      ['浙江大学', '3'],
      ['复旦大学', '2'],
      ['其他院校', '7'],
    ]);
    expect(screen.getByTestId('group-report-bars')).toBeInTheDocument();
    expect(screen.getByTestId('group-report-pie')).toBeInTheDocument();
    // No error toast: code 0 is this call's success.
    expect(test.ui.errors()).toEqual([]);
  });

  it('WB-021 choosing a subsidiary shows its resumes by job', async () => {
    const test = workbench();
    test.server.on(
      `POST ${WORKBENCH_API.processCount.path}`,
      ok({ total: null, rows: [ROW], groupReport: true }),
    );
    test.server.on(`POST ${WORKBENCH_API.groupReport.path}`, (request) =>
      envelope(
        0,
        'ok',
        (request.body as { organizationId?: string }).organizationId === 'o1' ? EAST : ALL_ORGS,
      ),
    );
    renderApp('/new/workHome', test);
    await screen.findByTestId('group-report-bar-table', {}, SLOW);
    fireEvent.mouseDown(within(screen.getByTestId('group-report-organization')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('华东分公司'));
    await waitFor(
      () =>
        expect(rowsOf('group-report-bar-table')).toEqual([
          ['杭州前端工程师', '7'],
          ['华东管培生', '5'],
        ]),
      SLOW,
    );
    expect(test.server.to(WORKBENCH_API.groupReport.path).at(-1)?.body).toEqual({ organizationId: 'o1' });
  });

  it('WB-024 WB-025 bar labels wrap every 3 characters (max 13) by job and every 2 (max 9) by organisation', () => {
    const format = (view: 'jobs' | 'organizations', label: string) => {
      const option = groupBarOption(view, [{ key: 'k', label, count: 1 }]) as {
        xAxis: { axisLabel: { formatter: (value: string) => string } };
      };
      return option.xAxis.axisLabel.formatter(label);
    };
    expect(format('jobs', '高级前端开发工程师杭州研发中心校招')).toBe('高级前\n端开发\n工程师\n杭州研\n发');
    expect(format('organizations', '华东地区第一分公司杭州')).toBe('华东\n地区\n第一\n分公\n司');
  });
});

describe('process count of the new and the older system', { timeout: 30_000 }, () => {
  it('CALL-036 CALL-037 CALL-038 a member of the new version reads the new endpoint and sees the reload warning', async () => {
    const test = workbench(1);
    test.server.on(
      `POST ${WORKBENCH_API.processCount.path}`,
      ok({ total: null, rows: [ROW], groupReport: false }),
    );
    test.server.on(
      `POST ${WORKBENCH_API.reloadProcessCount.path}`,
      ok({ warnning: '流程数据已提交重新计算，数据更新可能需要几分钟', taskId: 't1' }),
    );
    renderApp('/new/workHome', test);
    await screen.findByTestId('process-overview', {}, SLOW);
    expect(test.server.to(WORKBENCH_API.processCount.path)[0]?.body).toEqual({
      strLanguage: 'CN',
      isRefresh: false,
    });
    expect(test.server.to(WORKBENCH_API.processCountOld.path)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('process-reload'));
    // The platform's warning toast (antd's message.warning), as the plain workbench has no antd App.
    await waitFor(
      () => expect(test.ui.warnings()).toEqual(['流程数据已提交重新计算，数据更新可能需要几分钟']),
      SLOW,
    );
    expect(test.server.to(WORKBENCH_API.recountStatus.path)).toHaveLength(0);
  });

  it('CALL-037 CALL-039 STATE-006 STATE-007 ERR-020 the older system reads the old endpoint and shows 数据重新计算中 while the status is 20', async () => {
    const test = workbench(0);
    test.server.on(
      `POST ${WORKBENCH_API.processCountOld.path}`,
      ok({ total: null, rows: [ROW], groupReport: false }),
    );
    const answers: Array<() => ReturnType<typeof ok>> = [
      () => ok('20'),
      () => ({ networkError: new TypeError('Failed to fetch') }),
      () => ok(20),
    ];
    let asked = 0;
    test.server.on(`POST ${WORKBENCH_API.recountStatus.path}`, () =>
      (answers[asked++] ?? (() => ok('10')))(),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderApp('/workHome', test);
      expect(await screen.findByTestId('process-recalculating', {}, SLOW)).toHaveTextContent(
        '数据重新计算中',
      );
      expect(screen.queryByTestId('process-overview')).not.toBeInTheDocument();
      expect(test.server.to(WORKBENCH_API.processCount.path)).toHaveLength(0);
      // Polled every 2 s; a failed poll is only logged (no toast), then '10' brings the counts back.
      await screen.findByTestId('process-overview', {}, { timeout: 15_000 });
      expect(asked).toBeGreaterThanOrEqual(4);
      expect(warn).toHaveBeenCalled();
      expect(test.ui.errors()).toEqual([]);
      expect(test.server.to(WORKBENCH_API.processCountOld.path).length).toBeGreaterThanOrEqual(2);
    } finally {
      warn.mockRestore();
    }
  });
});

const LICENCES = [
  {
    licenseType: '购买',
    name: '在线测评',
    startDate: '2026-01-05',
    endDate: '2026-12-31',
    remainlicense: 40,
  },
  { licenseType: '赠送', name: '在线测评', startDate: '2026-02-01', endDate: '长期有效', remainlicense: 7 },
];

function fullWorkbench(options: { guideSeen?: boolean; customerType?: number } = {}) {
  const cookies = signedInCookies();
  const test = createTestPlatform(options.guideSeen === false ? cookies : { ...cookies, seenguide: '1' });
  test.server.on(`GET ${WORKBENCH_API.home.path}`, ok({ ...HOME, customerType: options.customerType ?? 1 }));
  test.server.on(`GET ${WORKBENCH_API.examContracts.path}`, ok(LICENCES));
  test.server.on('GET /api/biz/interviews/calendar', ok([]));
  test.server.on(
    `POST ${WORKBENCH_API.shareQrCode.path}`,
    ok({ text: 'http://127.0.0.1:8080/careers/demo' }),
  );
  test.server.on(
    `POST ${WORKBENCH_API.processCount.path}`,
    ok({ total: null, rows: [ROW], groupReport: false }),
  );
  return test;
}

describe('workbench items of D1 §2 (issue 16)', { timeout: 30_000 }, () => {
  it('WB-006 WB-007 CALL-034 DATA-007 the licence popover lists the exam-contract licences in a table 200 px high', async () => {
    const test = fullWorkbench();
    renderApp('/new/workHome', test);
    const entry = await screen.findByTestId('licence-entry', {}, SLOW);
    await waitFor(() => expect(entry).toHaveTextContent('测评许可（47）'), SLOW);
    expect(test.server.to(WORKBENCH_API.examContracts.path)[0]?.query.get('isrefresh')).toBe('false');
    fireEvent.click(entry);
    const popover = await screen.findByRole('dialog', { name: '测评许可' }, SLOW);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(popover.querySelector('.ant-table')).not.toBeNull(), SLOW);
    const table = popover.querySelector('.ant-table') as HTMLElement;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['许可类型', '名称', '开始日期', '结束日期', '剩余']);
    const body = table.querySelector('.ant-table-body') as HTMLElement;
    expect(body.style.maxHeight).toBe('200px');
    expect(within(table).getByText('长期有效')).toBeInTheDocument();
    expect(within(table).getByText('40')).toBeInTheDocument();
  });

  it('WB-008 WB-009 DATA-011 the workbench has the project switcher; choosing a project switches with its id and reloads', async () => {
    const test = fullWorkbench();
    test.server.on(
      '/api/biz/project/list',
      ok([
        { id: 'p1', name: '2027届校园招聘' },
        { id: 'p2', name: '2027届暑期实习' },
      ]),
    );
    const session = signedInCookies();
    test.server.on(
      'POST /api/biz/project/switch',
      ok({ token: session.ehire_token, userinfo: JSON.parse(session.ehire_userinfo!), signKey: 'k2' }),
    );
    renderApp('/new/workHome', test);
    await screen.findByTestId('workbench-page', {}, SLOW);
    const switcher = await screen.findByTestId('project-switcher', {}, SLOW);
    await within(switcher).findByRole('option', { name: '2027届暑期实习' }, SLOW);
    fireEvent.change(switcher, { target: { value: 'p2' } });
    await waitFor(() => expect(test.ui.events).toContainEqual({ type: 'reload' }), SLOW);
    expect(test.server.to('/api/biz/project/switch')[0]?.body).toEqual({ projectid: 'p2' });
    expect(test.cookies.get('ehire_token')).toBe(session.ehire_token);
  });

  it('WB-044 the school-contact card links to /new/shoolmanagerlist/schoollist', async () => {
    renderApp('/new/workHome', fullWorkbench({ customerType: 2 }));
    const card = await screen.findByTestId('school-contact-card', {}, SLOW);
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/new/shoolmanagerlist/schoollist');
  });

  it('STATE-017 the guide goes through steps 0, 1, 2, 3 in order and is dismissed after step 3', async () => {
    renderApp('/new/workHome', fullWorkbench({ guideSeen: false }));
    const guide = await screen.findByTestId('workbench-guide', {}, SLOW);
    expect(guide).toHaveAttribute('data-step', '0');
    for (const step of ['1', '2', '3']) {
      fireEvent.click(screen.getByRole('button', { name: '下一步' }));
      await waitFor(() => expect(screen.getByTestId('workbench-guide')).toHaveAttribute('data-step', step));
    }
    const modal = guide.closest('.ant-modal');
    fireEvent.click(screen.getByRole('button', { name: '立即体验' }));
    // Dismissed: the dialog leaves (jsdom runs no leave animation to its end) and stays away.
    await waitFor(
      () => expect(modal === null || !modal.isConnected || /leave/.test(modal.className)).toBe(true),
      SLOW,
    );
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
  });

  it('WB-054 WB-055 WB-056 WB-057 WB-058 the statement dialog over the workbench: title, server html, consent, 确认 only when ticked, 稍后确认 always', async () => {
    const html = '<p>用人单位应当<strong>如实发布</strong>招聘信息。</p>';
    const test = fullWorkbench();
    test.server.on('POST /api/biz/customer/check-status', envelope(-1002, '请确认声明', { html }));
    const { unmount } = renderApp('/new/workHome', test);
    // WB-055: the workbench's requests run the status check; -1002 opens the dialog with its html.
    await waitFor(
      () => expect(test.ui.events).toContainEqual({ type: 'openStatementDialog', text: html }),
      SLOW,
    );
    unmount();
    const onConfirm = vi.fn();
    const onLater = vi.fn();
    render(<StatementDialog open html={html} onConfirm={onConfirm} onLater={onLater} />);
    expect(screen.getByText('网络招聘服务管理规定声明')).toBeInTheDocument();
    expect(screen.getByText('如实发布').tagName).toBe('STRONG');
    const consent = screen.getByRole('checkbox', { name: '我已阅读并同意以上声明' });
    const confirm = screen.getByTestId('statement-confirm');
    expect(confirm).toBeDisabled();
    fireEvent.click(consent);
    expect(confirm).toBeEnabled();
    fireEvent.click(consent);
    expect(confirm).toBeDisabled();
    const later = screen.getByRole('button', { name: /稍\s?后\s?确\s?认/ });
    expect(later).toBeEnabled();
    fireEvent.click(later);
    expect(onLater).toHaveBeenCalledTimes(1);
    fireEvent.click(consent);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('WB-059 AMB-024 the workbench shows the review-status card of a submitted design (0 under review, 1 published, 2 rejected)', async () => {
    const cases = [
      {
        task: { status: 'CHECKING', taskId: 't1', isRead: false },
        text: '新简历正在审核中，审核过程中，旧简历依旧生效',
        button: null,
      },
      {
        task: { status: 'REJECTED', taskId: 't2', isRead: false },
        text: '新简历被驳回，驳回后，旧简历依旧生效',
        button: '查看驳回原因',
      },
      {
        task: { status: 'PUBLISHED', taskId: 't3', isRead: false },
        text: '新简历已经成功应用',
        button: /确\s?认/,
      },
    ];
    for (const { task, text, button } of cases) {
      const test = fullWorkbench();
      test.server.on('GET /api/biz/resume-design/latest-task', ok(task));
      const { unmount } = renderApp('/new/workHome', test);
      const card = await screen.findByTestId('workbench-design-result', {}, SLOW);
      await waitFor(() => expect(card).toHaveTextContent(text), SLOW);
      if (button) expect(within(card).getByRole('button', { name: button })).toBeInTheDocument();
      else expect(within(card).queryByRole('button')).toBeNull();
      unmount();
    }
  });

  it('WB-059 确认 on the published card acknowledges it (confirm action 1) and the card goes; nothing waits: no card', async () => {
    const test = fullWorkbench();
    let read = false;
    test.server.on('GET /api/biz/resume-design/latest-task', () =>
      ok({ status: 'PUBLISHED', taskId: 't3', isRead: read }),
    );
    test.server.on('POST /api/biz/resume-design/task/discard', () => {
      read = true;
      return ok({ taskId: 't4' });
    });
    renderApp('/new/workHome', test);
    const card = await screen.findByTestId('workbench-design-result', {}, SLOW);
    fireEvent.click(within(card).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(screen.queryByTestId('workbench-design-result')).toBeNull(), SLOW);
    expect(test.server.to('/api/biz/resume-design/task/discard')[0]?.body).toMatchObject({ taskId: 't3' });
  });
});
