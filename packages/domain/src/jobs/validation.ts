import { chinaDate } from '../text/date-format';
import { weightedLength } from '../text/weighted-length';

// Field rules of the job form that zod's built-in checks do not express: weighted length
// (VAL-006: a character above code 255 counts 2), ranges across two fields, and the valid date
// against today. Shared by the contract (server) and the antd form (web).

export const JOB_LIMITS = {
  nameCn: 50,
  nameEn: 100,
  infoCn: 10_000,
  infoEn: 20_000,
  workAddress: 200,
  label: 20,
  labels: 10,
  welfare: 20,
  welfares: 20,
  major: 50,
  jobNum: 99_999,
  salary: 10_000_000,
  salaryFactor: 24,
  workYear: 50,
} as const;

/** Returns a refine callback: true when `text` fits in `max` weighted characters. */
export function fitsWeighted(max: number): (text: string) => boolean {
  return (text) => weightedLength(text) <= max;
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** Cross-field rules: salary and work-year ranges. */
export function jobRangeIssues(job: {
  readonly JobSalaryDown: number;
  readonly JobSalaryUp: number;
  readonly WorkYearDown: number;
  readonly WorkYearUp: number;
}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (job.JobSalaryDown > job.JobSalaryUp) {
    issues.push({ field: 'JobSalaryDown', message: '最低薪资不能高于最高薪资' });
  }
  if (job.WorkYearDown > job.WorkYearUp) {
    issues.push({ field: 'WorkYearDown', message: '最低工作年限不能高于最高工作年限' });
  }
  return issues;
}

/** Today as yyyy-mm-dd in China Standard Time (see text/date-format.ts chinaDate). */
export function chinaToday(nowMs: number): string {
  return chinaDate(nowMs);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in yyyy-mm-dd (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === text;
}

/** 有效期不能早于今天 (compared as Beijing dates). */
export function validDateIssue(validDate: string, nowMs: number): FieldIssue | null {
  return validDate < chinaToday(nowMs) ? { field: 'ValidDate', message: '有效期不能早于今天' } : null;
}

/**
 * What a job must have before it is submitted for publication, with the form's message. A draft
 * (保存草稿) needs only its name and organisation (the organisation decides who sees it); the
 * rest is asked for when the job is submitted, by the contract (submit: true), by the list's
 * 提交审核 / 重新发布 on a stored draft, and by the web form's 提交审核.
 */
export const JOB_PUBLISH_REQUIRED = {
  FuncType1: '请选择职能类别',
  JobArea: '请选择工作地区',
  JobNum: '请输入招聘人数',
  JobSalaryDown: '请输入最低薪资',
  JobSalaryUp: '请输入最高薪资',
  DegreeFrom: '请选择学历要求',
  CJobInfo: '请输入职位描述',
  ValidDate: '请选择有效期',
} as const;
export type JobPublishField = keyof typeof JOB_PUBLISH_REQUIRED;

/** Not filled in: absent, null, or text that is empty once trimmed. */
export function isBlankJobValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The required fields a job still lacks to be submitted, in the form's order. */
export function jobPublishIssues(job: Partial<Record<JobPublishField, unknown>>): FieldIssue[] {
  return (Object.keys(JOB_PUBLISH_REQUIRED) as JobPublishField[])
    .filter((field) => isBlankJobValue(job[field]))
    .map((field) => ({ field, message: JOB_PUBLISH_REQUIRED[field] }));
}
