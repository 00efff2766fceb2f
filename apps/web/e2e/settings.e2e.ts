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
  openedDialog,
  publishJob,
  residentId,
  startE2E,
  watchPageProblems,
  type E2E,
} from './harness';

// Issue 17 as an administrator uses the settings pages: a role with read-only talent access and
// the data scope 本组织及下级组织, a user of 技术中心 with it; that user signs in and sees the
// applications of 技术中心's job only, never those of 人力资源部. Then a label and a member
// dictionary with a value, each seen in its list.

let e2e: E2E;
let adminToken: string;

const TECH_STUDENT = { name: '技术候选人', mobile: '13900139101', id: residentId('11010520020506101') };
const HR_STUDENT = { name: '人事候选人', mobile: '13900139102', id: residentId('11010520020506102') };

async function apply(
  design: CareersResumeDesign,
  jobId: string,
  student: { name: string; mobile: string; id: string },
): Promise<void> {
  const answers: ResumeAnswers = {
    sub01: [
      {
        CBA1: student.name,
        CBA2: '女',
        CBA3: '2002-05-06',
        CBA4: { certType: 6, number: student.id },
        CBA5: student.mobile,
        CBA6: `${student.mobile}@example.com`,
      },
    ],
    sub10: [{ CCA1: '硕士', CCA2: '浙江大学', CCA4: '计算机科学与技术', CCA3: '2021-09', CCA5: '2024-06' }],
  };
  // Mapped as the careers form does before sending; the request carries the answers only and
  // the server derives the person from them (issue 13 §2).
  const mapped = applyFieldsFromAnswers(design, answers);
  if (!mapped.ok) throw new Error(mapped.errors.join('; '));
  const applied = await apiApply(e2e, 'demo', jobId, student.mobile, { answers, attachments: [] });
  expect(applied.code, applied.msg).toBe(200);
}

/** Picks an option of the antd Select / TreeSelect labelled `label` inside `scope`. */
async function pick(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await scope.getByLabel(label).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper', {
      hasText: new RegExp(`^${option}$`),
    })
    .first()
    .click();
}

const talentRow = (page: Page, name: string) =>
  page.locator('[data-testid=talent-manage-page] tr', { hasText: name });

beforeAll(async () => {
  e2e = await startE2E();
  adminToken = await apiLogin(e2e, 'demo', 'admin');
  const opsToken = await apiOpsLogin(e2e);
  const options = await apiCall<{ organizations: { id: string; name: string }[] }>(
    e2e,
    'GET',
    '/api/biz/jobs/options',
    adminToken,
  );
  const orgId = (name: string) => {
    const org = options.data.organizations.find((o) => o.name === name);
    if (!org) throw new Error(`organisation ${name} missing`);
    return org.id;
  };
  const techJob = await publishJob(e2e, adminToken, opsToken, '后端开发（校招）', orgId('技术中心'));
  const hrJob = await publishJob(e2e, adminToken, opsToken, '招聘专员（校招）', orgId('人力资源部'));
  const design = await apiCall<CareersResumeDesign>(e2e, 'GET', '/api/web/careers/demo/resume-design');
  expect(design.code, design.msg).toBe(200);
  await apply(design.data, techJob, TECH_STUDENT);
  await apply(design.data, hrJob, HR_STUDENT);
});

afterAll(async () => {
  await e2e?.close();
});

