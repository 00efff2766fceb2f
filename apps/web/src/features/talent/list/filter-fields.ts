import { TALENT_ANSWERS_HEAD, type TalentField } from '@ehire/domain/contracts/talent';
import {
  fieldKey,
  isFieldType,
  type FieldCatalog,
  type FieldInfo,
  type OptionNode,
} from '@ehire/domain/conditions/index';

export interface FilterFieldSet {
  /** The cascader's tree: system fields as leaves, resume-design fields under 简历字段 → module. */
  options: OptionNode[];
  catalog: FieldCatalog;
}

/**
 * The filterable fields of GET /fields as the FilterEditor's option tree and catalogue. A system
 * field is the one-element path [key]; a field of the resume design is ['answers', modId, colId],
 * listed under its module (the catalogue's label, 模块/字段, names it in summaries and messages).
 */
export function filterFieldSet(fields: readonly TalentField[]): FilterFieldSet {
  const catalog: Record<string, FieldInfo> = {};
  const options: OptionNode[] = [];
  const modules = new Map<string, OptionNode & { children: OptionNode[] }>();
  for (const field of fields) {
    if (!isFieldType(field.fieldType)) continue;
    const info: FieldInfo = { label: field.label, fieldType: field.fieldType };
    if (field.options) info.options = field.options;
    if (field.repeatable) info.repeatable = true;
    if (field.source === 'system') {
      catalog[field.key] = info;
      options.push({ value: field.key, name: field.label });
      continue;
    }
    const mod = field.module;
    const prefix = mod ? `${fieldKey([TALENT_ANSWERS_HEAD, mod.key])}.` : undefined;
    if (!mod || !prefix || !field.key.startsWith(prefix)) continue;
    const colId = field.key.slice(prefix.length);
    catalog[fieldKey([TALENT_ANSWERS_HEAD, mod.key, colId])] = info;
    let node = modules.get(mod.key);
    if (!node) modules.set(mod.key, (node = { value: mod.key, name: mod.label, children: [] }));
    node.children.push({ value: colId, name: field.fieldLabel ?? field.label });
  }
  if (modules.size > 0)
    options.push({ value: TALENT_ANSWERS_HEAD, name: '简历字段', children: [...modules.values()] });
  return { options, catalog };
}
