import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTestDesign, type ApplyAs } from '@ehire/domain/apply/test-support/answers';
import { ENABLE_STATUS, INPUT_TYPE, MOD_TYPE, type InputType } from '@ehire/domain/codes/resume-design';
import { compileRule, type Condition, type RuleNode } from '@ehire/domain/conditions/index';
import type { ApplyAnswer, TalentCounts, TalentField, TalentPage } from '@ehire/domain/contracts/talent';
import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import { newField, newModule, type DesignModule, type DictItem } from '@ehire/domain/resume-design/model';
import { designModuleRecord, designSmartModules } from '@ehire/domain/smart-rules/design-fields';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobTestContext, publishedJob, tenantIdOf, type JobTestContext } from '../jobs/test-support';

// Issue 6 §3: the talent list filters on every field of the tenant's online resume design, as
// ['answers', modId, colId], reading the answers the careers site stored ({ modId: [sections] }).
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let c: JobTestContext;
let jobId: string;

const CITIES: DictItem[] = [
  { name: '北京', value: 'bj' },
  { name: '上海', value: 'sh' },
  { name: '深圳', value: 'sz' },
];
const AREAS: DictItem[] = [
  {
    name: '广东',
    value: 'gd',
    items: [
      { name: '深圳', value: 'sz' },
      { name: '广州', value: 'gz' },
    ],
  },
  { name: '北京', value: 'bj', items: [{ name: '海淀', value: 'hd' }] },
];
const SKILLS: DictItem[] = [
  { name: 'JavaScript', value: 'js' },
  { name: 'TypeScript', value: 'ts' },
  { name: 'Go', value: 'go' },
];

function module(
  modId: string,
  cname: string,
  modType: (typeof MOD_TYPE)[keyof typeof MOD_TYPE],
  fields: Array<[colId: string, cname: string, inputType: InputType, dictData?: DictItem[]]>,
): DesignModule {
  return {
    ...newModule({ modId, modType, cname }),
    ecolumns: fields.map(([colId, name, inputType, dictData], listIndex) => ({
      ...newField({ colId, modId, inputType, cname: name }),
      listIndex,
      ...(dictData ? { dictData } : {}),
    })),
  };
}

const DESIGN: DesignModule[] = [
  module('M_EXTRA', '附加信息', MOD_TYPE.single, [
    ['F_CITY', '期望城市', INPUT_TYPE.dropdown, CITIES],
    ['F_SCORE', '英语成绩', INPUT_TYPE.number],
    ['F_START', '到岗日期', INPUT_TYPE.date],
    ['F_SKILLS', '技能', INPUT_TYPE.multiDropdown, SKILLS],
    ['F_AREA', '意向地区', INPUT_TYPE.twoLevel, AREAS],
    ['F_FILE', '作品', INPUT_TYPE.attachment],
  ]),
  {
    ...module('M_INTERN', '实习经历', MOD_TYPE.multi, [
      ['I_COMPANY', '公司', INPUT_TYPE.text],
      ['I_MONTHS', '时长（月）', INPUT_TYPE.number],
    ]),
    listIndex: 1,
  },
  {
    ...module('M_OFF', '停用模块', MOD_TYPE.single, [['O_TEXT', '备注', INPUT_TYPE.text]]),
    listIndex: 2,
    enableStatus: ENABLE_STATUS.stop,
  },
];

const PEOPLE: Array<{ name: string; answers: ResumeAnswers }> = [
  {
    name: '设计甲',
    answers: {
      M_EXTRA: [
        { F_CITY: 'bj', F_SCORE: '85', F_START: '2026-07-01', F_SKILLS: ['js', 'ts'], F_AREA: ['gd', 'sz'] },
      ],
      M_INTERN: [
        { I_COMPANY: '腾讯科技', I_MONTHS: '3' },
        { I_COMPANY: '字节跳动', I_MONTHS: '6' },
      ],
    },
  },
  {
    name: '设计乙',
    answers: {
      M_EXTRA: [{ F_CITY: 'sh', F_SCORE: '60', F_START: '2026-09-01', F_SKILLS: ['go'] }],
      M_INTERN: [{ I_COMPANY: '阿里巴巴', I_MONTHS: '2' }],
    },
  },
  { name: '设计丙', answers: { M_EXTRA: [{ F_CITY: 'bj' }], M_INTERN: [] } },
  { name: '设计丁', answers: {} },
];

