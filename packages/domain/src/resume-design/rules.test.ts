import { describe, expect, it } from 'vitest';
import {
  addFieldToModule,
  applyModuleLanguageToFields,
  availablePresets,
  changeDictType,
  changeInputType,
  deleteField,
  deleteModule,
  fieldHasLinkage,
  moduleHasLinkage,
  normalizeDateCheckType,
  removeFieldFromRules,
  renameField,
  reorder,
  setModuleEnabled,
  canAddFields,
} from './changes';
import {
  applyListChange,
  choiceListIssues,
  customSortIssue,
  dictionaryIssue,
  emptyChoiceLabel,
  itemNameIssue,
  itemTypedMax,
  normalizeSystemTableName,
  sortedItems,
} from './choice-list';
import {
  addFieldIssue,
  blankLengthDefault,
  charLimitBounds,
  charLimitIssue,
  fieldTitleIssues,
  lockedProperties,
  minFileSizeIssue,
  MIN_FILE_SIZE_OPTIONS,
  MULTI_LIMIT_OPTIONS,
  multiLimitIssue,
  setMultiMax,
} from './field-rules';
import { DESIGN_MESSAGE as M } from './messages';
import {
  newField,
  newModule,
  stripClientFlags,
  moduleListLabel,
  newCustomColId,
  type DesignField,
  type DesignModule,
  type ShowRule,
} from './model';
import {
  canDeleteModule,
  clampMaxCount,
  clampMinCount,
  enableSwitchLocked,
  moduleTitleIssues,
  moduleTitlesLocked,
  normalizeCounts,
  parseCount,
  resolveRecordCount,
  trimTitle,
} from './module-rules';
import {
  addModuleIssue,
  FIELD_QUOTA_GROUPS,
  INITIAL_REMAINING,
  quotaOverflowLines,
  remainingModules,
} from './quotas';

const mod = (modId: string, extra: Partial<DesignModule> = {}): DesignModule => ({
  ...newModule({ modId, modType: 2, cname: modId }),
  ...extra,
});
const field = (colId: string, extra: Partial<DesignField> = {}): DesignField => ({
  ...newField({ colId, modId: 'm1', inputType: 1, cname: colId }),
  ...extra,
});

describe('model defaults', () => {
  it('DES-040 custom colIds start with field_ and are unique', () => {
    const id = newCustomColId(['field_aaaaaaaa']);
    expect(id).toMatch(/^field_[0-9a-z]{8}$/);
    let n = 0;
    const seq = () => (n++ === 0 ? 0 : 0.5);
    expect(newCustomColId(['field_00000000'], seq)).not.toBe('field_00000000');
  });
  it('DES-044 DES-045 DES-047 DES-048 DES-049 DES-050 AMB-034 field defaults by type', () => {
    expect(newField({ colId: 'a', modId: 'm', inputType: 1 }).inputLen).toBe(50);
    expect(newField({ colId: 'a', modId: 'm', inputType: 6 }).inputLen).toBe(4000);
    expect(newField({ colId: 'a', modId: 'm', inputType: 2 }).inputLen).toBe(9);
    const multi = newField({ colId: 'a', modId: 'm', inputType: 8 });
    expect(multi).toMatchObject({
      minFileSize: 0,
      drop1MultiMin: 1,
      drop1MultiMax: null,
      dictLogicRankType: 1,
      dictLogicRank: [],
      isUse51ResumeFill: true,
    });
  });
  it('DES-051 client-only flags are stripped', () => {
    const f = { ...field('a'), new: true, active: true };
    expect(stripClientFlags(f)).not.toHaveProperty('new');
    expect(stripClientFlags(f)).not.toHaveProperty('active');
  });
  it('DES-008 an unnamed module is listed as 标题待补充', () => {
    expect(moduleListLabel(mod('x', { cname: '  ' }))).toBe('标题待补充');
    expect(moduleListLabel(mod('x', { cname: '教育' }))).toBe('教育');
  });
});

