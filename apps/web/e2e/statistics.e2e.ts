import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardAnswer, CountRow, ReportRowsAnswer, ScopeInput } from '@ehire/domain/contracts/statistics';
import { seedTenantData } from '../../server/src/db/seed/generate';
import { createRng } from '../../server/src/db/seed/random';
import {
  apiCall,
  apiLogin,
  browserLogin,
  startE2E,
  watchPageProblems,
  withDemoTenantDatabase,
  type E2E,
} from './harness';

// Issue 16 §1 in Chromium: the data board of this season and one standard report, on seeded
// applications. The charts are drawn (a canvas with painted pixels) and the tables under them
// show the numbers the API answers. A row's 查看人才 link of an organisation board, a flow board
// and the summed 其他 of the majors lands on the talent list whose total is the row's number.

let e2e: E2E;
let token: string;
const scratch = mkdtempSync(path.join(tmpdir(), 'ehire-e2e-statistics-'));

/** Whether the chart's canvas exists and has painted pixels. */
async function canvasPainted(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`[data-testid="${id}"] canvas`);
    if (!canvas || canvas.width === 0 || canvas.height === 0) return false;
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    if (!data) return false;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
    return false;
  }, testId);
}

const board = async (scope: ScopeInput) =>
  (
    await apiCall<BoardAnswer>(e2e, 'POST', '/api/biz/statistics/board', token, {
      period: { preset: 'season' },
      scope,
    })
  ).data;

/** The board of this season for `scopeLabel` (an option of 统计范围), once its total shows. */
async function openBoard(page: Page, scopeLabel: string | null, total: number): Promise<void> {
  await page.goto(`${e2e.baseUrl}/databoard`);
  await page.locator('[data-testid=board-total]').waitFor();
  if (scopeLabel) {
    await page.getByRole('combobox', { name: '统计范围' }).click();
    await page.getByRole('combobox', { name: '统计范围' }).fill(scopeLabel);
    await page.locator(`.ant-select-item-option[title="${scopeLabel}"]`).click();
  }
  await expect.poll(() => page.textContent('[data-testid=board-total]')).toContain(String(total));
}

/** Clicks 查看人才 of a table's row and waits for the talent list showing the row's number. */
async function drillInto(page: Page, table: string, row: CountRow, param: [string, string]): Promise<void> {
  await page
    .locator(`[data-testid=${table}] tbody tr`)
    .filter({ has: page.getByRole('cell', { name: row.label, exact: true }) })
    .getByRole('link', { name: '查看人才' })
    .click();
  await page.waitForURL((url) => url.pathname === '/resume' && url.searchParams.get(param[0]) === param[1]);
  await page.getByText(`共 ${row.count} 条`).waitFor();
}

beforeAll(async () => {
  e2e = await startE2E();
  await withDemoTenantDatabase(e2e, scratch, async (db, tenantId) => {
    await seedTenantData(db, {
      tenantId,
      jobs: 4,
      resumes: 150,
      rng: createRng('e2e-statistics'),
    });
  });
  token = await apiLogin(e2e, 'demo', 'admin');
});