function form(i: number, answers: ResumeAnswers): ApplyAs {
  return {
    name: PEOPLE[i]!.name,
    mobile: `1370000000${i}`,
    email: `design${i}@example.com`,
    idNumber: '',
    gender: 1,
    birthDate: '2003-05-01',
    school: '浙江大学',
    major: '软件工程',
    degree: '本科',
    graduationYear: 2026,
    answers,
  };
}

const cond = (
  modId: string,
  colId: string,
  fieldType: Condition['fieldType'],
  operator: Condition['operator'],
  value: Condition['value'],
  sectionRule?: '1' | '2',
): Condition => ({
  kind: 'condition',
  field: ['answers', modId, colId],
  fieldType,
  operator,
  value,
  ...(sectionRule ? { sectionRule } : {}),
});

const list = (filter: RuleNode) =>
  t.call<TalentPage>('POST', '/api/biz/talent/list', {
    token: c.admin,
    body: { jobId, filter, pageSize: 50 },
  });

/** Application id → the applicant's name. */
const nameOf = new Map<string, string>();

/** Who the filter finds (names, sorted) and the total the list reports. */
async function found(filter: RuleNode): Promise<{ total: number; names: string[] }> {
  const res = await list(filter);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const names = res.body.data.rows.map((r) => nameOf.get(r.applicationId) ?? r.applicationId);
  return { total: res.body.data.total, names: names.sort() };
}

const day = (text: string) => Date.parse(`${text}T00:00:00+08:00`);

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  jobId = await publishedJob(c, { CJobName: '简历字段筛选岗' });
  await t.db
    .insertInto('resume_design_version')
    .values({
      tenant_id: await tenantIdOf(t, 'demo'),
      version: 9999,
      // The fixed modules an application is derived from (issue 13 §2) first, then this test's.
      modules_json: JSON.stringify([
        ...applyTestDesign(),
        ...DESIGN.map((m) => ({ ...m, listIndex: m.listIndex + 100 })),
      ]),
      task_id: null,
      published_at: t.clock.now(),
      published_by: '',
    })
    .execute();
  for (const [i, person] of PEOPLE.entries()) {
    const res = await t.applyAs<ApplyAnswer>('demo', jobId, form(i, person.answers));
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    nameOf.set(res.body.data.applicationId, person.name);
  }
});
afterAll(async () => {
  await t.close();
});