describe('module titles and counts', () => {
  const others = [mod('a', { cname: '教育经历', ename: 'Education' })];
  it('DESVAL-001 Chinese title required', () => {
    expect(moduleTitleIssues(mod('b', { cname: ' ' }), others).cname).toBe('请先填写中文标题 ！');
  });
  it('DESVAL-002 Chinese title unique among modules', () => {
    expect(moduleTitleIssues(mod('b', { cname: ' 教育经历 ' }), others).cname).toBe('中文标题重复 ！');
    expect(moduleTitleIssues(mod('a', { cname: '教育经历' }), others).cname).toBeUndefined();
  });
  it('DESVAL-003 AMB-036 at most 50 characters, inline and save-time messages', () => {
    const long = mod('b', { cname: '字'.repeat(51) });
    expect(moduleTitleIssues(long, others).cname).toBe('标题最多50个字符');
    expect(moduleTitleIssues(long, others, { inline: true }).cname).toBe('长度最多 50 个字符');
    expect(moduleTitleIssues(mod('b', { cname: '字'.repeat(50) }), others).cname).toBeUndefined();
  });
  it('DESVAL-004 DESVAL-005 English title required only for English modules', () => {
    expect(moduleTitleIssues(mod('b', { isBelongEn: 1, ename: '' }), others).ename).toBe(
      '请先填写英文标题 ！',
    );
    expect(moduleTitleIssues(mod('b', { isBelongEn: 0, ename: '' }), others).ename).toBeUndefined();
  });
  it('DESVAL-006 DESVAL-007 English title unique and at most 50', () => {
    expect(moduleTitleIssues(mod('b', { ename: 'education' }), others).ename).toBe('英文标题重复 ！');
    expect(moduleTitleIssues(mod('b', { ename: 'x'.repeat(51) }), others).ename).toBe('标题最多50个字符');
  });
  it('DESVAL-008 module memo at most 5000', () => {
    expect(moduleTitleIssues(mod('b', { memo: 'x'.repeat(5001) }), others).memo).toBe('最多5000个字符');
    expect(moduleTitleIssues(mod('b', { memo: 'x'.repeat(5000) }), others).memo).toBeUndefined();
  });
  it('DESVAL-009 DESVAL-012 counts accept integers only', () => {
    expect(parseCount('3')).toBe(3);
    expect(parseCount(2.5)).toBeNull();
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('a')).toBeNull();
  });
  it('DESVAL-010 DESVAL-011 minCount clamped to 0..15 and not above maxCount', () => {
    expect(clampMinCount(-1, 15)).toBe(0);
    expect(clampMinCount(16, 15)).toBe(15);
    expect(clampMinCount(9, 5)).toBe(5);
  });
  it('DESVAL-013 DESVAL-014 maxCount at least minCount and capped at 15', () => {
    expect(clampMaxCount(2, 4)).toBe(4);
    expect(clampMaxCount(20, 0)).toBe(15);
  });
  it('DESVAL-015 maxCount defaults to 15', () => {
    expect(newModule({ modId: 'x', modType: 2 }).maxCount).toBe(15);
  });
  it('DESVAL-016 DESVAL-017 recordCount within 0..maxCount, empty falls back to minCount', () => {
    expect(resolveRecordCount(20, 0, 6)).toBe(6);
    expect(resolveRecordCount(null, 2, 6)).toBe(2);
    expect(resolveRecordCount(3, 0, 6)).toBe(3);
  });
  it('GAP-060 one-to-one modules always hold one entry; multi-section counts are normalised', () => {
    expect(normalizeCounts({ modType: 1, minCount: 5, maxCount: 9, recordCount: 3 })).toEqual({
      modType: 1,
      minCount: 1,
      maxCount: 1,
      recordCount: 1,
    });
    expect(normalizeCounts({ modType: 2, minCount: 9, maxCount: 20, recordCount: null })).toEqual({
      modType: 2,
      minCount: 9,
      maxCount: 15,
      recordCount: 9,
    });
  });
  it('DESVAL-018 GAP-059 fixed module titles are locked unless titleEditable', () => {
    expect(moduleTitlesLocked({ modForm: 0 })).toBe(true);
    expect(moduleTitlesLocked({ modForm: 0, titleEditable: true })).toBe(false);
    expect(moduleTitlesLocked({ modForm: 1 })).toBe(false);
  });
  it('DESVAL-019 DESVAL-020 names are trimmed', () => {
    expect(trimTitle('  姓名 ')).toBe('姓名');
  });
  it('DES-111 AMB-052 only custom forms may be deleted; DES-104 fixed modules lock the switch', () => {
    expect([0, 1, 2, 3].map((f) => canDeleteModule({ modForm: f as 0 }))).toEqual([false, true, false, true]);
    expect(enableSwitchLocked({ modForm: 0 })).toBe(true);
    expect(enableSwitchLocked({ modForm: 2 })).toBe(false);
  });
});

