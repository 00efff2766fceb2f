import { z } from 'zod';
import { RuleNodeSchema } from '../conditions/ast-schema';
import { pageOf, PAGE_SIZE_MAX } from './jobs';
import { OptionNodeSchema } from './smart-rules';
import { MOBILE_PATTERN } from '../text/mobile';
import { StepChangeNotice, StepChangeNoticeResult } from './notice';

// Talent management (issue 6 §3, D1 §2 /resume, /new/talent/talentManage, /resumeDetails) and
// applying from the careers site (§2). Recruiter routes: /api/biz/talent (PERMISSION.talent).
// Candidate routes: /api/web/careers/:member/... (public, tenant by member).
//
// Inbox status of an application inside its step (stored code; the links group them, WB-036..039):
//   00 待筛选 · 01 待定 · 02 已安排笔试 · 06 已安排面试 · 07 已安排视频面试 · 08 已安排待录用 ·
//   09 已安排入职 · 04 已淘汰 · 05 候选人已撤回
// ('04_05' groups 淘汰 + 撤回, '02_06_07_08_09' groups every 已安排; decision GAP-TALENT-1.)

/** D1 §9 "search max size 2000" (CONST-014, GAP-036): the keyword is at most 2000 characters and a
 * bulk action or an export takes at most 2000 applications. */
export const TALENT_SEARCH_MAX = 2000;

export const INBOX_CODES = ['00', '01', '02', '04', '05', '06', '07', '08', '09'] as const;
export const InboxCode = z.enum(INBOX_CODES, { error: '状态不正确' });
export type InboxCode = z.infer<typeof InboxCode>;

export const INBOX_CODE_LABEL: Record<InboxCode, string> = {
  '00': '待筛选',
  '01': '待定',
  '02': '已安排笔试',
  '04': '已淘汰',
  '05': '已撤回',
  '06': '已安排面试',
  '07': '已安排视频面试',
  '08': '已安排待录用',
  '09': '已安排入职',
};

/** The link groups of inboxstatus (INBOX_STATUS in codes/inbox-status.ts). */
export const InboxGroup = z.enum(['00', '01', '04_05', '02_06_07_08_09'], { error: '状态不正确' });
export type InboxGroup = z.infer<typeof InboxGroup>;

const id = z.string().min(1).max(64);
const idList = (empty: string) =>
  z
    .array(id, { error: empty })
    .min(1, empty)
    .max(TALENT_SEARCH_MAX, `一次最多操作${TALENT_SEARCH_MAX}条投递`);

// ---------------------------------------------------------------------------------------------
// List query (POST body: the filter AST does not fit a query string)

export const TALENT_SORT_FIELDS = ['appliedAt', 'updatedAt', 'score', 'name', 'graduationYear'] as const;
export const TalentSort = z.object({
  field: z.enum(TALENT_SORT_FIELDS, { error: '排序字段不正确' }).default('appliedAt'),
  order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).default('desc'),
});
export type TalentSort = z.infer<typeof TalentSort>;

/** What selects applications: the view (tab, job, step, status) plus the search. Shared by the
 * list, the counts, prev/next of the detail page, bulk-by-query and export. */
