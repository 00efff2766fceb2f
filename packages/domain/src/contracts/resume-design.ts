import { z } from 'zod';
import {
  CERT_TYPES,
  CHECK_STATUSES,
  CHECK_TYPES,
  DESIGN_LIMITS,
  INPUT_TYPES,
  type CertType,
  type CheckStatus,
  type CheckType,
  type InputType,
} from '../codes/resume-design';
import type {
  DesignField,
  DesignModule,
  DictItem,
  LatestTask,
  ModuleSaveFail,
  SaveResult,
  ShowRule,
} from '../resume-design/model';

// The resume designer's calls (D2 §7; GAP-056 documents paths and shapes) under
// /api/biz/resume-design and /api/biz/dictionaries, and the provider review under
// /api/ops/resume-designs. The design attributes are the spec's own names (D2 §3).
//
// Business messages of the designer (titles, counts, choice lists …) are not 4xx errors: a save
// answers 200 with a SaveResult whose emoduleSaveFails name the module and field (DESVAL-035/036).
// Only payloads of the wrong shape get a 4xx with a zh-CN message naming the attribute.

// ---- Design model -----------------------------------------------------------------------------

const MAX_MODULES = 200;
const MAX_FIELDS = 400;
const MAX_ITEMS = 3000;

const zeroOne = (what: string) => z.union([z.literal(0), z.literal(1)], { error: `${what}只能为0或1` });
const text = (what: string, max: number) =>
  z.string({ error: `${what}格式不正确` }).max(max, `${what}最多${max}个字符`);
const id = (what: string) =>
  z
    .string({ error: `${what}格式不正确` })
    .trim()
    .min(1, `${what}不能为空`)
    .max(64, `${what}最多64个字符`)
    .regex(/^[A-Za-z0-9_-]+$/, `${what}只能包含字母、数字、下划线和短横线`);

export const InputTypeSchema = z
  .number({ error: '字段类型不正确' })
  .int('字段类型不正确')
  .refine(
    (n) => (INPUT_TYPES as readonly number[]).includes(n),
    '字段类型不正确',
  ) as unknown as z.ZodType<InputType>;
export const CheckTypeSchema = z
  .number({ error: '校验类型不正确' })
  .int('校验类型不正确')
  .refine(
    (n) => (CHECK_TYPES as readonly number[]).includes(n),
    '校验类型不正确',
  ) as unknown as z.ZodType<CheckType>;
export const CertTypeSchema = z
  .number({ error: '证件类型不正确' })
  .int('证件类型不正确')
  .refine(
    (n) => (CERT_TYPES as readonly number[]).includes(n),
    '证件类型不正确',
  ) as unknown as z.ZodType<CertType>;
export const CheckStatusSchema = z.enum(CHECK_STATUSES as [CheckStatus, ...CheckStatus[]], {
  error: '审核状态不正确',
});

/** A choice-list node (DES-058); depth is checked by the designer rules (levels 1-3). */
export const DictItemSchema: z.ZodType<DictItem> = z.lazy(() =>
  z.object({
    name: z.string({ error: '可选项内容格式不正确' }).max(500, '可选项内容过长'),
    value: z.string({ error: '可选项值格式不正确' }).max(500, '可选项值过长'),
    items: z.array(DictItemSchema).max(MAX_ITEMS, '可选项过多').optional(),
  }),
);

const wireScalar = z.union([z.string().max(500), z.number()]);
const ruleValue = z.union([wireScalar, z.array(wireScalar).max(10)]);

/** A display rule (D2 §3 shape with an id, COND-056..066). */
export const ShowRuleSchema: z.ZodType<ShowRule> = z.object({
  id: z.string({ error: '显示规则格式不正确' }).min(1).max(64),
  conditions_operation: z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], {
    error: '请选择',
  }),
  conditions: z
    .array(
      z.object({
        id: z.string().max(64).optional(),
        field: z.array(z.string().max(64)).min(1, '请选择').max(3),
        target: z.tuple([z.union([z.number(), z.string().max(10)]), z.array(ruleValue).max(500)]),
        computationRule: z.string().max(2).optional(),
        dictType: z
          .union([z.number(), z.string().max(4)])
          .nullable()
          .optional(),
        inputType: z
          .union([z.number(), z.string().max(4)])
          .nullable()
          .optional(),
        customerDictId: z
          .union([z.number(), z.string().max(64)])
          .nullable()
          .optional(),
      }),
      { error: '显示规则条件格式不正确' },
    )
    .max(9, '条件最多9个'),
  target: z.array(z.string().max(64)).max(MAX_FIELDS).optional(),
  resumesubEcolumnsShowType: z.union([z.literal('1'), z.literal('2'), z.literal(1), z.literal(2)]).optional(),
}) as z.ZodType<ShowRule>;