afterAll(async () => {
  await e2e?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('statistics in Chromium', () => {
  it('draws the board of this season with tables that match the API', async () => {
    const answer = await apiCall<BoardAnswer>(e2e, 'POST', '/api/biz/statistics/board', token, {
      period: { preset: 'season' },
      scope: { kind: 'all' },
    });
    expect(answer.data.total).toBeGreaterThan(0);
    const { page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    await browserLogin(e2e, page, 'demo', 'admin');
    await page.goto(`${e2e.baseUrl}/databoard`);
    await page.locator('[data-testid=board-total]').waitFor();
    await expect
      .poll(() => page.textContent('[data-testid=board-total]'))
      .toContain(String(answer.data.total));
    for (const id of [
      'chart-per-day',
      'chart-funnel',
      'chart-school-tiers',
      'chart-degrees',
      'chart-top-jobs',
    ])
      await expect.poll(() => canvasPainted(page, id), { timeout: 10_000 }).toBe(true);
    const tiers = page.locator('[data-testid=table-school-tiers] tbody tr');
    for (const tier of answer.data.schoolTiers)
      expect(await tiers.filter({ hasText: tier.label }).first().textContent()).toContain(String(tier.count));
    const funnel = page.locator('[data-testid=table-funnel] tbody tr');
    expect(await funnel.count()).toBe(answer.data.funnel.length);
    expect(await funnel.first().textContent()).toContain(String(answer.data.funnel[0].reached));
    expect(problems).toEqual([]);
  });

  it('ROUTE-043 DATA-012 opens a standard report from the list and its table matches the API', async () => {
    const answer = await apiCall<ReportRowsAnswer>(e2e, 'POST', '/api/biz/statistics/report-rows', token, {
      reportId: 'std-org-school-degree',
      period: { preset: 'season' },
    });
    const { page } = await e2e.newPage();
    await browserLogin(e2e, page, 'demo', 'admin');
    await page.goto(`${e2e.baseUrl}/databoard`);
    await page.getByRole('tab', { name: '报表' }).click();
    await page.getByRole('link', { name: '组织 × 院校类型 × 学历投递统计' }).click();
    await page.waitForURL((url) => url.pathname === '/databoard/reportdetails/std-org-school-degree');
    await page.locator('[data-testid=report-table]').waitFor();
    await expect.poll(() => canvasPainted(page, 'report-chart'), { timeout: 10_000 }).toBe(true);
    const summary = page.locator('[data-testid=report-table] .ant-table-summary tr');
    expect(await summary.textContent()).toContain(String(answer.data.total));
    const first = answer.data.rows[0];
    const row = page.locator('[data-testid=report-table] tbody tr.ant-table-row').first();
    expect(await row.textContent()).toBe(`${first.orgname}${first.schooltype}${first.degree}${first.total}`);
  });

  it('issue 16 a row of an organisation board and of a flow board opens the talent list whose total is the row\'s number', async () => {
    const everything = await board({ kind: 'all' });
    const options = await apiCall<{ organizations: Array<{ id: string; name: string }>; flows: Array<{ id: string; name: string }> }>(
      e2e,
      'GET',
      '/api/biz/jobs/options',
      token,
    );
    // An organisation with applications, but not all of them (its board is narrower).
    let org: { id: string; name: string; data: BoardAnswer } | undefined;
    for (const o of options.data.organizations) {
      const data = await board({ kind: 'organization', id: o.id });
      if (data.total > 0 && data.total < everything.total && (!org || data.total > org.data.total))
        org = { ...o, data };
    }
    expect(org).toBeDefined();
    const flow = options.data.flows[0];
    const flowData = await board({ kind: 'flow', id: flow.id });
    expect(flowData.total).toBeGreaterThan(0);

    const { page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    await browserLogin(e2e, page, 'demo', 'admin');
    const biggest = (rows: CountRow[]) => [...rows].sort((a, b) => b.count - a.count)[0];

    await openBoard(page, `组织：${org!.name}`, org!.data.total);
    await drillInto(page, 'table-degrees', biggest(org!.data.degrees), ['orgid', org!.id]);
    await expect.poll(() => page.getByText(`组织：${org!.name}`).count()).toBeGreaterThan(0);

    await openBoard(page, `流程：${flow.name}`, flowData.total);
    await drillInto(page, 'table-school-tiers', biggest(flowData.schoolTiers), ['flowid', flow.id]);
    expect(problems).toEqual([]);
  });

  it('issue 16 the summed 其他 row of the top majors opens the talent list of none of the listed majors, its total the row\'s number', async () => {
    const everything = await board({ kind: 'all' });
    const other = everything.majors.find((r) => r.key === '__other__');
    expect(other?.count).toBeGreaterThan(0);
    const { page } = await e2e.newPage();
    await browserLogin(e2e, page, 'demo', 'admin');
    await openBoard(page, null, everything.total);
    const listed = everything.majors.filter((r) => r.key !== '__other__')[0];
    await drillInto(page, 'table-majors', other!, ['major_not', listed.key]);
  });
});
