import { z } from 'zod';
import { JOB_DEGREES } from '../jobs/options';
import { TreeOptionSchema } from './smart-rules';
import { JOB_ACTION } from '../jobs/status';
import {
  fitsWeighted,
  isCalendarDate,
  JOB_LIMITS,
  jobPublishIssues,
  jobRangeIssues,
} from '../jobs/validation';

// Job management (issue 5, D1 §3 DATA-016..019, STATE-001..003). Field names of the job record
// are the spec's own (CJobName, OrgID, SalayFactor ...): DATA-016 fixes them, so the API keeps
// them. Lists page on the server with pageIndex (from 1) and pageSize (at most 100).

export const JOB_STATUS_CODES = ['24', '02', '26', '22', '20'] as const;
/** A status tab of the list: a stored status or 99 (all). */
export const JobStatusTab = z.enum(['24', '02', '26', '22', '20', '99'], { error: '职位状态不正确' });
export type JobStatusTab = z.infer<typeof JobStatusTab>;
export const StoredJobStatusCode = z.enum(JOB_STATUS_CODES);

const id = z.string().min(1).max(64);
const idList = (max: number, empty = '请选择职位', tooMany = `一次最多操作${max}个职位`) =>
  z.array(id, { error: empty }).min(1, empty).max(max, tooMany);

export const PAGE_SIZE_MAX = 100;
export const Paging = {
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX, `每页最多${PAGE_SIZE_MAX}条`).default(20),
};

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    rows: z.array(row),
  });
}

// ---------------------------------------------------------------------------------------------
// Create / edit

const tagList = (max: number, each: number, what: string) =>
  z
    .array(
      z
        .string({ error: `请输入${what}` })
        .trim()
        .min(1, `${what}不能为空`)
        .refine(fitsWeighted(each), `${what}最多${each}个字符`),
      { error: `${what}格式不正确` },
    )
    .max(max, `${what}最多${max}个`)
    .refine((items) => new Set(items).size === items.length, `${what}不能重复`);

const latitude = z
  .number({ error: '纬度须为数字' })
  .min(-90, '纬度须在-90到90之间')
  .max(90, '纬度须在-90到90之间');
const longitude = z
  .number({ error: '经度须为数字' })
  .min(-180, '经度须在-180到180之间')
  .max(180, '经度须在-180到180之间');

const jobArea = z.string({ error: '请选择工作地区' }).trim().refine(fitsWeighted(50), '工作地区最多50个字符');
const validDate = z.string({ error: '请选择有效期' }).refine(isCalendarDate, '有效期格式应为yyyy-mm-dd');

