import { describe, expect, it } from 'vitest';
import { fieldKey } from '../conditions/ast';
import type { SmartConditionWire } from '../conditions/smart-rule';
import { shanghaiDayStart } from '../conditions/values';
import { DICTIONARY_TYPE, ENABLE_STATUS, INPUT_TYPE, MOD_TYPE } from '../codes/resume-design';
import { newField, newModule, type DesignModule } from '../resume-design/model';
import { defaultDesign } from '../resume-design/presets';
import { designAnswerValue, designDateToTimestamp, designSmartModules } from './design-fields';
import { compileRuleSets, evaluateSmartRules, smartIssueText, validateSmartRuleSet } from './evaluate';
import { smartRuleCatalog } from './fields';
import { smartRuleRecord, type SmartApplicationSource } from './record';

/** A custom multi-section module with one field of each interesting input type. */
function customModule(): DesignModule {
  const mod = newModule({ modId: 'mod_custom1', modType: MOD_TYPE.multi, cname: '科研经历' });
  const f = (colId: string, inputType: (typeof INPUT_TYPE)[keyof typeof INPUT_TYPE], cname: string) => ({
    ...newField({ colId, modId: mod.modId, inputType, cname }),
    listIndex: mod.ecolumns.length,
  });
  mod.ecolumns = [
    f('field_num', INPUT_TYPE.number, '论文数'),
    { ...f('field_month', INPUT_TYPE.date, '开始年月'), checkType: 105 },
    {
      ...f('field_tags', INPUT_TYPE.multiDropdown, '方向'),
      dictData: [
        { name: '视觉', value: 'cv' },
        { name: '语言', value: 'nlp' },
      ],
    },
    {
      ...f('field_city', INPUT_TYPE.twoLevel, '地点'),
      dictType: DICTIONARY_TYPE.system,
      systemDdTableName: 'dd_region',
    },
    f('field_file', INPUT_TYPE.attachment, '证明'),
  ];
  return mod;
}

const design = (): DesignModule[] => {
  const off = newModule({ modId: 'mod_off', modType: MOD_TYPE.single, cname: '停用模块' });
  off.enableStatus = ENABLE_STATUS.stop;
  off.ecolumns = [newField({ colId: 'field_x', modId: 'mod_off', inputType: INPUT_TYPE.text, cname: 'X' })];
  const clash = newModule({ modId: 'basic', modType: MOD_TYPE.single, cname: '冒名' });
  clash.ecolumns = [newField({ colId: 'name', modId: 'basic', inputType: INPUT_TYPE.number, cname: '冒名' })];
  return [...defaultDesign(), { ...customModule(), listIndex: 8 }, off, clash];
};

