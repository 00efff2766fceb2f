import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { applyFieldsFromAnswers } from '@ehire/domain/apply/from-answers';
import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import { DICTIONARY_TYPE, INPUT_TYPE } from '@ehire/domain/codes/resume-design';
import type { DraftAnswer, EditAnswer, SaveDesignAnswer } from '@ehire/domain/contracts/resume-design';
import { newField, type DesignModule, type ShowRule } from '@ehire/domain/resume-design/model';
import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import {
  apiApply,
  apiCall,
  apiDesignerCall,
  apiOpsLogin,
  apiSignedLogin,
  browserLogin,
  confirmDialog,
  confirmTalentAction,
  publishJob,
  residentId,
  smsCode,
  startE2E,
  watchPageProblems,
  type E2E,
  type SignedSession,
} from './harness';

// Issue 6 §5 end to end, as a student and a recruiter use it. The tenant's online resume design
// gets a display rule (是否有海外学习经历 = 是 shows the required 海外院校) through the designer
// and the provider's approval. A student applies in the browser through the careers site: the
// dependent field appears when 是 is chosen, a photo whose bytes are not an image is refused by
// the server, a real PNG goes through. Two more students apply through the public apply call.
// The recruiter finds the student with a filter on 姓名, opens the resume (the dependent answer
// and the attachment are there, the PNG previews), passes it to 面试, eliminates another with a
// reason and labels the third one together with the student in bulk; the counts follow.

let e2e: E2E;
let jobId: string;
const JOB_NAME = '数据工程师（校招）';

const STUDENT = {
  name: '林晓雨',
  mobile: '13900139101',
  email: 'linxiaoyu@example.com',
  id: residentId('11010520020506101'),
  overseasSchool: '新加坡国立大学',
};
const OTHERS = [
  {
    name: '周子航',
    mobile: '13900139102',
    email: 'zhouzihang@example.com',
    id: residentId('11010520020506102'),
  },
  {
    name: '吴思远',
    mobile: '13900139103',
    email: 'wusiyuan@example.com',
    id: residentId('11010520020506103'),
  },
];

/** The smallest real PNG (1 × 1, one opaque pixel). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const OVERSEAS = 'field_overseas';
const OVERSEAS_SCHOOL = 'field_abroadsc';

/**
 * The designer's change, saved and submitted as the designer does it, then approved in /ops:
 * two custom fields in 基本信息 and a field rule showing 海外院校 only for 是.
 */
async function publishDesignWithDisplayRule(admin: SignedSession, opsToken: string): Promise<void> {
  const base = '/api/biz/resume-design';
  const edit = await apiDesignerCall<EditAnswer>(e2e, 'POST', `${base}/edit`, admin);
  expect(edit.code, edit.msg).toBe(200);
  const draft = await apiDesignerCall<DraftAnswer>(e2e, 'GET', `${base}/draft`, admin, {
    taskId: edit.data.taskId,
  });
  expect(draft.code, draft.msg).toBe(200);
  const basic = draft.data.emodules.find((m) => m.modId === 'sub01') as DesignModule;
  const next = Math.max(...basic.ecolumns.map((f) => f.listIndex)) + 1;
  const overseas = {
    ...newField({
      colId: OVERSEAS,
      modId: 'sub01',
      inputType: INPUT_TYPE.dropdown,
      cname: '是否有海外学习经历',
    }),
    ename: 'Studied abroad',
    listIndex: next,
    dictType: DICTIONARY_TYPE.custom,
    dictData: [
      { name: '是', value: '1' },
      { name: '否', value: '0' },
    ],
  };
  const school = {
    ...newField({ colId: OVERSEAS_SCHOOL, modId: 'sub01', inputType: INPUT_TYPE.text, cname: '海外院校' }),
    ename: 'Overseas school',
    listIndex: next + 1,
    isMustUsed: 1 as const,
  };
  const rule: ShowRule = {
    id: 'rule_overseas_school',
    conditions_operation: '0',
    conditions: [
      {
        field: ['sub01', OVERSEAS],
        target: [2, ['1']],
        computationRule: '1',
        inputType: INPUT_TYPE.dropdown,
        dictType: DICTIONARY_TYPE.custom,
      },
    ],
    target: [OVERSEAS_SCHOOL],
    resumesubEcolumnsShowType: '1',
  };
  const submitted = await apiDesignerCall<SaveDesignAnswer>(e2e, 'POST', `${base}/submit`, admin, {
    taskId: edit.data.taskId,
    revision: draft.data.revision,
    emodules: [{ ...basic, ecolumns: [...basic.ecolumns, overseas, school], ecolumnsShowSets: [rule] }],
    logInfo: [],
  });
  expect(submitted.data, submitted.msg).toMatchObject({ isSuccess: true });
  const approved = await apiCall(
    e2e,
    'POST',
    `/api/ops/resume-designs/${edit.data.taskId}/approve`,
    opsToken,
  );
  expect(approved.code, approved.msg).toBe(200);
}

