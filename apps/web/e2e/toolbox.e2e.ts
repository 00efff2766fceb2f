import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  apiLogin,
  browserLogin,
  captchaShownAfter,
  startE2E,
  watchPageProblems,
  withDemoTenantDatabase,
  type E2E,
} from './harness';

// Issue 19's loop in Chromium, both sides in their own browser context: the employer requests a
// quote for SMS, the provider answers it in /ops, the employer accepts it (an order 待付款), the
// provider confirms the bank transfer (the order is executed: 已开通), the workbench's SMS balance
// rises by what the order granted and falls by what a real send (the template's test send to the
// recruiter's own phone) consumed; the provider sees both in the tenant's ledger.

let e2e: E2E;
let templateId: string;
const scratch = mkdtempSync(path.join(tmpdir(), 'ehire-e2e-toolbox-'));
const CONTACT = '周采购';
const RECRUITER_MOBILE = '13700007777';

beforeAll(async () => {
  e2e = await startE2E();
  const token = await apiLogin(e2e, 'demo', 'admin');
  const template = await apiCall<{ id: string }>(e2e, 'POST', '/api/biz/notice/templates', token, {
    name: '面试提醒（工具箱）',
    channel: 'sms',
    purpose: 'interview',
    body: '您好，请按时参加明天上午十点的面试。',
  });
  if (template.code !== 200) throw new Error(`template not created: ${template.msg}`);
  templateId = template.data.id;
  // The demo recruiter has no mobile; the test send goes to it (set beside the server).
  await withDemoTenantDatabase(e2e, scratch, async (db, tenantId) => {
    await db
      .updateTable('operator')
      .set({ mobile: RECRUITER_MOBILE })
      .where('tenant_id', '=', tenantId)
      .where('username', '=', 'admin')
      .execute();
  });
});

afterAll(async () => {
  await e2e?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The SMS balance the workbench shows (a fresh load of the page). */
async function workbenchSms(page: Page): Promise<number> {
  await page.goto(`${e2e.baseUrl}/new/workHome`);
  const value = page.locator('[data-testid=balance-sms] [data-testid=balance-value]');
  await value.waitFor();
  return Number(((await value.textContent()) ?? '').replace(/[^\d-]/g, ''));
}

const dialog = (page: Page): Locator => page.locator('.ant-modal:visible');
const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });

async function opsLogin(page: Page): Promise<void> {
  const code = await captchaShownAfter(e2e, page, () => page.goto(`${e2e.baseUrl}/ops/login`));
  await page.fill('#username', 'ops');
  await page.fill('#password', 'Ops@123456');
  await page.fill('#captcha', code);
  await page.click('[data-testid=ops-login-submit]');
  await page.waitForSelector('[data-testid=ops-staff-name]');
}