export const TalentSelection = z.object({
  /** first 人才管理 (all applications), second 按职位查看 (jobId required), three 意向人才库
   * (starred applications, AMB-006). */
  tab: z.enum(['first', 'second', 'three'], { error: '页签不正确' }).default('first'),
  jobId: id.optional(),
  /** Applications to the jobs of this organisation and of every organisation below it (the data
   * board's drill-down from an organisation scope, issue 16 §1). */
  organizationId: id.optional(),
  /** Applications to the jobs of this flow (the data board's drill-down from a flow scope). */
  flowId: id.optional(),
  /** Step code of the flow (flow_step.ivid). */
  ivid: z.string().min(1).max(64).optional(),
  inboxstatus: InboxGroup.optional(),
  /** 01_02 待面试: applications with a video interview arranged (inbox 07). */
  inboxvideostatus: z.enum(['01_02'], { error: '视频面试状态不正确' }).optional(),
  /** 00 未提交 / 01 已提交: every stored application is submitted (drafts are not stored). */
  deliveredstaus: z.enum(['00', '01'], { error: '投递状态不正确' }).optional(),
  /** FilterEditor rule over the fields of GET /fields. */
  filter: RuleNodeSchema.optional(),
  /** Matches name, mobile, email, school or major (contains, case-insensitive for ASCII). */
  keyword: z
    .string({ error: '搜索词格式不正确' })
    .trim()
    .max(TALENT_SEARCH_MAX, `搜索词最多${TALENT_SEARCH_MAX}个字符`)
    .default(''),
  /** Label filter shortcut: applications carrying every one of these labels. */
  labels: z.array(z.string().min(1).max(50)).max(20).default([]),
  /** 个人标签 filter: applications carrying every one of these personal labels of the caller
   * (each operator filters by their own; nobody can select by someone else's). */
  personalLabels: z.array(z.string().min(1).max(50)).max(20).default([]),
});
export type TalentSelection = z.infer<typeof TalentSelection>;
export type TalentSelectionInput = z.input<typeof TalentSelection>;

export const TalentListQuery = TalentSelection.extend({
  sort: TalentSort.default({ field: 'appliedAt', order: 'desc' }),
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX, `每页最多${PAGE_SIZE_MAX}条`).default(20),
  /** Also answer the per-step counts (as POST /counts would) in the same request. */
  withCounts: z.boolean().default(false),
});
export type TalentListQuery = z.infer<typeof TalentListQuery>;
export type TalentListQueryInput = z.input<typeof TalentListQuery>;

export const TalentRow = z.object({
  applicationId: z.string(),
  candidateId: z.string(),
  resumeId: z.string(),
  name: z.string(),
  gender: z.number().int(),
  mobile: z.string(),
  email: z.string(),
  school: z.string(),
  schoolLevel: z.string(),
  major: z.string(),
  degree: z.string(),
  graduationYear: z.number().int(),
  region: z.string(),
  source: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  flowId: z.string(),
  stepId: z.string(),
  ivid: z.string(),
  stepName: z.string(),
  ivType: z.number().int(),
  inboxStatus: InboxCode,
  inboxStatusName: z.string(),
  score: z.number().nullable(),
  isStarred: z.boolean(),
  labels: z.array(z.string()),
  /** The caller's own personal labels (个人标签); other operators' are never returned. */
  personalLabels: z.array(z.string()),
  appliedAt: z.number(),
  updatedAt: z.number(),
});
export type TalentRow = z.infer<typeof TalentRow>;

/** Counts per inbox group of one step; they add up to `total` and equal the list's total when
 * the list is opened with that ivid and inboxstatus (same selection otherwise). */
export const StepCounts = z.object({
  flowId: z.string(),
  flowName: z.string(),
  stepId: z.string(),
  ivid: z.string(),
  name: z.string(),
  ivType: z.number().int(),
  sort: z.number().int(),
  total: z.number().int(),
  byStatus: z.object({
    '00': z.number().int(),
    '01': z.number().int(),
    '04_05': z.number().int(),
    '02_06_07_08_09': z.number().int(),
  }),
});
export type StepCounts = z.infer<typeof StepCounts>;

/** The counts ignore the selection's ivid and inboxstatus (they are what the counts split by). */
export const TalentCounts = z.object({
  total: z.number().int(),
  steps: z.array(StepCounts),
});
export type TalentCounts = z.infer<typeof TalentCounts>;

/** A page of the list; `counts` when the query asked for them (withCounts), computed in the same
 * pass as the total, so the two always agree. */
export const TalentPage = pageOf(TalentRow).extend({ counts: TalentCounts.optional() });
export type TalentPage = z.infer<typeof TalentPage>;

/** Jobs of the 按职位查看 tab, with their application counts. */
export const TalentJobItem = z.object({
  jobId: z.string(),
  name: z.string(),
  status: z.string(),
  flowId: z.string(),
  total: z.number().int(),
  waiting: z.number().int(),
});
export const TalentJobList = z.array(TalentJobItem);
export type TalentJobItem = z.infer<typeof TalentJobItem>;

