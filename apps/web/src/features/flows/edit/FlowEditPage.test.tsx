import { FLOW_API } from '@ehire/domain/api/flow';
import { createElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DragEndEvent } from '@dnd-kit/core';
import { envelope, ok } from '../../../platform/testing/fakes';
import { preloadAppModules, renderApp, SLOW } from '../../../app/testing/render-app';
import { clickButton, getButton, openDialog } from '../../../test/queries';
import { FLOW_PAGE } from '../api/flow-api';
import { DEFAULT_FLOW, flowPlatform, TECH_FLOW } from '../testing/flow-fixtures';

// jsdom has no layout, so a drag cannot be measured: the test keeps the drag end handler the page
// gives dnd-kit and calls it as dnd-kit does at the end of a drag (as the job sort test does).
const dnd = vi.hoisted(() => ({ onDragEnd: null as ((event: DragEndEvent) => void) | null }));
vi.mock('@dnd-kit/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@dnd-kit/core')>();
  return {
    ...actual,
    DndContext: (props: Parameters<typeof actual.DndContext>[0]) => {
      dnd.onDragEnd = props.onDragEnd ?? null;
      return createElement(actual.DndContext, props);
    },
  };
});

beforeAll(async () => {
  await preloadAppModules();
  await import('./FlowEditPage');
}, 60_000);

const stepNames = () =>
  screen.getAllByTestId('step-row').map((row) => (row.querySelector('input') as HTMLInputElement).value);
const stepInput = (position: number) => screen.getByLabelText(`第${position}个步骤名称`) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function sentBody(test: ReturnType<typeof flowPlatform>, path: string) {
  const { timestamp, sign, ...rest } = test.server.to(path)[0].body as Record<string, unknown>;
  expect(String(timestamp)).toMatch(/^\d+$/);
  expect(sign).toMatch(/^[0-9a-f]{64}$/);
  return rest;
}

