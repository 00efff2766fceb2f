import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CampusEvent,
  ContactPage,
  SchoolContact,
  SchoolDetails,
  SchoolPage,
  SchoolPerson,
} from '@ehire/domain/contracts/schools';
import type { TestApp } from '../../test/harness';
import { withPublishedJob } from '../pools/test-support';

// 学校管理 (issue 18 §4) on the database under test: schools from the dictionary with their tier,
// responsible recruiters, contacts CRUD, campus events linked to jobs, the school count
// (CALL-035) and the workbench's upcoming events; bad input refused with the field named.

const BASE = '/api/biz/schools';
const suite = withPublishedJob();
let t: TestApp;
let admin: string;
let viewer: string;
let jobId: string;
beforeAll(() => {
  ({ t, admin, viewer, jobId } = suite);
});

describe('学校管理', () => {
  it('ROUTE-024 CALL-035 schools from the dictionary with tier, recruiters, contacts and events linked to jobs', async () => {
    const count0 = await t.call<number>('GET', `${BASE}/count`, { token: viewer });
    expect(count0.body.data).toBe(0);
    const people = await t.call<SchoolPerson[]>('GET', `${BASE}/operators`, { token: admin });
    const adminPerson = people.body.data.find((p) => p.name !== '李只读')!;

    const added = await t.call<SchoolDetails>('POST', BASE, {
      token: admin,
      body: { name: '浙江大学', notes: '重点合作', operatorIds: [adminPerson.id] },
    });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('保存成功');
    expect(added.body.data).toMatchObject({
      name: '浙江大学',
      tier: '985',
      province: '浙江',
      notes: '重点合作',
      operators: [adminPerson],
      contactCount: 0,
    });
    const schoolId = added.body.data.schoolId;
    await t.call('POST', BASE, { token: admin, body: { name: '宁波大学' } });
    expect((await t.call<number>('GET', `${BASE}/count`, { token: viewer })).body.data).toBe(2);

    const contact = await t.call<SchoolContact>('POST', `${BASE}/${schoolId}/contacts`, {
      token: admin,
      body: { name: '陈老师', role: '就业指导中心主任', phone: '0571-87951234', email: 'chen@zju.edu.cn' },
    });
    expect(contact.status).toBe(200);
    const edited = await t.call<SchoolContact>('PUT', `${BASE}/contacts/${contact.body.data.contactId}`, {
      token: admin,
      body: { name: '陈老师', role: '主任', phone: '13800000000', email: 'chen@zju.edu.cn', notes: '周二在' },
    });
    expect(edited.body.data).toMatchObject({
      role: '主任',
      phone: '13800000000',
      notes: '周二在',
      schoolName: '浙江大学',
    });
    const second = await t.call<SchoolContact>('POST', `${BASE}/${schoolId}/contacts`, {
      token: admin,
      body: { name: '王老师' },
    });
    const removed = await t.call('DELETE', `${BASE}/contacts/${second.body.data.contactId}`, {
      token: admin,
    });
    expect(removed.body.msg).toBe('删除成功');
    const contacts = await t.call<ContactPage>(
      'GET',
      `${BASE}/contacts?keyword=${encodeURIComponent('浙江')}`,
      {
        token: viewer,
      },
    );
    expect(contacts.body.data).toMatchObject({
      total: 1,
      rows: [{ name: '陈老师', schoolName: '浙江大学' }],
    });

    const today = new Date(t.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const event = await t.call<CampusEvent>('POST', `${BASE}/${schoolId}/events`, {
      token: admin,
      body: {
        kind: 'talk',
        title: '秋招宣讲会',
        startDate: today,
        endDate: today,
        location: '紫金港',
        jobIds: [jobId],
      },
    });
    expect(event.status).toBe(200);
    expect(event.body.data).toMatchObject({ kindLabel: '宣讲会', schoolName: '浙江大学', jobs: [{ jobId }] });
    await t.call('POST', `${BASE}/${schoolId}/events`, {
      token: admin,
      body: { kind: 'fair', title: '往年双选会', startDate: '2020-10-01', endDate: '2020-10-02' },
    });
    const upcoming = await t.call<CampusEvent[]>('GET', `${BASE}/upcoming-events`, { token: viewer });
    expect(upcoming.body.data.map((e) => e.title)).toEqual(['秋招宣讲会']);

    const details = await t.call<SchoolDetails>('GET', `${BASE}/${schoolId}`, { token: viewer });
    expect(details.body.data).toMatchObject({ contactCount: 1, eventCount: 2 });
    expect(details.body.data.events.map((e) => e.title)).toEqual(['往年双选会', '秋招宣讲会']);
    const page = await t.call<SchoolPage>('GET', `${BASE}?tier=985`, { token: viewer });
    expect(page.body.data.rows.map((r) => r.name)).toEqual(['浙江大学']);

    const updated = await t.call<SchoolDetails>('PUT', `${BASE}/${schoolId}`, {
      token: admin,
      body: { name: '浙江大学', notes: '', operatorIds: [] },
    });
    expect(updated.body.data.operators).toEqual([]);
    const deleted = await t.call('DELETE', `${BASE}/${schoolId}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect((await t.call<number>('GET', `${BASE}/count`, { token: viewer })).body.data).toBe(1);
    expect((await t.call<ContactPage>('GET', `${BASE}/contacts`, { token: viewer })).body.data.total).toBe(0);
    const gone = await t.call('GET', `${BASE}/${schoolId}`, { token: viewer });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('学校不存在');
  });

  it('bad input: not in the dictionary, twice, bad phone and email, dates reversed, unknown job or recruiter, read-only — nothing saved', async () => {
    const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
    const before = (await t.call<number>('GET', `${BASE}/count`, { token: admin })).body.data;
    const unknown = await post(BASE, { name: '不存在大学' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('学校不在学校字典中');
    const first = await post(BASE, { name: '清华大学' });
    const schoolId = (first.body.data as SchoolDetails).schoolId;
    const twice = await post(BASE, { name: '清华大学' });
    expect(twice.body.msg).toBe('该学校已添加');
    const badRecruiter = await post(BASE, { name: '北京大学', operatorIds: ['nobody'] });
    expect(badRecruiter.body.msg).toBe('负责人不存在');
    const noName = await post(BASE, {});
    expect(noName.status).toBe(400);
    expect(noName.body.msg).toContain('请选择学校');

    const phone = await post(`${BASE}/${schoolId}/contacts`, { name: '赵老师', phone: '12345' });
    expect(phone.status).toBe(400);
    expect(phone.body.msg).toContain('联系电话格式不正确');
    const email = await post(`${BASE}/${schoolId}/contacts`, { name: '赵老师', email: 'x@' });
    expect(email.body.msg).toContain('邮箱格式不正确');
    const reversed = await post(`${BASE}/${schoolId}/events`, {
      kind: 'talk',
      title: '宣讲',
      startDate: '2026-10-02',
      endDate: '2026-10-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toContain('结束日期不能早于开始日期');
    const badJob = await post(`${BASE}/${schoolId}/events`, {
      kind: 'talk',
      title: '宣讲',
      startDate: '2026-10-01',
      endDate: '2026-10-01',
      jobIds: ['no-job'],
    });
    expect(badJob.body.msg).toBe('关联职位不存在');
    const missingSchool = await post(`${BASE}/nope/contacts`, { name: '赵老师' });
    expect(missingSchool.status).toBe(404);
    const readOnly = await post(BASE, { name: '复旦大学' }, viewer);
    expect(readOnly.status).toBe(403);

    expect((await t.call<number>('GET', `${BASE}/count`, { token: admin })).body.data).toBe(before + 1);
    const details = await t.call<SchoolDetails>('GET', `${BASE}/${schoolId}`, { token: admin });
    expect(details.body.data).toMatchObject({ contactCount: 0, eventCount: 0 });
  });
  it('issue 18 §4 the school and contact lists page through exactly the rows their total counts', async () => {
    const names = ['南京大学', '东南大学', '南京航空航天大学', '南京理工大学', '南京师范大学'];
    for (const name of names) {
      const added = await t.call<SchoolDetails>('POST', BASE, { token: admin, body: { name } });
      for (const contact of ['孙老师', '周老师'])
        await t.call('POST', `${BASE}/${added.body.data.schoolId}/contacts`, {
          token: admin,
          body: { name: contact },
        });
    }
    const pages = async <R>(path: string): Promise<{ totals: number[]; rows: R[] }> => {
      const totals: number[] = [];
      const rows: R[] = [];
      for (let pageIndex = 1; pageIndex <= 4; pageIndex++) {
        const page = await t.call<{ total: number; rows: R[] }>(
          'GET',
          `${path}&pageIndex=${pageIndex}&pageSize=3`,
          {
            token: viewer,
          },
        );
        totals.push(page.body.data.total);
        rows.push(...page.body.data.rows);
      }
      return { totals, rows };
    };
    const nanjing = await pages<SchoolPage['rows'][number]>(`${BASE}?keyword=${encodeURIComponent('南京')}`);
    expect(nanjing.totals).toEqual([4, 4, 4, 4]);
    expect(nanjing.rows.map((r) => r.name).sort()).toEqual(
      ['南京大学', '南京航空航天大学', '南京理工大学', '南京师范大学'].sort(),
    );
    const top = await pages<SchoolPage['rows'][number]>(
      `${BASE}?keyword=${encodeURIComponent('南京')}&tier=985`,
    );
    expect(top.totals[0]).toBe(top.rows.length);
    expect(top.rows.map((r) => r.name)).toEqual(['南京大学']);
    const contacts = await pages<ContactPage['rows'][number]>(
      `${BASE}/contacts?keyword=${encodeURIComponent('南京')}`,
    );
    expect(contacts.totals).toEqual([8, 8, 8, 8]);
    expect(new Set(contacts.rows.map((r) => r.contactId)).size).toBe(8);
  });
});
