import { describe, expect, it } from 'vitest';
import { compileRule } from './compile';
import {
  DisplayRuleFormatError,
  astToDisplayRule,
  designerApiToDisplayRule,
  displayRuleToAst,
  displayRuleToDesignerApi,
  joinsNestedValues,
  validateDisplayRule,
  type DisplayRuleWire,
} from './display-rule';
import type { FieldCatalog } from './fields';

// A designer catalogue: fields keyed by "modId.colId".
const fields: FieldCatalog = {
  'sub10.CCA1': { label: '最高学历', fieldType: 4, inputType: 7, dictType: 2, repeatable: true },
  'sub1.age': { label: '年龄', fieldType: 1, inputType: 2, dictType: 0 },
  'sub1.birth': { label: '出生日期', fieldType: 2, inputType: 4, dictType: 0 },
  'sub1.home': { label: '籍贯', fieldType: 11, inputType: 10, dictType: 3, customerDictId: 77 },
  'sub1.region': { label: '地区', fieldType: 11, inputType: 9, dictType: 2 },
};

const wire: DisplayRuleWire = {
  conditions_operation: '0',
  conditions: [
    {
      id: 'c1',
      field: ['sub10', 'CCA1'],
      target: [7, ['4', '5']],
      computationRule: '2',
      dictType: 2,
      inputType: 7,
    },
    {
      id: 'c2',
      field: ['sub1', 'age'],
      target: [9, [18, 30]],
      computationRule: '1',
      dictType: 0,
      inputType: 2,
    },
  ],
  target: ['field_abc', 'field_def'],
  resumesubEcolumnsShowType: '2',
};

