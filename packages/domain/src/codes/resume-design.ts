// Codes of the resume designer (D2 §3, §4, §9; DES-033..061, DES-070/071, DESCONST-*), each a
// typed constant with its zh-CN label. Numbers stay numbers and the two-character field status
// codes stay strings, as the spec writes them.

/** Module type (DES-033): 1 one-to-one (single); any other value (2) multi-section. */
export const MOD_TYPE = { single: 1, multi: 2 } as const;
export type ModType = (typeof MOD_TYPE)[keyof typeof MOD_TYPE];
export const MOD_TYPE_LABEL: Record<ModType, string> = { 1: '一对一模块', 2: '多段模块' };
export function isSingleModule(modType: unknown): boolean {
  return Number(modType) === MOD_TYPE.single;
}

/** Module form (DES-034): FIXED 0, CUSTOM 1, PRESET 2, and the variant's second custom kind 3. */
export const MOD_FORM = { fixed: 0, custom: 1, preset: 2, custom2: 3 } as const;
export type ModForm = (typeof MOD_FORM)[keyof typeof MOD_FORM];
export const MOD_FORM_LABEL: Record<ModForm, string> = {
  0: '固定模块',
  1: '自定义模块',
  2: '预设模块',
  3: '自定义模块',
};
/** AMB-052: both custom kinds (1 and 3) count as custom. */
export function isCustomModForm(modForm: unknown): boolean {
  const n = Number(modForm);
  return n === MOD_FORM.custom || n === MOD_FORM.custom2;
}

/** Field form (DES-041): FIXED 0, CUSTOM 1, PRESET 2. */
export const COL_FORM = { fixed: 0, custom: 1, preset: 2 } as const;
export type ColForm = (typeof COL_FORM)[keyof typeof COL_FORM];
export const COL_FORM_LABEL: Record<ColForm, string> = { 0: '固定字段', 1: '自定义字段', 2: '常用字段' };

/** Module enable status (DES-035). */
export const ENABLE_STATUS = { start: 1, stop: 0 } as const;
export type EnableStatus = (typeof ENABLE_STATUS)[keyof typeof ENABLE_STATUS];
export const ENABLE_STATUS_LABEL: Record<EnableStatus, string> = { 1: '启用', 0: '停用' };

/** Module language flag isBelongEn (DES-036, AMB-001): 1 English module, 0 Chinese module. */
export const BELONG_EN = { chinese: 0, english: 1 } as const;
export type BelongEn = (typeof BELONG_EN)[keyof typeof BELONG_EN];
export const BELONG_EN_LABEL: Record<BelongEn, string> = { 0: '中文', 1: '英文' };

/** Input types (DES-052). */
export const INPUT_TYPE = {
  text: 1,
  number: 2,
  association: 3,
  date: 4,
  attachment: 5,
  textarea: 6,
  dropdown: 7,
  multiDropdown: 8,
  twoLevel: 9,
  threeLevel: 10,
} as const;
export type InputType = (typeof INPUT_TYPE)[keyof typeof INPUT_TYPE];
export const INPUT_TYPE_LABEL: Record<InputType, string> = {
  1: '单行文本',
  2: '数字',
  3: '联想',
  4: '日期',
  5: '附件',
  6: '多行文本',
  7: '下拉单选',
  8: '下拉多选',
  9: '二级下拉',
  10: '三级下拉',
};
export const INPUT_TYPES: readonly InputType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
export function isInputType(x: unknown): x is InputType {
  return typeof x === 'number' && (INPUT_TYPES as readonly number[]).includes(x);
}
/** Input types that take a choice list (dictionary). */
export const DICT_INPUT_TYPES: readonly InputType[] = [7, 8, 9, 10];
export function usesDictionary(inputType: unknown): boolean {
  return (DICT_INPUT_TYPES as readonly number[]).includes(Number(inputType));
}
/** The number of levels a dropdown type's list has: 1 (7, 8), 2 (9) or 3 (10). */
export function levelsOfInputType(inputType: unknown): 1 | 2 | 3 | null {
  const n = Number(inputType);
  if (n === 7 || n === 8) return 1;
  if (n === 9) return 2;
  if (n === 10) return 3;
  return null;
}

