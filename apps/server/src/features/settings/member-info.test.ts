import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareersSite } from '@ehire/domain/contracts/careers';
import type { MemberInfo } from '@ehire/domain/contracts/settings';
import { chinaToday } from '@ehire/domain/jobs/validation';
import { createTestApp, type TestApp } from '../../test/harness';
import { tenantIdOf } from '../jobs/test-support';

// 会员管理 (issue 17, /new/systemManagement/ctminfo) through the API: the company information the
// careers site shows, the service period and SMS balance. SQLite, and PostgreSQL with
// TEST_DATABASE_URL.

const BASE = '/api/biz/settings/member';
let t: TestApp;
let admin: string;
let viewer: string;
let tenantId: string;

const PROFILE = {
  shortName: '演示科技',
  industry: '互联网',
  scale: '500-999人',
  address: '杭州市西湖区文三路90号',
  website: 'https://www.example.com',
  intro: '我们是一家专注校园招聘的公司。',
  contactName: '王老师',
  contactPhone: '0571-88886666',
  contactEmail: 'hr@example.com',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
  tenantId = await tenantIdOf(t, 'demo');
});
afterAll(async () => {
  await t.close();
});

describe('会员管理 (issue 17)', () => {
  it('shows the company, the service end with the days left and the SMS balance', async () => {
    const in30Days = chinaToday(t.clock.now() + 30 * 86_400_000);
    await t.db
      .updateTable('tenant')
      .set({ ctm_expire_date: in30Days, sms_balance: 1234 })
      .where('id', '=', tenantId)
      .execute();
    const info = await t.call<MemberInfo>('POST', `${BASE}/info`, { token: admin, body: {} });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      memberName: 'demo',
      expireDate: in30Days,
      daysLeft: 30,
      smsBalance: 1234,
      profile: { shortName: '', intro: '' },
    });
  });

  it('saves the company information, audits it, and the careers site shows it', async () => {
    const before = await t.call<CareersSite>('GET', '/api/web/careers/demo');
    expect(before.body.data.company).toBeUndefined();
    const saved = await t.call('POST', `${BASE}/company`, { token: admin, body: PROFILE });
    expect(saved.body).toMatchObject({ code: 200, msg: '保存成功' });
    const info = await t.call<MemberInfo>('POST', `${BASE}/info`, { token: admin, body: {} });
    expect(info.body.data.profile).toEqual(PROFILE);
    const site = await t.call<CareersSite>('GET', '/api/web/careers/demo');
    expect(site.body.data.company).toEqual(PROFILE);
    // Saving again updates the one row.
    await t.call('POST', `${BASE}/company`, { token: admin, body: { ...PROFILE, scale: '1000人以上' } });
    const rows = await t.db
      .selectFrom('company_profile')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .execute();
    expect(rows.map((r) => r.scale)).toEqual(['1000人以上']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('target_type', '=', 'company_profile')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ action: 'POST /api/biz/settings/member/company' });
  });

  it('bad input is refused naming the field, and nothing changes', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ website: 'www.example.com' }, '企业网址须以http://或https://开头'],
      [{ contactEmail: 'hr@' }, '联系邮箱格式不正确'],
      [{ contactPhone: '电话' }, '联系电话格式不正确'],
      [{ intro: '简'.repeat(2001) }, '企业简介最多2000个字符'],
      [{ shortName: 42 }, '企业简称不正确'],
    ];
    for (const [change, msg] of cases) {
      const res = await t.call('POST', `${BASE}/company`, { token: admin, body: { ...PROFILE, ...change } });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(`参数错误：${msg}`);
    }
    const row = await t.db
      .selectFrom('company_profile')
      .select(['website', 'scale'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ website: PROFILE.website, scale: '1000人以上' });
  });

  it('PERM-004 a read-only member reads the page but cannot change the company information', async () => {
    const read = await t.call('POST', `${BASE}/info`, { token: viewer, body: {} });
    expect(read.status).toBe(200);
    const write = await t.call('POST', `${BASE}/company`, { token: viewer, body: PROFILE });
    expect(write.status).toBe(403);
  });
});
