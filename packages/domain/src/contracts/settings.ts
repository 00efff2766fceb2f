import { z } from 'zod';
import { MOBILE_PATTERN } from '../text/mobile';
import { PERMISSION_KEYS, type PermissionKey } from '../codes/permissions';
import { LABEL_COLORS } from '../settings/labels';
import { DATA_SCOPES } from '../settings/roles';
import {
  TALENT_COLUMN_KEYS,
  TALENT_COLUMN_LABEL,
  TALENT_FILTER_KEYS,
  TALENT_FILTER_LABEL,
  TALENT_PREVIEW_KEYS,
  TALENT_PREVIEW_LABEL,
} from '../settings/talent-list-layout';
import {
  CAREERS_CONTACT_MAX,
  CAREERS_INTRO_MAX,
  CAREERS_JOB_LIST_KEYS,
  DEFAULT_THEME_COLOR,
} from '../settings/careers-page';
import { CAREERS_IMAGE_PATH } from '../settings/careers-image';
import {
  CONSENT_TEXT_MAX,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
} from '../settings/data-retention';
import { TARGET_SOLUTION_MAJORS_MAX, TARGET_SOLUTION_SCHOOLS_MAX } from '../settings/target-schools';
import { pageOf, Paging } from './jobs';
import { TaskStatus } from './tasks';

// Users and roles of system settings (issue 17, PERM-017), /new/systemManagement/company/members.
// Users need PERMISSION.user (Ctm.User), roles PERMISSION.role (System.Role).

const Id = z.string({ error: '编号不正确' }).min(1, '编号不正确').max(64, '编号不正确');
const Ids = (what: string) =>
  z
    .array(Id, { error: `请选择${what}` })
    .min(1, `请选择${what}`)
    .max(1000, `一次最多操作1000个${what}`);

const Level = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '权限级别只能是0、1、2' });
const PermissionKeySchema = z.enum(PERMISSION_KEYS as [PermissionKey, ...PermissionKey[]], {
  error: '权限键不存在',
});

export const DataScopeSchema = z.enum(DATA_SCOPES as [string, ...string[]], { error: '数据范围不正确' });

export const RoleSaveInput = z.object({
  id: Id.nullable().default(null),
  name: z.string({ error: '请输入角色名称' }).trim().min(1, '请输入角色名称').max(20, '角色名称最多20个字符'),
  dataScope: DataScopeSchema.default('all'),
  permissions: z.partialRecord(PermissionKeySchema, Level, { error: '权限设置不正确' }),
});
export type RoleSaveInput = z.infer<typeof RoleSaveInput>;

export const RoleIdInput = z.object({ id: Id });
export type RoleIdInput = z.infer<typeof RoleIdInput>;

export const Role = z.object({
  id: z.string(),
  name: z.string(),
  dataScope: z.string(),
  userCount: z.number().int(),
  createdAt: z.number(),
});
export type Role = z.infer<typeof Role>;

export const RoleListQuery = z.object({
  keyword: z.string({ error: '搜索词格式不正确' }).trim().max(50, '搜索词最多50个字符').default(''),
  ...Paging,
});
export type RoleListQuery = z.infer<typeof RoleListQuery>;
export const RolePage = pageOf(Role);
export type RolePage = z.infer<typeof RolePage>;

/** The role authority list: every permission key of the product with the role's level. */
export const RoleAuthority = z.object({
  id: z.string().nullable(),
  name: z.string(),
  dataScope: z.string(),
  permissions: z.array(z.object({ key: z.string(), label: z.string(), level: z.number().int() })),
});
export type RoleAuthority = z.infer<typeof RoleAuthority>;

export const RoleAuthorityQuery = z.object({ id: Id.nullable().default(null) });
export type RoleAuthorityQuery = z.infer<typeof RoleAuthorityQuery>;

export const USER_STATUS = { disabled: 0, enabled: 1 } as const;
export const USER_STATUS_LABEL: Record<0 | 1, string> = { 0: '已停用', 1: '启用中' };

