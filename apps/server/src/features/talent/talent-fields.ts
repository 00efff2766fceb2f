import { SCHOOL_FILTER_FIELD, SCHOOL_FILTER_OPTIONS } from '@ehire/domain/codes/school-field';
import {
  TARGET_MAJORS_LABEL,
  TARGET_MAJORS_VALUE,
} from '@ehire/domain/settings/target-schools';
import { FIELD_TYPE, fieldKey, type FieldType, type OptionNode } from '@ehire/domain/conditions/index';
import { TALENT_ANSWERS_HEAD, type TalentField } from '@ehire/domain/contracts/talent';
import { fieldRefLabel, type SmartModuleDef } from '@ehire/domain/smart-rules/fields';

// The fields the talent list's FilterEditor offers (GET /fields): the system fields, whose
// column each condition reads (application.repository.ts compiles them), and the fields of the
// tenant's online resume design (its design-field filter).

interface SystemField {
  label: string;
  fieldType: FieldType;
  ref?: string;
  options?: Array<{ value: string | number; name: string }>;
}

const DEGREES = ['大专', '本科', '硕士', '博士'];
const SOURCES = ['官网', '内推', '校园宣讲会', '招聘网站', '双选会'];

export const SYSTEM_FIELDS: Readonly<Record<string, SystemField>> = {
  name: { label: '姓名', fieldType: FIELD_TYPE.text, ref: 'a.name' },
  mobile: { label: '手机号', fieldType: FIELD_TYPE.text, ref: 'a.mobile' },
  email: { label: '邮箱', fieldType: FIELD_TYPE.text, ref: 'a.email' },
  // The same definition as 公共人才库's (domain codes/school-field.ts).
  school: { label: SCHOOL_FILTER_FIELD.label, fieldType: FIELD_TYPE.school, options: [...SCHOOL_FILTER_OPTIONS] },
  degree: {
    label: '学历',
    fieldType: FIELD_TYPE.select,
    ref: 'a.degree',
    options: DEGREES.map((d) => ({ value: d, name: d })),
  },
  major: {
    label: '专业',
    fieldType: FIELD_TYPE.major,
    ref: 'a.major',
    // 目标学校/专业 (issue 17): any major of the tenant's target solutions.
    options: [{ value: TARGET_MAJORS_VALUE, name: TARGET_MAJORS_LABEL }],
  },
  graduationYear: { label: '毕业年份', fieldType: FIELD_TYPE.number, ref: 'a.graduation_year' },
  gender: {
    label: '性别',
    fieldType: FIELD_TYPE.select,
    ref: 'a.gender',
    options: [
      { value: 1, name: '男' },
      { value: 2, name: '女' },
    ],
  },
  region: { label: '生源地', fieldType: FIELD_TYPE.select, ref: 'a.region' },
  source: {
    label: '来源',
    fieldType: FIELD_TYPE.select,
    ref: 'a.source',
    options: SOURCES.map((s) => ({ value: s, name: s })),
  },
  labels: { label: '标签', fieldType: FIELD_TYPE.tag },
  score: { label: '评分', fieldType: FIELD_TYPE.score, ref: 'a.score' },
  appliedAt: { label: '投递时间', fieldType: FIELD_TYPE.date, ref: 'a.applied_at' },
};

/**
 * The system fields for GET /fields. 生源地 and 标签 choose from option trees (DATA-031): the
 * provinces of DD_REGION (a resume's region is its province) and the tenant's labels (标签管理).
 */
export function systemFieldList(trees: { regions: OptionNode[]; labels: OptionNode[] }): TalentField[] {
  const treeOf: Readonly<Record<string, OptionNode[]>> = { region: trees.regions, labels: trees.labels };
  return Object.entries(SYSTEM_FIELDS).map(([key, f]) => {
    const options = treeOf[key] ?? f.options;
    return {
      key,
      label: f.label,
      fieldType: f.fieldType,
      source: 'system' as const,
      ...(options ? { options } : {}),
    };
  });
}

/** The design's fields for GET /fields: key answers.<modId>.<colId>, label 模块/字段. */
export function designFieldList(modules: readonly SmartModuleDef[]): TalentField[] {
  return modules.flatMap((mod) =>
    mod.columns.map((col) => {
      const field: TalentField = {
        key: fieldKey([TALENT_ANSWERS_HEAD, mod.key, col.key]),
        label: fieldRefLabel({ moduleName: mod.key, columnName: col.key }, [mod]),
        fieldLabel: col.label,
        fieldType: col.fieldType,
        source: 'resume',
        module: { key: mod.key, label: mod.label },
      };
      if (mod.repeatable) field.repeatable = true;
      if (col.options) field.options = col.options;
      return field;
    }),
  );
}