/** Every editable field of the sample job record, with the zh-CN message of each rule. */
export const JobFields = z.object({
  CJobName: z
    .string({ error: '请输入职位名称' })
    .trim()
    .min(1, '请输入职位名称')
    .refine(fitsWeighted(JOB_LIMITS.nameCn), `职位名称最多${JOB_LIMITS.nameCn}个字符`),
  EJobName: z
    .string({ error: '英文职位名称格式不正确' })
    .trim()
    .refine(fitsWeighted(JOB_LIMITS.nameEn), `英文职位名称最多${JOB_LIMITS.nameEn}个字符`)
    .default(''),
  OrgID: z.string({ error: '请选择所属组织' }).min(1, '请选择所属组织').max(64, '请选择所属组织'),
  /** Campus project; null: outside any project. */
  ProjectID: z.string({ error: '项目格式不正确' }).max(64).nullable().default(null),
  // A draft may leave the fields of JOB_PUBLISH_REQUIRED empty (issue 20 §2): their schemas
  // check the shape of what is typed, jobPublishIssues what is missing on submission.
  FuncType1: z.string({ error: '请选择职能类别' }).trim().max(20, '职能类别不正确').default(''),
  /** City or province the job is in (list filter, careers filter). */
  JobArea: jobArea.default(''),
  /** Area of the work address (district), shown with it. */
  WorkArea: z
    .string({ error: '工作区域格式不正确' })
    .trim()
    .refine(fitsWeighted(100), '工作区域最多100个字符')
    .default(''),
  WorkAddress: z
    .string({ error: '工作地址格式不正确' })
    .trim()
    .refine(fitsWeighted(JOB_LIMITS.workAddress), `工作地址最多${JOB_LIMITS.workAddress}个字符`)
    .default(''),
  /** Id of the chosen address of the address list; '' when none was chosen. */
  address: z.string({ error: '工作地址格式不正确' }).max(64).default(''),
  lon: longitude.nullable().default(null),
  lat: latitude.nullable().default(null),
  /** Planned head count; 0 means 若干. */
  JobNum: z
    .number({ error: '请输入招聘人数' })
    .int('招聘人数须为整数')
    .min(0, '招聘人数不能小于0')
    .max(JOB_LIMITS.jobNum, `招聘人数最多${JOB_LIMITS.jobNum}`)
    .default(0),
  JobSalaryDown: z
    .number({ error: '请输入最低薪资' })
    .int('薪资须为整数')
    .min(0, '薪资不能小于0')
    .max(JOB_LIMITS.salary, `薪资不能超过${JOB_LIMITS.salary}`)
    .default(0),
  JobSalaryUp: z
    .number({ error: '请输入最高薪资' })
    .int('薪资须为整数')
    .min(0, '薪资不能小于0')
    .max(JOB_LIMITS.salary, `薪资不能超过${JOB_LIMITS.salary}`)
    .default(0),
  /** 1 元/月, 2 元/年, 3 元/天. */
  SalaryType: z.literal([1, 2, 3], { error: '请选择薪资类型' }).default(1),
  /** Months of salary a year (13薪 ...); 0 when not stated. Spelled as in the spec. */
  SalayFactor: z
    .number({ error: '薪资月数须为数字' })
    .int('薪资月数须为整数')
    .min(0, '薪资月数不能小于0')
    .max(JOB_LIMITS.salaryFactor, `薪资月数最多${JOB_LIMITS.salaryFactor}`)
    .default(0),
  IsHideSalaryChecked: z.boolean({ error: '是否隐藏薪资格式不正确' }).default(false),
  DegreeFrom: z.enum(JOB_DEGREES, { error: '请选择学历要求' }).default('不限'),
  WorkYearDown: z
    .number({ error: '工作年限须为数字' })
    .int('工作年限须为整数')
    .min(0, '工作年限不能小于0')
    .max(JOB_LIMITS.workYear, `工作年限最多${JOB_LIMITS.workYear}年`)
    .default(0),
  WorkYearUp: z
    .number({ error: '工作年限须为数字' })
    .int('工作年限须为整数')
    .min(0, '工作年限不能小于0')
    .max(JOB_LIMITS.workYear, `工作年限最多${JOB_LIMITS.workYear}年`)
    .default(0),
  Major1: z
    .string({ error: '专业要求格式不正确' })
    .trim()
    .refine(fitsWeighted(JOB_LIMITS.major), `专业要求最多${JOB_LIMITS.major}个字符`)
    .default(''),
  Major2: z
    .string({ error: '专业要求格式不正确' })
    .trim()
    .refine(fitsWeighted(JOB_LIMITS.major), `专业要求最多${JOB_LIMITS.major}个字符`)
    .default(''),
  CJobInfo: z
    .string({ error: '请输入职位描述' })
    .trim()
    .refine(fitsWeighted(JOB_LIMITS.infoCn), `职位描述最多${JOB_LIMITS.infoCn}个字符`)
    .default(''),
  EJobInfo: z
    .string({ error: '英文职位描述格式不正确' })
    .trim()
    .refine(fitsWeighted(JOB_LIMITS.infoEn), `英文职位描述最多${JOB_LIMITS.infoEn}个字符`)
    .default(''),
  /** yyyy-mm-dd; not before today (Beijing date), checked by the service against its clock. */
  ValidDate: z
    .string({ error: '请选择有效期' })
    .trim()
    .refine((text) => text === '' || isCalendarDate(text), '有效期格式应为yyyy-mm-dd')
    .default(''),
  JobLabel: tagList(JOB_LIMITS.labels, JOB_LIMITS.label, '职位标签').default([]),
  JobWelf: tagList(JOB_LIMITS.welfares, JOB_LIMITS.welfare, '福利标签').default([]),
  /** 1 校招, 2 实习. */
  Term: z.literal([1, 2], { error: '请选择招聘类型' }).default(1),
  /** Hiring flow; the tenant's default flow when absent. */
  flowId: z.string({ error: '招聘流程格式不正确' }).max(64).nullish(),
});
export type JobFields = z.infer<typeof JobFields>;

