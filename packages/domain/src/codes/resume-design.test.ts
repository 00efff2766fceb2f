import { describe, expect, it } from 'vitest';
import {
  CERT_TYPE_LABEL,
  CHECK_STATUSES,
  CHECK_TYPE,
  DESIGN_LIMITS,
  DESIGN_VERSION_LABEL,
  DICT_DATA_VERSION,
  DICT_SORT,
  DICTIONARY_TYPE,
  EDUCATION_MOD_ID,
  ENABLE_STATUS,
  FIELD_STATUS,
  FIXED_COL,
  INPUT_TYPE_LABEL,
  isCustomModForm,
  isSingleModule,
  MOD_FORM,
  SUBMIT_LOG,
  UPLOAD_FORMATS,
} from './resume-design';

describe('resume designer codes', () => {
  it('DES-033 modType 1 is one-to-one, anything else multi-section', () => {
    expect(isSingleModule(1)).toBe(true);
    expect(isSingleModule(2)).toBe(false);
    expect(isSingleModule(0)).toBe(false);
  });
  it('DES-034 DES-041 DES-035 forms and enable status; AMB-052 modForm 3 is custom', () => {
    expect(MOD_FORM).toEqual({ fixed: 0, custom: 1, preset: 2, custom2: 3 });
    expect(ENABLE_STATUS).toEqual({ start: 1, stop: 0 });
    expect([0, 1, 2, 3].map(isCustomModForm)).toEqual([false, true, false, true]);
  });
  it('DES-052 input types 1..10 with zh-CN labels', () => {
    expect(Object.keys(INPUT_TYPE_LABEL).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(INPUT_TYPE_LABEL[6]).toBe('多行文本');
  });
  it('DES-053 check type codes', () => {
    expect(CHECK_TYPE).toEqual({
      none: 0,
      string: 1,
      integer: 2,
      float: 4,
      date: 5,
      postalCode: 7,
      email: 8,
      certificate: 9,
      mobile: 10,
      qq: 11,
      landline: 12,
      picture: 101,
      video: 102,
      document: 103,
      archive: 104,
      yearMonth: 105,
    });
  });
  it('DES-055 DES-056 DES-057 certificate, dictionary and sort codes', () => {
    expect(Object.keys(CERT_TYPE_LABEL).map(Number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(DICTIONARY_TYPE).toEqual({ none: 0, custom: 1, system: 2, memberCustom: 3 });
    expect(DICT_SORT).toEqual({ alphabetical: 1, custom: 2 });
  });
  it('DES-061 field status codes are two-character strings', () => {
    expect(Object.values(FIELD_STATUS)).toEqual(['00', '01', '02', '03', '04']);
  });
  it('DES-070 DES-071 DES-003 statuses and version labels', () => {
    expect(CHECK_STATUSES).toEqual(['EDITING', 'CHECKING', 'CHECKED', 'REJECTED', 'PUBLISHED']);
    expect(DESIGN_VERSION_LABEL).toEqual({ online: '线上页面', edit: '页面编辑中', check: '页面审核中' });
  });
  it('DES-062 DESCONST-022 DESCONST-023 DESCONST-024 fixed education module, data version, submit log', () => {
    expect(EDUCATION_MOD_ID).toBe('sub10');
    expect(FIXED_COL).toEqual({ highestDegree: 'CCA1', school: 'CCA2', major: 'CCA4' });
    expect(DICT_DATA_VERSION).toBe('20220328');
    expect(SUBMIT_LOG).toEqual({ code: 1115, text: '提交简历审核' });
  });
  it('DESCONST-001..019 limits', () => {
    expect(DESIGN_LIMITS).toMatchObject({
      moduleTitleMax: 50,
      fieldTitleMax: 5000,
      fieldMemoMax: 5000,
      moduleMemoMax: 5000,
      countMax: 15,
      defaultTextLen: 50,
      blankTextareaLen: 400,
      textareaLenMax: 4000,
      multiSelectMax: 10,
      defaultMultiMin: 1,
      minFileSizeMax: 9,
      systemMaxUploadMb: 10,
      choiceTypedMax: 25,
      choiceWeightedMax: 100,
      choiceLevelsMax: 3,
      choiceRowHeight: 56,
      dictPageSize: 20,
      menuCollapseBreakpoint: 1328,
      resizeDebounceMs: 200,
      leftPanelMin: 200,
      leftPanelMax: 400,
      initialModuleAllowance: 100,
    });
  });
  it('DESVAL-061..064 upload formats', () => {
    expect(UPLOAD_FORMATS[101]).toEqual(['jpg', 'gif', 'jpeg', 'bmp', 'png']);
    expect(UPLOAD_FORMATS[102]).toEqual(['mp4', 'flv', 'rmvb']);
    // issue 12 adds PDF to the document formats of DESVAL-063.
    expect(UPLOAD_FORMATS[103]).toEqual(['pdf', 'txt', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx']);
    expect(UPLOAD_FORMATS[104]).toEqual(['7z', 'zip', 'rar']);
  });
});
