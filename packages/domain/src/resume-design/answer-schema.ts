// The wire schema of resume answers and the server's check on submit: apart from the rules the
// form runs as the candidate types (form-validate.ts) so the careers site loads no zod (issue 13 §4).
import { z } from 'zod';
import type { DesignModule } from './model';
import type { ResumeAnswers } from './form-answers';
import { describeIssue, validateResumeAnswers, type ValidateOptions } from './form-validate';

// The wire schema of answers: permissive on what each value is (the validator reports bad values
// with the field's message), strict on the overall shape, and bounded so a request cannot be huge.
const CertificateAnswerSchema = z.object({
  certType: z.number().int().nullable(),
  number: z.string().max(100),
});
const AttachmentAnswerSchema = z.object({
  fileId: z.string().max(200),
  name: z.string().max(500),
  size: z.number().nonnegative(),
});
export const AnswerValueSchema = z.union([
  z.string().max(20_000),
  z.array(z.string().max(500)).max(200),
  CertificateAnswerSchema,
  AttachmentAnswerSchema,
  z.null(),
]);
export const ResumeAnswersSchema = z.record(
  z.string().max(100),
  z.array(z.record(z.string().max(100), AnswerValueSchema.optional())).max(50),
);

export const ANSWERS_SHAPE_MESSAGE = '简历内容格式不正确';

/**
 * The server's check on submit (the application flow's OnlineResumeDesign.check): answers of
 * unknown shape in, one zh-CN line per problem (describeIssue) and the answers to store out.
 */
export function checkResumeAnswers(
  design: { emodules: DesignModule[] },
  raw: unknown,
  options: ValidateOptions = {},
): { issues: string[]; answers: ResumeAnswers } {
  const parsed = ResumeAnswersSchema.safeParse(raw ?? {});
  if (!parsed.success) return { issues: [ANSWERS_SHAPE_MESSAGE], answers: {} };
  const result = validateResumeAnswers(design, parsed.data as ResumeAnswers, options);
  return { issues: result.issues.map((issue) => describeIssue(design, issue)), answers: result.answers };
}