function addSaveIssues(value: JobFields & { submit: boolean }, ctx: z.RefinementCtx): void {
  const publish = value.submit ? jobPublishIssues(value) : [];
  for (const issue of [...publish, ...jobRangeIssues(value)]) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  }
}

/** Body of POST /api/biz/jobs and PUT /api/biz/jobs/:id. submit: save and ask for publication. */
export const SaveJobInput = JobFields.extend({
  submit: z.boolean({ error: '提交标记格式不正确' }).default(false),
}).superRefine(addSaveIssues);
export type SaveJobInput = z.infer<typeof SaveJobInput>;
export type SaveJobFormValues = z.input<typeof SaveJobInput>;

export const SaveJobAnswer = z.object({ ehireJobID: z.string(), Status: StoredJobStatusCode });
export type SaveJobAnswer = z.infer<typeof SaveJobAnswer>;

// ---------------------------------------------------------------------------------------------
// The job record (detail)

/** deliveryInfo of the job record (DATA-019); see contracts/delivery.ts for the setting itself. */
export const JobDeliveryInfo = z.object({
  id: z.string(),
  email: z.string(),
  fileType: z.enum(['pdf', 'word']),
  subject: z.string(),
  fileName: z.string(),
  /** 1 enabled, 0 disabled. */
  status: z.literal([0, 1]),
  jobId: z.string(),
});
export type JobDeliveryInfo = z.infer<typeof JobDeliveryInfo>;

/** tags of the job record (DATA-017): 1 = read-only / recommended, 0 = not. */
export const JobTags = z.object({
  isreadonly_jobs: z.literal([0, 1]),
  isreadonly_order: z.literal([0, 1]),
  isreadonly_org: z.literal([0, 1]),
  isrecommend: z.literal([0, 1]),
});
export type JobTags = z.infer<typeof JobTags>;