/** A field (ecolumn, DES-039). Missing optional attributes take their defaults. */
export const DesignFieldSchema = z.object({
  colId: id('字段编号'),
  colName: z.string().max(64).default(''),
  colForm: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '字段来源不正确' }),
  modId: id('模块编号'),
  cname: text('中文标题', 6000),
  ename: text('英文标题', 6000).default(''),
  memo: text('字段说明', 6000).default(''),
  isMustUsed: zeroOne('是否必填').default(0),
  inputType: InputTypeSchema,
  inputTypeName: z.string().max(20).default(''),
  checkType: CheckTypeSchema.default(0),
  certType: z.array(CertTypeSchema).max(6).default([]),
  inputLen: z.number({ error: '字符限制格式不正确' }).int('请填写整数').nullable().default(null),
  minFileSize: z.number({ error: '文件大小格式不正确' }).int().min(0).max(9, '文件大小为0-9MB').default(0),
  dictType: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: '字典类型不正确' })
    .default(0),
  dictData: z.array(DictItemSchema).max(MAX_ITEMS, '可选项过多').default([]),
  systemDdTableName: z.string().max(64).default(''),
  customerDictId: z.string().max(64).nullable().default(null),
  dictLevel: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .nullable()
    .default(null),
  drop1MultiMin: z.number().int().nullable().default(null),
  drop1MultiMax: z.number().int().nullable().default(null),
  dictLogicRankType: z.union([z.literal(1), z.literal(2)]).default(1),
  dictLogicRank: z.array(z.string().max(500)).max(MAX_ITEMS).default([]),
  isUse51ResumeFill: z.boolean().default(true),
  existMatchColId: z.string().max(64).nullable().default(null),
  isBelongEn: zeroOne('字段语言').default(0),
  status: z.enum(['00', '01', '02', '03', '04']).default('00'),
  rejectReason: z.string().max(1000).default(''),
  listIndex: z.number().int().min(0).default(0),
  isPublished: zeroOne('是否已发布').default(0),
  deleteStatus: zeroOne('删除标记').default(0),
}) satisfies z.ZodType<DesignField, unknown>;

/** A module (emodule, DES-032). */
export const DesignModuleSchema = z.object({
  modId: id('模块编号'),
  modName: z.string().max(64).default(''),
  modType: z.union([z.literal(1), z.literal(2)], { error: '模块类型不正确' }),
  modForm: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: '模块来源不正确' }),
  cname: text('中文标题', 200),
  ename: text('英文标题', 200).default(''),
  memo: text('模块说明', 6000).default(''),
  enableStatus: zeroOne('启用状态').default(1),
  isBelongEn: zeroOne('模块语言').default(0),
  recordCount: z.number({ error: '推荐条数须为整数' }).int('推荐条数须为整数').nullable().default(null),
  minCount: z.number({ error: '最少条数须为整数' }).int('最少条数须为整数').default(0),
  maxCount: z
    .number({ error: '最多条数须为整数' })
    .int('最多条数须为整数')
    .default(DESIGN_LIMITS.defaultMaxCount),
  ecolumns: z.array(DesignFieldSchema).max(MAX_FIELDS, `每个模块最多${MAX_FIELDS}个字段`).default([]),
  emodulesShowSets: z.array(ShowRuleSchema).max(100).default([]),
  ecolumnsShowSets: z.array(ShowRuleSchema).max(200).default([]),
  rejectReason: z.string().max(1000).default(''),
  listIndex: z.number().int().min(0).default(0),
  isPublished: zeroOne('是否已发布').default(0),
  deleteStatus: zeroOne('删除标记').default(0),
  remainCounts: z.record(z.string(), z.number()).optional(),
  titleEditable: z.boolean().optional(),
}) satisfies z.ZodType<DesignModule, unknown>;

export const RemainingCountsSchema = z.object({ single: z.number().int(), multi: z.number().int() });

// ---- Answers ------------------------------------------------------------------------------------

export const LatestTaskSchema = z.object({
  status: CheckStatusSchema,
  taskId: z.string(),
  isRead: z.boolean(),
}) satisfies z.ZodType<LatestTask>;

/** GET /latest-task: null when the tenant never started an edit (DES-072). */
export const LatestTaskAnswer = LatestTaskSchema.nullable();
export type LatestTaskAnswer = z.infer<typeof LatestTaskAnswer>;

