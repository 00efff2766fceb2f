import { describe, expect, it } from 'vitest';
import type { ConditionDraft, GroupDraft } from './ast';
import type { FieldCatalog } from './fields';
import { canAddEntry, validateRule } from './validate';

const fields: FieldCatalog = {
  degree: { label: '学历', fieldType: 4 },
  year: { label: '毕业年份', fieldType: 1 },
  score: { label: '评分', fieldType: 10 },
  applied: { label: '投递日期', fieldType: 2 },
  phone: { label: '手机', fieldType: 3, pattern: '^1\\d{10}$' },
};
const cond = (over: Partial<ConditionDraft>): ConditionDraft => ({
  kind: 'condition',
  field: ['degree'],
  operator: 'eq',
  value: '4',
  ...over,
});
const messages = (node: ConditionDraft | GroupDraft) => validateRule(node, fields).map((i) => i.message);

describe('rule validation (zh-CN messages)', () => {
  it('COND-012 a condition without a field shows 请选择', () => {
    expect(messages(cond({ field: [] }))).toEqual(['请选择']);
  });

  it('COND-016 a condition without an operator shows 请选择逻辑词', () => {
    expect(messages(cond({ operator: '' }))).toEqual(['请选择逻辑词']);
    expect(messages(cond({ operator: null }))).toEqual(['请选择逻辑词']);
  });

  it('COND-017 a blank value shows 请输入 (请选择 for choices)', () => {
    expect(messages(cond({ field: ['year'], value: '  ' }))).toEqual(['请输入']);
    expect(messages(cond({ value: '' }))).toEqual(['请选择']);
    expect(messages(cond({ field: ['year'], operator: 'inAny', value: [] }))).toEqual(['请输入']);
  });

  it('COND-024 a date range without dates shows 请选择日期', () => {
    expect(validateRule(cond({ field: ['applied'], operator: 'between', value: ['', ''] }), fields)).toEqual([
      { path: [], valueIndex: 0, message: '请选择日期' },
      { path: [], valueIndex: 1, message: '请选择日期' },
    ]);
  });

  it('COND-025 a date range whose start is after its end shows 开始日期要小于结束日期', () => {
    const d1 = Date.UTC(2024, 0, 10);
    const d2 = Date.UTC(2024, 0, 5);
    expect(messages(cond({ field: ['applied'], operator: 'between', value: [d1, d2] }))).toEqual([
      '开始日期要小于结束日期',
    ]);
    expect(messages(cond({ field: ['applied'], operator: 'between', value: [d2, d1] }))).toEqual([]);
  });

  it('COND-031 a group holds at most 9 entries (GAP-034: the add icon is disabled)', () => {
    const group = (n: number): GroupDraft => ({
      kind: 'group',
      op: 'all',
      children: Array.from({ length: n }, () => cond({})),
    });
    expect(messages(group(9))).toEqual([]);
    expect(messages(group(10))).toEqual(['每组最多9个条件']);
    expect(canAddEntry(group(8))).toBe(true);
    expect(canAddEntry(group(9))).toBe(false);
  });

  it('COND-037 a non-numeric value for a number field shows 请输入数字', () => {
    expect(messages(cond({ field: ['year'], value: '二〇二四' }))).toEqual(['请输入数字']);
    expect(validateRule(cond({ field: ['year'], operator: 'inAny', value: ['2024', 'x'] }), fields)).toEqual([
      { path: [], valueIndex: 1, message: '请输入数字' },
    ]);
  });

  it('COND-038 a score outside 0-100 shows 评分值在0-100间; 0 and 100 are accepted', () => {
    expect(messages(cond({ field: ['score'], operator: 'gte', value: 100.5 }))).toEqual(['评分值在0-100间']);
    expect(messages(cond({ field: ['score'], operator: 'gte', value: -1 }))).toEqual(['评分值在0-100间']);
    expect(messages(cond({ field: ['score'], operator: 'between', value: [0, 100] }))).toEqual([]);
  });

  it('COND-040 COND-041 a left number not below the right one shows a message on each input', () => {
    for (const value of [
      [5, 3],
      [4, 4],
    ]) {
      expect(validateRule(cond({ field: ['year'], operator: 'between', value }), fields)).toEqual([
        { path: [], valueIndex: 0, message: '左端数字需小于右端' },
        { path: [], valueIndex: 1, message: '右端数字需大于左端' },
      ]);
    }
  });

  it('COND-043 a value failing the field pattern shows 输入格式不正确', () => {
    expect(messages(cond({ field: ['phone'], value: '12345' }))).toEqual(['输入格式不正确']);
    expect(messages(cond({ field: ['phone'], value: '13800138000' }))).toEqual([]);
  });

  it('an unknown field and an operator the field type does not allow are named', () => {
    expect(messages(cond({ field: ['mod', 'gone'] }))).toEqual(['字段“mod.gone”不存在']);
    expect(messages(cond({ operator: 'gt' }))).toEqual(['“学历”不支持“大于”']);
    expect(messages(cond({ field: ['year'], operator: 'containsAny', value: ['1'] }))).toEqual([
      '“毕业年份”不支持“包含任一”',
    ]);
    expect(messages(cond({ fieldType: 1 }))).toEqual(['字段“学历”的类型已改变']);
  });

  it('wrong value shapes show 输入格式不正确, and paths point at the node', () => {
    expect(messages(cond({ value: ['4'] }))).toEqual(['输入格式不正确']);
    expect(messages(cond({ operator: 'isEmpty', value: 2 }))).toEqual(['输入格式不正确']);
    const rule: GroupDraft = {
      kind: 'group',
      op: 'any',
      children: [cond({}), { kind: 'group', op: 'all', children: [cond({ value: '' })] }],
    };
    expect(validateRule(rule, fields)).toEqual([{ path: [1, 0], message: '请选择' }]);
  });
});
