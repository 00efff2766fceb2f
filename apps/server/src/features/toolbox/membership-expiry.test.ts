import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAREERS_SITE_CLOSED_MESSAGE, SERVICE_ENDED_MESSAGE } from '@ehire/domain/toolbox/membership';
import { createTestApp, type TestApp } from '../../test/harness';

// Issue 19: at the service end the console becomes read-only (every change refused except buying
// and renewing) and the careers site is hidden, until the membership is renewed. On SQLite, and
// on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let admin: string;

async function setServiceEnd(date: string): Promise<void> {
  await t.db.updateTable('tenant').set({ ctm_expire_date: date }).where('member_name', '=', 'demo').execute();
}

async function forbiddenWordCount(): Promise<number> {
  const row = await t.db
    .selectFrom('forbidden_word')
    .innerJoin('tenant', 'tenant.id', 'forbidden_word.tenant_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant.member_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
});
beforeEach(async () => {
  await setServiceEnd('2099-12-31');
});
afterAll(async () => {
  await t.close();
});

describe('membership expiry (issue 19)', () => {
  it('after the service end every change is refused with the read-only message, and nothing is stored', async () => {
    await setServiceEnd('2000-01-01');
    const before = await forbiddenWordCount();
    const res = await t.call('POST', '/api/biz/forbidden-words', { token: admin, body: { word: '到期后新增' } });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe(SERVICE_ENDED_MESSAGE);
    expect(await forbiddenWordCount()).toBe(before);
    // Reading still works: the console is read-only, not closed.
    const home = await t.call('GET', '/api/biz/workbench/home', { token: admin });
    expect(home.status).toBe(200);
  });

  it('after the service end buying and renewing stay open (a quote request is stored)', async () => {
    await setServiceEnd('2000-01-01');
    const res = await t.call('POST', '/api/biz/toolbox/quotes', {
      token: admin,
      body: { quantity: 12, contactName: '王管理', contactMobile: '13800000000', message: '续费会员' },
    });
    expect(res.status).toBe(200);
    const contact = await t.call('POST', '/api/biz/workbench/contact-to-buy', {
      token: admin,
      body: { sms: true, interview: false, video: false, exam: false },
    });
    expect(contact.status).toBe(200);
  });

  it('on the last day of the service changes are still allowed', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await setServiceEnd(today);
    const res = await t.call('POST', '/api/biz/forbidden-words', { token: admin, body: { word: '最后一天新增' } });
    expect(res.status).toBe(200);
  });

  it('after the service end the careers site is hidden, and shown again after renewal', async () => {
    await setServiceEnd('2000-01-01');
    const closed = await t.call('GET', '/api/web/careers/demo');
    expect(closed.status).toBe(404);
    expect(closed.body.msg).toBe(CAREERS_SITE_CLOSED_MESSAGE);
    const form = await t.call('GET', '/api/web/careers/demo/resume-design');
    expect(form.status).toBe(404);
    await setServiceEnd('2099-12-31');
    const open = await t.call('GET', '/api/web/careers/demo');
    expect(open.status).toBe(200);
  });
});
