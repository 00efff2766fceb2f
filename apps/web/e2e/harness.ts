import { expect } from 'vitest';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { applyFieldsFromAnswers } from '@ehire/domain/apply/from-answers';
import { applyRequestOf } from '@ehire/domain/apply/test-support/answers';
import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import type { ApplyRequest } from '@ehire/domain/contracts/talent';
import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import { createDatabase } from '../../server/src/db/database';
import { buildApp, type App } from '../../server/src/app';
import { configWithDefaults, type Config } from '../../server/src/config';
import { signDesignerRequest } from '@ehire/domain/signing/flow-sign';

// End-to-end harness: the real server (built web app, fresh SQLite database with the demo
// tenants) on a free port, and Debian's chromium driven by playwright-core. Verify codes are read
// through buildApp's test-only observer, never through HTTP.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// E2E_WEB_DIST lets a run use a build of its own (several builds side by side while developing).
const webDist = process.env.E2E_WEB_DIST || fileURLToPath(new URL('../dist', import.meta.url));

export interface E2E {
  app: App;
  baseUrl: string;
  /** The server's SQLite file (a spec may open it to seed data beside the server). */
  databaseFile: string;
  browser: Browser;
  captchaCodes: Map<string, string>;
  /** The newest SMS text sent to each mobile (candidate sign-in codes), by mobile. */
  smsTexts: Map<string, string>;
  newPage(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** `config`: settings a spec needs different from the defaults (e.g. a lower export threshold). */
export async function startE2E(config: Partial<Config> = {}): Promise<E2E> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does)');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ehire-e2e-'));
  const captchaCodes = new Map<string, string>();
  const smsTexts = new Map<string, string>();
  const app = await buildApp(
    configWithDefaults({
      dataDir,
      databaseUrl: path.join(dataDir, 'ehire.db'),
      logLevel: 'warn',
      webDistDir: webDist,
      port: 0,
      authRateLimitPerMinute: 1000,
      applyRateLimitPerMinute: 1000,
      passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      ...config,
    }),
    {
      onCaptchaIssued: (id, code) => captchaCodes.set(id, code),
      // What an SMS gateway would deliver to the student's phone.
      smsProvider: { send: async (sms) => void smsTexts.set(sms.mobile, sms.text) },
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    baseUrl,
    databaseFile: path.join(dataDir, 'ehire.db'),
    browser,
    captchaCodes,
    smsTexts,
    async newPage(viewport = { width: 1440, height: 900 }) {
      const context = await browser.newContext({ viewport, locale: 'zh-CN' });
      // The workbench's first-use guide (WB-047) is covered by its page test; here it would
      // only cover the menu the specs click.
      await context.addCookies([{ name: 'seenguide', value: '1', url: baseUrl }]);
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Collects Content-Security-Policy violations and uncaught page errors of a page. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Issue 20 §1: every CSP violation the page sees, reported or not in the console, fails the
  // run. The listener is installed before any page script (init scripts bypass the CSP).
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return problems;
}

/**
 * Records the page's API answers that were refused (HTTP status ≥ 400 or an envelope code other
 * than 200), so a wait that times out can say what the user was shown instead.
 */
export function watchRefusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    void response
      .json()
      .catch(() => undefined)
      .then((body: { code?: unknown; msg?: unknown } | undefined) => {
        const code = body?.code;
        if (response.status() >= 400 || (code !== undefined && code !== 200 && code !== '200'))
          refused.push(
            `${response.request().method()} ${url.pathname} → ${response.status()} ${String(code)} ${String(body?.msg ?? '')}`,
          );
      });
  });
  return refused;
}

/**
 * Waits for what the user should see next; if it never shows, fails with what the page showed
 * instead (toasts, open dialogs' titles) and the calls that were refused.
 */
export async function waitToSee(
  page: Page,
  locator: Locator,
  refused: string[],
  timeout = 60_000,
): Promise<void> {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    const toasts = await page
      .locator('.ant-message-notice')
      .allTextContents()
      .catch(() => []);
    const dialogs = await page
      .locator('.ant-modal:visible .ant-modal-title')
      .allTextContents()
      .catch(() => []);
    throw new Error(
      `${(error as Error).message}\nshown: toasts ${JSON.stringify(toasts)}, dialogs ${JSON.stringify(dialogs)}\nrefused calls: ${JSON.stringify(refused)}`,
    );
  }
}

