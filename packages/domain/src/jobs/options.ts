// Option lists of the job form and filters (DATA-016): function types (FuncType1), degrees
// (DegreeFrom), salary types, terms. The function-type codes are the ones the demo seed stores;
// a tenant dictionary may extend them later, so the server accepts any short code and shows its
// label when known.

export interface CodeLabel<T extends string | number = string> {
  readonly value: T;
  readonly label: string;
}

/** FuncType1 codes of the system function-type dictionary. */
export const JOB_FUNCTION_TYPES: readonly CodeLabel[] = [
  { value: '01', label: '技术研发' },
  { value: '02', label: '硬件与芯片' },
  { value: '03', label: '产品' },
  { value: '04', label: '设计' },
  { value: '05', label: '运营' },
  { value: '06', label: '市场与品牌' },
  { value: '07', label: '销售' },
  { value: '08', label: '人力与行政' },
  { value: '09', label: '财务与法务' },
  { value: '10', label: '管培生' },
  { value: '11', label: '供应链与制造' },
];

export function jobFunctionLabel(code: string): string {
  return JOB_FUNCTION_TYPES.find((item) => item.value === code)?.label ?? code;
}

/** DegreeFrom: the minimum degree, or 不限. */
export const JOB_DEGREES = ['不限', '大专', '本科', '硕士', '博士'] as const;
export type JobDegree = (typeof JOB_DEGREES)[number];

/** SalaryType: the unit of JobSalaryDown / JobSalaryUp. */
export const SALARY_TYPE = { monthly: 1, yearly: 2, daily: 3 } as const;
export type SalaryType = (typeof SALARY_TYPE)[keyof typeof SALARY_TYPE];
export const SALARY_TYPE_LABEL: Record<SalaryType, string> = { 1: '元/月', 2: '元/年', 3: '元/天' };

/** Term: campus hire or internship. */
export const JOB_TERM = { campus: 1, internship: 2 } as const;
export type JobTerm = (typeof JOB_TERM)[keyof typeof JOB_TERM];
export const JOB_TERM_LABEL: Record<JobTerm, string> = { 1: '校招', 2: '实习' };

/**
 * ProvideSalary as shown to candidates (DATA-016 names the field but not its form): the range
 * in 千/万 with its unit, 面议 when both bounds are 0, and 薪资面议 when the salary is hidden.
 */
export function provideSalaryText(job: {
  readonly JobSalaryDown: number;
  readonly JobSalaryUp: number;
  readonly SalaryType: number;
  readonly IsHideSalaryChecked: boolean;
}): string {
  if (job.IsHideSalaryChecked || (job.JobSalaryDown === 0 && job.JobSalaryUp === 0)) return '薪资面议';
  const unit = SALARY_TYPE_LABEL[job.SalaryType as SalaryType] ?? '元/月';
  if (job.JobSalaryDown === job.JobSalaryUp) return `${job.JobSalaryUp}${unit}`;
  return `${job.JobSalaryDown}-${job.JobSalaryUp}${unit}`;
}

/** WorkYear as shown (DATA-016): 不限 when no range is required. */
export function workYearText(down: number, up: number): string {
  if (down === 0 && up === 0) return '不限';
  if (down === up) return `${down}年`;
  return `${down}-${up}年`;
}
