import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ArrangementDetail } from '@ehire/domain/contracts/interviews';
import { chinaDateOf } from '@ehire/domain/interviews/slots';
import {
  apiCall,
  browserLogin,
  openedDialog,
  residentId,
  jobWithApplications,
  settled,
  startE2E,
  talentRowOf,
  watchPageProblems,
  type E2E,
  type Student,
} from './harness';

// Issue 15 as a recruiter and a student use it (the demo tenant's interview balance pays): the
// recruiter opens 面试管理, creates the site (面试地点), the arrangement and its slots (批量生成时段)
// on the screens, selects three applications in 人才管理 and sends 安排面试 (candidates choose their
// slot); one student opens her invitation link on the careers site and books a slot; the
// workbench calendar counts the booking and the résumé's details show it as 已安排.

let e2e: E2E;
let adminToken: string;
let arrangementId: string;
const DAY = 86_400_000;
const slotDate = chinaDateOf(Date.now() + 2 * DAY);

const STUDENTS: Student[] = [
  { name: '周晓雨', mobile: '13900139101', email: 'xiaoyu@example.com', id: residentId('11010520020506101') },
  { name: '吴子涵', mobile: '13900139102', email: 'zihan@example.com', id: residentId('11010520020506102') },
  { name: '郑思远', mobile: '13900139103', email: 'siyuan@example.com', id: residentId('11010520020506103') },
];

beforeAll(async () => {
  e2e = await startE2E();
  ({ adminToken } = await jobWithApplications(e2e, '测试开发工程师（校招）', STUDENTS));
});

/**
 * 面试管理 (menu 03) → 面试地点: a new site with two rooms; back to 面试安排: a new arrangement of
 * the job at that site; in its drawer, 批量生成时段: every 30 minutes 9:00-11:00 in both rooms.
 */
async function createSiteArrangementAndSlots(page: Page): Promise<void> {
  await page.click('[data-menu-index="03"]');
  await page.waitForURL((url) => url.pathname === '/interview');
  await page.getByRole('link', { name: '面试地点', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/interview/site');
  await page.getByRole('button', { name: '新建面试地点' }).click();
  let dialog = await openedDialog(page);
  await dialog.getByLabel('名称').fill('杭州总部');
  await dialog.getByLabel('地址').fill('文三路 90 号');
  await dialog.getByLabel('面试间（用逗号分隔）').fill('A101，A102');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const siteRow = page.locator('[data-testid=site-list] tbody tr', { hasText: '杭州总部' });
  await siteRow.waitFor();
  expect(await siteRow.textContent()).toContain('A101、A102');

  await page.getByRole('link', { name: '面试安排', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/interview');
  await page.getByRole('button', { name: '新建面试安排' }).click();
  dialog = await openedDialog(page);
  await dialog.getByLabel('面试名称').fill('测试开发初试');
  await dialog.getByRole('combobox', { name: '职位' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '测试开发工程师（校招）' })
    .click();
  await dialog.getByRole('combobox', { name: '面试地点/面试间' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '杭州总部' }).click();
  await dialog.getByLabel('候选人可修改截止（面试前小时数）').fill('2');
  const saved = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/biz/interviews/arrangements' && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const answer = (await (await saved).json()) as { code: number | string; msg: string; data: { id: string } };
  expect(String(answer.code), answer.msg).toBe('200');
  arrangementId = answer.data.id;

  // Saving opens the arrangement's drawer: 批量生成时段.
  const drawer = page.locator('.ant-drawer-section', { hasText: '测试开发初试（初试·线下面试）' });
  const bulk = drawer.locator('[data-testid=bulk-slots-form]');
  await bulk.waitFor();
  const field = (label: string) =>
    bulk.locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) });
  await field('面试日期').locator('.ant-picker').click();
  await page.locator(`.ant-picker-dropdown:visible td[title="${slotDate}"]`).click();
  await expect.poll(() => bulk.locator('.ant-picker-selection-item').allTextContents()).toEqual([slotDate]);
  await bulk.getByPlaceholder('开始时间').click();
  await bulk.getByPlaceholder('开始时间').fill('09:00');
  await bulk.getByPlaceholder('开始时间').press('Enter');
  await bulk.getByPlaceholder('结束时间').click();
  await bulk.getByPlaceholder('结束时间').fill('11:00');
  await bulk.getByPlaceholder('结束时间').press('Enter');
  await bulk.getByRole('combobox', { name: '面试间' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'A101' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'A102' }).click();
  await bulk.getByLabel('每个时段').fill('2');
  await bulk.getByRole('button', { name: '批量生成时段' }).click();
  const slots = drawer.locator('[data-testid=arrangement-slots] tbody tr.ant-table-row');
  await expect.poll(() => slots.count()).toBe(8);
  expect(await slots.first().textContent()).toContain(slotDate);
  // Closed as a user does once the pickers are shut (a click while a dropdown is open only shuts it).
  await drawer.locator('.ant-drawer-title').click();
  await expect
    .poll(() => page.locator('.ant-select-dropdown:visible, .ant-picker-dropdown:visible').count())
    .toBe(0);
  await (await settled(drawer)).locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });
  const listed = page.locator('[data-testid=arrangement-list] tbody tr', { hasText: '测试开发初试' });
  await expect.poll(() => listed.textContent()).toContain('0/16');
}