/** The path head of resume-design fields in talent filters: ['answers', modId, colId]. */
export const TALENT_ANSWERS_HEAD = 'answers';

/**
 * A filterable field for the FilterEditor (FieldInfo shape). A system field's path is [key]; a
 * field of the resume design has key `answers.<modId>.<colId>` (path ['answers', modId, colId])
 * and names its module.
 */
export const TalentField = z.object({
  key: z.string(),
  label: z.string(),
  fieldType: z.number().int(),
  /** 'system' columns or 'resume' (a field of the tenant's online resume design). */
  source: z.enum(['system', 'resume']),
  /** Resume fields: the design module (modId, name), to group the fields under it; `label` is
   * then 模块/字段 and `fieldLabel` the field's own name. */
  module: z.object({ key: z.string(), label: z.string() }).optional(),
  fieldLabel: z.string().optional(),
  /** Resume fields of a multi-section module: the condition's section rule applies. */
  repeatable: z.boolean().optional(),
  /** Choices; a tree for two/three-level dropdowns (OptionNode). */
  options: z.array(OptionNodeSchema).optional(),
});
export const TalentFieldList = z.array(TalentField);
export type TalentField = z.infer<typeof TalentField>;

// ---------------------------------------------------------------------------------------------
// Saved searches

export const SavedSearchInput = z.object({
  name: z.string({ error: '请输入搜索名称' }).trim().min(1, '请输入搜索名称').max(30, '搜索名称最多30个字符'),
  /** 是否应用到全局: shared with every user of the tenant (true) or personal (false). */
  isGlobal: z.boolean({ error: '是否应用到全局格式不正确' }).default(false),
  // Personal labels are the operator's own: a search shared with the tenant could not mean them.
  query: TalentSelection.omit({
    tab: true,
    jobId: true,
    ivid: true,
    inboxstatus: true,
    personalLabels: true,
  }).extend({
    sort: TalentSort.optional(),
  }),
});
export type SavedSearchInput = z.infer<typeof SavedSearchInput>;
export type SavedSearchInputRaw = z.input<typeof SavedSearchInput>;

