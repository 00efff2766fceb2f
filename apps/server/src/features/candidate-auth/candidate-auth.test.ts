import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRequestOf, type ApplyAs } from '@ehire/domain/apply/test-support/answers';
import type { CandidateMe } from '@ehire/domain/contracts/candidate-auth';
import type { ApplyAnswer, MyApplication } from '@ehire/domain/contracts/talent';
import { createTestApp, type TestApp } from '../../test/harness';
import type { OutgoingMail } from '../delivery/mail-sender';
import { jobTestContext, publishedJob, tenantIdOf, publishApplyDesign } from '../jobs/test-support';

// Issue 11: a phone number is not a credential. Candidates sign in on the careers site with a
// one-time code (SMS through the outbox provider here, or email), and applying, 我的投递 and
// withdrawing need that session. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
let jobA: string;
let jobB: string;
const mails: OutgoingMail[] = [];

const SITE = '/api/web/careers/demo';
const MINUTE = 60_000;

function form(overrides: Partial<ApplyAs> = {}): ApplyAs {
  return {
    name: '陈一',
    mobile: '13500000001',
    email: '',
    gender: 1,
    school: '浙江大学',
    major: '计算机科学与技术',
    degree: '本科',
    graduationYear: 2026,
    ...overrides,
  };
}

const askCode = (address: string, channel: 'mobile' | 'email' = 'mobile', remoteAddress?: string) =>
  t.call('POST', `${SITE}/candidate/code`, { body: { channel, address }, remoteAddress });
const signIn = (address: string, code: string, channel: 'mobile' | 'email' = 'mobile') =>
  t.call<CandidateMe>('POST', `${SITE}/candidate/sign-in`, { body: { channel, address, code } });
const sessionCookie = (res: { response: { cookies: Array<{ name: string; value: string }> } }) => {
  const c = res.response.cookies.find((x) => x.name.startsWith('ehire_cand_'));
  if (!c) throw new Error('no candidate cookie');
  return { [c.name]: c.value };
};
const mine = (cookies?: Record<string, string>) =>
  t.call<MyApplication[]>('POST', `${SITE}/my-applications`, cookies ? { cookies } : {});
/** A code that is not the one sent (same length, different digits). */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await createTestApp({}, { mailSender: { send: async (mail) => void mails.push(mail) } });
  const c = await jobTestContext(t);
  jobA = await publishedJob(c, { CJobName: '前端开发工程师' });
  jobB = await publishedJob(c, { CJobName: '后端开发工程师' });
  // An online design without modules: the answers here are only the system fields.
  await publishApplyDesign(t, await tenantIdOf(t, 'demo'));
});
afterAll(async () => {
  await t.close();
});

