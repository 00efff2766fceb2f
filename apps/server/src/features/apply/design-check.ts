import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import { ResumeAnswersSchema } from '@ehire/domain/resume-design/answer-schema';
import { validateResumeAnswers } from '@ehire/domain/resume-design/form-validate';
import type { DesignModule } from '@ehire/domain/resume-design/model';
import type { OnlineResumeDesign } from './apply.service';

// The apply form is checked exactly as the designer configured it: the published modules of the
// tenant's online design version, with their display rules, required fields, formats and section
// counts (packages/domain/src/resume-design/form-validate). Hidden fields are dropped, so the
// stored answers are what the candidate could see.

export function designCheck(version: number, modules: DesignModule[]): OnlineResumeDesign {
  return {
    version,
    check(answers) {
      const parsed = ResumeAnswersSchema.safeParse(answers);
      if (!parsed.success) return { issues: ['简历内容格式不正确'], answers: {} };
      const result = validateResumeAnswers({ emodules: modules }, parsed.data as ResumeAnswers);
      return { issues: result.issues.map((issue) => issue.message), answers: result.answers };
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