describe('system settings end to end (issue 17)', () => {
  it('PERM-017 an administrator creates a scoped role and a user; the user sees only their organisation; a label and a dictionary value', async () => {
    const { page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    await browserLogin(e2e, page, 'demo', 'admin');

    // 用户角色 → 角色: read-only talent access, data scope 本组织及下级组织.
    await page.goto(`${e2e.baseUrl}/new/systemManagement/company/members`);
    const members = page.locator('[data-testid=members-page]');
    await members.getByRole('tab', { name: '角色' }).click();
    await members.getByRole('button', { name: '新增角色' }).click();
    const roleDialog = await openedDialog(page);
    await roleDialog.getByPlaceholder('如：校招HR').fill('技术中心招聘');
    await roleDialog.getByText('本组织及下级组织的投递').click();
    await roleDialog.getByRole('radiogroup', { name: '人才管理权限级别' }).getByText('只读').click();
    await roleDialog.getByRole('radiogroup', { name: '工作台权限级别' }).getByText('只读').click();
    await confirmDialog(page);
    await roleDialog.waitFor({ state: 'hidden' });
    await members.locator('tr', { hasText: '技术中心招聘' }).waitFor();

    // 用户: a user of 技术中心 with that role.
    await members.getByRole('tab', { name: '用户' }).click();
    await members.getByRole('button', { name: '新增用户' }).click();
    const userDialog = await openedDialog(page);
    await userDialog.getByLabel('用户名').fill('tech.hr');
    await userDialog.getByLabel('姓名').fill('技术招聘');
    await pick(page, userDialog, '角色', '技术中心招聘');
    await pick(page, userDialog, '所属组织', '技术中心');
    await userDialog.getByLabel('初始密码').fill('Demo@123456');
    await confirmDialog(page);
    await userDialog.waitFor({ state: 'hidden' });
    await members.locator('tr', { hasText: 'tech.hr' }).waitFor();

    // 标签管理: a label, seen in the list.
    await page.goto(`${e2e.baseUrl}/new/systemManagement/labelManagement`);
    const labels = page.locator('[data-testid=label-page]');
    await labels.getByRole('button', { name: '新增标签' }).click();
    const labelDialog = await openedDialog(page);
    await labelDialog.getByLabel('标签名称').fill('重点跟进');
    await confirmDialog(page);
    await labelDialog.waitFor({ state: 'hidden' });
    await labels.locator('[data-testid="label-重点跟进"]').waitFor();

    // 字典管理 → 会员字典: a dictionary with one value, seen through 查看.
    await page.goto(`${e2e.baseUrl}/new/systemManagement/dictionaryManagement`);
    await page.getByRole('tab', { name: '会员字典' }).click();
    await page.getByRole('button', { name: '新建字典' }).click();
    const dictDialog = await openedDialog(page);
    await dictDialog.getByLabel('字典名称').fill('实习校区');
    await dictDialog.getByRole('button', { name: '添加可选项' }).click();
    await dictDialog.getByLabel('第1级可选项').fill('紫金港校区');
    await confirmDialog(page);
    await dictDialog.waitFor({ state: 'hidden' });
    const dictRow = page.locator('[data-testid="dict-实习校区"]');
    await dictRow.waitFor();
    await dictRow.getByRole('button', { name: '查看' }).click();
    await expect
      .poll(() => page.locator('[data-testid=dictionary-tree]').textContent())
      .toContain('紫金港校区');

    // The new user signs in and sees 技术中心's application only.
    const { page: userPage } = await e2e.newPage();
    const userProblems = watchPageProblems(userPage);
    await browserLogin(e2e, userPage, 'demo', 'tech.hr');
    await userPage.goto(`${e2e.baseUrl}/resume?tab=first&inboxstatus=00`);
    await talentRow(userPage, TECH_STUDENT.name).waitFor();
    expect(await talentRow(userPage, HR_STUDENT.name).count()).toBe(0);
    // The administrator (全部投递) sees both.
    await page.goto(`${e2e.baseUrl}/resume?tab=first&inboxstatus=00`);
    await talentRow(page, TECH_STUDENT.name).waitFor();
    await talentRow(page, HR_STUDENT.name).waitFor();
    // Read-only: the user has no 通过 on the row.
    await expect
      .poll(() => talentRow(userPage, TECH_STUDENT.name).getByRole('button', { name: '通过' }).count())
      .toBe(0);

    expect(problems).toEqual([]);
    expect(userProblems).toEqual([]);
  });
});
