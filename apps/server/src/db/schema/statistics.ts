import type { Millis } from './core';

// Tables of migration 016_statistics (issue 16: data board and reports).

/** 定制数据报表: a tenant's saved custom report (dimensions and measure, DATA-012 rows). */
export interface StatReportTable {
  id: string;
  tenant_id: string;
  name: string;
  /** ReportDimension[] as JSON: read and written whole with the report, never filtered on. */
  dimensions_json: string;
  measure: string;
  created_by: string;
  created_by_name: string;
  created_at: Millis;
  updated_at: Millis;
}

/**
 * Applications per (dimension, Beijing day, value), kept by triggers on application: dims
 * total ('' value), job, step, source, school_level, degree, major, region by the day applied,
 * and step_entered (the current step by the day it was entered). The tenant-wide board reads
 * these few thousand rows instead of grouping 1,000,000 applications.
 */
interface ApplicationStatDayTable {
  tenant_id: string;
  dim: string;
  day: number;
  value: string;
  n: number;
}

/** When each application entered its current step (kept by triggers on application). */
interface ApplicationStepEntryTable {
  tenant_id: string;
  application_id: string;
  job_id: string;
  step_id: string;
  applied_at: Millis;
  entered_at: Millis;
}

/**
 * Applications per (Beijing day applied, the job's organisation, school tier, degree), kept by
 * triggers on application and on job's organisation (migration 029): the custom reports over
 * those dimensions sum these rows instead of grouping the applications.
 */
interface ApplicationReportDayTable {
  tenant_id: string;
  day: number;
  organization_id: string;
  school_level: string;
  degree: string;
  n: number;
}

/**
 * application_stat_day per job (migration 038): dims total, step, source, school_level, degree,
 * major, region by the day applied and step_entered by the day entered, kept by triggers on
 * application and application_step_entry. Boards narrower than the tenant sum their jobs' rows.
 */
interface ApplicationJobStatDayTable {
  tenant_id: string;
  job_id: string;
  dim: string;
  day: number;
  value: string;
  n: number;
}

/**
 * application_stat_day per organisation of the job (migration 043): the dims of 016 (job
 * included) and step_entered, kept by triggers on application, application_step_entry and job
 * (a job moved to another organisation moves its rows). Organisation boards sum their
 * organisations' rows.
 */
interface ApplicationOrgStatDayTable {
  tenant_id: string;
  organization_id: string;
  dim: string;
  day: number;
  value: string;
  n: number;
}

export interface StatisticsTables {
  stat_report: StatReportTable;
  application_stat_day: ApplicationStatDayTable;
  application_step_entry: ApplicationStepEntryTable;
  application_report_day: ApplicationReportDayTable;
  application_job_stat_day: ApplicationJobStatDayTable;
  application_org_stat_day: ApplicationOrgStatDayTable;
}
