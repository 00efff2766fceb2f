import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
import { createElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DragEndEvent } from '@dnd-kit/core';
import type { LatestTask } from '@ehire/domain/resume-design/model';
import { envelope, ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { clickButton, getButton, openDialog } from '../../test/queries';
import { draftAnswer, module, onlineAnswer, sampleModules } from './testing/fixtures';
import { lastTaskStorageKey } from './state/last-task';

// jsdom has no layout, so drags are ended the way dnd-kit ends them: through the onDragEnd the
// page gives each DndContext, kept here by the context's id.
const dnd = vi.hoisted(() => ({ byId: {} as Record<string, (event: DragEndEvent) => void> }));
vi.mock('@dnd-kit/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@dnd-kit/core')>();
  return {
    ...actual,
    DndContext: (props: Parameters<typeof actual.DndContext>[0]) => {
      if (props.onDragEnd && props.id) dnd.byId[props.id] = props.onDragEnd;
      return createElement(actual.DndContext, props);
    },
  };
});

const PATH = '/new/systemManagement/resumeSettings';
const TASK_KEY = lastTaskStorageKey('1001', '2001');

function designer(task: LatestTask | null, options: { level?: number; storedTask?: string } = {}) {
  const test = createTestPlatform(signedInCookies());
  if (options.level !== undefined) {
    test.server.on(
      '/api/system/auth/get_auth_list',
      ok([{ auth_key: 'Resume.Setting', auth_value: options.level }]),
    );
  }
  if (options.storedTask) test.storage.local.setItem(TASK_KEY, options.storedTask);
  test.server.on(`GET ${RESUME_DESIGN_API.latestTask.path}`, ok(task));
  test.server.on(`GET ${RESUME_DESIGN_API.online.path}`, ok(onlineAnswer()));
  test.server.on(`GET ${RESUME_DESIGN_API.draft.path}`, (request) =>
    ok(draftAnswer(request.query.get('taskId') ?? '')),
  );
  test.server.on(
    `POST ${RESUME_DESIGN_API.edit.path}`,
    ok({ taskId: 't-9', status: 'EDITING', revision: 1 }),
  );
  test.server.on(
    `POST ${RESUME_DESIGN_API.relatedRules.path}`,
    ok({ labelList: [], circulationList: [], scoreList: [] }),
  );
  test.server.on(`GET ${RESUME_DESIGN_API.commonFields.path}`, ok([]));
  test.server.on(`GET ${RESUME_DESIGN_API.hasResumes.path}`, ok(false));
  return test;
}

const moduleOrder = () =>
  screen.getAllByTestId('module-list-item').map((item) => item.getAttribute('data-mod-id'));

async function openEditing(test = designer(null)) {
  renderApp(PATH, test);
  await screen.findAllByText('基本信息', {}, SLOW);
  clickButton('编辑');
  await screen.findByText('提交审核', {}, SLOW);
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./ResumeDesignerPage');
  // The settings panels and dialogs the page fetches after its first screen.
  await (await import('./components/DesignerWorkspace')).preloadDesignerParts();
}, 60_000);

