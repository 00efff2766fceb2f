import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { clickButton, getButton, openDialog } from '../../test/queries';
import { smartRulePaths } from './smart-rules-api';
import { ruleSet, SUB_RULE } from './testing/fixtures';

const TAG = smartRulePaths('tag');
const LIST_PAGE = '/new/systemManagement/tagManagement';

const idle = {
  taskId: null,
  kind: 'tag',
  status: null,
  total: 0,
  processed: 0,
  percent: 0,
  startedAt: null,
  finishedAt: null,
  error: '',
  warnning: '',
};

function listServer(rows = [ruleSet(), ruleSet({ id: 'set-2', name: '停用的规则', enabled: false })]) {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`POST ${TAG.list}`, ok({ total: rows.length, pageIndex: 1, pageSize: 20, rows }));
  test.server.on(`GET ${TAG.recalcStatus}`, ok(idle));
  return test;
}

function readOnly(test: ReturnType<typeof listServer>) {
  test.server.on('/api/system/auth/get_auth_list', ok([{ auth_key: 'Smart.Tag', auth_value: 1 }]));
}

const rowOf = async (name: string) => (await screen.findByText(name, {}, SLOW)).closest('tr') as HTMLElement;

beforeAll(async () => {
  await preloadAppModules();
  await import('./SmartRuleListPage');
}, 60_000);

describe('SmartRuleListPage', { timeout: 60_000 }, () => {
  it('lists each rule set with its labels and the zh-CN summary of every sub-rule', async () => {
    const test = listServer();
    renderApp(LIST_PAGE, test);
    const row = await rowOf('高学历');
    const summary = within(row).getByTestId('rule-summary');
    expect(summary).toHaveTextContent('标签：优秀、高学历');
    expect(summary).toHaveTextContent(`规则1：${SUB_RULE.summary}`);
    expect(within(row).getByRole('switch')).toBeChecked();
    expect(within(await rowOf('停用的规则')).getByRole('switch')).not.toBeChecked();
    expect(screen.getByText('智能标签', { selector: 'h2' })).toBeInTheDocument();
  });

  it('DATA-027 a smart flow rule set shows where each sub-rule transfers to and how', async () => {
    const test = createTestPlatform(signedInCookies());
    const FLOW = smartRulePaths('flow');
    const set = ruleSet({
      kind: 'flow',
      labels: [],
      rules: [
        {
          ...SUB_RULE,
          target_iv_id: 's2',
          execute_type: '2',
          target_flow_name: '校招流程',
          target_step_name: '面试',
        },
      ],
    });
    test.server.on(`POST ${FLOW.list}`, ok({ total: 1, pageIndex: 1, pageSize: 20, rows: [set] }));
    test.server.on(`GET ${FLOW.recalcStatus}`, ok({ ...idle, kind: 'flow' }));
    renderApp('/new/systemManagement/flowManagement', test);
    const summary = within(await rowOf('高学历')).getByTestId('rule-summary');
    expect(summary).toHaveTextContent(`规则1：${SUB_RULE.summary}，流转至 校招流程 / 面试（始终流转）`);
    expect(summary).not.toHaveTextContent('标签');
  });

  it('an empty list shows 暂无数据', async () => {
    const test = listServer([]);
    renderApp(LIST_PAGE, test);
    expect(await screen.findByTestId('list-empty', {}, SLOW)).toHaveTextContent('暂无数据');
  });

  it('the switch enables and disables a rule set', async () => {
    const test = listServer();
    test.server.on(`POST ${TAG.disable('set-1')}`, ok(ruleSet({ enabled: false })));
    test.server.on(`POST ${TAG.enable('set-2')}`, ok(ruleSet({ id: 'set-2', enabled: true })));
    renderApp(LIST_PAGE, test);
    fireEvent.click(within(await rowOf('高学历')).getByRole('switch'));
    await waitFor(() => expect(test.server.to(TAG.disable('set-1'))).toHaveLength(1), SLOW);
    fireEvent.click(within(await rowOf('停用的规则')).getByRole('switch'));
    await waitFor(() => expect(test.server.to(TAG.enable('set-2'))).toHaveLength(1), SLOW);
  });

  it('deletes a rule set only after confirmation', async () => {
    const test = listServer();
    test.server.on(`DELETE ${TAG.one('set-1')}`, ok(null));
    renderApp(LIST_PAGE, test);
    clickButton('删除', await rowOf('高学历'));
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('确定要删除规则“高学历”吗？删除后不可恢复。');
    expect(test.server.to(TAG.one('set-1'))).toHaveLength(0);
    clickButton(/^确\s*定$/, dialog);
    await waitFor(() => expect(test.server.to(TAG.one('set-1'))).toHaveLength(1), SLOW);
    expect(test.server.to(TAG.one('set-1'))[0]!.method).toBe('DELETE');
  });

  it('PERM-015 below level 2 the write actions are hidden and the switches disabled', async () => {
    const test = listServer();
    readOnly(test);
    renderApp(LIST_PAGE, test);
    const row = await rowOf('高学历');
    await waitFor(
      () => expect(test.server.to('/api/system/auth/get_auth_list').length).toBeGreaterThan(0),
      SLOW,
    );
    await act(async () => {});
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(within(row).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(row).queryByText('删除')).not.toBeInTheDocument();
    expect(within(row).getByText('查看')).toBeInTheDocument();
    expect(screen.queryByText('新增规则')).not.toBeInTheDocument();
    expect(screen.queryByText('重新计算')).not.toBeInTheDocument();
  });

  it("STATE-008 STATE-009 STATE-010 recalculation shows data.warnning, polls while '20' and reloads when done", async () => {
    const test = listServer();
    const running = {
      ...idle,
      taskId: 't1',
      status: '20',
      total: 10,
      processed: 4,
      percent: 40,
      startedAt: 1,
      warnning: '数据重新计算中，请稍后刷新查看',
    };
    test.server.on(`POST ${TAG.recalc}`, ok(running));
    let polls = 0;
    test.server.on(`GET ${TAG.recalcStatus}`, () => {
      polls += 1;
      // The page's own first check finds nothing running; the poll after the start finishes.
      return ok(polls === 1 ? idle : { ...running, status: '30', processed: 10, percent: 100, warnning: '' });
    });
    renderApp(LIST_PAGE, test);
    await rowOf('高学历');
    const listCalls = test.server.to(TAG.list).length;
    fireEvent.click(getButton('重新计算'));
    expect(await screen.findByTestId('recalc-progress', {}, SLOW)).toHaveTextContent(
      '数据重新计算中（4/10）',
    );
    expect(test.ui.warnings()).toContain('数据重新计算中，请稍后刷新查看');
    await waitFor(() => expect(screen.queryByTestId('recalc-progress')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(polls).toBe(2);
    await waitFor(() => expect(test.server.to(TAG.list).length).toBeGreaterThan(listCalls), SLOW);
  });
});
