import dayjs, { type Dayjs } from 'dayjs';
import type { JobRecord, SaveJobFormValues } from '@ehire/domain/contracts/jobs';
import type { JobDegree } from '@ehire/domain/jobs/options';
import type { ForbiddenWordHit } from '@ehire/domain/contracts/forbidden-words';

/** Values of the antd job form: the contract's fields, with the date as a Dayjs. */
export interface JobFormValues {
  CJobName: string;
  EJobName: string;
  OrgID?: string;
  ProjectID?: string | null;
  FuncType1?: string;
  Term: 1 | 2;
  JobArea: string;
  WorkArea: string;
  WorkAddress: string;
  address: string;
  lon: number | null;
  lat: number | null;
  JobNum?: number | null;
  JobSalaryDown?: number | null;
  JobSalaryUp?: number | null;
  SalaryType: 1 | 2 | 3;
  SalayFactor?: number | null;
  IsHideSalaryChecked: boolean;
  DegreeFrom?: JobDegree;
  WorkYearDown?: number | null;
  WorkYearUp?: number | null;
  Major1: string;
  Major2: string;
  CJobInfo: string;
  EJobInfo: string;
  ValidDate?: Dayjs | null;
  JobLabel: string[];
  JobWelf: string[];
  flowId?: string | null;
}

export const NEW_JOB_VALUES: JobFormValues = {
  CJobName: '',
  EJobName: '',
  ProjectID: null,
  Term: 1,
  JobArea: '',
  WorkArea: '',
  WorkAddress: '',
  address: '',
  lon: null,
  lat: null,
  SalaryType: 1,
  SalayFactor: 0,
  IsHideSalaryChecked: false,
  WorkYearDown: 0,
  WorkYearUp: 0,
  Major1: '',
  Major2: '',
  CJobInfo: '',
  EJobInfo: '',
  JobLabel: [],
  JobWelf: [],
};

export function recordToForm(job: JobRecord): JobFormValues {
  return {
    CJobName: job.CJobName,
    EJobName: job.EJobName,
    OrgID: job.OrgID || undefined,
    ProjectID: job.ProjectID,
    FuncType1: job.FuncType1 || undefined,
    Term: job.Term === 2 ? 2 : 1,
    JobArea: job.JobArea,
    WorkArea: job.WorkArea,
    WorkAddress: job.WorkAddress,
    address: job.address,
    lon: job.lon,
    lat: job.lat,
    JobNum: job.JobNum,
    JobSalaryDown: job.JobSalaryDown,
    JobSalaryUp: job.JobSalaryUp,
    SalaryType: job.SalaryType === 2 || job.SalaryType === 3 ? job.SalaryType : 1,
    SalayFactor: job.SalayFactor,
    IsHideSalaryChecked: job.IsHideSalaryChecked,
    DegreeFrom: job.DegreeFrom as JobDegree,
    WorkYearDown: job.WorkYearDown,
    WorkYearUp: job.WorkYearUp,
    Major1: job.Major1,
    Major2: job.Major2,
    CJobInfo: job.CJobInfo,
    EJobInfo: job.EJobInfo,
    ValidDate: job.ValidDate ? dayjs(job.ValidDate) : null,
    JobLabel: [...job.JobLabel],
    JobWelf: [...job.JobWelf],
    flowId: job.flowId || null,
  };
}

const num = (value: number | null | undefined, fallback = 0) => value ?? fallback;

/** The request body of save / submit; the form has validated every field before. */
export function formToInput(values: JobFormValues, submit: boolean): SaveJobFormValues {
  return {
    CJobName: values.CJobName,
    EJobName: values.EJobName ?? '',
    OrgID: values.OrgID ?? '',
    ProjectID: values.ProjectID ?? null,
    FuncType1: values.FuncType1 ?? '',
    Term: values.Term,
    JobArea: values.JobArea,
    WorkArea: values.WorkArea ?? '',
    WorkAddress: values.WorkAddress ?? '',
    address: values.address ?? '',
    lon: values.lon ?? null,
    lat: values.lat ?? null,
    JobNum: num(values.JobNum),
    JobSalaryDown: num(values.JobSalaryDown),
    JobSalaryUp: num(values.JobSalaryUp),
    SalaryType: values.SalaryType,
    SalayFactor: num(values.SalayFactor),
    IsHideSalaryChecked: values.IsHideSalaryChecked,
    DegreeFrom: values.DegreeFrom ?? '不限',
    WorkYearDown: num(values.WorkYearDown),
    WorkYearUp: num(values.WorkYearUp),
    Major1: values.Major1 ?? '',
    Major2: values.Major2 ?? '',
    CJobInfo: values.CJobInfo,
    EJobInfo: values.EJobInfo ?? '',
    ValidDate: values.ValidDate ? values.ValidDate.format('YYYY-MM-DD') : '',
    JobLabel: values.JobLabel ?? [],
    JobWelf: values.JobWelf ?? [],
    ...(values.flowId ? { flowId: values.flowId } : {}),
    submit,
  };
}

/** Hits grouped by the form field they belong to: 'JobLabel.2' belongs to JobLabel, item 2. */
export interface FieldHits {
  field: keyof JobFormValues;
  /** Item index for the tag lists, null for text fields. */
  item: number | null;
  hits: ForbiddenWordHit[];
}

export function groupHits(hits: readonly ForbiddenWordHit[]): Map<string, FieldHits[]> {
  const byField = new Map<string, FieldHits[]>();
  for (const hit of hits) {
    const [field, index] = hit.field.split('.');
    const item = index === undefined ? null : Number(index);
    const groups = byField.get(field) ?? [];
    let group = groups.find((entry) => entry.item === item);
    if (!group) {
      group = { field: field as keyof JobFormValues, item, hits: [] };
      groups.push(group);
    }
    group.hits.push(hit);
    byField.set(field, groups);
  }
  return byField;
}

/** 包含违禁词：A、B — the field's own error text, each word once. */
export function fieldHitMessage(groups: readonly FieldHits[]): string {
  const words: string[] = [];
  for (const group of groups)
    for (const hit of group.hits) if (!words.includes(hit.word)) words.push(hit.word);
  return `包含违禁词：${words.join('、')}`;
}
