import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserLogin,
  startE2E,
  waitToSee,
  watchPageProblems,
  watchRefusedCalls,
  withDemoTenantDatabase,
  type E2E,
} from './harness';

// Issue 18 §3 as a recruiter records the provider's results: on 测评管理
// (/new/systemManagement/test) they upload the provider's xlsx (made here with exceljs) with one
// good row and one with a score out of range, follow the import task to 任务中心 until it is
// 已完成, download its per-row report, which names the bad row with its zh-CN reason, and find the
// good result (score and level) in 测评管理's result list. The invitation is seeded beside the
// server (as an invitation sent earlier).

let e2e: E2E;
const dir = mkdtempSync(path.join(tmpdir(), 'ehire-e2e-assess-'));
const INVITATION = 'e2e-invitation-1';

beforeAll(async () => {
  e2e = await startE2E();
  await withDemoTenantDatabase(e2e, dir, async (db, tenantId) => {
    const now = Date.now();
    await db
      .insertInto('assessment_product')
      .values({
        tenant_id: tenantId,
        id: 'e2e-product-1',
        name: '职业性格测评',
        provider: '示例测评',
        url: 'https://assess.example.com/start',
        duration_minutes: 40,
        created_at: now - 10_000,
      })
      .execute();
    await db
      .insertInto('assessment_invitation')
      .values({
        tenant_id: tenantId,
        id: INVITATION,
        product_id: 'e2e-product-1',
        product_name: '职业性格测评',
        application_id: 'e2e-application-1',
        candidate_id: 'e2e-candidate-1',
        name: '测评甲同学',
        mobile: '13900002001',
        job_name: '算法工程师（校招）',
        status: 'invited',
        score: null,
        level: '',
        report_file_id: null,
        report_name: '',
        result_source: '',
        invited_by: 'admin',
        invited_at: now - 5_000,
        completed_at: null,
      })
      .execute();
  });
});

afterAll(async () => {
  await e2e?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('测评结果 import with bad rows', () => {
  it('issue 18 §3 imports the provider’s xlsx: the good result shows in the list, the per-row report names the bad row in zh-CN', async () => {
    const upload = new ExcelJS.Workbook();
    const sheet = upload.addWorksheet('测评结果');
    sheet.addRow(['测评编号', '分数', '等级']);
    sheet.addRow([INVITATION, 86.5, 'A']);
    sheet.addRow([INVITATION, 1500, 'B']);
    const file = path.join(dir, '测评结果.xlsx');
    await upload.xlsx.writeFile(file);

    const { context, page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    const refused = watchRefusedCalls(page);
    await browserLogin(e2e, page, 'demo', 'admin');
    await page.goto(`${e2e.baseUrl}/new/systemManagement/test`);
    const results = page.locator('[data-testid=assessment-results] .ant-table-tbody');
    const row = results.locator('tr', { hasText: '测评甲同学' });
    await waitToSee(page, row, refused);
    expect(await row.textContent()).toContain('待完成');

    await page.locator('input[type=file]').setInputFiles(file);
    await waitToSee(
      page,
      page.locator('.ant-message-notice', { hasText: '导入任务已提交，可在任务中心查看进度和逐行报告' }),
      refused,
    );

    // 任务中心: the task runs to 已完成 over both rows.
    await page.goto(`${e2e.baseUrl}/new/systemManagement/export`);
    const task = page.locator('[data-testid=task-centre-page] tr', { hasText: '测评结果导入' }).first();
    await waitToSee(page, task, refused);
    await expect.poll(() => task.locator('[data-testid^=task-status-]').textContent()).toContain('已完成');
    await expect.poll(() => task.locator('[data-testid^=task-progress-]').textContent()).toContain('2 / 2');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      task.getByRole('button', { name: '下载' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('测评结果导入报告_测评结果.xlsx');
    const saved = path.join(dir, 'report.xlsx');
    await download.saveAs(saved);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const lines: string[][] = [];
    book.worksheets[1]!.eachRow((line) =>
      lines.push((line.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    expect(lines).toEqual([
      ['行号', '结果', '说明'],
      ['3', '错误，未导入', '分数应在0到1000之间'],
    ]);

    // Back on 测评管理: the good row's result is recorded.
    await page.goto(`${e2e.baseUrl}/new/systemManagement/test`);
    await waitToSee(page, row.filter({ hasText: '86.5' }), refused);
    const text = await row.textContent();
    expect(text).toContain('已完成');
    expect(text).toContain('A');
    expect(text).not.toContain('1500');

    expect(problems).toEqual([]);
    await context.close();
  });
});
