import { describe, expect, it } from 'vitest';
import type { Condition } from './ast';
import { ConditionSchema, RuleNodeSchema } from './ast-schema';
import {
  DEFAULT_SECTION_RULE,
  FIELD_TYPE,
  FIELD_TYPES,
  IS_EMPTY_VALUE,
  IS_EMPTY_VALUE_LABEL,
  OPERATOR,
  OPERATOR_GROUP_OF,
  OPERATOR_LABEL,
  OPERATOR_NAMES,
  SECTION_RULE,
  SECTION_RULE_LABEL,
  VALUE_KIND_OF,
  isListOperator,
  operatorFromCode,
  operatorsForFieldType,
  resetValueForOperator,
} from './operators';
import { validateRule } from './validate';

const cond = (over: Partial<Condition>): Condition => ({
  kind: 'condition',
  field: ['f'],
  operator: 'eq',
  value: '',
  fieldType: 1,
  ...over,
});

describe('operators and field types', () => {
  it('COND-018 the empty-check operator takes yes = 1 or no = 0', () => {
    expect(IS_EMPTY_VALUE).toEqual({ yes: 1, no: 0 });
    expect(IS_EMPTY_VALUE_LABEL).toEqual({ 1: '是', 0: '否' });
    expect(ConditionSchema.safeParse(cond({ operator: 'isEmpty', value: 1 })).success).toBe(true);
    expect(ConditionSchema.safeParse(cond({ operator: 'isEmpty', value: '0' })).success).toBe(true);
    expect(ConditionSchema.safeParse(cond({ operator: 'isEmpty', value: 2 })).success).toBe(false);
  });

  it('COND-019 the range operator (between, group 4 per AMB-010) takes exactly two values', () => {
    expect(OPERATOR_GROUP_OF.between).toBe(4);
    expect(ConditionSchema.safeParse(cond({ operator: 'between', value: [1, 2] })).success).toBe(true);
    expect(ConditionSchema.safeParse(cond({ operator: 'between', value: [1] })).success).toBe(false);
    expect(ConditionSchema.safeParse(cond({ operator: 'between', value: [1, 2, 3] })).success).toBe(false);
    expect(ConditionSchema.safeParse(cond({ operator: 'between', value: 1 })).success).toBe(false);
  });

  it('COND-021 multi-value operators accept one or more values (AMB-011)', () => {
    const fields = { f: { label: '学历', fieldType: FIELD_TYPE.select } };
    for (const value of [['4'], ['4', '5'], ['1', '2', '3', '4', '5']]) {
      expect(validateRule(cond({ operator: 'inAny', value, fieldType: 4 }), fields)).toEqual([]);
    }
    expect(validateRule(cond({ operator: 'inAny', value: [], fieldType: 4 }), fields)).toEqual([
      { path: [], message: '请选择' },
    ]);
  });

  it('COND-028 COND-029 COND-030 section rule labels and the string default 1', () => {
    expect(SECTION_RULE).toEqual({ every: '1', any: '2' });
    expect(SECTION_RULE_LABEL['1']).toBe('每段均满足');
    expect(SECTION_RULE_LABEL['2']).toBe('任意一段满足');
    expect(DEFAULT_SECTION_RULE).toBe('1');
    expect(typeof DEFAULT_SECTION_RULE).toBe('string');
  });

  it('COND-034 switching operator resets the value to [] or to an empty string', () => {
    for (const op of OPERATOR_NAMES) {
      expect(resetValueForOperator(op)).toEqual(isListOperator(op) ? [] : '');
    }
    expect(resetValueForOperator('eq')).toBe('');
    expect(resetValueForOperator('isEmpty')).toBe('');
    expect(resetValueForOperator('between')).toEqual([]);
    expect(resetValueForOperator('containsAll')).toEqual([]);
  });

  it('COND-051 filter field types 1-7: number, date, text, select, multi-select, tag, attachment', () => {
    expect([
      FIELD_TYPE.number,
      FIELD_TYPE.date,
      FIELD_TYPE.text,
      FIELD_TYPE.select,
      FIELD_TYPE.multiSelect,
      FIELD_TYPE.tag,
      FIELD_TYPE.attachment,
    ]).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('COND-052 the further field types 10, 11, 20-24 and 100-103, each with a value kind (GAP-030)', () => {
    expect(FIELD_TYPES).toEqual([1, 2, 3, 4, 5, 6, 7, 10, 11, 20, 21, 22, 23, 24, 100, 101, 102, 103]);
    expect(FIELD_TYPE).toMatchObject({
      functionType: 20,
      organization: 21,
      school: 22,
      major: 23,
      schoolLevel: 24,
    });
    expect(VALUE_KIND_OF[102]).toBe('date');
    expect(VALUE_KIND_OF[103]).toBe('text');
    for (const t of FIELD_TYPES) expect(operatorsForFieldType(t)).toContain('isEmpty');
  });

  it('COND-053 fifteen operators with zh-CN labels and stable codes', () => {
    expect(OPERATOR_NAMES).toHaveLength(15);
    expect(new Set(Object.values(OPERATOR)).size).toBe(15);
    expect(OPERATOR_LABEL.inAny).toBe('等于任一');
    expect(OPERATOR_LABEL.neq).toBe('不等于');
    expect(OPERATOR.underAny).toBe(14);
    expect(operatorFromCode('14')).toBe('underAny');
    expect(operatorFromCode(99)).toBeUndefined();
  });

  it('COND-054 five operator groups; not equal is a comparison, list variants are list-valued (AMB-012)', () => {
    const byGroup = (g: number) => OPERATOR_NAMES.filter((op) => OPERATOR_GROUP_OF[op] === g).sort();
    expect(byGroup(1)).toEqual(['isEmpty']);
    expect(byGroup(2)).toEqual(['eq', 'gt', 'gte', 'lt', 'lte', 'neq']);
    expect(byGroup(3)).toEqual(['inAny', 'notInAny', 'underAny']);
    expect(byGroup(4)).toEqual(['between']);
    expect(byGroup(5)).toEqual(['containsAll', 'containsAny', 'notContainsAll', 'notContainsAny']);
  });

  it('COND-055 groups 3, 4 and 5 take a list, groups 1 and 2 a single value', () => {
    for (const op of OPERATOR_NAMES) {
      const group = OPERATOR_GROUP_OF[op];
      expect(isListOperator(op)).toBe(group >= 3);
      const single = cond({ operator: op, value: group === 1 ? 1 : '5' });
      const list = cond({ operator: op, value: ['5', '6'] });
      expect(ConditionSchema.safeParse(single).success).toBe(group <= 2);
      expect(ConditionSchema.safeParse(list).success).toBe(group >= 3);
    }
  });

  it('parses stored rules with nested groups and refuses malformed ones', () => {
    const rule = {
      kind: 'group',
      op: 'any',
      children: [
        cond({ value: 5 }),
        { kind: 'group', op: 'all', children: [cond({ operator: 'inAny', value: ['1'] })] },
      ],
    };
    expect(RuleNodeSchema.parse(rule)).toEqual(rule);
    expect(RuleNodeSchema.safeParse({ ...rule, op: 'some' }).success).toBe(false);
    expect(
      RuleNodeSchema.safeParse({ kind: 'group', op: 'all', children: [cond({ field: [] })] }).success,
    ).toBe(false);
    expect(
      RuleNodeSchema.safeParse({ kind: 'group', op: 'all', children: [cond({ fieldType: 8 as never })] })
        .success,
    ).toBe(false);
  });
});
