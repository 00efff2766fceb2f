// Tests, the e2e harness and the benches apply as a candidate would: with answers of the online
// resume design, from which the server derives the application's system fields (issue 13 §2).
// `answersOf` is the inverse of applyFieldsFromAnswers for the default design (presets.ts):
// it writes a plain person into the fixed fields of 基本信息 (sub01) and 教育经历 (sub10).
// `applyTestDesign` is the default design with only what an application needs required, so a
// test can apply without an email, ID number or birth date, as a tenant's own design may allow.
import { CERT_TYPE } from '../../codes/resume-design';
import type { ApplyFields, ApplyRequest } from '../../contracts/talent';
import type { ResumeAnswers, SectionAnswers } from '../../resume-design/form-answers';
import type { DesignModule } from '../../resume-design/model';
import { defaultDesign } from '../../resume-design/presets';
import { APPLY_FIELD } from '../from-answers';

/** A person as a test writes it; what is left out is a typical student's (or blank). */
export type Applicant = Pick<ApplyFields, 'name' | 'mobile'> &
  Partial<Omit<ApplyFields, 'name' | 'mobile' | 'region'>>;

/** Years of study before graduating, for the 入学时间 the default design requires. */
const STUDY_YEARS: Record<ApplyFields['degree'], number> = { 大专: 3, 本科: 4, 硕士: 3, 博士: 4 };

/** The answers of the default design that applyFieldsFromAnswers maps back to `person`. */
export function answersOf(person: Applicant): ResumeAnswers {
  const degree = person.degree ?? '本科';
  const graduationYear = person.graduationYear ?? 2026;
  const basic: SectionAnswers = {
    [APPLY_FIELD.name]: person.name,
    [APPLY_FIELD.gender]: (person.gender ?? 1) === 1 ? '男' : '女',
    [APPLY_FIELD.mobile]: person.mobile,
  };
  if (person.birthDate) basic[APPLY_FIELD.birthDate] = person.birthDate;
  if (person.idNumber) basic[APPLY_FIELD.idNumber] = { certType: CERT_TYPE.prcId, number: person.idNumber };
  if (person.email) basic[APPLY_FIELD.email] = person.email;
  return {
    sub01: [basic],
    sub10: [
      {
        [APPLY_FIELD.degree]: degree,
        [APPLY_FIELD.school]: person.school ?? '浙江大学',
        [APPLY_FIELD.major]: person.major ?? '计算机科学与技术',
        CCA3: `${graduationYear - STUDY_YEARS[degree]}-09`,
        [APPLY_FIELD.graduation]: `${graduationYear}-06`,
      },
    ],
  };
}

/** What applyFieldsFromAnswers requires; every other field of the test design is optional. */
const NEEDED: ReadonlySet<string> = new Set([
  APPLY_FIELD.name,
  APPLY_FIELD.gender,
  APPLY_FIELD.mobile,
  APPLY_FIELD.degree,
  APPLY_FIELD.school,
  APPLY_FIELD.major,
  APPLY_FIELD.graduation,
  'CCA3',
]);

/** The default design with only the fields an application needs required (see above). */
export function applyTestDesign(): DesignModule[] {
  return defaultDesign().map((module) => ({
    ...module,
    ecolumns: module.ecolumns.map((field) =>
      module.modId === 'sub01' && !NEEDED.has(field.colId) ? { ...field, isMustUsed: 0 } : field,
    ),
  }));
}

/** A person and what else one submit carries; `answers` adds modules beyond the fixed ones. */
export type ApplyAs = Applicant & Omit<ApplyRequest, 'answers'> & { answers?: ResumeAnswers };

/** The body of POST …/jobs/:id/apply for `applicant`: answers only, no system fields. */
export function applyRequestOf(applicant: ApplyAs): ApplyRequest {
  const { answers, attachments, ref, submitKey, consentAccepted, ...person } = applicant;
  return {
    answers: { ...answersOf(person), ...answers },
    attachments: attachments ?? [],
    ...(ref !== undefined ? { ref } : {}),
    ...(submitKey !== undefined ? { submitKey } : {}),
    ...(consentAccepted !== undefined ? { consentAccepted } : {}),
  };
}
