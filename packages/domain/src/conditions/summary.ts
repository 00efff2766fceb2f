// The zh-CN one-line summary of a rule, for rule lists and confirmations:
// 学历 等于任一 硕士、博士 且 毕业年份 介于 2024 至 2026
import { fieldKey, isGroup, type Condition, type RuleNode, type Scalar } from './ast';
import { flattenOptionTree, lookupField, type FieldCatalog, type FieldInfo } from './fields';
import { GROUP_OP_LABEL, OPERATOR_LABEL, SECTION_RULE_LABEL, VALUE_KIND_OF } from './operators';
import { PATH_SEPARATOR, formatShanghaiDate, readTimestamp } from './values';

export const EMPTY_RULE_SUMMARY = '（无条件）';

type LabelCache = Map<string, Map<string, string>>;

function optionLabels(cache: LabelCache, key: string, info: FieldInfo | undefined): Map<string, string> {
  let m = cache.get(key);
  if (!m) {
    m = flattenOptionTree(info?.options);
    cache.set(key, m);
  }
  return m;
}

function formatValue(c: Condition, v: Scalar, labels: Map<string, string>): string {
  switch (VALUE_KIND_OF[c.fieldType]) {
    case 'number':
      return String(v).trim();
    case 'date': {
      const t = readTimestamp(v);
      return t === undefined ? String(v) : formatShanghaiDate(t);
    }
    case 'text':
      return `“${String(v).trim()}”`;
    case 'code':
    case 'codes':
      return labels.get(String(v)) ?? String(v);
    case 'path': {
      // Each level by its label: 广东/深圳.
      const segs = String(v).split(PATH_SEPARATOR);
      return segs
        .map((seg, i) => labels.get(segs.slice(0, i + 1).join(PATH_SEPARATOR)) ?? labels.get(seg) ?? seg)
        .join('/');
    }
  }
}

function summarizeCondition(c: Condition, fields: FieldCatalog, cache: LabelCache): string {
  const info = lookupField(fields, c.field);
  const name = info?.label ?? fieldKey(c.field);
  const section = info?.repeatable ? `（${SECTION_RULE_LABEL[c.sectionRule === '2' ? '2' : '1']}）` : '';
  if (c.operator === 'isEmpty') {
    const yes = c.value === 1 || c.value === '1';
    return `${name} ${yes ? '为空' : '不为空'}${section}`;
  }
  const labels = optionLabels(cache, fieldKey(c.field), info);
  const fmt = (v: Scalar) => formatValue(c, v, labels);
  const values = Array.isArray(c.value) ? c.value : [c.value];
  const shown =
    c.operator === 'between' && values.length === 2
      ? `${fmt(values[0])} 至 ${fmt(values[1])}`
      : values.map(fmt).join('、');
  return `${name} ${OPERATOR_LABEL[c.operator]} ${shown}${section}`;
}

function summarizeNode(node: RuleNode, fields: FieldCatalog, cache: LabelCache, nested: boolean): string {
  if (!isGroup(node)) return summarizeCondition(node, fields, cache);
  if (node.children.length === 0) return EMPTY_RULE_SUMMARY;
  const text = node.children
    .map((child) => summarizeNode(child, fields, cache, true))
    .join(` ${GROUP_OP_LABEL[node.op]} `);
  return nested && node.children.length > 1 ? `（${text}）` : text;
}

/** One line describing the rule with field labels and option labels from the catalogue. */
export function summarizeRule(rule: RuleNode, fields: FieldCatalog = {}): string {
  return summarizeNode(rule, fields, new Map(), false);
}