afterAll(async () => {
  await e2e?.close();
});

describe('interviews end to end (issue 15)', () => {
  it('invites three candidates from the talent list, one books on the careers site, the calendar and the résumé show it', async () => {
    const { context, page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    await browserLogin(e2e, page, 'demo', 'admin');
    await createSiteArrangementAndSlots(page);

    // 人才管理: select the three applications, 安排 → 安排面试.
    await page.goto(`${e2e.baseUrl}/resume?tab=first`);
    for (const student of STUDENTS) {
      await talentRowOf(page, student.name).waitFor();
      await talentRowOf(page, student.name).locator('input[type=checkbox]').check();
    }
    await page.locator('[data-testid=talent-batch-bar]').getByRole('button', { name: /安排/ }).click();
    await page.locator('.ant-dropdown-menu-title-content', { hasText: /^安排面试$/ }).click();
    const form = page.locator('[data-testid=interview-invite-form]');
    await form.waitFor();
    await form.getByRole('combobox', { name: '面试安排' }).click();
    await page.locator('.ant-select-item-option', { hasText: '测试开发初试' }).click();
    const sent = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/biz/interviews/arrangements/${arrangementId}/invitations`,
    );
    await page.locator('.ant-modal:visible').getByRole('button', { name: '发送邀请' }).click();
    const answer = (await (await sent).json()) as {
      code: number | string;
      msg: string;
      data: { links: { applicationId: string; link: string }[] };
    };
    expect(String(answer.code), answer.msg).toBe('200');
    await expect
      .poll(async () => {
        const detail = await apiCall<ArrangementDetail>(
          e2e,
          'GET',
          `/api/biz/interviews/arrangements/${arrangementId}`,
          adminToken,
        );
        return detail.data.invitations.map((i) => i.candidateName).sort();
      })
      .toEqual(STUDENTS.map((s) => s.name).sort());

    // 周晓雨 opens her invitation link (the notice's link) and books 09:30 in A102.
    const detail = await apiCall<ArrangementDetail>(
      e2e,
      'GET',
      `/api/biz/interviews/arrangements/${arrangementId}`,
      adminToken,
    );
    const invitation = detail.data.invitations.find((i) => i.candidateName === '周晓雨')!;
    const link = answer.data.links.find((l) => l.applicationId === invitation.applicationId)!.link;
    const student = await e2e.newPage();
    await student.page.goto(`${e2e.baseUrl}${link}`);
    const booking = student.page.locator('[data-testid=interview-booking]');
    await booking.waitFor();
    await expect.poll(() => booking.textContent()).toContain('测试开发初试');
    expect(await booking.textContent()).toContain('杭州总部 文三路 90 号');
    await student.page.getByRole('button', { name: `预约 ${slotDate} 09:30-10:00 A102` }).click();
    await expect
      .poll(() => student.page.locator('[data-testid=interview-booked-slot]').textContent())
      .toBe(`${slotDate} 09:30-10:00 A102`);
    await expect
      .poll(() => student.page.locator('[data-testid=interview-status]').textContent())
      .toBe('已安排');
    await student.context.close();

    // The workbench calendar counts the booking on that day.
    await page.goto(`${e2e.baseUrl}/new/workHome`);
    const day = page.locator(`[data-testid=interview-calendar] [data-date="${slotDate}"]`);
    await expect.poll(() => day.textContent()).toContain('测试开发初试 1/16');

    // The résumé's details show the interview as 已安排 at that time.
    const row = detail.data.invitations.find((i) => i.candidateName === '周晓雨')!;
    await page.goto(`${e2e.baseUrl}/resumeDetails?id=${encodeURIComponent(row.applicationId)}`);
    const card = page.locator('[data-testid=details-interviews]');
    await card.waitFor();
    await expect
      .poll(() => card.locator('[data-testid=booking-status]').first().textContent())
      .toBe('已安排');
    expect(await card.locator('[data-testid=booking-time]').first().textContent()).toContain(
      `${slotDate} 09:30-10:00`,
    );

    expect(problems).toEqual([]);
    await context.close();
  });
});