/** Check types (DES-053). */
export const CHECK_TYPE = {
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
} as const;
export type CheckType = (typeof CHECK_TYPE)[keyof typeof CHECK_TYPE];
export const CHECK_TYPE_LABEL: Record<CheckType, string> = {
  0: '无',
  1: '字符串',
  2: '整数',
  4: '小数',
  5: '年-月-日',
  7: '邮政编码',
  8: '邮箱',
  9: '证件',
  10: '手机号码',
  11: 'QQ',
  12: '固定电话',
  101: '图片',
  102: '视频',
  103: '文档',
  104: '压缩包',
  105: '年-月',
};
export const CHECK_TYPES: readonly CheckType[] = [
  0, 1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 101, 102, 103, 104, 105,
];
export function isCheckType(x: unknown): x is CheckType {
  return typeof x === 'number' && (CHECK_TYPES as readonly number[]).includes(x);
}
/** DES-054 / AMB-041: the check types preset fields use. */
export const PRESET_CHECK_TYPES: readonly CheckType[] = [0, 2, 4, 5, 7, 11, 12, 101, 105];
/** DES-118: the only check types a date field keeps. */
export const DATE_CHECK_TYPES: readonly CheckType[] = [5, 105];

/** Certificate types (DES-055). */
export const CERT_TYPE = {
  foreignPassport: 1,
  chinesePassport: 2,
  macauId: 3,
  taiwanId: 4,
  hongKongId: 5,
  prcId: 6,
} as const;
export type CertType = (typeof CERT_TYPE)[keyof typeof CERT_TYPE];
export const CERT_TYPE_LABEL: Record<CertType, string> = {
  1: '外国护照',
  2: '中国护照',
  3: '澳门身份证',
  4: '台湾身份证',
  5: '香港身份证',
  6: '居民身份证',
};
export const CERT_TYPES: readonly CertType[] = [1, 2, 3, 4, 5, 6];

/** Dictionary types (DES-056). Same values as conditions' DICT_TYPE. */
export const DICTIONARY_TYPE = { none: 0, custom: 1, system: 2, memberCustom: 3 } as const;
export type DictionaryType = (typeof DICTIONARY_TYPE)[keyof typeof DICTIONARY_TYPE];
export const DICTIONARY_TYPE_LABEL: Record<DictionaryType, string> = {
  0: '无',
  1: '自定义',
  2: '系统字典',
  3: '会员自定义字典',
};

/** Dictionary sort (DES-057). */
export const DICT_SORT = { alphabetical: 1, custom: 2 } as const;
export type DictSort = (typeof DICT_SORT)[keyof typeof DICT_SORT];
export const DICT_SORT_LABEL: Record<DictSort, string> = { 1: '按字母排序', 2: '自定义排序' };

/** Dictionary categories of the dictionary list call (D2 §7 dicCategory). */
export const DIC_CATEGORY = { system: 1, member: 2 } as const;
export type DicCategory = (typeof DIC_CATEGORY)[keyof typeof DIC_CATEGORY];
export const DIC_CATEGORY_LABEL: Record<DicCategory, string> = { 1: '系统字典', 2: '会员自定义字典' };

/** Field status codes (DES-061): two-character strings. */
export const FIELD_STATUS = {
  editing: '00',
  checking: '01',
  checked: '02',
  rejected: '03',
  published: '04',
} as const;
export type FieldStatus = (typeof FIELD_STATUS)[keyof typeof FIELD_STATUS];
export const FIELD_STATUS_LABEL: Record<FieldStatus, string> = {
  '00': '编辑中',
  '01': '审核中',
  '02': '审核通过',
  '03': '已驳回',
  '04': '已发布',
};

