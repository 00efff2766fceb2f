// A realistic published design for tests of the candidate form and its validation: every input
// type, every text check type, certificates, attachments, one- to three-level lists (custom,
// system and member dictionaries), single and multi-section modules with counts, and display
// rules on a field and on a module. Not used by production code.
import {
  CHECK_TYPE,
  DICT_SORT,
  DICTIONARY_TYPE,
  INPUT_TYPE,
  MOD_TYPE,
  type InputType,
} from '../codes/resume-design';
import {
  newField,
  newModule,
  type DesignField,
  type DesignModule,
  type DictItem,
  type ShowRule,
} from './model';

function field(
  modId: string,
  colId: string,
  cname: string,
  inputType: InputType,
  listIndex: number,
  extra: Partial<DesignField> = {},
): DesignField {
  return { ...newField({ colId, modId, inputType, cname }), listIndex, ...extra };
}

const yesNo: DictItem[] = [
  { name: '是', value: '1' },
  { name: '否', value: '0' },
];

export const FIXTURE_REGIONS: DictItem[] = [
  {
    name: '广东省',
    value: '44',
    items: [
      {
        name: '深圳市',
        value: '4403',
        items: [
          { name: '南山区', value: '440305' },
          { name: '福田区', value: '440304' },
        ],
      },
      { name: '广州市', value: '4401', items: [{ name: '天河区', value: '440106' }] },
    ],
  },
  {
    name: '北京市',
    value: '11',
    items: [{ name: '北京市', value: '1101', items: [{ name: '海淀区', value: '110108' }] }],
  },
];

/** The system dictionary DD_DEGREE and the member dictionary md_lang the fixture refers to. */
export const FIXTURE_DICTIONARIES = {
  system: {
    DD_DEGREE: [
      { name: '本科', value: '4' },
      { name: '硕士', value: '5' },
      { name: '博士', value: '6' },
      { name: '大专', value: '3' },
    ] satisfies DictItem[],
  } as Record<string, DictItem[]>,
  member: {
    md_lang: [
      {
        name: '英语',
        value: 'en',
        items: [
          { name: '大学英语四级', value: 'cet4' },
          { name: '大学英语六级', value: 'cet6' },
        ],
      },
      { name: '日语', value: 'ja', items: [{ name: 'N1', value: 'n1' }] },
    ] satisfies DictItem[],
  } as Record<string, DictItem[]>,
};

/** 海外经历 = 是 shows 海外国家 (a field rule of the basic module). */
const overseasRule: ShowRule = {
  id: 'rule_overseas',
  conditions_operation: '0',
  conditions: [
    {
      field: ['basic', 'overseas'],
      target: [2, ['1']],
      computationRule: '1',
      inputType: INPUT_TYPE.dropdown,
      dictType: DICTIONARY_TYPE.custom,
    },
  ],
  target: ['overseasCountry'],
  resumesubEcolumnsShowType: '1',
};

/** Any education section of 博士 shows the research module (a module rule). */
const researchRule: ShowRule = {
  id: 'rule_research',
  conditions_operation: '0',
  conditions: [
    {
      field: ['sub10', 'CCA1'],
      target: [2, ['6']],
      computationRule: '2',
      inputType: INPUT_TYPE.dropdown,
      dictType: DICTIONARY_TYPE.system,
    },
  ],
  target: ['research'],
};

const basic: DesignModule = {
  ...newModule({ modId: 'basic', modType: MOD_TYPE.single, cname: '基本信息', modForm: 0 }),
  listIndex: 0,
  ecolumns: [
    field('basic', 'name', '姓名', INPUT_TYPE.text, 0, { isMustUsed: 1, inputLen: 20 }),
    field('basic', 'gender', '性别', INPUT_TYPE.dropdown, 1, {
      isMustUsed: 1,
      dictData: [
        { name: '男', value: '1' },
        { name: '女', value: '2' },
      ],
    }),
    field('basic', 'idNumber', '证件号码', INPUT_TYPE.text, 2, {
      isMustUsed: 1,
      checkType: CHECK_TYPE.certificate,
      certType: [6, 5, 2],
    }),
    field('basic', 'birthday', '出生日期', INPUT_TYPE.date, 3, { checkType: CHECK_TYPE.date }),
    field('basic', 'mobile', '手机号码', INPUT_TYPE.text, 4, { isMustUsed: 1, checkType: CHECK_TYPE.mobile }),
    field('basic', 'email', '邮箱', INPUT_TYPE.text, 5, { isMustUsed: 1, checkType: CHECK_TYPE.email }),
    field('basic', 'landline', '固定电话', INPUT_TYPE.text, 6, { checkType: CHECK_TYPE.landline }),
    field('basic', 'qq', 'QQ', INPUT_TYPE.text, 7, { checkType: CHECK_TYPE.qq, inputLen: 20 }),
    field('basic', 'postcode', '邮政编码', INPUT_TYPE.text, 8, {
      checkType: CHECK_TYPE.postalCode,
      inputLen: 6,
    }),
    field('basic', 'height', '身高(cm)', INPUT_TYPE.number, 9, {
      checkType: CHECK_TYPE.integer,
      inputLen: 3,
    }),
    field('basic', 'weight', '体重(kg)', INPUT_TYPE.number, 10, { checkType: CHECK_TYPE.float, inputLen: 5 }),
    field('basic', 'city', '意向城市', INPUT_TYPE.twoLevel, 11, { dictData: FIXTURE_REGIONS }),
    field('basic', 'hometown', '籍贯', INPUT_TYPE.threeLevel, 12, {
      isMustUsed: 1,
      dictData: FIXTURE_REGIONS,
    }),
    field('basic', 'strengths', '个人特长', INPUT_TYPE.multiDropdown, 13, {
      dictData: [
        { name: '编程', value: 'code' },
        { name: '写作', value: 'write' },
        { name: '演讲', value: 'speak' },
        { name: '设计', value: 'design' },
      ],
      drop1MultiMin: 1,
      drop1MultiMax: 2,
    }),
    field('basic', 'overseas', '是否有海外经历', INPUT_TYPE.dropdown, 14, { isMustUsed: 1, dictData: yesNo }),
    field('basic', 'overseasCountry', '海外国家', INPUT_TYPE.text, 15, { isMustUsed: 1 }),
    field('basic', 'intro', '自我评价', INPUT_TYPE.textarea, 16, { inputLen: 200 }),
    field('basic', 'photo', '照片', INPUT_TYPE.attachment, 17, { checkType: CHECK_TYPE.picture }),
  ],
  ecolumnsShowSets: [overseasRule],
};

