import type { AssessmentTables } from './assessments';
import type { CandidateIdentityTables } from './candidate-identity';
import type { CoreTables } from './core';
import type { ExportTables } from './exports';
import type { FileTables } from './files';
import type { HiringTables } from './hiring';
import type { InterviewTables } from './interviews';
import type { JobTables } from './jobs';
import type { LabelTables, SettingsPageTables } from './labels';
import type { NoticeTables } from './notices';
import type { PoolTables } from './pools';
import type { ResumeDesignTables } from './resume-design';
import type { SeedTables } from './seed';
import type { SmartRuleTables } from './smart-rules';
import type { StatisticsTables } from './statistics';
import type { TalentTables } from './talent';
import type { TaskTables } from './tasks';
import type { ToolboxTables } from './toolbox';

export * from './assessments';
export * from './candidate-identity';
export * from './core';
export * from './exports';
export * from './files';
export * from './hiring';
export * from './interviews';
export * from './jobs';
export * from './labels';
export * from './notices';
export * from './pools';
export * from './resume-design';
export * from './seed';
export * from './smart-rules';
export * from './statistics';
export * from './talent';
export * from './tasks';
export * from './toolbox';

/** The whole database as Kysely sees it. Each feature adds its tables through its own interface. */
// JobTables redefines `job` with the columns of 003_jobs, hence the Omit.
export interface Database
  extends
    CoreTables,
    Omit<HiringTables, 'job'>,
    JobTables,
    TalentTables,
    SmartRuleTables,
    ResumeDesignTables,
    CandidateIdentityTables,
    TaskTables,
    FileTables,
    ExportTables,
    StatisticsTables,
    ToolboxTables,
    SeedTables,
    NoticeTables,
    InterviewTables,
    LabelTables,
    PoolTables,
    SettingsPageTables,
    AssessmentTables {}