describe('display rules', () => {
  it('COND-056 a display rule has conditions_operation and a list of conditions', () => {
    const ast = displayRuleToAst(wire, fields);
    expect(ast.kind).toBe('group');
    expect(ast.children).toHaveLength(2);
    expect(() => displayRuleToAst({ ...wire, conditions_operation: '' }, fields)).toThrow(
      DisplayRuleFormatError,
    );
  });

  it('COND-057 a condition carries field, target, dictType, inputType, customerDictId and an id', () => {
    const rule: DisplayRuleWire = {
      conditions_operation: '1',
      conditions: [
        {
          id: 'x1',
          field: ['sub1', 'home'],
          target: [14, ['zj$hz']],
          computationRule: '1',
          dictType: 3,
          inputType: 10,
          customerDictId: 77,
        },
      ],
    };
    const back = astToDisplayRule(displayRuleToAst(rule, fields), fields);
    expect(back.conditions[0]).toEqual(rule.conditions[0]);
  });

  it('COND-058 the field is a path through the option tree, [modId, colId] in the designer', () => {
    const ast = displayRuleToAst(wire, fields);
    expect(ast.children[0]).toMatchObject({ field: ['sub10', 'CCA1'], fieldType: 4 });
    // Without a catalogue the field type follows the input type.
    expect(displayRuleToAst(wire).children[1]).toMatchObject({ field: ['sub1', 'age'], fieldType: 1 });
  });

  it('COND-059 the target is a pair [operation, value list] (AMB-027)', () => {
    const ast = displayRuleToAst(wire, fields);
    expect(ast.children[0]).toMatchObject({ operator: 'inAny', value: ['4', '5'] });
    expect(ast.children[1]).toMatchObject({ operator: 'between', value: [18, 30] });
    const single = displayRuleToAst(
      { conditions_operation: '0', conditions: [{ field: ['sub1', 'age'], target: [3, [18]] }] },
      fields,
    );
    expect(single.children[0]).toMatchObject({ operator: 'gt', value: 18 });
    expect(astToDisplayRule(single, fields).conditions[0].target).toEqual([3, [18]]);
  });

  it('COND-027 date-range values stay timestamps through the wire', () => {
    const from = Date.UTC(2000, 0, 1);
    const to = Date.UTC(2005, 0, 1);
    const rule: DisplayRuleWire = {
      conditions_operation: '0',
      conditions: [{ field: ['sub1', 'birth'], target: [9, [from, to]] }],
    };
    const ast = displayRuleToAst(rule, fields);
    expect(ast.children[0]).toMatchObject({ value: [from, to], fieldType: 2 });
    expect(astToDisplayRule(ast, fields).conditions[0].target).toEqual([9, [from, to]]);
    expect(compileRule(ast)({ sub1: { birth: Date.UTC(2003, 5, 1) } })).toBe(true);
  });

  it('COND-061 conditions_operation 0 means all conditions must hold', () => {
    const pred = compileRule(displayRuleToAst({ ...wire, conditions_operation: '0' }, fields));
    expect(pred({ sub10: [{ CCA1: '4' }], sub1: { age: 20 } })).toBe(true);
    expect(pred({ sub10: [{ CCA1: '4' }], sub1: { age: 40 } })).toBe(false);
    expect(displayRuleToAst({ ...wire, conditions_operation: 0 }, fields).op).toBe('all');
  });

  it('COND-062 conditions_operation 1 means any condition suffices', () => {
    const pred = compileRule(displayRuleToAst({ ...wire, conditions_operation: '1' }, fields));
    expect(pred({ sub10: [{ CCA1: '4' }], sub1: { age: 40 } })).toBe(true);
    expect(pred({ sub10: [{ CCA1: '1' }], sub1: { age: 40 } })).toBe(false);
  });

  it('COND-063 computationRule 1 requires every section, any other value any section', () => {
    const rule = (computationRule: string | undefined): DisplayRuleWire => ({
      conditions_operation: '0',
      conditions: [
        {
          field: ['sub10', 'CCA1'],
          target: [2, ['4']],
          ...(computationRule === undefined ? {} : { computationRule }),
        },
      ],
    });
    const record = { sub10: [{ CCA1: '4' }, { CCA1: '3' }] };
    expect(compileRule(displayRuleToAst(rule('1'), fields))(record)).toBe(false);
    expect(compileRule(displayRuleToAst(rule(undefined), fields))(record)).toBe(false);
    expect(compileRule(displayRuleToAst(rule('2'), fields))(record)).toBe(true);
    expect(compileRule(displayRuleToAst(rule('3'), fields))(record)).toBe(true);
    expect(astToDisplayRule(displayRuleToAst(rule('3'), fields), fields).conditions[0].computationRule).toBe(
      '2',
    );
  });

  it('COND-064 the rule-level target is the list of column ids to show', () => {
    const back = astToDisplayRule(displayRuleToAst(wire, fields), fields, { target: wire.target });
    expect(back.target).toEqual(['field_abc', 'field_def']);
  });

  it('COND-065 resumesubEcolumnsShowType 1 = every section shows, 2 = only matching sections', () => {
    expect(
      astToDisplayRule(displayRuleToAst(wire, fields), fields, { showType: '2' }).resumesubEcolumnsShowType,
    ).toBe('2');
    expect(displayRuleToDesignerApi(wire, fields, 1).resumesubEcolumnsShowType).toBe('2');
    expect(
      displayRuleToDesignerApi({ ...wire, resumesubEcolumnsShowType: 1 }, fields, 1)
        .resumesubEcolumnsShowType,
    ).toBe('1');
  });

  it('COND-066 member-dictionary nested values are $-joined for input types 9/10 with operation 14', () => {
    expect(joinsNestedValues({ dictType: 3, inputType: 10, target: [14] })).toBe(true);
    expect(joinsNestedValues({ dictType: '3', inputType: '9', target: ['14'] })).toBe(true);
    expect(joinsNestedValues({ dictType: 2, inputType: 10, target: [14] })).toBe(false);
    expect(joinsNestedValues({ dictType: 3, inputType: 7, target: [14] })).toBe(false);
    expect(joinsNestedValues({ dictType: 3, inputType: 10, target: [7] })).toBe(false);
    // Member dictionary + operation 14: '$' strings; the AST holds the same paths.
    const member = displayRuleToAst(
      {
        conditions_operation: '0',
        conditions: [{ field: ['sub1', 'home'], target: [14, ['zj$hz', 'gd']], dictType: 3, inputType: 10 }],
      },
      fields,
    );
    expect(member.children[0]).toMatchObject({ operator: 'underAny', value: ['zj$hz', 'gd'] });
    expect(astToDisplayRule(member, fields).conditions[0].target).toEqual([14, ['zj$hz', 'gd']]);
    expect(compileRule(member)({ sub1: { home: 'zj$hz$xh' } })).toBe(true);
    // A system dictionary sends the cascader's segment lists instead.
    const system = displayRuleToAst(
      {
        conditions_operation: '0',
        conditions: [{ field: ['sub1', 'region'], target: [14, [['gd', 'sz']]] }],
      },
      fields,
    );
    expect(system.children[0]).toMatchObject({ value: ['gd$sz'] });
    expect(astToDisplayRule(system, fields).conditions[0].target).toEqual([14, [['gd', 'sz']]]);
  });

  it('COND-067 the designer API shape: conditionsOperation, showIds, conditionsList, showIdType', () => {
    const api = displayRuleToDesignerApi(wire, fields, 1);
    expect(api).toMatchObject({
      conditionsOperation: '0',
      showIds: ['field_abc', 'field_def'],
      showIdType: 1,
    });
    expect(api.conditionsList).toHaveLength(2);
    expect(displayRuleToDesignerApi(wire, fields, 0).showIdType).toBe(0);
  });

  it('COND-068 each API condition: operation, modId, triggerId, triggerType, triggerValue, resumesubMatchType', () => {
    const api = displayRuleToDesignerApi(wire, fields, 1);
    expect(api.conditionsList[0]).toEqual({
      operation: 7,
      modId: 'sub10',
      triggerId: 'CCA1',
      triggerType: '02', // multi-section module (GAP-057)
      triggerValue: ['4', '5'],
      resumesubMatchType: '2',
    });
    expect(api.conditionsList[1]).toMatchObject({ triggerType: '01', resumesubMatchType: '1' });
    const back = designerApiToDisplayRule(api, fields);
    expect(displayRuleToAst(back, fields)).toEqual(
      displayRuleToAst({ ...wire, conditions: wire.conditions.map(({ id: _id, ...c }) => c) }, fields),
    );
  });

  it('COND-010 COND-013 COND-014 the rule dialog requires the operation, and in the designer a condition and a target', () => {
    expect(validateDisplayRule({ conditions_operation: '', conditions: [] }, fields)).toEqual([
      { path: [], part: 'operation', message: '请选择' },
    ]);
    expect(
      validateDisplayRule({ conditions_operation: '0', conditions: [] }, fields, { designer: true }),
    ).toEqual([
      { path: [], part: 'conditions', message: '请选择' },
      { path: [], part: 'target', message: '请选择' },
    ]);
    expect(validateDisplayRule(wire, fields, { designer: true })).toEqual([]);
    expect(
      validateDisplayRule(
        {
          conditions_operation: '0',
          conditions: [{ field: ['sub1', 'age'], target: [2, ['']] }],
          target: ['x'],
        },
        fields,
      ),
    ).toEqual([{ path: [0], message: '请输入' }]);
  });
});
