import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyFieldsFromAnswers } from '@ehire/domain/apply/from-answers';
import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import {
  apiApply,
  apiCall,
  apiLogin,
  apiOpsLogin,
  browserLogin,
  confirmDialog,
  confirmTalentAction,
  publishJob,
  residentId,
  startE2E,
  watchPageProblems,
  type E2E,
} from './harness';

// Issue 6 as students and a recruiter use it: three students apply to a published job through the
// careers site's public apply call (answers of the tenant's online design); the recruiter finds
// them in 人才管理 under 待筛选, passes one to the next step, eliminates one with a reason, opens the
// third one's resume; the counts and the workbench follow.

let e2e: E2E;
let adminToken: string;
let jobId: string;

const STUDENTS = [
  { name: '李雷', mobile: '13900139001', email: 'lilei@example.com', id: residentId('11010520020506001') },
  {
    name: '韩梅梅',
    mobile: '13900139002',
    email: 'hanmeimei@example.com',
    id: residentId('11010520020506002'),
  },
  { name: '王芳', mobile: '13900139003', email: 'wangfang@example.com', id: residentId('11010520020506003') },
];

async function apply(design: CareersResumeDesign, student: (typeof STUDENTS)[number]): Promise<void> {
  const answers: ResumeAnswers = {
    sub01: [
      {
        CBA1: student.name,
        CBA2: '女',
        CBA3: '2002-05-06',
        CBA4: { certType: 6, number: student.id },
        CBA5: student.mobile,
        CBA6: student.email,
      },
    ],
    sub10: [{ CCA1: '硕士', CCA2: '浙江大学', CCA4: '计算机科学与技术', CCA3: '2021-09', CCA5: '2024-06' }],
  };
  const mapped = applyFieldsFromAnswers(design, answers);
  if (!mapped.ok) throw new Error(mapped.errors.join('; '));
  const applied = await apiApply(e2e, 'demo', jobId, { ...mapped.fields, answers, attachments: [] });
  expect(applied.code, applied.msg).toBe(200);
}

/** The row of a candidate in the talent list. */
const rowOf = (page: Page, name: string) =>
  page.locator('[data-testid=talent-manage-page] tr', { hasText: name });

beforeAll(async () => {
  e2e = await startE2E();
  adminToken = await apiLogin(e2e, 'demo', 'admin');
  const opsToken = await apiOpsLogin(e2e);
  jobId = await publishJob(e2e, adminToken, opsToken, '算法工程师（校招）');
  const design = await apiCall<CareersResumeDesign>(e2e, 'GET', '/api/web/careers/demo/resume-design');
  expect(design.code, design.msg).toBe(200);
  for (const student of STUDENTS) await apply(design.data, student);
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
    for (const student of STUDENTS) await rowOf(page, student.name).waitFor();
    await expect.poll(() => page.locator('[data-testid=status-tab-00]').textContent()).toContain('3');

    // 通过: 李雷 goes on to the next step (笔试), still waiting for screening there.
    await rowOf(page, '李雷').getByRole('button', { name: '通过' }).click();
    await confirmTalentAction(page);
    await expect.poll(() => rowOf(page, '李雷').textContent()).toContain('笔试');

    // 淘汰 needs a reason; 韩梅梅 leaves 待筛选.
    await rowOf(page, '韩梅梅').getByRole('button', { name: '淘汰' }).click();
    await confirmDialog(page);
    await expect.poll(() => page.textContent('.ant-modal:visible')).toContain('请输入淘汰原因');
    await page.locator('.ant-modal:visible textarea').fill('专业方向与岗位不符');
    await confirmTalentAction(page);
    await expect.poll(() => rowOf(page, '韩梅梅').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid=status-tab-04_05]').textContent()).toContain('1');

    // 王芳's resume, rendered from the design version she filled.
    await rowOf(page, '王芳').getByRole('button', { name: '查看' }).click();
    const details = page.locator('[data-testid=resume-details-page]');
    await details.waitFor();
    await expect.poll(() => details.textContent()).toContain('浙江大学');
    expect(await details.textContent()).toContain('王芳');

    expect(problems).toEqual([]);
    await context.close();
  });
});
