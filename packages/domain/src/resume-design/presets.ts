// The preset common-field catalogue per module (D2 §3 "Preset common fields"; DES-067..069,
// GAP-050) and the default design every tenant starts from (issue 4 §1). Preset fields use only
// the check types of DES-054; lengths follow DES-069 (number 9, postal code 6, QQ 20, multi-line
// text 4000). Dictionary data comes from the system dictionaries (version 20220328).
import {
  BELONG_EN,
  CERT_TYPES,
  COL_FORM,
  DICTIONARY_TYPE,
  EDUCATION_MOD_ID,
  INPUT_TYPE_LABEL,
  MOD_FORM,
  MOD_TYPE,
  type CertType,
  type CheckType,
  type ColForm,
  type DictionaryType,
  type InputType,
  type ModForm,
  type ModType,
} from '../codes/resume-design';
import { getSystemDictionary, SYSTEM_DICT_KEY } from '../dictionaries/system';
import { newField, type DesignField, type DesignModule, type DictItem } from './model';

export interface PresetField {
  colId: string;
  cname: string;
  ename: string;
  inputType: InputType;
  inputTypeName: string;
  isMustUsed: 0 | 1;
  checkType: CheckType;
  inputLen: number | null;
  minFileSize: number;
  dictType: DictionaryType;
  systemDdTableName: string;
  dictData: DictItem[];
  dictLevel: 1 | 2 | 3 | null;
  certType: CertType[];
}

type Spec = [
  colId: string,
  cname: string,
  ename: string,
  inputType: InputType,
  checkType: CheckType,
  inputLen: number | null,
  extra?: Partial<PresetField>,
];

function preset([colId, cname, ename, inputType, checkType, inputLen, extra]: Spec): PresetField {
  const base: PresetField = {
    colId,
    cname,
    ename,
    inputType,
    inputTypeName: INPUT_TYPE_LABEL[inputType],
    isMustUsed: 0,
    checkType,
    inputLen,
    minFileSize: 0,
    dictType: DICTIONARY_TYPE.none,
    systemDdTableName: '',
    dictData: [],
    dictLevel: null,
    certType: [],
  };
  return { ...base, ...extra };
}

/** A field using a system dictionary: the data comes with it (the catalogue answer carries dictData). */
function sys(key: string, level: 1 | 2 | 3): Partial<PresetField> {
  return {
    dictType: DICTIONARY_TYPE.system,
    systemDdTableName: key,
    dictLevel: level,
    dictData: getSystemDictionary(key)?.items ?? [],
  };
}
function custom(names: readonly string[]): Partial<PresetField> {
  return {
    dictType: DICTIONARY_TYPE.custom,
    dictLevel: 1,
    dictData: names.map((n) => ({ name: n, value: n })),
  };
}

const K = SYSTEM_DICT_KEY;
const LEVELS = ['一般', '良好', '熟练', '精通'];

/** Common fields of the basic-information module (one-to-one). */
const BASIC: Spec[] = [
  ['P_HEALTH', '健康状况', 'Health Status', 7, 0, null, sys(K.health, 1)],
  ['P_HEIGHT', '身高（cm）', 'Height (cm)', 2, 2, 9],
  ['P_WEIGHT', '体重（kg）', 'Weight (kg)', 2, 4, 9],
  ['P_AGE', '年龄', 'Age', 2, 2, 9],
  ['P_NATIONALITY', '国籍', 'Nationality', 7, 0, null, sys(K.nationality, 1)],
  ['P_ETHNICITY', '民族', 'Ethnic Group', 7, 0, null, sys(K.ethnicity, 1)],
  ['P_POLITICAL', '政治面貌', 'Political Status', 7, 0, null, sys(K.politicalStatus, 1)],
  ['P_NATIVE_PLACE', '籍贯', 'Native Place', 9, 0, null, sys(K.region, 2)],
  ['P_RESIDENCE', '现居住地', 'Current Residence', 9, 0, null, sys(K.region, 2)],
  ['P_EXPECTED_CITY', '期望工作地点', 'Preferred Work Location', 9, 0, null, sys(K.region, 2)],
  ['P_POSTAL_CODE', '邮政编码', 'Postal Code', 1, 7, 6],
  ['P_QQ', 'QQ', 'QQ', 1, 11, 20],
  ['P_LANDLINE', '固定电话', 'Landline', 1, 12, 20],
  ['P_EXPECTED_SALARY', '期望月薪（元）', 'Expected Monthly Salary', 2, 4, 9],
  ['P_AVAILABLE_DATE', '最快到岗时间', 'Available From', 4, 5, null],
  ['P_SELF_INTRO', '自我评价', 'Self Introduction', 6, 0, 4000],
  ['P_LIFE_PHOTO', '生活照', 'Life Photo', 5, 101, null],
];

