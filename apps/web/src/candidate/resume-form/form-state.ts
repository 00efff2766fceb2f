import type { DesignModule } from '@ehire/domain/resume-design/model';
import type { AnswerValue, ResumeAnswers, SectionAnswers } from '@ehire/domain/resume-design/form-answers';
import { formModules, isMultiSection } from '@ehire/domain/resume-design/form-visibility';

/**
 * The answers the form starts from: the given ones for the design's modules, else one section of
 * a one-to-one module and minCount empty sections of a multi-section module (the candidate adds
 * more up to maxCount; recordCount is shown as a recommendation).
 */
export function initialFormAnswers(
  design: { emodules: DesignModule[] },
  given: ResumeAnswers = {},
): ResumeAnswers {
  const out: ResumeAnswers = {};
  for (const m of formModules(design)) {
    const sections = given[m.modId];
    if (!isMultiSection(m)) {
      out[m.modId] = [{ ...(sections?.[0] ?? {}) }];
    } else if (sections) {
      out[m.modId] = sections.map((s) => ({ ...s }));
    } else {
      out[m.modId] = Array.from({ length: Math.max(0, m.minCount) }, () => ({}));
    }
  }
  return out;
}

export function setAnswer(
  answers: ResumeAnswers,
  modId: string,
  section: number,
  colId: string,
  value: AnswerValue,
): ResumeAnswers {
  const sections = [...(answers[modId] ?? [])];
  sections[section] = { ...(sections[section] ?? {}), [colId]: value };
  return { ...answers, [modId]: sections };
}

export function addSection(answers: ResumeAnswers, modId: string): ResumeAnswers {
  return { ...answers, [modId]: [...(answers[modId] ?? []), {} as SectionAnswers] };
}

export function removeSection(answers: ResumeAnswers, modId: string, section: number): ResumeAnswers {
  return { ...answers, [modId]: (answers[modId] ?? []).filter((_, i) => i !== section) };
}

/** The DOM id of a field's input (labels point at it; the first error scrolls to it). */
export function inputId(modId: string, section: number, colId: string): string {
  return `rf-${modId}-${section}-${colId}`;
}

export function fieldKey(modId: string, section: number, colId: string): string {
  return `${modId}/${section}/${colId}`;
}