const education: DesignModule = {
  ...newModule({ modId: 'sub10', modType: MOD_TYPE.multi, cname: '教育经历', modForm: 0 }),
  listIndex: 1,
  minCount: 1,
  maxCount: 3,
  recordCount: 2,
  ecolumns: [
    field('sub10', 'CCA1', '学历', INPUT_TYPE.dropdown, 0, {
      isMustUsed: 1,
      colForm: 0,
      dictType: DICTIONARY_TYPE.system,
      systemDdTableName: 'DD_DEGREE',
    }),
    field('sub10', 'CCA2', '学校', INPUT_TYPE.association, 1, {
      isMustUsed: 1,
      colForm: 0,
      dictData: [
        { name: '北京大学', value: '北京大学' },
        { name: '清华大学', value: '清华大学' },
        { name: '深圳大学', value: '深圳大学' },
      ],
    }),
    field('sub10', 'CCA4', '专业', INPUT_TYPE.text, 2, { isMustUsed: 1, colForm: 0 }),
    field('sub10', 'start', '入学时间', INPUT_TYPE.date, 3, {
      isMustUsed: 1,
      checkType: CHECK_TYPE.yearMonth,
    }),
    field('sub10', 'end', '毕业时间', INPUT_TYPE.date, 4, { isMustUsed: 1, checkType: CHECK_TYPE.yearMonth }),
  ],
};

const internship: DesignModule = {
  ...newModule({ modId: 'intern', modType: MOD_TYPE.multi, cname: '实习经历' }),
  listIndex: 2,
  minCount: 0,
  maxCount: 2,
  recordCount: 1,
  ecolumns: [
    field('intern', 'company', '公司名称', INPUT_TYPE.text, 0, { isMustUsed: 1 }),
    field('intern', 'from', '开始日期', INPUT_TYPE.date, 1, { checkType: CHECK_TYPE.date }),
    field('intern', 'duty', '工作内容', INPUT_TYPE.textarea, 2, { inputLen: 500 }),
  ],
};

const languages: DesignModule = {
  ...newModule({ modId: 'lang', modType: MOD_TYPE.multi, cname: '语言能力' }),
  listIndex: 3,
  minCount: 0,
  maxCount: 3,
  ecolumns: [
    field('lang', 'cert', '语言证书', INPUT_TYPE.twoLevel, 0, {
      isMustUsed: 1,
      dictType: DICTIONARY_TYPE.memberCustom,
      customerDictId: 'md_lang',
      dictLogicRankType: DICT_SORT.alphabetical,
    }),
  ],
};

const research: DesignModule = {
  ...newModule({ modId: 'research', modType: MOD_TYPE.single, cname: '科研成果' }),
  listIndex: 4,
  ecolumns: [
    field('research', 'papers', '论文发表', INPUT_TYPE.textarea, 0, { isMustUsed: 1, inputLen: 1000 }),
  ],
  emodulesShowSets: [researchRule],
};

const attachments: DesignModule = {
  ...newModule({ modId: 'files', modType: MOD_TYPE.single, cname: '附件' }),
  listIndex: 5,
  ecolumns: [
    field('files', 'cv', '简历附件', INPUT_TYPE.attachment, 0, {
      isMustUsed: 1,
      checkType: CHECK_TYPE.document,
    }),
    field('files', 'works', '作品集', INPUT_TYPE.attachment, 1, {
      checkType: CHECK_TYPE.archive,
      minFileSize: 1,
    }),
  ],
};

const disabled: DesignModule = {
  ...newModule({ modId: 'hobby', modType: MOD_TYPE.single, cname: '兴趣爱好' }),
  listIndex: 6,
  enableStatus: 0,
  ecolumns: [field('hobby', 'what', '爱好', INPUT_TYPE.text, 0, { isMustUsed: 1 })],
};

export const FIXTURE_DESIGN: { emodules: DesignModule[] } = {
  emodules: [basic, education, internship, languages, research, attachments, disabled],
};
