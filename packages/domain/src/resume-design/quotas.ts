// Quotas (D2 §5; DESVAL-024..030, GAP-003, AMB-042): field-count groups of one-to-one modules
// and how many modules a design may hold.
import { DESIGN_LIMITS, MOD_TYPE, type InputType } from '../codes/resume-design';
import { DESIGN_MESSAGE as M } from './messages';
import { liveFields, liveModules, type DesignModule, type RemainingCounts } from './model';

export interface QuotaGroup {
  key: string;
  /** The X of X字段数量超出N个,请删减！ */
  label: string;
  inputTypes: readonly InputType[];
  quota: number;
}

/**
 * GAP-003: one-to-one modules hold at most this many fields per group. The groups follow the
 * candidate table's column kinds: free text, numbers, dates, attachments and choice lists.
 */
export const FIELD_QUOTA_GROUPS: readonly QuotaGroup[] = [
  { key: 'text', label: '文本类', inputTypes: [1, 3, 6], quota: 40 },
  { key: 'number', label: '数字类', inputTypes: [2], quota: 10 },
  { key: 'date', label: '日期类', inputTypes: [4], quota: 10 },
  { key: 'attachment', label: '附件类', inputTypes: [5], quota: 10 },
  { key: 'choice', label: '下拉类', inputTypes: [7, 8, 9, 10], quota: 40 },
];

/** GAP-003: a design holds at most this many one-to-one and multi-section modules. */
export const MODULE_QUOTA = { single: 30, multi: 30 } as const;

function groupCount(module: DesignModule, group: QuotaGroup): number {
  return liveFields(module).filter((f) => (group.inputTypes as readonly number[]).includes(f.inputType))
    .length;
}

/** Remaining-count info of a one-to-one module: fields still allowed per group (DES-032). */
export function remainingFieldQuota(module: DesignModule): Record<string, number> {
  const out: Record<string, number> = {};
  for (const g of FIELD_QUOTA_GROUPS) out[g.key] = g.quota - groupCount(module, g);
  return out;
}

/**
 * DESVAL-024..026: the warning lines of a one-to-one module over its group quotas, empty when
 * within them (multi-section modules have no field quota). N is the excess (AMB-042).
 */
export function quotaOverflowLines(module: DesignModule): string[] {
  if (module.modType !== MOD_TYPE.single || module.enableStatus === 0) return [];
  const lines: string[] = [];
  for (const g of FIELD_QUOTA_GROUPS) {
    const over = groupCount(module, g) - g.quota;
    if (over > 0) lines.push(M.quotaLine(g.label, over));
  }
  return lines;
}

/** Whether a field of this type may still be added to the module. */
export function canAddFieldOfType(module: DesignModule, inputType: InputType): boolean {
  if (module.modType !== MOD_TYPE.single) return true;
  const g = FIELD_QUOTA_GROUPS.find((x) => (x.inputTypes as readonly number[]).includes(inputType));
  return !g || groupCount(module, g) < g.quota;
}

/** DESVAL-029: before the server answers, 100 of each. */
export const INITIAL_REMAINING: RemainingCounts = {
  single: DESIGN_LIMITS.initialModuleAllowance,
  multi: DESIGN_LIMITS.initialModuleAllowance,
};

/** DESVAL-030: what the server returns with a design. */
export function remainingModules(modules: readonly DesignModule[]): RemainingCounts {
  const live = liveModules(modules);
  return {
    single: Math.max(0, MODULE_QUOTA.single - live.filter((m) => m.modType === MOD_TYPE.single).length),
    multi: Math.max(0, MODULE_QUOTA.multi - live.filter((m) => m.modType !== MOD_TYPE.single).length),
  };
}

/** DESVAL-027/028: the refusal of adding a module, or null. */
export function addModuleIssue(modType: number, remaining: RemainingCounts): string | null {
  if (modType === MOD_TYPE.single) return remaining.single > 0 ? null : M.singleModuleLimit;
  return remaining.multi > 0 ? null : M.multiModuleLimit;
}
