import { describe, expect, it } from 'vitest';
import type { SmartConditionWire } from '../conditions/smart-rule';
import {
  compileRuleSets,
  evaluateSmartRules,
  smartIssueText,
  validateSmartRuleSet,
  type StoredRuleSet,
} from './evaluate';
import { smartSubRuleToAst } from '../conditions/smart-rule';
import { summarizeRule } from '../conditions/summary';
import { targetMembership } from '../settings/target-schools';
import { smartRuleCatalog } from './fields';
import { shanghaiDateToTimestamp, smartRuleRecord, type SmartApplicationSource } from './record';

const { fields } = smartRuleCatalog();

const c = (
  column: string,
  operator: number,
  action_value: (string | number)[],
  group_id = '1',
  module = 'education',
): SmartConditionWire => ({
  operator,
  field_values: ['jobs', module, column],
  data_type: '-1',
  action_value,
  group_id,
});

const source: SmartApplicationSource = {
  jobId: 'J1',
  jobFuncType: '01',
  appliedAt: Date.UTC(2026, 9, 1),
  source: '内推',
  name: '张三',
  gender: 2,
  birthDate: '2003-05-01',
  region: '浙江',
  school: '浙江大学',
  schoolLevel: '985',
  major: '软件工程',
  degree: '硕士',
  graduationYear: 2027,
  answersJson: JSON.stringify({
    english: 'CET-6',
    internships: [{ company: '腾讯', months: 4 }],
    awards: ['国奖'],
  }),
};

const position = { stepIvid: '1001', firstStepIvid: '1001', flowIvids: new Set(['1001', '1002', '1003']) };

function sets(list: Omit<StoredRuleSet, 'name'>[]) {
  return compileRuleSets(
    list.map((s) => ({ ...s, name: s.id })),
    fields,
  );
}

describe('smart rule record', () => {
  it('DATA-029 DATA-030 builds jobs.<module>.<column>, the applied job as t_<type>$j_<id>, dates as Shanghai day starts', () => {
    const record = smartRuleRecord(source) as { jobs: Record<string, unknown> };
    expect(record.jobs.apply).toEqual({ job: 't_01$j_J1', source: '内推', appliedAt: source.appliedAt });
    expect(record.jobs.basic).toMatchObject({ gender: '2', birthDate: Date.UTC(2003, 3, 30, 16) });
    expect(record.jobs.internships).toEqual([{ company: '腾讯', months: 4 }]);
    expect(record.jobs.other).toEqual({ english: 'CET-6', awards: ['国奖'] });
    expect(shanghaiDateToTimestamp('not a date')).toBeUndefined();
    expect(smartRuleRecord({ ...source, answersJson: '{broken' })).toHaveProperty('jobs.other', {});
  });
});

describe('evaluateSmartRules', () => {
  const record = smartRuleRecord(source);

  it('tags: every matching rule set adds its labels once; a job category covers its jobs (DATA-030)', () => {
    const compiled = sets([
      {
        id: 'a',
        kind: 'tag',
        labels: ['高学历', '名校'],
        rules: [{ rule_id: '1', conditions_operation: '1', conditions_json: [c('degree', 7, ['硕士'])] }],
      },
      {
        id: 'b',
        kind: 'tag',
        labels: ['名校', '技术'],
        rules: [
          {
            rule_id: '2',
            conditions_operation: '1',
            conditions_json: [c('job', 14, ['t_01'], '1', 'apply')],
          },
        ],
      },
      {
        id: 'c',
        kind: 'tag',
        labels: ['不匹配'],
        rules: [{ rule_id: '3', conditions_operation: '1', conditions_json: [c('degree', 2, ['博士'])] }],
      },
    ]);
    expect(evaluateSmartRules(compiled, record, position).labels).toEqual(['高学历', '名校', '技术']);
  });

  it('DATA-026 scores add up over matching sub-rules, capped at 100, rounded to 0.1; none matching gives null', () => {
    const score = (...s: [number, SmartConditionWire][]) =>
      sets([
        {
          id: 's',
          kind: 'score',
          labels: [],
          rules: s.map(([value, cond], i) => ({
            rule_id: String(i),
            conditions_operation: '1',
            score: value,
            conditions_json: [cond],
          })),
        },
      ]);
    const yes = c('degree', 2, ['硕士']);
    const no = c('degree', 2, ['博士']);
    expect(evaluateSmartRules(score([30.25, yes], [40, yes], [50, no]), record, position).score).toBe(70.3);
    expect(evaluateSmartRules(score([60, yes], [60, yes]), record, position).score).toBe(100);
    expect(evaluateSmartRules(score([60, no]), record, position).score).toBeNull();
  });

  it('DATA-027 flow: first matching sub-rule with a target in the flow wins; execute_type 1 needs the first step', () => {
    const flow = (execute_type: string, target: string) =>
      sets([
        {
          id: 'f',
          kind: 'flow',
          labels: [],
          rules: [
            {
              rule_id: 'x',
              conditions_operation: '1',
              execute_type: '2',
              target_iv_id: '9999',
              conditions_json: [c('degree', 2, ['硕士'])],
            },
            {
              rule_id: 'y',
              conditions_operation: '1',
              execute_type,
              target_iv_id: target,
              conditions_json: [c('degree', 2, ['硕士'])],
            },
          ],
        },
      ]);
    expect(evaluateSmartRules(flow('1', '1003'), record, position).targetIvid).toBe('1003');
    expect(
      evaluateSmartRules(flow('1', '1003'), record, { ...position, stepIvid: '1002' }).targetIvid,
    ).toBeNull();
    expect(evaluateSmartRules(flow('2', '1003'), record, { ...position, stepIvid: '1002' }).targetIvid).toBe(
      '1003',
    );
    expect(evaluateSmartRules(flow('2', '1001'), record, position).targetIvid).toBeNull();
  });

  it('skips sub-rules that no longer compile instead of failing', () => {
    const compiled = sets([
      {
        id: 'a',
        kind: 'tag',
        labels: ['x'],
        rules: [{ rule_id: '1', conditions_operation: '1', conditions_json: [c('degree', 3, ['硕士'])] }],
      },
    ]);
    expect(compiled[0].skipped).toBe(1);
    expect(evaluateSmartRules(compiled, record, position).labels).toEqual([]);
  });
});

