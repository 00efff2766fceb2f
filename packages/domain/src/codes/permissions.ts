// Permission keys and levels (D1 §6, D2 §6; PERM-001..PERM-026). A role maps each key to a
// number: 0 none, 1 read-only, 2 full. The server enforces reads at >= 1 and writes at >= 2 and
// treats a missing key as 0; menus on the client treat a missing key as 2 (PERM-003, AMB-014).

export const PERMISSION_LEVEL = {
  none: 0,
  read: 1,
  full: 2,
} as const;

export type PermissionLevel = (typeof PERMISSION_LEVEL)[keyof typeof PERMISSION_LEVEL];

/** Minimum value of a key for a read route and for a write route on the server. */
export const READ_MIN_LEVEL = 1;
export const WRITE_MIN_LEVEL = 2;
/** In menus and the permission directive, an absent key counts as full (PERM-003, GAP-047). */
export const MENU_MISSING_LEVEL = 2;

/**
 * Every permission key, by area. Names follow the spec's only given keys (Ctm.WorkHome,
 * Resume.Setting): `<Area>.<Thing>`. Add a key here before using it in a route or a page.
 */
export const PERMISSION = {
  // Console menus (D1 §2)
  workHome: 'Ctm.WorkHome',
  job: 'Ctm.Job',
  talent: 'Ctm.Talent',
  interview: 'Ctm.Interview',
  notice: 'Ctm.Notice',
  dataBoard: 'Ctm.DataBoard',
  member: 'Ctm.Member',
  basicSetting: 'Ctm.BasicSetting',
  user: 'Ctm.User',
  export: 'Ctm.Export',
  assessment: 'Ctm.Assessment',
  shop: 'Ctm.Shop',
  // System settings screens
  organization: 'System.Organization',
  role: 'System.Role',
  dictionary: 'System.Dictionary',
  label: 'System.Label',
  log: 'System.Log',
  forbiddenWord: 'Job.ForbiddenWord',
  referral: 'Job.Referral',
  // Derived operation permissions of the menu authorisation list (PERM-008, default 0)
  scheduleSetting: 'Oper.ScheduleSetting',
  customReport: 'Oper.CustomReport',
  reportView: 'Oper.ReportView',
  dataBoardOperation: 'Oper.DataBoard',
  videoInterview: 'Oper.VideoInterview',
  mailTemplate: 'Oper.MailTemplate',
  resumeAnalysisImport: 'Oper.ResumeAnalysisImport',
  flowManagement: 'Oper.FlowManagement',
  // Smart operations rules
  smartTag: 'Smart.Tag',
  smartFlow: 'Smart.Flow',
  smartScore: 'Smart.Score',
  // Resume designer and related settings (PERM-020)
  resumeSetting: 'Resume.Setting',
  resumePageSetting: 'Resume.PageSetting',
  deliverySetting: 'Resume.DeliverySetting',
} as const;

export type PermissionName = keyof typeof PERMISSION;
export type PermissionKey = (typeof PERMISSION)[PermissionName];

export const PERMISSION_KEYS: readonly PermissionKey[] = Object.values(PERMISSION);

/** zh-CN labels for the role editor. */
export const PERMISSION_LABEL: Record<PermissionKey, string> = {
  'Ctm.WorkHome': '工作台',
  'Ctm.Job': '职位管理',
  'Ctm.Talent': '人才管理',
  'Ctm.Interview': '面试管理',
  'Ctm.Notice': '通知管理',
  'Ctm.DataBoard': '数据统计',
  'Ctm.Member': '会员管理',
  'Ctm.BasicSetting': '基础设置',
  'Ctm.User': '用户管理',
  'Ctm.Export': '导出管理',
  'Ctm.Assessment': '测评管理',
  'Ctm.Shop': '工具箱',
  'System.Organization': '企业架构',
  'System.Role': '用户角色',
  'System.Dictionary': '字典管理',
  'System.Label': '标签管理',
  'System.Log': '日志查询',
  'Job.ForbiddenWord': '违禁词',
  'Job.Referral': '内推员工管理',
  'Oper.ScheduleSetting': '日程设置',
  'Oper.CustomReport': '定制数据报表',
  'Oper.ReportView': '报表查看',
  'Oper.DataBoard': '数据看板',
  'Oper.VideoInterview': '视频面试',
  'Oper.MailTemplate': '邮件模板',
  'Oper.ResumeAnalysisImport': '简历解析导入',
  'Oper.FlowManagement': '流程管理',
  'Smart.Tag': '智能标签',
  'Smart.Flow': '智能流转',
  'Smart.Score': '智能评分',
  'Resume.Setting': '简历设置',
  'Resume.PageSetting': '页面设置',
  'Resume.DeliverySetting': '投递设置',
};

export function isPermissionKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
}

/** Server rule: a missing key is 0 (AMB-014). */
export function serverAllows(
  permissions: Readonly<Record<string, number>>,
  key: PermissionKey,
  write: boolean,
): boolean {
  const value = permissions[key] ?? PERMISSION_LEVEL.none;
  return value >= (write ? WRITE_MIN_LEVEL : READ_MIN_LEVEL);
}