/** Calls the API in-process (set-up and checks beside the browser), with a verify code read
 * from the server's observer. Answers the envelope. */
export async function apiCall<T = unknown>(
  e2e: E2E,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ code: number | string; msg: string; data: T }> {
  const response = await e2e.app.inject({
    method,
    url,
    headers: token ? { token } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return response.json();
}

/** The sign-in code last sent to a mobile (read from what the SMS provider was given). */
export function smsCode(e2e: E2E, mobile: string): string {
  const code = e2e.smsTexts.get(mobile)?.match(/验证码是(\d{6})/)?.[1];
  if (!code) throw new Error(`no sign-in code was sent to ${mobile}`);
  return code;
}

/**
 * Applies through the careers site's API as the candidate of `mobile` (the 手机号码 the answers
 * give): signs in with the code sent to it (as the site does), then posts the application with
 * the session cookie.
 */
export async function apiApply(
  e2e: E2E,
  member: string,
  jobId: string,
  mobile: string,
  body: ApplyRequest,
): Promise<{ code: number | string; msg: string; data: unknown }> {
  const base = `/api/web/careers/${member}`;
  const sent = await apiCall(e2e, 'POST', `${base}/candidate/code`, undefined, {
    channel: 'mobile',
    address: mobile,
  });
  if (sent.code !== 200) throw new Error(`code for ${mobile}: ${sent.msg}`);
  const signedIn = await e2e.app.inject({
    method: 'POST',
    url: `${base}/candidate/sign-in`,
    payload: { channel: 'mobile', address: mobile, code: smsCode(e2e, mobile) },
  });
  const cookie = signedIn.cookies.find((c) => c.name.startsWith('ehire_cand_'));
  if (!cookie) throw new Error(`sign-in of ${mobile} failed: ${signedIn.body}`);
  const applied = await e2e.app.inject({
    method: 'POST',
    url: `${base}/jobs/${jobId}/apply`,
    cookies: { [cookie.name]: cookie.value },
    payload: body,
  });
  return applied.json();
}

async function freshCaptcha(e2e: E2E): Promise<{ captchaId: string; code: string }> {
  const answer = await apiCall<{ captchaId: string }>(e2e, 'GET', '/api/auth/captcha');
  return { captchaId: answer.data.captchaId, code: e2e.captchaCodes.get(answer.data.captchaId)! };
}

/** A tenant user's session as the designer's signed calls need it (token and sign key). */
export interface SignedSession {
  token: string;
  signKey: string;
}

export async function apiSignedLogin(e2e: E2E, member: string, username: string): Promise<SignedSession> {
  const answer = await apiCall<SignedSession>(e2e, 'POST', '/api/auth/login', undefined, {
    member,
    username,
    password: 'Demo@123456',
    ...(await freshCaptcha(e2e)),
  });
  if (answer.code !== 200) throw new Error(`login failed: ${answer.msg}`);
  return { token: answer.data.token, signKey: answer.data.signKey };
}

export async function apiLogin(e2e: E2E, member: string, username: string): Promise<string> {
  return (await apiSignedLogin(e2e, member, username)).token;
}

let lastSignStamp = 0;

/**
 * A call of the designer's signed family (CALL-016), signed as the web client signs it: each call
 * gets its own millisecond, since a repeated sign is refused as a replay.
 */
export async function apiDesignerCall<T = unknown>(
  e2e: E2E,
  method: 'GET' | 'POST',
  url: string,
  who: SignedSession,
  payload: Record<string, unknown> = {},
): Promise<{ code: number | string; msg: string; data: T }> {
  lastSignStamp = Math.max(Date.now(), lastSignStamp + 1);
  const signed = await signDesignerRequest({ method, signKey: who.signKey, payload, now: lastSignStamp });
  if (method === 'POST') return apiCall<T>(e2e, method, url, who.token, signed);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(signed)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  return apiCall<T>(e2e, method, `${url}?${query.toString()}`, who.token);
}

export async function apiOpsLogin(e2e: E2E): Promise<string> {
  const answer = await apiCall<{ token: string }>(e2e, 'POST', '/api/ops/auth/login', undefined, {
    username: 'ops',
    password: 'Ops@123456',
    ...(await freshCaptcha(e2e)),
  });
  if (answer.code !== 200) throw new Error(`ops login failed: ${answer.msg}`);
  return answer.data.token;
}

/** Reads the verify code of the captcha the page shows, after `trigger` loads it. */
export async function captchaShownAfter(
  e2e: E2E,
  page: Page,
  trigger: () => Promise<unknown>,
): Promise<string> {
  await trigger();
  return captchaOnPage(e2e, page);
}

/**
 * The code of the verify-code image the page shows now (read from the image's id, so a page that
 * fetched more than one image, or navigated while fetching, still gets the one on screen).
 */
export async function captchaOnPage(e2e: E2E, page: Page): Promise<string> {
  const image = page.locator('img[alt=验证码][data-captcha-id]');
  await image.waitFor();
  const id = await image.getAttribute('data-captcha-id');
  const code = id ? e2e.captchaCodes.get(id) : undefined;
  if (!code) throw new Error(`no verify code was issued for the image on the page (${id})`);
  return code;
}

/** Signs a tenant user in through the login page (verify code read from the image on screen). */
export async function browserLogin(e2e: E2E, page: Page, member: string, username: string): Promise<void> {
  const code = await captchaShownAfter(e2e, page, () => page.goto(`${e2e.baseUrl}/login`));
  await page.fill('#member', member);
  await page.fill('#username', username);
  await page.fill('#password', 'Demo@123456');
  await page.fill('#captcha', code);
  await page.click('[data-testid=login-submit]');
  await page.waitForSelector('[data-testid=greeting]');
}

/** A resident ID number with its GB 11643 check digit (each test person is a different one). */
export function residentId(body17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body17].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return body17 + '10X98765432'[sum % 11]!;
}

/**
 * A published job of the tenant (created and submitted by `adminToken`, approved in /ops), in
 * `orgId` (default: the first organisation).
 */
export async function publishJob(
  e2e: E2E,
  adminToken: string,
  opsToken: string,
  name: string,
  orgId?: string,
): Promise<string> {
  const options = await apiCall<{ organizations: { id: string }[] }>(
    e2e,
    'GET',
    '/api/biz/jobs/options',
    adminToken,
  );
  const created = await apiCall<{ ehireJobID: string }>(e2e, 'POST', '/api/biz/jobs', adminToken, {
    CJobName: name,
    EJobName: '',
    OrgID: orgId ?? options.data.organizations[0]!.id,
    FuncType1: '01',
    JobArea: '杭州',
    WorkArea: '西湖区',
    WorkAddress: '文三路 90 号',
    lon: null,
    lat: null,
    JobNum: 5,
    JobSalaryDown: 20000,
    JobSalaryUp: 35000,
    SalaryType: 1,
    SalayFactor: 14,
    IsHideSalaryChecked: false,
    DegreeFrom: '硕士',
    WorkYearDown: 0,
    WorkYearUp: 0,
    Major1: '',
    Major2: '',
    CJobInfo: `${name}：负责推荐与搜索算法的研发。`,
    EJobInfo: '',
    ValidDate: '2099-12-31',
    JobLabel: [],
    JobWelf: [],
    Term: 1,
    submit: true,
  });
  if (created.code !== 200) throw new Error(`job not created: ${created.msg}`);
  const jobId = created.data.ehireJobID;
  const approved = await apiCall(e2e, 'POST', `/api/ops/jobs/${jobId}/approve`, opsToken);
  if (approved.code !== 200) throw new Error(`job not approved: ${approved.msg}`);
  return jobId;
}

/**
 * Waits until nothing in `target` is animating (antd's zoom-in of a dialog, a drawer sliding in, a
 * tab's ink bar): on a busy machine a click on something still moving can be lost, and the dialog
 * then stays as it was. Returns the locator for chaining.
 */
export async function settled(target: Locator): Promise<Locator> {
  await target.waitFor();
  await expect
    .poll(
      () =>
        target.evaluate(
          (el) =>
            // Spinners loop for ever; only what comes to an end (opening, sliding) is waited for.
            el.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity)
              .length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
  return target;
}

/** The dialog on screen, once it has finished opening. */
export async function openedDialog(page: Page): Promise<Locator> {
  return settled(page.locator('.ant-modal:visible').last());
}

/** Clicks 确定 of the dialog on screen, once it has finished opening. */
export async function confirmDialog(page: Page): Promise<void> {
  await (await openedDialog(page)).getByRole('button', { name: /确\s*定/ }).click();
}

/**
 * Clicks 确定 of a talent action's dialog and answers the server's result, so a refused action
 * fails the test with the server's message rather than as a list that never changes.
 */
export async function confirmTalentAction(page: Page): Promise<{ succeeded: number; failed: number }> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/biz/talent/actions' && r.request().method() === 'POST',
  );
  await confirmDialog(page);
  const body = (await (await answered).json()) as {
    code: number | string;
    msg: string;
    data: { succeeded: number; failed: number; results: { ok: boolean; message: string }[] };
  };
  if (String(body.code) !== '200') throw new Error(`talent action refused: ${body.msg}`);
  const refused = body.data.results.filter((r) => !r.ok).map((r) => r.message);
  if (refused.length > 0) throw new Error(`talent action failed: ${refused.join('; ')}`);
  return body.data;
}

