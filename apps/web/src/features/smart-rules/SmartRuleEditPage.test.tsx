import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SmartRuleKind } from '@ehire/domain/contracts/smart-rules';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { clickButton, getButton } from '../../test/queries';
import { smartRulePaths } from './smart-rules-api';
import { OPTIONS, ruleSet, SUB_RULE } from './testing/fixtures';

const BASE = '/new/systemManagement';

function editServer(kind: SmartRuleKind, stored = ruleSet({ kind })) {
  const test = createTestPlatform(signedInCookies());
  const paths = smartRulePaths(kind);
  test.server.on(`GET ${paths.options}`, ok(OPTIONS));
  test.server.on(`GET ${paths.one(stored.id)}`, ok(stored));
  test.server.on(`POST ${paths.base}`, (req) => ok({ ...stored, ...(req.body as object) }));
  test.server.on(`PUT ${paths.one(stored.id)}`, (req) => ok({ ...stored, ...(req.body as object) }));
  test.server.on(`POST ${paths.list}`, ok({ total: 0, pageIndex: 1, pageSize: 20, rows: [] }));
  test.server.on(
    `GET ${paths.recalcStatus}`,
    ok({
      taskId: null,
      kind,
      status: null,
      total: 0,
      processed: 0,
      percent: 0,
      startedAt: null,
      finishedAt: null,
      error: '',
      warnning: '',
    }),
  );
  return { test, paths };
}

/** The permission list has been asked for and its answer applied. */
async function permissionsLoaded(test: ReturnType<typeof createTestPlatform>) {
  await waitFor(
    () => expect(test.server.to('/api/system/auth/get_auth_list').length).toBeGreaterThan(0),
    SLOW,
  );
  await act(async () => {});
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

function pickVisibleOption(text: string) {
  const option = [...document.querySelectorAll('.ant-select-item-option, .ant-cascader-menu-item')]
    .filter((o) => !o.closest('.ant-select-dropdown-hidden'))
    .find((o) => (o.getAttribute('title') ?? o.textContent) === text);
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.click(option);
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./SmartRuleEditPage');
  await import('./SmartRuleDetailPage');
  await import('./SmartRuleListPage');
}, 60_000);

