import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import { getSystemDictionary } from '@ehire/domain/dictionaries/system';
import type { DesignModule } from '@ehire/domain/resume-design/model';
import { defaultDesign } from '@ehire/domain/resume-design/presets';
import { applyFieldsFromAnswers } from '@ehire/domain/apply/from-answers';
import type { ApplyAnswer, MyApplication } from '@ehire/domain/contracts/talent';
import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import { validateResumeAnswers } from '@ehire/domain/resume-design/form-validate';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobTestContext, publishedJob } from '../jobs/test-support';

let t: TestApp;
const tenantId = async (member: string) =>
  (await t.db.selectFrom('tenant').select('id').where('member_name', '=', member).executeTakeFirstOrThrow())
    .id;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const designOf = (member: string) =>
  t.call<CareersResumeDesign>('GET', `/api/web/careers/${member}/resume-design`);

describe('GET /api/web/careers/:member/resume-design (public)', () => {
  it('APPLY answers the online design version 1 (the default design) and its system dictionaries without a token', async () => {
    const answer = await designOf('demo');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    const data = answer.body.data;
    expect(data.version).toBe(1);
    expect(data.emodules.map((m) => m.modId)).toEqual(defaultDesign().map((m) => m.modId));
    expect(data.emodules[0]?.ecolumns.map((f) => f.colId).slice(0, 6)).toEqual([
      'CBA1',
      'CBA2',
      'CBA3',
      'CBA4',
      'CBA5',
      'CBA6',
    ]);
    expect(Object.keys(data.systemDictionaries)).toEqual([
      'DD_DEGREE',
      'DD_GENDER',
      'DD_LANGUAGE_CERTIFICATE',
      'DD_SCHOOL',
    ]);
    expect(data.systemDictionaries.DD_GENDER).toEqual(getSystemDictionary('DD_GENDER')?.items);
    expect(data.memberDictionaries).toEqual({});
  });

  it('APPLY follows a newly published version and sends only this tenant’s member dictionaries', async () => {
    const demo = await tenantId('demo');
    const demo2 = await tenantId('demo2');
    const now = t.clock.now();
    const dict = (tenant: string, id: string, names: string[]) => ({
      tenant_id: tenant,
      id,
      name: `校区${id}`,
      dict_level: 1,
      items_json: JSON.stringify(names.map((name) => ({ name, value: name }))),
      created_at: now,
      updated_at: now,
      updated_by: 'test',
    });
    await t.db
      .insertInto('member_dictionary')
      .values([dict(demo, 'md-campus', ['海淀校区', '昌平校区']), dict(demo2, 'md-foreign', ['别家的'])])
      .execute();
    const modules: DesignModule[] = defaultDesign();
    const basic = modules[0] as DesignModule;
    const template = basic.ecolumns[1]!;
    modules[0] = {
      ...basic,
      ecolumns: [
        ...basic.ecolumns,
        {
          ...template,
          colId: 'C_CAMPUS',
          cname: '校区',
          dictType: 3,
          customerDictId: 'md-campus',
          isMustUsed: 0,
          systemDdTableName: '',
        },
        {
          ...template,
          colId: 'C_FOREIGN',
          cname: '别家',
          dictType: 3,
          customerDictId: 'md-foreign',
          isMustUsed: 0,
          systemDdTableName: '',
        },
      ],
    };
    await t.db
      .insertInto('resume_design_version')
      .values({
        tenant_id: demo,
        version: 2,
        modules_json: JSON.stringify(modules),
        task_id: null,
        published_at: now,
        published_by: 'test',
      })
      .execute();

    const data = (await designOf('demo')).body.data;
    expect(data.version).toBe(2);
    expect(data.emodules[0]?.ecolumns.map((f) => f.colId)).toContain('C_CAMPUS');
    expect(data.memberDictionaries).toEqual({
      'md-campus': [
        { name: '海淀校区', value: '海淀校区' },
        { name: '昌平校区', value: '昌平校区' },
      ],
    });
    // The other tenant still answers its own version 1.
    expect((await designOf('demo2')).body.data.version).toBe(1);
  });

  it('APPLY the answers of the served design, mapped by from-answers, make an application the candidate then sees', async () => {
    const jobId = await publishedJob(await jobTestContext(t), { CJobName: '数据分析师' });
    const design = (await designOf('demo')).body.data;
    const answers: ResumeAnswers = {
      sub01: [
        {
          CBA1: '李四',
          CBA2: '男',
          CBA3: '2001-03-04',
          CBA4: { certType: 6, number: '11010519491231002X' },
          CBA5: '13900139000',
          CBA6: 'lisi@example.com',
        },
      ],
      sub10: [{ CCA1: '本科', CCA2: '浙江大学', CCA4: '统计学', CCA3: '2019-09', CCA5: '2023-06' }],
    };
    // The answers are what the served design accepts, with its dictionaries (as the form checks).
    const checked = validateResumeAnswers(design, answers, {
      dictionaries: {
        system: (key) => design.systemDictionaries[key],
        member: (id) => design.memberDictionaries[id],
      },
    });
    expect(checked.issues).toEqual([]);
    // The form maps them before sending (to show its messages); the request carries the answers.
    const mapped = applyFieldsFromAnswers(design, answers);
    if (!mapped.ok) throw new Error(mapped.errors.join('; '));
    const applied = await t.call<ApplyAnswer>('POST', `/api/web/careers/demo/jobs/${jobId}/apply`, {
      body: { answers, attachments: [] },
      cookies: await t.candidateSignIn('demo', mapped.fields.mobile),
    });
    expect(applied.status).toBe(200);
    const mine = await t.call<MyApplication[]>('POST', '/api/web/careers/demo/my-applications', {
      cookies: await t.candidateSignIn('demo', '13900139000'),
    });
    expect(mine.body.data.map((a) => a.jobName)).toEqual(['数据分析师']);
    const candidate = await t.db
      .selectFrom('candidate')
      .selectAll()
      .where('mobile', '=', '13900139000')
      .executeTakeFirstOrThrow();
    expect(candidate).toMatchObject({ name: '李四', gender: 1, id_number: '11010519491231002X' });
  });

  it('an unknown member gets 404 with a zh-CN message', async () => {
    const answer = await designOf('nobody');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: -2000, msg: '招聘主页不存在', data: null });
  });
});
