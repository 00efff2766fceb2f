import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { browserLogin, jobWithApplications, residentId, startE2E, talentRowOf, type E2E } from './harness';

// Issue 20 §2: axe-core on the pages a newcomer meets first: no serious or critical violation.

let e2e: E2E;
let jobId: string;

beforeAll(async () => {
  e2e = await startE2E();
  ({ jobId } = await jobWithApplications(e2e, '无障碍检查职位', [
    { name: '林无障', mobile: '13900139401', email: 'lwz@example.com', id: residentId('11010520020506401') },
  ]));
});

afterAll(async () => {
  await e2e?.close();
});

/** The serious and critical violations of the page: rule id, what it says, the first nodes. */
async function seriousViolations(page: Page): Promise<string[]> {
  // antd's table measure row is an aria-hidden layout helper (column widths), not content.
  const result = await new AxeBuilder({ page })
    .exclude('.ant-table-measure-row')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => {
            const data = n.any[0]?.data as {
              fgColor?: string;
              bgColor?: string;
              contrastRatio?: number;
            } | null;
            const colours = data?.fgColor ? ` ${data.fgColor}/${data.bgColor} ${data.contrastRatio}` : '';
            return n.target.join(' ') + colours;
          })
          .join(' | ')}`,
    );
}

describe('accessibility (axe-core)', () => {
  it('issue 20 §2 the console pages: workbench, talent list, résumé details, designer', async () => {
    const { context, page } = await e2e.newPage();
    await browserLogin(e2e, page, 'demo', 'admin');
    const found: Record<string, string[]> = {};
    await page.goto(`${e2e.baseUrl}/new/workHome`);
    await page.locator('[data-testid=counter-received]').waitFor();
    found.workbench = await seriousViolations(page);
    await page.goto(`${e2e.baseUrl}/resume?tab=first`);
    await talentRowOf(page, '林无障').waitFor();
    found.talent = await seriousViolations(page);
    await talentRowOf(page, '林无障').getByText('林无障').first().click();
    await page.waitForURL(/resumeDetails/);
    await page.locator('main >> text=林无障').first().waitFor();
    found.details = await seriousViolations(page);
    await page.goto(`${e2e.baseUrl}/new/systemManagement/resumeSettings`);
    await page.locator('main >> text=教育经历').first().waitFor();
    found.designer = await seriousViolations(page);
    expect(found).toEqual({ workbench: [], talent: [], details: [], designer: [] });
    await context.close();
  });

  it('issue 20 §2 the login page and the careers site (job list, job details)', async () => {
    const { context, page } = await e2e.newPage();
    const found: Record<string, string[]> = {};
    await page.goto(`${e2e.baseUrl}/login`);
    await page.locator('#member').waitFor();
    found.login = await seriousViolations(page);
    await page.goto(`${e2e.baseUrl}/careers/demo`);
    await page.locator('text=无障碍检查职位').first().waitFor();
    found.careers = await seriousViolations(page);
    await page.goto(`${e2e.baseUrl}/careers/demo/jobs/${jobId}`);
    await page.locator('[data-testid=careers-job-detail]').waitFor();
    found.careersJob = await seriousViolations(page);
    expect(found).toEqual({ login: [], careers: [], careersJob: [] });
    await context.close();
  });
});