export const UserSaveInput = z.object({
  id: Id.nullable().default(null),
  username: z
    .string({ error: '请输入用户名' })
    .trim()
    .min(2, '用户名至少2个字符')
    .max(32, '用户名最多32个字符')
    .regex(/^[A-Za-z0-9_.@-]+$/, '用户名只能包含字母、数字和 _ . @ -'),
  displayName: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(20, '姓名最多20个字符'),
  email: z
    .string({ error: '邮箱格式不正确' })
    .trim()
    .max(100, '邮箱最多100个字符')
    .refine((v) => v === '' || z.email().safeParse(v).success, '邮箱格式不正确')
    .default(''),
  mobile: z
    .string({ error: '手机号格式不正确' })
    .trim()
    .refine((v) => v === '' || MOBILE_PATTERN.test(v), '请输入正确的手机号')
    .default(''),
  roleId: z.string({ error: '请选择角色' }).min(1, '请选择角色').max(64, '角色不存在'),
  organizationId: Id.nullable().default(null),
  /** Required for a new user; ignored on edit (reset password has its own call). */
  password: z.string({ error: '密码格式不正确' }).max(128, '密码最多128个字符').default(''),
});
export type UserSaveInput = z.infer<typeof UserSaveInput>;

export const User = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  mobile: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string(),
  status: z.number().int(),
  createdAt: z.number(),
});
export type User = z.infer<typeof User>;

export const UserListQuery = z.object({
  keyword: z.string({ error: '搜索词格式不正确' }).trim().max(50, '搜索词最多50个字符').default(''),
  roleId: Id.nullable().default(null),
  status: z.literal([0, 1], { error: '状态不正确' }).nullable().default(null),
  ...Paging,
});
export type UserListQuery = z.infer<typeof UserListQuery>;
export const UserPage = pageOf(User);
export type UserPage = z.infer<typeof UserPage>;

export const UserStatusInput = z.object({
  ids: Ids('用户'),
  status: z.literal([0, 1], { error: '状态不正确' }),
});
export type UserStatusInput = z.infer<typeof UserStatusInput>;

export const UserRoleInput = z.object({ ids: Ids('用户'), roleId: Id });
export type UserRoleInput = z.infer<typeof UserRoleInput>;

export const ResetPasswordInput = z.object({
  id: Id,
  password: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(128, '密码最多128个字符'),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** Choices of the user form: roles and organisations of the tenant. */
export const UserOptions = z.object({
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  organizations: z.array(z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string() })),
});
export type UserOptions = z.infer<typeof UserOptions>;

// Organisation tree (企业架构, /new/systemManagement/company/organization), PERMISSION.organization.

const OrganizationName = z
  .string({ error: '请输入组织名称' })
  .trim()
  .min(1, '请输入组织名称')
  .max(30, '组织名称最多30个字符');

export const OrganizationNode = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  sort: z.number().int(),
  jobCount: z.number().int(),
  userCount: z.number().int(),
});
export type OrganizationNode = z.infer<typeof OrganizationNode>;
export const OrganizationList = z.array(OrganizationNode);
export type OrganizationList = z.infer<typeof OrganizationList>;

export const OrganizationAddInput = z.object({
  parentId: Id.nullable().default(null),
  name: OrganizationName,
});
export type OrganizationAddInput = z.infer<typeof OrganizationAddInput>;

export const OrganizationRenameInput = z.object({ id: Id, name: OrganizationName });
export type OrganizationRenameInput = z.infer<typeof OrganizationRenameInput>;

/** Drag and drop: the node becomes the `index`-th child of `parentId` (null: a top node). */
export const OrganizationMoveInput = z.object({
  id: Id,
  parentId: Id.nullable(),
  index: z.number({ error: '位置不正确' }).int('位置不正确').min(0, '位置不正确').max(10_000, '位置不正确'),
});
export type OrganizationMoveInput = z.infer<typeof OrganizationMoveInput>;

export const OrganizationIdInput = z.object({ id: Id });
export type OrganizationIdInput = z.infer<typeof OrganizationIdInput>;

// Audit log (日志查询, /new/systemManagement/usermanager/loglist), PERMISSION.log.

