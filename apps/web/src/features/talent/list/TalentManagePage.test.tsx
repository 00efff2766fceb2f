import { TALENT_API } from '@ehire/domain/api/talent';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  TalentActionInput,
  TalentListQueryInput,
  TalentSelectionInput,
} from '@ehire/domain/contracts/talent';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../../app/testing/render-app';
import { COUNTS, JOBS, page, talentRow } from '../testing/fixtures';
import { clickButton, getButton, openDialog } from '../../../test/queries';

const ROWS = [
  talentRow({ applicationId: 'a1', name: '张伟' }),
  talentRow({ applicationId: 'a2', name: '李娜', inboxStatus: '01', inboxStatusName: '待定' }),
  talentRow({ applicationId: 'a3', name: '王芳' }),
];

function talentServer(): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`POST ${TALENT_API.list.path}`, ok(page(ROWS, 21)));
  test.server.on(`POST ${TALENT_API.counts.path}`, ok(COUNTS));
  test.server.on(`GET ${TALENT_API.jobs.path}`, ok(JOBS));
  test.server.on(`GET ${TALENT_API.fields.path}`, ok([]));
  test.server.on(`GET ${TALENT_API.getSavedSearches.path}`, ok([]));
  return test;
}

const lastList = (test: TestPlatform) =>
  test.server.to(TALENT_API.list.path).at(-1)?.body as TalentListQueryInput;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
/** Clicks the visible select or cascader option reading `text`. */
const pick = (text: string) => {
  const option = [...document.querySelectorAll('.ant-select-item-option, .ant-cascader-menu-item')]
    .filter((o) => !o.closest('.ant-select-dropdown-hidden'))
    .find((o) => o.textContent === text);
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.click(option);
};
const tick = (name: string) =>
  fireEvent.click(rowOf(name).querySelector('input[type="checkbox"]') as HTMLInputElement);

beforeAll(async () => {
  await preloadAppModules();
  await import('./TalentManagePage');
}, 60_000);