export const SavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  isGlobal: z.boolean(),
  /** Whether the current user created it (only the owner or a global search's tenant admins may delete). */
  isMine: z.boolean(),
  ownerName: z.string(),
  query: SavedSearchInput.shape.query,
  createdAt: z.number(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;
export const SavedSearchList = z.array(SavedSearch);

// ---------------------------------------------------------------------------------------------
// Actions

export const TALENT_ACTIONS = [
  'pass',
  'pending',
  'eliminate',
  'restore',
  'arrangeWrittenTest',
  'arrangeInterview',
  'arrangeVideoInterview',
  'move',
  'moveFlow',
  'addLabels',
  'removeLabels',
  'addPersonalLabels',
  'removePersonalLabels',
  'star',
  'unstar',
  'comment',
  'score',
] as const;
export type TalentActionName = (typeof TALENT_ACTIONS)[number];

export const TALENT_ACTION_LABEL: Record<TalentActionName, string> = {
  pass: '通过',
  pending: '待定',
  eliminate: '淘汰',
  restore: '恢复',
  arrangeWrittenTest: '安排笔试',
  arrangeInterview: '安排面试',
  arrangeVideoInterview: '安排视频面试',
  move: '转移职位',
  moveFlow: '转移流程',
  addLabels: '添加标签',
  removeLabels: '移除标签',
  addPersonalLabels: '添加个人标签',
  removePersonalLabels: '移除个人标签',
  star: '标星',
  unstar: '取消标星',
  comment: '评论',
  score: '评分',
};

/** Labels to add or remove: talent actions and the public pool (at most 20, each ≤ 20 characters). */
export const TALENT_LABEL_LIST = z
  .array(z.string().trim().min(1, '标签不能为空').max(20, '标签最多20个字符'), { error: '请选择标签' })
  .min(1, '请选择标签')
  .max(20, '一次最多20个标签');

/** One action; `applicationIds` holds one id for a single action, many for a bulk one. */
export const TalentAction = z.discriminatedUnion(
  'action',
  [
    /** To `ivid` (a later step of the application's flow), or the next step when omitted. */
    z.object({
      action: z.literal('pass'),
      applicationIds: idList('请选择投递'),
      ivid: z.string().max(64).optional(),
      /** A notice sent to the applications that moved (issue 14). */
      notice: StepChangeNotice.optional(),
    }),
    z.object({ action: z.literal('pending'), applicationIds: idList('请选择投递') }),
    z.object({
      action: z.literal('eliminate'),
      applicationIds: idList('请选择投递'),
      reason: z
        .string({ error: '请输入淘汰原因' })
        .trim()
        .min(1, '请输入淘汰原因')
        .max(200, '淘汰原因最多200个字符'),
      notice: StepChangeNotice.optional(),
    }),
    z.object({ action: z.literal('restore'), applicationIds: idList('请选择投递') }),
    z.object({
      action: z.literal('arrangeWrittenTest'),
      applicationIds: idList('请选择投递'),
      /** When and where, free text shown in the timeline. */
      note: z.string().trim().max(500, '安排说明最多500个字符').default(''),
      notice: StepChangeNotice.optional(),
    }),
    z.object({
      action: z.literal('arrangeInterview'),
      applicationIds: idList('请选择投递'),
      note: z.string().trim().max(500, '安排说明最多500个字符').default(''),
      notice: StepChangeNotice.optional(),
    }),
    z.object({
      action: z.literal('arrangeVideoInterview'),
      applicationIds: idList('请选择投递'),
      note: z.string().trim().max(500, '安排说明最多500个字符').default(''),
      notice: StepChangeNotice.optional(),
    }),
    /** To another job (its flow's first step, 待筛选); the candidate must not have applied to it. */
    z.object({ action: z.literal('move'), applicationIds: idList('请选择投递'), jobId: id }),
    z.object({ action: z.literal('addLabels'), applicationIds: idList('请选择投递'), labels: TALENT_LABEL_LIST }),
    z.object({ action: z.literal('removeLabels'), applicationIds: idList('请选择投递'), labels: TALENT_LABEL_LIST }),
    /** To the step `ivid` of another flow of the tenant: the application keeps its job, follows
     * that flow from that step and starts there as 待筛选 (decision GAP-TALENT-MOVEFLOW). */
    z.object({
      action: z.literal('moveFlow'),
      applicationIds: idList('请选择投递'),
      flowId: z.string({ error: '请选择流程' }).min(1, '请选择流程').max(64, '流程不存在'),
      ivid: z.string({ error: '请选择环节' }).min(1, '请选择环节').max(64, '目标环节不属于所选流程'),
    }),
    /** 个人标签: seen only by the operator who set them (at most 20 per application and operator). */
    z.object({
      action: z.literal('addPersonalLabels'),
      applicationIds: idList('请选择投递'),
      labels: TALENT_LABEL_LIST,
    }),
    z.object({
      action: z.literal('removePersonalLabels'),
      applicationIds: idList('请选择投递'),
      labels: TALENT_LABEL_LIST,
    }),
    z.object({ action: z.literal('star'), applicationIds: idList('请选择投递') }),
    z.object({ action: z.literal('unstar'), applicationIds: idList('请选择投递') }),
    z.object({
      action: z.literal('comment'),
      applicationIds: idList('请选择投递'),
      content: z.string({ error: '请输入评论' }).trim().min(1, '请输入评论').max(1000, '评论最多1000个字符'),
    }),
    z.object({
      action: z.literal('score'),
      applicationIds: idList('请选择投递'),
      score: z
        .number({ error: '请输入评分' })
        .int('评分须为整数')
        .min(0, '评分须在0到100之间')
        .max(100, '评分须在0到100之间'),
      /** The evaluation (评价) that goes with the score. */
      comment: z.string().trim().max(1000, '评价最多1000个字符').default(''),
    }),
  ],
  { error: '操作不正确' },
);
export type TalentAction = z.infer<typeof TalentAction>;
export type TalentActionInput = z.input<typeof TalentAction>;

/** The tenant's flows and their steps (GET /flows): where 转移流程 can send an application. Read
 * with the talent permission (the flow pages need the flow-management one). */
export const TalentFlow = z.object({
  flowId: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  steps: z.array(
    z.object({ ivid: z.string(), name: z.string(), ivType: z.number().int(), sort: z.number().int() }),
  ),
});
export const TalentFlowList = z.array(TalentFlow);
export type TalentFlow = z.infer<typeof TalentFlow>;

/** The caller's personal labels in use (GET /personal-labels), for the dialogs and the filter. */
export const PERSONAL_LABELS_MAX = 20;
export const PersonalLabelList = z.array(z.string());
export type PersonalLabelList = z.infer<typeof PersonalLabelList>;

export const TalentActionItemResult = z.object({
  applicationId: z.string(),
  ok: z.boolean(),
  /** zh-CN reason when refused, e.g. 已淘汰的投递不能通过. */
  message: z.string(),
});
export const TalentActionResult = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(TalentActionItemResult),
  /** The step change's notice, when one was asked for (issue 14). */
  notice: StepChangeNoticeResult.optional(),
});
export type TalentActionResult = z.infer<typeof TalentActionResult>;

