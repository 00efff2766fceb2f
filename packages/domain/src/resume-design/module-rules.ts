// Module title and count rules (D2 §5; DESVAL-001..019, DES-111, GAP-059, GAP-060).
import { BELONG_EN, DESIGN_LIMITS, isCustomModForm, MOD_FORM, MOD_TYPE } from '../codes/resume-design';
import { DESIGN_MESSAGE as M } from './messages';
import type { DesignModule } from './model';

/** DESVAL-019 / DESVAL-020: names are trimmed before validation and saving. */
export function trimTitle(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function charCount(s: string): number {
  // AMB-036: plain characters (code points), not weighted.
  return [...s].length;
}

export interface ModuleTitleIssues {
  cname?: string;
  ename?: string;
  memo?: string;
}

/**
 * DESVAL-001..008: the module's own title issues against the other live modules. `inline`
 * picks the inline message for an over-long title (长度最多 50 个字符) instead of the save-time
 * one (标题最多50个字符), AMB-036.
 */
export function moduleTitleIssues(
  module: Pick<DesignModule, 'modId' | 'cname' | 'ename' | 'memo' | 'isBelongEn'>,
  others: readonly Pick<DesignModule, 'modId' | 'cname' | 'ename' | 'deleteStatus'>[],
  options: { inline?: boolean } = {},
): ModuleTitleIssues {
  const out: ModuleTitleIssues = {};
  const cname = trimTitle(module.cname);
  const ename = trimTitle(module.ename);
  const peers = others.filter((o) => o.modId !== module.modId && o.deleteStatus !== 1);
  if (cname === '') out.cname = M.moduleCnameRequired;
  else if (charCount(cname) > DESIGN_LIMITS.moduleTitleMax)
    out.cname = options.inline ? M.moduleTitleTooLongInline : M.moduleTitleTooLong;
  else if (peers.some((o) => trimTitle(o.cname) === cname)) out.cname = M.moduleCnameDuplicate;

  const english = module.isBelongEn === BELONG_EN.english;
  if (ename === '') {
    if (english) out.ename = M.moduleEnameRequired;
  } else if (charCount(ename) > DESIGN_LIMITS.moduleTitleMax) {
    out.ename = options.inline ? M.moduleTitleTooLongInline : M.moduleEnameTooLong;
  } else if (peers.some((o) => trimTitle(o.ename).toLowerCase() === ename.toLowerCase())) {
    out.ename = M.moduleEnameDuplicate;
  }
  if (charCount(module.memo ?? '') > DESIGN_LIMITS.moduleMemoMax) out.memo = M.moduleMemoTooLong;
  return out;
}

/** A count input as typed: an integer, or null when not a whole number (DESVAL-009/012). */
export function parseCount(input: unknown): number | null {
  if (typeof input === 'number') return Number.isInteger(input) ? input : null;
  if (typeof input === 'string' && /^\s*-?\d+\s*$/.test(input)) return Number(input.trim());
  return null;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** DESVAL-010/011: minCount clamped to 0..15 and never above maxCount. */
export function clampMinCount(value: number, maxCount: number): number {
  return clamp(value, DESIGN_LIMITS.countMin, Math.min(DESIGN_LIMITS.countMax, maxCount));
}

/** DESVAL-013/014: maxCount at least minCount and capped at 15. */
export function clampMaxCount(value: number, minCount: number): number {
  return clamp(value, Math.max(DESIGN_LIMITS.countMin, minCount), DESIGN_LIMITS.countMax);
}

/** DESVAL-016/017: recordCount within 0..maxCount; empty falls back to minCount. */
export function resolveRecordCount(
  value: number | null | undefined,
  minCount: number,
  maxCount: number,
): number {
  if (value === null || value === undefined || !Number.isInteger(value)) return minCount;
  return clamp(value, DESIGN_LIMITS.countMin, maxCount);
}

/**
 * The counts as stored: multi-section modules clamped by DESVAL-009..017; one-to-one modules
 * always hold exactly one entry (GAP-060: min 1, max 1, recommended 1).
 */
export function normalizeCounts<
  T extends Pick<DesignModule, 'modType' | 'minCount' | 'maxCount' | 'recordCount'>,
>(module: T): T {
  if (module.modType === MOD_TYPE.single) return { ...module, minCount: 1, maxCount: 1, recordCount: 1 };
  const rawMax = Number.isInteger(module.maxCount) ? module.maxCount : DESIGN_LIMITS.defaultMaxCount;
  const rawMin = Number.isInteger(module.minCount) ? module.minCount : 0;
  const maxCount = clamp(rawMax, DESIGN_LIMITS.countMin, DESIGN_LIMITS.countMax);
  const minCount = clampMinCount(rawMin, maxCount);
  const recordCount = resolveRecordCount(module.recordCount, minCount, maxCount);
  return { ...module, minCount, maxCount: clampMaxCount(maxCount, minCount), recordCount };
}

/** DES-111 / AMB-052: only custom module forms (1, 3) may be deleted. */
export function canDeleteModule(module: Pick<DesignModule, 'modForm'>): boolean {
  return isCustomModForm(module.modForm);
}

/** DES-104: fixed modules lock the enable switch. */
export function enableSwitchLocked(module: Pick<DesignModule, 'modForm'>): boolean {
  return module.modForm === MOD_FORM.fixed;
}

/** DESVAL-018 / GAP-059: fixed modules lock their titles unless titleEditable is set. */
export function moduleTitlesLocked(module: Pick<DesignModule, 'modForm' | 'titleEditable'>): boolean {
  return module.modForm === MOD_FORM.fixed && module.titleEditable !== true;
}

/**
 * The hint beside a multi-section module of the apply form (issue 20 §2): it says what the check
 * requires (minCount, DESCONST-005) and only then what is recommended (recordCount), so a
 * required module is never labelled as a mere suggestion.
 */
export function sectionCountHint(module: Pick<DesignModule, 'minCount' | 'recordCount'>): string {
  const recommended = module.recordCount ?? 0;
  if (module.minCount >= 1) {
    return recommended > module.minCount
      ? `必填，至少${module.minCount}段，建议${recommended}段`
      : `必填，至少${module.minCount}段`;
  }
  return recommended > 0 ? `选填，建议填写${recommended}段` : '选填';
}
