import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareersSite } from '@ehire/domain/contracts/careers';
import type { CareersPageState } from '@ehire/domain/contracts/settings';
import { CAREERS_JOB_LIST_KEYS, DEFAULT_THEME_COLOR } from '@ehire/domain/settings/careers-page';
import { createTestApp, type CallResult, type TestApp } from '../../test/harness';
import { multipartBody, type MultipartFilePart } from '../../test/multipart';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../test/sample-files';

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
      [{ bannerUrl: 'http://cdn.example.com/b.jpg' }, '横幅图片地址须以https://开头或上传图片'],
      [{ logoUrl: 'javascript:alert(1)' }, '标志图片地址须以https://开头或上传图片'],
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

describe('issue 17 页面设置 logo and banner uploads', () => {
  async function upload(files: MultipartFilePart[], token = admin): Promise<CallResult<{ id: string; url: string }>> {
    const body = multipartBody(files);
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/image`,
      headers: { ...body.headers, token },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json(), response };
  }
  const WEBP = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.from([0x0e, 0, 0, 0, 0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x01, 0x00, 0x01, 0x00]),
  ]);

  it('issue 17 an image checked by content is stored, served publicly with caching headers, and kept once a draft names it', async () => {
    const uploaded = await upload([{ name: '标志.png', content: SAMPLE_PNG, type: 'image/png' }]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.msg).toBe('上传成功');
    const { id, url } = uploaded.body.data;
    expect(url).toBe(`/api/web/careers/demo/images/${id}`);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(SAMPLE_PNG)).toBe(true);
    // Another tenant's site does not serve it.
    expect((await t.app.inject({ method: 'GET', url: `/api/web/careers/demo2/images/${id}` })).statusCode).toBe(404);

    const webp = await upload([{ name: 'banner.webp', content: WEBP }]);
    expect(webp.status).toBe(200);
    const saved = await t.call<CareersPageState>('POST', `${BASE}/save`, {
      token: admin,
      body: { ...PAGE, logoUrl: url, bannerUrl: webp.body.data.url },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.draft).toMatchObject({ logoUrl: url, bannerUrl: webp.body.data.url });
    const kept = await t.db.selectFrom('file').select(['id', 'expires_at', 'purpose']).where('id', 'in', [id, webp.body.data.id]).execute();
    expect(kept.map((f) => [f.expires_at, f.purpose])).toEqual([
      [null, 'careers-image'],
      [null, 'careers-image'],
    ]);
  });

  it('issue 17 refused: other formats, disguised files, over 2 MB, unknown images in a draft, read-only users; zh-CN messages naming the file or field', async () => {
    const pdf = await upload([{ name: 'logo.pdf', content: SAMPLE_PDF }]);
    expect({ status: pdf.status, msg: pdf.body.msg }).toEqual({
      status: 400,
      msg: '文件「logo.pdf」格式不支持，仅支持png、jpg、jpeg、webp格式',
    });
    const disguised = await upload([{ name: 'logo.png', content: SAMPLE_PDF }]);
    expect(disguised.status).toBe(400);
    expect(disguised.body.msg).toContain('logo.png');
    const big = await upload([{ name: 'big.png', content: Buffer.concat([SAMPLE_PNG, Buffer.alloc(2 * 1024 * 1024)]) }]);
    expect({ status: big.status, msg: big.body.msg }).toEqual({ status: 413, msg: '文件「big.png」超过2MB' });
    const readOnly = await upload([{ name: 'logo.png', content: SAMPLE_PNG }], viewer);
    expect(readOnly.status).toBe(403);

    const missing = await t.call('POST', `${BASE}/save`, {
      token: admin,
      body: { ...PAGE, logoUrl: '/api/web/careers/demo/images/NOPE123' },
    });
    expect({ status: missing.status, msg: missing.body.msg }).toEqual({
      status: 400,
      msg: '标志图片不存在或已过期，请重新上传',
    });
    // Another tenant's upload cannot be named by this tenant's draft.
    const theirs = await upload([{ name: 'x.png', content: SAMPLE_PNG }], other);
    const foreign = await t.call('POST', `${BASE}/save`, {
      token: admin,
      body: { ...PAGE, bannerUrl: theirs.body.data.url },
    });
    expect({ status: foreign.status, msg: foreign.body.msg }).toEqual({
      status: 400,
      msg: '横幅图片不存在或已过期，请重新上传',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/web/careers/demo/images/NOPE123' })).statusCode).toBe(404);
  });
});

