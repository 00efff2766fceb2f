// What a rule may refer to: the fields that exist, their types and option trees. Validation,
// the summary and the wire converters take this catalogue; the compilers need only the AST.
import { fieldKey } from './ast';
import type { FieldType } from './operators';
import { PATH_SEPARATOR } from './values';

/** An option-tree node: value and name with items (D1 §3, COND-060) or label with children
 * (region and label trees, DATA-031, which also carry id, parent, level, status and hidden; see
 * dictionaries/option-trees.ts). A hidden node is not offered by a chooser. */
export interface OptionNode {
  value: string | number;
  name?: string;
  label?: string;
  items?: OptionNode[];
  children?: OptionNode[];
  id?: string;
  parent?: string | null;
  level?: number;
  status?: number;
  hidden?: boolean;
}

export interface FieldInfo {
  label: string;
  fieldType: FieldType;
  /** The field lives in a repeatable (multi-section) module, so the section rule applies. */
  repeatable?: boolean;
  options?: OptionNode[];
  /** Designer fields: the resume input type (1-10), dictionary type and member dictionary. */
  inputType?: number;
  dictType?: number;
  customerDictId?: string | number;
  /** A text field's format (regular expression source); a value failing it is 输入格式不正确. */
  pattern?: string;
}

/** Fields by fieldKey(path). */
export type FieldCatalog = Readonly<Record<string, FieldInfo>>;

export function lookupField(catalog: FieldCatalog, path: readonly string[]): FieldInfo | undefined {
  const key = fieldKey(path);
  return Object.prototype.hasOwnProperty.call(catalog, key) ? catalog[key] : undefined;
}

/**
 * Option labels by value: every node by its own value and, for nested nodes, by its `$`-joined
 * path too (the form path values take, COND-066). Earlier entries win on duplicate values.
 */
export function flattenOptionTree(nodes: readonly OptionNode[] | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (list: readonly OptionNode[], prefix: string) => {
    for (const n of list) {
      const value = String(n.value);
      const label = n.name ?? n.label ?? value;
      const path = prefix ? prefix + PATH_SEPARATOR + value : value;
      if (!out.has(path)) out.set(path, label);
      if (!out.has(value)) out.set(value, label);
      const kids = n.items ?? n.children;
      if (kids?.length) visit(kids, path);
    }
  };
  if (nodes) visit(nodes, '');
  return out;
}