/** Common fields of the education module sub10 (multi-section); CCA1/2/4 are fixed. */
const EDUCATION: Spec[] = [
  ['P_DEGREE_TYPE', '学位', 'Degree', 7, 0, null, custom(['学士', '硕士', '博士', '无'])],
  ['P_DEGREE_CERT', '学位证书', 'Degree Certificate', 5, 101, null],
  ['P_DIPLOMA', '毕业证书', 'Diploma', 5, 101, null],
  ['P_GPA', 'GPA', 'GPA', 2, 4, 9],
  ['P_MAJOR_RANK', '专业排名', 'Major Ranking', 1, 0, 50],
  ['P_MAJOR_CATEGORY', '专业类别', 'Major Category', 9, 0, null, sys(K.majorCategory, 2)],
  ['P_STUDY_MODE', '学习形式', 'Mode of Study', 7, 0, null, custom(['全日制', '非全日制'])],
  ['P_CAMPUS_EXPERIENCE', '在校经历', 'Campus Experience', 6, 0, 4000],
];

// The fields of the preset modules the default design starts with: preset fields (colForm 2),
// deletable, and offered again from the catalogue once deleted (DES-122).
const req = (s: Spec): Spec => [s[0], s[1], s[2], s[3], s[4], s[5], { ...s[6], isMustUsed: 1 }];
const INTERNSHIP_DEFAULT: Spec[] = [
  req(['CIA1', '公司名称', 'Company', 1, 0, 50]),
  req(['CIA2', '职位名称', 'Position', 1, 0, 50]),
  req(['CIA3', '开始时间', 'Start', 4, 105, null]),
  ['CIA4', '结束时间', 'End', 4, 105, null],
  ['CIA5', '工作描述', 'Description', 6, 0, 4000],
];
const PROJECT_DEFAULT: Spec[] = [
  req(['CPA1', '项目名称', 'Project', 1, 0, 50]),
  ['CPA2', '担任角色', 'Role', 1, 0, 50],
  ['CPA3', '开始时间', 'Start', 4, 105, null],
  ['CPA4', '结束时间', 'End', 4, 105, null],
  ['CPA5', '项目描述', 'Description', 6, 0, 4000],
];
const AWARD_DEFAULT: Spec[] = [
  req(['CAA1', '奖项名称', 'Award', 1, 0, 50]),
  ['CAA2', '获奖时间', 'Date', 4, 105, null],
  [
    'P_AWARD_LEVEL',
    '奖项级别',
    'Award Level',
    7,
    0,
    null,
    custom(['国际级', '国家级', '省级', '市级', '校级', '院级']),
  ],
];
const LANGUAGE_DEFAULT: Spec[] = [
  req(['CLA1', '语言证书', 'Language Certificate', 9, 0, null, sys(K.languageCertificate, 2)]),
  ['CLA2', '成绩', 'Score', 1, 0, 50],
];
const SKILL_DEFAULT: Spec[] = [
  req(['CSA1', '技能名称', 'Skill', 1, 0, 50]),
  ['CSA2', '掌握程度', 'Proficiency', 7, 0, null, custom(['了解', '熟悉', '熟练', '精通'])],
];

const INTERNSHIP: Spec[] = [
  ...INTERNSHIP_DEFAULT,
  ['P_INTERN_CITY', '所在城市', 'City', 9, 0, null, sys(K.region, 2)],
  ['P_INTERN_DEPARTMENT', '所在部门', 'Department', 1, 0, 50],
  ['P_INTERN_REFERENCE', '证明人', 'Reference', 1, 0, 50],
  ['P_INTERN_REFERENCE_PHONE', '证明人电话', 'Reference Phone', 1, 12, 20],
  ['P_INTERN_CERT', '实习证明', 'Internship Certificate', 5, 101, null],
];

const PROJECT: Spec[] = [
  ...PROJECT_DEFAULT,
  ['P_PROJECT_SCALE', '项目规模（人）', 'Team Size', 2, 2, 9],
  ['P_PROJECT_LINK', '项目链接', 'Project Link', 1, 0, 50],
  ['P_PROJECT_RESULT', '项目成果', 'Project Results', 6, 0, 4000],
];

const AWARD: Spec[] = [
  [
    'P_AWARD_LEVEL',
    '奖项级别',
    'Award Level',
    7,
    0,
    null,
    custom(['国际级', '国家级', '省级', '市级', '校级', '院级']),
  ],
  ['P_AWARD_PHOTO', '证书图片', 'Certificate Photo', 5, 101, null],
  ['P_AWARD_DESC', '获奖说明', 'Description', 6, 0, 4000],
];

