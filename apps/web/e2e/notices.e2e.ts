import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import { startMailSink, type MailSink } from '../../server/src/features/notice/test-support';
import {
  apiCall,
  applyAs,
  browserLogin,
  residentId,
  smsCode,
  jobWithApplications,
  startE2E,
  studentApplication,
  talentRowOf,
  watchPageProblems,
  type E2E,
  type Student,
} from './harness';

// Issue 14 (通知管理) as a recruiter and a student use it: the recruiter writes an email template
// with a placeholder, sends it from 人才管理 to three applications, sees the per-recipient result
// and one record per candidate; a student reads it under 我的通知 on the careers site and
// replies; the unread badge on 通知管理 rises by one and falls back once the reply is read.
// Mail goes to a local SMTP server (without SMTP_URL records are kept as 发送失败 with the reason
// 未配置 SMTP_URL, and the careers site shows only notices really sent).

let e2e: E2E;
let sink: MailSink;
let adminToken: string;
let jobId: string;
/** 林可欣's browser on the careers site, signed in with her SMS code before she applied. */
let student: { context: BrowserContext; page: Page };
let studentProblems: string[];

const TEMPLATE = '笔试邀请-端到端';
const SUBJECT = '笔试邀请：数据分析师（校招）';
const MAJOR = '统计学';
const STUDENTS: Student[] = [
  { name: '林可欣', mobile: '13900139201', email: 'kexin@example.com', id: residentId('11010520020506201') },
  { name: '陈一鸣', mobile: '13900139202', email: 'yiming@example.com', id: residentId('11010520020506202') },
  { name: '黄诗琪', mobile: '13900139203', email: 'shiqi@example.com', id: residentId('11010520020506203') },
];
const REPLY = '收到，我会按时参加笔试。';

/** Applies with the session the careers site's sign-in gave the browser (a new code could not be
 * sent to her mobile again within a minute). */
async function applySignedIn(design: CareersResumeDesign, student: Student, session: BrowserContext) {
  const cookie = (await session.cookies()).find((c) => c.name.startsWith('ehire_cand_'));
  if (!cookie) throw new Error(`${student.name} is not signed in on the careers site`);
  const applied = await e2e.app.inject({
    method: 'POST',
    url: `/api/web/careers/demo/jobs/${jobId}/apply`,
    cookies: { [cookie.name]: cookie.value },
    payload: studentApplication(design, student, MAJOR),
  });
  expect(applied.json<{ code: number }>().code, applied.body).toBe(200);
}

/** Signs the student in on 我的投递 of the careers site with the code sent to her mobile. */
async function careersSignIn(page: Page, mobile: string): Promise<void> {
  await page.goto(`${e2e.baseUrl}/careers/demo/my`);
  const signIn = page.locator('[data-testid=candidate-sign-in]');
  await signIn.getByLabel('接收验证码的手机号').fill(mobile);
  await signIn.getByRole('button', { name: '获取验证码' }).click();
  await page.locator('[data-testid=sign-in-notice]').waitFor();
  await signIn.getByLabel('验证码', { exact: true }).fill(smsCode(e2e, mobile));
  await signIn.getByRole('button', { name: /验\s*证/ }).click();
  await page.locator('[data-testid=candidate-bar]').waitFor();
}

/** The unread count the server answers the console (what the badge is fed with). */
async function unreadCount(): Promise<number> {
  const answer = await apiCall<number>(e2e, 'POST', '/api/biz/notice/unread-count', adminToken, {});
  expect(answer.code, answer.msg).toBe(200);
  return Number(answer.data);
}

/** The number on 通知管理's badge in the side menu ('' when there is none). */
async function badgeOnMenu(page: Page): Promise<string> {
  const badge = page.locator('[data-testid=side-menu] [data-menu-index="04"] [data-testid=unread-badge]');
  return (await badge.count()) === 0 ? '' : ((await badge.textContent()) ?? '').trim();
}

const badgeText = (count: number) => (count < 1 ? '' : count > 99 ? '99+' : String(count));

beforeAll(async () => {
  sink = await startMailSink();
  e2e = await startE2E({ smtpUrl: sink.url });
  let design: CareersResumeDesign;
  ({ adminToken, jobId, design } = await jobWithApplications(e2e, '数据分析师（校招）', [], MAJOR));
  student = await e2e.newPage({ width: 1280, height: 900 });
  studentProblems = watchPageProblems(student.page);
  await careersSignIn(student.page, STUDENTS[0]!.mobile);
  await applySignedIn(design, STUDENTS[0]!, student.context);
  for (const other of STUDENTS.slice(1)) await applyAs(e2e, design, jobId, other, MAJOR);
});

afterAll(async () => {
  await e2e?.close();
  await sink?.close();
});

