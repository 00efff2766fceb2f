// Page weight (issue 13 §4): `npm run bench -- bundle` builds the web app, serves it with the real
// server (fresh SQLite database with the demo tenants, apps/web/e2e/harness.ts) and loads each page
// in headless Chromium, summing the gzip size of every JavaScript file the page requests until
// the network is idle (first load, empty cache, the route's lazy chunks included):
//
// - careers: the careers job list, then (in the same page, as a student clicks through) a job's
//   apply form after the candidate has signed in with an SMS code, until the form is shown;
// - login: the console's login page;
// - shell: the console shell with the workbench, signed in (a fresh browser context carrying the
//   session cookies and storage of a browser login);
// - anchor: a plain `vite build` of an empty React + antd page, built in the same run.
//
// Budgets (issue 13): careers ≤ 120 kB, login ≤ 150 kB, shell ≤ 300 kB.
// Last line: {"bench":"bundle","careers_kb":…,"login_kb":…,"shell_kb":…,"anchor_kb":…}.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiOpsLogin,
  apiSignedLogin,
  browserLogin,
  publishJob,
  startE2E,
  type E2E,
} from '../../apps/web/e2e/harness';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const quick = process.argv.includes('--quick');

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

interface Recorded {
  files: Map<string, number>;
  /** Resolves once every recorded body has been read and compressed. */
  settle: () => Promise<unknown>;
}

/** Records the gzip size of each distinct JavaScript URL the page requests. */
function recordScripts(page: Page): Recorded {
  const files = new Map<string, number>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    const url = response.url();
    const type = response.request().resourceType();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
    if (files.has(url)) return;
    files.set(url, 0);
    pending.push(
      response
        .body()
        .then((body) => void files.set(url, gzipSync(body, { level: 9 }).length))
        .catch(() => undefined),
    );
  });
  return { files, settle: () => Promise.all(pending) };
}

async function idle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

async function measure(
  context: BrowserContext,
  steps: (page: Page) => Promise<void>,
): Promise<{ bytes: number; files: Map<string, number> }> {
  const page = await context.newPage();
  const recorded = recordScripts(page);
  await steps(page);
  await idle(page);
  await recorded.settle();
  const result = {
    bytes: [...recorded.files.values()].reduce((sum, n) => sum + n, 0),
    files: recorded.files,
  };
  await context.close();
  return result;
}

function buildWeb(): void {
  const built = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('web build failed');
}

/** A plain vite build of an empty React + antd page: gzip bytes of its JavaScript. */
async function anchorBytes(): Promise<number> {
  const dir = path.join(here, '.anchor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'main.tsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      "import { Button, ConfigProvider } from 'antd';",
      'createRoot(document.getElementById(\'root\')!).render(<ConfigProvider><Button type="primary">OK</Button></ConfigProvider>);',
    ].join('\n'),
  );
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({ root: dir, logLevel: 'warn', plugins: [react()], build: { outDir: path.join(dir, 'dist') } });
  const assets = path.join(dir, 'dist', 'assets');
  const bytes = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length, 0);
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

function report(name: string, files: Map<string, number>): void {
  const rows = [...files.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`${name}: ${kb(rows.reduce((s, [, n]) => s + n, 0))} kB gzip in ${rows.length} files`);
  for (const [url, n] of rows.slice(0, process.env.BUNDLE_ALL ? rows.length : quick ? 5 : 12))
    console.log(`  ${kb(n).toFixed(1).padStart(7)} kB  ${new URL(url).pathname}`);
}

async function main(): Promise<void> {
  buildWeb();
  const anchor = await anchorBytes();
  const e2e: E2E = await startE2E();
  try {
    const admin = await apiSignedLogin(e2e, 'demo', 'admin');
    const opsToken = await apiOpsLogin(e2e);
    const jobId = await publishJob(e2e, admin.token, opsToken, '页面体积测量职位');

    const login = await measure(await newContext(e2e), async (page) => {
      await page.goto(`${e2e.baseUrl}/login`);
      await page.locator('[data-testid=login-submit]').waitFor();
    });

    // The shell: a browser login, then a fresh context (empty cache) with its session.
    const signedIn = await newContext(e2e);
    const loginPage = await signedIn.newPage();
    await browserLogin(e2e, loginPage, 'demo', 'admin');
    await idle(loginPage);
    const state = await signedIn.storageState();
    await signedIn.close();
    const shell = await measure(
      await e2e.browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'zh-CN',
        storageState: state,
      }),
      async (page) => {
        await page.goto(`${e2e.baseUrl}/`);
        await idle(page);
      },
    );

    const mobile = '13900000777';
    const careers = await measure(await newContext(e2e, { width: 390, height: 844 }), async (page) => {
      await page.goto(`${e2e.baseUrl}/careers/demo`);
      await idle(page);
      await page.goto(`${e2e.baseUrl}/careers/demo/jobs/${jobId}/apply`);
      const signIn = page.locator('[data-testid=candidate-sign-in]');
      await signIn.getByLabel('接收验证码的手机号').fill(mobile);
      await signIn.getByRole('button', { name: '获取验证码' }).click();
      await page.locator('[data-testid=sign-in-notice]').waitFor();
      const text = e2e.smsTexts.get(mobile) ?? '';
      await signIn.getByLabel('验证码', { exact: true }).fill(/\d{6}/.exec(text)?.[0] ?? '');
      await signIn.getByRole('button', { name: /验\s*证/ }).click();
      await page.locator('[data-testid=resume-form]').waitFor();
    });

    report('careers (job list + apply form)', careers.files);
    report('login', login.files);
    report('shell (workbench)', shell.files);
    console.log(`anchor (empty React + antd page): ${kb(anchor)} kB gzip`);
    console.log(
      JSON.stringify({
        bench: 'bundle',
        careers_kb: kb(careers.bytes),
        login_kb: kb(login.bytes),
        shell_kb: kb(shell.bytes),
        anchor_kb: kb(anchor),
      }),
    );
  } finally {
    await e2e.close();
  }
}

async function newContext(e2e: E2E, viewport = { width: 1440, height: 900 }): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ viewport, locale: 'zh-CN' });
  await context.addCookies([{ name: 'seenguide', value: '1', url: e2e.baseUrl }]);
  return context;
}

await main();