const LANGUAGE: Spec[] = [
  ...LANGUAGE_DEFAULT,
  ['P_LANG_LISTEN', '听说能力', 'Listening & Speaking', 7, 0, null, custom(LEVELS)],
  ['P_LANG_READ', '读写能力', 'Reading & Writing', 7, 0, null, custom(LEVELS)],
  ['P_LANG_SCORE', '成绩', 'Score', 2, 4, 9],
  ['P_LANG_CERT_DATE', '获证时间', 'Date Obtained', 4, 105, null],
  ['P_LANG_CERT_PHOTO', '证书图片', 'Certificate Photo', 5, 101, null],
];

const SKILL: Spec[] = [
  ...SKILL_DEFAULT,
  ['P_SKILL_MONTHS', '使用时长（月）', 'Months of Use', 2, 2, 9],
  ['P_SKILL_CERT', '技能证书', 'Skill Certificate', 5, 101, null],
];

const ATTACHMENT: Spec[] = [
  ['P_ATTACH_PHOTO', '作品图片', 'Portfolio Image', 5, 101, null],
  ['P_ATTACH_NOTE', '附件说明', 'Attachment Note', 6, 0, 4000],
];

/** Common fields offered to custom modules. */
const GENERIC_SINGLE: Spec[] = [
  ['P_POSTAL_CODE', '邮政编码', 'Postal Code', 1, 7, 6],
  ['P_QQ', 'QQ', 'QQ', 1, 11, 20],
  ['P_LANDLINE', '固定电话', 'Landline', 1, 12, 20],
  ['P_REMARK', '备注', 'Remarks', 6, 0, 4000],
  ['P_PHOTO', '图片', 'Image', 5, 101, null],
];
const GENERIC_MULTI: Spec[] = [
  ['P_START_MONTH', '开始时间', 'Start', 4, 105, null],
  ['P_END_MONTH', '结束时间', 'End', 4, 105, null],
  ['P_DESCRIPTION', '描述', 'Description', 6, 0, 4000],
  ['P_PHOTO', '图片', 'Image', 5, 101, null],
];

/** Module ids of the default design. */
export const DEFAULT_MOD_ID = {
  basic: 'sub01',
  education: EDUCATION_MOD_ID,
  internship: 'sub20',
  project: 'sub30',
  award: 'sub40',
  language: 'sub50',
  skill: 'sub60',
  attachment: 'sub70',
} as const;

const CATALOGUE: Record<string, Spec[]> = {
  sub01: BASIC,
  sub10: EDUCATION,
  sub20: INTERNSHIP,
  sub30: PROJECT,
  sub40: AWARD,
  sub50: LANGUAGE,
  sub60: SKILL,
  sub70: ATTACHMENT,
};

/** GAP-050: the common fields of a module (custom modules get the generic list of their type). */
export function commonFieldsOf(modId: string, modType: number): PresetField[] {
  const specs = CATALOGUE[modId] ?? (modType === MOD_TYPE.single ? GENERIC_SINGLE : GENERIC_MULTI);
  return specs.map(preset);
}

/** Every preset field of the catalogue (tests, the server's checks). */
export function allPresetFields(): PresetField[] {
  const seen = new Map<string, PresetField>();
  for (const specs of [...Object.values(CATALOGUE), GENERIC_SINGLE, GENERIC_MULTI]) {
    for (const s of specs) if (!seen.has(s[0])) seen.set(s[0], preset(s));
  }
  return [...seen.values()];
}

/** A design field made from a preset (colForm 2 unless told otherwise). */
export function fieldFromPreset(
  p: PresetField,
  modId: string,
  colForm: ColForm = COL_FORM.preset,
): DesignField {
  const f = newField({
    colId: p.colId,
    modId,
    inputType: p.inputType,
    cname: p.cname,
    ename: p.ename,
    colForm,
  });
  return {
    ...f,
    colName: p.colId,
    inputTypeName: p.inputTypeName,
    isMustUsed: p.isMustUsed,
    checkType: p.checkType,
    inputLen: p.inputLen,
    minFileSize: p.minFileSize,
    dictType: p.dictType,
    systemDdTableName: p.systemDdTableName,
    // System dictionaries are looked up by name at render time; custom lists travel with the field.
    dictData: p.dictType === DICTIONARY_TYPE.custom ? p.dictData : [],
    dictLevel: p.dictLevel,
    certType: p.certType,
  };
}

