// D2 §9's constants, each proven through the rule that uses it (not by reading the constant):
// the title, memo, count, length, multi-select, file-size, choice-list and allowance limits.
import { describe, expect, it } from 'vitest';
import { BELONG_EN, INPUT_TYPE, MOD_TYPE } from '../codes/resume-design';
import { choiceListIssues, itemNameIssue, itemTypedMax } from './choice-list';
import {
  blankLengthDefault,
  charLimitBounds,
  fieldTitleIssues,
  minFileSizeIssue,
  MIN_FILE_SIZE_OPTIONS,
  MULTI_LIMIT_OPTIONS,
  multiLimitIssue,
} from './field-rules';
import { DESIGN_MESSAGE as M } from './messages';
import { newField, newModule } from './model';
import { defaultDesign } from './presets';
import { clampMaxCount, clampMinCount, moduleTitleIssues } from './module-rules';
import { addModuleIssue, INITIAL_REMAINING } from './quotas';

const chars = (n: number, c = '字') => c.repeat(n);
const module = (memo = '', cname = '基本信息') => ({
  modId: 'm1',
  cname,
  ename: '',
  memo,
  isBelongEn: BELONG_EN.chinese,
});
const field = (cname: string, memo = '') => ({ colId: 'c1', cname, ename: '', memo });

describe('D2 §9 designer constants, through the rules that use them', () => {
  it('DESCONST-001 a module title of 50 characters passes, 51 is refused', () => {
    expect(moduleTitleIssues(module('', chars(50)), []).cname).toBeUndefined();
    expect(moduleTitleIssues(module('', chars(51)), []).cname).toBe(M.moduleTitleTooLong);
  });

  it('DESCONST-002 a field title of 5000 characters passes, 5001 is refused', () => {
    expect(fieldTitleIssues(field(chars(5000)), [], BELONG_EN.chinese).cname).toBeUndefined();
    expect(fieldTitleIssues(field(chars(5001)), [], BELONG_EN.chinese).cname).toBe(M.fieldTitleTooLong);
  });

  it('DESCONST-003 a field memo of 5000 characters passes, 5001 is refused', () => {
    expect(fieldTitleIssues(field('姓名', chars(5000)), [], BELONG_EN.chinese).memo).toBeUndefined();
    expect(fieldTitleIssues(field('姓名', chars(5001)), [], BELONG_EN.chinese).memo).toBe(M.fieldMemoTooLong);
  });

  it('DESCONST-004 a module memo of 5000 characters passes, 5001 is refused', () => {
    expect(moduleTitleIssues(module(chars(5000)), []).memo).toBeUndefined();
    expect(moduleTitleIssues(module(chars(5001)), []).memo).toBe(M.moduleMemoTooLong);
  });

  it('DESCONST-005 module counts stay within 0..15', () => {
    expect(clampMinCount(-3, 15)).toBe(0);
    expect(clampMaxCount(40, 0)).toBe(15);
    expect(clampMinCount(20, 15)).toBe(15);
    expect(newModule({ modId: 'm2', modType: MOD_TYPE.multi }).maxCount).toBe(15);
  });

  it('DESCONST-006 a new single-line text field is 50 long, and so is a custom one saved blank', () => {
    expect(newField({ colId: 'c1', modId: 'm1', inputType: INPUT_TYPE.text }).inputLen).toBe(50);
    expect(blankLengthDefault({ colForm: 1, inputType: INPUT_TYPE.text, inputLen: null })).toBe(50);
  });

  it('DESCONST-007 a custom multi-line field saved blank is 400 long; at most 4000 may be set', () => {
    expect(blankLengthDefault({ colForm: 1, inputType: INPUT_TYPE.textarea, inputLen: null })).toBe(400);
    expect(charLimitBounds({ colId: 'x', colForm: 1, inputType: INPUT_TYPE.textarea })?.max).toBe(4000);
  });

  it('DESCONST-008 multi-select limits are 1 to 10 or unlimited', () => {
    const multi = (min: number | null, max: number | null) => ({
      inputType: INPUT_TYPE.multiDropdown,
      drop1MultiMin: min,
      drop1MultiMax: max,
    });
    expect(MULTI_LIMIT_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null]);
    expect(multiLimitIssue(multi(1, 10))).toBeNull();
    expect(multiLimitIssue(multi(1, null))).toBeNull();
    expect(multiLimitIssue(multi(0, 3))).toBe(M.multiLimitRange);
    expect(multiLimitIssue(multi(1, 11))).toBe(M.multiLimitRange);
  });

  it('DESCONST-009 a new multi-select field asks for at least 1', () => {
    expect(newField({ colId: 'c1', modId: 'm1', inputType: INPUT_TYPE.multiDropdown }).drop1MultiMin).toBe(1);
  });

  it('DESCONST-010 the attachment minimum size is chosen from 0 to 9 MB', () => {
    expect(MIN_FILE_SIZE_OPTIONS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(minFileSizeIssue({ inputType: INPUT_TYPE.attachment, minFileSize: 9 })).toBeNull();
    expect(minFileSizeIssue({ inputType: INPUT_TYPE.attachment, minFileSize: 10 })).not.toBeNull();
  });

  it('DESCONST-012 DESCONST-013 a choice item takes 25 typed characters and a weighted length of 100', () => {
    expect(itemTypedMax('c1')).toBe(25);
    expect(itemNameIssue('a'.repeat(100))).toBeNull();
    expect(itemNameIssue('a'.repeat(101))).toBe(M.itemTooLong);
    expect(itemNameIssue(chars(51))).toBe(M.itemTooLong);
  });

  it('DESCONST-014 choice lists have 1 to 3 levels', () => {
    const items = [{ name: '本科', value: '本科' }];
    expect(choiceListIssues(items, 3)).toEqual([]);
    expect(choiceListIssues(items, 4)).toEqual([{ path: [], message: M.levelInvalid }]);
    expect(choiceListIssues(items, 0)).toEqual([{ path: [], message: M.levelInvalid }]);
  });

  it('DESCONST-019 before the server answers, 100 modules of each kind may be added', () => {
    expect(INITIAL_REMAINING).toEqual({ single: 100, multi: 100 });
    expect(addModuleIssue(MOD_TYPE.single, INITIAL_REMAINING)).toBeNull();
    expect(addModuleIssue(MOD_TYPE.multi, { single: 100, multi: 0 })).toBe(M.multiModuleLimit);
  });
});