describe('design modules as smart-rule modules', () => {
  const mods = designSmartModules(design());
  const byKey = new Map(mods.map((m) => [m.key, m]));

  it('DATA-029 module key = modId, label = cname, repeatable = multi-section; columns by colId', () => {
    const basic = byKey.get('sub01');
    expect(basic).toMatchObject({ key: 'sub01', label: '基本信息' });
    expect(basic?.repeatable).toBeUndefined();
    expect(byKey.get('sub10')).toMatchObject({ key: 'sub10', label: '教育经历', repeatable: true });
    expect(basic?.columns.map((c) => c.key)).toEqual([
      'CBA1',
      'CBA2',
      'CBA3',
      'CBA4',
      'CBA5',
      'CBA6',
      'CBA7',
    ]);
  });

  it('field types follow the input types; attachments, switched-off modules and built-in keys are left out', () => {
    const edu = byKey.get('sub10');
    const type = (mod: string, col: string) => byKey.get(mod)?.columns.find((c) => c.key === col)?.fieldType;
    expect(type('sub01', 'CBA1')).toBe(3); // single-line text
    expect(type('sub01', 'CBA2')).toBe(4); // dropdown
    expect(type('sub01', 'CBA3')).toBe(2); // date
    expect(type('sub10', 'CCA2')).toBe(3); // association
    expect(type('mod_custom1', 'field_num')).toBe(1);
    expect(type('mod_custom1', 'field_tags')).toBe(5);
    expect(type('mod_custom1', 'field_city')).toBe(11);
    expect(type('mod_custom1', 'field_file')).toBeUndefined();
    expect(type('sub01', 'CBA8')).toBeUndefined(); // photo
    expect(byKey.has('sub70')).toBe(false); // attachments only
    expect(byKey.has('mod_off')).toBe(false);
    expect(byKey.has('basic')).toBe(false);
    expect(edu?.columns.find((c) => c.key === 'CCA1')).toMatchObject({
      label: '最高学历',
      inputType: 7,
      dictType: 2,
    });
  });

  it('dropdown options: system dictionaries by table name, else the field own list', () => {
    const col = (mod: string, key: string) => byKey.get(mod)?.columns.find((c) => c.key === key);
    expect(
      col('sub01', 'CBA2')
        ?.options?.map((o) => o.value)
        .sort(),
    ).toEqual(['女', '男']);
    expect(col('sub10', 'CCA1')?.options?.map((o) => o.value)).toContain('硕士');
    expect(col('mod_custom1', 'field_tags')?.options).toEqual([
      { value: 'cv', name: '视觉' },
      { value: 'nlp', name: '语言' },
    ]);
    const gd = col('mod_custom1', 'field_city')?.options?.find((o) => o.value === '广东');
    expect(gd?.items?.map((o) => o.value)).toContain('深圳');
  });

  it('the catalogue holds the design fields as jobs.modId.colId and keeps the built-in modules', () => {
    const catalog = smartRuleCatalog([], mods);
    expect(catalog.fields[fieldKey(['jobs', 'sub01', 'CBA2'])]).toMatchObject({
      label: '性别',
      fieldType: 4,
    });
    expect(catalog.fields[fieldKey(['jobs', 'sub10', 'CCA1'])]).toMatchObject({
      fieldType: 4,
      repeatable: true,
    });
    expect(catalog.fields[fieldKey(['jobs', 'basic', 'name'])]).toMatchObject({
      label: '姓名',
      fieldType: 3,
    });
    const root = catalog.options[0].children ?? [];
    expect(root.map((m) => m.value)).toEqual(
      expect.arrayContaining(['basic', 'education', 'sub01', 'sub10', 'mod_custom1']),
    );
  });
});