export const AuditLogQuery = z
  .object({
    operatorId: Id.nullable().default(null),
    /** Part of the action (method and path), e.g. "roles" or "POST". */
    action: z.string({ error: '操作格式不正确' }).trim().max(100, '操作最多100个字符').default(''),
    /** Epoch milliseconds, inclusive. */
    from: z.number({ error: '开始时间不正确' }).int('开始时间不正确').nullable().default(null),
    to: z.number({ error: '结束时间不正确' }).int('结束时间不正确').nullable().default(null),
    ...Paging,
  })
  .refine((q) => q.from === null || q.to === null || q.from <= q.to, {
    message: '开始时间不能晚于结束时间',
    path: ['from'],
  });
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;
export type AuditLogQueryInput = z.input<typeof AuditLogQuery>;

export const AuditLogEntry = z.object({
  id: z.string(),
  operatorId: z.string().nullable(),
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  detail: z.string(),
  ip: z.string(),
  createdAt: z.number(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
export const AuditLogPage = pageOf(AuditLogEntry);
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** zh-CN names of the audit log's target types. */
export const AUDIT_TARGET_LABEL: Readonly<Record<string, string>> = {
  role: '角色',
  operator: '用户',
  organization: '组织',
  job: '职位',
  application: '投递',
  task: '任务',
  talent_label: '标签',
  member_dictionary: '字典',
  company_profile: '企业信息',
  tenant_setting: '基础设置',
};

// 标签管理 (issue 17): the tenant's talent labels.
const LabelName = z
  .string({ error: '请输入标签名称' })
  .trim()
  .min(1, '请输入标签名称')
  .max(50, '标签名称最多50个字符');
const LabelColorField = z.enum(LABEL_COLORS, { error: '标签颜色不正确' });

export const LabelEntry = z.object({
  /** null: a name found on applications that the catalogue does not hold yet. */
  id: z.string().nullable(),
  name: z.string(),
  color: LabelColorField,
  /** Applications carrying the label. */
  usage: z.number().int(),
});
export type LabelEntry = z.infer<typeof LabelEntry>;
export const LabelList = z.array(LabelEntry);
export type LabelList = z.infer<typeof LabelList>;

export const LabelListQuery = z.object({
  keyword: z.string({ error: '搜索词不正确' }).trim().max(50, '搜索词最多50个字符').default(''),
});
export type LabelListQuery = z.input<typeof LabelListQuery>;

export const LabelAddInput = z.object({ name: LabelName, color: LabelColorField.default('blue') });
export type LabelAddInput = z.input<typeof LabelAddInput>;

/** Rename and/or recolour; `name` is the label's current name (a label in use may have no id yet). */
export const LabelUpdateInput = z.object({
  name: LabelName,
  newName: LabelName,
  color: LabelColorField,
});
export type LabelUpdateInput = z.input<typeof LabelUpdateInput>;

export const LabelDeleteInput = z.object({ name: LabelName });
export type LabelDeleteInput = z.input<typeof LabelDeleteInput>;

// 会员管理 / 企业信息 (issue 17, /new/systemManagement/ctminfo): the company information the
// careers site shows, with the account's service period and SMS balance (read only here; renewal
// and recharge are orders of the toolbox).
const optionalText = (label: string, max: number) =>
  z.string({ error: `${label}不正确` }).trim().max(max, `${label}最多${max}个字符`).default('');

export const CompanyProfileInput = z.object({
  shortName: optionalText('企业简称', 30),
  industry: optionalText('所属行业', 30),
  scale: optionalText('企业规模', 30),
  address: optionalText('企业地址', 100),
  website: optionalText('企业网址', 200).refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), {
    message: '企业网址须以http://或https://开头',
  }),
  intro: optionalText('企业简介', 2000),
  contactName: optionalText('联系人', 30),
  contactPhone: optionalText('联系电话', 20).refine((v) => v === '' || /^[0-9+\-() ]{5,20}$/.test(v), {
    message: '联系电话格式不正确',
  }),
  contactEmail: optionalText('联系邮箱', 100).refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    message: '联系邮箱格式不正确',
  }),
});
export type CompanyProfileInput = z.input<typeof CompanyProfileInput>;
export type CompanyProfile = z.output<typeof CompanyProfileInput>;

