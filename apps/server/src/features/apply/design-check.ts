import { applyFieldsFromAnswers } from '@ehire/domain/apply/from-answers';
import { ApplyFields } from '@ehire/domain/contracts/talent';
import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import { ResumeAnswersSchema } from '@ehire/domain/resume-design/answer-schema';
import { validateResumeAnswers } from '@ehire/domain/resume-design/form-validate';
import type { DesignModule } from '@ehire/domain/resume-design/model';
import type { OnlineResumeDesign } from './apply.service';

// The apply form is checked exactly as the designer configured it: the published modules of the
// tenant's online design version, with their display rules, required fields, formats and section
// counts (packages/domain/src/resume-design/form-validate). Hidden fields are dropped, so the
// stored answers are what the candidate could see. The application's system fields (name,
// mobile, school, degree …) are then derived from those kept answers (issue 13 §2), by the same
// mapping the careers form runs before posting, and checked with the contract's ApplyFields: the
// request carries no system fields of its own, so a hand-made request cannot store a person its
// answers do not describe.

export function designCheck(version: number, modules: DesignModule[]): OnlineResumeDesign {
  return {
    version,
    check(answers) {
      const parsed = ResumeAnswersSchema.safeParse(answers);
      if (!parsed.success) return { ok: false, issues: ['简历内容格式不正确'] };
      const result = validateResumeAnswers({ emodules: modules }, parsed.data as ResumeAnswers);
      if (result.issues.length > 0) return { ok: false, issues: result.issues.map((issue) => issue.message) };
      const mapped = applyFieldsFromAnswers({ emodules: modules }, result.answers);
      if (!mapped.ok) return { ok: false, issues: mapped.errors };
      // The mapping trims and reads; the contract holds the limits (lengths, mobile and ID formats).
      const fields = ApplyFields.safeParse(mapped.fields);
      if (!fields.success) return { ok: false, issues: fields.error.issues.map((issue) => issue.message) };
      return { ok: true, answers: result.answers, fields: fields.data };
    },
  };
}

/** onlineDesign hook from a source of published modules (the resume-design service). */
export function onlineDesignFrom(source: {
  onlineModules(tenantId: string): Promise<{ version: number; modules: DesignModule[] }>;
}): (tenantId: string) => Promise<OnlineResumeDesign> {
  return async (tenantId) => {
    const online = await source.onlineModules(tenantId);
    return designCheck(online.version, online.modules);
  };
}
