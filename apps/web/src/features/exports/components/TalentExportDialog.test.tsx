import { EXPORTS_API } from '@ehire/domain/api/exports';
import { TALENT_API } from '@ehire/domain/api/talent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_TALENT_EXPORT_COLUMNS,
  type ExportTemplate,
  type TalentExportRequestInput,
} from '@ehire/domain/contracts/exports';
import { ok } from '../../../platform/testing/fakes';
import { PATH } from '../../../platform/families';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../../app/testing/render-app';
import { COUNTS, JOBS, page, talentRow } from '../../talent/testing/fixtures';
import { clickButton, getButton, openDialog } from '../../../test/queries';

// 导出 of the talent list (issue 12 §3): the column choice, then the async check of D1 §7
// decides between a file now and a task of the task centre.

const TEMPLATE: ExportTemplate = {
  id: 'tpl-1',
  name: '联系方式',
  columns: ['name', 'mobile', 'email'],
  createdByName: '张三',
  createdAt: 1,
  updatedAt: 1,
};

function server(check: { async: 0 | 1; limit: number; total: number }): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(
    `POST ${TALENT_API.list.path}`,
    ok(page([talentRow({ applicationId: 'a1', name: '张伟' })], 5300)),
  );
  test.server.on(`POST ${TALENT_API.counts.path}`, ok(COUNTS));
  test.server.on(`GET ${TALENT_API.jobs.path}`, ok(JOBS));
  test.server.on(`GET ${TALENT_API.fields.path}`, ok([]));
  test.server.on(`GET ${TALENT_API.getSavedSearches.path}`, ok([]));
  test.server.on(`GET ${EXPORTS_API.getExportTemplates.path}`, ok([TEMPLATE]));
  test.server.on(`POST ${PATH.exportThresholds}`, ok(check, { result: 1 }));
  test.server.on(`POST ${TALENT_API.export.path}`, {
    status: 200,
    body: 'xlsx-bytes',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  test.server.on(`POST ${TALENT_API.exportTasks.path}`, ok({ taskId: 'task-9' }));
  test.server.on(
    'GET /api/biz/tasks',
    ok({ total: 0, pageIndex: 1, pageSize: 20, rows: [], canSeeAll: true }),
  );
  return test;
}

const exportBody = (test: TestPlatform, path: string) =>
  test.server.to(path).at(-1)?.body as TalentExportRequestInput;

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
  await import('../../talent/list/TalentManagePage');
}, 60_000);

describe('talent export dialog', { timeout: 90_000 }, () => {
  it('CALL-055 a small export downloads at once, with the columns picked', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const test = server({ async: 0, limit: 100000, total: 1 });
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    fireEvent.click(screen.getByText('张伟').closest('tr')!.querySelector('input[type="checkbox"]')!);
    await waitFor(() => getButton('导出所选(1)'), SLOW);
    clickButton('导出所选(1)');
    const dialog = await openDialog();
    expect(within(dialog).getByText('导出范围：所选1条投递')).toBeInTheDocument();
    // PIPL: the personal-data columns are named before anything is exported.
    expect(within(dialog).getByText(/所选列包含个人信息（姓名、手机号、邮箱）/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('邮箱'));
    expect(within(dialog).getByText('已选16列')).toBeInTheDocument();
    clickButton('导出', dialog);
    await waitFor(() => expect(names).toHaveLength(1), SLOW);
    expect(names[0]).toMatch(/^人才列表_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(test.server.to(PATH.exportThresholds)[0].body).toEqual({
      scene: 'talentExport',
      applicationIds: ['a1'],
    });
    expect(exportBody(test, TALENT_API.export.path)).toEqual({
      applicationIds: ['a1'],
      sort: { field: 'appliedAt', order: 'desc' },
      columns: DEFAULT_TALENT_EXPORT_COLUMNS.filter((key) => key !== 'email'),
    });
    expect(test.server.to(TALENT_API.exportTasks.path)).toHaveLength(0);
  });

  it('CALL-054 a large export becomes a task; the user is told where to find it and can go there', async () => {
    const test = server({ async: 1, limit: 100000, total: 5300 });
    const app = renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    clickButton('导出');
    const dialog = await openDialog();
    expect(within(dialog).getByText('导出范围：当前列表的全部投递（共5300条）')).toBeInTheDocument();
    // A template fills the columns and is named in the request while they are its own.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '导出模板' }));
    fireEvent.click(await screen.findByTitle('联系方式', {}, SLOW));
    await waitFor(() => expect(within(dialog).getByText('已选3列')).toBeInTheDocument(), SLOW);
    clickButton('导出', dialog);
    expect(await screen.findByTestId('export-task-created', {}, SLOW)).toHaveTextContent(
      '导出任务已创建，可在「任务中心」查看进度并下载',
    );
    expect(exportBody(test, TALENT_API.exportTasks.path)).toMatchObject({
      selection: { tab: 'first' },
      sort: { field: 'appliedAt', order: 'desc' },
      columns: ['name', 'mobile', 'email'],
      templateId: 'tpl-1',
    });
    expect(test.server.to(TALENT_API.export.path)).toHaveLength(0);
    clickButton('前往任务中心');
    await waitFor(
      () => expect(app.router.state.location.pathname).toBe('/new/systemManagement/export'),
      SLOW,
    );
  });

  it('CALL-054 a bulk action asks the check first and is refused above its limit', async () => {
    const test = server({ async: 0, limit: 1, total: 2 });
    test.server.on(
      `POST ${TALENT_API.list.path}`,
      ok(
        page(
          [
            talentRow({ applicationId: 'a1', name: '张伟' }),
            talentRow({ applicationId: 'a2', name: '李娜' }),
          ],
          2,
        ),
      ),
    );
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('李娜', {}, SLOW);
    for (const name of ['张伟', '李娜'])
      fireEvent.click(screen.getByText(name).closest('tr')!.querySelector('input[type="checkbox"]')!);
    const bar = await screen.findByTestId('talent-batch-bar', {}, SLOW);
    clickButton('待定', bar);
    expect(await screen.findByText('一次最多操作1条投递', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(PATH.exportThresholds).at(-1)?.body).toEqual({
      scene: 'talentEdit',
      applicationIds: ['a1', 'a2'],
    });
    expect(test.server.to(TALENT_API.actions.path)).toHaveLength(0);
  });

  it('more rows than the limit are refused with the limit, nothing is exported', async () => {
    const test = server({ async: 1, limit: 100000, total: 100001 });
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    clickButton('导出');
    const dialog = await openDialog();
    clickButton('导出', dialog);
    expect(await screen.findByText('导出条数超过上限100000条，请缩小筛选范围', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(TALENT_API.export.path)).toHaveLength(0);
    expect(test.server.to(TALENT_API.exportTasks.path)).toHaveLength(0);
  });
});
