// What a candidate fills in a resume form built from a design (D2 §3): answers by module, section
// and field. Every module holds a list of sections; a one-to-one module has exactly one. The shape
// is what the candidate form submits and what an application stores (resume.answers_json), so
// the server validates it with the same functions (form-validate.ts).
import { INPUT_TYPE, CHECK_TYPE, type CertType } from '../codes/resume-design';
import type { DesignField } from './model';

/** A certificate answer (check type 9): the chosen type among the field's certType and the number. */
export interface CertificateAnswer {
  certType: CertType | null;
  number: string;
}

/** An uploaded file (input type 5): what the upload returned, plus what the candidate picked. */
export interface AttachmentAnswer {
  /** The server's id of the stored file; a preview keeps a local id (nothing is uploaded). */
  fileId: string;
  name: string;
  /** Bytes. */
  size: number;
}

/**
 * One answer by input type: text, number (as typed), association and dates are strings (dates
 * YYYY-MM-DD or YYYY-MM by check type); a dropdown is the chosen value; a multi-select the chosen
 * values; two- and three-level dropdowns the path of values from the top; a certificate and a
 * file their objects.
 */
export type AnswerValue = string | string[] | CertificateAnswer | AttachmentAnswer | null;

export type SectionAnswers = Record<string, AnswerValue | undefined>;

/** Answers by modId: the list of sections (one for a one-to-one module). */
export type ResumeAnswers = Record<string, SectionAnswers[]>;

// The wire schema of answers (zod) is in answer-schema.ts: the careers site loads no zod.

export function isCertificateAnswer(v: unknown): v is CertificateAnswer {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'number' in v;
}

export function isAttachmentAnswer(v: unknown): v is AttachmentAnswer {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'fileId' in v;
}

/** The field is a certificate input: single-line text with check type 9. */
export function isCertificateField(field: Pick<DesignField, 'inputType' | 'checkType'>): boolean {
  return field.inputType === INPUT_TYPE.text && Number(field.checkType) === CHECK_TYPE.certificate;
}

/** Nothing filled: missing, null, blank text, an empty list, a certificate without a number. */
export function isBlankAnswer(v: AnswerValue | undefined): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.every((x) => x.trim() === '');
  if (isCertificateAnswer(v)) return v.number.trim() === '';
  if (isAttachmentAnswer(v)) return v.fileId === '';
  return true;
}

/** An answer as stored: strings trimmed, empty list items dropped, blanks as null. */
export function normalizeAnswer(v: AnswerValue | undefined): AnswerValue {
  if (isBlankAnswer(v) || v === undefined) return null;
  if (typeof v === 'string') return v.trim();
  if (Array.isArray(v)) return v.map((x) => x.trim()).filter((x) => x !== '');
  if (isCertificateAnswer(v)) return { certType: v.certType, number: v.number.trim() };
  return v;
}
