// `npm run bench -- designer [--quick]`: the resume designer stays responsive with a design of
// 30 modules × 40 fields (issue 4 §5; target under 50 ms per interaction). Starts the real server
// in-process (temp SQLite database with the demo tenants, serving apps/web/dist), logs in as
// demo/admin through the API, starts a draft (edit) and saves the big design through the API, then
// opens /new/systemManagement/resumeSettings in Debian's chromium (playwright-core) and measures in
// the page:
//   open   — navigation → 编辑 → the edit version's first screen painted (保存 there, the first
//            module's first field row rendered, then a frame), in a new browser context (nothing
//            cached). Cards and rows are built only near the visible area (issue 22), so this is
//            not "all 1,200 rows in the DOM". The first visit after the server started is
//            reported apart (page_open_first_visit_ms): the server's own code is still cold then;
//   typing — keydown in the field settings panel's 中文标题 input → the first frame after the
//            field row in the module card shows the new title (rAF, then a MessageChannel task,
//            i.e. after that frame's paint work); the row is brought on screen first, through the
//            module list and the wheel, as a recruiter would;
//   drag   — a pointer move during a dnd-kit drag of a module in the module list → the first frame
//            after the dragged item's transform changed;
//   save   — click on 保存 → the first frame after the 保存成功 message is in the DOM (each save
//            sends the module changed by one keystroke; the server checks the whole draft), and
//            its part after the answer (issue 22: 保存成功 within 100 ms of the answer).
// p50/p95 in ms; the last line is the JSON summary. It reports, it never asserts (exit 0).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { COOKIE_NAMES, STORAGE_KEYS } from '../../packages/domain/src/constants';
import { INPUT_TYPE, MOD_TYPE } from '../../packages/domain/src/codes/resume-design';
import { signDesignerRequest } from '../../packages/domain/src/signing/flow-sign';
import {
  liveFields,
  liveModules,
  newCustomColId,
  newCustomModId,
  newField,
  newModule,
  type DesignModule,
} from '../../packages/domain/src/resume-design/model';
import { buildApp, type App } from '../../apps/server/src/app';
import { configWithDefaults } from '../../apps/server/src/config';
// @ts-expect-error -- a plain .mjs helper without types
import { ensureChromium, CHROMIUM_PATH } from '../../apps/web/e2e/ensure-chromium.mjs';

const quick = process.argv.includes('--quick');
// --open-only: only the page open, measured --opens=N times (each in a new browser context), for
// A/B runs of builds on a busy machine (E2E_WEB_DIST); prints page_open_ms (median) and all runs.
const openOnly = process.argv.includes('--open-only');
const OPENS = Number(process.argv.find((a) => a.startsWith('--opens='))?.split('=')[1] ?? 5);
const MODULES = 30;
const FIELDS = 40;
const TARGET_MS = 50;
const TYPING_SAMPLES = quick ? 30 : 60;
const DRAG_SAMPLES = quick ? 20 : 40;
const SAVE_SAMPLES = quick ? 10 : 15;
const WARMUPS = 3;
const OVERALL_TIMEOUT_MS = 8 * 60_000;
const SAMPLE_TIMEOUT_MS = 10_000;
const ROUTE = '/new/systemManagement/resumeSettings';

// E2E_WEB_DIST: a build elsewhere, as for the e2e harness (parallel work must not share apps/web/dist).
const webDist = process.env.E2E_WEB_DIST || fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const log = (...xs: unknown[]) => console.log(...xs);

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}
const round = (x: number) => Math.round(x * 10) / 10;

// ---- cleanup and the overall timeout --------------------------------------------------------------

let app: App | undefined;
let browser: Browser | undefined;
let dataDir: string | undefined;