/** GET /online: the published version the tenant's candidates fill in. */
export const OnlineDesignAnswer = z.object({
  version: z.number().int(),
  publishedAt: z.number().nullable(),
  emodules: z.array(DesignModuleSchema),
  remainingCounts: RemainingCountsSchema,
});
export type OnlineDesignAnswer = z.infer<typeof OnlineDesignAnswer>;

/** GET /draft?taskId: the draft of a task; revision is what a save must send back. */
export const DraftQuery = z.object({
  taskId: z.string({ error: '请先选择任务' }).trim().min(1, '请先选择任务').max(64),
});
export const DraftAnswer = z.object({
  taskId: z.string(),
  status: CheckStatusSchema,
  isRead: z.boolean(),
  /** The online version the draft started from. */
  baseVersion: z.number().int(),
  /** Optimistic-lock counter: every save increments it. */
  revision: z.number().int(),
  rejectReason: z.string(),
  emodules: z.array(DesignModuleSchema),
  remainingCounts: RemainingCountsSchema,
  updatedAt: z.number(),
  updatedBy: z.string(),
});
export type DraftAnswer = z.infer<typeof DraftAnswer>;

/** POST /edit: starts (or resumes) the draft task (DES-085). */
export const EditAnswer = z.object({
  taskId: z.string(),
  status: CheckStatusSchema,
  revision: z.number().int(),
});
export type EditAnswer = z.infer<typeof EditAnswer>;

export const LogInfoSchema = z
  .array(
    z.object({
      code: z.number().int(),
      text: z.string().max(200),
      detail: z.string().max(2000).optional(),
    }),
  )
  .max(50)
  .default([]);

/**
 * POST /save and /submit (D2 §7): the changed modules (deleted ones with deleteStatus 1), the
 * draft's task id and the revision the client loaded (optimistic check), and logInfo.
 */
export const SaveDesignInput = z.object({
  taskId: z.string({ error: '请先点击编辑' }).trim().min(1, '请先点击编辑').max(64),
  revision: z.number({ error: '版本号格式不正确' }).int().min(0),
  emodules: z
    .array(DesignModuleSchema, { error: '模块格式不正确' })
    .max(MAX_MODULES, `模块最多${MAX_MODULES}个`),
  /** The full module order (modIds) when modules were reordered; omitted keeps the order. */
  moduleOrder: z.array(z.string().max(64)).max(MAX_MODULES).optional(),
  logInfo: LogInfoSchema,
});
export type SaveDesignInput = z.input<typeof SaveDesignInput>;
export type SaveDesignParsed = z.output<typeof SaveDesignInput>;

export const ColumnSaveFailSchema = z.object({ ecolumnsColId: z.string(), ecolumnsErrorMsg: z.string() });
export const ModuleSaveFailSchema = z.object({
  emodulesModId: z.string(),
  emodulesErrorMsg: z.string(),
  ecolumns: z.array(ColumnSaveFailSchema),
}) satisfies z.ZodType<ModuleSaveFail>;

export const SaveResultSchema = z.object({
  isSuccess: z.boolean(),
  emoduleSaveFails: z.array(ModuleSaveFailSchema),
  reason: z.string(),
}) satisfies z.ZodType<SaveResult>;

/** The answer of save and submit: the SaveResult plus the task's state after it. */
export const SaveDesignAnswer = SaveResultSchema.extend({
  taskId: z.string(),
  status: CheckStatusSchema,
  revision: z.number().int(),
});
export type SaveDesignAnswer = z.infer<typeof SaveDesignAnswer>;

/** The optimistic check's refusal (409): someone else saved the draft in between. */
export const DESIGN_CONFLICT_MESSAGE = '简历设置已被其他用户修改，请刷新页面后再保存（您的修改尚未保存）';

/** POST /draft/delete, /task/discard (confirm action 1), /task/reopen (confirm action 2). */
export const TaskInput = z.object({
  taskId: z.string({ error: '请先选择任务' }).trim().min(1, '请先选择任务').max(64),
});
export const TaskActionAnswer = z.object({ taskId: z.string() });
export type TaskActionAnswer = z.infer<typeof TaskActionAnswer>;

/** GET /exists (D2 §7 first call). */
export const DesignExistsAnswer = z.boolean();

/** GET /has-resumes: whether the tenant holds any resume, whatever its version (DESERR-012). */
export const HasResumesAnswer = z.boolean();

