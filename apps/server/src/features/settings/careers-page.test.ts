import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareersSite } from '@ehire/domain/contracts/careers';
import type { CareersPageState } from '@ehire/domain/contracts/settings';
import { CAREERS_JOB_LIST_KEYS, DEFAULT_THEME_COLOR } from '@ehire/domain/settings/careers-page';
import { createTestApp, type TestApp } from '../../test/harness';

// 页面设置 (issue 17, /new/systemManagement/resumePageSettings, GAP-048) through the API: a draft
// edited and previewed in the console, published to the careers site. SQLite, and PostgreSQL
// with TEST_DATABASE_URL.

const BASE = '/api/biz/settings/careers-page';
let t: TestApp;
let admin: string;
let viewer: string;
let other: string;

const PAGE = {
  logoUrl: 'https://cdn.example.com/logo.png',
  bannerUrl: 'https://cdn.example.com/banner.jpg',
  themeColor: '#c41d7f',
  intro: '加入我们，一起做有意思的事。',
  contact: 'campus@demo.example.com',
  jobListFields: ['area', 'degree'],
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
  other = (await t.login('demo2', 'admin')).token;
});
afterAll(async () => {
  await t.close();
});

describe('页面设置 (issue 17)', () => {
  it('ROUTE-021 a tenant that never saved has the default draft, nothing published; the careers site has no page', async () => {
    const res = await t.call<CareersPageState>('POST', BASE, { token: viewer, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      draft: {
        logoUrl: '',
        bannerUrl: '',
        themeColor: DEFAULT_THEME_COLOR,
        intro: '',
        contact: '',
        jobListFields: [...CAREERS_JOB_LIST_KEYS],
      },
      published: null,
      publishedAt: null,
      unpublished: true,
    });
    const site = await t.call<CareersSite>('GET', '/api/web/careers/demo');
    expect(site.body.data.page).toBeUndefined();
  });

  it('refuses bad input with a message naming the field and changes nothing; read-only users cannot save or publish', async () => {
    const cases: Array<[unknown, string]> = [
      [{ themeColor: 'red' }, '主题色须为#RRGGBB格式'],
      [{ bannerUrl: 'http://cdn.example.com/b.jpg' }, '横幅图片地址须以https://开头'],
      [{ logoUrl: 'javascript:alert(1)' }, '标志图片地址须以https://开头'],
      [{ intro: '介'.repeat(501) }, '官网介绍最多500个字符'],
      [{ contact: 'x'.repeat(101) }, '联系方式最多100个字符'],
      [{ jobListFields: ['salary', 'salary'] }, '职位列表显示项重复'],
      [{ jobListFields: ['bonus'] }, '职位列表显示项不存在'],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call('POST', `${BASE}/save`, { token: admin, body });
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 400, msg: `参数错误：${msg}` });
    }
    expect((await t.call('POST', `${BASE}/save`, { token: viewer, body: PAGE })).status).toBe(403);
    expect((await t.call('POST', `${BASE}/publish`, { token: viewer, body: {} })).status).toBe(403);
    const rows = await t.db.selectFrom('tenant_setting').select('key').where('key', 'like', 'careersPage%').execute();
    expect(rows).toEqual([]);
  });

  it('GAP-048 a saved draft is not on the careers site until published; publishing shows it there, other tenants unchanged', async () => {
    const saved = await t.call<CareersPageState>('POST', `${BASE}/save`, { token: admin, body: PAGE });
    expect(saved.body).toMatchObject({ code: 200, msg: '保存成功' });
    expect(saved.body.data).toMatchObject({ draft: PAGE, published: null, unpublished: true });
    expect((await t.call<CareersSite>('GET', '/api/web/careers/demo')).body.data.page).toBeUndefined();

    const published = await t.call<CareersPageState>('POST', `${BASE}/publish`, { token: admin, body: {} });
    expect(published.body).toMatchObject({ code: 200, msg: '发布成功，招聘官网已更新' });
    expect(published.body.data).toMatchObject({ draft: PAGE, published: PAGE, unpublished: false });
    expect(published.body.data.publishedAt).toBe(t.clock.now());
    const site = await t.call<CareersSite>('GET', '/api/web/careers/demo');
    expect(site.body.data.page).toEqual({
      logoUrl: PAGE.logoUrl,
      bannerUrl: PAGE.bannerUrl,
      themeColor: PAGE.themeColor,
      intro: PAGE.intro,
      contact: PAGE.contact,
      hidden: ['salary', 'jobNum', 'term', 'funcTypeName', 'tags'],
    });
    expect((await t.call<CareersSite>('GET', '/api/web/careers/demo2')).body.data.page).toBeUndefined();
    const mine = await t.call<CareersPageState>('POST', BASE, { token: other, body: {} });
    expect(mine.body.data.published).toBeNull();

    // Nothing new: publishing again is refused.
    const again = await t.call('POST', `${BASE}/publish`, { token: admin, body: {} });
    expect({ status: again.status, msg: again.body.msg }).toEqual({ status: 400, msg: '没有未发布的修改' });

    // A new draft leaves the site on the published version.
    await t.call('POST', `${BASE}/save`, { token: admin, body: { ...PAGE, themeColor: '#000000' } });
    expect((await t.call<CareersSite>('GET', '/api/web/careers/demo')).body.data.page?.themeColor).toBe('#c41d7f');
    const state = await t.call<CareersPageState>('POST', BASE, { token: admin, body: {} });
    expect(state.body.data).toMatchObject({ unpublished: true, published: { themeColor: '#c41d7f' } });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('target_type', '=', 'tenant_setting')
      .where('target_id', '=', 'careersPage')
      .execute();
    expect(audit.map((a) => a.detail).sort()).toEqual(['保存页面设置草稿', '保存页面设置草稿', '发布页面设置']);
  });
});