export const MemberInfo = z.object({
  /** The registered company name and login member name (changed only by the provider). */
  name: z.string(),
  memberName: z.string(),
  logo: z.string(),
  profile: CompanyProfileInput,
  /** Service end, yyyy-mm-dd ('' for none), and the days left until it (negative once ended). */
  expireDate: z.string(),
  daysLeft: z.number().int().nullable(),
  smsBalance: z.number().int(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

// 筛选设置 (issue 17, /new/systemManagement/basic/basicsets): the talent list's filters and columns.
const layoutItems = <K extends string>(keys: readonly K[], labels: Record<K, string>, what: string) =>
  z
    .array(
      z.object({
        key: z.enum(keys as [K, ...K[]], { error: `${what}不存在` }),
        visible: z.boolean({ error: `${what}的显示设置不正确` }),
      }),
      { error: `${what}设置不正确` },
    )
    .max(keys.length, `${what}设置不正确`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      for (const item of items) {
        if (seen.has(item.key)) ctx.addIssue({ code: 'custom', message: `${what}“${labels[item.key]}”重复` });
        seen.add(item.key);
      }
    });

export const TalentListLayoutInput = z.object({
  filters: layoutItems(TALENT_FILTER_KEYS, TALENT_FILTER_LABEL, '筛选项'),
  columns: layoutItems(TALENT_COLUMN_KEYS, TALENT_COLUMN_LABEL, '列表列').refine(
    // Keys left out are shown (completeLayout), so only a list naming every column can hide them all.
    (items) => items.length < TALENT_COLUMN_KEYS.length || items.some((item) => item.visible),
    '列表列至少显示一列',
  ),
});
export type TalentListLayoutInput = z.infer<typeof TalentListLayoutInput>;

// 人才预览 (issue 17, /new/systemManagement/basic/talentlist): the résumé card's fields.
export const TalentPreviewInput = z.object({
  fields: layoutItems(TALENT_PREVIEW_KEYS, TALENT_PREVIEW_LABEL, '预览字段'),
});
export type TalentPreviewInput = z.infer<typeof TalentPreviewInput>;

// 目标学校/专业 (issue 17, /new/systemManagement/basic/destinationlist and .../solutionEdit).
export const TargetSolutionInput = z.object({
  id: Id.nullable().default(null),
  name: z.string({ error: '请输入方案名称' }).trim().min(1, '请输入方案名称').max(30, '方案名称最多30个字符'),
  schools: z
    .array(z.string({ error: '目标学校不正确' }).trim().min(1, '目标学校不正确').max(100, '目标学校不正确'), {
      error: '请选择目标学校',
    })
    .min(1, '请选择目标学校')
    .max(TARGET_SOLUTION_SCHOOLS_MAX, `目标学校最多${TARGET_SOLUTION_SCHOOLS_MAX}所`),
  majors: z
    .array(z.string({ error: '目标专业不正确' }).trim().min(1, '目标专业不正确').max(50, '目标专业最多50个字符'), {
      error: '目标专业不正确',
    })
    .max(TARGET_SOLUTION_MAJORS_MAX, `目标专业最多${TARGET_SOLUTION_MAJORS_MAX}个`)
    .default([]),
});
export type TargetSolutionInput = z.input<typeof TargetSolutionInput>;
export type TargetSolutionSave = z.output<typeof TargetSolutionInput>;

export const TargetSolutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  schools: z.array(z.string()),
  majors: z.array(z.string()),
  updatedAt: z.number(),
});
export const TargetSolutionList = z.object({ list: z.array(TargetSolutionSchema) });
export type TargetSolutionList = z.infer<typeof TargetSolutionList>;
export const TargetSolutionIdInput = z.object({ id: Id });

// 更多设置 (issue 17, /new/systemManagement/talentStorage): data retention (PIPL), the
// anonymisation task, and the consent text of the careers apply form.
export const DataRetentionInput = z.object({
  retentionMonths: z
    .number({ error: '请输入保留时长' })
    .int('保留时长须为整数个月')
    .min(RETENTION_MONTHS_MIN, `保留时长最少${RETENTION_MONTHS_MIN}个月`)
    .max(RETENTION_MONTHS_MAX, `保留时长最多${RETENTION_MONTHS_MAX}个月`),
  consentText: optionalText('个人信息处理说明', CONSENT_TEXT_MAX),
  /** Anonymise the candidates past retention every day (a scheduled task; issue 17). */
  autoAnonymise: z.boolean({ error: '自动匿名化须为是或否' }).default(false),
});
export type DataRetentionInput = z.input<typeof DataRetentionInput>;
export type DataRetentionSave = z.output<typeof DataRetentionInput>;