describe('smartRuleCatalog', () => {
  it('takes further modules (a resume design) whose answers_json objects the record already maps', () => {
    const extra = smartRuleCatalog(
      [],
      [{ key: 'mod9', label: '自定义模块', columns: [{ key: 'col1', label: '特长', fieldType: 3 }] }],
    );
    expect(extra.fields['jobs.mod9.col1']).toEqual({ label: '特长', fieldType: 3 });
    const compiled = compileRuleSets(
      [
        {
          id: 't',
          name: 't',
          kind: 'tag',
          labels: ['特长生'],
          rules: [
            {
              rule_id: '1',
              conditions_operation: '1',
              conditions_json: [c('col1', 10, ['钢琴'], '1', 'mod9')],
            },
          ],
        },
      ],
      extra.fields,
    );
    const record = smartRuleRecord({
      ...source,
      answersJson: JSON.stringify({ mod9: { col1: '钢琴十级' } }),
    });
    expect(evaluateSmartRules(compiled, record, position).labels).toEqual(['特长生']);
  });
});

describe('target solutions in smart rules (issue 17 part 2)', () => {
  const solutions = [
    { id: 's1', name: '重点院校', schools: ['浙江大学', '复旦大学'], majors: ['软件工程'], updatedAt: 0 },
    { id: 's2', name: '本地院校', schools: ['浙江大学'], majors: [], updatedAt: 0 },
  ];
  const catalog = smartRuleCatalog([], [], solutions);
  const targets = targetMembership(solutions);
  const scoreIf = (cond: SmartConditionWire) =>
    compileRuleSets(
      [
        {
          id: 'sc',
          name: 'sc',
          kind: 'score',
          labels: [],
          rules: [{ rule_id: '1', conditions_operation: '1', score: 20, conditions_json: [cond] }],
        },
      ],
      catalog.fields,
    );
  const scored = (cond: SmartConditionWire, s: Partial<SmartApplicationSource> = {}) =>
    evaluateSmartRules(scoreIf(cond), smartRuleRecord({ ...source, ...s }, [], targets), position).score;

  it('学校 属于 目标院校方案 X: the school condition offers the solutions and scores by membership', () => {
    expect(catalog.fields['jobs.education.targetSchools']).toEqual({
      label: '学校所属目标院校方案',
      fieldType: 5,
      options: [
        { value: 's1', name: '重点院校' },
        { value: 's2', name: '本地院校' },
      ],
    });
    const inS1 = c('targetSchools', 10, ['s1']);
    expect(scored(inS1)).toBe(20);
    expect(scored(inS1, { school: '复旦大学' })).toBe(20);
    expect(scored(inS1, { school: '杭州电子科技大学' })).toBeNull();
    // 本地院校 does not hold 复旦大学; 不包含任一 is the exact complement.
    expect(scored(c('targetSchools', 10, ['s2']), { school: '复旦大学' })).toBeNull();
    expect(scored(c('targetSchools', 11, ['s2']), { school: '复旦大学' })).toBe(20);
    // 为空 是: the school is in no solution.
    expect(scored(c('targetSchools', 1, [1]), { school: '杭州电子科技大学' })).toBe(20);
    expect(scored(c('targetSchools', 1, [1]))).toBeNull();
  });

  it('专业 属于 目标专业方案 X: the major condition scores by membership; no solutions, no match', () => {
    expect(catalog.fields['jobs.education.targetMajors']?.label).toBe('专业所属目标专业方案');
    const inS1 = c('targetMajors', 10, ['s1']);
    expect(scored(inS1)).toBe(20);
    expect(scored(inS1, { major: '软件工程 ' })).toBeNull();
    expect(scored(inS1, { major: '金融学' })).toBeNull();
    const record = smartRuleRecord(source) as { jobs: { education: Record<string, unknown> } };
    expect(record.jobs.education).toMatchObject({ targetSchools: [], targetMajors: [] });
  });

  it('the summary names the solution: 教育背景/学校所属目标院校方案 包含任一 重点院校', () => {
    const rule = smartSubRuleToAst(
      { conditions_json: [c('targetSchools', 10, ['s1'])] },
      catalog.fields,
    );
    expect(summarizeRule(rule, catalog.fields)).toBe('学校所属目标院校方案 包含任一 重点院校');
  });
});

describe('validateSmartRuleSet', () => {
  it('COND-016 COND-017 maps each message to the sub-rule and its condition index across groups', () => {
    const issues = validateSmartRuleSet(
      'tag',
      {
        labels: ['a'],
        rules: [
          {
            conditions_json: [
              c('degree', 7, ['硕士'], 'g1'),
              c('school', 2, [''], 'g2'),
              c('major', 2, ['x'], 'g1'),
            ],
          },
          { conditions_json: [{ ...c('degree', 7, ['硕士']), operator: '' }] },
        ],
      },
      fields,
    );
    expect(issues.map(smartIssueText)).toEqual([
      '第1条规则第2个条件：请输入',
      '第2条规则第1个条件：请选择逻辑词',
    ]);
  });
});