/** GET /versions: every published version, newest first (immutable). */
export const DesignVersionItem = z.object({
  version: z.number().int(),
  publishedAt: z.number(),
  taskId: z.string().nullable(),
  publishedBy: z.string(),
});
export const DesignVersionList = z.array(DesignVersionItem);
export type DesignVersionItem = z.infer<typeof DesignVersionItem>;
export const VersionParams = z.object({
  version: z.coerce.number({ error: '版本号格式不正确' }).int('版本号格式不正确').min(1, '版本号格式不正确'),
});

/** POST /custom-dicts (D2 §7): the choice lists of fields by colId. */
export const CustomDictInput = z.object({
  colIdList: z.array(z.string().max(64), { error: '请选择字段' }).min(1, '请选择字段').max(MAX_FIELDS),
  /** 'online' (default) or a draft task id. */
  taskId: z.string().max(64).optional(),
});
export const CustomDictItem = z.object({
  colId: z.string(),
  dictData: z.array(DictItemSchema),
  dictLogicRankType: z.union([z.literal(1), z.literal(2)]),
  dictLogicRank: z.array(z.string()),
  dictLevel: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});
export const CustomDictAnswer = z.array(CustomDictItem);
export type CustomDictItem = z.infer<typeof CustomDictItem>;

/** A preset common field of the catalogue (DES-067, GAP-050). */
export const PresetFieldSchema = z.object({
  colId: z.string(),
  cname: z.string(),
  ename: z.string(),
  inputType: InputTypeSchema,
  inputTypeName: z.string(),
  isMustUsed: zeroOne('是否必填'),
  checkType: CheckTypeSchema,
  inputLen: z.number().int().nullable(),
  minFileSize: z.number().int(),
  dictType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  systemDdTableName: z.string(),
  dictData: z.array(DictItemSchema),
  dictLevel: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  certType: z.array(CertTypeSchema),
  /** The field is already in the module (not offered again). */
  used: z.boolean(),
});
export type PresetFieldAnswer = z.infer<typeof PresetFieldSchema>;
export const CommonFieldsQuery = z.object({
  modId: id('模块编号'),
  modType: z.coerce
    .number({ error: '模块类型不正确' })
    .int()
    .refine((n) => n === 1 || n === 2, '模块类型不正确'),
  /** The draft to check `used` against; the online design when absent. */
  taskId: z.string().max(64).optional(),
});
export const CommonFieldsAnswer = z.array(PresetFieldSchema);

/** POST /related-rules (D2 §7): smart-operations rules that use the given fields. */
export const RelatedRulesInput = z.object({
  checkList: z
    .array(z.object({ modName: z.string().max(64), colName: z.string().max(64).default('') }), {
      error: '请选择字段',
    })
    .max(MAX_FIELDS),
});
export const RelatedRuleName = z.object({
  name: z.string(),
  id: z.string().optional(),
  enabled: z.boolean().optional(),
});
export const RelatedRulesAnswer = z.object({
  labelList: z.array(RelatedRuleName),
  circulationList: z.array(RelatedRuleName),
  scoreList: z.array(RelatedRuleName),
});
export type RelatedRulesAnswer = z.infer<typeof RelatedRulesAnswer>;

// ---- Dictionaries -------------------------------------------------------------------------------

/** A system or member dictionary list entry (DES-059). */
export const DictListEntry = z.object({
  dicKey: z.string(),
  dicName: z.string(),
  dicCategory: z.union([z.literal(1), z.literal(2)]),
  /** Levels (1-3). */
  dicType: z.number().int(),
  checkStatus: z.number().int(),
  version: z.string(),
});
export type DictListEntry = z.infer<typeof DictListEntry>;

export const DictListQuery = z.object({
  dicCategory: z.coerce
    .number({ error: '字典类别不正确' })
    .int()
    .refine((n) => n === 1 || n === 2, '字典类别不正确'),
  keyword: z.string().trim().max(50, '搜索词最多50个字符').default(''),
  pageIndex: z.coerce.number({ error: '页码格式不正确' }).int().min(1, '页码格式不正确').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数格式不正确' })
    .int()
    .min(1)
    .max(100, '每页最多100条')
    .default(DESIGN_LIMITS.dictPageSize),
});
export type DictListQuery = z.input<typeof DictListQuery>;
export const DictListAnswer = z.object({
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  dictDtoList: z.array(DictListEntry),
});
export type DictListAnswer = z.infer<typeof DictListAnswer>;