export const DataRetention = z.object({
  retentionMonths: z.number().int(),
  consentText: z.string(),
  autoAnonymise: z.boolean(),
  /** When the daily automatic anonymisation next looks (null: off). */
  nextAutoRun: z.number().nullable(),
  /** Candidates whose last application is before this are past retention. */
  cutoff: z.number(),
  /** The newest season past retention, e.g. 2023-2024招聘季. */
  lastClosedSeason: z.string(),
  /** Candidates past retention and not anonymised yet. */
  dueCount: z.number().int(),
  anonymisedCount: z.number().int(),
  /** The newest anonymisation task (its progress is also in the task centre). */
  latestTask: z
    .object({
      id: z.string(),
      status: TaskStatus,
      done: z.number().int(),
      total: z.number().int(),
      createdAt: z.number(),
    })
    .nullable(),
});
export type DataRetention = z.infer<typeof DataRetention>;

export const AnonymiseStarted = z.object({ taskId: z.string() });
export type AnonymiseStarted = z.infer<typeof AnonymiseStarted>;

// 页面设置 (issue 17, /new/systemManagement/resumePageSettings): the careers site's page, as a
// draft previewed in the console and the published version the site shows.
const imageUrl = (label: string) =>
  optionalText(label, 500).refine((v) => v === '' || /^https:\/\/\S+$/i.test(v) || CAREERS_IMAGE_PATH.test(v), {
    message: `${label}须以https://开头或上传图片`,
  });

export const CareersPageInput = z.object({
  logoUrl: imageUrl('标志图片地址'),
  bannerUrl: imageUrl('横幅图片地址'),
  themeColor: z
    .string({ error: '请选择主题色' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, '主题色须为#RRGGBB格式')
    .default(DEFAULT_THEME_COLOR),
  intro: optionalText('官网介绍', CAREERS_INTRO_MAX),
  contact: optionalText('联系方式', CAREERS_CONTACT_MAX),
  /** What each job of the list shows, besides its name. */
  jobListFields: z
    .array(z.enum(CAREERS_JOB_LIST_KEYS, { error: '职位列表显示项不存在' }), { error: '职位列表显示项不正确' })
    .max(CAREERS_JOB_LIST_KEYS.length, '职位列表显示项不正确')
    .refine((keys) => new Set(keys).size === keys.length, '职位列表显示项重复')
    .default([...CAREERS_JOB_LIST_KEYS]),
});
export type CareersPageInput = z.input<typeof CareersPageInput>;
export type CareersPage = z.output<typeof CareersPageInput>;

export const CareersPageState = z.object({
  draft: CareersPageInput,
  published: CareersPageInput.nullable(),
  publishedAt: z.number().nullable(),
  /** The draft differs from what the careers site shows. */
  unpublished: z.boolean(),
});
export type CareersPageState = z.infer<typeof CareersPageState>;

// 会员管理 › 手机号码 (issue 17, /new/systemManagement/ctminfo/mobile): the account's bound mobile,
// changed only with a code sent to the new number.
export const BOUND_MOBILE_MESSAGES = {
  codeSent: '验证码已发送，5分钟内有效',
  resendTooSoon: '验证码发送过于频繁，请60秒后再试',
  codeWrong: '验证码不正确',
  codeExpired: '验证码已过期，请重新获取',
  tooManyTries: '验证码错误次数过多，请重新获取',
  bound: '手机号码已绑定',
} as const;

const BindMobile = z
  .string({ error: '请输入手机号码' })
  .trim()
  .regex(MOBILE_PATTERN, '手机号码格式不正确');

export const BoundMobileCodeInput = z.object({ mobile: BindMobile });
export type BoundMobileCodeInput = z.infer<typeof BoundMobileCodeInput>;

export const BoundMobileBindInput = z.object({
  mobile: BindMobile,
  code: z.string({ error: '请输入验证码' }).trim().regex(/^\d{6}$/, '验证码须为6位数字'),
});
export type BoundMobileBindInput = z.infer<typeof BoundMobileBindInput>;

export const BoundMobile = z.object({
  /** Masked (138****8000); '' when none is bound. */
  mobile: z.string(),
  boundAt: z.number().nullable(),
});
export type BoundMobile = z.infer<typeof BoundMobile>;
