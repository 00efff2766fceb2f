// The save / submit check of a whole design (D2 §5 "Save and submit checks"; DESVAL-019..037):
// normalisation before saving, then one ModuleSaveFail per module with per-field messages, the
// same on the client (before sending) and on the server (the answer's emoduleSaveFails).
import { CHECK_TYPE, DICTIONARY_TYPE, ENABLE_STATUS, MOD_TYPE } from '../codes/resume-design';
import { getSystemDictionary } from '../dictionaries/system';
import { fieldKey } from '../conditions/ast';
import { INPUT_TYPE_FIELD_TYPE, validateDisplayRule } from '../conditions/display-rule';
import type { FieldCatalog, FieldInfo } from '../conditions/fields';
import { normalizeDateCheckType } from './changes';
import { dictionaryIssue, normalizeItems, normalizeSystemTableName, rankIssue } from './choice-list';
import {
  blankLengthDefault,
  charLimitIssue,
  checkTypeIssue,
  fieldTitleIssues,
  minFileSizeIssue,
  multiLimitIssue,
} from './field-rules';
import { DESIGN_MESSAGE as M } from './messages';
import {
  liveFields,
  liveModules,
  type DesignField,
  type DesignModule,
  type ModuleSaveFail,
  type ShowRule,
} from './model';
import { moduleTitleIssues, normalizeCounts, trimTitle } from './module-rules';
import { quotaOverflowLines } from './quotas';

const JOIN = '；';

/** The field catalogue display rules are checked against: every live field by [modId, colId]. */
export function designFieldCatalog(modules: readonly DesignModule[]): FieldCatalog {
  const out: Record<string, FieldInfo> = {};
  for (const m of liveModules(modules)) {
    for (const f of liveFields(m)) {
      const fieldType = INPUT_TYPE_FIELD_TYPE[f.inputType];
      if (fieldType === undefined) continue;
      const info: FieldInfo = {
        label: f.cname || f.colId,
        fieldType,
        repeatable: m.modType !== MOD_TYPE.single,
        inputType: f.inputType,
        dictType: f.dictType,
      };
      if (f.dictData.length > 0) info.options = f.dictData;
      if (f.customerDictId) info.customerDictId = f.customerDictId;
      out[fieldKey([m.modId, f.colId])] = info;
    }
  }
  return out;
}

function normalizeField(f: DesignField): DesignField {
  const out: DesignField = {
    ...f,
    cname: trimTitle(f.cname),
    ename: trimTitle(f.ename),
    colName: f.colName || f.colId,
    systemDdTableName: normalizeSystemTableName(f.systemDdTableName),
    dictData: normalizeItems(f.dictData),
    inputLen: blankLengthDefault(f),
  };
  if (out.checkType !== CHECK_TYPE.certificate) out.certType = [];
  return normalizeDateCheckType(out);
}

/** Rules may only refer to live fields of live modules; anything else is pruned (DES-119..121). */
function pruneDanglingRules(modules: DesignModule[]): DesignModule[] {
  const live = liveModules(modules);
  const fieldKeys = new Set(live.flatMap((m) => liveFields(m).map((f) => fieldKey([m.modId, f.colId]))));
  const modIds = new Set(live.filter((m) => m.enableStatus === ENABLE_STATUS.start).map((m) => m.modId));
  const prune = (rules: ShowRule[], targetOk: (t: string) => boolean): ShowRule[] =>
    rules.flatMap((r) => {
      const conditions = r.conditions.filter(
        (c) => fieldKeys.has(fieldKey(c.field)) && modIds.has(c.field[0] ?? ''),
      );
      const target = (r.target ?? []).filter(targetOk);
      return conditions.length === 0 || target.length === 0 ? [] : [{ ...r, conditions, target }];
    });
  return modules.map((m) => {
    if (m.deleteStatus === 1 || m.enableStatus !== ENABLE_STATUS.start)
      return { ...m, emodulesShowSets: [], ecolumnsShowSets: [] };
    const colIds = new Set(liveFields(m).map((f) => f.colId));
    return {
      ...m,
      emodulesShowSets: prune(m.emodulesShowSets, (t) => modIds.has(t)),
      ecolumnsShowSets: prune(m.ecolumnsShowSets, (t) => colIds.has(t)),
    };
  });
}