// The export request (TalentExportRequest) lives in ./exports with the export columns.

// ---------------------------------------------------------------------------------------------
// Resume detail

export const ActivityItem = z.object({
  id: z.string(),
  action: z.string(),
  actionName: z.string(),
  /** Human-readable zh-CN summary, e.g. 从「初筛」通过到「面试」. */
  detail: z.string(),
  actorName: z.string(),
  createdAt: z.number(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

export const CommentItem = z.object({
  id: z.string(),
  content: z.string(),
  authorName: z.string(),
  createdAt: z.number(),
});
export const ScoreItem = z.object({
  id: z.string(),
  score: z.number(),
  comment: z.string(),
  authorName: z.string(),
  createdAt: z.number(),
});

export const OtherApplication = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  stepName: z.string(),
  inboxStatus: InboxCode,
  inboxStatusName: z.string(),
  appliedAt: z.number(),
});

export const Attachment = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** GET this (signed-in, PERMISSION.talent) to preview or download. */
  url: z.string(),
});
export type Attachment = z.infer<typeof Attachment>;

export const ResumeDetail = z.object({
  application: TalentRow,
  resume: z.object({
    id: z.string(),
    /** The answers as filled, by field key of the design. */
    answers: z.record(z.string(), z.unknown()),
    /** Version of the online design the form was filled against (null: before designs). */
    designVersion: z.number().int().nullable(),
    /** That design version's JSON when it is still stored (to render the form as filled). */
    design: z.unknown().nullable(),
    attachments: z.array(Attachment),
  }),
  candidate: z.object({
    id: z.string(),
    name: z.string(),
    gender: z.number().int(),
    mobile: z.string(),
    email: z.string(),
    birthDate: z.string(),
  }),
  activity: z.array(ActivityItem),
  comments: z.array(CommentItem),
  scores: z.array(ScoreItem),
  otherApplications: z.array(OtherApplication),
});
export type ResumeDetail = z.infer<typeof ResumeDetail>;

/** Prev/next of an application within a list query (same body as the list, plus the id). */
export const NeighboursRequest = z.object({ applicationId: id, query: TalentListQuery });
export type NeighboursRequest = z.input<typeof NeighboursRequest>;
export const Neighbours = z.object({
  prevId: z.string().nullable(),
  nextId: z.string().nullable(),
  /** 1-based position in the list; null when the application is not in it. */
  position: z.number().int().nullable(),
  total: z.number().int(),
});
export type Neighbours = z.infer<typeof Neighbours>;

// ---------------------------------------------------------------------------------------------
// Applying (careers site, public)

