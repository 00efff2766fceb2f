import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaOnPage, startE2E, watchPageProblems, type E2E } from './harness';

// Issue 20 §2: logging out leaves nothing in the browser console: no error, no failed call
// (a 401 of a query still running), no CSP violation.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('logout', () => {
  it('SHELL-004 issue 20 §2 logout logs no console error and no failed request', async () => {
    const { context, page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    const console: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') console.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) console.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(e2e.baseUrl + '/login');
    const code = await captchaOnPage(e2e, page);
    await page.fill('#member', 'demo');
    await page.fill('#username', 'admin');
    await page.fill('#password', 'Demo@123456');
    await page.fill('#captcha', code);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=logout]');
    await page.click('[data-testid=logout]');
    await page.waitForURL((url) => url.pathname === '/login');
    // The login page is usable again: its verify code image has loaded.
    await page.waitForSelector('#member');
    await captchaOnPage(e2e, page);
    expect(console, 'console errors after logout').toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