describe('SmartRuleEditPage', { timeout: 60_000 }, () => {
  it('COND-012 COND-016 COND-017 a new smart tag rule is checked before anything is sent, then created', async () => {
    const { test, paths } = editServer('tag');
    const app = renderApp(`${BASE}/tagManagement/edit`, test);
    const name = await screen.findByLabelText('规则名称', {}, SLOW);
    clickButton('保存');
    expect(alerts()).toEqual(expect.arrayContaining(['请输入规则名称', '请输入标签', '请选择']));
    expect(test.server.to(paths.base)).toHaveLength(0);

    fireEvent.change(name, { target: { value: '资深候选人' } });
    const labels = screen.getByPlaceholderText('请输入标签，按回车键确认');
    fireEvent.change(labels, { target: { value: '资深' } });
    fireEvent.keyDown(labels, { key: 'Enter' });
    fireEvent.blur(labels);

    const row = screen.getByTestId('condition-row');
    fireEvent.mouseDown(within(row).getAllByRole('combobox')[0]!);
    pickVisibleOption('简历');
    pickVisibleOption('基本信息');
    pickVisibleOption('年龄');
    clickButton('保存');
    expect(alerts()).toContain('请选择逻辑词');

    fireEvent.mouseDown(within(row).getAllByRole('combobox')[1]!);
    pickVisibleOption('大于等于');
    clickButton('保存');
    expect(alerts()).toContain('请输入');
    const value = within(row).getByPlaceholderText('请输入');
    fireEvent.change(value, { target: { value: '30' } });
    fireEvent.blur(value);
    expect(await screen.findByTestId('sub-rule-summary')).toHaveTextContent('规则概要：年龄 大于等于 30');

    clickButton('保存');
    await waitFor(() => expect(test.server.to(paths.base)).toHaveLength(1), SLOW);
    expect(test.server.to(paths.base)[0]!.body).toMatchObject({
      name: '资深候选人',
      labels: ['资深'],
      rules: [
        {
          conditions_operation: '1',
          conditions_json: [
            {
              operator: 5,
              field_values: ['jobs', 'base', 'age'],
              data_type: '1',
              field_match: '1',
              action_value: [30],
              group_id: '1',
            },
          ],
        },
      ],
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`${BASE}/tagManagement`), SLOW);
  });

  it('DATA-026 COND-038 a smart score rule needs a score in 0-100 and sends it with the stored conditions', async () => {
    const stored = ruleSet({ kind: 'score', labels: [], rules: [{ ...SUB_RULE, score: 80 }] });
    const { test, paths } = editServer('score', stored);
    renderApp(`${BASE}/scoreManagement/scoreEdit?id=set-1`, test);
    const score = await screen.findByLabelText('规则1得分', {}, SLOW);
    expect(score).toHaveValue(80);
    expect(screen.getByTestId('sub-rule-summary')).toHaveTextContent(`规则概要：${SUB_RULE.summary}`);
    fireEvent.change(score, { target: { value: '120' } });
    clickButton('保存');
    expect(alerts()).toContain('评分值在0-100间');
    expect(test.server.to(paths.one('set-1')).filter((r) => r.method === 'PUT')).toHaveLength(0);
    fireEvent.change(score, { target: { value: '85.5' } });
    clickButton('保存');
    await waitFor(
      () => expect(test.server.to(paths.one('set-1')).filter((r) => r.method === 'PUT')).toHaveLength(1),
      SLOW,
    );
    const body = test.server.to(paths.one('set-1')).find((r) => r.method === 'PUT')!.body as {
      rules: { rule_id: string; score: number; conditions_json: unknown[] }[];
    };
    expect(body.rules[0]).toMatchObject({ rule_id: 'r1', score: 85.5 });
    expect(body.rules[0]!.conditions_json).toHaveLength(3);
  });

  it('issue 17 part 2: a score rule tests 学校所属目标院校方案 包含任一 <a target solution>', async () => {
    const { test, paths } = editServer('score', ruleSet({ kind: 'score', labels: [] }));
    const jobs = OPTIONS.options[0]!;
    test.server.on(
      `GET ${paths.options}`,
      ok({
        ...OPTIONS,
        options: [
          {
            ...jobs,
            children: [
              ...(jobs.children ?? []),
              {
                value: 'education',
                name: '教育背景',
                children: [{ value: 'targetSchools', name: '学校所属目标院校方案' }],
              },
            ],
          },
        ],
        fields: {
          ...OPTIONS.fields,
          'jobs.education.targetSchools': {
            label: '学校所属目标院校方案',
            fieldType: 5,
            options: [
              { value: 's1', name: '重点院校' },
              { value: 's2', name: '本地院校' },
            ],
          },
        },
      }),
    );
    renderApp(`${BASE}/scoreManagement/scoreEdit`, test);
    fireEvent.change(await screen.findByLabelText('规则名称', {}, SLOW), { target: { value: '目标院校加分' } });
    fireEvent.change(screen.getByLabelText('规则1得分'), { target: { value: '30' } });
    const row = screen.getByTestId('condition-row');
    fireEvent.mouseDown(within(row).getAllByRole('combobox')[0]!);
    pickVisibleOption('简历');
    pickVisibleOption('教育背景');
    pickVisibleOption('学校所属目标院校方案');
    fireEvent.mouseDown(within(row).getAllByRole('combobox')[1]!);
    pickVisibleOption('包含任一');
    fireEvent.mouseDown(within(row).getAllByRole('combobox')[2]!);
    await waitFor(() => pickVisibleOption('重点院校'), SLOW);
    expect(await screen.findByTestId('sub-rule-summary')).toHaveTextContent(
      '规则概要：学校所属目标院校方案 包含任一 重点院校',
    );
    clickButton('保存');
    await waitFor(() => expect(test.server.to(paths.base)).toHaveLength(1), SLOW);
    expect(test.server.to(paths.base)[0]!.body).toMatchObject({
      name: '目标院校加分',
      rules: [
        {
          score: 30,
          conditions_json: [
            {
              operator: 10,
              field_values: ['jobs', 'education', 'targetSchools'],
              data_type: '-1',
              action_value: ['s1'],
            },
          ],
        },
      ],
    });
  });

  it('DATA-027 a smart flow rule needs a target step and sends target_iv_id and execute_type', async () => {
    const stored = ruleSet({ kind: 'flow', labels: [], rules: [{ ...SUB_RULE }] });
    const { test, paths } = editServer('flow', stored);
    renderApp(`${BASE}/flowManagement/flowEdit?id=set-1`, test);
    await screen.findByLabelText('规则名称', {}, SLOW);
    clickButton('保存');
    expect(alerts()).toContain('请选择流转环节');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '规则1流转环节' }));
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    // Steps in flow order, named flow / step.
    expect(labels).toEqual(['校招流程 / 初筛', '校招流程 / 面试']);
    pickVisibleOption('校招流程 / 面试');
    fireEvent.click(screen.getByLabelText('始终流转'));
    clickButton('保存');
    await waitFor(
      () => expect(test.server.to(paths.one('set-1')).filter((r) => r.method === 'PUT')).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(paths.one('set-1')).find((r) => r.method === 'PUT')!.body).toMatchObject({
      rules: [{ target_iv_id: 's2', execute_type: '2' }],
    });
  });

  it('PERM-015 below level 2 the form is read-only and cannot be saved', async () => {
    const { test } = editServer('tag');
    test.server.on('/api/system/auth/get_auth_list', ok([{ auth_key: 'Smart.Tag', auth_value: 1 }]));
    renderApp(`${BASE}/tagManagement/edit?id=set-1`, test);
    const name = await screen.findByLabelText('规则名称', {}, SLOW);
    await permissionsLoaded(test);
    expect(name).toBeDisabled();
    expect(screen.getByText('当前角色无操作权限，仅可查看')).toBeInTheDocument();
    expect(() => getButton('保存')).toThrow();
    expect(screen.queryByLabelText('添加条件')).not.toBeInTheDocument();
  });
});

