import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentPage } from '@ehire/domain/contracts/talent';
import { seedTenantData } from '../../server/src/db/seed/generate';
import { createRng } from '../../server/src/db/seed/random';
import {
  apiCall,
  apiLogin,
  browserLogin,
  startE2E,
  waitToSee,
  watchPageProblems,
  watchRefusedCalls,
  withDemoTenantDatabase,
  type E2E,
} from './harness';

// Issue 12 §3 as a recruiter uses it: the talent list holds more applications than an export
// answers at once (EXPORT_SYNC_MAX_ROWS is 50 here), so 导出 becomes a task; the recruiter
// follows the dialog to 任务中心, watches the task finish, downloads the file and it holds every
// application of the list (read back with exceljs).

const SYNC_MAX = 50;

let e2e: E2E;
let total: number;
const downloads = mkdtempSync(path.join(tmpdir(), 'ehire-e2e-downloads-'));

beforeAll(async () => {
  e2e = await startE2E({ exportSyncMaxRows: SYNC_MAX });
  // Seeded beside the running server, in its own database file (WAL: both may write).
  await withDemoTenantDatabase(e2e, downloads, async (db, tenantId) => {
    await seedTenantData(db, {
      tenantId,
      jobs: 4,
      resumes: 200,
      rng: createRng('e2e-export'),
    });
  });
  const token = await apiLogin(e2e, 'demo', 'admin');
  const listed = await apiCall<TalentPage>(e2e, 'POST', '/api/biz/talent/list', token, {});
  total = listed.data.total;
  expect(total).toBeGreaterThan(SYNC_MAX);
});

afterAll(async () => {
  await e2e?.close();
  rmSync(downloads, { recursive: true, force: true });
});

describe('export through the task centre', () => {
  it('CALL-054 starts an export from the talent list, watches it in 任务中心, downloads it and the file has every row', async () => {
    const { context, page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    const refused = watchRefusedCalls(page);
    await browserLogin(e2e, page, 'demo', 'admin');

    await page.goto(`${e2e.baseUrl}/new/talent/talentManage`);
    await expect.poll(() => page.textContent('[data-testid=talent-manage-page]')).toContain(`共 ${total} 条`);
    await page.getByRole('button', { name: '导出' }).click();
    const dialog = page.locator('.ant-modal:visible');
    await expect.poll(() => dialog.textContent()).toContain(`当前列表的全部投递（共${total}条）`);
    await page.click('#talent-export-submit');

    // Large: it became a task, and the dialog says where to find it.
    await waitToSee(page, page.locator('[data-testid=export-task-created]'), refused);
    expect(await page.textContent('[data-testid=export-task-created]')).toContain(
      '导出任务已创建，可在「任务中心」查看进度并下载',
    );
    await page.getByRole('button', { name: '前往任务中心' }).click();
    await page.waitForURL((url) => url.pathname === '/new/systemManagement/export');

    // The task's row: kind, parameters in words, progress until it is done.
    const row = page.locator('[data-testid=task-centre-page] tr', { hasText: '人才导出' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(`共${total.toLocaleString('en-US')}条`);
    await expect.poll(() => row.locator('[data-testid^=task-status-]').textContent()).toContain('已完成');
    await expect
      .poll(() => row.locator('[data-testid^=task-progress-]').textContent())
      .toContain(`${total.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: '下载' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^人才导出_\d{8}_\d{4}\.xlsx$/);
    const file = path.join(downloads, 'export.xlsx');
    await download.saveAs(file);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('人才列表');
    expect(sheet.getRow(1).getCell(1).value).toBe('姓名');
    expect(sheet.actualRowCount).toBe(total + 1);

    expect(problems).toEqual([]);
    await context.close();
  });
});
