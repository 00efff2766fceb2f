import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserLogin,
  confirmDialog,
  confirmTalentAction,
  residentId,
  jobWithApplications,
  startE2E,
  talentRowOf,
  watchPageProblems,
  type E2E,
  type Student,
} from './harness';

// Issue 6 as students and a recruiter use it: three students apply to a published job through the
// careers site's public apply call (answers of the tenant's online design); the recruiter finds
// them in 人才管理 under 待筛选, passes one to the next step, eliminates one with a reason, opens the
// third one's resume; the counts and the workbench follow.

let e2e: E2E;

const STUDENTS: Student[] = [
  { name: '李雷', mobile: '13900139001', email: 'lilei@example.com', id: residentId('11010520020506001') },
  {
    name: '韩梅梅',
    mobile: '13900139002',
    email: 'hanmeimei@example.com',
    id: residentId('11010520020506002'),
  },
  { name: '王芳', mobile: '13900139003', email: 'wangfang@example.com', id: residentId('11010520020506003') },
];

beforeAll(async () => {
  e2e = await startE2E();
  await jobWithApplications(e2e, '算法工程师（校招）', STUDENTS);
});

afterAll(async () => {
  await e2e?.close();
});

describe('talent pipeline end to end', () => {
  it('WB-036 ROUTE-037 finds the applications under 待筛选, passes one, eliminates one with a reason, opens the third; counts follow', async () => {
    const { context, page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    await browserLogin(e2e, page, 'demo', 'admin');

    // The workbench counts the three applications.
    await page.goto(`${e2e.baseUrl}/new/workHome`);
    await expect.poll(() => page.locator('[data-testid=counter-received]').textContent()).toContain('3');

    // The workbench's 待筛选 link opens the list on that status.
    await page.goto(`${e2e.baseUrl}/resume?tab=first&inboxstatus=00`);
    for (const student of STUDENTS) await talentRowOf(page, student.name).waitFor();
    await expect.poll(() => page.locator('[data-testid=status-tab-00]').textContent()).toContain('3');

    // 通过: 李雷 goes on to the next step (笔试), still waiting for screening there.
    await talentRowOf(page, '李雷').getByRole('button', { name: '通过' }).click();
    await confirmTalentAction(page);
    await expect.poll(() => talentRowOf(page, '李雷').textContent()).toContain('笔试');

    // 淘汰 needs a reason; 韩梅梅 leaves 待筛选.
    await talentRowOf(page, '韩梅梅').getByRole('button', { name: '淘汰' }).click();
    await confirmDialog(page);
    await expect.poll(() => page.textContent('.ant-modal:visible')).toContain('请输入淘汰原因');
    await page.locator('.ant-modal:visible textarea').fill('专业方向与岗位不符');
    await confirmTalentAction(page);
    await expect.poll(() => talentRowOf(page, '韩梅梅').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid=status-tab-04_05]').textContent()).toContain('1');

    // 王芳's resume, rendered from the design version she filled.
    await talentRowOf(page, '王芳').getByRole('button', { name: '查看' }).click();
    const details = page.locator('[data-testid=resume-details-page]');
    await details.waitFor();
    await expect.poll(() => details.textContent()).toContain('浙江大学');
    expect(await details.textContent()).toContain('王芳');

    expect(problems).toEqual([]);
    await context.close();
  });
});
