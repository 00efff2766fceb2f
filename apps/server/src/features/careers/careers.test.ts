import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareersJobDetail, CareersJobPage, CareersSite } from '@ehire/domain/contracts/careers';
import { CAREERS_CACHE_TTL_MS } from './careers.service';
import { createTestApp, type TestApp } from '../../test/harness';
import { createJob, jobTestContext, publishedJob, type JobTestContext } from '../jobs/test-support';

let t: TestApp;
let c: JobTestContext;
let order: string[];
beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  order = [
    await publishedJob(c, { CJobName: '前端开发工程师', JobArea: '杭州', FuncType1: '01' }),
    await publishedJob(c, {
      CJobName: '产品经理',
      JobArea: '上海',
      FuncType1: '03',
      IsHideSalaryChecked: true,
    }),
    await publishedJob(c, { CJobName: '管理培训生', JobArea: '杭州', FuncType1: '10' }),
  ];
  await createJob(c, { CJobName: '草稿不可见' });
  await createJob(c, { CJobName: '审核中不可见', submit: true });
});
afterAll(async () => {
  await t.close();
});

const jobs = (query: Record<string, string> = {}, member = 'demo') =>
  t.call<CareersJobPage>('GET', `/api/web/careers/${member}/jobs`, { query });

describe('careers site (public)', () => {
  it('answers without a token: the site header', async () => {
    const site = await t.call<CareersSite>('GET', '/api/web/careers/demo');
    expect(site.body.data).toMatchObject({ member: 'demo', referralEnabled: true });
    expect((await t.call('GET', '/api/web/careers/nobody')).body).toEqual({
      code: -2000,
      msg: '招聘主页不存在',
      data: null,
    });
  });

  it('lists only published jobs in the recruiter order, and follows a new order', async () => {
    const first = await jobs();
    expect(first.body.data.rows.map((j) => j.id)).toEqual(order);
    expect(first.body.data.rows[1]).toMatchObject({
      name: '产品经理',
      salary: '薪资面议',
      funcTypeName: '产品',
      labels: ['双休', '导师制'],
    });
    expect(first.body.data.filters).toEqual({
      areas: ['上海', '杭州'],
      funcTypes: [
        { value: '01', label: '技术研发' },
        { value: '03', label: '产品' },
        { value: '10', label: '管培生' },
      ],
    });
    const reordered = [order[2], order[0], order[1]];
    expect(
      (await t.call('PUT', '/api/biz/jobs/sort', { token: c.admin, body: { jobIds: reordered } })).body.code,
    ).toBe(200);
    expect((await jobs()).body.data.rows.map((j) => j.id)).toEqual(reordered);
    await t.call('PUT', '/api/biz/jobs/sort', { token: c.admin, body: { jobIds: order } });
  });

  it('searches, filters by area and function type, and pages', async () => {
    expect((await jobs({ keyword: '产品' })).body.data.rows.map((j) => j.name)).toEqual(['产品经理']);
    expect((await jobs({ area: '杭州' })).body.data.rows.map((j) => j.name)).toEqual([
      '前端开发工程师',
      '管理培训生',
    ]);
    expect((await jobs({ funcType: '10' })).body.data.rows.map((j) => j.name)).toEqual(['管理培训生']);
    const page = await jobs({ pageSize: '2', pageIndex: '2' });
    expect(page.body.data).toMatchObject({ total: 3, pageIndex: 2, pageSize: 2 });
    expect(page.body.data.rows.map((j) => j.id)).toEqual([order[2]]);
  });

  it('a paused job disappears from the list and its page; republished unchanged (issue 20 §2), it comes back at once', async () => {
    await t.call('POST', `/api/biz/jobs/${order[0]}/pause`, { token: c.admin });
    expect((await jobs()).body.data.rows.map((j) => j.id)).toEqual([order[1], order[2]]);
    const gone = await t.call('GET', `/api/web/careers/demo/jobs/${order[0]}`);
    expect({ status: gone.status, msg: gone.body.msg }).toEqual({ status: 404, msg: '职位不存在或已下线' });
    await t.call('POST', `/api/biz/jobs/${order[0]}/republish`, { token: c.admin });
    expect((await jobs()).body.data.rows.map((j) => j.id)).toEqual(order);
  });

  it('shows a job detail; never another tenant’s job under this member', async () => {
    const detail = await t.call<CareersJobDetail>('GET', `/api/web/careers/demo/jobs/${order[0]}`);
    expect(detail.body.data).toMatchObject({
      name: '前端开发工程师',
      orgName: '技术中心',
      workAddress: '杭州市西湖区文三路 90 号',
      majors: ['计算机科学与技术', '软件工程'],
      workYear: '0-3年',
      lon: 120.13,
    });
    expect((await t.call('GET', `/api/web/careers/demo2/jobs/${order[0]}`)).status).toBe(404);
    expect((await jobs({}, 'demo2')).body.data.total).toBe(0);
  });

  it('hides a published job past its valid date (after the public read cache expires)', async () => {
    await t.db.updateTable('job').set({ valid_date: '2001-01-01' }).where('id', '=', order[2]).execute();
    // A change outside the job routes (here straight in the table) shows once the cache expires.
    t.clock.advance(CAREERS_CACHE_TTL_MS);
    expect((await jobs()).body.data.rows.map((j) => j.id)).toEqual([order[0], order[1]]);
    await t.db.updateTable('job').set({ valid_date: '2099-12-31' }).where('id', '=', order[2]).execute();
  });
});