describe('ResumeDesignerPage', { timeout: 30_000 }, () => {
  it('DES-001 DES-006 DES-013 DES-014 DES-072 no task: the online design, read-only, with Edit', async () => {
    const test = designer(null);
    renderApp(PATH, test);
    await screen.findAllByText('基本信息', {}, SLOW);
    expect(screen.getByRole('heading', { name: '简历设置' })).toBeInTheDocument();
    expect(moduleOrder()).toEqual(['sub01', 'sub10', 'mod_awards']);
    expect(screen.getAllByTestId('module-card')).toHaveLength(3);
    const card = screen.getAllByTestId('module-card')[0]!;
    const headers = [...card.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['', '中文标题', '英文标题', '是否必填', '字段类型', '']);
    // DES-015: isMustUsed 1 → 是.
    expect(within(card).getAllByText('是')).toHaveLength(2);
    expect(getButton('编辑')).toBeEnabled();
    expect(screen.queryByText('提交审核')).toBeNull();
    expect(screen.queryByText('添加模块')).toBeNull();
    // DES-003: the version switcher shows 线上页面.
    expect(screen.getByTitle('线上页面')).toBeInTheDocument();
  });

  it('DES-004 DES-028 DES-029 preview opens the candidate page with ctmid, pageType and previewType', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      await openEditing();
      clickButton(/预\s*览/);
      expect(open).toHaveBeenLastCalledWith(
        '/resumePreview?ctmid=1001&pageType=resume&previewType=edit',
        '_blank',
        'noopener',
      );
      clickButton('退出编辑');
      await waitFor(() => expect(screen.queryByText('提交审核')).toBeNull(), SLOW);
      clickButton(/预\s*览/);
      expect(open).toHaveBeenLastCalledWith(
        '/resumePreview?ctmid=1001&pageType=resume&previewType=online',
        '_blank',
        'noopener',
      );
    } finally {
      open.mockRestore();
    }
  });

  it('DESERR-001 DESERR-003 a failed latest-task call shows 获取最新任务失败 and the server message', async () => {
    const test = designer(null);
    test.server.on(`GET ${RESUME_DESIGN_API.latestTask.path}`, envelope(-1, '服务繁忙'));
    renderApp(PATH, test);
    expect(await screen.findByTestId('designer-load-error', {}, SLOW)).toHaveTextContent('获取最新任务失败');
    expect(test.ui.errors()).toContain('服务繁忙');
  });

  it('DESERR-004 DESERR-005 a failed draft load flags the error and clears the draft', async () => {
    const test = designer({ status: 'EDITING', taskId: 't-3', isRead: true }, { storedTask: 't-3' });
    test.server.on(`GET ${RESUME_DESIGN_API.draft.path}`, envelope(-1, '草稿不存在'));
    renderApp(PATH, test);
    expect(await screen.findByTestId('draft-load-error', {}, SLOW)).toBeInTheDocument();
    // The online design is shown instead, and Edit starts again.
    expect(await screen.findAllByTestId('module-card', {}, SLOW)).toHaveLength(3);
    expect(() => getButton('提交审核')).toThrow();
    expect(getButton('编辑')).toBeEnabled();
  });

  it('DES-075 DES-081 DES-027 CHECKING: review-status card 0 without a button replaces the designer', async () => {
    renderApp(PATH, designer({ status: 'CHECKING', taskId: 't-1', isRead: false }));
    const card = await screen.findByTestId('review-status-card', {}, SLOW);
    expect(screen.queryAllByTestId('module-card')).toHaveLength(0);
    expect(card).toHaveAttribute('data-card', '0');
    expect(card).toHaveTextContent('新简历正在审核中，审核过程中，旧简历依旧生效');
    expect(card.querySelector('button')).toBeNull();
  });

  it('DES-078 DES-083 DES-092 PUBLISHED unread: card 1, 确认 discards the task and shows the online view', async () => {
    const test = designer({ status: 'PUBLISHED', taskId: 't-1', isRead: false });
    test.server.on(`POST ${RESUME_DESIGN_API.taskDiscard.path}`, ok({ taskId: 't-2' }));
    renderApp(PATH, test);
    const card = await screen.findByTestId('review-status-card', {}, SLOW);
    expect(card).toHaveTextContent('新简历已经成功应用');
    clickButton('确认', card);
    await waitFor(() => expect(test.server.to(RESUME_DESIGN_API.taskDiscard.path)).toHaveLength(1), SLOW);
    expect(test.server.to(RESUME_DESIGN_API.taskDiscard.path)[0]!.body).toMatchObject({ taskId: 't-1' });
    await screen.findAllByTestId('module-card', {}, SLOW);
    expect(screen.queryByTestId('review-status-card')).toBeNull();
    expect(test.storage.local.getItem(TASK_KEY)).toBe('t-2');
  });

  it('DES-082 DES-093 DES-094 DESVAL-037 REJECTED: 查看驳回原因 reopens and jumps to the first reason', async () => {
    const test = designer({ status: 'REJECTED', taskId: 't-1', isRead: false });
    test.server.on(`POST ${RESUME_DESIGN_API.taskReopen.path}`, ok({ taskId: 't-5' }));
    const rejected = sampleModules().map((m) =>
      m.modId === 'sub10'
        ? {
            ...m,
            ecolumns: m.ecolumns.map((c) =>
              c.colId === 'CCA2' ? { ...c, rejectReason: '学校名称请改为院校' } : c,
            ),
          }
        : m,
    );
    test.server.on(`GET ${RESUME_DESIGN_API.draft.path}`, (request) =>
      ok(draftAnswer(request.query.get('taskId') ?? '', rejected)),
    );
    renderApp(PATH, test);
    const card = await screen.findByTestId('review-status-card', {}, SLOW);
    expect(card).toHaveTextContent('新简历被驳回，驳回后，旧简历依旧生效');
    clickButton('查看驳回原因', card);
    const reason = await screen.findByTestId('field-reject-reason', {}, SLOW);
    expect(reason).toHaveTextContent('学校名称请改为院校');
    expect(reason).toHaveStyle({ color: '#ff4d4f' });
    expect(test.server.to(RESUME_DESIGN_API.draft.path).at(-1)!.query.get('taskId')).toBe('t-5');
    // The first rejected field is selected: its settings are open.
    const settings = await screen.findByTestId('field-settings', {}, SLOW);
    expect(within(settings).getByLabelText('字段中文标题')).toHaveValue('学校');
    expect(screen.getByText('提交审核')).toBeInTheDocument();
  });

  it('DES-096 AMB-043 REJECTED and read: the edit version with reasons, 重新编辑 reopens the task', async () => {
    const test = designer({ status: 'REJECTED', taskId: 't-1', isRead: true });
    test.server.on(`POST ${RESUME_DESIGN_API.taskReopen.path}`, ok({ taskId: 't-6' }));
    renderApp(PATH, test);
    await screen.findAllByTestId('module-card', {}, SLOW);
    expect(screen.getByTitle('页面编辑中')).toBeInTheDocument();
    expect(() => getButton('提交审核')).toThrow();
    clickButton('重新编辑');
    await screen.findByText('提交审核', {}, SLOW);
    expect(test.server.to(RESUME_DESIGN_API.taskReopen.path)[0]!.body).toMatchObject({ taskId: 't-1' });
    expect(test.storage.local.getItem(TASK_KEY)).toBe('t-6');
  });

  it('DES-074 DES-079 EDITING with the stored task id opens the draft in the edit version', async () => {
    const test = designer({ status: 'EDITING', taskId: 't-3', isRead: true }, { storedTask: 't-3' });
    renderApp(PATH, test);
    await screen.findByText('提交审核', {}, SLOW);
    expect(test.server.to(RESUME_DESIGN_API.draft.path)[0]!.query.get('taskId')).toBe('t-3');
  });

  it('DES-079 a draft this browser has not opened: online first, 编辑 opens the draft read in the background (issue 22)', async () => {
    const test = designer({ status: 'EDITING', taskId: 't-9', isRead: true });
    renderApp(PATH, test);
    await screen.findAllByText('基本信息', {}, SLOW);
    // The online version is shown, and the draft is already being read for 编辑.
    expect(screen.queryByText('提交审核')).toBeNull();
    await waitFor(() => expect(test.server.to(RESUME_DESIGN_API.draft.path)).toHaveLength(1), SLOW);
    clickButton('编辑');
    await screen.findByText('提交审核', {}, SLOW);
    // 编辑 answered the same task at the same revision: the draft read early is the one shown.
    expect(test.server.to(RESUME_DESIGN_API.draft.path)).toHaveLength(1);
    expect(test.storage.local.getItem(TASK_KEY)).toBe('t-9');
  });

  it('DES-079 the draft read early is not used when 编辑 answers another revision: it is read again', async () => {
    const test = designer({ status: 'EDITING', taskId: 't-9', isRead: true });
    test.server.on(
      `POST ${RESUME_DESIGN_API.edit.path}`,
      ok({ taskId: 't-9', status: 'EDITING', revision: 2 }),
    );
    renderApp(PATH, test);
    await screen.findAllByText('基本信息', {}, SLOW);
    await waitFor(() => expect(test.server.to(RESUME_DESIGN_API.draft.path)).toHaveLength(1), SLOW);
    clickButton('编辑');
    await screen.findByText('提交审核', {}, SLOW);
    expect(test.server.to(RESUME_DESIGN_API.draft.path)).toHaveLength(2);
  });

  it("AMB-047 DES-098 PERM-020 PERM-021 PERM-024 CALL-071 Resume.Setting 1 in the server's auth list (auth_key/auth_value): the online view only, no Edit", async () => {
    const test = designer(
      { status: 'EDITING', taskId: 't-3', isRead: true },
      { level: 1, storedTask: 't-3' },
    );
    renderApp(PATH, test);
    await screen.findAllByTestId('module-card', {}, SLOW);
    expect(() => getButton('编辑')).toThrow();
    expect(() => getButton('提交审核')).toThrow();
    expect(test.server.to(RESUME_DESIGN_API.draft.path)).toHaveLength(0);
  });

  it('DES-085 DES-086 DESVAL-033 DESVAL-034 DESVAL-035 DESVAL-036 a 200 answer with isSuccess false is a failure: shown per module and field', async () => {
    const test = await openEditing();
    expect(test.storage.local.getItem(TASK_KEY)).toBe('t-9');
    test.server.on(
      `POST ${RESUME_DESIGN_API.save.path}`,
      ok({
        isSuccess: false,
        reason: '',
        taskId: 't-9',
        status: 'EDITING',
        revision: 1,
        emoduleSaveFails: [
          {
            emodulesModId: 'mod_awards',
            emodulesErrorMsg: '当前模块为空，请删除模块或添加简历字段!',
            ecolumns: [{ ecolumnsColId: 'field_a1', ecolumnsErrorMsg: '请先填写中文标题' }],
          },
        ],
      }),
    );
    clickButton('保存');
    expect(await screen.findByText('保存失败', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('保存成功')).toBeNull();
    expect(await screen.findByTestId('module-reject-reason')).toHaveTextContent(
      '当前模块为空，请删除模块或添加简历字段!',
    );
    expect(screen.getByTestId('field-reject-reason')).toHaveTextContent('请先填写中文标题');
    expect(test.server.to(RESUME_DESIGN_API.save.path)[0]!.body).toMatchObject({
      taskId: 't-9',
      revision: 1,
    });
  });

  it('DES-005 DES-100 DES-124 AMB-048 editing offers 退出编辑, 放弃修改, 保存 and 提交审核; 退出编辑 with nothing changed goes online at once and keeps the draft', async () => {
    const test = await openEditing();
    for (const name of ['退出编辑', '放弃修改', '保存', '提交审核']) expect(getButton(name)).toBeEnabled();
    // DES-124: while editing, the note about smart rules disabled with changed fields.
    expect(screen.getByText('与修改字段相关的智能运营规则已自动停用。')).toBeInTheDocument();
    expect(() => getButton('编辑')).toThrow();
    clickButton('退出编辑');
    expect(await screen.findByRole('button', { name: '编 辑' }, SLOW)).toBeEnabled();
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(screen.queryByText('提交审核')).toBeNull();
    expect(test.server.to(RESUME_DESIGN_API.draftDelete.path)).toHaveLength(0);
    expect(screen.queryByText('与修改字段相关的智能运营规则已自动停用。')).toBeNull();
  });

  it('DES-087 DES-089 cancelling the submit confirmation submits nothing', async () => {
    const test = await openEditing();
    clickButton('提交审核');
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('审核过程中，线上简历依旧生效。');
    clickButton(/取\s*消/, dialog);
    expect(await screen.findByText('取消提交审核', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(RESUME_DESIGN_API.submit.path)).toHaveLength(0);
  });

  it('DES-088 DESCONST-024 a successful submit shows 提交成功 and the under-review card', async () => {
    const test = await openEditing();
    test.server.on(
      `POST ${RESUME_DESIGN_API.submit.path}`,
      ok({
        isSuccess: true,
        reason: '',
        emoduleSaveFails: [],
        taskId: 't-9',
        status: 'CHECKING',
        revision: 2,
      }),
    );
    clickButton('提交审核');
    const dialog = await openDialog();
    clickButton(/确\s*定/, dialog);
    expect(await screen.findByText('提交成功', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByTestId('review-status-card', {}, SLOW)).toHaveAttribute('data-card', '0');
    expect(test.server.to(RESUME_DESIGN_API.submit.path)[0]!.body).toMatchObject({
      taskId: 't-9',
      logInfo: [{ code: 1115, text: '提交简历审核' }],
    });
  });

  it('DES-090 DES-091 discarding asks, deletes the draft and reloads', async () => {
    const test = await openEditing();
    test.server.on(`POST ${RESUME_DESIGN_API.draftDelete.path}`, ok(null));
    clickButton('放弃修改');
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('退出编辑将删除编辑中简历，请确认！');
    clickButton(/确\s*定/, dialog);
    await waitFor(() => expect(test.server.to(RESUME_DESIGN_API.draftDelete.path)).toHaveLength(1), SLOW);
    await waitFor(() => expect(test.server.to(RESUME_DESIGN_API.latestTask.path)).toHaveLength(2), SLOW);
    await waitFor(() => expect(getButton('编辑')).toBeEnabled(), SLOW);
    expect(() => getButton('提交审核')).toThrow();
  });

  it('DES-007 DES-016 drags reorder modules and fields and the save sends the order', async () => {
    const test = await openEditing();
    test.server.on(
      `POST ${RESUME_DESIGN_API.save.path}`,
      ok({
        isSuccess: true,
        reason: '',
        emoduleSaveFails: [],
        taskId: 't-9',
        status: 'EDITING',
        revision: 2,
      }),
    );
    const drag = (id: string, active: string, over: string) =>
      act(() => dnd.byId[id]!({ active: { id: active }, over: { id: over } } as unknown as DragEndEvent));
    drag('designer-module-list', 'mod_awards', 'sub01');
    expect(moduleOrder()).toEqual(['mod_awards', 'sub01', 'sub10']);
    drag('designer-fields-sub10', 'CCA4', 'CCA1');
    const education = screen.getAllByTestId('module-card')[2]!;
    expect(
      within(education)
        .getAllByTestId('field-row')
        .map((r) => r.getAttribute('data-col-id')),
    ).toEqual(['CCA4', 'CCA1', 'CCA2']);
    clickButton('保存');
    await waitFor(() => expect(test.server.to(RESUME_DESIGN_API.save.path)).toHaveLength(1), SLOW);
    const body = test.server.to(RESUME_DESIGN_API.save.path)[0]!.body as {
      moduleOrder: string[];
      emodules: Array<{ modId: string; ecolumns: Array<{ colId: string; listIndex: number }> }>;
    };
    expect(body.moduleOrder).toEqual(['mod_awards', 'sub01', 'sub10']);
    expect(body.emodules.map((m) => m.modId)).toEqual(['sub10']);
    expect(body.emodules[0]!.ecolumns.map((c) => [c.colId, c.listIndex])).toEqual([
      ['CCA4', 0],
      ['CCA1', 1],
      ['CCA2', 2],
    ]);
    expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
  });

  it('DES-008 DES-099 DESERR-009 an unnamed module reads 标题待补充; leaving the edit version asks first', async () => {
    await openEditing();
    fireEvent.click(screen.getAllByTestId('module-list-item')[2]!);
    const settings = await screen.findByTestId('module-settings', {}, SLOW);
    fireEvent.change(within(settings).getByLabelText('中文标题'), { target: { value: '' } });
    expect(within(settings).getByText('请先填写中文标题 ！')).toBeInTheDocument();
    expect(screen.getAllByTestId('module-list-item')[2]).toHaveTextContent('标题待补充');
    clickButton('退出编辑');
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('简历字段有修改，是否保存？');
    // DES-024: exactly three choices.
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(
      expect.arrayContaining(['返回设计', '不保存', '保存']),
    );
    clickButton('返回设计', dialog);
    expect(screen.getByText('提交审核')).toBeInTheDocument();
    clickButton('退出编辑');
    clickButton('不保存', await openDialog());
    await waitFor(() => expect(screen.queryByText('提交审核')).toBeNull(), SLOW);
    expect(screen.getAllByTestId('module-list-item')[2]).toHaveTextContent('获奖情况');
  });

  it("DES-025 DES-030 DES-031 DESERR-010 leaving the page with unsaved changes offers back / don't save / save", async () => {
    const test = designer(null);
    const app = renderApp(PATH, test);
    await screen.findAllByText('基本信息', {}, SLOW);
    clickButton('编辑');
    await screen.findByText('提交审核', {}, SLOW);
    fireEvent.click(screen.getAllByTestId('module-list-item')[0]!);
    const settings = await screen.findByTestId('module-settings', {}, SLOW);
    fireEvent.change(within(settings).getByLabelText('模块说明'), { target: { value: '请如实填写' } });
    // DES-031: the browser's unload warning while changes are unsaved.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await act(() => app.router.navigate('/jobList'));
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('你修改了表单设计但没有保存，是否需要保存表单设计并继续');
    clickButton('返回设计', dialog);
    expect(app.router.state.location.pathname).toBe(PATH);
    await act(() => app.router.navigate('/jobList'));
    clickButton('不保存', await openDialog());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/jobList'), SLOW);
  });

  it('DES-073 DES-079 coming back to the designer in the same session opens the draft being edited', async () => {
    const test = designer(null);
    const app = renderApp(PATH, test);
    await screen.findAllByText('基本信息', {}, SLOW);
    clickButton('编辑');
    await screen.findByText('提交审核', {}, SLOW);
    // Since 编辑 the server's latest task is the one being edited.
    test.server.on(
      `GET ${RESUME_DESIGN_API.latestTask.path}`,
      ok({ status: 'EDITING', taskId: 't-9', isRead: true }),
    );
    await act(() => app.router.navigate('/jobList'));
    await waitFor(() => expect(screen.queryByText('提交审核')).toBeNull(), SLOW);
    await act(() => app.router.navigate(PATH));
    // Not the online version of the first opening: the edit version of task t-9.
    expect(await screen.findByText('提交审核', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTitle('页面编辑中')).toBeInTheDocument();
  });

  it('DES-011 DES-012 the left panel width is clamped and remembered per operator', async () => {
    const test = designer(null);
    test.storage.local.setItem('ehire.resumeDesign.leftPanelWidth.2001', '390');
    renderApp(PATH, test);
    const resizer = await screen.findByTestId('module-list-resizer', {}, SLOW);
    expect(screen.getByTestId('module-list')).toHaveStyle({ width: '390px' });
    fireEvent.keyDown(resizer, { key: 'ArrowRight' });
    fireEvent.keyDown(resizer, { key: 'ArrowRight' });
    expect(screen.getByTestId('module-list')).toHaveStyle({ width: '400px' });
    expect(test.storage.local.getItem('ehire.resumeDesign.leftPanelWidth.2001')).toBe('400');
    expect(test.storage.local.getItem('ehire.resumeDesign.leftPanelWidth.2002')).toBeNull();
  });

  it('DES-010 dragging the left panel edge changes its width', async () => {
    const test = designer(null);
    test.storage.local.setItem('ehire.resumeDesign.leftPanelWidth.2001', '300');
    renderApp(PATH, test);
    const resizer = await screen.findByTestId('module-list-resizer', {}, SLOW);
    fireEvent.pointerDown(resizer, { clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(resizer, { clientX: 440, pointerId: 1 });
    expect(screen.getByTestId('module-list')).toHaveStyle({ width: '240px' });
    fireEvent.pointerUp(resizer, { clientX: 420, pointerId: 1 });
    expect(screen.getByTestId('module-list')).toHaveStyle({ width: '220px' });
    expect(test.storage.local.getItem('ehire.resumeDesign.leftPanelWidth.2001')).toBe('220');
  });

  it('DES-009 DES-018 DESVAL-001 adds a custom module from the add-module dialog', async () => {
    await openEditing();
    clickButton('添加模块');
    const dialog = await openDialog();
    clickButton(/确\s*定/, dialog);
    expect(await within(dialog).findByText('请先填写中文标题 ！')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('模块中文标题'), { target: { value: '基本信息' } });
    expect(within(dialog).getByText('中文标题重复 ！')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('模块中文标题'), { target: { value: '社会实践' } });
    clickButton(/确\s*定/, dialog);
    await waitFor(() => expect(moduleOrder()).toHaveLength(4), SLOW);
    expect(screen.getAllByTestId('module-list-item')[3]).toHaveTextContent('社会实践');
    expect(await screen.findByTestId('module-settings')).toBeInTheDocument();
  });

  it('DES-026 DESERR-011 DESERR-012 DESERR-013 DESERR-014 deleting a field asks in a popover with the warnings', async () => {
    const modules = [
      module('mod_x', '其他', [
        ['field_1', '爱好'],
        ['field_2', '特长', { isPublished: 0 }],
      ]),
      module('mod_y', '补充', [['field_3', '说明']], {
        listIndex: 1,
        ecolumnsShowSets: [
          {
            id: 'r1',
            conditions_operation: '0',
            conditions: [{ field: ['mod_x', 'field_1'], target: [1, ['篮球']] }],
            target: ['field_3'],
          },
        ],
      }),
    ];
    const test = designer(null);
    test.server.on(`GET ${RESUME_DESIGN_API.draft.path}`, (request) =>
      ok(draftAnswer(request.query.get('taskId') ?? '', modules)),
    );
    test.server.on(
      `POST ${RESUME_DESIGN_API.relatedRules.path}`,
      ok({ labelList: [{ name: '体育特长标签' }], circulationList: [], scoreList: [] }),
    );
    test.server.on(`GET ${RESUME_DESIGN_API.hasResumes.path}`, ok(true));
    await openEditing(test);
    fireEvent.click(screen.getAllByTestId('module-card')[1]!.querySelector('[data-col-id="field_3"]')!);
    expect(await screen.findByTestId('display-rules-button-field', {}, SLOW)).toHaveTextContent(
      '显示规则（1）',
    );
    clickButton('删除字段 爱好');
    expect(await screen.findByText('确认要删除此字段吗？', {}, SLOW)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.getByTestId('delete-field-warnings')).toHaveTextContent(
          '系统已存在简历数据，删除操作将清除历史数据，请确认删除？',
        ),
      SLOW,
    );
    expect(screen.getByTestId('delete-field-warnings')).toHaveTextContent(
      '本字段已设置关联，删除将清空关联关系。',
    );
    await waitFor(
      () => expect(screen.getByTestId('delete-field-warnings')).toHaveTextContent('体育特长标签'),
      SLOW,
    );
    expect(test.server.to(RESUME_DESIGN_API.relatedRules.path)[0]!.body).toMatchObject({
      checkList: [{ modName: 'mod_x', colName: 'field_1' }],
    });
    const popover = screen.getByText('确认要删除此字段吗？').closest('.ant-popover') as HTMLElement;
    clickButton(/确\s*定/, popover);
    await waitFor(
      () =>
        expect(
          screen.getAllByTestId('module-card')[0]!.querySelectorAll('[data-testid="field-row"]'),
        ).toHaveLength(1),
      SLOW,
    );
    // DES-119..121: the rule lost its only condition and is gone.
    fireEvent.click(screen.getAllByTestId('module-card')[1]!.querySelector('[data-col-id="field_3"]')!);
    expect(await screen.findByTestId('display-rules-button-field', {}, SLOW)).toHaveTextContent(
      '显示规则（0）',
    );
  });

  it('DESERR-012 without resumes in the system a published field is deleted without the history warning', async () => {
    const modules = [module('mod_x', '其他', [['field_1', '爱好', { isPublished: 1 }]])];
    const test = designer(null);
    test.server.on(`GET ${RESUME_DESIGN_API.draft.path}`, (request) =>
      ok(draftAnswer(request.query.get('taskId') ?? '', modules)),
    );
    test.server.on(
      `POST ${RESUME_DESIGN_API.relatedRules.path}`,
      ok({ labelList: [{ name: '体育特长标签' }], circulationList: [], scoreList: [] }),
    );
    await openEditing(test);
    clickButton('删除字段 爱好');
    // The smart-rule warning arrives with the answers of the popover's questions.
    await waitFor(
      () => expect(screen.getByTestId('delete-field-warnings')).toHaveTextContent('体育特长标签'),
      SLOW,
    );
    await waitFor(() => expect(test.server.to(RESUME_DESIGN_API.hasResumes.path)).toHaveLength(1), SLOW);
    expect(screen.getByTestId('delete-field-warnings')).not.toHaveTextContent('系统已存在简历数据');
    // CALL-016: the question is signed like every designer call.
    expect(test.server.to(RESUME_DESIGN_API.hasResumes.path)[0]!.query.get('sign')).toMatch(/^[0-9a-f]{64}$/);
  });
});
