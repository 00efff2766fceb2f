// The node of region and label option trees (DATA-031): value, label, id, parent, level, status,
// hidden and children, so one chooser reads both. Data-free, so the web's choosers and the
// contracts take it without the region data (option-trees.ts builds the region tree).
import type { OptionNode } from '../conditions/fields';

export const TREE_OPTION_STATUS = { disabled: 0, enabled: 1 } as const;
type TreeOptionStatus = (typeof TREE_OPTION_STATUS)[keyof typeof TREE_OPTION_STATUS];

export interface TreeOption extends OptionNode {
  value: string;
  label: string;
  id: string;
  /** The parent node's id; null at the top level. */
  parent: string | null;
  /** 1 for the top level (a province, a label), 2 below it (a city or a district). */
  level: number;
  status: TreeOptionStatus;
  hidden: boolean;
  children: TreeOption[];
}

/**
 * What a city chooser offers, by province: a province's visible cities, or the province itself
 * when it is a single city (every city hidden, VAL-008's municipal codes). Hidden provinces are
 * left out.
 */
export function cityChoices(tree: readonly TreeOption[]): Array<{ province: string; cities: string[] }> {
  return tree
    .filter((p) => !p.hidden && p.status === TREE_OPTION_STATUS.enabled)
    .map((p) => {
      const cities = p.children.filter((c) => !c.hidden && c.status === TREE_OPTION_STATUS.enabled);
      return { province: p.label, cities: cities.length > 0 ? cities.map((c) => c.label) : [p.label] };
    });
}

/** The tenant's talent labels as a one-level tree (value and label are the label's name). */
export function labelOptionTree(labels: ReadonlyArray<{ id: string; name: string }>): TreeOption[] {
  return labels.map((l) => ({
    value: l.name,
    label: l.name,
    id: l.id,
    parent: null,
    level: 1,
    status: TREE_OPTION_STATUS.enabled,
    hidden: false,
    children: [],
  }));
}