async function applyThroughApi(design: CareersResumeDesign, student: (typeof OTHERS)[number]): Promise<void> {
  const answers: ResumeAnswers = {
    sub01: [
      {
        CBA1: student.name,
        CBA2: '男',
        CBA3: '2001-03-14',
        CBA4: { certType: 6, number: student.id },
        CBA5: student.mobile,
        CBA6: student.email,
        [OVERSEAS]: '0',
      },
    ],
    sub10: [{ CCA1: '本科', CCA2: '复旦大学', CCA4: '软件工程', CCA3: '2020-09', CCA5: '2024-06' }],
  };
  // Mapped as the careers form does before sending; the request carries the answers only and
  // the server derives the person from them (issue 13 §2).
  const mapped = applyFieldsFromAnswers(design, answers);
  if (!mapped.ok) throw new Error(mapped.errors.join('; '));
  const applied = await apiApply(e2e, 'demo', jobId, student.mobile, { answers, attachments: [] });
  expect(applied.code, applied.msg).toBe(200);
}

/** The antd select (a cascader is one too) whose input a combobox locator finds. */
const selectOf = (combobox: Locator) =>
  combobox.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Picks an option of an antd Select (or a first-level item of a Cascader) by its label: opens the
 * dropdown, waits until that option is shown and clicks it, then waits until the select shows
 * the value; a pick lost to a dropdown still opening or closing (a loaded machine) is tried again.
 */
async function choose(page: Page, combobox: Locator, label: string): Promise<void> {
  const select = selectOf(combobox);
  const shown = select.locator(':is(.ant-select-content-has-value, .ant-select-selection-item)', {
    hasText: exactly(label),
  });
  for (let attempt = 0; attempt < 3 && (await shown.count()) === 0; attempt += 1) {
    await select.click();
    const option = page
      .locator(
        ':is(.ant-select-dropdown, .ant-cascader-dropdown):visible :is(.ant-select-item-option, .ant-cascader-menu-item)',
      )
      .filter({ has: page.getByText(label, { exact: true }) })
      .first();
    await option.click({ timeout: 5000 }).catch(() => undefined);
    await shown
      .first()
      .waitFor({ timeout: 3000 })
      .catch(() => undefined);
  }
  await shown.first().waitFor();
}

/** The careers form's plain controls: a select picks by its label, a field is its item. */
const pickIn = (select: Locator, label: string) => select.selectOption({ label });
const fieldItem = (page: Page, input: Locator) =>
  page.locator('[data-testid=resume-field]').filter({ has: input });

/** The row of a candidate in the talent list. */
const rowOf = (page: Page, name: string) =>
  page.locator('[data-testid=talent-manage-page] tr.ant-table-row', { hasText: name });

const stepTab = (page: Page, name: string) =>
  page.locator('[data-testid=step-bar] [data-testid^=step-tab-]', { hasText: name });

beforeAll(async () => {
  e2e = await startE2E();
  const admin = await apiSignedLogin(e2e, 'demo', 'admin');
  const opsToken = await apiOpsLogin(e2e);
  await publishDesignWithDisplayRule(admin, opsToken);
  jobId = await publishJob(e2e, admin.token, opsToken, JOB_NAME);
  const design = await apiCall<CareersResumeDesign>(e2e, 'GET', '/api/web/careers/demo/resume-design');
  expect(design.code, design.msg).toBe(200);
  for (const student of OTHERS) await applyThroughApi(design.data, student);
});