describe('D2 §3 the module and field records', () => {
  it('DES-032 COND-069 a new module carries every attribute of the record; display rules live in emodulesShowSets and ecolumnsShowSets', () => {
    const m = newModule({ modId: 'm9', modType: MOD_TYPE.multi, cname: '实践经历' });
    for (const key of [
      'modId',
      'modName',
      'modType',
      'modForm',
      'cname',
      'ename',
      'memo',
      'enableStatus',
      'isBelongEn',
      'recordCount',
      'minCount',
      'maxCount',
      'ecolumns',
      'emodulesShowSets',
      'ecolumnsShowSets',
      'rejectReason',
      'listIndex',
      'isPublished',
      'deleteStatus',
    ])
      expect(m, key).toHaveProperty(key);
    expect([m.emodulesShowSets, m.ecolumnsShowSets]).toEqual([[], []]);
  });

  it('DES-039 a new field carries every attribute of the record', () => {
    const f = newField({ colId: 'c9', modId: 'm9', inputType: INPUT_TYPE.dropdown, cname: '政治面貌' });
    for (const key of [
      'colId',
      'colName',
      'colForm',
      'modId',
      'cname',
      'ename',
      'memo',
      'isMustUsed',
      'inputType',
      'inputTypeName',
      'checkType',
      'certType',
      'inputLen',
      'minFileSize',
      'dictType',
      'dictData',
      'systemDdTableName',
      'customerDictId',
      'dictLevel',
      'drop1MultiMin',
      'drop1MultiMax',
      'dictLogicRankType',
      'dictLogicRank',
      'isUse51ResumeFill',
      'existMatchColId',
      'status',
      'rejectReason',
      'listIndex',
      'isPublished',
    ])
      expect(f, key).toHaveProperty(key);
    expect(f.inputTypeName).toBe('下拉单选');
  });

  it('DES-036 AMB-001 the module language decides which title is required', () => {
    const chinese = moduleTitleIssues({ ...module(), cname: '', ename: 'Basics' }, []);
    expect(chinese.cname).toBe(M.moduleCnameRequired);
    expect(chinese.ename).toBeUndefined();
    const english = moduleTitleIssues({ ...module(), isBelongEn: BELONG_EN.english, ename: '' }, []);
    expect(english.ename).toBe(M.moduleEnameRequired);
    expect(moduleTitleIssues({ ...module(), ename: '' }, []).ename).toBeUndefined();
  });
});

describe('D2 §3 the default design', () => {
  it('DES-063 its fixed fields include 照片, 学校 and 专业 besides name, contact and degree', () => {
    const fixed = defaultDesign()
      .flatMap((m) => m.ecolumns)
      .filter((f) => f.colForm === 0)
      .map((f) => f.cname);
    expect(fixed).toEqual(expect.arrayContaining(['照片', '学校', '专业', '姓名', '手机号码', '最高学历']));
  });
});
