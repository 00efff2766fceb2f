// Display rules (显示规则) applied to a filled form: which modules and fields a candidate sees
// for the answers so far. Rules are the designer's (emodulesShowSets / ecolumnsShowSets, D2 §3),
// evaluated with the one condition engine (packages/domain/src/conditions), so the form, the
// server's submit check and the designer's preview agree.
//
// Semantics (COND-061..065 and our decisions, see the report):
// - A rule's target (showIds) is shown only while the rule holds. A module or field that no rule
//   targets is always shown; one targeted by several rules shows when any of them holds.
// - Module rules (emodulesShowSets of any module) target module ids; field rules
//   (ecolumnsShowSets of a module) target the column ids of that module.
// - Conditions read the answers the candidate can see: a hidden module's or field's answer counts
//   as no value, so rules chain. Re-evaluated until nothing changes (bounded; a rule cycle that
//   never settles keeps the last round).
// - A multi-section trigger module applies each condition's section rule: 每段均满足 ('1',
//   default) every section, 任意一段满足 ('2') any section (COND-028/029/063).
// - resumesubEcolumnsShowType '2' (COND-065): in a multi-section module the target field shows in
//   the sections where the rule holds when that section alone stands for its module; conditions
//   on other modules read as usual. '1' (default): every section shows alike.
// - A rule the engine cannot read (unknown operation, bad value) is left out: its targets show.
import { compileRule, type Predicate, type RuleRecord } from '../conditions/compile';
import { displayRuleToAst, INPUT_TYPE_FIELD_TYPE } from '../conditions/display-rule';
import type { FieldCatalog, FieldInfo } from '../conditions/fields';
import { shanghaiDayStart } from '../conditions/values';
import { CHECK_TYPE, ENABLE_STATUS, INPUT_TYPE, MOD_TYPE } from '../codes/resume-design';
import { isCalendarDay, isYearMonth, fileExtension } from './check-types';
import {
  isAttachmentAnswer,
  isBlankAnswer,
  isCertificateAnswer,
  type AnswerValue,
  type ResumeAnswers,
  type SectionAnswers,
} from './form-answers';
import {
  liveFields,
  liveModules,
  shownTitle,
  type Design,
  type DesignField,
  type DesignModule,
  type ShowRule,
} from './model';

/** The modules of a design a candidate fills: live (not deleted) and enabled, in order. */
export function formModules(design: Pick<Design, 'emodules'>): DesignModule[] {
  return liveModules(design.emodules).filter((m) => Number(m.enableStatus) === ENABLE_STATUS.start);
}

export function isMultiSection(m: Pick<DesignModule, 'modType'>): boolean {
  return Number(m.modType) !== MOD_TYPE.single;
}

/** The condition-engine catalogue of a design's fields, keyed modId.colId. */
export function designFieldCatalog(modules: readonly DesignModule[]): FieldCatalog {
  const out: Record<string, FieldInfo> = {};
  for (const m of modules) {
    for (const f of liveFields(m)) {
      const fieldType = INPUT_TYPE_FIELD_TYPE[f.inputType];
      if (fieldType === undefined) continue;
      out[`${m.modId}.${f.colId}`] = {
        label: shownTitle(f),
        fieldType,
        repeatable: isMultiSection(m),
        inputType: f.inputType,
        dictType: f.dictType,
        ...(f.customerDictId ? { customerDictId: f.customerDictId } : {}),
      };
    }
  }
  return out;
}

const DAY_MS = 86_400_000;

function dayStart(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return shanghaiDayStart(Math.round(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS));
}

/** An answer as the condition engine reads it (SEMANTICS.md §2, §7, §8). */
export function conditionValueOf(field: DesignField, value: AnswerValue | undefined): unknown {
  if (value === undefined || isBlankAnswer(value)) return null;
  if (isCertificateAnswer(value)) return value.number.trim();
  if (isAttachmentAnswer(value)) return [fileExtension(value.name)];
  if (field.inputType === INPUT_TYPE.date && typeof value === 'string') {
    const text = value.trim();
    // Year-month answers stand for the first day of the month.
    if (Number(field.checkType) === CHECK_TYPE.yearMonth && isYearMonth(text)) return dayStart(`${text}-01`);
    return isCalendarDay(text) ? dayStart(text) : null;
  }
  return value;
}

interface CompiledRule {
  /** The module the rule belongs to (field rules target its fields). */
  owner: DesignModule;
  predicate: Predicate;
  targets: string[];
  perSection: boolean;
}

function compileRules(
  rules: readonly ShowRule[],
  owner: DesignModule,
  catalog: FieldCatalog,
  fieldRules: boolean,
): CompiledRule[] {
  const out: CompiledRule[] = [];
  for (const rule of rules ?? []) {
    try {
      const predicate = compileRule(displayRuleToAst(rule, catalog));
      out.push({
        owner,
        predicate,
        targets: (rule.target ?? []).map(String),
        perSection: fieldRules && isMultiSection(owner) && String(rule.resumesubEcolumnsShowType) === '2',
      });
    } catch {
      // Left out (see the header): an unreadable rule must not hide what it targets forever.
    }
  }
  return out;
}

