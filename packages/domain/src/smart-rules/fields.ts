// The fields smart operations rules can test (DATA-029/030): paths ['jobs', module, column]. The
// catalogue is the built-in modules below — the columns of candidate / resume / application plus
// the seeded answers_json keys — and the modules of the tenant's online resume design
// (design-fields.ts: ['jobs', modId, colId]).
// 'jobs' is the root of every path (DATA-029); the applied job is a cascade value
// 't_<function type>$j_<job id>' so a job category covers its jobs through 属于任一 (DATA-030).
import { fieldKey } from '../conditions/ast';
import type { FieldCatalog, FieldInfo, OptionNode } from '../conditions/fields';
import { FIELD_TYPE, type FieldType } from '../conditions/operators';
import { PATH_SEPARATOR } from '../conditions/values';
import { JOB_VALUE_PREFIX, JOB_TYPE_VALUE_PREFIX, SMART_FIELD_PREFIX } from '../conditions/smart-rule';
import { jobFunctionLabel } from '../jobs/options';

export interface SmartColumnDef {
  key: string;
  label: string;
  fieldType: FieldType;
  options?: OptionNode[];
  /** Design fields (design-fields.ts): the resume input type, dictionary type and member dictionary. */
  inputType?: number;
  dictType?: number;
  customerDictId?: string | number;
}

export interface SmartModuleDef {
  key: string;
  label: string;
  /** A multi-section module: the record holds a list of sections (the section rule applies). */
  repeatable?: boolean;
  columns: SmartColumnDef[];
}

const codes = (values: readonly (string | [string, string])[]): OptionNode[] =>
  values.map((v) => (typeof v === 'string' ? { value: v, name: v } : { value: v[0], name: v[1] }));

/** The education columns naming the target solutions of the school and of the major. */
export const TARGET_SCHOOLS_COLUMN = 'targetSchools';
export const TARGET_MAJORS_COLUMN = 'targetMajors';

/** Module 'other' collects the scalar keys of answers_json. */
export const OTHER_MODULE = 'other';

export const BUILTIN_SMART_MODULES: readonly SmartModuleDef[] = [
  {
    key: 'apply',
    label: '投递信息',
    columns: [
      // Options are the tenant's jobs, filled in by smartRuleCatalog.
      { key: 'job', label: '应聘职位', fieldType: FIELD_TYPE.cascade },
      {
        key: 'source',
        label: '简历来源',
        fieldType: FIELD_TYPE.select,
        options: codes(['官网', '内推', '校园宣讲会', '招聘网站', '双选会']),
      },
      { key: 'appliedAt', label: '投递时间', fieldType: FIELD_TYPE.date },
    ],
  },
  {
    // Not 基本信息: that is the resume design's own module, listed beside this one (issue 20 §2,
    // like the details page's fixed summary).
    key: 'basic',
    label: '候选人信息',
    columns: [
      { key: 'name', label: '姓名', fieldType: FIELD_TYPE.text },
      {
        key: 'gender',
        label: '性别',
        fieldType: FIELD_TYPE.select,
        options: codes([
          ['1', '男'],
          ['2', '女'],
        ]),
      },
      { key: 'birthDate', label: '出生日期', fieldType: FIELD_TYPE.date },
      { key: 'region', label: '生源地', fieldType: FIELD_TYPE.text },
    ],
  },
  {
    key: 'education',
    label: '教育背景',
    columns: [
      { key: 'school', label: '学校', fieldType: FIELD_TYPE.text },
      {
        key: 'schoolLevel',
        label: '院校层次',
        fieldType: FIELD_TYPE.select,
        options: codes(['985', '211', '双一流', '其他', '海外']),
      },
      { key: 'major', label: '专业', fieldType: FIELD_TYPE.text },
      {
        key: 'degree',
        label: '学历',
        fieldType: FIELD_TYPE.select,
        options: codes(['大专', '本科', '硕士', '博士']),
      },
      { key: 'graduationYear', label: '毕业年份', fieldType: FIELD_TYPE.number },
      // 目标学校/专业 (issue 17): the ids of the tenant's target solutions holding the school /
      // the major (record.ts); options are the solutions, filled in by smartRuleCatalog.
      { key: TARGET_SCHOOLS_COLUMN, label: '学校所属目标院校方案', fieldType: FIELD_TYPE.multiSelect },
      { key: TARGET_MAJORS_COLUMN, label: '专业所属目标专业方案', fieldType: FIELD_TYPE.multiSelect },
    ],
  },
  {
    key: OTHER_MODULE,
    label: '其他信息',
    columns: [
      { key: 'gpa', label: '绩点', fieldType: FIELD_TYPE.text },
      { key: 'english', label: '英语水平', fieldType: FIELD_TYPE.text },
      { key: 'expectedCity', label: '期望城市', fieldType: FIELD_TYPE.text },
      { key: 'awards', label: '获奖情况', fieldType: FIELD_TYPE.tag },
    ],
  },
  {
    key: 'internships',
    label: '实习经历',
    repeatable: true,
    columns: [
      { key: 'company', label: '实习公司', fieldType: FIELD_TYPE.text },
      { key: 'months', label: '实习时长（月）', fieldType: FIELD_TYPE.number },
    ],
  },
];

