// The record a smart rule is evaluated on (conditions/SEMANTICS.md §1): { jobs: { module: {…} } },
// a repeatable module holding a list of sections. Built from the candidate, resume and application
// columns plus the resume's answers_json; the modules of the tenant's resume design (modId →
// sections, design-fields.ts) are read by their fields' types.
import type { RuleRecord } from '../conditions/compile';
import { SMART_FIELD_PREFIX } from '../conditions/smart-rule';
import { shanghaiDayStart } from '../conditions/values';
import { designModuleRecord } from './design-fields';
import type { TargetMembership } from '../settings/target-schools';
import {
  BUILTIN_SMART_MODULES,
  OTHER_MODULE,
  smartJobValue,
  TARGET_MAJORS_COLUMN,
  TARGET_SCHOOLS_COLUMN,
  type SmartModuleDef,
} from './fields';

export interface SmartApplicationSource {
  jobId: string;
  jobFuncType: string;
  appliedAt: number;
  source: string;
  name: string;
  gender: number;
  /** yyyy-mm-dd */
  birthDate: string;
  region: string;
  school: string;
  schoolLevel: string;
  major: string;
  degree: string;
  graduationYear: number;
  /** The resume's answers_json text (free-form JSON object). */
  answersJson: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-mm-dd → the first millisecond of that day in Shanghai; undefined when unreadable. */
export function shanghaiDateToTimestamp(text: string): number | undefined {
  const m = DATE.exec(text.trim());
  if (!m) return undefined;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isFinite(utc) ? shanghaiDayStart(Math.round(utc / 86_400_000)) : undefined;
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function parseAnswers(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * answers_json → modules: an object value is a module, a list of objects a repeatable module, any
 * other value a column of module 'other'. Keys of the built-in modules are never overwritten.
 */
function answerModules(
  answers: Record<string, unknown>,
  reserved: ReadonlySet<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const other: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (key === '__proto__') continue;
    const isSectionList = Array.isArray(value) && value.length > 0 && value.every(isPlainObject);
    if ((isPlainObject(value) || isSectionList) && !reserved.has(key)) out[key] = value;
    else if (Array.isArray(value) && value.length === 0 && !reserved.has(key)) {
      // An empty list is either an empty section list or an empty value: both read as no value.
      out[key] = value;
      other[key] = value;
    } else other[key] = value;
  }
  out[OTHER_MODULE] = other;
  return out;
}

const RESERVED = new Set(['apply', 'basic', 'education', OTHER_MODULE]);

const BUILTIN_KEYS = new Set(BUILTIN_SMART_MODULES.map((m) => m.key));

/**
 * The record of an application. `design`: the tenant's design modules (designSmartModules): their
 * answers (answers_json[modId], a list of sections) are read by column type — a one-to-one module
 * is its first section, a repeatable module every section; a module without answers is absent
 * (no value, SEMANTICS.md §4). `targets`: the tenant's target solutions (targetMembership): the
 * ids of those holding the school / the major ([] when none does: 为空).
 */
export function smartRuleRecord(
  s: SmartApplicationSource,
  design: readonly SmartModuleDef[] = [],
  targets?: TargetMembership,
): RuleRecord {
  const answers = parseAnswers(s.answersJson);
  const modules = answerModules(answers, RESERVED);
  for (const mod of design) {
    if (BUILTIN_KEYS.has(mod.key)) continue;
    const value = Object.prototype.hasOwnProperty.call(answers, mod.key)
      ? designModuleRecord(mod, answers[mod.key])
      : undefined;
    // Undefined reads as a missing module (whatever shape the raw answers had).
    modules[mod.key] = value;
  }
  return {
    [SMART_FIELD_PREFIX]: {
      ...modules,
      apply: {
        job: smartJobValue(s.jobFuncType, s.jobId),
        source: s.source,
        appliedAt: s.appliedAt,
      },
      basic: {
        name: s.name,
        gender: String(s.gender),
        birthDate: shanghaiDateToTimestamp(s.birthDate),
        region: s.region,
      },
      education: {
        school: s.school,
        schoolLevel: s.schoolLevel,
        major: s.major,
        degree: s.degree,
        graduationYear: s.graduationYear,
        [TARGET_SCHOOLS_COLUMN]: [...(targets?.schools.get(s.school) ?? [])],
        [TARGET_MAJORS_COLUMN]: [...(targets?.majors.get(s.major) ?? [])],
      },
    },
  };
}