describe('the attack of issue 11 (regression)', () => {
  it('another person who knows the victim’s mobile can neither read nor withdraw the victim’s applications', async () => {
    const victim = '13900000001';
    const applied = await t.applyAs<ApplyAnswer>('demo', jobA, form({ name: '受害人', mobile: victim }));
    expect(applied.status).toBe(200);
    const victimApplication = applied.body.data.applicationId;

    // Step 2 as it was: applying to job B with the victim's mobile and no session.
    const anonymous = await t.call('POST', `${SITE}/jobs/${jobB}/apply`, {
      body: applyRequestOf(form({ name: '攻击者', mobile: victim })),
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: -2000, msg: '请先验证手机号或邮箱', data: null });

    // Signed in with their own mobile, the victim's mobile on the form is refused.
    const attackerMobile = await t.candidateSignIn('demo', '13900000002');
    const otherMobile = await t.call('POST', `${SITE}/jobs/${jobB}/apply`, {
      body: applyRequestOf(form({ name: '攻击者', mobile: victim })),
      cookies: attackerMobile,
    });
    expect(otherMobile.status).toBe(400);
    expect(otherMobile.body.msg).toBe('手机号须与已验证的手机号一致');

    // Signed in with their own email, the form can carry the victim's mobile: the recruiter-side
    // merge files it under the victim's candidate, but that grants nothing.
    await askCode('attacker@example.com', 'email');
    const code = mails.at(-1)?.text.match(/验证码是(\d{6})/)?.[1] ?? '';
    const attacker = sessionCookie(await signIn('attacker@example.com', code, 'email'));
    const merged = await t.call<ApplyAnswer>('POST', `${SITE}/jobs/${jobB}/apply`, {
      body: applyRequestOf(form({ name: '攻击者', mobile: victim, email: 'attacker@example.com' })),
      cookies: attacker,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toEqual({ applicationId: expect.any(String), message: '投递成功' });
    const candidates = await t.db
      .selectFrom('application')
      .select('candidate_id')
      .where('id', 'in', [victimApplication, merged.body.data.applicationId])
      .execute();
    expect(new Set(candidates.map((r) => r.candidate_id)).size).toBe(1);

    // Step 3: the attacker's 我的投递 holds only their own application, and withdrawing the
    // victim's is refused as if it did not exist.
    const seen = await mine(attacker);
    expect(seen.body.data.map((a) => a.applicationId)).toEqual([merged.body.data.applicationId]);
    const withdraw = await t.call('POST', `${SITE}/my-applications/${victimApplication}/withdraw`, {
      cookies: attacker,
    });
    expect(withdraw.status).toBe(404);
    expect(withdraw.body.msg).toBe('投递不存在');
    const row = await t.db
      .selectFrom('application')
      .select('inbox_status')
      .where('id', '=', victimApplication)
      .executeTakeFirstOrThrow();
    expect(row.inbox_status).toBe('00');

    // The victim sees their own application only (not the one filed under their record).
    const victimView = await mine(await t.candidateSignIn('demo', victim));
    expect(victimView.body.data.map((a) => a.applicationId)).toEqual([victimApplication]);
  });

  it('guessing the victim’s code fails: after 5 tries even the right code is refused', async () => {
    const victim = '13900000011';
    expect((await askCode(victim)).status).toBe(200);
    const code = await t.lastSmsCode('demo', victim);
    for (let i = 1; i <= 4; i++) {
      const res = await signIn(victim, wrongOf(code));
      expect(res.body).toEqual({ code: -2000, msg: '验证码不正确', data: null });
    }
    expect((await signIn(victim, wrongOf(code))).body.msg).toBe('验证码已失效，请重新获取');
    const right = await signIn(victim, code);
    expect(right.status).toBe(400);
    expect(right.body.msg).toBe('验证码已失效，请重新获取');
    expect(right.response.cookies).toEqual([]);
  });
});

describe('one-time codes', () => {
  it('a code signs in once: the session shows who is signed in; the same code again is refused', async () => {
    const mobile = '13700000001';
    const sent = await askCode(mobile);
    expect(sent.body).toEqual({ code: 200, msg: '验证码已发送，5分钟内有效', data: null });
    const outbox = await t.db
      .selectFrom('sms_outbox')
      .select(['text', 'purpose'])
      .where('mobile', '=', mobile)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.purpose).toBe('candidate-code');
    expect(outbox[0]?.text).toMatch(/^【.+】您的验证码是\d{6}，5分钟内有效。如非本人操作，请忽略。$/);
    const code = await t.lastSmsCode('demo', mobile);
    // Only an HMAC of the code is stored.
    const stored = await t.db
      .selectFrom('candidate_code')
      .select('code_hash')
      .where('address', '=', mobile)
      .execute();
    expect(stored.map((s) => s.code_hash).join()).not.toContain(code);

    const first = await signIn(mobile, code);
    expect(first.body).toEqual({
      code: 200,
      msg: '验证成功',
      data: { signedIn: true, channel: 'mobile', address: mobile },
    });
    const cookie = first.response.cookies.find((c) => c.name.startsWith('ehire_cand_'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/web/careers' });
    const me = await t.call<CandidateMe>('GET', `${SITE}/candidate/me`, { cookies: sessionCookie(first) });
    expect(me.body.data).toEqual({ signedIn: true, channel: 'mobile', address: mobile });

    const again = await signIn(mobile, code);
    expect(again.body.msg).toBe('验证码已失效，请重新获取');
  });

  it('a code lives 5 minutes', async () => {
    const mobile = '13700000002';
    await askCode(mobile);
    const code = await t.lastSmsCode('demo', mobile);
    t.clock.advance(5 * MINUTE + 1);
    expect((await signIn(mobile, code)).body.msg).toBe('验证码已失效，请重新获取');
  });

  it('a new code only after 60 s, at most 10 a day per number; the newest code is the one that works', async () => {
    const mobile = '13700000003';
    expect((await askCode(mobile)).status).toBe(200);
    const tooSoon = await askCode(mobile);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({ code: -2000, msg: '验证码发送过于频繁，请60秒后再试', data: null });
    for (let i = 2; i <= 10; i++) {
      t.clock.advance(MINUTE);
      expect((await askCode(mobile)).status).toBe(200);
    }
    t.clock.advance(MINUTE);
    const eleventh = await askCode(mobile);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.msg).toBe('该号码今日获取验证码次数过多，请明天再试');
    expect((await signIn(mobile, await t.lastSmsCode('demo', mobile))).status).toBe(200);
    t.clock.advance(24 * 60 * MINUTE);
    expect((await askCode(mobile)).status).toBe(200);
  });

  it('limits the codes one client address may ask for, whatever the numbers', async () => {
    const limited = await createTestApp({ candidateCodeLimits: { perAddressPerDay: 10, perIpPerHour: 3 } });
    try {
      const ask = (mobile: string, remoteAddress: string) =>
        limited.call('POST', `${SITE}/candidate/code`, {
          body: { channel: 'mobile', address: mobile },
          remoteAddress,
        });
      for (const mobile of ['13600000101', '13600000102', '13600000103']) {
        expect((await ask(mobile, '10.0.0.1')).status).toBe(200);
      }
      const fourth = await ask('13600000104', '10.0.0.1');
      expect(fourth.status).toBe(429);
      expect(fourth.body.msg).toBe('获取验证码过于频繁，请稍后再试');
      expect((await ask('13600000104', '10.0.0.2')).status).toBe(200);
      limited.clock.advance(60 * MINUTE + 1);
      expect((await ask('13600000105', '10.0.0.1')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers a known and an unknown number alike (no enumeration)', async () => {
    const known = '13800000301';
    const unknown = '13800000302';
    expect((await t.applyAs('demo', jobA, form({ mobile: known }))).status).toBe(200);
    t.clock.advance(MINUTE);
    const a = await askCode(known);
    const b = await askCode(unknown);
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    const wrongA = await signIn(known, wrongOf(await t.lastSmsCode('demo', known)));
    const wrongB = await signIn(unknown, wrongOf(await t.lastSmsCode('demo', unknown)));
    expect(wrongA.status).toBe(wrongB.status);
    expect(wrongA.body).toEqual(wrongB.body);
    // An unknown number signs in like any other and simply has no applications.
    const session = sessionCookie(await signIn(unknown, await t.lastSmsCode('demo', unknown)));
    expect((await mine(session)).body.data).toEqual([]);
  });

  it('names the field of a bad request and stores nothing', async () => {
    const before = await t.db
      .selectFrom('candidate_code')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const badMobile = await askCode('12345');
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.msg).toBe('参数错误：手机号格式不正确');
    const badEmail = await askCode('not-an-email', 'email');
    expect(badEmail.body.msg).toBe('参数错误：邮箱格式不正确');
    const badChannel = await t.call('POST', `${SITE}/candidate/code`, {
      body: { channel: 'fax', address: '1' },
    });
    expect(badChannel.body.msg).toBe('参数错误：请选择手机号或邮箱验证');
    const badCode = await signIn('13700000009', '12ab56');
    expect(badCode.body.msg).toBe('参数错误：验证码为6位数字');
    const noSite = await t.call('POST', '/api/web/careers/nobody/candidate/code', {
      body: { channel: 'mobile', address: '13700000009' },
    });
    expect(noSite.status).toBe(404);
    expect(noSite.body.msg).toBe('招聘主页不存在');
    const after = await t.db
      .selectFrom('candidate_code')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('candidate sessions', () => {
  it('sign-out ends the session at once; a session lasts 7 days', async () => {
    const mobile = '13700000021';
    await askCode(mobile);
    const cookies = sessionCookie(await signIn(mobile, await t.lastSmsCode('demo', mobile)));
    expect((await mine(cookies)).status).toBe(200);
    const out = await t.call('POST', `${SITE}/candidate/sign-out`, { cookies });
    expect(out.body).toEqual({ code: 200, msg: '已退出', data: null });
    expect((await mine(cookies)).status).toBe(401);
    const me = await t.call<CandidateMe>('GET', `${SITE}/candidate/me`, { cookies });
    expect(me.body.data).toEqual({ signedIn: false, channel: null, address: null });

    t.clock.advance(MINUTE);
    await askCode(mobile);
    const next = sessionCookie(await signIn(mobile, await t.lastSmsCode('demo', mobile)));
    t.clock.advance(7 * 24 * 60 * MINUTE - 1);
    expect((await mine(next)).status).toBe(200);
    t.clock.advance(2);
    expect((await mine(next)).status).toBe(401);
  });

  it('a session of one employer’s site means nothing on another’s', async () => {
    const cookies = await t.candidateSignIn('demo', '13700000031');
    const demo2Tenant = await tenantIdOf(t, 'demo2');
    const [name, value] = Object.entries(cookies)[0] ?? ['', ''];
    const res = await t.call('POST', '/api/web/careers/demo2/my-applications', {
      cookies: { [name]: value, [`ehire_cand_${demo2Tenant}`]: value },
    });
    expect(res.status).toBe(401);
  });

  it('email sign-in: the code arrives by mail; the application records the email and shows in 我的投递', async () => {
    const email = 'Student.Li@Example.com';
    const sent = await askCode(email, 'email');
    expect(sent.status).toBe(200);
    const mail = mails.at(-1);
    expect(mail?.to).toBe('student.li@example.com');
    expect(mail?.subject).toMatch(/邮箱验证码$/);
    const code = mail?.text.match(/验证码是(\d{6})/)?.[1] ?? '';
    const session = await signIn(email, code, 'email');
    expect(session.body.data).toEqual({
      signedIn: true,
      channel: 'email',
      address: 'student.li@example.com',
    });
    const cookies = sessionCookie(session);
    const mismatch = await t.call('POST', `${SITE}/jobs/${jobA}/apply`, {
      body: applyRequestOf(form({ mobile: '13700000041', email: 'other@example.com' })),
      cookies,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.msg).toBe('邮箱须与已验证的邮箱一致');
    const applied = await t.call<ApplyAnswer>('POST', `${SITE}/jobs/${jobA}/apply`, {
      body: applyRequestOf(form({ mobile: '13700000041', email: 'student.li@example.com' })),
      cookies,
    });
    expect(applied.status).toBe(200);
    const row = await t.db
      .selectFrom('application')
      .select('applicant_contact')
      .where('id', '=', applied.body.data.applicationId)
      .executeTakeFirstOrThrow();
    expect(row.applicant_contact).toBe('email:student.li@example.com');
    expect((await mine(cookies)).body.data.map((a) => a.jobId)).toEqual([jobA]);
  });

  it('a record matched only by email that already applied to the job gets a separate candidate, not a refusal', async () => {
    const first = await t.applyAs<ApplyAnswer>(
      'demo',
      jobB,
      form({ mobile: '13700000051', email: 'shared@example.com', name: '甲' }),
    );
    const second = await t.applyAs<ApplyAnswer>(
      'demo',
      jobB,
      form({ mobile: '13700000052', email: 'shared@example.com', name: '乙' }),
    );
    expect(second.status).toBe(200);
    const rows = await t.db
      .selectFrom('application')
      .select('candidate_id')
      .where('id', 'in', [first.body.data.applicationId, second.body.data.applicationId])
      .execute();
    expect(new Set(rows.map((r) => r.candidate_id)).size).toBe(2);
    // The same person applying twice is still refused.
    const again = await t.applyAs('demo', jobB, form({ mobile: '13700000052', email: 'shared@example.com' }));
    expect(again.body.msg).toBe('您已投递过该职位，请勿重复投递');
  });
});

describe('applying under concurrency and retries (issue 21)', () => {
  it('the same person applying to one job five times at once: exactly one application, the others 您已投递过该职位, never a 5xx', async () => {
    const mobile = '13700000061';
    const cookies = await t.candidateSignIn('demo', mobile);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', `${SITE}/jobs/${jobA}/apply`, { body: applyRequestOf(form({ mobile })), cookies }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body.msg).toBe('您已投递过该职位，请勿重复投递');
    }
    const rows = await t.db.selectFrom('application').select('id').where('mobile', '=', mobile).execute();
    expect(rows).toHaveLength(1);
  });

  it('two first applications of one person to two jobs at once: both stored under one candidate', async () => {
    const mobile = '13700000062';
    const cookies = await t.candidateSignIn('demo', mobile);
    const answers = await Promise.all(
      [jobA, jobB].map((job) =>
        t.call('POST', `${SITE}/jobs/${job}/apply`, { body: applyRequestOf(form({ mobile })), cookies }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await t.db.selectFrom('candidate').select('id').where('mobile', '=', mobile).execute();
    expect(rows).toHaveLength(1);
  });

  it('a submit retried with the same submit key answers the application it made; a new form is refused', async () => {
    const mobile = '13700000063';
    const body = form({ mobile, submitKey: 'form-7f3a9c2e' });
    const first = await t.applyAs<ApplyAnswer>('demo', jobA, body);
    expect(first.status).toBe(200);
    const retried = await t.applyAs<ApplyAnswer>('demo', jobA, body);
    expect(retried.body).toEqual({
      code: 200,
      msg: '投递成功',
      data: { applicationId: first.body.data.applicationId, message: '投递成功' },
    });
    const another = await t.applyAs('demo', jobA, form({ mobile, submitKey: 'form-00000002' }));
    expect(another.status).toBe(400);
    expect(another.body.msg).toBe('您已投递过该职位，请勿重复投递');
    const rows = await t.db.selectFrom('application').select('id').where('mobile', '=', mobile).execute();
    expect(rows).toHaveLength(1);
  });
});
