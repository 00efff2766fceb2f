import { POOLS_API } from '@ehire/domain/api/pools';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { clickButton, openDialog, pickSelectOption } from '../../test/queries';

const ROW = {
  candidateId: 'c1',
  name: '池甲',
  mobile: '13700001001',
  email: '',
  school: '复旦大学',
  major: '软件工程',
  degree: '硕士',
  graduationYear: 2026,
  source: '导入',
  labels: ['重点'],
  createdAt: 1_760_000_000_000,
};

function poolServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`POST ${POOLS_API.publicSearch.path}`, ok({ total: 1, rows: [ROW] }));
  test.server.on('GET /api/biz/talent/jobs', ok([]));
  const label = (name: string, id: string) => ({
    value: name,
    label: name,
    id,
    parent: null,
    level: 1,
    status: 1,
    hidden: false,
    children: [],
  });
  test.server.on(`GET ${POOLS_API.publicLabelOptions.path}`, ok([label('重点', 'l1'), label('秋招', 'l2')]));
  return test;
}

/** Types a label into the dialog's tags input and commits it with Enter. */
function typeLabel(dialog: HTMLElement, label: string) {
  const input = within(dialog).getByRole('combobox', { name: '标签' });
  fireEvent.change(input, { target: { value: label } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** Picks a field in the filter panel's cascader (by its entry there: the table has columns of the same names). */
async function pickField(panel: HTMLElement, name: string) {
  fireEvent.mouseDown(within(panel).getByRole('combobox', { name: '字段' }));
  const field = await waitFor(() => {
    const item = [...document.querySelectorAll('.ant-cascader-menu-item')].find((i) => i.textContent === name);
    if (!item) throw new Error(`no ${name} in the field list`);
    return item;
  }, SLOW);
  fireEvent.click(field);
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./TalentPoolPage');
}, 60_000);

describe('TalentPoolPage', { timeout: 30_000 }, () => {
  it('issue 18 §1 ROUTE-025 the filter editor searches the pool by the pool’s fields', async () => {
    const test = poolServer();
    renderApp('/new/talentPool', test);
    const row = (await screen.findByText('池甲', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('重点')).toBeInTheDocument();
    clickButton('筛选');
    const panel = await screen.findByTestId('pool-filter-panel');
    await pickField(panel, '学历');
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: '逻辑词' }));
    pickSelectOption('等于');
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: '值' }));
    pickSelectOption('硕士');
    clickButton('确定', panel);
    await waitFor(() => {
      const body = test.server.to(POOLS_API.publicSearch.path).at(-1)?.body as {
        filter?: unknown;
        pageIndex: number;
      };
      expect(body.pageIndex).toBe(1);
      // One condition, 学历 等于 硕士, at whatever depth the editor nests its single group.
      const text = JSON.stringify(body.filter ?? null);
      expect(text).toContain('"field":["degree"]');
      expect(text).toContain('"operator":"eq"');
      expect(text).toContain('"value":"硕士"');
    }, SLOW);
    // No 是否应用到全局 question: the pool has no global filter.
    expect(screen.queryByText('是否应用到全局')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /筛选（1）/ })).toBeInTheDocument();
  });

  it('DATA-031 the 标签 filter offers the tenant’s labels', async () => {
    const test = poolServer();
    renderApp('/new/talentPool', test);
    await screen.findByText('池甲', {}, SLOW);
    clickButton('筛选');
    const panel = await screen.findByTestId('pool-filter-panel');
    await pickField(panel, '标签');
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: '逻辑词' }));
    pickSelectOption('包含任一');
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: '值' }));
    // The value select's own dropdown (the operator's may still be in the page).
    await waitFor(() => {
      const lists = [...document.querySelectorAll('.ant-select-dropdown')].map((d) =>
        [...d.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent),
      );
      expect(lists).toContainEqual(['重点', '秋招']);
    }, SLOW);
  });

  it('issue 18 §1 labels for the chosen candidates, and for the whole search as a task', async () => {
    const test = poolServer();
    test.server.on(`POST ${POOLS_API.publicLabels.path}`, ok({ changed: 1 }));
    test.server.on(`POST ${POOLS_API.publicLabelsBulk.path}`, ok({ taskId: 't1' }));
    renderApp('/new/talentPool', test);
    const row = (await screen.findByText('池甲', {}, SLOW)).closest('tr') as HTMLElement;

    // Nothing chosen: the whole search, by a task.
    clickButton('批量标签');
    let dialog = await openDialog();
    expect(within(dialog).getByText('全部搜索结果（1人，在任务中心执行）')).toBeInTheDocument();
    clickButton(/确\s*定/, dialog);
    expect(await within(dialog).findByText('请选择标签', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(POOLS_API.publicLabelsBulk.path)).toHaveLength(0);
    typeLabel(dialog, '秋招');
    clickButton(/确\s*定/, dialog);
    await waitFor(
      () =>
        expect(test.server.to(POOLS_API.publicLabelsBulk.path)[0]?.body).toEqual({
          keyword: '',
          action: 'add',
          labels: ['秋招'],
        }),
      SLOW,
    );

    fireEvent.click(within(row).getByRole('checkbox'));
    clickButton('标签（1人）');
    dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('移除标签'));
    typeLabel(dialog, '重点');
    clickButton(/确\s*定/, dialog);
    await waitFor(
      () =>
        expect(test.server.to(POOLS_API.publicLabels.path)[0]?.body).toEqual({
          action: 'remove',
          candidateIds: ['c1'],
          labels: ['重点'],
        }),
      SLOW,
    );
  });

  it('issue 18 §1 加入职位 with nobody chosen sends the whole search to a task, after a confirmation', async () => {
    const test = poolServer();
    test.server.on('GET /api/biz/talent/jobs', ok([{ jobId: 'j1', name: '测试工程师' }]));
    test.server.on(`POST ${POOLS_API.publicRecruitBulk.path}`, ok({ taskId: 't2' }));
    renderApp('/new/talentPool', test);
    await screen.findByText('池甲', {}, SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '加入的职位' }));
    pickSelectOption('测试工程师');
    clickButton('全部加入职位（1人）');
    const dialog = await openDialog();
    expect(within(dialog).getByText('将全部搜索结果（1人）加入所选职位？在任务中心执行。')).toBeInTheDocument();
    expect(test.server.to(POOLS_API.publicRecruitBulk.path)).toHaveLength(0);
    clickButton(/确\s*定/, dialog);
    await waitFor(
      () => expect(test.server.to(POOLS_API.publicRecruitBulk.path)[0]?.body).toEqual({ keyword: '', jobId: 'j1' }),
      SLOW,
    );
    expect(await screen.findByText('已提交批量加入职位任务，可在任务中心查看进度', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(POOLS_API.publicRecruit.path)).toHaveLength(0);
  });
});
