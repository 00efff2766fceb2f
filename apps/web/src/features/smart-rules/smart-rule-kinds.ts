// The three kinds of smart operations rules and their pages (routes.ts: tagManagement,
// scoreManagement, flowManagement and their edit / detail children).
import { PERMISSION, type PermissionKey } from '@ehire/domain/codes/permissions';
import { SMART_RULE_KIND_LABEL, type SmartRuleKind } from '@ehire/domain/contracts/smart-rules';

const BASE = '/new/systemManagement';

export interface SmartRuleKindConfig {
  kind: SmartRuleKind;
  label: string;
  permission: PermissionKey;
  listPath: string;
  editPath: string;
  detailPath: string;
}

export const SMART_RULE_KIND_CONFIG: Readonly<Record<SmartRuleKind, SmartRuleKindConfig>> = {
  tag: {
    kind: 'tag',
    label: SMART_RULE_KIND_LABEL.tag,
    permission: PERMISSION.smartTag,
    listPath: `${BASE}/tagManagement`,
    editPath: `${BASE}/tagManagement/edit`,
    detailPath: `${BASE}/tagManagement/detail`,
  },
  score: {
    kind: 'score',
    label: SMART_RULE_KIND_LABEL.score,
    permission: PERMISSION.smartScore,
    listPath: `${BASE}/scoreManagement`,
    editPath: `${BASE}/scoreManagement/scoreEdit`,
    detailPath: `${BASE}/scoreManagement/scoreDetail`,
  },
  flow: {
    kind: 'flow',
    label: SMART_RULE_KIND_LABEL.flow,
    permission: PERMISSION.smartFlow,
    listPath: `${BASE}/flowManagement`,
    editPath: `${BASE}/flowManagement/flowEdit`,
    detailPath: `${BASE}/flowManagement/flowDetail`,
  },
};

/** The edit page of a rule set (`?id=`), or of a new one. */
export function editUrl(kind: SmartRuleKind, id?: string): string {
  const path = SMART_RULE_KIND_CONFIG[kind].editPath;
  return id ? `${path}?id=${encodeURIComponent(id)}` : path;
}

/** The detail page of a rule set: `?id=` on the detail child (smart tags also answer at /:id). */
export function detailUrl(kind: SmartRuleKind, id: string): string {
  return `${SMART_RULE_KIND_CONFIG[kind].detailPath}?id=${encodeURIComponent(id)}`;
}