describe('TalentManagePage', { timeout: 90_000 }, () => {
  it('issue 20 §2 while the list loads it shows a skeleton, not 暂无投递; the empty state only once loaded', async () => {
    const test = talentServer();
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    test.server.on(`POST ${TALENT_API.list.path}`, () => new Promise((resolve) => (answer = resolve)));
    renderApp('/new/talent/talentManage', test);
    expect(await screen.findByTestId('list-loading', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('暂无投递')).toBeNull();
    answer(ok(page([], 0)));
    expect(await screen.findByText('暂无投递', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });

  it('issue 20 §2 the key columns come first beside the fixed name and actions (fit at 1440 px)', async () => {
    renderApp('/new/talent/talentManage', talentServer());
    await screen.findByText('张伟', {}, SLOW);
    const headers = [...document.querySelectorAll('thead th')]
      .map((th) => th.textContent?.trim() ?? '')
      .filter(Boolean);
    expect(headers.slice(0, 3)).toEqual(['姓名', '应聘职位', '步骤 / 状态']);
    expect(headers.at(-1)).toBe('操作');
    // The name (with the selection box) and the actions stay fixed while the rest scrolls.
    const fixed = [...document.querySelectorAll('thead th[class*="ant-table-cell-fix"]')].map(
      (th) => th.textContent?.trim() ?? '',
    );
    expect(fixed).toEqual(expect.arrayContaining(['姓名', '操作']));
  });

  it('WB-034 WB-035 WB-036 a workbench link opens that step and status, with the counts per status', async () => {
    const test = talentServer();
    const app = renderApp('/resume?tab=first&ivid=1002&inboxstatus=01', test);
    expect(await screen.findByText('张伟', {}, SLOW)).toBeInTheDocument();
    // ROUTE-072/074: /resume?tab=first lands on the new path with the query unchanged.
    expect(app.router.state.location.pathname).toBe('/new/talent/talentManage');
    expect(lastList(test)).toMatchObject({ tab: 'first', ivid: '1002', inboxstatus: '01' });
    // The counts are asked for the same selection without the step and status they split by.
    const countBody = test.server.to(TALENT_API.counts.path)[0].body as TalentSelectionInput;
    expect(countBody.tab).toBe('first');
    expect(countBody).not.toHaveProperty('ivid');
    expect(countBody).not.toHaveProperty('inboxstatus');

    await waitFor(() => expect(screen.getByTestId('step-tab-1002')).toHaveTextContent('笔试(8)'), SLOW);
    expect(screen.getByTestId('step-tab-all')).toHaveTextContent('全部(21)');
    expect(screen.getByTestId('step-tab-1001')).toHaveTextContent('初筛(10)');
    expect(document.querySelector('.ant-tabs-tab-active [data-testid^="step-tab"]')).toHaveTextContent(
      '笔试(8)',
    );
    // The chosen step's counts by status.
    expect(
      ['00', '01', '04_05', '02_06_07_08_09'].map((s) => screen.getByTestId(`status-tab-${s}`).textContent),
    ).toEqual(['待筛选(1)', '待定(1)', '已淘汰(2)', '已安排(4)']);
    expect(document.querySelector('.ant-segmented-item-selected')).toHaveTextContent('待定(1)');
    expect(screen.getByText('共 21 条')).toBeInTheDocument();
  });

  it('WB-035 ivid 99 is every step; the status counts then add up all steps', async () => {
    const test = talentServer();
    renderApp('/resume?tab=first&ivid=99&inboxstatus=04_05', test);
    await screen.findByText('张伟', {}, SLOW);
    const body = lastList(test);
    expect(body).not.toHaveProperty('ivid');
    expect(body.inboxstatus).toBe('04_05');
    await waitFor(() => expect(screen.getByTestId('status-tab-04_05')).toHaveTextContent('已淘汰(6)'), SLOW);
    expect(screen.getByTestId('status-tab-00')).toHaveTextContent('待筛选(6)');
  });

  it('WB-037 inboxvideostatus=01_02 asks for the applications waiting for a video interview', async () => {
    const test = talentServer();
    renderApp('/new/talent/talentManage?tab=first&inboxvideostatus=01_02', test);
    await screen.findByText('张伟', {}, SLOW);
    expect(lastList(test)).toMatchObject({ tab: 'first', inboxvideostatus: '01_02' });
    expect(screen.getByTestId('view-notes')).toHaveTextContent('视频面试：待面试');
  });

  it('AMB-006 WB-040 tab=three with deliveredstaus opens the intent pool with that delivery status', async () => {
    const test = talentServer();
    test.server.on(
      'GET /api/biz/pools/intents',
      ok({ total: 0, rows: [], counts: { notSubmitted: 4, submitted: 2 } }),
    );
    const app = renderApp('/resume?deliveredstaus=01&tab=three', test);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/new/intentResume'), SLOW);
    await waitFor(
      () => expect(test.server.to('/api/biz/pools/intents').at(-1)?.query.get('deliveredstaus')).toBe('01'),
      SLOW,
    );
    expect(await screen.findByText('已提交（2）', {}, SLOW)).toBeInTheDocument();
    expect(document.querySelector('.ant-tabs-tab-active')).toHaveTextContent('已提交');
  });

  it('GAP-017 /resume?tab=second shows the list by job, opening the first job', async () => {
    const test = talentServer();
    const app = renderApp('/resume?tab=second', test);
    await screen.findByText('张伟', {}, SLOW);
    expect(app.router.state.location.pathname).toBe('/resume');
    await waitFor(() => expect(app.router.state.location.search).toContain('jobid=job-1'), SLOW);
    expect(lastList(test)).toMatchObject({ tab: 'second', jobId: 'job-1' });
    // Never asked without a job (the server requires one on this tab).
    for (const request of test.server.to(TALENT_API.list.path)) {
      expect((request.body as TalentListQueryInput).jobId).toBe('job-1');
    }
  });

  it('clicking a status asks the server for it and keeps it in the link', async () => {
    const test = talentServer();
    const app = renderApp('/new/talent/talentManage?ivid=1001', test);
    await screen.findByText('张伟', {}, SLOW);
    await waitFor(() => expect(screen.getByTestId('status-tab-00')).toHaveTextContent('待筛选(5)'), SLOW);
    fireEvent.click(screen.getByTestId('status-tab-00'));
    await waitFor(() => expect(lastList(test)).toMatchObject({ ivid: '1001', inboxstatus: '00' }), SLOW);
    expect(app.router.state.location.search).toContain('inboxstatus=00');
  });

  it(
    'CONST-014 GAP-036 a keyword over 2000 characters is refused with a message and not sent',
    { timeout: 90_000 },
    async () => {
      const test = talentServer();
      renderApp('/new/talent/talentManage', test);
      await screen.findByText('张伟', {}, SLOW);
      const input = screen.getByLabelText('搜索人才');
      const searchButton = () =>
        fireEvent.click(
          input.closest('.ant-input-search')?.querySelector('.ant-input-search-btn') as HTMLButtonElement,
        );
      fireEvent.change(input, { target: { value: '张'.repeat(2001) } });
      expect(screen.getByTestId('keyword-error')).toHaveTextContent('搜索词最多2000个字符');
      const before = test.server.to(TALENT_API.list.path).length;
      searchButton();
      expect(
        await screen.findByText('搜索词最多2000个字符', { selector: '.ant-message *' }, SLOW),
      ).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(test.server.to(TALENT_API.list.path).length).toBe(before);

      fireEvent.change(input, { target: { value: '张'.repeat(2000) } });
      expect(screen.queryByTestId('keyword-error')).toBeNull();
      searchButton();
      await waitFor(() => expect(lastList(test).keyword).toBe('张'.repeat(2000)), SLOW);
    },
  );

  it('a bulk action that partly fails shows the result of every application', async () => {
    const test = talentServer();
    test.server.on(
      `POST ${TALENT_API.actions.path}`,
      ok({
        succeeded: 1,
        failed: 1,
        results: [
          { applicationId: 'a1', ok: true, message: '' },
          { applicationId: 'a2', ok: false, message: '已淘汰的投递不能设为待定' },
        ],
      }),
    );
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    tick('张伟');
    tick('李娜');
    await waitFor(() => getButton('待定', screen.getByTestId('talent-batch-bar')), SLOW);
    clickButton('待定', screen.getByTestId('talent-batch-bar'));

    const result = await screen.findByTestId('action-result', {}, SLOW);
    expect(test.server.to(TALENT_API.actions.path)[0].body).toEqual({
      action: 'pending',
      applicationIds: ['a1', 'a2'],
    });
    expect(within(result).getByText('共2份投递，成功1份，失败1份')).toBeInTheDocument();
    const failed = within(result).getByText('李娜').closest('tr') as HTMLElement;
    expect(within(failed).getByText('失败')).toBeInTheDocument();
    expect(within(failed).getByText('已淘汰的投递不能设为待定')).toBeInTheDocument();
    const passed = within(result).getByText('张伟').closest('tr') as HTMLElement;
    expect(within(passed).getByText('成功')).toBeInTheDocument();
  });

  it('淘汰 asks for a reason and sends it; without one nothing is sent', async () => {
    const test = talentServer();
    test.server.on(
      `POST ${TALENT_API.actions.path}`,
      ok({ succeeded: 2, failed: 0, results: [{ applicationId: 'a1', ok: true, message: '' }] }),
    );
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    tick('张伟');
    tick('王芳');
    await waitFor(() => getButton('淘汰', screen.getByTestId('talent-batch-bar')), SLOW);
    clickButton('淘汰', screen.getByTestId('talent-batch-bar'));
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('淘汰（已选2份）');
    clickButton('确定', dialog);
    expect(await within(dialog).findByText('请输入淘汰原因', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(TALENT_API.actions.path)).toHaveLength(0);

    fireEvent.change(within(dialog).getByPlaceholderText('请输入淘汰原因'), {
      target: { value: ' 专业不符 ' },
    });
    clickButton('确定', dialog);
    await waitFor(() => expect(test.server.to(TALENT_API.actions.path)).toHaveLength(1), SLOW);
    expect(test.server.to(TALENT_API.actions.path)[0].body as TalentActionInput).toEqual({
      action: 'eliminate',
      applicationIds: ['a1', 'a3'],
      reason: '专业不符',
    });
  });

  it('评分 accepts 0-100 only (评分值在0-100间)', async () => {
    const test = talentServer();
    test.server.on(
      `POST ${TALENT_API.actions.path}`,
      ok({ succeeded: 1, failed: 0, results: [{ applicationId: 'a1', ok: true, message: '' }] }),
    );
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    fireEvent.click(getButton('更多', screen.getByTestId('talent-actions-a1')));
    fireEvent.click(await screen.findByText('评分', { selector: '.ant-dropdown-menu-title-content' }, SLOW));
    const dialog = await openDialog();
    const input = within(dialog).getByLabelText('评分');
    fireEvent.change(input, { target: { value: '101' } });
    clickButton('确定', dialog);
    expect(await within(dialog).findByText('评分值在0-100间', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(TALENT_API.actions.path)).toHaveLength(0);

    fireEvent.change(input, { target: { value: '88' } });
    clickButton('确定', dialog);
    await waitFor(() => expect(test.server.to(TALENT_API.actions.path)).toHaveLength(1), SLOW);
    expect(test.server.to(TALENT_API.actions.path)[0].body).toEqual({
      action: 'score',
      applicationIds: ['a1'],
      score: 88,
      comment: '',
    });
  });

  it(
    'COND-035 a filter confirmed with 不应用 selects this view only and is dropped on another step',
    { timeout: 90_000 },
    async () => {
      const test = talentServer();
      test.server.on(
        `GET ${TALENT_API.fields.path}`,
        ok([{ key: 'graduationYear', label: '毕业年份', fieldType: 1, source: 'system' }]),
      );
      renderApp('/new/talent/talentManage?ivid=1001', test);
      await screen.findByText('张伟', {}, SLOW);
      clickButton('筛选');
      const panel = await screen.findByTestId('filter-panel', {}, SLOW);
      fireEvent.mouseDown(within(panel).getByLabelText('字段'));
      await waitFor(() => pick('毕业年份'), SLOW);
      fireEvent.mouseDown(within(panel).getByLabelText('逻辑词'));
      await waitFor(() => pick('为空'), SLOW);
      fireEvent.mouseDown(within(panel).getByLabelText('值'));
      await waitFor(() => pick('否'), SLOW);
      clickButton('确定', panel);
      await waitFor(() => getButton('不应用'), SLOW);
      clickButton('不应用');
      await waitFor(() => expect(lastList(test).filter).toBeDefined(), SLOW);
      expect(lastList(test)).toMatchObject({
        ivid: '1001',
        filter: {
          kind: 'group',
          children: [{ field: ['graduationYear'], operator: 'isEmpty', value: 0, fieldType: 1 }],
        },
      });

      fireEvent.click(screen.getByTestId('step-tab-1002'));
      await waitFor(() => expect(lastList(test).ivid).toBe('1002'), SLOW);
      expect(lastList(test)).not.toHaveProperty('filter');
    },
  );

  it(
    'COND-028 COND-029 the filter editor offers the resume design fields under 简历字段 → module and sends their path and section rule',
    { timeout: 90_000 },
    async () => {
      const test = talentServer();
      test.server.on(
        `GET ${TALENT_API.fields.path}`,
        ok([
          { key: 'name', label: '姓名', fieldType: 3, source: 'system' },
          {
            key: 'answers.M_INTERN.I_COMPANY',
            label: '实习经历/公司',
            fieldLabel: '公司',
            fieldType: 3,
            source: 'resume',
            module: { key: 'M_INTERN', label: '实习经历' },
            repeatable: true,
          },
        ]),
      );
      renderApp('/new/talent/talentManage', test);
      await screen.findByText('张伟', {}, SLOW);
      clickButton('筛选');
      const panel = await screen.findByTestId('filter-panel', {}, SLOW);
      fireEvent.mouseDown(within(panel).getByLabelText('字段'));
      await waitFor(() => pick('简历字段'), SLOW);
      await waitFor(() => pick('实习经历'), SLOW);
      await waitFor(() => pick('公司'), SLOW);
      fireEvent.mouseDown(within(panel).getByLabelText('计算规则'));
      await waitFor(() => pick('任意一段满足'), SLOW);
      fireEvent.mouseDown(within(panel).getByLabelText('逻辑词'));
      await waitFor(() => pick('为空'), SLOW);
      fireEvent.mouseDown(within(panel).getByLabelText('值'));
      await waitFor(() => pick('否'), SLOW);
      clickButton('确定', panel);
      await waitFor(() => getButton('不应用'), SLOW);
      clickButton('不应用');
      await waitFor(() => expect(lastList(test).filter).toBeDefined(), SLOW);
      expect(lastList(test).filter).toMatchObject({
        children: [
          {
            field: ['answers', 'M_INTERN', 'I_COMPANY'],
            operator: 'isEmpty',
            value: 0,
            fieldType: 3,
            sectionRule: '2',
          },
        ],
      });
    },
  );

  it(
    'issue 17 part 1: the 专业 filter offers 目标专业 and sends it as the value TARGET',
    { timeout: 90_000 },
    async () => {
      const test = talentServer();
      test.server.on(
        `GET ${TALENT_API.fields.path}`,
        ok([
          {
            key: 'major',
            label: '专业',
            fieldType: 23,
            source: 'system',
            options: [{ value: 'TARGET', name: '目标专业' }],
          },
        ]),
      );
      renderApp('/new/talent/talentManage', test);
      await screen.findByText('张伟', {}, SLOW);
      clickButton('筛选');
      const panel = await screen.findByTestId('filter-panel', {}, SLOW);
      fireEvent.mouseDown(within(panel).getByLabelText('字段'));
      await waitFor(() => pick('专业'), SLOW);
      fireEvent.mouseDown(within(panel).getByLabelText('逻辑词'));
      await waitFor(() => pick('等于'), SLOW);
      fireEvent.mouseDown(within(panel).getByLabelText('值'));
      await waitFor(() => pick('目标专业'), SLOW);
      clickButton('确定', panel);
      await waitFor(() => getButton('不应用'), SLOW);
      clickButton('不应用');
      await waitFor(() => expect(lastList(test).filter).toBeDefined(), SLOW);
      expect(lastList(test).filter).toMatchObject({
        children: [{ field: ['major'], operator: 'eq', value: 'TARGET', fieldType: 23 }],
      });
    },
  );

  it('an empty list says so', async () => {
    const test = talentServer();
    test.server.on(`POST ${TALENT_API.list.path}`, ok(page([], 0)));
    renderApp('/new/talent/talentManage', test);
    expect(await screen.findByText('暂无投递', {}, SLOW)).toBeInTheDocument();
  });

  it('PERM-015 a read-only operator (Ctm.Talent 1) sees the list without selection or actions', async () => {
    const test = talentServer();
    test.server.on('/api/system/auth/get_auth_list', ok([{ auth_key: 'Ctm.Talent', auth_value: 1 }]));
    renderApp('/new/talent/talentManage', test);
    expect(
      await screen.findByText('您的人才管理权限为只读：可以查看人才，不能处理投递。', {}, SLOW),
    ).toBeInTheDocument();
    await screen.findByText('张伟', {}, SLOW);
    expect(document.querySelector('tbody input[type="checkbox"]')).toBeNull();
    const actions = screen.getByTestId('talent-actions-a1');
    expect([...actions.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '查看',
    ]);
    expect(screen.queryByText('保存搜索')).toBeNull();
  });
});
