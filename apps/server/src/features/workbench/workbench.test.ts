import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CalendarAnswer,
  ProcessOverviewAnswer,
  ShareQrCodeAnswer,
  WorkbenchHome,
} from '@ehire/domain/contracts/workbench';
import type { InboxStatusCode } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertApplication,
  interviewStepOf,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';

let t: TestApp;
let c: JobTestContext;
let jobId: string;

async function setStatus(applicationId: string, inboxStatus: InboxStatusCode): Promise<void> {
  await t.db
    .updateTable('application')
    .set({ inbox_status: inboxStatus })
    .where('id', '=', applicationId)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  jobId = await publishedJob(c, { CJobName: '前端开发工程师' });
  const statuses: InboxStatusCode[] = ['00', '00', '01', '04', '05', '02'];
  for (const [index, status] of statuses.entries()) {
    const { applicationId } = await insertApplication(t, jobId, {
      name: `候选人${index}`,
      mobile: `1380000000${index}`,
    });
    await setStatus(applicationId, status);
  }
});
afterAll(async () => {
  await t.close();
});

describe('workbench (D1 §2)', () => {
  it('DATA-005 WB-002 WB-010 CALL-033 answers home customer info (GET with isrefresh) with live counts', async () => {
    const tenantId = await tenantIdOf(t, 'demo');
    const tenant = await t.db
      .selectFrom('tenant')
      .selectAll()
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const home = await t.call<WorkbenchHome>('GET', '/api/biz/workbench/home?isrefresh=true', {
      token: c.admin,
    });
    expect(home.status).toBe(200);
    expect(home.body.data).toEqual({
      ctmexpiredate: tenant.ctm_expire_date,
      customerType: tenant.customer_type,
      remainJobCount: tenant.remain_job_count,
      releasedJobCount: 1,
      receivedResumeCount: 6,
      resumeNoFilterCount: 2,
      resumeToInterviewCount: 0,
      videoTapeCount: tenant.video_balance,
      smsInvitationBalance: tenant.sms_balance,
      interviewInvitationBalance: tenant.interview_balance,
      toBeDeliveredCount: 0,
      deliveredCount: 0,
    });
  });

  it('WB-011 WB-013 counts each flow step by inbox status, with the aggregate row first', async () => {
    const answer = await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', {
      token: c.admin,
    });
    const { total, rows } = answer.body.data;
    const first = rows.find((row) => row.resumeNum > 0)!;
    expect(first).toMatchObject({ resumeNum: 6, filtrateNum: 2, undeterminedNum: 1, outNum: 2, planNum: 1 });
    expect(rows.every((row) => row.ivType !== 999)).toBe(true);
    expect(total).toMatchObject({
      ivid: '99',
      resumeNum: 6,
      filtrateNum: 2,
      undeterminedNum: 1,
      outNum: 2,
      planNum: 1,
    });
    // The four groups always add up to the row's total.
    for (const row of rows) {
      expect(row.filtrateNum + row.undeterminedNum + row.outNum + row.planNum).toBe(row.resumeNum);
    }
  });

  it('DATA-008 each process count row has ivid, ivType, flow name, resumeNum, filtrateNum, undeterminedNum, outNum and planNum', async () => {
    const tenantId = await tenantIdOf(t, 'demo');
    const steps = await t.db
      .selectFrom('flow_step')
      .select(['ivid', 'iv_type', 'name'])
      .where('tenant_id', '=', tenantId)
      .execute();
    const answer = await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', {
      token: c.admin,
    });
    const { rows } = answer.body.data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'ivid',
          'ivType',
          'flowName',
          'processName',
          'resumeNum',
          'filtrateNum',
          'undeterminedNum',
          'outNum',
          'planNum',
        ].sort(),
      );
      // ivid, ivType and the flow (step) name are the step's own.
      expect(steps).toContainEqual({ ivid: row.ivid, iv_type: row.ivType, name: row.flowName });
      for (const count of [row.resumeNum, row.filtrateNum, row.undeterminedNum, row.outNum, row.planNum]) {
        expect(Number.isInteger(count) && count >= 0).toBe(true);
      }
    }
  });

  it('WB-013 AMB-015 a read-only talent permission (1) still sees the aggregate row', async () => {
    const answer = await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', {
      token: c.viewer,
    });
    expect(answer.body.data.total).toMatchObject({ ivid: '99', resumeNum: 6 });
  });

  it('WB-014 GAP-008 a school-related customer (type 2) gets no aggregate row', async () => {
    const tenantId = await tenantIdOf(t, 'demo');
    await t.db.updateTable('tenant').set({ customer_type: 2 }).where('id', '=', tenantId).execute();
    try {
      const answer = await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', {
        token: c.admin,
      });
      expect(answer.body.data.total).toBeNull();
      expect(answer.body.data.rows.length).toBeGreaterThan(0);
    } finally {
      await t.db.updateTable('tenant').set({ customer_type: 1 }).where('id', '=', tenantId).execute();
    }
  });

  it('keeps tenants apart: demo2 sees none of demo’s applications', async () => {
    const other = (await t.login('demo2', 'admin')).token;
    const home = await t.call<WorkbenchHome>('GET', '/api/biz/workbench/home', { token: other });
    expect(home.body.data.receivedResumeCount).toBe(0);
    const overview = await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', {
      token: other,
    });
    expect(overview.body.data.rows.every((row) => row.resumeNum === 0)).toBe(true);
  });

  it('WB-026 WB-027 answers the 42-day range of a month, and refuses a bad month naming the field', async () => {
    const answer = await t.call<CalendarAnswer>('GET', '/api/biz/workbench/calendar', {
      token: c.admin,
      query: { year: '2026', month: '11' },
    });
    expect(answer.body.data).toEqual({ from: '2026-10-26', to: '2026-12-06', arrangements: [] });
    const bad = await t.call('GET', '/api/biz/workbench/calendar', {
      token: c.admin,
      query: { year: '2026', month: '13' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：month 不能大于 12');
  });

  it('WB-029 CALL-041 the share QR code (POST with isrefresh) carries the careers-site address of the tenant', async () => {
    const answer = await t.call<ShareQrCodeAnswer>('POST', '/api/biz/workbench/share-qrcode', {
      token: c.admin,
      body: { isrefresh: false },
    });
    expect(answer.body.data.text).toMatch(/^https?:\/\/[^/]+\/careers\/demo$/);
    const refreshed = await t.call<ShareQrCodeAnswer>('POST', '/api/biz/workbench/share-qrcode', {
      token: c.admin,
      body: { isrefresh: true },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.text).toBe(answer.body.data.text);
  });

  it('WB-002 counts 待面试 as the arranged applications sitting at an interview step (ivType 3)', async () => {
    const interview = await interviewStepOf(t, jobId);
    const home = async () =>
      (await t.call<WorkbenchHome>('GET', '/api/biz/workbench/home', { token: c.admin })).body.data;
    const before = await home();
    // Arranged at the interview step: counted; pending there, or arranged at the first step
    // (the '02' of beforeAll): not.
    for (const [index, status] of (['06', '08', '01'] as InboxStatusCode[]).entries()) {
      const { applicationId } = await insertApplication(t, jobId, {
        name: `面试候选人${index}`,
        mobile: `1370000000${index}`,
        stepSort: interview.sort,
      });
      await setStatus(applicationId, status);
    }
    const after = await home();
    expect(after.resumeToInterviewCount).toBe(before.resumeToInterviewCount + 2);
    expect(after.receivedResumeCount).toBe(before.receivedResumeCount + 3);
  });

  it('refuses without a session', async () => {
    const answer = await t.call('GET', '/api/biz/workbench/home');
    expect(answer.status).toBe(401);
  });
});