describe('field titles and limits', () => {
  const sibs = [field('a', { cname: '身高', ename: 'Height' })];
  it('DESVAL-038 field Chinese title required (no ！)', () => {
    expect(fieldTitleIssues(field('b', { cname: '' }), sibs, 0).cname).toBe('请先填写中文标题');
  });
  it('DESVAL-039 DESVAL-042 GAP-052 titles unique within the module', () => {
    expect(fieldTitleIssues(field('b', { cname: '身高' }), sibs, 0).cname).toBe('中文标题重复');
    expect(fieldTitleIssues(field('b', { ename: 'height' }), sibs, 0).ename).toBe('英文标题重复');
  });
  it('DESVAL-040 DESVAL-043 AMB-037 title and memo at most 5000', () => {
    expect(fieldTitleIssues(field('b', { cname: 'x'.repeat(5001) }), sibs, 0).cname).toBe(
      '标题最多 5000 个字符',
    );
    expect(fieldTitleIssues(field('b', { cname: 'x'.repeat(5000) }), sibs, 0).cname).toBeUndefined();
    expect(fieldTitleIssues(field('b', { memo: 'x'.repeat(5001) }), sibs, 0).memo).toBe('最多5000个字符');
  });
  it('DESVAL-041 English title required in English modules', () => {
    expect(fieldTitleIssues(field('b', { ename: '' }), sibs, 1).ename).toBe('请先填写英文标题');
    expect(fieldTitleIssues(field('b', { ename: '' }), sibs, 0).ename).toBeUndefined();
  });
  it('DESVAL-044 DESVAL-045 DESVAL-046 add-field dialog', () => {
    const taken = { existing: ['身高'], common: ['体重'], pending: ['年龄'] };
    expect(addFieldIssue({ cname: '体重', inputType: 1 }, taken)).toBe('字段名称已存在');
    expect(addFieldIssue({ cname: '年龄', inputType: 1 }, taken)).toBe('字段名称已存在');
    expect(addFieldIssue({ cname: '爱好', inputType: null }, taken)).toBe('请先选择字段类型 ！');
    expect(addFieldIssue({ cname: '爱好', inputType: 1 }, taken, true)).toBe('请先保存自定义字段');
    expect(addFieldIssue({ cname: '爱好', inputType: 1 }, taken)).toBeNull();
  });
  it('DESVAL-047 DESVAL-048 whole numbers within bounds, message with the bounds', () => {
    const f = field('b', { colForm: 1, inputType: 1 });
    expect(charLimitIssue(f, 2.5)).toBe('请填写1-50以内数字');
    expect(charLimitIssue(f, 51)).toBe('请填写1-50以内数字');
    expect(charLimitIssue(f, '20')).toBeNull();
  });
  it('DESVAL-049 the hint text', () => {
    expect(M.charLimitHint).toBe('最小为1,最大为50');
  });
  it('DESVAL-050 DESVAL-051 single-line text 0..50, custom minimum 1', () => {
    expect(charLimitBounds({ colId: 'x', colForm: 2, inputType: 1 })).toEqual({ min: 0, max: 50 });
    expect(charLimitBounds({ colId: 'x', colForm: 1, inputType: 1 })).toEqual({ min: 1, max: 50 });
    expect(charLimitIssue({ colId: 'x', colForm: 1, inputType: 1 }, 0)).toBe('请填写1-50以内数字');
  });
  it('DESVAL-052 number 0..9', () => {
    expect(charLimitBounds({ colId: 'x', colForm: 1, inputType: 2 })).toEqual({ min: 0, max: 9 });
    expect(charLimitIssue({ colId: 'x', colForm: 1, inputType: 2 }, 10)).toBe('请填写0-9以内数字');
  });
  it('DESVAL-053 DESVAL-054 multi-line text up to 4000, custom minimum 1', () => {
    expect(charLimitBounds({ colId: 'x', colForm: 1, inputType: 6 })).toEqual({ min: 1, max: 4000 });
    expect(charLimitBounds({ colId: 'x', colForm: 2, inputType: 6 })).toEqual({ min: 0, max: 4000 });
  });
  it('DESVAL-055 DESVAL-056 DESVAL-057 DESVAL-058 fixed name, ID, address and email limits', () => {
    expect(charLimitBounds({ colId: 'CBA1', colForm: 0, inputType: 1 })).toEqual({ min: 0, max: 200 });
    expect(charLimitBounds({ colId: 'CBA4', colForm: 0, inputType: 1 })).toEqual({ min: 0, max: 200 });
    expect(charLimitBounds({ colId: 'CBA7', colForm: 0, inputType: 1 })).toEqual({ min: 0, max: 255 });
    expect(charLimitBounds({ colId: 'CBA6', colForm: 0, inputType: 1 })).toEqual({ min: 0, max: 200 });
  });
  it('GAP-063 no character limit for dates, attachments and dropdowns', () => {
    for (const t of [4, 5, 7, 8, 9, 10] as const)
      expect(charLimitBounds({ colId: 'x', colForm: 1, inputType: t })).toBeNull();
  });
  it('DESVAL-031 DESVAL-032 AMB-033 blank custom lengths default to 50 / 400', () => {
    expect(blankLengthDefault({ colForm: 1, inputType: 1, inputLen: null })).toBe(50);
    expect(blankLengthDefault({ colForm: 1, inputType: 6, inputLen: null })).toBe(400);
    expect(blankLengthDefault({ colForm: 1, inputType: 6, inputLen: 300 })).toBe(300);
  });
  it('DESVAL-059 DESVAL-060 minimum file size options 0..9', () => {
    expect(MIN_FILE_SIZE_OPTIONS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(minFileSizeIssue({ inputType: 5, minFileSize: 10 })).toBe('文件大小为0-9MB');
    expect(minFileSizeIssue({ inputType: 5, minFileSize: 9 })).toBeNull();
  });
  it('DESVAL-074 DESVAL-076 DESVAL-077 AMB-039 multi-select limits', () => {
    expect(MULTI_LIMIT_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null]);
    expect(multiLimitIssue({ inputType: 8, drop1MultiMin: null, drop1MultiMax: 3 })).toBe('有未填项 请填写');
    expect(multiLimitIssue({ inputType: 8, drop1MultiMin: 1, drop1MultiMax: null })).toBeNull();
    expect(multiLimitIssue({ inputType: 8, drop1MultiMin: 4, drop1MultiMax: 3 })).toBe(
      '最少选择项不能大于最多选择项',
    );
    expect(multiLimitIssue({ inputType: 8, drop1MultiMin: 1, drop1MultiMax: 11 })).toBe(
      '可选数量为1-10项或不限',
    );
  });
  it('DESVAL-078 lowering the maximum below the minimum clears the minimum', () => {
    expect(setMultiMax({ drop1MultiMin: 5, drop1MultiMax: null }, 3)).toEqual({
      drop1MultiMin: null,
      drop1MultiMax: 3,
    });
    expect(setMultiMax({ drop1MultiMin: 2, drop1MultiMax: null }, 3)).toEqual({
      drop1MultiMin: 2,
      drop1MultiMax: 3,
    });
  });
  it('DESVAL-083 GAP-051 fixed and preset fields lock type, title and dictionary', () => {
    expect(lockedProperties({ colForm: 0, colId: 'CCA1' })).toMatchObject({
      inputType: true,
      cname: true,
      isMustUsed: true,
    });
    expect(lockedProperties({ colForm: 2, colId: 'P_HEIGHT' })).toMatchObject({
      inputType: true,
      cname: false,
      isMustUsed: false,
    });
    expect(lockedProperties({ colForm: 1, colId: 'field_x' })).toMatchObject({
      inputType: false,
      cname: false,
    });
  });
});

