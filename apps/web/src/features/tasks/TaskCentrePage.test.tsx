import { EXPORTS_API } from '@ehire/domain/api/exports';
import { TASKS_API } from '@ehire/domain/api/tasks';
import { pathOf } from '@ehire/domain/api/endpoint';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TaskAnswer, TaskPage } from '@ehire/domain/contracts/tasks';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../app/testing/render-app';
import { clickButton, openDialog } from '../../test/queries';
import { pollInterval } from './TaskCentrePage';

// 任务中心 (issue 12 §3): the list with progress, live refresh while a task runs, download,
// cancel, retry, and the empty state that says what creates tasks.

function task(overrides: Partial<TaskAnswer> = {}): TaskAnswer {
  return {
    taskId: 't1',
    kind: 'talent-export',
    kindLabel: '人才导出',
    status: 'running',
    statusLabel: '进行中',
    done: 4000,
    total: 10000,
    percent: 40,
    params: {},
    summary: '人才管理；关键词「张」；按投递时间降序；17列（含个人信息：姓名、手机号、邮箱）；共10,000条',
    requestedBy: 'o1',
    requestedByName: '张三',
    error: '',
    attempts: 1,
    cancelRequested: false,
    createdAt: Date.UTC(2026, 10, 1, 2, 0, 0),
    startedAt: Date.UTC(2026, 10, 1, 2, 0, 1),
    finishedAt: null,
    expiresAt: null,
    resultFile: null,
    downloadable: false,
    canCancel: true,
    canRetry: false,
    ...overrides,
  };
}

const DONE = task({
  status: 'succeeded',
  statusLabel: '已完成',
  done: 10000,
  percent: 100,
  finishedAt: Date.UTC(2026, 10, 1, 2, 1, 0),
  expiresAt: Date.UTC(2026, 10, 8, 2, 1, 0),
  resultFile: { name: '人才导出_20261101_1001.xlsx', size: 123456, mime: 'application/vnd.ms-excel' },
  downloadable: true,
  canCancel: false,
});

const pageOf = (rows: TaskAnswer[], canSeeAll = false): TaskPage => ({
  total: rows.length,
  pageIndex: 1,
  pageSize: 20,
  rows,
  canSeeAll,
});

function server(list: TaskPage | (() => TaskPage)): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`GET ${TASKS_API.root.path}`, () => ok(typeof list === 'function' ? list() : list));
  return test;
}