describe('SmartRuleDetailPage', { timeout: 60_000 }, () => {
  it('shows a smart tag rule at /tagManagement/:id read-only with its summary, and 编辑 leads to the form', async () => {
    const { test } = editServer('tag');
    const app = renderApp(`${BASE}/tagManagement/set-1`, test);
    const summary = await screen.findByTestId('stored-summary', {}, SLOW);
    expect(summary).toHaveTextContent(`规则1：${SUB_RULE.summary}`);
    expect(screen.getByText('优秀')).toBeInTheDocument();
    expect(screen.queryByLabelText('添加条件')).not.toBeInTheDocument();
    for (const box of within(screen.getByTestId('sub-rule')).getAllByRole('combobox'))
      expect(box).toBeDisabled();
    clickButton('编辑');
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`${BASE}/tagManagement/edit`), SLOW);
    expect(app.router.state.location.search).toBe('?id=set-1');
  });

  it('the detail page without an id shows 暂无数据', async () => {
    const { test } = editServer('tag');
    renderApp(`${BASE}/tagManagement/detail`, test);
    expect(await screen.findByTestId('list-empty', {}, SLOW)).toHaveTextContent('暂无数据');
  });

  it('shows a smart score rule by ?id= with its score; read-only users get no 编辑', async () => {
    const stored = ruleSet({ kind: 'score', labels: [], rules: [{ ...SUB_RULE, score: 80 }] });
    const { test } = editServer('score', stored);
    test.server.on('/api/system/auth/get_auth_list', ok([{ auth_key: 'Smart.Score', auth_value: 1 }]));
    renderApp(`${BASE}/scoreManagement/scoreDetail?id=set-1`, test);
    expect(await screen.findByTestId('stored-summary', {}, SLOW)).toHaveTextContent('，得80分');
    await permissionsLoaded(test);
    expect(() => getButton('编辑')).toThrow();
  });
});