describe('choice lists and sort rules', () => {
  it('DESVAL-066 DESVAL-067 DESVAL-068 item names', () => {
    expect(itemNameIssue(' ')).toBe('内容不能为空');
    for (const c of ['|', '#', '$', "'"]) expect(itemNameIssue(`a${c}b`)).toBe("请勿输入以下字符'|#$");
    expect(itemNameIssue('字'.repeat(50))).toBeNull();
    expect(itemNameIssue('字'.repeat(50) + 'a')).toBe('可选项内容上限100个字符');
  });
  it('DESVAL-069 DESVAL-070 typed length 25, 20 for CCA1', () => {
    expect(itemTypedMax('field_x')).toBe(25);
    expect(itemTypedMax('CCA1')).toBe(20);
  });
  it('DESVAL-071 DESVAL-072 sibling names unique, cousins may repeat', () => {
    const items = [
      { name: '广东', value: '广东', items: [{ name: '其他', value: '其他' }] },
      { name: '广西', value: '广西', items: [{ name: '其他', value: '其他' }] },
      { name: '广东', value: '广东2' },
    ];
    expect(choiceListIssues(items, 2)).toEqual([{ path: [2], message: '同级不能重名' }]);
  });
  it('DESVAL-073 at least one item', () => {
    expect(choiceListIssues([], 1)).toEqual([{ path: [], message: '请先添加自定义字典' }]);
  });
  it('DESVAL-075 levels 1..3 only, items no deeper than the levels', () => {
    expect(choiceListIssues([{ name: 'a', value: 'a' }], 4)[0]?.message).toBe('可选项层级只能为1-3级');
    expect(
      choiceListIssues([{ name: 'a', value: 'a', items: [{ name: 'b', value: 'b' }] }], 1)[0]?.message,
    ).toBe('可选项层级只能为1-3级');
  });
  it('DESVAL-065 the dictionary type is required', () => {
    const f = field('d', { inputType: 7, dictType: 0 });
    expect(dictionaryIssue(f)).toBe('请选择');
    expect(dictionaryIssue({ ...f, dictType: 2, systemDdTableName: ' ' })).toBe('请选择');
    expect(dictionaryIssue({ ...f, dictType: 3, customerDictId: null })).toBe('请选择');
  });
  it('DESVAL-079 an empty custom dropdown shows （可选项待补充）', () => {
    expect(emptyChoiceLabel({ dictType: 1, dictData: [] })).toBe('（可选项待补充）');
    expect(emptyChoiceLabel({ dictType: 1, dictData: [{ name: 'a', value: 'a' }] })).toBeNull();
  });
  it('DESVAL-080 DESVAL-081 DESVAL-082 custom sort preconditions', () => {
    expect(customSortIssue({ dictType: 1, dictData: [], customerDictId: null })).toBe(
      '请先选择添加自定义选项！',
    );
    expect(customSortIssue({ dictType: 3, dictData: [], customerDictId: null })).toBe(
      '请先选择会员自定义字典！',
    );
    expect(customSortIssue({ dictType: 3, dictData: [], customerDictId: 'd1' }, 2)).toBe(
      '该字典为多级字典，无法进行自定义排序',
    );
    expect(customSortIssue({ dictType: 3, dictData: [], customerDictId: 'd1' }, 1)).toBeNull();
  });
  it('DES-046 system table names are trimmed and upper-cased', () => {
    expect(normalizeSystemTableName(' dd_abc ')).toBe('DD_ABC');
  });
  it('DES-115 DES-116 a changed item set resets the custom order, the same set keeps it', () => {
    const f = {
      dictData: [
        { name: 'a', value: 'a' },
        { name: 'b', value: 'b' },
      ],
      dictLogicRankType: 2 as const,
      dictLogicRank: ['b', 'a'],
    };
    expect(
      applyListChange(f, [
        { name: 'b', value: 'b' },
        { name: 'a', value: 'a' },
      ]),
    ).toMatchObject({ dictLogicRankType: 2, dictLogicRank: ['b', 'a'] });
    expect(
      applyListChange(f, [
        { name: 'a', value: 'a' },
        { name: 'c', value: 'c' },
      ]),
    ).toMatchObject({ dictLogicRankType: 1, dictLogicRank: [] });
  });
  it('DES-049 custom order and alphabetical (pinyin) order', () => {
    const items = [
      { name: '张', value: 'z' },
      { name: '安', value: 'a' },
      { name: '李', value: 'l' },
    ];
    expect(sortedItems(items, 1, []).map((i) => i.name)).toEqual(['安', '李', '张']);
    expect(sortedItems(items, 2, ['l', 'z', 'a']).map((i) => i.name)).toEqual(['李', '张', '安']);
  });
});

