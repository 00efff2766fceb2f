import { describe, expect, it } from 'vitest';
import { all, any, type Condition } from './ast';
import type { FieldCatalog } from './fields';
import { EMPTY_RULE_SUMMARY, summarizeRule } from './summary';

const fields: FieldCatalog = {
  degree: {
    label: '学历',
    fieldType: 4,
    options: [
      { value: '4', name: '硕士' },
      { value: '5', name: '博士' },
    ],
  },
  year: { label: '毕业年份', fieldType: 1 },
  city: {
    label: '城市',
    fieldType: 11,
    options: [{ value: 'gd', label: '广东', children: [{ value: 'sz', label: '深圳' }] }],
  },
  'edu.school': { label: '学校', fieldType: 3, repeatable: true },
  applied: { label: '投递日期', fieldType: 2 },
};
const c = (
  field: string[],
  fieldType: Condition['fieldType'],
  operator: Condition['operator'],
  value: Condition['value'],
  extra: Partial<Condition> = {},
): Condition => ({
  kind: 'condition',
  field,
  operator,
  value,
  fieldType,
  ...extra,
});

describe('zh-CN summary', () => {
  it('reads like the example of the brief', () => {
    const rule = all(c(['degree'], 4, 'inAny', ['4', '5']), c(['year'], 1, 'between', [2024, 2026]));
    expect(summarizeRule(rule, fields)).toBe('学历 等于任一 硕士、博士 且 毕业年份 介于 2024 至 2026');
  });

  it('labels paths level by level, formats dates, quotes text, names the section rule and nests groups', () => {
    const rule = any(
      c(['city'], 11, 'underAny', ['gd$sz']),
      all(
        c(['edu', 'school'], 3, 'containsAny', ['北京'], { sectionRule: '2' }),
        c(['applied'], 2, 'gte', Date.UTC(2024, 0, 1, 16)),
      ),
      c(['degree'], 4, 'isEmpty', 0),
    );
    expect(summarizeRule(rule, fields)).toBe(
      '城市 属于任一 广东/深圳 或 （学校 包含任一 “北京”（任意一段满足） 且 投递日期 大于等于 2024-01-02） 或 学历 不为空',
    );
  });

  it('falls back to the path and raw values without a catalogue; an empty rule says so', () => {
    expect(summarizeRule(c(['sub1', 'x'], 4, 'eq', '7'))).toBe('sub1.x 等于 7');
    expect(summarizeRule(all())).toBe(EMPTY_RULE_SUMMARY);
  });
});