/** Design status of the latest task (checkStatus, DES-070). */
export const CHECK_STATUS = {
  EDITING: 'EDITING',
  CHECKING: 'CHECKING',
  CHECKED: 'CHECKED',
  REJECTED: 'REJECTED',
  PUBLISHED: 'PUBLISHED',
} as const;
export type CheckStatus = (typeof CHECK_STATUS)[keyof typeof CHECK_STATUS];
export const CHECK_STATUSES: readonly CheckStatus[] = [
  'EDITING',
  'CHECKING',
  'CHECKED',
  'REJECTED',
  'PUBLISHED',
];
export const CHECK_STATUS_LABEL: Record<CheckStatus, string> = {
  EDITING: '编辑中',
  CHECKING: '审核中',
  CHECKED: '审核通过',
  REJECTED: '已驳回',
  PUBLISHED: '已发布',
};
/** The field status code that matches a task status. */
export const FIELD_STATUS_OF_CHECK_STATUS: Record<CheckStatus, FieldStatus> = {
  EDITING: '00',
  CHECKING: '01',
  CHECKED: '02',
  REJECTED: '03',
  PUBLISHED: '04',
};

/** Versions the designer shows (DES-071, DES-003). */
export const DESIGN_VERSION = { online: 'online', edit: 'edit', check: 'check' } as const;
export type DesignVersion = (typeof DESIGN_VERSION)[keyof typeof DESIGN_VERSION];
export const DESIGN_VERSION_LABEL: Record<DesignVersion, string> = {
  online: '线上页面',
  edit: '页面编辑中',
  check: '页面审核中',
};

/** Delete flag sent with deleted modules and fields (DES-038). */
export const DELETE_STATUS = { kept: 0, deleted: 1 } as const;

/** The education module and its fixed fields (DES-062, DESCONST-022). */
export const EDUCATION_MOD_ID = 'sub10';
export const FIXED_COL = { highestDegree: 'CCA1', school: 'CCA2', major: 'CCA4' } as const;

/** The audit / logInfo entry of a submit (DESCONST-024). */
export const SUBMIT_LOG = { code: 1115, text: '提交简历审核' } as const;
/** The audit entry of a save (our choice: D2 gives only the submit entry). */
export const SAVE_LOG = { code: 1114, text: '保存简历设置' } as const;

/** Preset dictionary data version label (DESCONST-023). */
export const DICT_DATA_VERSION = '20220328';

/** Constants and limits of D2 §5 / §9 (DESCONST-*). */
export const DESIGN_LIMITS = {
  moduleTitleMax: 50,
  moduleMemoMax: 5000,
  fieldTitleMax: 5000,
  fieldMemoMax: 5000,
  countMin: 0,
  countMax: 15,
  defaultMaxCount: 15,
  defaultTextLen: 50,
  defaultTextareaLen: 4000,
  blankTextareaLen: 400,
  defaultNumberLen: 9,
  textLenMax: 50,
  numberLenMax: 9,
  textareaLenMax: 4000,
  multiSelectMin: 1,
  multiSelectMax: 10,
  defaultMultiMin: 1,
  minFileSizeMax: 9,
  systemMaxUploadMb: 10,
  choiceTypedMax: 25,
  choiceTypedMaxCca1: 20,
  choiceWeightedMax: 100,
  choiceLevelsMax: 3,
  choiceRowHeight: 56,
  dictPageSize: 20,
  leftPanelMin: 200,
  leftPanelMax: 400,
  initialModuleAllowance: 100,
  menuCollapseBreakpoint: 1328,
  resizeDebounceMs: 200,
} as const;

/** Upload formats by attachment check type (DESVAL-061..064). */
export const UPLOAD_FORMATS: Record<101 | 102 | 103 | 104, readonly string[]> = {
  101: ['jpg', 'gif', 'jpeg', 'bmp', 'png'],
  102: ['mp4', 'flv', 'rmvb'],
  // PDF: issue 12 (résumés are mostly PDF); DESVAL-063 lists the other seven.
  103: ['pdf', 'txt', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx'],
  104: ['7z', 'zip', 'rar'],
};

/** Review-status screen numbers (DES-080). */
export const REVIEW_CARD = { underReview: 0, published: 1, rejected: 2, none: -1 } as const;
export type ReviewCard = (typeof REVIEW_CARD)[keyof typeof REVIEW_CARD];

/** The product name inside the auto-fill warnings (GAP-054). */
export const AUTO_FILL_PRODUCT = '前程无忧';
