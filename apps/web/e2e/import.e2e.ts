import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLogin, residentId, startE2E, watchPageProblems, type E2E } from './harness';

// Issue 18 §2 as a recruiter uses it: on 公共人才库 they open 简历导入, upload a csv with a bad
// phone, a bad email and a repeated phone, accept the suggested column mapping, see the checks,
// import into the pool, download the per-row report (read back with exceljs) and find the good
// rows in the pool list with source 导入.

let e2e: E2E;
const dir = mkdtempSync(path.join(tmpdir(), 'ehire-e2e-import-'));

beforeAll(async () => {
  e2e = await startE2E();
});

afterAll(async () => {
  await e2e?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('résumé import into the public pool', () => {
  it('ROUTE-025 imports a file with errors, downloads the report and sees the good rows in 公共人才库', async () => {
    const csv = [
      '姓名,手机号码,邮箱,身份证号,最高学历,学校',
      `导入甲,13812340001,jia@example.com,${residentId('11010120030501001')},本科,北京大学`,
      '导入乙,12345,yi@example.com,,本科,清华大学',
      '导入丙,13812340003,not-an-email,,硕士,浙江大学',
      '导入丁,13812340001,ding@example.com,,本科,复旦大学',
      '导入戊,13812340005,wu@example.com,,博士,南京大学',
    ].join('\n');
    const file = path.join(dir, '候选人.csv');
    writeFileSync(file, `\uFEFF${csv}\n`);

    const { context, page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    await browserLogin(e2e, page, 'demo', 'admin');
    await page.goto(`${e2e.baseUrl}/new/talentPool`);
    await page.locator('[data-testid=talent-pool-page]').waitFor();
    await page.getByRole('button', { name: '简历导入' }).click();

    await page.locator('.ant-modal input[type=file]').setInputFiles(file);
    await expect.poll(() => page.locator('.ant-modal').textContent()).toContain('共 5 行数据');
    await page.getByRole('button', { name: '校验数据' }).click();
    const check = page.locator('[data-testid=import-check]');
    await check.waitFor();
    expect(await check.textContent()).toContain('可导入2');
    expect(await check.textContent()).toContain('错误行3');
    expect(await page.locator('.ant-modal').textContent()).toContain('手机号与第2行重复');

    await page.getByRole('button', { name: '开始导入' }).click();
    const outcome = page.locator('[data-testid=import-outcome]');
    await expect.poll(() => outcome.textContent()).toContain('导入完成');
    expect(await outcome.textContent()).toContain('新建2');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载导入报告' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('导入报告_候选人.xlsx');
    const saved = path.join(dir, 'report.xlsx');
    await download.saveAs(saved);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const lines: string[][] = [];
    book.worksheets[1]!.eachRow((row) =>
      lines.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    expect(lines).toEqual([
      ['行号', '结果', '说明'],
      ['3', '错误，未导入', '手机号格式不正确'],
      ['4', '错误，未导入', '邮箱格式不正确'],
      ['5', '错误，未导入', '手机号与第2行重复'],
    ]);

    // antd spaces out a two-character label: 完 成.
    await page.getByRole('button', { name: /^完\s?成$/ }).click();
    const table = page.locator('[data-testid=talent-pool-page] .ant-table-tbody');
    await expect.poll(() => table.textContent()).toContain('导入甲');
    expect(await table.textContent()).toContain('导入戊');
    expect(await table.textContent()).not.toContain('导入乙');
    expect(await table.textContent()).toContain('导入');

    expect(problems).toEqual([]);
    await context.close();
  });
});
