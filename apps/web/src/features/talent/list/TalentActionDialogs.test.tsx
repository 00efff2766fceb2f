import { TALENT_API } from '@ehire/domain/api/talent';
import { pathOf } from '@ehire/domain/api/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TalentFlow, TalentListQueryInput } from '@ehire/domain/contracts/talent';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../../app/testing/render-app';
import { COUNTS, JOBS, page, resumeDetail, talentRow } from '../testing/fixtures';
import { clickButton, getButton, openDialog } from '../../../test/queries';

// The dialogs of 转移流程 and 个人标签 (issue 6 §3), and how personal labels show and filter.

const ROWS = [
  talentRow({ applicationId: 'a1', name: '张伟', labels: ['名校'], personalLabels: ['重点跟进'] }),
  talentRow({ applicationId: 'a2', name: '李娜' }),
  talentRow({ applicationId: 'a3', name: '王芳' }),
];

const FLOWS: TalentFlow[] = [
  {
    flowId: 'flow-1',
    name: '校招流程',
    isDefault: true,
    steps: [{ ivid: '1001', name: '初筛', ivType: 1, sort: 1 }],
  },
  {
    flowId: 'flow-2',
    name: '社招流程',
    isDefault: false,
    steps: [
      { ivid: '2001', name: '简历筛选', ivType: 1, sort: 1 },
      { ivid: '2002', name: '终面', ivType: 3, sort: 2 },
    ],
  },
];

function talentServer(): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`POST ${TALENT_API.list.path}`, ok(page(ROWS)));
  test.server.on(`POST ${TALENT_API.counts.path}`, ok(COUNTS));
  test.server.on(`GET ${TALENT_API.jobs.path}`, ok(JOBS));
  test.server.on(`GET ${TALENT_API.fields.path}`, ok([]));
  test.server.on(`GET ${TALENT_API.getSavedSearches.path}`, ok([]));
  test.server.on(`GET ${TALENT_API.flows.path}`, ok(FLOWS));
  test.server.on(`GET ${TALENT_API.personalLabels.path}`, ok(['重点跟进', '待电话']));
  return test;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const tick = (name: string) =>
  fireEvent.click(rowOf(name).querySelector('input[type="checkbox"]') as HTMLInputElement);
const lastList = (test: TestPlatform) =>
  test.server.to(TALENT_API.list.path).at(-1)?.body as TalentListQueryInput;

/** The dropdown of the select whose input is `input` (its listbox is named by aria-controls). */
function dropdownOf(input: HTMLElement): Element {
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const dropdown = list?.closest('.ant-select-dropdown');
  if (!dropdown || dropdown.classList.contains('ant-select-dropdown-hidden'))
    throw new Error('the dropdown is not open');
  return dropdown;
}

/** Opens the select and waits for exactly these options. */
async function expectOptions(input: HTMLElement, expected: string[]): Promise<void> {
  fireEvent.mouseDown(input);
  await waitFor(
    () =>
      expect(
        [...dropdownOf(input).querySelectorAll('.ant-select-item-option')].map((o) => o.textContent),
      ).toEqual(expected),
    SLOW,
  );
}

function pick(input: HTMLElement, text: string): void {
  const option = [...dropdownOf(input).querySelectorAll('.ant-select-item-option')].find(
    (o) => o.textContent === text,
  );
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.click(option);
}

async function chooseMore(action: string): Promise<void> {
  await waitFor(() => getButton(/更多操作/, screen.getByTestId('talent-batch-bar')), SLOW);
  clickButton(/更多操作/, screen.getByTestId('talent-batch-bar'));
  fireEvent.click(await screen.findByText(action, { selector: '.ant-dropdown-menu-title-content' }, SLOW));
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./TalentManagePage');
  await import('../details/ResumeDetailsPage');
}, 60_000);