afterAll(async () => {
  await e2e?.close();
});

describe('applying and the talent pipeline end to end', () => {
  it('COND-061 COND-064 DESVAL-061 a student signs in with an SMS code and applies through the careers site: the display-rule field appears for 是 and is then required, a fake photo is refused by content, a real one is accepted; 我的投递 shows it until she signs out (issue 11)', async () => {
    const student = await e2e.newPage({ width: 1280, height: 900 });
    const page = student.page;
    const problems = watchPageProblems(page);
    await page.goto(`${e2e.baseUrl}/careers/demo/jobs/${jobId}`);
    await page
      .locator('[data-testid=careers-job-detail]')
      .getByRole('button', { name: /投\s*递/ })
      .click();
    await page.waitForURL((url) => url.pathname === `/careers/demo/jobs/${jobId}/apply`);

    // Applying needs her verified mobile: a code goes to it, she types it in.
    const signIn = page.locator('[data-testid=candidate-sign-in]');
    await signIn.getByLabel('接收验证码的手机号').fill(STUDENT.mobile);
    await signIn.getByRole('button', { name: '获取验证码' }).click();
    await page.locator('[data-testid=sign-in-notice]').waitFor();
    await signIn.getByLabel('验证码', { exact: true }).fill(smsCode(e2e, STUDENT.mobile));
    await signIn.getByRole('button', { name: /验\s*证/ }).click();
    await page.locator('[data-testid=resume-form]').waitFor();
    expect(await page.locator('[data-testid=candidate-bar]').textContent()).toContain(STUDENT.mobile);

    const input = (modId: string, colId: string) => page.locator(`#rf-${modId}-0-${colId}`);
    await input('sub01', 'CBA1').fill(STUDENT.name);
    await pickIn(input('sub01', 'CBA2'), '女');
    await input('sub01', 'CBA3').fill('2002-05-06');
    await pickIn(page.getByLabel('证件号码证件类型'), '居民身份证');
    await input('sub01', 'CBA4').fill(STUDENT.id);
    // Her verified mobile is already in the form.
    expect(await input('sub01', 'CBA5').inputValue()).toBe(STUDENT.mobile);
    await input('sub01', 'CBA6').fill(STUDENT.email);
    // 教育经历 starts without a section: the student adds one.
    await page.getByRole('button', { name: '添加教育经历' }).click();
    await pickIn(input('sub10', 'CCA1'), '硕士');
    await input('sub10', 'CCA2').fill('浙江大学');
    await input('sub10', 'CCA2').press('Escape');
    await input('sub10', 'CCA4').fill('计算机科学与技术');
    await input('sub10', 'CCA3').fill('2021-09');
    await input('sub10', 'CCA5').fill('2024-06');

    // The display rule: 海外院校 shows only once 是 is chosen, and is then required.
    const school = input('sub01', OVERSEAS_SCHOOL);
    expect(await school.count()).toBe(0);
    await pickIn(input('sub01', OVERSEAS), '否');
    expect(await school.count()).toBe(0);
    await pickIn(input('sub01', OVERSEAS), '是');
    await school.waitFor();
    await page.getByRole('button', { name: '提交投递' }).click();
    const schoolItem = fieldItem(page, school);
    await expect.poll(() => schoolItem.textContent()).toContain('请输入海外院校');
    await school.fill(STUDENT.overseasSchool);
    await expect.poll(() => schoolItem.textContent()).not.toContain('请输入海外院校');

    // A "photo" whose bytes are not an image passes the browser's name check; the server reads
    // the content when the file is uploaded (issue 12) and refuses it, naming the file.
    const photoInput = fieldItem(page, input('sub01', 'CBA8')).locator('input[type=file]');
    const refused = page.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith('/uploads') && r.request().method() === 'POST',
    );
    await photoInput.setInputFiles({
      name: '伪造照片.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    expect((await refused).status()).toBe(400);
    const photoItem = fieldItem(page, input('sub01', 'CBA8'));
    await expect.poll(() => photoItem.textContent()).toContain('文件「伪造照片.png」的内容与扩展名不符');

    // The real photo goes through.
    await photoInput.setInputFiles({ name: '证件照.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect
      .poll(() => page.locator('[data-testid=rf-sub01-0-CBA8-file]').textContent())
      .toBe('证件照.png');
    const accepted = page.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith('/apply') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '提交投递' }).click();
    expect((await accepted).status()).toBe(200);
    await expect.poll(() => page.textContent('body')).toContain('投递成功');

    // 我的投递 lists it while she is signed in; after 退出 it is gone, also after a reload.
    await page.getByRole('button', { name: '查看我的投递' }).click();
    await page.waitForURL((url) => url.pathname === '/careers/demo/my');
    await expect
      .poll(() => page.locator('[data-testid=my-application]').first().textContent())
      .toContain(JOB_NAME);
    await page
      .locator('[data-testid=candidate-bar]')
      .getByRole('button', { name: /退\s*出/ })
      .click();
    await signIn.waitFor();
    expect(await page.locator('[data-testid=my-application]').count()).toBe(0);
    await page.reload();
    await signIn.waitFor();
    expect(await page.locator('[data-testid=my-application]').count()).toBe(0);
    expect(problems).toEqual([]);
    await student.context.close();
  });

  // Runs on what the student just submitted (tests of a file run in order).
  it('ROUTE-037 COND-035 WB-036 the recruiter finds her with a filter, opens her resume, passes her to 面试, eliminates another with a reason, labels in bulk; the counts follow', async () => {
    const recruiter = await e2e.newPage();
    const desk = recruiter.page;
    const deskProblems = watchPageProblems(desk);
    await browserLogin(e2e, desk, 'demo', 'admin');
    await desk.goto(`${e2e.baseUrl}/new/talent/talentManage?tab=first`);
    for (const name of [STUDENT.name, ...OTHERS.map((o) => o.name)]) await rowOf(desk, name).waitFor();
    await expect.poll(() => desk.locator('[data-testid=step-tab-all]').textContent()).toBe('全部(3)');
    await expect.poll(() => stepTab(desk, '初筛').textContent()).toContain('(3)');
    await expect.poll(() => stepTab(desk, '面试').textContent()).toContain('(0)');

    // 筛选: 姓名 包含任一 林晓 — only the student is left, and the counts say so.
    await desk.getByRole('button', { name: '筛选' }).click();
    const filter = desk.locator('[data-testid=filter-panel]');
    await choose(desk, filter.getByLabel('字段'), '姓名');
    await choose(desk, filter.getByLabel('逻辑词'), '包含任一');
    const value = filter.locator('[data-testid=multi-value-input] input');
    await value.fill('林晓');
    await value.press('Enter');
    await filter.locator('[data-testid=multi-value-input] .ant-tag', { hasText: '林晓' }).waitFor();
    await value.press('Tab');
    await filter.getByRole('button', { name: /确\s*定/ }).click();
    await desk.locator('.ant-popover:visible').getByRole('button', { name: '不应用' }).click();
    await expect.poll(() => rowOf(desk, OTHERS[0]!.name).count()).toBe(0);
    await expect.poll(() => rowOf(desk, STUDENT.name).count()).toBe(1);
    await expect.poll(() => desk.locator('[data-testid=step-tab-all]').textContent()).toBe('全部(1)');
    expect(await desk.textContent('.ant-pagination')).toContain('共 1 条');

    // Her resume: the answer of the dependent field, and the photo, which previews as an image.
    await rowOf(desk, STUDENT.name).getByRole('button', { name: '查看' }).click();
    const details = desk.locator('[data-testid=resume-details-page]');
    await details.waitFor();
    const basicModule = details.locator('[data-testid=resume-module-sub01]');
    await expect.poll(() => basicModule.textContent()).toContain(`海外院校${STUDENT.overseasSchool}`);
    expect(await basicModule.textContent()).toContain('是否有海外学习经历是');
    await details.getByRole('tab', { name: '附件(1)' }).click();
    const attachments = details.locator('[data-testid=attachment-list]');
    await expect.poll(() => attachments.textContent()).toContain('证件照.png');
    await attachments.getByRole('button', { name: /预\s*览/ }).click();
    const preview = desk.locator('.ant-modal:visible img[alt="证件照.png"]');
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await desk.locator('.ant-modal:visible .ant-modal-close').click();

    // 通过 to 面试 (skipping 笔试).
    await details
      .locator('[data-testid=details-actions]')
      .getByRole('button', { name: /通\s*过/ })
      .click();
    await choose(desk, desk.locator('.ant-modal:visible').getByLabel('通过到'), '面试');
    await confirmTalentAction(desk);
    await expect.poll(() => details.locator('.ant-tag', { hasText: /^面试$/ }).count()).toBe(1);
    await expect.poll(() => details.locator('[data-testid=details-status]').textContent()).toBe('待筛选');

    // Back on the list (the filter was for that list only): 面试 counts her.
    await desk.getByRole('button', { name: '返回列表' }).click();
    await rowOf(desk, OTHERS[0]!.name).waitFor();
    await expect.poll(() => stepTab(desk, '初筛').textContent()).toContain('(2)');
    await expect.poll(() => stepTab(desk, '面试').textContent()).toContain('(1)');
    expect(await rowOf(desk, STUDENT.name).textContent()).toContain('面试');

    // 淘汰 周子航 with a reason.
    await rowOf(desk, OTHERS[0]!.name).getByRole('button', { name: '淘汰' }).click();
    await confirmDialog(desk);
    await expect.poll(() => desk.textContent('.ant-modal:visible')).toContain('请输入淘汰原因');
    await desk.locator('.ant-modal:visible textarea').fill('专业方向与岗位不符');
    await confirmTalentAction(desk);
    await expect.poll(() => desk.locator('[data-testid=status-tab-04_05]').textContent()).toBe('已淘汰(1)');
    await expect.poll(() => desk.locator('[data-testid=status-tab-00]').textContent()).toBe('待筛选(2)');
    await expect.poll(() => rowOf(desk, OTHERS[0]!.name).textContent()).toContain('已淘汰');

    // 添加标签 in bulk: 吴思远 and the student.
    await rowOf(desk, OTHERS[1]!.name).locator('.ant-checkbox-input').check();
    await rowOf(desk, STUDENT.name).locator('.ant-checkbox-input').check();
    const batch = desk.locator('[data-testid=talent-batch-bar]');
    await expect.poll(() => batch.textContent()).toContain('已选2项');
    await batch.getByRole('button', { name: /更多操作/ }).click();
    await desk.getByRole('menuitem', { name: '添加标签', exact: true }).click();
    const labels = desk.locator('.ant-modal:visible').getByLabel('标签');
    await labels.fill('重点关注');
    await labels.press('Enter');
    await desk.locator('.ant-modal:visible .ant-select-selection-item', { hasText: '重点关注' }).waitFor();
    // The tags dropdown stays open over the dialog's buttons: close it by clicking the title.
    await desk.locator('.ant-modal:visible .ant-modal-title').click();
    await expect.poll(() => desk.locator('.ant-select-dropdown:visible').count()).toBe(0);
    expect(await confirmTalentAction(desk)).toMatchObject({ succeeded: 2, failed: 0 });
    for (const name of [OTHERS[1]!.name, STUDENT.name]) {
      await expect.poll(() => rowOf(desk, name).locator('.ant-tag', { hasText: '重点关注' }).count()).toBe(1);
    }
    expect(await rowOf(desk, OTHERS[0]!.name).locator('.ant-tag', { hasText: '重点关注' }).count()).toBe(0);

    // The counts still agree with the steps: 3 in all, 2 in 初筛 (one eliminated), 1 in 面试.
    expect(await desk.locator('[data-testid=step-tab-all]').textContent()).toBe('全部(3)');
    expect(await stepTab(desk, '初筛').textContent()).toContain('(2)');
    expect(await stepTab(desk, '面试').textContent()).toContain('(1)');

    expect(deskProblems).toEqual([]);
    await recruiter.context.close();
  });
});
