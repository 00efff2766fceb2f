import { describe, expect, it } from 'vitest';
import { compileRule } from './compile';
import {
  DEFAULT_SMART_CONDITIONS_OPERATION,
  SMART_DATA_TYPE,
  SmartRuleFormatError,
  astToSmartSubRule,
  smartSubRuleToAst,
  type SmartSubRuleWire,
} from './smart-rule';
import { SmartCondition } from '../contracts/smart-rules';

const sub: SmartSubRuleWire = {
  rule_id: 9,
  score: 80,
  conditions_json: [
    {
      id: 'v1',
      operator: 7,
      field_values: ['jobs', 'degree'],
      data_type: '-1',
      action_value: ['4', '5'],
      group_id: 'g1',
    },
    {
      id: 'v2',
      operator: 5,
      field_values: ['jobs', 'gradYear'],
      data_type: '1',
      action_value: [2024],
      group_id: 'g1',
    },
    {
      id: 'v3',
      operator: 14,
      field_values: ['jobs', 'job'],
      data_type: '-1',
      action_value: ['t_12'],
      group_id: 'g2',
      field_match: '2',
    },
  ],
};

describe('smart-rule sub-rules', () => {
  it('DATA-022 DATA-025 GAP-031 conditions of one group_id all hold; any group makes the sub-rule hold', () => {
    const ast = smartSubRuleToAst(sub);
    expect(ast.op).toBe('any');
    expect(ast.children.map((g) => g.kind === 'group' && [g.id, g.op, g.children.length])).toEqual([
      ['g1', 'all', 2],
      ['g2', 'all', 1],
    ]);
    const pred = compileRule(ast);
    expect(pred({ jobs: { degree: '4', gradYear: 2024 } })).toBe(true);
    expect(pred({ jobs: { degree: '4', gradYear: 2023 } })).toBe(false);
    // DATA-030: a job category 't_12' covers its jobs 't_12$j_345'.
    expect(pred({ jobs: { job: 't_12$j_345' } })).toBe(true);
  });

  it('DATA-023 data types: 1 number, 2 date, 3 text, -1 dictionary cascade; field_match is the section rule', () => {
    const ast = smartSubRuleToAst(sub);
    const [g1, g2] = ast.children;
    expect(g1.kind === 'group' && g1.children.map((c) => c.kind === 'condition' && c.fieldType)).toEqual([
      11, 1,
    ]);
    expect(g2.kind === 'group' && g2.children[0]).toMatchObject({ sectionRule: '2', operator: 'underAny' });
    expect(SMART_DATA_TYPE).toEqual({ number: '1', date: '2', text: '3', dictionary: '-1' });
  });

  it('AMB-029 conditions_operation stays the opaque default 1 and round-trips', () => {
    const back = astToSmartSubRule(smartSubRuleToAst(sub), { rule_id: 9, score: 80 });
    expect(back.conditions_operation).toBe(DEFAULT_SMART_CONDITIONS_OPERATION);
    expect(back).toEqual({
      ...sub,
      conditions_operation: '1',
      conditions_json: sub.conditions_json.map((c) => ({ field_match: '1', ...c })),
    });
    expect(
      astToSmartSubRule(smartSubRuleToAst(sub), { conditions_operation: '0' }).conditions_operation,
    ).toBe('0');
  });

  it('refuses rules nested deeper than groups of conditions', () => {
    const deep = {
      kind: 'group' as const,
      op: 'all' as const,
      children: [{ kind: 'group' as const, op: 'any' as const, children: [] }],
    };
    expect(() => astToSmartSubRule(deep)).toThrow(SmartRuleFormatError);
  });

  it('DATA-024 the condition target value is the pair (operator, action_value), both required', () => {
    const cond = (operator: 'gte' | 'between' | 'inAny', value: 3 | [1, 5] | ['4', '5']) => ({
      kind: 'condition' as const,
      field: ['jobs', 'gradYear'],
      operator,
      value,
      fieldType: 1 as const,
    });
    const wire = (operator: 'gte' | 'between' | 'inAny', value: 3 | [1, 5] | ['4', '5']) => {
      const [w] = astToSmartSubRule(cond(operator, value)).conditions_json;
      return { operator: w.operator, action_value: w.action_value };
    };
    // A single value travels as a one-item action_value; a range or a list as the list itself.
    expect(wire('gte', 3)).toEqual({ operator: 5, action_value: [3] });
    expect(wire('between', [1, 5])).toEqual({ operator: 9, action_value: [1, 5] });
    expect(wire('inAny', ['4', '5'])).toEqual({ operator: 7, action_value: ['4', '5'] });
    // Read back, the pair gives the condition's operator and value again.
    const back = smartSubRuleToAst({
      conditions_json: [
        { operator: 5, field_values: ['jobs', 'gradYear'], data_type: '1', action_value: [3], group_id: 1 },
      ],
    });
    const g = back.children[0];
    expect(g.kind === 'group' && g.children[0]).toMatchObject({ operator: 'gte', value: 3 });
    // The contract needs both halves of the pair.
    const base = { field_values: ['jobs', 'gradYear'], data_type: '1', group_id: 1 };
    const noOperator = SmartCondition.safeParse({ ...base, action_value: [3] });
    expect(noOperator.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['operator', '请选择逻辑词'],
    ]);
    const noValue = SmartCondition.safeParse({ ...base, operator: 5 });
    expect(noValue.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['action_value', '请输入'],
    ]);
    expect(SmartCondition.safeParse({ ...base, operator: 5, action_value: [3] }).success).toBe(true);
  });
});