describe('design answers in the record', () => {
  it('dates: YYYY-MM-DD and YYYY-MM as Shanghai day starts; unreadable text is no value', () => {
    expect(designDateToTimestamp('2003-05-01')).toBe(shanghaiDayStart(Date.UTC(2003, 4, 1) / 86_400_000));
    expect(designDateToTimestamp('2024-09')).toBe(designDateToTimestamp('2024-09-01'));
    expect(designDateToTimestamp('2024-13')).toBeUndefined();
    expect(designDateToTimestamp('明天')).toBeUndefined();
    expect(designAnswerValue(11, ['广东', '深圳'])).toBe('广东$深圳');
    expect(designAnswerValue(3, { certType: 6, number: '110101' })).toBe('110101');
    expect(designAnswerValue(5, { fileId: 'f1', name: 'a.pdf', size: 1 })).toBeUndefined();
  });

  const mods = designSmartModules(design());
  const { fields } = smartRuleCatalog([], mods);
  const base: SmartApplicationSource = {
    jobId: 'J1',
    jobFuncType: '01',
    appliedAt: 0,
    source: '官网',
    name: '张三',
    gender: 1,
    birthDate: '2003-05-01',
    region: '浙江',
    school: '浙江大学',
    schoolLevel: '985',
    major: '软件工程',
    degree: '本科',
    graduationYear: 2027,
    answersJson: '{}',
  };
  const cond = (
    mod: string,
    col: string,
    operator: number,
    action_value: (string | number)[],
    field_match = '1',
  ): SmartConditionWire => ({
    operator,
    field_values: ['jobs', mod, col],
    data_type: '-1',
    field_match,
    action_value,
    group_id: '1',
  });
  const holds = (c: SmartConditionWire, answers: unknown): boolean => {
    const [set] = compileRuleSets(
      [
        {
          id: 's',
          kind: 'tag',
          name: 's',
          labels: ['L'],
          rules: [{ rule_id: 'r', conditions_json: [c], conditions_operation: '1' }],
        },
      ],
      fields,
    );
    const record = smartRuleRecord({ ...base, answersJson: JSON.stringify(answers) }, mods);
    return (
      evaluateSmartRules([set], record, { stepIvid: '', firstStepIvid: '', flowIvids: new Set() }).labels
        .length > 0
    );
  };

  it('COND-052 a one-to-one dropdown compares the chosen value; the first section counts', () => {
    const female = cond('sub01', 'CBA2', 2, ['女']);
    expect(holds(female, { sub01: [{ CBA1: '李四', CBA2: '女' }] })).toBe(true);
    expect(holds(female, { sub01: [{ CBA1: '王五', CBA2: '男' }] })).toBe(false);
    expect(holds(female, { sub01: [{ CBA2: '男' }, { CBA2: '女' }] })).toBe(false);
    expect(holds(female, {})).toBe(false);
    expect(holds(cond('sub01', 'CBA2', 1, [1]), {})).toBe(true);
  });

  it('COND-028 COND-029 repeatable modules: every section (1) / any section (2)', () => {
    const answers = { sub10: [{ CCA1: '本科' }, { CCA1: '硕士' }] };
    expect(holds(cond('sub10', 'CCA1', 2, ['硕士'], '2'), answers)).toBe(true);
    expect(holds(cond('sub10', 'CCA1', 2, ['硕士'], '1'), answers)).toBe(false);
    expect(holds(cond('sub10', 'CCA1', 7, ['本科', '硕士'], '1'), answers)).toBe(true);
    expect(holds(cond('sub10', 'CCA1', 2, ['硕士'], '2'), { sub10: [] })).toBe(false);
  });

  it('dates, numbers, multi-dropdowns and cascades by their types', () => {
    const born = { sub01: [{ CBA3: '2003-05-01' }] };
    expect(
      holds(
        cond('sub01', 'CBA3', 2, [shanghaiDayStart(Date.UTC(2003, 4, 1) / 86_400_000) + 3_600_000]),
        born,
      ),
    ).toBe(true);
    expect(holds(cond('sub01', 'CBA3', 3, [designDateToTimestamp('2003-05-01') ?? 0]), born)).toBe(false);
    const research = {
      mod_custom1: [
        { field_num: '3', field_month: '2024-09', field_tags: ['cv', 'nlp'], field_city: ['广东', '深圳'] },
      ],
    };
    expect(holds(cond('mod_custom1', 'field_num', 5, [2]), research)).toBe(true);
    expect(
      holds(cond('mod_custom1', 'field_month', 2, [designDateToTimestamp('2024-09-01') ?? 0]), research),
    ).toBe(true);
    expect(holds(cond('mod_custom1', 'field_tags', 12, ['cv', 'nlp']), research)).toBe(true);
    expect(holds(cond('mod_custom1', 'field_city', 14, ['广东']), research)).toBe(true);
    expect(holds(cond('mod_custom1', 'field_city', 2, ['广东$深圳']), research)).toBe(true);
    expect(holds(cond('mod_custom1', 'field_city', 2, ['广东']), research)).toBe(false);
  });

  it('COND-012 a rule on a design field validates only against a catalogue holding the design', () => {
    const draft = { labels: ['女生'], rules: [{ conditions_json: [cond('sub01', 'CBA2', 2, ['女'])] }] };
    expect(validateSmartRuleSet('tag', draft, fields)).toEqual([]);
    const issues = validateSmartRuleSet('tag', draft, smartRuleCatalog().fields);
    expect(issues.map(smartIssueText)[0]).toContain('不存在');
  });
});

describe('the field picker of the rule editor', () => {
  it('issue 20 §2 lists 基本信息 once: the built-in module is 候选人信息, a repeated module name is told apart', () => {
    const { options } = smartRuleCatalog([], designSmartModules(defaultDesign()));
    const names = options[0]!.children!.map((m) => m.name);
    expect(names.filter((n) => n === '基本信息')).toHaveLength(1);
    expect(names).toContain('候选人信息');
    expect(new Set(names).size).toBe(names.length);
    const twin = newModule({ modId: 'mod_twin', modType: MOD_TYPE.single, cname: '教育背景' });
    twin.ecolumns = [
      newField({ colId: 'field_a', modId: 'mod_twin', inputType: INPUT_TYPE.text, cname: '备注' }),
    ];
    const withTwin = smartRuleCatalog([], designSmartModules([twin])).options[0]!.children!.map(
      (m) => m.name ?? '',
    );
    expect(withTwin.filter((n) => n.startsWith('教育背景'))).toEqual(['教育背景', '教育背景（简历表单）']);
  });
});