/**
 * An attachment of the form: a file uploaded first (POST /api/web/careers/:member/uploads,
 * multipart, issue 12) by the same verified candidate, referred to by its id. The server reads
 * the file's name, size and type (decided from its bytes) from its own record.
 */
export const ApplyAttachment = z.object({
  /** The design field the file belongs to. */
  field: z.string().min(1).max(64),
  fileId: z.string({ error: '请上传附件' }).min(1, '请上传附件').max(64, '附件不存在'),
});

/**
 * The system fields of an application (the talent list's columns, dedup, filters). Never sent by
 * the careers site: the server derives them from the answers with the domain's
 * applyFieldsFromAnswers (issue 13 §2) and checks them with this schema, so what is stored is
 * what the candidate's answers say.
 */
export const ApplyFields = z.object({
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名最多50个字符'),
  mobile: z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, '手机号格式不正确'),
  email: z
    .string({ error: '邮箱格式不正确' })
    .trim()
    .max(100, '邮箱最多100个字符')
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '邮箱格式不正确')
    .default(''),
  idNumber: z
    .string({ error: '身份证号格式不正确' })
    .trim()
    .refine((v) => v === '' || /^\d{17}[\dXx]$/.test(v), '身份证号格式不正确')
    .default(''),
  gender: z.literal([1, 2], { error: '请选择性别' }),
  birthDate: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), '出生日期格式不正确')
    .default(''),
  school: z.string({ error: '请输入学校' }).trim().min(1, '请输入学校').max(100, '学校最多100个字符'),
  major: z.string({ error: '请输入专业' }).trim().min(1, '请输入专业').max(100, '专业最多100个字符'),
  degree: z.enum(['大专', '本科', '硕士', '博士'], { error: '请选择学历' }),
  graduationYear: z
    .number({ error: '请输入毕业年份' })
    .int('毕业年份须为整数')
    .min(1950, '毕业年份不正确')
    .max(2100, '毕业年份不正确'),
  region: z.string().trim().max(50, '生源地最多50个字符').default(''),
});
export type ApplyFields = z.infer<typeof ApplyFields>;

/**
 * An application as the careers site sends it: the answers of the tenant's online design, the
 * uploaded files they refer to, and how the form was submitted. Any other key (a client-sent
 * name, mobile…) is dropped by the parse: the person is what the answers say (issue 13 §2).
 */
export const ApplyRequest = z.object({
  /**
   * The filled online resume design (module id → sections → field id → value); the server
   * derives ApplyFields from it.
   */
  answers: z.record(z.string(), z.unknown()).default({}),
  attachments: z.array(ApplyAttachment).max(10, '附件最多10个').default([]),
  /** Referral code of the link the candidate came through (?ref=), if any. */
  ref: z.string().max(64).optional(),
  /**
   * A random key of one filled-in form: submitting it again (after a lost answer) answers the
   * application it already made instead of 您已投递过该职位.
   */
  submitKey: z.string().trim().min(8, '提交标识不正确').max(64, '提交标识不正确').optional(),
  /** The candidate ticked the tenant's personal-information consent (更多设置, issue 17). */
  consentAccepted: z.boolean({ error: '个人信息处理说明的同意状态不正确' }).optional(),
});
export type ApplyRequest = z.input<typeof ApplyRequest>;

/**
 * The answer to an application. It says nothing about existing candidate records (a merge by
 * mobile, email or ID number is the recruiter's business and must not tell the submitter
 * whether someone with those details applied before).
 */
export const ApplyAnswer = z.object({
  applicationId: z.string(),
  message: z.string(),
});
export type ApplyAnswer = z.infer<typeof ApplyAnswer>;

export const MyApplication = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  /** What the candidate sees: 已投递 / 筛选中 / 笔试 / 面试 / 待录用 / 已入职 / 未通过 / 已撤回. */
  statusName: z.string(),
  canWithdraw: z.boolean(),
  appliedAt: z.number(),
});
export const MyApplicationList = z.array(MyApplication);
export type MyApplication = z.infer<typeof MyApplication>;
