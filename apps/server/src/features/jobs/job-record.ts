import type { JobPublishField } from '@ehire/domain/jobs/validation';
import type { JobDeliveryInfo, JobListItem, JobRecord, JobTags } from '@ehire/domain/contracts/jobs';
import { jobFunctionLabel, provideSalaryText, workYearText } from '@ehire/domain/jobs/options';
import type { RecommendState } from '@ehire/domain/jobs/recommend';
import type { DeliverySettingRow, JobChildren, JobListRow } from './jobs.repository';

// Row → contract shapes of the job record (DATA-016..019). Services never leak row types.

function flag(value: boolean | number): 0 | 1 {
  return value ? 1 : 0;
}

function recommendOf(row: JobListRow): RecommendState | null {
  const value = row.recommend_status;
  return value === 0 || value === 1 || value === 2 ? value : null;
}

function salaryText(row: JobListRow): string {
  return provideSalaryText({
    JobSalaryDown: row.salary_down,
    JobSalaryUp: row.salary_up,
    SalaryType: row.salary_type,
    IsHideSalaryChecked: row.is_hide_salary === 1,
  });
}

export function toDeliveryInfo(row: DeliverySettingRow): JobDeliveryInfo {
  return {
    id: row.id,
    email: row.email,
    fileType: row.file_type === 'word' ? 'word' : 'pdf',
    subject: row.subject,
    fileName: row.file_name,
    status: flag(row.status),
    jobId: row.job_id,
  };
}

export function toListItem(row: JobListRow, applicationCount: number): JobListItem {
  return {
    ehireJobID: row.id,
    CJobName: row.name_cn,
    EJobName: row.name_en,
    OrgID: row.organization_id,
    OrgName: row.org_name ?? '',
    ProjectID: row.project_id,
    ProjectName: row.project_name ?? '',
    FuncType1: row.func_type,
    FuncTypeName: jobFunctionLabel(row.func_type),
    JobArea: row.job_area,
    JobNum: row.job_num,
    DegreeFrom: row.degree_from,
    ProvideSalary: salaryText(row),
    Status: row.status,
    ValidDate: row.valid_date,
    RejectInfo: row.reject_info,
    sort: row.sort,
    jobTop: flag(row.is_hot),
    recommendStatus: recommendOf(row),
    applicationCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}

/**
 * tags (DATA-017): isreadonly_jobs / isreadonly_order follow the operator's jobs permission
 * (ordering is part of job management); isreadonly_org is 0 because operators are not scoped to
 * organisations yet; isrecommend is 1 while the job has a recommendation.
 */
function tagsOf(row: JobListRow, canWrite: boolean): JobTags {
  return {
    isreadonly_jobs: flag(!canWrite),
    isreadonly_order: flag(!canWrite),
    isreadonly_org: 0,
    isrecommend: flag(recommendOf(row) !== null),
  };
}

export function toJobRecord(
  row: JobListRow,
  children: JobChildren,
  delivery: DeliverySettingRow | undefined,
  canWrite: boolean,
): JobRecord {
  const recommend = recommendOf(row);
  return {
    eHireCoID: row.tenant_id,
    ehireJobID: row.id,
    CJobName: row.name_cn,
    EJobName: row.name_en,
    OrgID: row.organization_id,
    OrgName: row.org_name ?? '',
    ProjectID: row.project_id,
    ProjectName: row.project_name ?? '',
    JobArea: row.job_area,
    JobNum: row.job_num,
    FuncType1: row.func_type,
    FuncTypeName: jobFunctionLabel(row.func_type),
    ProvideSalary: salaryText(row),
    Term: row.term,
    DegreeFrom: row.degree_from,
    WorkYear: workYearText(row.work_year_down, row.work_year_up),
    WorkYearUp: row.work_year_up,
    WorkYearDown: row.work_year_down,
    Major1: row.major1,
    Major2: row.major2,
    CJobInfo: row.info_cn,
    EJobInfo: row.info_en,
    Status: row.status,
    ValidDate: row.valid_date,
    JobLabel: children.labels,
    JobSalaryDown: row.salary_down,
    JobSalaryUp: row.salary_up,
    SalaryType: row.salary_type,
    SalayFactor: row.salary_factor,
    JobWelf: children.welfare,
    WorkArea: row.work_area,
    WorkAddress: row.work_address,
    address: row.address_id,
    lon: row.lon,
    lat: row.lat,
    RejectInfo: row.reject_info,
    IsHideSalaryChecked: row.is_hide_salary === 1,
    tags: tagsOf(row, canWrite),
    jobTop: flag(row.is_hot),
    brandTop: flag(recommend === 1),
    recommendStatus: recommend,
    deliveryInfo: delivery ? toDeliveryInfo(delivery) : null,
    flowId: row.flow_id,
    sort: row.sort,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}

/** The texts a forbidden-word check reads, named by their field path in the job form. */
export function jobTextFields(job: {
  CJobName: string;
  EJobName: string;
  CJobInfo: string;
  EJobInfo: string;
  JobLabel: readonly string[];
  JobWelf: readonly string[];
  WorkArea: string;
  WorkAddress: string;
}): { field: string; text: string }[] {
  return [
    { field: 'CJobName', text: job.CJobName },
    { field: 'EJobName', text: job.EJobName },
    { field: 'CJobInfo', text: job.CJobInfo },
    { field: 'EJobInfo', text: job.EJobInfo },
    ...job.JobLabel.map((text, i) => ({ field: `JobLabel.${i}`, text })),
    ...job.JobWelf.map((text, i) => ({ field: `JobWelf.${i}`, text })),
    { field: 'WorkArea', text: job.WorkArea },
    { field: 'WorkAddress', text: job.WorkAddress },
  ].filter((f) => f.text !== '');
}

/** jobTextFields of a stored job. */
export function storedJobTextFields(row: JobListRow, children: JobChildren) {
  return jobTextFields({
    CJobName: row.name_cn,
    EJobName: row.name_en,
    CJobInfo: row.info_cn,
    EJobInfo: row.info_en,
    JobLabel: children.labels,
    JobWelf: children.welfare,
    WorkArea: row.work_area,
    WorkAddress: row.work_address,
  });
}

/** The fields of a stored job that must be filled in before it is submitted (jobPublishIssues). */
export function storedPublishFields(row: JobListRow): Partial<Record<JobPublishField, unknown>> {
  return {
    FuncType1: row.func_type,
    JobArea: row.job_area,
    JobNum: row.job_num,
    JobSalaryDown: row.salary_down,
    JobSalaryUp: row.salary_up,
    DegreeFrom: row.degree_from,
    CJobInfo: row.info_cn,
    ValidDate: row.valid_date,
  };
}
