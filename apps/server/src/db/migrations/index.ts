import type { Migration } from 'kysely';
import * as m001Core from './001_core';
import * as m002HiringCore from './002_hiring_core';
import * as m003Jobs from './003_jobs';
import * as m004SmartRules from './004_smart_rules';
import * as m005ResumeDesign from './005_resume_design';
import * as m006Talent from './006_talent';
import * as m007Flows from './007_flows';
import * as m008TalentSearch from './008_talent_search';
import * as m009PersonalLabels from './009_personal_labels';
import * as m010CandidateIdentity from './010_candidate_identity';
import * as m011Tasks from './011_tasks';
import * as m012Files from './012_files';
import * as m013ExportTemplates from './013_export_templates';
import * as m014Notices from './014_notices';
import * as m015Interviews from './015_interviews';
import * as m016Statistics from './016_statistics';
import * as m017Settings from './017_settings';
import * as m019Toolbox from './019_toolbox';
import * as m020Load from './020_load';
import * as m022BrandPlacement from './022_brand_placement';
import * as m024Labels from './024_labels';
import * as m025SettingsPages from './025_settings_pages';
import * as m026GroupReport from './026_group_report';
import * as m027Pools from './027_pools';
import * as m028JobReviewState from './028_job_review_state';
import * as m029ReportAggregate from './029_report_aggregate';
import * as m030TenantSettings from './030_tenant_settings';
import * as m031Assessments from './031_assessments';
import * as m033CountIndexes from './033_count_indexes';
import * as m034CandidateLabels from './034_candidate_labels';
import * as m037StepCounts from './037_step_counts';
import * as m038JobStatAggregate from './038_job_stat_aggregate';
import * as m040TaskSchedule from './040_task_schedule';
import * as m041AnonymiseIndexes from './041_anonymise_indexes';
import * as m042SearchFilterIndex from './042_search_filter_index';
import * as m043OrgStatAggregate from './043_org_stat_aggregate';

/**
 * Every migration, in the order they run (names sort the same way). Append one line per new
 * migration file; never rename or reorder an entry that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '001_core': m001Core,
  '002_hiring_core': m002HiringCore,
  '003_jobs': m003Jobs,
  '004_smart_rules': m004SmartRules,
  '005_resume_design': m005ResumeDesign,
  '006_talent': m006Talent,
  '007_flows': m007Flows,
  '008_talent_search': m008TalentSearch,
  '009_personal_labels': m009PersonalLabels,
  '010_candidate_identity': m010CandidateIdentity,
  '011_tasks': m011Tasks,
  '012_files': m012Files,
  '013_export_templates': m013ExportTemplates,
  '014_notices': m014Notices,
  '015_interviews': m015Interviews,
  '016_statistics': m016Statistics,
  '017_settings': m017Settings,
  '019_toolbox': m019Toolbox,
  '020_load': m020Load,
  '022_brand_placement': m022BrandPlacement,
  '024_labels': m024Labels,
  '025_settings_pages': m025SettingsPages,
  '026_group_report': m026GroupReport,
  '027_pools': m027Pools,
  '028_job_review_state': m028JobReviewState,
  '029_report_aggregate': m029ReportAggregate,
  '030_tenant_settings': m030TenantSettings,
  '031_assessments': m031Assessments,
  '033_count_indexes': m033CountIndexes,
  '034_candidate_labels': m034CandidateLabels,
  '037_step_counts': m037StepCounts,
  '038_job_stat_aggregate': m038JobStatAggregate,
  '040_task_schedule': m040TaskSchedule,
  '041_anonymise_indexes': m041AnonymiseIndexes,
  '042_search_filter_index': m042SearchFilterIndex,
  '043_org_stat_aggregate': m043OrgStatAggregate,
};