/**
 * Normalisation before a save (DESVAL-019/020/031/032, DES-046, DES-118, DESVAL-009..017):
 * trimmed titles, blank-length defaults, clamped counts, upper-cased table names, date check
 * types, and display rules pruned of fields and modules that are gone.
 */
export function prepareDesignForSave(modules: readonly DesignModule[]): DesignModule[] {
  const next = modules.map((m) =>
    normalizeCounts({
      ...m,
      cname: trimTitle(m.cname),
      ename: trimTitle(m.ename),
      modName: m.modName || m.modId,
      ecolumns: m.ecolumns.map((f) => normalizeField({ ...f, modId: m.modId })),
    }),
  );
  return pruneDanglingRules(next);
}

function fieldMessages(f: DesignField, module: DesignModule): string[] {
  const t = fieldTitleIssues(f, module.ecolumns, module.isBelongEn);
  const out = [t.cname, t.ename, t.memo].filter((x): x is string => !!x);
  if (
    f.dictType === DICTIONARY_TYPE.system &&
    f.systemDdTableName &&
    !getSystemDictionary(f.systemDdTableName)
  )
    out.push(M.systemDictMissing);
  const limit = charLimitIssue(f, f.inputLen);
  if (limit) out.push(limit);
  for (const issue of [
    checkTypeIssue(f),
    dictionaryIssue(f),
    rankIssue(f),
    multiLimitIssue(f),
    minFileSizeIssue(f),
  ]) {
    if (issue && !out.includes(issue)) out.push(issue);
  }
  return out;
}

/**
 * The check of D2 §5 on a prepared design: one entry per module with a problem, carrying the
 * module's own messages (titles, DESVAL-021 empty module, DESVAL-024..026 quota lines, display
 * rules) and one entry per field with its messages. Empty: the design may be saved.
 */
export function validateDesign(modules: readonly DesignModule[]): ModuleSaveFail[] {
  const live = liveModules(modules);
  const catalog = designFieldCatalog(modules);
  const fails: ModuleSaveFail[] = [];
  for (const m of live) {
    const own: string[] = [];
    const t = moduleTitleIssues(m, live);
    for (const x of [t.cname, t.ename, t.memo]) if (x) own.push(x);
    const fields = liveFields(m);
    if (m.enableStatus === ENABLE_STATUS.start && fields.length === 0) own.push(M.emptyModule);
    const quota = quotaOverflowLines(m);
    if (quota.length > 0) own.push(`${M.quotaTitle}：${quota.join(JOIN)}`);
    for (const rule of [...m.emodulesShowSets, ...m.ecolumnsShowSets]) {
      const issues = validateDisplayRule(rule, catalog, { designer: true });
      if (issues.length > 0) {
        own.push(`显示规则：${issues[0]?.message ?? M.select}`);
        break;
      }
    }
    const ecolumns = fields.flatMap((f) => {
      const msgs = fieldMessages(f, m);
      return msgs.length === 0 ? [] : [{ ecolumnsColId: f.colId, ecolumnsErrorMsg: msgs.join(JOIN) }];
    });
    if (own.length > 0 || ecolumns.length > 0) {
      fails.push({ emodulesModId: m.modId, emodulesErrorMsg: own.join(JOIN), ecolumns });
    }
  }
  return fails;
}

/** DESVAL-035/036: the save failures (or review reasons) set as rejectReason on the design. */
export function applySaveFails(
  modules: readonly DesignModule[],
  fails: readonly ModuleSaveFail[],
): DesignModule[] {
  const byMod = new Map(fails.map((f) => [f.emodulesModId, f]));
  return modules.map((m) => {
    const fail = byMod.get(m.modId);
    const cols = new Map((fail?.ecolumns ?? []).map((c) => [c.ecolumnsColId, c.ecolumnsErrorMsg]));
    return {
      ...m,
      rejectReason: fail?.emodulesErrorMsg ?? '',
      ecolumns: m.ecolumns.map((c) => ({ ...c, rejectReason: cols.get(c.colId) ?? '' })),
    };
  });
}

/** DES-094 / DESVAL-022: the first module (in order) or field with a reason. */
export function firstRejected(
  modules: readonly DesignModule[],
): { modId: string; colId: string | null } | null {
  for (const m of liveModules(modules)) {
    if (m.rejectReason) return { modId: m.modId, colId: null };
    const f = liveFields(m).find((c) => c.rejectReason);
    if (f) return { modId: m.modId, colId: f.colId };
  }
  return null;
}