// ---- The default design ---------------------------------------------------------------------

function fixedField(
  spec: Spec,
  modId: string,
  required: boolean,
  colForm: ColForm = COL_FORM.fixed,
): DesignField {
  const f = fieldFromPreset(preset(spec), modId, colForm);
  return { ...f, isMustUsed: required ? 1 : 0 };
}

function moduleOf(
  modId: string,
  modType: ModType,
  modForm: ModForm,
  cname: string,
  ename: string,
  fields: DesignField[],
  listIndex: number,
): DesignModule {
  return {
    modId,
    modName: modId,
    modType,
    modForm,
    cname,
    ename,
    memo: '',
    enableStatus: 1,
    isBelongEn: BELONG_EN.chinese,
    recordCount: 1,
    minCount: modType === MOD_TYPE.single ? 1 : 0,
    maxCount: modType === MOD_TYPE.single ? 1 : 15,
    ecolumns: fields.map((f, i) => ({ ...f, modId, listIndex: i, isPublished: 1, status: '04' as const })),
    emodulesShowSets: [],
    ecolumnsShowSets: [],
    rejectReason: '',
    listIndex,
    isPublished: 1,
    deleteStatus: 0,
  };
}

export function defaultDesign(): DesignModule[] {
  const basic: Spec[] = [
    ['CBA1', '姓名', 'Name', 1, 0, 50, { isMustUsed: 1 }],
    ['CBA2', '性别', 'Gender', 7, 0, null, { ...sys(K.gender, 1), isMustUsed: 1 }],
    ['CBA3', '出生日期', 'Date of Birth', 4, 5, null, { isMustUsed: 1 }],
    ['CBA4', '证件号码', 'ID Number', 1, 9, 50, { isMustUsed: 1, certType: [...CERT_TYPES].reverse() }],
    ['CBA5', '手机号码', 'Mobile', 1, 10, 11, { isMustUsed: 1 }],
    ['CBA6', '邮箱', 'Email', 1, 8, 100, { isMustUsed: 1 }],
    ['CBA7', '通讯地址', 'Address', 1, 0, 100],
    ['CBA8', '照片', 'Photo', 5, 101, null],
  ];
  const education: Spec[] = [
    ['CCA1', '最高学历', 'Highest Degree', 7, 0, null, { ...sys(K.degree, 1), isMustUsed: 1 }],
    ['CCA2', '学校', 'School', 3, 0, 50, { ...sys(K.school, 1), isMustUsed: 1 }],
    ['CCA4', '专业', 'Major', 1, 0, 50, { isMustUsed: 1 }],
    ['CCA3', '入学时间', 'Start Date', 4, 105, null, { isMustUsed: 1 }],
    ['CCA5', '毕业时间', 'Graduation Date', 4, 105, null, { isMustUsed: 1 }],
  ];
  const fx = (specs: Spec[], modId: string) => specs.map((x) => fixedField(x, modId, x[6]?.isMustUsed === 1));
  const pre = (specs: Spec[], modId: string) =>
    specs.map((x) => fixedField(x, modId, x[6]?.isMustUsed === 1, COL_FORM.preset));
  return [
    moduleOf('sub01', 1, MOD_FORM.fixed, '基本信息', 'Basic Information', fx(basic, 'sub01'), 0),
    moduleOf('sub10', 2, MOD_FORM.fixed, '教育经历', 'Education', fx(education, 'sub10'), 1),
    moduleOf('sub20', 2, MOD_FORM.preset, '实习经历', 'Internships', pre(INTERNSHIP_DEFAULT, 'sub20'), 2),
    moduleOf('sub30', 2, MOD_FORM.preset, '项目经历', 'Projects', pre(PROJECT_DEFAULT, 'sub30'), 3),
    moduleOf('sub40', 2, MOD_FORM.preset, '获奖情况', 'Awards', pre(AWARD_DEFAULT, 'sub40'), 4),
    moduleOf('sub50', 2, MOD_FORM.preset, '语言能力', 'Languages', pre(LANGUAGE_DEFAULT, 'sub50'), 5),
    moduleOf('sub60', 2, MOD_FORM.preset, '专业技能', 'Skills', pre(SKILL_DEFAULT, 'sub60'), 6),
    moduleOf(
      'sub70',
      1,
      MOD_FORM.preset,
      '附件',
      'Attachments',
      fx(
        [
          ['CTA1', '简历附件', 'Resume File', 5, 103, null],
          ['CTA2', '其他附件', 'Other Files', 5, 104, null],
        ],
        'sub70',
      ),
      7,
    ),
  ];
}
