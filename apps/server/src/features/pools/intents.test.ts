import { beforeAll, describe, expect, it } from 'vitest';
import type { IntentPage, IntentRow, InviteIntentsAnswer } from '@ehire/domain/contracts/intents';
import type { TestApp } from '../../test/harness';
import { insertApplication } from '../jobs/test-support';
import { withPublishedJob } from './test-support';

// 意向人才库 (issue 18 §1) on the database under test: interest registered without applying,
// 未提交 / 已提交 by whether an application with the same mobile exists, the workbench's
// toBeDeliveredCount and deliveredCount, the preview, invitations, bad input.

const BASE = '/api/biz/pools/intents';
const suite = withPublishedJob();
let t: TestApp;
let admin: string;
let viewer: string;
let jobId: string;
beforeAll(() => {
  ({ t, admin, viewer, jobId } = suite);
});

describe('意向人才库', () => {
  it('ROUTE-026 ROUTE-039 WB-010 WB-041 registered interest, 未提交 until an application with the mobile exists, invited', async () => {
    const home0 = await t.call<{ toBeDeliveredCount: number; deliveredCount: number }>(
      'GET',
      '/api/biz/workbench/home',
      {
        token: admin,
      },
    );
    const register = (body: object) => t.call<IntentRow>('POST', BASE, { token: admin, body });
    const a = await register({
      name: '意向甲',
      mobile: '13912340001',
      school: '浙江大学',
      degree: '本科',
      jobId,
      source: '宣讲会',
    });
    expect(a.status).toBe(200);
    expect(a.body.msg).toBe('登记成功');
    expect(a.body.data).toMatchObject({
      deliveredstaus: '00',
      deliveredLabel: '未提交',
      inviteCount: 0,
      jobId,
    });
    expect(a.body.data.jobName).not.toBe('');
    await register({ name: '意向乙', mobile: '13912340002' });
    await register({ name: '意向丙', mobile: '13912340003', email: 'c@example.com', graduationYear: 2027 });
    await insertApplication(t, jobId, { name: '意向丙', mobile: '13912340003' });

    const waiting = await t.call<IntentPage>('GET', `${BASE}?deliveredstaus=00`, { token: viewer });
    expect(waiting.body.data.rows.map((r) => r.name).sort()).toEqual(['意向乙', '意向甲']);
    expect(waiting.body.data.counts).toEqual({ notSubmitted: 2, submitted: 1 });
    const done = await t.call<IntentPage>('GET', `${BASE}?deliveredstaus=01`, { token: viewer });
    expect(done.body.data.rows.map((r) => [r.name, r.deliveredLabel])).toEqual([['意向丙', '已提交']]);
    const search = await t.call<IntentPage>('GET', `${BASE}?keyword=${encodeURIComponent('浙江')}`, {
      token: viewer,
    });
    expect(search.body.data.rows.map((r) => r.name)).toEqual(['意向甲']);

    const home = await t.call<{ toBeDeliveredCount: number; deliveredCount: number }>(
      'GET',
      '/api/biz/workbench/home',
      {
        token: admin,
      },
    );
    expect(home.body.data.toBeDeliveredCount).toBe(home0.body.data.toBeDeliveredCount + 2);
    expect(home.body.data.deliveredCount).toBe(home0.body.data.deliveredCount + 1);

    const preview = await t.call<IntentRow>('GET', `${BASE}/${a.body.data.intentId}`, { token: viewer });
    expect(preview.body.data).toMatchObject({ name: '意向甲', school: '浙江大学', source: '宣讲会' });

    const ids = [...waiting.body.data.rows, ...done.body.data.rows].map((r) => r.intentId);
    const invited = await t.call<InviteIntentsAnswer>('POST', `${BASE}/invite`, {
      token: admin,
      body: { intentIds: ids },
    });
    expect(invited.body.msg).toBe('已邀请2人投递');
    expect(invited.body.data).toEqual({ invited: 2, alreadyDelivered: 1 });
    const after = await t.call<IntentRow>('GET', `${BASE}/${a.body.data.intentId}`, { token: viewer });
    expect(after.body.data.inviteCount).toBe(1);
    expect(after.body.data.invitedAt).toBe(t.clock.now());
  });

  it('bad input: phone, email, duplicate mobile, unknown job, nobody chosen, read-only, missing — nothing saved', async () => {
    const before = (await t.call<IntentPage>('GET', BASE, { token: admin })).body.data.total;
    const post = (body: object, token = admin) => t.call('POST', BASE, { token, body });
    const phone = await post({ name: '错', mobile: '12345' });
    expect(phone.status).toBe(400);
    expect(phone.body.msg).toContain('手机号格式不正确');
    const email = await post({ name: '错', mobile: '13912349999', email: 'x@' });
    expect(email.body.msg).toContain('邮箱格式不正确');
    const noName = await post({ mobile: '13912349999' });
    expect(noName.body.msg).toContain('请填写姓名');
    const twice = await post({ name: '重复', mobile: '13912340001' });
    expect(twice.body.msg).toBe('该手机号已登记意向');
    const job = await post({ name: '错', mobile: '13912349999', jobId: 'no-job' });
    expect(job.body.msg).toBe('职位不存在');
    const readOnly = await post({ name: '只读', mobile: '13912349998' }, viewer);
    expect(readOnly.status).toBe(403);
    const nobody = await t.call('POST', `${BASE}/invite`, { token: admin, body: { intentIds: [] } });
    expect(nobody.status).toBe(400);
    expect(nobody.body.msg).toContain('请选择候选人');
    const missing = await t.call('GET', `${BASE}/nope`, { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('意向候选人不存在');
    expect((await t.call<IntentPage>('GET', BASE, { token: admin })).body.data.total).toBe(before);
  });

  it('ROUTE-026 登记意向 on the careers site: in 意向人才库 with the source 招聘主页; a second time with the same mobile adds nothing and says the same', async () => {
    const url = '/api/web/careers/demo/intents';
    const body = {
      name: '官网意向',
      mobile: '13912347777',
      email: 'site@example.com',
      school: '复旦大学',
      jobId,
    };
    const first = await t.call('POST', url, { body });
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('登记成功，我们会尽快与您联系');
    const again = await t.call('POST', url, { body: { ...body, name: '别人' } });
    expect(again.body.msg).toBe('登记成功，我们会尽快与您联系');
    const found = await t.call<IntentPage>('GET', `${BASE}?keyword=13912347777`, { token: admin });
    expect(found.body.data.rows.map((r) => [r.name, r.source, r.school, r.deliveredLabel])).toEqual([
      ['官网意向', '招聘主页', '复旦大学', '未提交'],
    ]);
    const bad = await t.call('POST', url, { body: { name: '错', mobile: '123' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('手机号格式不正确');
    const unknownSite = await t.call('POST', '/api/web/careers/no-such-member/intents', { body });
    expect(unknownSite.status).toBe(404);
  });
});