/** A student who applies on the demo tenant's careers site. */
export interface Student {
  name: string;
  mobile: string;
  email: string;
  /** A resident id (see residentId). */
  id: string;
}

/** The careers site's résumé design of a tenant (what the application form is mapped through). */
export async function careersDesign(e2e: E2E, member = 'demo'): Promise<CareersResumeDesign> {
  const design = await apiCall<CareersResumeDesign>(e2e, 'GET', `/api/web/careers/${member}/resume-design`);
  if (design.code !== 200) throw new Error(`resume design of ${member}: ${design.msg}`);
  return design.data;
}

/**
 * The application a student sends: basic data and one master's degree in `major`, as answers of
 * the demo design (the server derives the person from them, issue 13 §2). Mapped here as the
 * careers form does, so a design the mapping cannot read fails with its messages.
 */
export function studentApplication(
  design: CareersResumeDesign,
  student: Student,
  major = '计算机科学与技术',
): ApplyRequest & { answers: ResumeAnswers } {
  const request = applyRequestOf({
    name: student.name,
    gender: 2,
    birthDate: '2002-05-06',
    idNumber: student.id,
    mobile: student.mobile,
    email: student.email,
    degree: '硕士',
    school: '浙江大学',
    major,
    graduationYear: 2024,
  });
  const answers = request.answers as ResumeAnswers;
  const mapped = applyFieldsFromAnswers(design, answers);
  if (!mapped.ok) throw new Error(mapped.errors.join('; '));
  return { ...request, answers };
}