describe('talent action dialogs', { timeout: 90_000 }, () => {
  it('转移流程 offers the other flows, then the chosen flow’s steps, and sends flow and step; nothing without them', async () => {
    const test = talentServer();
    test.server.on(
      `POST ${TALENT_API.actions.path}`,
      ok({
        succeeded: 1,
        failed: 1,
        results: [
          { applicationId: 'a1', ok: true, message: '' },
          { applicationId: 'a3', ok: false, message: '候选人已撤回该投递，不能操作' },
        ],
      }),
    );
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    tick('张伟');
    tick('王芳');
    await chooseMore('转移流程');
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('转移流程（已选2份）');
    clickButton('确定', dialog);
    expect(await within(dialog).findByText('请选择流程', {}, SLOW)).toBeInTheDocument();
    expect(await within(dialog).findByText('请选择环节', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(TALENT_API.actions.path)).toHaveLength(0);

    // Both selected applications run in flow-1: only the other flow is a target.
    const flow = within(dialog).getByLabelText('目标流程');
    await expectOptions(flow, ['社招流程']);
    pick(flow, '社招流程');
    // The step list is the chosen flow's.
    const step = within(dialog).getByLabelText('目标环节');
    await waitFor(() => expect(step).not.toBeDisabled(), SLOW);
    await expectOptions(step, ['简历筛选', '终面']);
    pick(step, '终面');
    clickButton('确定', dialog);
    await waitFor(() => expect(test.server.to(TALENT_API.actions.path)).toHaveLength(1), SLOW);
    expect(test.server.to(TALENT_API.actions.path)[0].body).toEqual({
      action: 'moveFlow',
      applicationIds: ['a1', 'a3'],
      flowId: 'flow-2',
      ivid: '2002',
    });
    // Some failed: one line per application.
    const result = await screen.findByTestId('action-result', {}, SLOW);
    expect(within(result).getByText('共2份投递，成功1份，失败1份')).toBeInTheDocument();
    const failed = within(result).getByText('王芳').closest('tr') as HTMLElement;
    expect(within(failed).getByText('候选人已撤回该投递，不能操作')).toBeInTheDocument();
  });

  it('添加个人标签 offers my own labels, says they are private and sends addPersonalLabels', async () => {
    const test = talentServer();
    test.server.on(
      `POST ${TALENT_API.actions.path}`,
      ok({ succeeded: 1, failed: 0, results: [{ applicationId: 'a2', ok: true, message: '' }] }),
    );
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('李娜', {}, SLOW);
    fireEvent.click(getButton('更多', screen.getByTestId('talent-actions-a2')));
    fireEvent.click(
      await screen.findByText('添加个人标签', { selector: '.ant-dropdown-menu-title-content' }, SLOW),
    );
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('个人标签仅自己可见，其他同事看不到');
    clickButton('确定', dialog);
    expect(await within(dialog).findByText('请选择标签', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(TALENT_API.actions.path)).toHaveLength(0);

    const labels = within(dialog).getByLabelText('个人标签');
    await expectOptions(labels, ['重点跟进', '待电话']);
    pick(labels, '待电话');
    clickButton('确定', dialog);
    await waitFor(() => expect(test.server.to(TALENT_API.actions.path)).toHaveLength(1), SLOW);
    expect(test.server.to(TALENT_API.actions.path)[0].body).toEqual({
      action: 'addPersonalLabels',
      applicationIds: ['a2'],
      labels: ['待电话'],
    });
    expect(await screen.findByText('添加个人标签成功，共1份投递', {}, SLOW)).toBeInTheDocument();
  });

  it('personal labels show apart from tenant labels (个人· prefix) and 我的标签 filters the list and counts by them', async () => {
    const test = talentServer();
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    const labels = within(rowOf('张伟'));
    expect(labels.getByText('名校')).toHaveClass('ant-tag-geekblue');
    expect(labels.getByTestId('personal-label')).toHaveTextContent('个人·重点跟进');
    expect(labels.getByTestId('personal-label')).not.toHaveClass('ant-tag-geekblue');
    expect(lastList(test)).not.toHaveProperty('personalLabels');

    const filter = screen.getByLabelText('我的标签');
    await expectOptions(filter, ['重点跟进', '待电话']);
    pick(filter, '重点跟进');
    await waitFor(() => expect(lastList(test).personalLabels).toEqual(['重点跟进']), SLOW);
    expect(test.server.to(TALENT_API.counts.path).at(-1)?.body).toMatchObject({
      personalLabels: ['重点跟进'],
    });
  });

  it('the details page shows the personal labels apart and offers both new actions', async () => {
    const test = talentServer();
    const row = ROWS[0];
    test.server.on(
      `GET ${pathOf(TALENT_API.applicationsById, { id: row.applicationId })}`,
      ok(resumeDetail(row)),
    );
    renderApp('/resumeDetails?id=a1', test);
    await screen.findByTestId('details-actions', {}, SLOW);
    const page = screen.getByTestId('resume-details-page');
    expect(within(page).getByTestId('personal-label')).toHaveTextContent('个人·重点跟进');
    expect(within(page).getByText('名校')).toHaveClass('ant-tag-geekblue');
    clickButton(/更多操作/, screen.getByTestId('details-actions'));
    for (const action of ['转移流程', '添加个人标签', '移除个人标签'])
      expect(
        await screen.findByText(action, { selector: '.ant-dropdown-menu-title-content' }, SLOW),
      ).toBeInTheDocument();
  });
});