describe('talent filter on the fields of the resume design', () => {
  it('COND-050 COND-051 GET /fields lists the system fields, then every field of the online design under its module', async () => {
    const res = await t.call<TalentField[]>('GET', '/api/biz/talent/fields', { token: c.viewer });
    expect(res.status).toBe(200);
    const fields = res.body.data;
    expect(fields.find((f) => f.key === 'degree')).toMatchObject({ source: 'system', fieldType: 4 });
    const all = fields.filter((f) => f.source === 'resume');
    // The default design's modules (what the application's system fields come from) lead.
    expect(all[0]?.key).toBe('answers.sub01.CBA1');
    const resume = all.filter((f) => f.key.startsWith('answers.M_'));
    expect(resume.map((f) => f.key)).toEqual([
      'answers.M_EXTRA.F_CITY',
      'answers.M_EXTRA.F_SCORE',
      'answers.M_EXTRA.F_START',
      'answers.M_EXTRA.F_SKILLS',
      'answers.M_EXTRA.F_AREA',
      'answers.M_INTERN.I_COMPANY',
      'answers.M_INTERN.I_MONTHS',
    ]);
    expect(resume[0]).toMatchObject({
      label: '附加信息/期望城市',
      fieldLabel: '期望城市',
      fieldType: 4,
      module: { key: 'M_EXTRA', label: '附加信息' },
    });
    expect(resume[0]?.options?.map((o) => [o.value, o.name]).sort()).toEqual([
      ['bj', '北京'],
      ['sh', '上海'],
      ['sz', '深圳'],
    ]);
    expect(resume[0]?.repeatable).toBeUndefined();
    expect(resume.map((f) => f.fieldType)).toEqual([4, 1, 2, 5, 11, 3, 1]);
    // Two-level dropdowns keep their option tree (the cascader's values are $-joined paths).
    expect(
      resume[4]?.options
        ?.find((o) => o.value === 'gd')
        ?.items?.map((o) => o.value)
        .sort(),
    ).toEqual(['gz', 'sz']);
    expect(resume[5]).toMatchObject({ label: '实习经历/公司', repeatable: true });
  });

  it('COND-051 a one-to-one module: select, number, date and multi-select answers, exact totals', async () => {
    expect(await found(cond('M_EXTRA', 'F_CITY', 4, 'eq', 'bj'))).toEqual({
      total: 2,
      names: ['设计丙', '设计甲'],
    });
    // No value satisfies a negative operator (SEMANTICS.md §3): 丁 never answered.
    expect(await found(cond('M_EXTRA', 'F_CITY', 4, 'neq', 'bj'))).toEqual({
      total: 2,
      names: ['设计丁', '设计乙'],
    });
    expect(await found(cond('M_EXTRA', 'F_SCORE', 1, 'gte', 70))).toEqual({ total: 1, names: ['设计甲'] });
    expect(await found(cond('M_EXTRA', 'F_SCORE', 1, 'isEmpty', '1'))).toEqual({
      total: 2,
      names: ['设计丁', '设计丙'],
    });
    expect(await found(cond('M_EXTRA', 'F_START', 2, 'gt', day('2026-08-01')))).toEqual({
      total: 1,
      names: ['设计乙'],
    });
    expect(await found(cond('M_EXTRA', 'F_START', 2, 'eq', day('2026-07-01')))).toEqual({
      total: 1,
      names: ['设计甲'],
    });
    expect(await found(cond('M_EXTRA', 'F_SKILLS', 5, 'containsAny', ['ts', 'go']))).toEqual({
      total: 2,
      names: ['设计乙', '设计甲'],
    });
    expect(await found(cond('M_EXTRA', 'F_SKILLS', 5, 'containsAll', ['js', 'ts']))).toEqual({
      total: 1,
      names: ['设计甲'],
    });
    expect(await found(cond('M_EXTRA', 'F_AREA', 11, 'underAny', ['gd']))).toEqual({
      total: 1,
      names: ['设计甲'],
    });
  });

  it('COND-028 COND-029 COND-030 a multi-section module: any section (2), every section (1, the default); no section reads as one without a value', async () => {
    expect(await found(cond('M_INTERN', 'I_COMPANY', 3, 'containsAny', ['字节'], '2'))).toEqual({
      total: 1,
      names: ['设计甲'],
    });
    // 每段均满足 is the default: 甲's 腾讯 section fails it.
    expect(await found(cond('M_INTERN', 'I_COMPANY', 3, 'containsAny', ['字节']))).toEqual({
      total: 0,
      names: [],
    });
    expect(await found(cond('M_INTERN', 'I_MONTHS', 1, 'gte', 3, '1'))).toEqual({
      total: 1,
      names: ['设计甲'],
    });
    expect(await found(cond('M_INTERN', 'I_MONTHS', 1, 'gte', 5, '2'))).toEqual({
      total: 1,
      names: ['设计甲'],
    });
    expect(await found(cond('M_INTERN', 'I_MONTHS', 1, 'lt', 3, '2'))).toEqual({
      total: 1,
      names: ['设计乙'],
    });
    expect(await found(cond('M_INTERN', 'I_COMPANY', 3, 'isEmpty', '1', '2'))).toEqual({
      total: 2,
      names: ['设计丁', '设计丙'],
    });
    const both: RuleNode = {
      kind: 'group',
      op: 'all',
      children: [
        cond('M_INTERN', 'I_COMPANY', 3, 'containsAny', ['阿里', '腾讯'], '2'),
        cond('M_EXTRA', 'F_CITY', 4, 'inAny', ['bj', 'sz']),
      ],
    };
    expect(await found(both)).toEqual({ total: 1, names: ['设计甲'] });
    const counts = await t.call<TalentCounts>('POST', '/api/biz/talent/counts', {
      token: c.admin,
      body: { jobId, filter: both },
    });
    expect(counts.status).toBe(200);
    expect(counts.body.data.total).toBe(1);
  });

  it('COND-051 an unknown, switched-off or mistyped design field is refused with 400 naming it', async () => {
    const cases: Array<[Condition, string]> = [
      [cond('M_EXTRA', 'NOPE', 3, 'containsAny', ['x']), '筛选条件「附加信息/NOPE」：字段不存在'],
      [cond('M_OFF', 'O_TEXT', 3, 'containsAny', ['x']), '筛选条件「M_OFF/O_TEXT」：字段不存在'],
      [cond('M_EXTRA', 'F_FILE', 7, 'containsAny', ['pdf']), '筛选条件「附加信息/F_FILE」：字段不存在'],
      [
        { kind: 'condition', field: ['answers', 'gpa'], fieldType: 3, operator: 'containsAny', value: ['3'] },
        '筛选条件「gpa」：字段不存在',
      ],
      [cond('M_EXTRA', 'F_CITY', 1, 'eq', 1), '筛选条件「附加信息/期望城市」：字段类型不正确'],
      [cond('M_EXTRA', 'F_SCORE', 1, 'eq', 'abc'), '筛选条件「附加信息/英语成绩」：请输入数字'],
    ];
    for (const [filter, msg] of cases) {
      const res = await list(filter);
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 400, msg });
    }
  });

  it('COND-051 COND-028 COND-029 the SQL agrees with the condition engine on stored answers of every shape', async () => {
    // What the JavaScript engine reads (smart rules): the design's modules, answers → record.
    const modules = designSmartModules(DESIGN);
    const recordOf = (stored: Record<string, unknown>) => ({
      answers: Object.fromEntries(modules.map((m) => [m.key, designModuleRecord(m, stored[m.key])])),
    });
    const odd: Array<Record<string, unknown>> = [
      {
        M_EXTRA: [{ F_CITY: 'bj', F_SCORE: ' 12 ', F_START: '2026-07', F_SKILLS: 'js', F_AREA: 'gd' }],
        M_INTERN: [{ I_COMPANY: 'ABC Corp', I_MONTHS: 4 }],
      },
      {
        M_EXTRA: { F_CITY: 'sz', F_SCORE: '1e1', F_START: '2026-07-15', F_AREA: ['bj', 'hd'] },
        M_INTERN: { I_COMPANY: '  ', I_MONTHS: 'abc' },
      },
      { M_EXTRA: [null], M_INTERN: [null, { I_MONTHS: '+5' }] },
      {
        M_EXTRA: [{ F_CITY: ['sh'], F_SCORE: ['7'], F_START: ['2026-07-01'], F_SKILLS: [], F_AREA: [] }],
        M_INTERN: [{ I_COMPANY: { certType: 1, number: 'X123' }, I_MONTHS: '.5' }, 'junk'],
      },
      {
        M_EXTRA: [
          { F_CITY: '', F_SCORE: '5.', F_START: 'not a date', F_SKILLS: ['', 'go'], F_AREA: ['gd', 'gz'] },
          { F_CITY: 'bj' },
        ],
      },
      { M_EXTRA: [{ F_CITY: 7, F_SCORE: 'Infinity', F_START: 1780000000000 }], M_INTERN: 'oops' },
      {
        M_EXTRA: [{ F_SCORE: '0x10', F_START: '2026-13-01', F_SKILLS: ['js', 'go'] }],
        M_INTERN: [
          { I_COMPANY: 'abc corp', I_MONTHS: '1e400' },
          { I_COMPANY: 'Tencent', I_MONTHS: '-2' },
        ],
      },
      {},
      { M_EXTRA: [], M_INTERN: [] },
      {
        M_EXTRA: [{ F_START: '2026-02-30', F_SCORE: 3.5, F_AREA: ['gd'] }],
        M_INTERN: [{ I_MONTHS: 3 }, { I_MONTHS: '3' }, {}],
      },
    ];
    const parityJob = await publishedJob(c, { CJobName: '简历字段一致性岗' });
    const stored = new Map<string, Record<string, unknown>>();
    for (const [i, answers] of odd.entries()) {
      const res = await t.applyAs<ApplyAnswer>('demo', parityJob, {
        ...form(0, {}),
        mobile: `1360000${String(i).padStart(4, '0')}`,
        email: `odd${i}@example.com`,
      });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      const app = await t.db
        .selectFrom('application')
        .select('resume_id')
        .where('id', '=', res.body.data.applicationId)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('resume')
        .set({ answers_json: JSON.stringify(answers) })
        .where('id', '=', app.resume_id)
        .execute();
      stored.set(res.body.data.applicationId, answers);
    }
    const sections = (cs: Condition[]) =>
      cs.flatMap((x) => [
        { ...x, sectionRule: '1' as const },
        { ...x, sectionRule: '2' as const },
      ]);
    const conditions: Condition[] = [
      cond('M_EXTRA', 'F_CITY', 4, 'eq', 'bj'),
      cond('M_EXTRA', 'F_CITY', 4, 'neq', 'bj'),
      cond('M_EXTRA', 'F_CITY', 4, 'inAny', ['sh', '7']),
      cond('M_EXTRA', 'F_CITY', 4, 'isEmpty', '1'),
      cond('M_EXTRA', 'F_CITY', 4, 'isEmpty', '0'),
      cond('M_EXTRA', 'F_SCORE', 1, 'gt', 6),
      cond('M_EXTRA', 'F_SCORE', 1, 'lte', 10),
      cond('M_EXTRA', 'F_SCORE', 1, 'between', [3.5, 7]),
      cond('M_EXTRA', 'F_SCORE', 1, 'isEmpty', '1'),
      cond('M_EXTRA', 'F_SCORE', 1, 'notInAny', [10, 5]),
      cond('M_EXTRA', 'F_START', 2, 'eq', day('2026-07-01')),
      cond('M_EXTRA', 'F_START', 2, 'gte', day('2026-07-10')),
      cond('M_EXTRA', 'F_START', 2, 'lt', day('2026-03-03')),
      cond('M_EXTRA', 'F_START', 2, 'neq', day('2026-03-02')),
      cond('M_EXTRA', 'F_START', 2, 'isEmpty', '1'),
      cond('M_EXTRA', 'F_SKILLS', 5, 'containsAny', ['js']),
      cond('M_EXTRA', 'F_SKILLS', 5, 'containsAll', ['js', 'go']),
      cond('M_EXTRA', 'F_SKILLS', 5, 'notContainsAny', ['go']),
      cond('M_EXTRA', 'F_SKILLS', 5, 'notContainsAll', ['js', 'go']),
      cond('M_EXTRA', 'F_SKILLS', 5, 'isEmpty', '1'),
      cond('M_EXTRA', 'F_AREA', 11, 'underAny', ['gd']),
      cond('M_EXTRA', 'F_AREA', 11, 'eq', 'bj$hd'),
      cond('M_EXTRA', 'F_AREA', 11, 'isEmpty', '1'),
      ...sections([
        cond('M_INTERN', 'I_COMPANY', 3, 'containsAny', ['abc']),
        cond('M_INTERN', 'I_COMPANY', 3, 'eq', 'tencent'),
        cond('M_INTERN', 'I_COMPANY', 3, 'notContainsAny', ['abc']),
        cond('M_INTERN', 'I_COMPANY', 3, 'inAny', ['x123']),
        cond('M_INTERN', 'I_COMPANY', 3, 'isEmpty', '1'),
        cond('M_INTERN', 'I_MONTHS', 1, 'gte', 3),
        cond('M_INTERN', 'I_MONTHS', 1, 'lt', 1),
        cond('M_INTERN', 'I_MONTHS', 1, 'neq', 3),
        cond('M_INTERN', 'I_MONTHS', 1, 'isEmpty', '1'),
      ]),
    ];
    let discriminating = 0;
    for (const condition of conditions) {
      const expected = [...stored]
        .filter(([, answers]) => compileRule(condition)(recordOf(answers)))
        .map(([id]) => id)
        .sort();
      if (expected.length > 0 && expected.length < odd.length) discriminating++;
      const res = await t.call<TalentPage>('POST', '/api/biz/talent/list', {
        token: c.admin,
        body: { jobId: parityJob, filter: condition, pageSize: 50 },
      });
      expect(res.status).toBe(200);
      const got = res.body.data.rows.map((r) => r.applicationId).sort();
      expect({ condition, got: got.map((id) => odd.indexOf(stored.get(id)!)) }).toEqual({
        condition,
        got: expected.map((id) => odd.indexOf(stored.get(id)!)),
      });
    }
    // The answers above split almost every condition (a few hold for none or all, by design).
    expect(discriminating).toBeGreaterThanOrEqual(35);
  });
});