export const JobRecord = z.object({
  eHireCoID: z.string(),
  ehireJobID: z.string(),
  CJobName: z.string(),
  EJobName: z.string(),
  OrgID: z.string(),
  OrgName: z.string(),
  ProjectID: z.string().nullable(),
  ProjectName: z.string(),
  JobArea: z.string(),
  JobNum: z.number().int(),
  FuncType1: z.string(),
  FuncTypeName: z.string(),
  /** Display text of the salary (薪资面议 when hidden or 0-0). */
  ProvideSalary: z.string(),
  Term: z.number().int(),
  DegreeFrom: z.string(),
  /** Display text of the work-year range (不限 when 0-0). */
  WorkYear: z.string(),
  WorkYearUp: z.number().int(),
  WorkYearDown: z.number().int(),
  Major1: z.string(),
  Major2: z.string(),
  CJobInfo: z.string(),
  EJobInfo: z.string(),
  Status: StoredJobStatusCode,
  ValidDate: z.string(),
  JobLabel: z.array(z.string()),
  JobSalaryDown: z.number().int(),
  JobSalaryUp: z.number().int(),
  SalaryType: z.number().int(),
  SalayFactor: z.number().int(),
  JobWelf: z.array(z.string()),
  WorkArea: z.string(),
  WorkAddress: z.string(),
  address: z.string(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  RejectInfo: z.string(),
  IsHideSalaryChecked: z.boolean(),
  tags: JobTags,
  /** 1 when the job is a hot recommendation (STATE-003). */
  jobTop: z.literal([0, 1]),
  /** 1 when its recommendation is running (STATE-002), shown first on the careers site's recommended strip. */
  brandTop: z.literal([0, 1]),
  /** Recommendation state: null none, 0 added, 1 running, 2 paused. */
  recommendStatus: z.literal([0, 1, 2]).nullable(),
  deliveryInfo: JobDeliveryInfo.nullable(),
  flowId: z.string(),
  sort: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** When it was last approved or refreshed (the date candidates see); null before publication. */
  publishedAt: z.number().nullable(),
});
export type JobRecord = z.infer<typeof JobRecord>;

// ---------------------------------------------------------------------------------------------
// List, counts, bulk actions

const filterList = z.array(z.string().max(64), { error: '筛选条件格式不正确' }).max(100).default([]);

export const JobListFilters = z.object({
  status: JobStatusTab.default('99'),
  /** Matches the Chinese or English name. */
  keyword: z.string({ error: '搜索词格式不正确' }).trim().max(50, '搜索词最多50个字符').default(''),
  orgIds: filterList,
  funcTypes: filterList,
  areas: filterList,
  degrees: filterList,
  projectIds: filterList,
});
export type JobListFilters = z.infer<typeof JobListFilters>;

export const JobListQuery = JobListFilters.extend(Paging);
export type JobListQuery = z.infer<typeof JobListQuery>;

export const JobListItem = z.object({
  ehireJobID: z.string(),
  CJobName: z.string(),
  EJobName: z.string(),
  OrgID: z.string(),
  OrgName: z.string(),
  ProjectID: z.string().nullable(),
  ProjectName: z.string(),
  FuncType1: z.string(),
  FuncTypeName: z.string(),
  JobArea: z.string(),
  JobNum: z.number().int(),
  DegreeFrom: z.string(),
  ProvideSalary: z.string(),
  Status: StoredJobStatusCode,
  ValidDate: z.string(),
  RejectInfo: z.string(),
  sort: z.number().int(),
  jobTop: z.literal([0, 1]),
  recommendStatus: z.literal([0, 1, 2]).nullable(),
  /** Applications received so far. */
  applicationCount: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
  publishedAt: z.number().nullable(),
});
export type JobListItem = z.infer<typeof JobListItem>;

/** Counts per status tab under the same keyword and filters (99 = all). */
export const JobStatusCounts = z.object({
  '24': z.number().int(),
  '02': z.number().int(),
  '26': z.number().int(),
  '22': z.number().int(),
  '20': z.number().int(),
  '99': z.number().int(),
});
export type JobStatusCounts = z.infer<typeof JobStatusCounts>;

export const JobListAnswer = pageOf(JobListItem).extend({ counts: JobStatusCounts });
export type JobListAnswer = z.infer<typeof JobListAnswer>;

/** Actions with a single-job route POST /api/biz/jobs/:id/<action> and a bulk route. */
export const JOB_LIST_ACTIONS = [
  JOB_ACTION.submit,
  JOB_ACTION.pause,
  JOB_ACTION.refresh,
  JOB_ACTION.republish,
  JOB_ACTION.unpublish,
  JOB_ACTION.delete,
] as const;
export type JobListAction = (typeof JOB_LIST_ACTIONS)[number];

export const JOB_BATCH_MAX = 200;
export const JobBatchInput = z.object({ jobIds: idList(JOB_BATCH_MAX) });
export type JobBatchInput = z.infer<typeof JobBatchInput>;

export const JobBatchAreaInput = z.object({
  jobIds: idList(JOB_BATCH_MAX),
  JobArea: jobArea.min(1, '请选择工作地区'),
});
export type JobBatchAreaInput = z.infer<typeof JobBatchAreaInput>;

export const JobBatchValidDateInput = z.object({
  jobIds: idList(JOB_BATCH_MAX),
  ValidDate: validDate,
});
export type JobBatchValidDateInput = z.infer<typeof JobBatchValidDateInput>;

export const JobActionResult = z.object({ jobId: z.string(), ok: z.boolean(), msg: z.string() });
export type JobActionResult = z.infer<typeof JobActionResult>;

/** Bulk answer: code 200 always; msg says how many failed; one result per requested id. */
export const JobBatchAnswer = z.object({
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(JobActionResult),
});
export type JobBatchAnswer = z.infer<typeof JobBatchAnswer>;

/** Single-job action answer: the status after it (null after delete). */
export const JobActionAnswer = z.object({ ehireJobID: z.string(), Status: StoredJobStatusCode.nullable() });
export type JobActionAnswer = z.infer<typeof JobActionAnswer>;

// ---------------------------------------------------------------------------------------------
// Workbench entry, options, share

/** POST /api/biz/jobs/auth-check (CALL-032): 1 when the jobs permission is read-only. */
export const JobAuthCheckAnswer = z.object({
  isreadonly_jobs: z.literal([0, 1]),
  isreadonly_order: z.literal([0, 1]),
});
export type JobAuthCheckAnswer = z.infer<typeof JobAuthCheckAnswer>;

/** GET /api/biz/jobs/home-counters: the job part of home customer info (DATA-005, WB-010). */
export const JobHomeCounters = z.object({
  remainJobCount: z.number().int(),
  releasedJobCount: z.number().int(),
});
export type JobHomeCounters = z.infer<typeof JobHomeCounters>;

const Option = z.object({ value: z.string(), label: z.string() });
const NumberOption = z.object({ value: z.number().int(), label: z.string() });

export const JobOptions = z.object({
  organizations: z.array(z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable() })),
  projects: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Hiring flows a job can run in; the default first (issue 6 §1: each job uses one flow). */
  flows: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() })),
  funcTypes: z.array(Option),
  degrees: z.array(Option),
  salaryTypes: z.array(NumberOption),
  terms: z.array(NumberOption),
  /** Areas the tenant's jobs use, for the list filter. */
  areas: z.array(z.string()),
  /** The 工作地区 chooser's region tree: a city chooser's (VAL-008), DATA-031's node shape. */
  cities: z.array(TreeOptionSchema),
});
export type JobOptions = z.infer<typeof JobOptions>;