describe('toolbox in Chromium (issue 19)', () => {
  it('quote → answer in /ops → accept → payment confirmed in /ops → balance rises on the workbench, falls after a send', async () => {
    const employer = await e2e.newPage();
    const ops = await e2e.newPage();
    const problems = [...watchPageProblems(employer.page), ...watchPageProblems(ops.page)];
    const page = employer.page;
    await browserLogin(e2e, page, 'demo', 'admin');
    const before = await workbenchSms(page);

    // The employer asks for a quote of 2 SMS packs (1,000 each).
    await page.goto(`${e2e.baseUrl}/new/shoppingStore/shoppingHome`);
    const card = page.locator('[data-testid^=product-]', { hasText: '短信邀请包' });
    await button(card, '申请报价').click();
    await dialog(page)
      .getByLabel(/购买数量/)
      .fill('2');
    await dialog(page).getByLabel('联系人').fill(CONTACT);
    await dialog(page).getByLabel('手机号').fill('13900001111');
    await button(dialog(page), '提交').click();
    await page.goto(`${e2e.baseUrl}/new/shoppingStore/advanceOrder`);
    const myQuote = page.locator('[data-testid=shop-quotes] tr', { hasText: CONTACT });
    await expect.poll(() => myQuote.textContent()).toContain('待报价');

    // The provider answers it: ¥150 for the two packs.
    await opsLogin(ops.page);
    await ops.page.goto(`${e2e.baseUrl}/ops?tab=quotes`);
    const incoming = ops.page.locator('[data-testid=ops-quotes] tr', { hasText: CONTACT });
    await expect.poll(() => incoming.textContent()).toContain('待报价');
    await button(incoming, '报价').click();
    await dialog(ops.page).getByLabel('报价金额（元）').fill('150');
    await dialog(ops.page).getByLabel('报价说明').fill('两份短信包优惠价');
    await button(dialog(ops.page), '提交报价').click();
    await expect.poll(() => incoming.textContent()).toContain('已报价');

    // The employer sees the answer and accepts it: an order waiting for payment.
    await page.reload();
    await expect.poll(() => myQuote.textContent()).toContain('¥150.00');
    await button(myQuote, '接受报价').click();
    await expect.poll(() => myQuote.textContent()).toContain('已接受');
    await page.goto(`${e2e.baseUrl}/new/shoppingStore/executedOrder`);
    const myOrder = page.locator('tr', { hasText: '¥150.00' });
    await expect.poll(() => myOrder.textContent()).toContain('待付款');
    expect(await workbenchSms(page)).toBe(before);

    // The provider confirms the bank transfer: the order is executed.
    await ops.page.goto(`${e2e.baseUrl}/ops?tab=orders`);
    const order = ops.page.locator('[data-testid=ops-orders] tr', { hasText: '¥150.00' });
    await expect.poll(() => order.textContent()).toContain('待付款');
    const orderNo = ((await order.locator('td').nth(1).textContent()) ?? '').trim();
    expect(orderNo).not.toBe('');
    await button(order, '确认付款').click();
    await dialog(ops.page).getByLabel('银行转账流水号').fill('BANK-E2E-0001');
    await button(dialog(ops.page), '确认付款并开通').click();
    await expect.poll(() => order.textContent()).toContain('已开通');

    // The workbench shows the 2,000 SMS granted.
    await expect.poll(() => workbenchSms(page), { timeout: 30_000 }).toBe(before + 2000);

    // A real send consumes: the template's test send to the recruiter's own phone.
    await page.goto(`${e2e.baseUrl}/tableToEmTplPreview?id=${templateId}`);
    const billing = page.locator('.ant-descriptions-item', { hasText: '计费' });
    await expect.poll(() => billing.textContent()).toMatch(/\d+ 字，\d+ 条/);
    const segments = Number(/(\d+) 条/.exec((await billing.textContent()) ?? '')?.[1]);
    expect(segments).toBeGreaterThan(0);
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/biz/notice/test-send');
    await button(page, '测试发送给自己').click();
    expect((await (await sent).json()).data).toMatchObject({ to: RECRUITER_MOBILE, status: 'sent' });
    expect(e2e.smsTexts.get(RECRUITER_MOBILE)).toContain('请按时参加明天上午十点的面试');
    await expect.poll(() => workbenchSms(page), { timeout: 30_000 }).toBe(before + 2000 - segments);

    // The provider sees both changes in the tenant's ledger.
    await ops.page.goto(`${e2e.baseUrl}/ops?tab=ledger`);
    await ops.page.locator('[data-testid=ops-ledger] .ant-select').first().click();
    await ops.page.locator('.ant-select-item-option', { hasText: '示例科技有限公司' }).click();
    const bought = ops.page.locator('[data-testid=ops-ledger] tr', { hasText: `订单开通：${orderNo}` });
    await expect.poll(() => bought.textContent()).toContain('+2000');
    await expect
      .poll(() => ops.page.locator('[data-testid=ops-ledger] tr', { hasText: '消耗' }).first().textContent())
      .toContain(`-${segments}`);

    expect(problems).toEqual([]);
    await employer.context.close();
    await ops.context.close();
  });
});