describe('quotas', () => {
  it('DESVAL-024 DESVAL-026 AMB-042 GAP-003 one-to-one group quotas list the excess', () => {
    const text = FIELD_QUOTA_GROUPS.find((g) => g.key === 'number');
    expect(text?.quota).toBe(10);
    const single = mod('s', {
      modType: 1,
      ecolumns: Array.from({ length: 12 }, (_, i) => field(`n${i}`, { inputType: 2 })),
    });
    expect(quotaOverflowLines(single)).toEqual(['数字类字段数量超出2个,请删减！']);
    expect(quotaOverflowLines({ ...single, modType: 2 })).toEqual([]);
  });
  it('DESVAL-025 the warning title', () => {
    expect(M.quotaTitle).toBe('请删减字段（一对一模块）');
  });
  it('DESVAL-027 DESVAL-028 DESVAL-029 DESVAL-030 module allowance', () => {
    expect(INITIAL_REMAINING).toEqual({ single: 100, multi: 100 });
    expect(addModuleIssue(1, { single: 0, multi: 3 })).toBe('模块已达到数量限制！');
    expect(addModuleIssue(2, { single: 3, multi: 0 })).toBe('多段模块已达到数量限制！');
    expect(addModuleIssue(2, { single: 0, multi: 1 })).toBeNull();
    expect(remainingModules([mod('a', { modType: 1 }), mod('b'), mod('c', { deleteStatus: 1 })])).toEqual({
      single: 29,
      multi: 29,
    });
  });
});