/** Which modules and fields are shown, for one state of the answers. */
export interface FormVisibility {
  hiddenModules: ReadonlySet<string>;
  /** Hidden column ids by modId and section index. */
  hiddenFields: ReadonlyMap<string, readonly ReadonlySet<string>[]>;
}

export function isModuleShown(v: FormVisibility, modId: string): boolean {
  return !v.hiddenModules.has(modId);
}

export function isFieldShown(v: FormVisibility, modId: string, section: number, colId: string): boolean {
  return !v.hiddenModules.has(modId) && !(v.hiddenFields.get(modId)?.[section]?.has(colId) ?? false);
}

/** The sections of a module in the answers: one for a one-to-one module, whatever was sent. */
export function sectionsOf(m: DesignModule, answers: ResumeAnswers): SectionAnswers[] {
  const given = answers[m.modId] ?? [];
  if (!isMultiSection(m)) return [given[0] ?? {}];
  return given;
}

function buildRecord(
  modules: readonly DesignModule[],
  answers: ResumeAnswers,
  v: FormVisibility,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const m of modules) {
    if (v.hiddenModules.has(m.modId)) continue;
    const fields = liveFields(m);
    const sections = sectionsOf(m, answers).map((section, i) => {
      const out: Record<string, unknown> = {};
      for (const f of fields) {
        if (!isFieldShown(v, m.modId, i, f.colId)) continue;
        out[f.colId] = conditionValueOf(f, section[f.colId]);
      }
      return out;
    });
    record[m.modId] = isMultiSection(m) ? sections : sections[0];
  }
  return record;
}

function sameVisibility(a: FormVisibility, b: FormVisibility): boolean {
  if (a.hiddenModules.size !== b.hiddenModules.size) return false;
  for (const id of a.hiddenModules) if (!b.hiddenModules.has(id)) return false;
  const keys = new Set([...a.hiddenFields.keys(), ...b.hiddenFields.keys()]);
  for (const k of keys) {
    const x = a.hiddenFields.get(k) ?? [];
    const y = b.hiddenFields.get(k) ?? [];
    const n = Math.max(x.length, y.length);
    for (let i = 0; i < n; i++) {
      const sx = x[i] ?? new Set<string>();
      const sy = y[i] ?? new Set<string>();
      if (sx.size !== sy.size) return false;
      for (const id of sx) if (!sy.has(id)) return false;
    }
  }
  return true;
}

/** A design's display rules compiled once; `evaluate` gives the visibility for some answers. */
export interface CompiledDisplayRules {
  evaluate(answers: ResumeAnswers): FormVisibility;
}

export function compileDisplayRules(design: Pick<Design, 'emodules'>): CompiledDisplayRules {
  const modules = formModules(design);
  const catalog = designFieldCatalog(modules);
  const moduleRules = modules.flatMap((m) => compileRules(m.emodulesShowSets, m, catalog, false));
  const fieldRules = modules.flatMap((m) => compileRules(m.ecolumnsShowSets, m, catalog, true));
  const moduleIds = new Set(modules.map((m) => m.modId));

  function round(answers: ResumeAnswers, current: FormVisibility): FormVisibility {
    const record: RuleRecord = buildRecord(modules, answers, current);
    const targeted = new Set<string>();
    const shown = new Set<string>();
    for (const r of moduleRules) {
      const holds = r.predicate(record);
      for (const t of r.targets) {
        if (!moduleIds.has(t)) continue;
        targeted.add(t);
        if (holds) shown.add(t);
      }
    }
    const hiddenModules = new Set([...targeted].filter((t) => !shown.has(t)));

    const hiddenFields = new Map<string, Set<string>[]>();
    for (const m of modules) {
      const rules = fieldRules.filter((r) => r.owner === m);
      if (rules.length === 0) continue;
      const colIds = new Set(liveFields(m).map((f) => f.colId));
      const count = sectionsOf(m, answers).length;
      const perSection: Set<string>[] = [];
      for (let i = 0; i < count; i++) {
        const targetedHere = new Set<string>();
        const shownHere = new Set<string>();
        const sectionRecord: RuleRecord | undefined = rules.some((r) => r.perSection)
          ? { ...record, [m.modId]: [(record[m.modId] as unknown[] | undefined)?.[i] ?? {}] }
          : undefined;
        for (const r of rules) {
          const holds = r.predicate(r.perSection && sectionRecord ? sectionRecord : record);
          for (const t of r.targets) {
            if (!colIds.has(t)) continue;
            targetedHere.add(t);
            if (holds) shownHere.add(t);
          }
        }
        perSection.push(new Set([...targetedHere].filter((t) => !shownHere.has(t))));
      }
      hiddenFields.set(m.modId, perSection);
    }
    return { hiddenModules, hiddenFields };
  }

  return {
    evaluate(answers) {
      let current: FormVisibility = { hiddenModules: new Set(), hiddenFields: new Map() };
      const limit = moduleRules.length + fieldRules.length + 2;
      for (let i = 0; i < limit; i++) {
        const next = round(answers, current);
        if (sameVisibility(next, current)) return next;
        current = next;
      }
      return current;
    },
  };
}

/** One-off: the visibility of a design for some answers. */
export function formVisibility(design: Pick<Design, 'emodules'>, answers: ResumeAnswers): FormVisibility {
  return compileDisplayRules(design).evaluate(answers);
}