async function cleanup(): Promise<void> {
  const b = browser;
  const a = app;
  browser = undefined;
  app = undefined;
  await b?.close().catch(() => undefined);
  await a?.close().catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

const watchdog = setTimeout(() => {
  console.error(`designer bench: gave up after ${OVERALL_TIMEOUT_MS / 1000} s`);
  void cleanup().finally(() => process.exit(1));
}, OVERALL_TIMEOUT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

// ---- API set-up ------------------------------------------------------------------------------------

interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

interface Session {
  token: string;
  signKey: string;
}

/** Unsigned calls (log-in) or, given the session, the designer's signed family (CALL-016). */
async function api<T>(
  method: 'GET' | 'POST',
  url: string,
  session?: Session,
  payload?: Record<string, unknown>,
): Promise<T> {
  const signed = session ? await signDesignerRequest({ method, signKey: session.signKey, payload }) : payload;
  const response = await app!.inject({
    method,
    url,
    headers: session ? { token: session.token } : {},
    ...(method === 'GET'
      ? { query: signed as Record<string, string> | undefined }
      : signed === undefined
        ? {}
        : { payload: signed }),
  });
  const answer = response.json() as Envelope<T>;
  if (answer.code !== 200) throw new Error(`${method} ${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Pads every live module to 40 fields and adds custom modules until there are 30 of them. */
function bigDesign(stored: DesignModule[]): { modules: DesignModule[]; singles: number; multis: number } {
  const taken = new Set<string>();
  for (const m of stored) {
    taken.add(m.modId);
    for (const c of m.ecolumns) taken.add(c.colId);
  }
  const live = liveModules(stored);
  const out: DesignModule[] = live.map((m) => ({ ...m, ecolumns: [...m.ecolumns] }));
  let singles = live.filter((m) => m.modType === MOD_TYPE.single).length;
  for (let i = 0; out.length < MODULES; i++) {
    // Alternate the two kinds; both stay far below the module quotas (30 each).
    const modType = i % 2 === 0 ? MOD_TYPE.single : MOD_TYPE.multi;
    const modId = newCustomModId(taken);
    taken.add(modId);
    out.push(newModule({ modId, modType, cname: `基准模块${i + 1}` }));
    if (modType === MOD_TYPE.single) singles++;
  }
  out.forEach((m, index) => {
    m.listIndex = index;
    const fields = liveFields(m);
    let next = fields.reduce((max, f) => Math.max(max, f.listIndex), -1) + 1;
    // Text fields only: a one-to-one module's text quota is 40, and padding to 40 fields in all
    // never takes it past 40.
    for (let j = fields.length; j < FIELDS; j++) {
      const colId = newCustomColId(taken);
      taken.add(colId);
      m.ecolumns.push({
        ...newField({ colId, modId: m.modId, inputType: INPUT_TYPE.text, cname: `基准字段${j + 1}` }),
        listIndex: next++,
      });
    }
  });
  return { modules: out, singles, multis: out.length - singles };
}

// ---- in-page probes (run in the browser; plain JS semantics) ----------------------------------------

/** Resolves with ms from the event's timestamp to the frame after `ready()` first holds. */
const PROBE = `
window.__name = window.__name || ((f) => f); // tsx's keepNames helper, used by evaluated functions
window.__benchAfterFrame = (t0, ready, timeoutMs) => new Promise((resolve) => {
  const started = performance.now();
  const tick = () => {
    if (ready()) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - t0);
      channel.port2.postMessage(0);
    } else if (performance.now() - started > timeoutMs) resolve(-1);
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});
window.__benchLongTasks = [];
// BENCH_TRACE: when the designer's root and its 编辑 button first appear (page time).
window.__benchMarks = {};
${
  process.env.BENCH_TRACE
    ? `const marks = new MutationObserver(() => {
  const m = window.__benchMarks;
  if (m.designer === undefined && document.querySelector('[data-testid=resume-designer]')) m.designer = Math.round(performance.now());
  if (m.edit === undefined && [...document.querySelectorAll('button')].some((b) => /^\\s*编\\s*辑\\s*$/.test(b.textContent || '')))
    m.edit = Math.round(performance.now());
  if (m.designer !== undefined && m.edit !== undefined) marks.disconnect();
});
marks.observe(document, { childList: true, subtree: true });`
    : ''
}
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__benchLongTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
} catch {}
`;

/** Arms a one-shot listener; `measure()` later returns the measured ms (or -1 on timeout). */
async function arm(page: Page, kind: 'typing' | 'drag' | 'save', arg: Record<string, string>): Promise<void> {
  await page.evaluate(
    ({ kind, arg, timeoutMs }) => {
      const w = window as unknown as {
        __benchAfterFrame: (t0: number, ready: () => boolean, timeoutMs: number) => Promise<number>;
        __benchResult: Promise<number>;
      };
      let ready: () => boolean;
      let eventName: string;
      if (kind === 'typing') {
        eventName = 'keydown';
        const input = document.querySelector<HTMLInputElement>('input[aria-label="字段中文标题"]')!;
        const row = document.querySelector(`tr[data-col-id="${arg.colId}"]`)!;
        ready = () => input.value === arg.expected && (row.textContent ?? '').includes(arg.expected!);
      } else if (kind === 'drag') {
        eventName = 'pointermove';
        const item = document.querySelector<HTMLElement>(`li[data-mod-id="${arg.modId}"]`)!;
        const before = item.style.transform;
        ready = () => item.style.transform !== before;
      } else {
        eventName = 'click';
        // A 保存成功 notice that was not on screen when armed (polled once a frame).
        const notices = () =>
          [...document.querySelectorAll('.ant-message-notice')].filter((n) =>
            (n.textContent ?? '').includes('保存成功'),
          );
        const old = new Set(notices());
        ready = () => notices().some((n) => !old.has(n));
      }
      w.__benchResult = new Promise<number>((resolve) => {
        document.addEventListener(
          eventName,
          (event) => {
            (window as unknown as { __benchT0: number }).__benchT0 = event.timeStamp;
            void w.__benchAfterFrame(event.timeStamp, ready, timeoutMs).then(resolve);
          },
          { capture: true, once: true },
        );
      });
    },
    { kind, arg, timeoutMs: SAMPLE_TIMEOUT_MS },
  );
}

async function measure(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __benchResult: Promise<number> }).__benchResult);
}

interface Stat {
  p50: number;
  p95: number;
  max: number;
  n: number;
  missed: number;
}
function stat(samples: number[]): Stat {
  const ok = samples.slice(WARMUPS).filter((x) => x >= 0);
  return {
    p50: round(percentile(ok, 50)),
    p95: round(percentile(ok, 95)),
    max: round(Math.max(0, ...ok)),
    n: ok.length,
    missed: samples.slice(WARMUPS).length - ok.length,
  };
}

/**
 * Brings a field row on screen as a recruiter would: a click on its module in the module list
 * (the card scrolls into view), then the wheel over the cards until the row is rendered.
 */
async function revealRow(page: Page, modId: string, colId: string) {
  await page.locator(`li[data-mod-id="${modId}"]`).click();
  const row = page.locator(`tr[data-col-id="${colId}"]`);
  const cards = (await page.getByTestId('module-cards').boundingBox())!;
  for (let i = 0; i < 40 && (await row.count()) === 0; i++) {
    await page.mouse.move(cards.x + cards.width / 2, Math.min(cards.y + cards.height / 2, 600));
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(50);
  }
  await row.scrollIntoViewIfNeeded();
  return row;
}

// ---- main ------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  (ensureChromium as () => void)();

  dataDir = mkdtempSync(path.join(tmpdir(), 'ehire-bench-designer-'));
  const captcha = new Map<string, string>();
  app = await buildApp(
    configWithDefaults({
      dataDir,
      databaseUrl: path.join(dataDir, 'ehire.db'),
      logLevel: 'warn',
      webDistDir: webDist,
      port: 0,
      authRateLimitPerMinute: 1000,
      passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    }),
    { onCaptchaIssued: (id, code) => captcha.set(id, code) },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // Log in as demo/admin (captcha code from the server's observer).
  const { captchaId } = await api<{ captchaId: string }>('GET', '/api/auth/captcha');
  const login = await api<{ token: string; userinfo: unknown; signKey: string }>(
    'POST',
    '/api/auth/login',
    undefined,
    { member: 'demo', username: 'admin', password: 'Demo@123456', captchaId, code: captcha.get(captchaId) },
  );

  // Draft + the big design, saved through the API.
  const edit = await api<{ taskId: string; revision: number }>('POST', '/api/biz/resume-design/edit', login);
  const draft = await api<{ emodules: DesignModule[] }>('GET', '/api/biz/resume-design/draft', login, {
    taskId: edit.taskId,
  });
  const design = bigDesign(draft.emodules);
  const saveStart = performance.now();
  const saved = await api<{ isSuccess: boolean; reason: string; emoduleSaveFails: unknown[] }>(
    'POST',
    '/api/biz/resume-design/save',
    login,
    {
      taskId: edit.taskId,
      revision: edit.revision,
      emodules: design.modules,
      moduleOrder: design.modules.map((m) => m.modId),
      logInfo: [],
    },
  );
  const seedSaveMs = performance.now() - saveStart;
  if (!saved.isSuccess)
    throw new Error(
      `saving the big design failed: ${saved.reason} ${JSON.stringify(saved.emoduleSaveFails)}`,
    );
  const check = await api<{ emodules: DesignModule[] }>('GET', '/api/biz/resume-design/draft', login, {
    taskId: edit.taskId,
  });
  const liveNow = liveModules(check.emodules);
  const moduleCount = liveNow.length;
  const fieldCount = liveNow.reduce((n, m) => n + liveFields(m).length, 0);
  log(
    `design: ${moduleCount} modules (${design.singles} one-to-one, ${design.multis} multi-section), ${fieldCount} fields`,
  );

  // The browser with the session (the cookies login sets, the sign key in local storage).
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH as string,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  /** A page of a new browser context (nothing cached) with the session. */
  async function sessionPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await context.addCookies([
      { name: COOKIE_NAMES.token, value: login.token, url: baseUrl },
      {
        name: COOKIE_NAMES.userInfo,
        value: encodeURIComponent(JSON.stringify(login.userinfo)),
        url: baseUrl,
      },
      { name: 'seenguide', value: '1', url: baseUrl },
    ]);
    await context.addInitScript(
      ({ key, value, probe }) => {
        window.localStorage.setItem(key, value);
        new Function(probe)();
      },
      { key: STORAGE_KEYS.signKey.key, value: login.signKey, probe: PROBE },
    );
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    return { context, page };
  }

  // Text locators, not getByRole: Playwright's accessible-name queries run in the page and are
  // slow over many rows.
  const saveButtonOf = (page: Page) => page.locator('button', { hasText: /^\s*保\s*存\s*$/ });

  /**
   * Page open: from the navigation to the edit version on screen — 保存 there and the first
   * module's field rows painted. Cards and rows are built only near the visible area (issue 22),
   * so "open" is the first screen, not all 1,200 rows in the DOM.
   */
  async function openDesigner(page: Page) {
    const start = performance.now();
    await page.goto(`${baseUrl}${ROUTE}`);
    await page.getByTestId('resume-designer').waitFor();
    await page
      .locator('button', { hasText: /^\s*(保\s*存|编\s*辑)\s*$/ })
      .first()
      .waitFor();
    if (!(await saveButtonOf(page).first().isVisible())) {
      await page
        .locator('button', { hasText: /^\s*编\s*辑\s*$/ })
        .first()
        .click();
    }
    await saveButtonOf(page).first().waitFor();
    await page.locator(`tr[data-col-id="${liveFields(liveNow[0]!)[0]!.colId}"]`).waitFor();
    const painted = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(0);
          }),
        ),
    );
    const ms = performance.now() - start;
    // Where the time goes, in page time from the navigation: the app's first API call, the
    // edit call (after the click on 编辑), the draft's answer, the first screen painted.
    const parts = await page.evaluate(() => {
      const api = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/')) as PerformanceResourceTiming[];
      const draftEntry = api.filter((e) => e.name.includes('/resume-design/draft')).at(-1);
      const editEntry = api.filter((e) => e.name.includes('/resume-design/edit')).at(-1);
      return {
        firstApi: api[0]?.startTime ?? -1,
        editClicked: editEntry?.startTime ?? -1,
        draftAnswered: draftEntry?.responseEnd ?? -1,
        draftMs: draftEntry?.duration ?? -1,
      };
    });
    if (process.env.BENCH_TRACE)
      console.log(
        await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            // start-end, then [sent on a connection, first byte]: a gap between start and sent
            // is the request queued in the browser (six HTTP/1.1 connections), one between sent
            // and first byte is the server.
            .map(
              (e) =>
                `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} [${Math.round(e.requestStart)}, ${Math.round(e.responseStart)}] ${e.transferSize} ${e.name.replace(location.origin, '')}`,
            )
            .join('\n'),
        ),
        '\nmarks (designer root, 编辑 button shown):',
        JSON.stringify(
          await page.evaluate(() => (window as unknown as { __benchMarks: unknown }).__benchMarks),
        ),
        '\nlong tasks [start, ms]:',
        JSON.stringify(
          await page.evaluate(() => (window as unknown as { __benchLongTasks: unknown }).__benchLongTasks),
        ),
      );
    const rows = await page.locator('tr[data-testid=field-row]').count();
    const listed = await page.locator('li[data-testid=module-list-item]').count();
    log(
      `  ${round(ms)} ms; in the page: first API call ${round(parts.firstApi)} ms, 编辑 ${round(parts.editClicked)} ms, draft answered ${round(parts.draftAnswered)} ms (its call ${round(parts.draftMs)} ms), painted ${round(painted)} ms; ${listed} modules listed, ${rows} of ${fieldCount} field rows rendered`,
    );
    return { ms, rows };
  }

  // The first visit after the server started meets its static-file and API code still cold (not
  // yet compiled by V8), as a running server's never is: reported, not the figure of the goal.
  log('page open, first visit after the server started:');
  const first = await sessionPage();
  const firstOpen = await openDesigner(first.page);
  await first.context.close();
  if (openOnly) {
    const opens: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      const visit = await sessionPage();
      opens.push(round((await openDesigner(visit.page)).ms));
      await visit.context.close();
    }
    await cleanup();
    console.log(
      JSON.stringify({
        page_open_ms: round(percentile(opens, 50)),
        page_open_runs_ms: opens,
        page_open_first_visit_ms: round(firstOpen.ms),
      }),
    );
    return;
  }
  // The measured visit: a new browser context (nothing cached in the browser), the server warm.
  log('page open (edit version, first screen), a new browser context:');
  const { context, page } = await sessionPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const cdp = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const open = await openDesigner(page);
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    (await import('node:fs')).writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
  }
  const openMs = open.ms;
  const rows = open.rows;
  const saveButton = saveButtonOf(page);

  // Typing: a field in the middle of the design.
  const target = liveNow[Math.floor(moduleCount / 2)]!;
  const field = liveFields(target)[Math.floor(FIELDS / 2)]!;
  const row = await revealRow(page, target.modId, field.colId);
  await row.click();
  const titleInput = page.locator('input[aria-label="字段中文标题"]');
  await titleInput.waitFor();
  await titleInput.click();
  await page.keyboard.press('End');
  let value = await titleInput.inputValue();
  const typing: number[] = [];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < TYPING_SAMPLES + WARMUPS; i++) {
    const ch = letters[i % letters.length]!;
    value += ch;
    await arm(page, 'typing', { colId: field.colId, expected: value });
    await page.keyboard.press(ch);
    typing.push(await measure(page));
  }

  // Drag: a module near the top of the module list, moved down then up in 12 px steps.
  const dragged = liveNow[2]!;
  const handle = page.locator(`li[data-mod-id="${dragged.modId}"] button[aria-label^="拖动排序"]`);
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  let y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 3);
  await page.mouse.move(x, y + 8); // past the 4 px activation distance
  await page.waitForTimeout(300);
  y += 8;
  const drag: number[] = [];
  const half = Math.ceil((DRAG_SAMPLES + WARMUPS) / 2);
  for (let i = 0; i < DRAG_SAMPLES + WARMUPS; i++) {
    y += i < half ? 12 : -12;
    await arm(page, 'drag', { modId: dragged.modId });
    await page.mouse.move(x, y);
    drag.push(await measure(page));
  }
  await page.mouse.up();
  await page.waitForTimeout(500);

  // Save: one keystroke in the field title (so the module is changed), then 保存.
  await titleInput.click();
  await page.keyboard.press('End');
  const save: number[] = [];
  const saveApi: number[] = [];
  const saveBefore: number[] = [];
  const saveAfter: number[] = [];
  for (let i = 0; i < SAVE_SAMPLES + WARMUPS; i++) {
    await page.keyboard.press(letters[i % letters.length]!);
    await page.waitForTimeout(50);
    await arm(page, 'save', {});
    await saveButton.first().click();
    save.push(await measure(page));
    // Where the time goes: click → request sent (client checks), the request, response → painted.
    const parts = await page.evaluate(() => {
      const t0 = (window as unknown as { __benchT0: number }).__benchT0;
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/biz/resume-design/save'))
        .at(-1) as PerformanceResourceTiming | undefined;
      return entry && entry.startTime >= t0
        ? { before: entry.startTime - t0, api: entry.duration, end: entry.responseEnd - t0 }
        : { before: -1, api: -1, end: -1 };
    });
    saveApi.push(parts.api);
    saveBefore.push(parts.before);
    saveAfter.push(parts.end < 0 || save.at(-1)! < 0 ? -1 : save.at(-1)! - parts.end);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (b) =>
          b.textContent?.replace(/\s/g, '') === '保存' &&
          !b.disabled &&
          !b.classList.contains('ant-btn-loading'),
      ),
    );
    await titleInput.click();
    await page.keyboard.press('End');
  }

  const t = stat(typing);
  const d = stat(drag);
  const s = stat(save);
  const sa = stat(saveApi);
  const sb = stat(saveBefore);
  const sf = stat(saveAfter);
  const mark = (p95: number) => (p95 < TARGET_MS ? 'ok' : 'OVER');
  log('');
  log(
    `designer responsiveness, ${moduleCount} modules × ${FIELDS} fields (${fieldCount} fields), target < ${TARGET_MS} ms`,
  );
  log('interaction                         n    p50 ms   p95 ms   max ms   target');
  const line = (name: string, x: Stat, target: string) =>
    log(
      `${name.padEnd(34)} ${String(x.n).padStart(3)} ${String(x.p50).padStart(8)} ${String(x.p95).padStart(8)} ${String(x.max).padStart(8)}   ${target}`,
    );
  line('typing (keydown → next frame)', t, mark(t.p95));
  line('drag step (pointermove → frame)', d, mark(d.p95));
  line('save (click → 保存成功 painted)', s, mark(s.p95));
  line('  click → save request sent', sb, '');
  line('  save API round-trip', sa, '');
  line('  response → 保存成功 painted', sf, sf.p95 < 100 ? 'ok (< 100)' : 'OVER (< 100)');
  log(`(first ${WARMUPS} samples of each are warm-ups, left out; seed save via API ${round(seedSaveMs)} ms)`);
  const missed = t.missed + d.missed + s.missed;
  if (missed > 0) log(`WARNING: ${missed} samples timed out after ${SAMPLE_TIMEOUT_MS} ms and are left out`);
  if (pageErrors.length > 0) log(`page errors: ${pageErrors.slice(0, 3).join(' | ')}`);

  await cleanup();
  console.log(
    JSON.stringify({
      modules: moduleCount,
      fields: fieldCount,
      fields_per_module: FIELDS,
      target_ms: TARGET_MS,
      typing_ms_p50: t.p50,
      typing_ms_p95: t.p95,
      drag_ms_p50: d.p50,
      drag_ms_p95: d.p95,
      save_ms_p50: s.p50,
      save_ms_p95: s.p95,
      save_api_ms_p50: sa.p50,
      save_api_ms_p95: sa.p95,
      save_before_request_ms_p95: sb.p95,
      save_after_answer_ms_p50: sf.p50,
      save_after_answer_ms_p95: sf.p95,
      samples: { typing: t.n, drag: d.n, save: s.n },
      page_open_ms: round(openMs),
      page_open_first_visit_ms: round(firstOpen.ms),
      field_rows_rendered_at_open: rows,
    }),
  );
}

main()
  .then(() => {
    clearTimeout(watchdog);
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    console.error('designer bench failed:', error instanceof Error ? error.stack : error);
    await cleanup();
    clearTimeout(watchdog);
    process.exit(1);
  });
