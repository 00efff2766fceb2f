import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  browserLogin,
  confirmDialog,
  openedDialog,
  startE2E,
  waitToSee,
  watchPageProblems,
  watchRefusedCalls,
  withDemoTenantDatabase,
  type E2E,
} from './harness';

// Issue 18 §1 as a recruiter uses 公共人才库 (/new/talentPool): the pool holds candidates with no
// open application (seeded here as imported candidates with a résumé and no application). They
// open 筛选, build 学校层次 等于 211, confirm, and the list shows exactly the 211 candidates; then
// they choose those and add a label through the 标签 dialog, and after a reload the 标签 column
// shows it on them only.

let e2e: E2E;
const dir = mkdtempSync(path.join(tmpdir(), 'ehire-e2e-pools-'));

const PEOPLE = [
  { name: '池塘甲', school: '华南理工大学', level: '211' },
  { name: '池塘乙', school: '苏州大学', level: '211' },
  { name: '池塘丙', school: '浙江大学', level: '985' },
  { name: '池塘丁', school: '宁波大学', level: '其他' },
] as const;

beforeAll(async () => {
  e2e = await startE2E();
  await withDemoTenantDatabase(e2e, dir, async (db, tenantId) => {
    const now = Date.now();
    for (const [index, person] of PEOPLE.entries()) {
      const id = `e2e-pool-${index}`;
      const at = now - 100_000 + index * 1000;
      await db
        .insertInto('candidate')
        .values({
          id,
          tenant_id: tenantId,
          name: person.name,
          gender: 1,
          mobile: `1390000${String(1000 + index)}`,
          email: `pool${index}@example.com`,
          id_number: null,
          birth_date: '2003-05-01',
          created_at: at,
        })
        .execute();
      await db
        .insertInto('resume')
        .values({
          id: `${id}-r`,
          tenant_id: tenantId,
          candidate_id: id,
          school: person.school,
          school_level: person.level,
          major: '计算机科学与技术',
          degree: '本科',
          graduation_year: 2027,
          region: '浙江',
          source: '导入',
          answers_json: '{}',
          design_version: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
});

afterAll(async () => {
  await e2e?.close();
  rmSync(dir, { recursive: true, force: true });
});

const poolPage = (page: Page) => page.locator('[data-testid=talent-pool-page]');
const rowOf = (page: Page, name: string) => poolPage(page).locator('.ant-table-tbody tr', { hasText: name });
const namesShown = (page: Page) =>
  poolPage(page)
    .locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)')
    .allTextContents()
    .then((names) => names.sort());

/** Picks an option of the select dropdown on screen. */
async function pickOption(page: Page, label: string): Promise<void> {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${label}$`) })
    .click();
}

describe('公共人才库 filter and labels', () => {
  it('issue 18 §1 ROUTE-025 a 学校层次 filter shows exactly the matching candidates, and a label given to them shows after reload', async () => {
    const { context, page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    const refused = watchRefusedCalls(page);
    await browserLogin(e2e, page, 'demo', 'admin');
    await page.goto(`${e2e.baseUrl}/new/talentPool`);
    await waitToSee(page, rowOf(page, '池塘丁'), refused);
    await expect.poll(() => namesShown(page)).toEqual(['池塘丁', '池塘丙', '池塘乙', '池塘甲'].sort());
    await expect.poll(() => poolPage(page).locator('.ant-pagination-total-text').textContent()).toBe('共 4 人');

    // 筛选: 学校层次 等于 211.
    await page.getByRole('button', { name: '筛选' }).click();
    const panel = page.locator('[data-testid=pool-filter-panel]');
    await panel.waitFor();
    await panel.getByRole('combobox', { name: '字段' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: /^学校层次$/ }).click();
    await panel.getByRole('combobox', { name: '逻辑词' }).click();
    await pickOption(page, '等于');
    await panel.getByRole('combobox', { name: '值' }).click();
    await pickOption(page, '211');
    await panel.getByRole('button', { name: /^确\s*定$/ }).click();

    await waitToSee(page, page.getByRole('button', { name: /筛选（1）/ }), refused);
    await expect.poll(() => namesShown(page)).toEqual(['池塘乙', '池塘甲'].sort());
    await expect.poll(() => poolPage(page).locator('.ant-pagination-total-text').textContent()).toBe('共 2 人');

    // Choose both and add the label 校招重点 through the 标签 dialog.
    for (const name of ['池塘甲', '池塘乙']) await rowOf(page, name).getByRole('checkbox').check();
    await page.getByRole('button', { name: '标签（2人）' }).click();
    const dialog = await openedDialog(page);
    expect(await dialog.textContent()).toContain('所选候选人（2人）');
    const input = dialog.getByRole('combobox', { name: '标签' });
    await input.fill('校招重点');
    await input.press('Enter');
    await confirmDialog(page);
    await waitToSee(page, page.locator('.ant-message-notice', { hasText: '已为2人添加标签' }), refused);

    await page.reload();
    await waitToSee(page, rowOf(page, '池塘丁'), refused);
    await expect.poll(() => namesShown(page)).toEqual(['池塘丁', '池塘丙', '池塘乙', '池塘甲'].sort());
    for (const name of ['池塘甲', '池塘乙'])
      expect(await rowOf(page, name).locator('.ant-tag').allTextContents()).toContain('校招重点');
    for (const name of ['池塘丙', '池塘丁'])
      expect(await rowOf(page, name).locator('.ant-tag').allTextContents()).not.toContain('校招重点');

    expect(problems).toEqual([]);
    await context.close();
  });
});