export interface SmartJobOption {
  id: string;
  name: string;
  funcType: string;
}

/** The applied-job value of a job: 't_<function type>$j_<job id>' (DATA-030). */
export function smartJobValue(funcType: string, jobId: string): string {
  return `${JOB_TYPE_VALUE_PREFIX}${funcType}${PATH_SEPARATOR}${JOB_VALUE_PREFIX}${jobId}`;
}

/** Function types → jobs, as the option tree of the applied-job cascade. */
export function jobOptionTree(jobs: readonly SmartJobOption[]): OptionNode[] {
  const byType = new Map<string, OptionNode[]>();
  for (const job of jobs) {
    let list = byType.get(job.funcType);
    if (!list) byType.set(job.funcType, (list = []));
    list.push({ value: `${JOB_VALUE_PREFIX}${job.id}`, name: job.name });
  }
  return [...byType].map(([type, children]) => ({
    value: `${JOB_TYPE_VALUE_PREFIX}${type}`,
    name: jobFunctionLabel(type),
    children,
  }));
}

export interface SmartRuleCatalog {
  /** The cascader tree: 'jobs' → modules → columns. */
  options: OptionNode[];
  fields: FieldCatalog;
}

/**
 * The catalogue of the built-in modules; `jobs` fills the applied-job options, `solutions` (the
 * tenant's target solutions, id and name) the options of the two target-solution columns.
 * `extra`: further modules — the tenant's online resume design (designSmartModules,
 * design-fields.ts), whose answers the record builder maps by modId; a key of a built-in module
 * is not replaced.
 */
export function smartRuleCatalog(
  jobs: readonly SmartJobOption[] = [],
  extra: readonly SmartModuleDef[] = [],
  solutions: readonly { id: string; name: string }[] = [],
): SmartRuleCatalog {
  const solutionOptions = solutions.map((s) => ({ value: s.id, name: s.name }));
  const fields: Record<string, FieldInfo> = {};
  const modules: OptionNode[] = [];
  const builtin = new Set(BUILTIN_SMART_MODULES.map((m) => m.key));
  for (const mod of [...BUILTIN_SMART_MODULES, ...extra.filter((m) => !builtin.has(m.key))]) {
    const children: OptionNode[] = [];
    for (const col of mod.columns) {
      const options =
        mod.key === 'apply' && col.key === 'job'
          ? jobOptionTree(jobs)
          : mod.key === 'education' && (col.key === TARGET_SCHOOLS_COLUMN || col.key === TARGET_MAJORS_COLUMN)
            ? solutionOptions
            : col.options;
      const info: FieldInfo = { label: col.label, fieldType: col.fieldType };
      if (mod.repeatable) info.repeatable = true;
      if (options) info.options = options;
      if (col.inputType !== undefined) info.inputType = col.inputType;
      if (col.dictType !== undefined) info.dictType = col.dictType;
      if (col.customerDictId !== undefined) info.customerDictId = col.customerDictId;
      fields[fieldKey([SMART_FIELD_PREFIX, mod.key, col.key])] = info;
      children.push({ value: col.key, name: col.label });
    }
    modules.push({ value: mod.key, name: uniqueName(mod.label, modules), children });
  }
  return { options: [{ value: SMART_FIELD_PREFIX, name: '简历信息', children: modules }], fields };
}

/** A design module named like an earlier module is told apart in the picker: 名称（简历表单）. */
function uniqueName(label: string, earlier: readonly OptionNode[]): string {
  return earlier.some((m) => m.name === label) ? `${label}（简历表单）` : label;
}

/** The (module, column) a condition's path names: path ['jobs', module, column]. */
export function fieldRefOf(path: readonly string[]): { moduleName: string; columnName: string } {
  return { moduleName: path[1] ?? path[0] ?? '', columnName: path[2] ?? '' };
}

/** “模块/字段” labels for messages (built-in modules, then `extra`); unknown parts as they are. */
export function fieldRefLabel(
  ref: { moduleName: string; columnName: string },
  extra: readonly SmartModuleDef[] = [],
): string {
  const mod = [...BUILTIN_SMART_MODULES, ...extra].find((m) => m.key === ref.moduleName);
  const col = mod?.columns.find((c) => c.key === ref.columnName);
  const modLabel = mod?.label ?? ref.moduleName;
  return ref.columnName ? `${modLabel}/${col?.label ?? ref.columnName}` : modLabel;
}
