import type { TalentField } from '@ehire/domain/contracts/talent';
import {
  isFieldType,
  type FieldCatalog,
  type FieldInfo,
  type OptionNode,
} from '@ehire/domain/conditions/index';

export interface FilterFieldSet {
  /** The cascader's tree: system fields as leaves, resume-design fields under 简历字段. */
  options: OptionNode[];
  catalog: FieldCatalog;
}

/** The path head of resume-design answers, as the server's filter compiler reads it. */
export const ANSWERS_HEAD = 'answers';

/**
 * The filterable fields of GET /fields as the FilterEditor's option tree and catalogue. A system
 * field is the one-element path [key]; a field of the resume design is [answers, key].
 */
export function filterFieldSet(fields: readonly TalentField[]): FilterFieldSet {
  const catalog: Record<string, FieldInfo> = {};
  const options: OptionNode[] = [];
  const resume: OptionNode[] = [];
  for (const field of fields) {
    if (!isFieldType(field.fieldType)) continue;
    const info: FieldInfo = {
      label: field.label,
      fieldType: field.fieldType,
      options: field.options?.map((option) => ({ value: option.value, name: option.name })),
    };
    if (field.source === 'resume') {
      const key = field.key.startsWith(`${ANSWERS_HEAD}.`)
        ? field.key.slice(ANSWERS_HEAD.length + 1)
        : field.key;
      catalog[`${ANSWERS_HEAD}.${key}`] = info;
      resume.push({ value: key, name: field.label });
    } else {
      catalog[field.key] = info;
      options.push({ value: field.key, name: field.label });
    }
  }
  if (resume.length > 0) options.push({ value: ANSWERS_HEAD, name: '简历字段', children: resume });
  return { options, catalog };
}