describe('what edits reset and remove', () => {
  const rule = (id: string, conds: [string, string][], target: string[]): ShowRule => ({
    id,
    conditions_operation: '0',
    conditions: conds.map((f) => ({ field: f, target: [1, ['x']] })),
    target,
  });
  it('DES-112 DES-113 a type change resets settings, keeps titles, turns auto-fill off', () => {
    const f = field('a', {
      cname: '爱好',
      ename: 'Hobby',
      memo: 'm',
      inputLen: 20,
      isMustUsed: 1,
      listIndex: 4,
    });
    const next = changeInputType(f, 6);
    expect(next).toMatchObject({
      cname: '爱好',
      ename: 'Hobby',
      inputType: 6,
      memo: '',
      inputLen: 4000,
      listIndex: 4,
      isUse51ResumeFill: false,
      inputTypeName: '多行文本',
    });
  });
  it('DES-114 DESERR-019 a dictionary-type change clears table, member dictionary and data', () => {
    const f = field('a', {
      inputType: 7,
      dictType: 2,
      systemDdTableName: 'DD_DEGREE',
      customerDictId: 'x',
      dictData: [{ name: 'a', value: 'a' }],
    });
    expect(changeDictType(f, 1)).toMatchObject({
      dictType: 1,
      systemDdTableName: '',
      customerDictId: null,
      dictData: [],
      isUse51ResumeFill: false,
    });
  });
  it('DESERR-020 renaming turns auto-fill off', () => {
    expect(renameField(field('a'), '新名称').isUse51ResumeFill).toBe(false);
    expect(renameField(field('a'), 'a').isUse51ResumeFill).toBe(true);
  });
  it('DES-118 GAP-055 a date field keeps only 5 / 105, otherwise none', () => {
    expect(normalizeDateCheckType(field('a', { inputType: 4, checkType: 8 })).checkType).toBe(0);
    expect(normalizeDateCheckType(field('a', { inputType: 4, checkType: 105 })).checkType).toBe(105);
  });
  it('DES-117 the module language applies to all fields', () => {
    const m = applyModuleLanguageToFields(mod('m1', { isBelongEn: 1, ecolumns: [field('a'), field('b')] }));
    expect(m.ecolumns.map((c) => c.isBelongEn)).toEqual([1, 1]);
  });
  it('DES-119 DES-120 DES-121 AMB-051 deleting a field prunes conditions and targets, drops empty rules', () => {
    const modules = [
      mod('m1', {
        ecolumns: [field('a'), field('b'), field('c')],
        ecolumnsShowSets: [
          rule('r1', [['m1', 'a']], ['b']),
          rule(
            'r2',
            [
              ['m1', 'a'],
              ['m1', 'c'],
            ],
            ['b'],
          ),
          rule('r3', [['m1', 'c']], ['a']),
        ],
      }),
      mod('m2', { emodulesShowSets: [rule('r4', [['m1', 'a']], ['m2'])] }),
    ];
    const next = removeFieldFromRules(modules, 'm1', 'a');
    expect(next[0]?.ecolumnsShowSets.map((r) => r.id)).toEqual(['r2']);
    expect(next[0]?.ecolumnsShowSets[0]?.conditions.map((c) => c.field)).toEqual([['m1', 'c']]);
    expect(next[1]?.emodulesShowSets).toEqual([]);
    expect(fieldHasLinkage(modules, 'm1', 'a')).toBe(true);
    expect(fieldHasLinkage(next, 'm1', 'a')).toBe(false);
  });
  it('DES-038 DES-122 a published field is sent deleted, a preset returns to the available list', () => {
    const modules = [
      mod('m1', { ecolumns: [field('P_HEIGHT', { isPublished: 1, colForm: 2 }), field('field_new')] }),
    ];
    const next = deleteField(deleteField(modules, 'm1', 'P_HEIGHT'), 'm1', 'field_new');
    expect(next[0]?.ecolumns.map((c) => [c.colId, c.deleteStatus])).toEqual([['P_HEIGHT', 1]]);
    expect(availablePresets([{ colId: 'P_HEIGHT' }, { colId: 'P_WEIGHT' }], next[0] as DesignModule)).toEqual(
      [{ colId: 'P_HEIGHT' }, { colId: 'P_WEIGHT' }],
    );
    expect(availablePresets([{ colId: 'P_HEIGHT' }], modules[0] as DesignModule)).toEqual([]);
  });
  it('DES-123 adding a field clears the empty-module rejection', () => {
    const m = addFieldToModule(
      mod('m1', { rejectReason: '当前模块为空，请删除模块或添加简历字段!' }),
      field('x'),
    );
    expect(m.rejectReason).toBe('');
    expect(m.ecolumns[0]?.listIndex).toBe(0);
  });
  it('DES-103 DES-107 disabling clears the linkage rules, a stopped module takes no fields; fixed modules cannot be disabled', () => {
    const modules = [
      mod('m1', { ecolumns: [field('a')], ecolumnsShowSets: [rule('r1', [['m2', 'x']], ['a'])] }),
      mod('m2', {
        ecolumns: [field('x', { modId: 'm2' })],
        ecolumnsShowSets: [rule('r2', [['m1', 'a']], ['x'])],
      }),
    ];
    expect(moduleHasLinkage(modules, 'm1')).toBe(true);
    const next = setModuleEnabled(modules, 'm1', false) as DesignModule[];
    expect(next[0]?.enableStatus).toBe(0);
    expect(next[0]?.ecolumnsShowSets).toEqual([]);
    expect(next[1]?.ecolumnsShowSets).toEqual([]);
    expect(canAddFields(next[0] as DesignModule)).toBe(false);
    expect(setModuleEnabled([mod('f', { modForm: 0 })], 'f', false)).toBeNull();
  });
  it('DES-111 deleting a custom module; fixed and preset refused', () => {
    expect(deleteModule([mod('c', { modForm: 1 })], 'c')).toEqual([]);
    expect(deleteModule([mod('c', { modForm: 1, isPublished: 1 })], 'c')?.[0]?.deleteStatus).toBe(1);
    expect(deleteModule([mod('p', { modForm: 2 })], 'p')).toBeNull();
  });
  it('DES-007 DES-016 reordering renumbers listIndex', () => {
    const list = [field('a', { listIndex: 0 }), field('b', { listIndex: 1 }), field('c', { listIndex: 2 })];
    expect(reorder(list, 2, 0).map((f) => [f.colId, f.listIndex])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
  });
});

describe('verbatim messages', () => {
  it('DES-087 DES-088 DES-089 DES-090 DES-109 DES-110 workflow texts', () => {
    expect(M.submitConfirm).toBe('审核过程中，线上简历依旧生效。');
    expect(M.submitOk).toBe('提交成功');
    expect(M.submitCancelled).toBe('取消提交审核');
    expect(M.discardConfirm).toBe('退出编辑将删除编辑中简历，请确认！');
    expect(M.disableCancelled).toBe('已取消禁用');
    expect(M.deleteCancelled).toBe('已取消删除');
  });
  it('DESERR-003 DESERR-008..016 DESERR-017 error texts', () => {
    expect(M.latestTaskFailed).toBe('获取最新任务失败');
    expect(M.noPermission).toBe('无权限');
    expect(M.leaveSwitch).toBe('简历字段有修改，是否保存？');
    expect(M.leavePage).toBe('你修改了表单设计但没有保存，是否需要保存表单设计并继续');
    expect(M.deleteFieldConfirm).toBe('确认要删除此字段吗？');
    expect(M.deleteFieldHasResumes).toBe('系统已存在简历数据，删除操作将清除历史数据，请确认删除？');
    expect(M.deleteFieldHasLinkage).toBe('本字段已设置关联，删除将清空关联关系。');
    expect(M.moduleHasLinkage).toBe('本模块字段已设置关联，禁用或删除将清空关联关系。');
    expect(M.moduleHasSmartRules).toBe('本模块字段已设置智能运营规则，禁用或删除将自动禁用以下规则。');
    expect(M.changeTypeTitle).toBe('确认修改？');
  });
  it('DESERR-019 DESERR-020 DESERR-021 GAP-054 auto-fill warnings with the product name', () => {
    expect(M.autoFillCustomDict()).toBe('使用自定义字典，将关闭【前程无忧简历自动填充】功能！');
    expect(M.autoFillRename('51job')).toBe('修改字段显示名后，将关闭【51job简历自动填充】功能！');
  });
  it('DESVAL-034 DESERR-006 the save failure fallback', () => {
    expect(M.saveFailed).toBe('保存失败');
  });
});