describe('notices end to end (issue 14)', () => {
  it('issue 14 SHELL-024 CALL-028: creates an email template with a placeholder, bulk-sends it from the talent list, sees the result and the records, a candidate replies on the careers site and the unread badge rises and falls', async () => {
    const { context, page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    await browserLogin(e2e, page, 'demo', 'admin');

    // 通知管理 → 邮件模板 → 新增模板: name, purpose, subject, a body with 候选人姓名 from the picker.
    await page.goto(`${e2e.baseUrl}/notice?tab=emailTemplates`);
    await page.getByRole('button', { name: '新增模板' }).click();
    await page.waitForURL((url) => url.pathname === '/addEmTpl');
    await page.getByLabel('模板名称').fill(TEMPLATE);
    await page.getByLabel('模板用途').click();
    await page.locator('.ant-select-item-option', { hasText: /^笔试邀请$/ }).click();
    await page.getByLabel('邮件主题').fill(SUBJECT);
    const editor = page.locator('[data-testid=email-editor] .ProseMirror');
    await editor.click();
    await editor.pressSequentially('您好，');
    await page.getByRole('button', { name: '候选人姓名' }).click();
    await expect.poll(() => editor.textContent()).toBe('您好，{{候选人姓名}}');
    await editor.press('End');
    await editor.pressSequentially('：请于本周六参加线上笔试。');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL((url) => url.pathname === '/notice');
    const templateRow = page.locator('.ant-table-row', { hasText: TEMPLATE });
    await templateRow.waitFor();
    expect(await templateRow.textContent()).toContain(SUBJECT);
    expect(await templateRow.textContent()).toContain('启用');

    // 人才管理: select the three applications, 发送通知 with the template.
    await page.goto(`${e2e.baseUrl}/resume?tab=first`);
    const rowOf = (name: string) => talentRowOf(page, name);
    for (const student of STUDENTS) {
      await rowOf(student.name).waitFor();
      await rowOf(student.name).locator('input[type=checkbox]').check();
    }
    await page.locator('[data-testid=talent-batch-bar]').getByRole('button', { name: '发送通知' }).click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('[data-testid=send-notice-form]').waitFor();
    expect(await dialog.locator('.ant-modal-title').textContent()).toBe('发送通知（已选3人）');
    await dialog.getByLabel('通知模板').click();
    await page.locator('.ant-select-item-option', { hasText: `${TEMPLATE}（笔试邀请）` }).click();
    await dialog.getByRole('button', { name: /发\s*送/ }).click();
    const summary = dialog.locator('[data-testid=notice-send-summary]');
    await expect
      .poll(() => summary.textContent(), { timeout: 30_000 })
      .toBe('发送完成：共3人，已发送3人，失败0人');
    for (const student of STUDENTS) {
      const result = dialog.locator('[data-testid=notice-send-result] tr', { hasText: student.name });
      expect(await result.textContent()).toBe(`${student.name}${student.email}已发送`);
    }
    // The mails reached the SMTP server, one per candidate.
    expect(sink.mails.map((m) => m.to[0]).sort()).toEqual(STUDENTS.map((s) => s.email).sort());

    // 邮件发送记录: one row per candidate, sent, with the template and the subject.
    await page.goto(`${e2e.baseUrl}/emailrecord`);
    for (const student of STUDENTS) {
      const record = page.locator('.ant-table-row', { hasText: student.email });
      await record.waitFor();
      const text = await record.textContent();
      expect(text).toContain(student.name);
      expect(text).toContain(TEMPLATE);
      expect(text).toContain(SUBJECT);
      expect(text).toContain('已发送');
    }
    expect(await page.locator('.ant-table-row', { hasText: TEMPLATE }).count()).toBe(STUDENTS.length);

    // The demo tenant may already have unread replies: the badge before the reply.
    const before = await unreadCount();
    await expect.poll(() => badgeOnMenu(page)).toBe(badgeText(before));

    // 林可欣 (signed in on the careers site with her SMS code) reads the notice under 我的通知 and replies.
    const me = STUDENTS[0]!;
    await student.page.goto(`${e2e.baseUrl}/careers/demo/my`);
    await student.page.locator('[data-testid=my-application]', { hasText: '数据分析师（校招）' }).waitFor();
    const notice = student.page.locator('[data-testid=my-notice]', { hasText: SUBJECT });
    await notice.waitFor();
    expect(await student.page.locator('[data-testid=my-notice]').count()).toBe(1);
    expect(await notice.textContent()).toContain(`您好，${me.name}：请于本周六参加线上笔试。`);
    await notice.getByLabel('回复内容').fill(REPLY);
    await notice.getByRole('button', { name: /回\s*复/ }).click();
    await expect
      .poll(() => notice.locator('[data-testid=my-notice-reply]').textContent())
      .toContain(`：${REPLY}`);
    expect(studentProblems).toEqual([]);
    await student.context.close();

    // Back in the console: the badge shows one more; 候选人回复 lists the reply.
    await page.goto(`${e2e.baseUrl}/notice?tab=replies`);
    await expect.poll(() => badgeOnMenu(page), { timeout: 30_000 }).toBe(badgeText(before + 1));
    const reply = page.locator('.ant-table-row', { hasText: REPLY });
    await reply.waitFor();
    const replyText = await reply.textContent();
    expect(replyText).toContain(me.name);
    expect(replyText).toContain(SUBJECT);
    expect(replyText).toContain('官网');
    await reply.getByText('标为已读').click();
    await expect.poll(() => reply.locator('td').last().textContent()).toBe('已读');
    await expect.poll(() => badgeOnMenu(page), { timeout: 30_000 }).toBe(badgeText(before));
    expect(await unreadCount()).toBe(before);

    expect(problems).toEqual([]);
    await context.close();
  });
});
