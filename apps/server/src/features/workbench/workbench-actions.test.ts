import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactToBuyAnswer, TalentPackAnswer } from '@ehire/domain/contracts/workbench';
import type { Quote } from '@ehire/domain/contracts/toolbox';
import { createTestApp, type TestApp } from '../../test/harness';

// The workbench's buying-contact dialog and talent-pack entry (D1 §2, §5, §7, §8): on SQLite, and
// on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let admin: string;
let viewer: string;
let ops: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
  ops = await t.opsLogin();
});
afterAll(async () => {
  await t.close();
});

async function leads(): Promise<Quote[]> {
  const res = await t.call<{ list: Quote[] }>('GET', '/api/ops/toolbox/quotes', { token: ops });
  return res.body.data.list.filter((quote) => quote.source === 'workbench');
}

describe('buying-contact dialog (WB-053)', () => {
  it('WB-053 CALL-042 CALL-043 the chosen product types reach the provider as a lead, with the success message', async () => {
    const before = (await leads()).length;
    const res = await t.call<ContactToBuyAnswer>('POST', '/api/biz/workbench/contact-to-buy', {
      token: admin,
      body: { sms: true, interview: false, video: false, exam: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('提交成功，工作人员会尽快与您联系');
    expect(res.body.data.message).toBe('提交成功，工作人员会尽快与您联系');
    const after = await leads();
    expect(after).toHaveLength(before + 1);
    const lead = after.find((quote) => quote.message === '工作台联系购买：短信邀请、测评');
    expect(lead).toMatchObject({ productId: null, productName: '购买咨询', tenantName: expect.any(String) });
  });

  it('VAL-001 ERR-018 CALL-044 no product type chosen: 请选择产品类型, and no lead', async () => {
    const before = (await leads()).length;
    const res = await t.call('POST', '/api/biz/workbench/contact-to-buy', {
      token: admin,
      body: { sms: false, interview: false, video: false, exam: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('请选择产品类型');
    const wrongType = await t.call('POST', '/api/biz/workbench/contact-to-buy', {
      token: admin,
      body: { sms: 'yes', interview: false, video: false, exam: false },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toContain('sms');
    expect(await leads()).toHaveLength(before);
  });

  it('a read-only workbench user cannot send a lead', async () => {
    const before = (await leads()).length;
    const res = await t.call('POST', '/api/biz/workbench/contact-to-buy', {
      token: viewer,
      body: { sms: true, interview: false, video: false, exam: false },
    });
    expect(res.status).toBe(403);
    expect(await leads()).toHaveLength(before);
  });
});

describe('talent pack (WB-033, WB-046)', () => {
  it('WB-033 WB-046 CALL-045 answers the page to open in a new window for an operator with istalentpack', async () => {
    const res = await t.call<TalentPackAnswer>('GET', '/api/biz/workbench/talent-pack', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^https?:\/\/[^/]+\/new\/talentPool$/);
  });

  it('VAL-005 PERM-013 ERR-018 refuses an operator without istalentpack: 当前角色没有操作权限！', async () => {
    const res = await t.call('GET', '/api/biz/workbench/talent-pack', { token: viewer });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('当前角色没有操作权限！');
  });
});
