import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoundMobile } from '@ehire/domain/contracts/settings';
import type { Quote, QuoteListAnswer } from '@ehire/domain/contracts/toolbox';
import { createTestApp, type TestApp } from '../../test/harness';

// 会员管理 › 手机号码 and 定制服务 (issue 17, /new/systemManagement/ctminfo/{mobile,custom}) through
// the API: a code sent to the new number binds it; a custom-service request is a toolbox quote
// without product. SQLite, and PostgreSQL with TEST_DATABASE_URL.

const BASE = '/api/biz/settings/member/mobile';
let t: TestApp;
let admin: string;
let viewer: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
  other = (await t.login('demo2', 'admin')).token;
});
afterAll(async () => {
  await t.close();
});

describe('会员管理 手机号码 (issue 17)', () => {
  it('binds a mobile with the code sent to it: masked, audited; wrong, expired and reused codes refused', async () => {
    const none = await t.call<BoundMobile>('POST', BASE, { token: viewer, body: {} });
    expect(none.body.data).toEqual({ mobile: '', boundAt: null });

    const sent = await t.call('POST', `${BASE}/code`, { token: admin, body: { mobile: '13912345678' } });
    expect(sent.body).toMatchObject({ code: 200, msg: '验证码已发送，5分钟内有效' });
    const again = await t.call('POST', `${BASE}/code`, { token: admin, body: { mobile: '13912345678' } });
    expect({ status: again.status, msg: again.body.msg }).toEqual({
      status: 429,
      msg: '验证码发送过于频繁，请60秒后再试',
    });
    const code = await t.lastSmsCode('demo', '13912345678');

    const wrong = await t.call('POST', `${BASE}/bind`, {
      token: admin,
      body: { mobile: '13912345678', code: code === '000000' ? '111111' : '000000' },
    });
    expect({ status: wrong.status, msg: wrong.body.msg }).toEqual({ status: 400, msg: '验证码不正确' });
    const otherNumber = await t.call('POST', `${BASE}/bind`, { token: admin, body: { mobile: '13900000000', code } });
    expect({ status: otherNumber.status, msg: otherNumber.body.msg }).toEqual({ status: 400, msg: '验证码不正确' });
    const elsewhere = await t.call('POST', `${BASE}/bind`, { token: other, body: { mobile: '13912345678', code } });
    expect(elsewhere.status).toBe(400);
    expect((await t.call('POST', `${BASE}/bind`, { token: viewer, body: { mobile: '13912345678', code } })).status).toBe(
      403,
    );

    const bound = await t.call<BoundMobile>('POST', `${BASE}/bind`, {
      token: admin,
      body: { mobile: '13912345678', code },
    });
    expect(bound.body).toMatchObject({ code: 200, msg: '手机号码已绑定', data: { mobile: '139****5678' } });
    expect(bound.body.data.boundAt).toBe(t.clock.now());
    const reused = await t.call('POST', `${BASE}/bind`, { token: admin, body: { mobile: '13912345678', code } });
    expect({ status: reused.status, msg: reused.body.msg }).toEqual({ status: 400, msg: '验证码错误次数过多，请重新获取' });
    expect((await t.call<BoundMobile>('POST', BASE, { token: other, body: {} })).body.data.mobile).toBe('');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('target_id', '=', 'boundMobile')
      .execute();
    expect(audit).toEqual([{ detail: '绑定手机号码 139****5678' }]);

    t.clock.advance(61_000);
    await t.call('POST', `${BASE}/code`, { token: admin, body: { mobile: '13812345678' } });
    const next = await t.lastSmsCode('demo', '13812345678');
    t.clock.advance(5 * 60_000 + 1);
    const expired = await t.call('POST', `${BASE}/bind`, { token: admin, body: { mobile: '13812345678', code: next } });
    expect({ status: expired.status, msg: expired.body.msg }).toEqual({ status: 400, msg: '验证码已过期，请重新获取' });
  });

  it('names the bad field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['code', { mobile: '1391234' }, '手机号码格式不正确'],
      ['code', {}, '请输入手机号码'],
      ['bind', { mobile: '13912345678', code: '12ab' }, '验证码须为6位数字'],
    ];
    for (const [path, body, msg] of cases) {
      const res = await t.call('POST', `${BASE}/${path}`, { token: admin, body });
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 400, msg: `参数错误：${msg}` });
    }
  });
});

describe('会员管理 定制服务 (issue 17)', () => {
  it('a request goes to the provider as a quote of source custom, without product; a request without words is refused', async () => {
    const empty = await t.call('POST', '/api/biz/toolbox/quotes', {
      token: admin,
      body: { source: 'custom', quantity: 1, contactName: '王经理', contactMobile: '13912345678', message: ' ' },
    });
    expect({ status: empty.status, msg: empty.body.msg }).toEqual({ status: 400, msg: '参数错误：请描述需要的定制服务' });
    const made = await t.call<Quote>('POST', '/api/biz/toolbox/quotes', {
      token: admin,
      body: {
        source: 'custom',
        quantity: 1,
        contactName: '王经理',
        contactMobile: '13912345678',
        message: '需要招聘官网使用自己的域名',
      },
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      source: 'custom',
      productId: null,
      productName: '定制服务',
      status: 'requested',
      message: '需要招聘官网使用自己的域名',
    });
    const mine = await t.call<QuoteListAnswer>('GET', '/api/biz/toolbox/quotes', { token: admin });
    expect(mine.body.data.list.filter((q) => q.source === 'custom')).toHaveLength(1);
    const theirs = await t.call<QuoteListAnswer>('GET', '/api/biz/toolbox/quotes', { token: other });
    expect(theirs.body.data.list.filter((q) => q.source === 'custom')).toHaveLength(0);
  });
});