/** A system dictionary's items (tree); region has province/city levels. */
export const SystemDictParams = z.object({ dicKey: z.string().trim().min(1).max(64) });
export const SystemDictAnswer = z.object({
  dicKey: z.string(),
  dicName: z.string(),
  dictLevel: z.number().int(),
  version: z.string(),
  dictItems: z.array(DictItemSchema),
});
export type SystemDictAnswer = z.infer<typeof SystemDictAnswer>;

/** Member custom dictionary (DES-060): tenant trees up to 3 levels. */
export const MemberDictParams = z.object({ CustomerDictId: z.string().trim().min(1, '请选择字典').max(64) });
export const MemberDictAnswer = z.object({
  customerDictId: z.string(),
  dictName: z.string(),
  dictLevel: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  dictItems: z.array(DictItemSchema),
  updatedAt: z.number(),
});
export type MemberDictAnswer = z.infer<typeof MemberDictAnswer>;
export const MemberDictInput = z.object({
  customerDictId: z.string().max(64).optional(),
  dictName: z
    .string({ error: '请输入字典名称' })
    .trim()
    .min(1, '请输入字典名称')
    .max(50, '字典名称最多50个字符'),
  dictLevel: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '字典层级只能为1-3级' }),
  dictItems: z.array(DictItemSchema, { error: '请先添加自定义字典' }).max(MAX_ITEMS, '可选项过多'),
});
export type MemberDictInput = z.input<typeof MemberDictInput>;

// ---- Provider review (/api/ops/resume-designs) -------------------------------------------------

export const OpsDesignReviewQuery = z.object({
  /** CHECKING by default; 'ALL' lists every submitted task. */
  status: z.union([CheckStatusSchema, z.literal('ALL')]).default('CHECKING'),
  member: z.string().trim().max(64).default(''),
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100, '每页最多100条').default(20),
});
export const OpsDesignReviewItem = z.object({
  taskId: z.string(),
  tenantId: z.string(),
  member: z.string(),
  tenantName: z.string(),
  status: CheckStatusSchema,
  submittedAt: z.number().nullable(),
  submittedBy: z.string(),
  baseVersion: z.number().int(),
});
export type OpsDesignReviewItem = z.infer<typeof OpsDesignReviewItem>;
export const OpsDesignReviewPage = z.object({
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(OpsDesignReviewItem),
});

/** One difference of the draft against the online version. */
export const DesignDiffEntry = z.object({
  kind: z.enum([
    'module-added',
    'module-removed',
    'module-changed',
    'field-added',
    'field-removed',
    'field-changed',
  ]),
  modId: z.string(),
  colId: z.string().nullable(),
  title: z.string(),
  /** Attribute names that differ (changed entries). */
  attributes: z.array(z.string()),
});
export type DesignDiffEntry = z.infer<typeof DesignDiffEntry>;
export const OpsDesignDetail = z.object({
  task: OpsDesignReviewItem,
  draft: z.array(DesignModuleSchema),
  online: z.array(DesignModuleSchema),
  onlineVersion: z.number().int(),
  diff: z.array(DesignDiffEntry),
});
export type OpsDesignDetail = z.infer<typeof OpsDesignDetail>;
export const OpsDesignParams = z.object({ taskId: z.string().trim().min(1).max(64) });

const reason = z
  .string({ error: '请输入驳回原因' })
  .trim()
  .min(1, '请输入驳回原因')
  .max(200, '驳回原因最多200个字符');
/** Reject with a reason per module and per field (at least one reason somewhere). */
export const OpsDesignRejectInput = z
  .object({
    reason: z.string().trim().max(200, '驳回原因最多200个字符').default(''),
    modules: z
      .array(
        z.object({
          modId: z.string().min(1).max(64),
          reason: z.string().trim().max(200, '驳回原因最多200个字符').default(''),
          columns: z
            .array(z.object({ colId: z.string().min(1).max(64), reason }))
            .max(MAX_FIELDS)
            .default([]),
        }),
      )
      .max(MAX_MODULES)
      .default([]),
  })
  .refine((x) => x.reason !== '' || x.modules.some((m) => m.reason !== '' || m.columns.length > 0), {
    message: '请输入驳回原因',
    path: ['reason'],
  });
export type OpsDesignRejectInput = z.input<typeof OpsDesignRejectInput>;
export const OpsDesignReviewAnswer = z.object({
  taskId: z.string(),
  status: CheckStatusSchema,
  version: z.number().int().nullable(),
});
export type OpsDesignReviewAnswer = z.infer<typeof OpsDesignReviewAnswer>;