/** The student applies to the job on the demo careers site (signing in with an SMS code). */
export async function applyAs(
  e2e: E2E,
  design: CareersResumeDesign,
  jobId: string,
  student: Student,
  major?: string,
): Promise<void> {
  const applied = await apiApply(
    e2e,
    'demo',
    jobId,
    student.mobile,
    studentApplication(design, student, major),
  );
  if (String(applied.code) !== '200') throw new Error(`${student.name} could not apply: ${applied.msg}`);
}

/**
 * The set-up the talent, notices and interviews specs share: the demo admin's token, a job
 * published (and approved by ops) under `jobName`, and the students' applications to it.
 */
export async function jobWithApplications(
  e2e: E2E,
  jobName: string,
  students: readonly Student[],
  major?: string,
): Promise<{ adminToken: string; jobId: string; design: CareersResumeDesign }> {
  const adminToken = await apiLogin(e2e, 'demo', 'admin');
  const opsToken = await apiOpsLogin(e2e);
  const jobId = await publishJob(e2e, adminToken, opsToken, jobName);
  const design = await careersDesign(e2e);
  for (const student of students) await applyAs(e2e, design, jobId, student, major);
  return { adminToken, jobId, design };
}

/** A candidate's row in 人才管理's list. */
export const talentRowOf = (page: Page, name: string): Locator =>
  page.locator('[data-testid=talent-manage-page] tr', { hasText: name });

/**
 * Works on the running server's database beside it (SQLite in WAL: both may write) with the demo
 * tenant's id, e.g. to seed many résumés; the connection is closed afterwards.
 */
export async function withDemoTenantDatabase<T>(
  e2e: E2E,
  dataDir: string,
  work: (db: ReturnType<typeof createDatabase>['db'], tenantId: string) => Promise<T>,
): Promise<T> {
  const handle = createDatabase({ databaseUrl: e2e.databaseFile, databaseSchema: undefined, dataDir });
  try {
    const tenant = await handle.db
      .selectFrom('tenant')
      .select('id')
      .where('member_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    return await work(handle.db, tenant.id);
  } finally {
    await handle.destroy();
  }
}