/**
 * GET /api/biz/jobs/dictionary (DATA-013): the tenant's jobs by function type. A job is
 * usable unless paused (status 26); a paused job's name carries 【已暂停】 (DATA-014).
 */
export const JobDictionaryJob = z.object({ jobId: z.string(), jobName: z.string(), isUsable: z.boolean() });
export const JobDictionaryType = z.object({
  jobTypeId: z.string(),
  jobTypeName: z.string(),
  jobList: z.array(JobDictionaryJob),
});
export const JobDictionary = z.array(JobDictionaryType);
export type JobDictionary = z.infer<typeof JobDictionary>;

/**
 * POST /api/biz/jobs/:id/share (published jobs only): url is what the web renders as the
 * 136×136 QR code (error correction H) and opens on the careers site; text is the line to copy
 * (【企业名称】职位名称 url).
 */
export const JobShareAnswer = z.object({ url: z.string(), text: z.string() });
export type JobShareAnswer = z.infer<typeof JobShareAnswer>;

// ---------------------------------------------------------------------------------------------
// Work addresses

export const JobAddress = z.object({
  id: z.string(),
  area: z.string(),
  address: z.string(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  isCommon: z.boolean(),
});
export type JobAddress = z.infer<typeof JobAddress>;

export const JobAddressInput = z.object({
  area: z
    .string({ error: '请选择所在地区' })
    .trim()
    .min(1, '请选择所在地区')
    .refine(fitsWeighted(100), '所在地区最多100个字符'),
  address: z
    .string({ error: '请输入详细地址' })
    .trim()
    .min(1, '请输入详细地址')
    .refine(fitsWeighted(JOB_LIMITS.workAddress), `详细地址最多${JOB_LIMITS.workAddress}个字符`),
  lon: longitude.nullable().default(null),
  lat: latitude.nullable().default(null),
});
export type JobAddressInput = z.infer<typeof JobAddressInput>;

// ---------------------------------------------------------------------------------------------
// Ordering and recommendation

export const JobSortItem = z.object({
  ehireJobID: z.string(),
  CJobName: z.string(),
  JobArea: z.string(),
  OrgName: z.string(),
  sort: z.number().int(),
  jobTop: z.literal([0, 1]),
  recommendStatus: z.literal([0, 1, 2]).nullable(),
});
export type JobSortItem = z.infer<typeof JobSortItem>;

/** PUT /api/biz/jobs/sort: every published job id, in the new order. */
export const JobSortInput = z.object({
  jobIds: z.array(id, { error: '请提供职位顺序' }).max(2000, '职位过多'),
});
export type JobSortInput = z.infer<typeof JobSortInput>;

export const JobRecommendInput = z.object({ op: z.literal([0, 1, 2, 6], { error: '推荐操作不正确' }) });
export type JobRecommendInput = z.infer<typeof JobRecommendInput>;

export const JobHotInput = z.object({ op: z.literal([1, 6], { error: '热招操作不正确' }) });
export type JobHotInput = z.infer<typeof JobHotInput>;

export const JobRecommendAnswer = z.object({
  ehireJobID: z.string(),
  recommendStatus: z.literal([0, 1, 2]).nullable(),
  jobTop: z.literal([0, 1]),
});
export type JobRecommendAnswer = z.infer<typeof JobRecommendAnswer>;

export const JobIdParams = z.object({ id });
export type JobIdParams = z.infer<typeof JobIdParams>;