const originalObjectUrl = {
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

afterEach(() => {
  for (const [key, descriptor] of Object.entries(originalObjectUrl)) {
    if (descriptor) Object.defineProperty(URL, key, descriptor);
    else delete (URL as unknown as Record<string, unknown>)[key];
  }
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await preloadAppModules();
  await import('./TaskCentrePage');
}, 60_000);

describe('task centre', { timeout: 90_000 }, () => {
  it('an empty list says what creates tasks', async () => {
    renderApp('/new/systemManagement/export', server(pageOf([])));
    const empty = await screen.findByTestId('task-centre-empty', {}, SLOW);
    expect(empty).toHaveTextContent('暂无任务');
    expect(empty).toHaveTextContent('导出较多人才');
    expect(within(empty).getByText('人才管理').closest('a')).toHaveAttribute('href', '/resume');
  });

  it('shows kind, parameters in words, progress and status; a running task refreshes until it is done, then downloads', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    let calls = 0;
    const test = server(() => pageOf([++calls < 2 ? task() : DONE]));
    test.server.on(`GET ${pathOf(EXPORTS_API.tasksDownload, { taskId: 't1' })}`, {
      status: 200,
      body: 'xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    renderApp('/systemManagement/export', test);
    expect(await screen.findByText('人才导出', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/17列（含个人信息：姓名、手机号、邮箱）；共10,000条/)).toBeInTheDocument();
    expect(screen.getByTestId('task-progress-t1')).toHaveTextContent('40%');
    expect(screen.getByTestId('task-progress-t1')).toHaveTextContent('4,000 / 10,000');
    expect(screen.getByTestId('task-status-t1')).toHaveTextContent('进行中');
    // No reload: the list asks again while the task runs (every 2 s) and shows it finished.
    await waitFor(() => expect(screen.getByTestId('task-status-t1')).toHaveTextContent('已完成'), {
      timeout: 10_000,
    });
    expect(screen.getByTestId('task-progress-t1')).toHaveTextContent('10,000 / 10,000');
    fireEvent.click(within(screen.getByTestId('task-actions-t1')).getByText('下载'));
    await waitFor(() => expect(names).toEqual(['人才导出_20261101_1001.xlsx']), SLOW);
    expect(test.server.to(pathOf(EXPORTS_API.tasksDownload, { taskId: 't1' }))).toHaveLength(1);
  });

  it('polls only while a task is queued or running', () => {
    expect(pollInterval(pageOf([task({ status: 'queued' })]))).toBe(2000);
    expect(pollInterval(pageOf([DONE, task({ status: 'failed' })]))).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('cancels a queued task after confirming; retries a failed one showing its error', async () => {
    let cancelled = false;
    let retried = false;
    const failed = task({
      taskId: 't2',
      status: 'failed',
      statusLabel: '失败',
      error: '导出条数超过上限100000条，请缩小筛选范围',
      canCancel: false,
      canRetry: true,
    });
    const queued = task({ status: 'queued', statusLabel: '排队中', done: 0, total: 0, percent: 0 });
    const test = server(() =>
      pageOf([
        cancelled ? { ...queued, status: 'cancelled', statusLabel: '已取消', canCancel: false } : queued,
        retried ? { ...failed, status: 'queued', statusLabel: '排队中', error: '', canRetry: false } : failed,
      ]),
    );
    test.server.on(`POST ${pathOf(TASKS_API.cancel, { taskId: 't1' })}`, () => {
      cancelled = true;
      return ok({ ...queued, status: 'cancelled' });
    });
    test.server.on(`POST ${pathOf(TASKS_API.retry, { taskId: 't2' })}`, () => {
      retried = true;
      return ok({ ...failed, status: 'queued' });
    });
    renderApp('/new/systemManagement/export', test);
    expect(await screen.findByText('导出条数超过上限100000条，请缩小筛选范围', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('task-progress-t1')).toHaveTextContent('准备中');

    fireEvent.click(within(screen.getByTestId('task-actions-t1')).getByText('取消'));
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('确定要取消任务“人才导出”吗？');
    clickButton('确定', dialog);
    await waitFor(() => expect(screen.getByTestId('task-status-t1')).toHaveTextContent('已取消'), SLOW);
    expect(test.server.to(pathOf(TASKS_API.cancel, { taskId: 't1' }))).toHaveLength(1);

    fireEvent.click(within(screen.getByTestId('task-actions-t2')).getByText('重试'));
    await waitFor(() => expect(screen.getByTestId('task-status-t2')).toHaveTextContent('排队中'), SLOW);
    expect(test.server.to(pathOf(TASKS_API.retry, { taskId: 't2' }))).toHaveLength(1);
  });

  it('a manager switches to every member’s tasks (with who asked); an expired file is not offered', async () => {
    const expired = { ...DONE, downloadable: false };
    const test = server(pageOf([expired], true));
    renderApp('/new/systemManagement/export', test);
    await screen.findByText('人才导出', {}, SLOW);
    expect(within(screen.getByTestId('task-actions-t1')).getByText('文件已过期')).toBeInTheDocument();
    expect(within(screen.getByTestId('task-actions-t1')).queryByText('下载')).toBeNull();
    fireEvent.click(screen.getByText('全部成员的任务'));
    await waitFor(
      () => expect(test.server.to(TASKS_API.root.path).at(-1)?.query.get('scope')).toBe('all'),
      SLOW,
    );
    // (antd repeats the header of a table with fixed columns.)
    expect((await screen.findAllByText('提交人', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getByText('张三')).toBeInTheDocument();
  });
});