describe('FlowEditPage (编辑流程)', { timeout: 30_000 }, () => {
  it('ROUTE-012 adds a flow: name, steps added and reordered by drag, then a signed save', async () => {
    const test = flowPlatform(2);
    test.server.on(`POST ${FLOW_API.add.path}`, ok(TECH_FLOW));
    test.server.on(`GET ${FLOW_API.list.path}`, ok([DEFAULT_FLOW, TECH_FLOW]));
    const app = renderApp(FLOW_PAGE.edit, test);
    await screen.findByText('新增流程', {}, SLOW);
    expect(stepNames()).toEqual(['初筛']);

    type(screen.getByPlaceholderText('请输入流程名称'), '技术岗流程');
    clickButton('添加步骤');
    clickButton('添加步骤');
    expect(stepNames()).toEqual(['初筛', '新步骤', '新步骤2']);
    type(stepInput(2), '一面');
    type(stepInput(3), '终面');

    // Drag 终面 onto 一面.
    const keys = screen.getAllByTestId('step-row').map((row) => row.dataset.stepKey!);
    act(() => dnd.onDragEnd?.({ active: { id: keys[2] }, over: { id: keys[1] } } as unknown as DragEndEvent));
    expect(stepNames()).toEqual(['初筛', '终面', '一面']);

    clickButton('保存');
    await waitFor(() => expect(test.server.to(FLOW_API.add.path)).toHaveLength(1), SLOW);
    expect(sentBody(test, FLOW_API.add.path)).toEqual({
      name: '技术岗流程',
      steps: [
        { name: '初筛', ivType: 1 },
        { name: '终面', ivType: 3 },
        { name: '一面', ivType: 3 },
      ],
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe(FLOW_PAGE.list), SLOW);
    expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
  });

  it('changes the type of a step; the type of a step holding applications is locked', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.detail.path}`, ok(DEFAULT_FLOW));
    test.server.on(`POST ${FLOW_API.update.path}`, ok(DEFAULT_FLOW));
    test.server.on(`GET ${FLOW_API.list.path}`, ok([DEFAULT_FLOW]));
    renderApp(`${FLOW_PAGE.edit}?id=f-default`, test);
    await screen.findByText('编辑流程', {}, SLOW);
    const rows = screen.getAllByTestId('step-row');
    // 面试 holds 2 applications: its type select is disabled.
    expect(rows[2].querySelector('.ant-select-disabled')).not.toBeNull();
    expect(rows[1].querySelector('.ant-select-disabled')).toBeNull();

    // 笔试 (written test) becomes 非流程.
    fireEvent.mouseDown(rows[1].querySelector('.ant-select')!.querySelector('input, .ant-select-selector')!);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (item) => item.textContent === '非流程',
      );
      if (!found) throw new Error('no option');
      return found;
    }, SLOW);
    fireEvent.click(option);
    clickButton('保存');
    await waitFor(() => expect(test.server.to(FLOW_API.update.path)).toHaveLength(1), SLOW);
    const steps = (sentBody(test, FLOW_API.update.path) as { steps: { ivid: string; ivType: number }[] })
      .steps;
    expect(steps.map((step) => step.ivType)).toEqual([1, 999, 3, 4, 5]);
  });

  it('checks the shared rules before sending: name required, duplicate step names', async () => {
    const test = flowPlatform(2);
    renderApp(FLOW_PAGE.edit, test);
    await screen.findByText('新增流程', {}, SLOW);
    clickButton('保存');
    expect(await screen.findAllByText('请输入流程名称')).not.toHaveLength(0);

    type(screen.getByPlaceholderText('请输入流程名称'), '校招流程');
    clickButton('添加步骤');
    type(stepInput(2), '初筛');
    clickButton('保存');
    expect(
      (await screen.findAllByText('步骤名称“初筛”重复，同一流程内步骤名称不能相同')).length,
    ).toBeGreaterThan(0);
    expect(test.server.to(FLOW_API.add.path)).toHaveLength(0);
  });

  it('CALL-012 edits a flow: keeps ivids, removes a saved step after confirmation, cannot remove an occupied one', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.detail.path}`, ok(DEFAULT_FLOW));
    test.server.on(`POST ${FLOW_API.update.path}`, ok(DEFAULT_FLOW));
    test.server.on(`GET ${FLOW_API.list.path}`, ok([DEFAULT_FLOW]));
    renderApp(`${FLOW_PAGE.edit}?id=f-default`, test);
    await screen.findByText('编辑流程', {}, SLOW);
    expect(test.server.to(FLOW_API.detail.path)[0].query.get('id')).toBe('f-default');
    expect(stepNames()).toEqual(['初筛', '笔试', '面试', '待录用', '入职']);
    expect(screen.getByText('10份投递')).toBeInTheDocument();

    const occupied = getButton('删除步骤 面试');
    expect(occupied).toBeDisabled();
    expect(occupied.dataset.blocker).toBe('步骤“面试”中还有2份投递，不能删除，请先将投递移到其他步骤');

    clickButton('删除步骤 笔试');
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('确定删除步骤“笔试”吗？保存流程后生效。');
    clickButton('删除', dialog);
    await waitFor(() => expect(stepNames()).toEqual(['初筛', '面试', '待录用', '入职']), SLOW);

    type(stepInput(2), '技术面试');
    clickButton('保存');
    await waitFor(() => expect(test.server.to(FLOW_API.update.path)).toHaveLength(1), SLOW);
    // CALL-012: the flow being edited is the selected flow, sent encrypted as CurrentFlowId.
    expect(test.server.to(FLOW_API.update.path)[0].headers.currentflowid).toBe('token-f-default');
    expect(sentBody(test, FLOW_API.update.path)).toEqual({
      id: 'f-default',
      name: '默认招聘流程',
      steps: [
        { ivid: '1001', name: '初筛', ivType: 1 },
        { ivid: '1003', name: '技术面试', ivType: 3 },
        { ivid: '1004', name: '待录用', ivType: 4 },
        { ivid: '1005', name: '入职', ivType: 5 },
      ],
    });
  });

  it('ERR-010 stays on the page with the server message when the save is refused (WF0104)', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.detail.path}`, ok(TECH_FLOW));
    test.server.on(
      `POST ${FLOW_API.update.path}`,
      envelope('WF0104', '流程名称“默认招聘流程”已存在', null, 409),
    );
    const app = renderApp(`${FLOW_PAGE.edit}?id=f-tech`, test);
    await screen.findByText('编辑流程', {}, SLOW);
    type(screen.getByPlaceholderText('请输入流程名称'), '默认招聘流程');
    clickButton('保存');
    await waitFor(() => expect(test.ui.errors()).toEqual(['流程名称“默认招聘流程”已存在']), SLOW);
    expect(app.router.state.location.pathname).toBe(FLOW_PAGE.edit);
    expect((screen.getByPlaceholderText('请输入流程名称') as HTMLInputElement).value).toBe('默认招聘流程');
  });

  it('is read-only below level 2: fields disabled, no save, add or delete', async () => {
    const test = flowPlatform(1);
    test.server.on(`GET ${FLOW_API.detail.path}`, ok(TECH_FLOW));
    renderApp(`${FLOW_PAGE.edit}?id=f-tech`, test);
    await screen.findByText('查看流程', {}, SLOW);
    expect(screen.getByText('您当前只有查看权限，不能修改流程')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入流程名称')).toBeDisabled();
    expect(stepInput(1)).toBeDisabled();
    expect(screen.queryByText('保存')).not.toBeInTheDocument();
    expect(screen.queryByText('添加步骤')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('删除步骤 一面')).not.toBeInTheDocument();
    expect(getButton('拖动排序 一面')).toBeDisabled();
  });

  it('refuses to open a new flow form for a read-only role', async () => {
    const test = flowPlatform(1);
    renderApp(FLOW_PAGE.edit, test);
    expect(await screen.findByText('您当前只有查看权限，不能新增流程', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('保存')).not.toBeInTheDocument();
  });
});
