// The route table of D1 §2 as data: the top-level routes and the /new tree, with zh-CN titles,
// the feature that owns each page, default-child redirects and the permission key guarding it.
// The web router builds its route objects from this table and the guard (guard.ts) reads it, so a
// path is declared exactly once. Titles the spec leaves out are decided here (GAP-014, see
// docs/decisions-domain.md); default children are decided here too (GAP-015).

import { PERMISSION, type PermissionKey } from '../codes/permissions';

/** The feature (vertical slice) that owns a page; the web app lazy-loads per feature. */
export type RouteFeature =
  | 'auth'
  | 'workbench'
  | 'jobs'
  | 'talent'
  | 'assessment'
  | 'designer'
  | 'interview'
  | 'notice'
  | 'data'
  | 'system'
  | 'smart'
  | 'school'
  | 'shop'
  | 'error';

/** One node of the declared tree; `path` is relative to the parent (may hold several segments). */
export interface RouteNode {
  readonly path: string;
  readonly title: string;
  readonly feature: RouteFeature;
  /** Menu-style auth control: below level 2 the page shows 无权限 (PERM-005). */
  readonly permission?: PermissionKey;
  /** Relative path of the default child this node redirects to (ROUTE-003, GAP-015). */
  readonly redirect?: string;
  /** A page of the older (flag 0) console kept in this app. */
  readonly legacy?: boolean;
  readonly children?: readonly RouteNode[];
}

/** A flattened route with its full path (`:id` params, `:id?` optional params). */
export interface RouteRecord {
  readonly path: string;
  readonly title: string;
  readonly feature: RouteFeature;
  readonly permission?: PermissionKey;
  /** Full path of the default child, when the route only redirects. */
  readonly redirectTo?: string;
  readonly isNew: boolean;
  readonly legacy: boolean;
}

export interface RouteMatch {
  readonly route: RouteRecord;
  readonly params: Readonly<Record<string, string>>;
}

/** The new console lives under this prefix (ROUTE-001). */
export const NEW_PREFIX = '/new';

/** Style class of pages under /new (ROUTE-065, GAP-011). */
export const NEW_PATH_CLASS = 'ehire-new';

/** Where / sends a member who may use the new console (ROUTE-002, AMB-004). */
export const NEW_HOME_PATH = '/new/workHome';
/** The older console's workbench, target of menu 00 (SHELL-015). */
export const LEGACY_HOME_PATH = '/workHome';
export const LOGIN_PATHS = ['/login', '/Login'] as const;
export const ERROR_PATH = '/error';

export const ADD_JOB_TITLE = { add: '新增职位', edit: '修改职位' } as const;

/**
 * Case variants that links in the spec use for a route spelled differently (AMB-005:
 * the workbench links to /joblist, the route is /jobList). The guard redirects them.
 */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/joblist': '/jobList',
};

/** Children of /new (D1 §2 "Route tree under /new"). */
export const NEW_ROUTE_TREE: readonly RouteNode[] = [
  // AMB-004: the root redirects here although the /new tree omits it; same screen as /workHome.
  { path: 'workHome', title: '工作台', feature: 'workbench', permission: PERMISSION.workHome },
  {
    path: 'systemManagement',
    title: '系统设置',
    feature: 'system',
    redirect: 'produce',
    children: [
      {
        path: 'company',
        title: '企业管理',
        feature: 'system',
        redirect: 'organization',
        children: [
          {
            path: 'organization',
            title: '企业架构',
            feature: 'system',
            permission: PERMISSION.organization,
          },
          { path: 'members', title: '用户角色', feature: 'system', permission: PERMISSION.user },
        ],
      },
      { path: 'export', title: '任务中心', feature: 'system' },
      {
        path: 'basic',
        title: '基础设置',
        feature: 'system',
        redirect: 'basicsets',
        children: [
          { path: 'basicsets', title: '筛选设置', feature: 'system' },
          // AMB-008: the title belongs to both routes.
          { path: 'destinationlist', title: '目标学校/专业', feature: 'system' },
          { path: 'destinationlist/solutionEdit', title: '目标学校/专业', feature: 'system' },
          { path: 'talentlist', title: '人才预览', feature: 'system' },
        ],
      },
      { path: 'test', title: '测评管理', feature: 'assessment' },
      {
        path: 'produce',
        title: '流程管理',
        feature: 'system',
        redirect: 'produceManage',
        children: [
          { path: 'produceManage', title: '流程管理', feature: 'system' },
          { path: 'produceDetail', title: '编辑流程', feature: 'system' },
        ],
      },
      { path: 'notice', title: '通知管理', feature: 'notice' },
      { path: 'talentStorage', title: '更多设置', feature: 'system' },
      {
        path: 'tagManagement',
        title: '智能标签',
        feature: 'smart',
        children: [
          { path: 'edit', title: '编辑智能标签', feature: 'smart' },
          { path: 'detail', title: '智能标签详情', feature: 'smart' },
          { path: ':id', title: '智能标签详情', feature: 'smart' },
        ],
      },
      {
        path: 'ctminfo',
        title: '会员管理',
        feature: 'system',
        redirect: 'companyinfo',
        children: [
          { path: 'mobile', title: '手机号码', feature: 'system' },
          { path: 'custom', title: '定制服务', feature: 'system' },
          { path: 'companyinfo', title: '企业信息', feature: 'system' },
          { path: 'deadline', title: '服务期限', feature: 'system' },
          { path: 'smsrecharge', title: '短信充值', feature: 'system' },
        ],
      },
      {
        path: 'usermanager',
        title: '用户管理',
        feature: 'system',
        redirect: 'loglist',
        children: [{ path: 'loglist', title: '日志查询', feature: 'system', permission: PERMISSION.log }],
      },
      {
        path: 'scoreManagement',
        title: '智能评分',
        feature: 'smart',
        children: [
          { path: 'scoreEdit', title: '编辑智能评分', feature: 'smart' },
          { path: 'scoreDetail', title: '智能评分详情', feature: 'smart' },
        ],
      },
      {
        path: 'flowManagement',
        title: '智能流转',
        feature: 'smart',
        children: [
          { path: 'flowEdit', title: '编辑智能流转', feature: 'smart' },
          { path: 'flowDetail', title: '智能流转详情', feature: 'smart' },
        ],
      },
      { path: 'resumeSettings', title: '简历设置', feature: 'designer' },
      { path: 'resumePageSettings', title: '页面设置', feature: 'designer' },
      { path: 'deliverySettings', title: '投递设置', feature: 'designer' },
      {
        path: 'dictionaryManagement',
        title: '字典管理',
        feature: 'system',
        permission: PERMISSION.dictionary,
      },
      // 标签管理 (issue 17): the talent label catalogue; tagManagement stays the smart tag rules.
      { path: 'labelManagement', title: '标签管理', feature: 'system', permission: PERMISSION.label },
    ],
  },
  {
    // Spelled exactly so (ROUTE-024).
    path: 'shoolmanagerlist',
    title: '学校管理',
    feature: 'school',
    redirect: 'schoollist',
    children: [
      { path: 'schoollist', title: '学校列表', feature: 'school' },
      { path: 'oprlist', title: '联系人列表', feature: 'school' },
    ],
  },
  { path: 'talentPool', title: '公共人才库', feature: 'talent' },
  { path: 'intentResume', title: '意向人才库', feature: 'talent' },
  { path: 'historyResume', title: '历史人才库', feature: 'talent' },
  {
    path: 'talent',
    title: '人才管理',
    feature: 'talent',
    redirect: 'talentManage',
    children: [{ path: 'talentManage', title: '人才管理', feature: 'talent' }],
  },
  { path: 'newAddEmTpl', title: '新增模板', feature: 'notice' },
  {
    path: 'shoppingStore',
    title: '工具箱',
    feature: 'shop',
    redirect: 'shoppingHome',
    children: [
      { path: 'shoppingHome', title: '工具箱首页', feature: 'shop' },
      { path: 'assets', title: '我的资产', feature: 'shop' },
      { path: 'jobTopCardBuy', title: '购买职位置顶卡', feature: 'shop' },
      { path: 'jobTopCardPurchased', title: '已购职位置顶卡', feature: 'shop' },
      { path: 'memberCard', title: '会员卡', feature: 'shop' },
      { path: 'memberCardPurchased', title: '已购会员卡', feature: 'shop' },
      { path: 'advanceOrder', title: '我的预报价', feature: 'shop' },
      { path: 'executedOrder', title: '最终订单', feature: 'shop' },
      { path: 'campusBrandCard', title: '校园品牌置顶卡', feature: 'shop' },
      { path: 'campusBrandCardBuy', title: '购买置顶卡', feature: 'shop' },
    ],
  },
];

/** Top-level routes (D1 §2 "Top-level routes"); /new is added by `ROUTE_TREE`. */
export const TOP_LEVEL_ROUTE_TREE: readonly RouteNode[] = [
  { path: 'Login', title: '登录', feature: 'auth' },
  { path: 'login', title: '登录', feature: 'auth' },
  { path: 'resumeDetails', title: '简历详情', feature: 'talent' },
  { path: 'historyresume/resumeDetails', title: '简历详情', feature: 'talent' },
  { path: 'archived/resumeDetails', title: '简历详情', feature: 'talent' },
  { path: 'evalscore', title: '测评结果', feature: 'assessment' },
  { path: 'historyresume/evalscore', title: '测评结果', feature: 'assessment' },
  { path: 'intentResumePreview', title: '意向简历预览', feature: 'talent' },
  { path: 'evaluation', title: '测评结果', feature: 'assessment' },
  { path: 'workHome', title: '工作台', feature: 'workbench', permission: PERMISSION.workHome },
  {
    path: 'databoard',
    title: '数据统计',
    feature: 'data',
    children: [{ path: 'reportdetails/:id?', title: '报表详情', feature: 'data' }],
  },
  { path: 'notice', title: '通知管理', feature: 'notice' },
  { path: 'emailrecord', title: '邮件发送记录', feature: 'notice' },
  { path: 'smsrecord', title: '短信发送记录', feature: 'notice' },
  { path: 'addEmTpl', title: '新增模板', feature: 'notice' },
  { path: 'editOrCopyEmTpl', title: '编辑模板', feature: 'notice' },
  // The title depends on the query: see pageTitle (ROUTE-048/049).
  { path: 'addJob', title: ADD_JOB_TITLE.add, feature: 'jobs' },
  { path: 'sort', title: '调整职位排序', feature: 'jobs' },
  { path: 'forbiddenWords', title: '违禁词', feature: 'jobs' },
  { path: 'staffManage', title: '内推员工管理', feature: 'jobs' },
  { path: 'tableToEmTplPreview', title: '模板详情', feature: 'notice' },
  { path: 'editOrAddToEmTplPreview', title: '模板预览', feature: 'notice' },
  { path: 'addPreview', title: '预览', feature: 'jobs' },
  { path: 'jobList', title: '职位管理', feature: 'jobs' },
  { path: 'interpolation', title: '内推', feature: 'jobs' },
  // Spelled exactly so (ROUTE-058).
  { path: 'interpolitationResumeList', title: '内推人才', feature: 'jobs' },
  { path: 'resume', title: '人才管理', feature: 'talent' },
  // Half-width parentheses (ROUTE-060).
  { path: 'archived/resume', title: '人才管理(归档)', feature: 'talent' },
  // Older console pages (ROUTE-061); flag-1 members are sent to the /new twin where one exists.
  { path: 'systemManagement/export', title: '导出管理', feature: 'system', legacy: true },
  { path: 'systemManagement/test', title: '测评管理', feature: 'assessment', legacy: true },
  { path: 'systemManagement/ctminfo', title: '会员管理', feature: 'system', legacy: true },
  { path: 'systemManagement/orgstructure', title: '组织架构', feature: 'system', legacy: true },
  { path: 'systemManagement/basic/basicsets', title: '基础设置', feature: 'system', legacy: true },
  { path: 'systemManagement/basic/scorelist', title: '评分设置', feature: 'system', legacy: true },
  { path: 'systemManagement/basic/labellist', title: '标签管理', feature: 'system', legacy: true },
  { path: 'systemManagement/basic/exportTmpl', title: '导出模板', feature: 'system', legacy: true },
  { path: 'interview/site/orderofflineinterview', title: '线下面试预约', feature: 'interview' },
  // Interviews (issue 15): the console's own pages of menu 03.
  { path: 'interview', title: '面试管理', feature: 'interview' },
  { path: 'interview/site', title: '线下面试地点', feature: 'interview' },
  { path: 'interview/site/detail', title: '面试地点详情', feature: 'interview' },
  { path: 'interview/videointerview', title: '视频面试间', feature: 'interview' },
  { path: 'interview/videoCareerMetting', title: '视频面试安排', feature: 'interview' },
  { path: 'error', title: '提示', feature: 'error' },
];

/** The whole tree: the top-level routes plus /new (which itself defaults to its workbench). */
export const ROUTE_TREE: readonly RouteNode[] = [
  ...TOP_LEVEL_ROUTE_TREE,
  { path: 'new', title: '工作台', feature: 'workbench', redirect: 'workHome', children: NEW_ROUTE_TREE },
];

function joinPath(parent: string, child: string): string {
  return parent === '/' ? `/${child}` : `${parent}/${child}`;
}

function flatten(nodes: readonly RouteNode[], parent: string, out: RouteRecord[]): RouteRecord[] {
  for (const node of nodes) {
    const path = joinPath(parent, node.path);
    out.push({
      path,
      title: node.title,
      feature: node.feature,
      ...(node.permission ? { permission: node.permission } : {}),
      ...(node.redirect ? { redirectTo: joinPath(path, node.redirect) } : {}),
      isNew: isNewPath(path),
      legacy: node.legacy === true,
    });
    if (node.children) flatten(node.children, path, out);
  }
  return out;
}

/** Every route with its full path. */
export const ROUTES: readonly RouteRecord[] = flatten(ROUTE_TREE, '/', []);

/** First segments of the top-level routes: the allow-list of ROUTE-079. */
export const TOP_LEVEL_SEGMENTS: ReadonlySet<string> = new Set(
  TOP_LEVEL_ROUTE_TREE.map((node) => node.path.split('/')[0]),
);

/** Trailing slashes dropped, empty path made '/'. Case is kept: routes are case-sensitive. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isNewPath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return path === NEW_PREFIX || path.startsWith(`${NEW_PREFIX}/`);
}

/** The style class for a page (ROUTE-065); '' outside /new. */
export function newPathClass(pathname: string): string {
  return isNewPath(pathname) ? NEW_PATH_CLASS : '';
}

/** '/new/x' → '/x', '/new' → '/'; other paths unchanged. */
export function stripNewPrefix(pathname: string): string {
  const path = normalizePathname(pathname);
  if (!isNewPath(path)) return path;
  return path === NEW_PREFIX ? '/' : path.slice(NEW_PREFIX.length);
}

export function splitSegments(pathname: string): string[] {
  return normalizePathname(pathname).split('/').filter(Boolean);
}

interface CompiledRoute {
  readonly route: RouteRecord;
  readonly segments: readonly string[];
}

const COMPILED: readonly CompiledRoute[] = ROUTES.map((route) => ({
  route,
  segments: splitSegments(route.path),
}));

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// Static segments outrank params so /tagManagement/edit is not read as /tagManagement/:id.
function matchSegments(
  pattern: readonly string[],
  actual: readonly string[],
): { score: number; params: Record<string, string> } | null {
  const params: Record<string, string> = {};
  let score = 0;
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i];
    const value = actual[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        continue;
      }
      params[name] = safeDecode(value);
      score += 1;
    } else {
      if (value !== part) return null;
      score += 2;
    }
  }
  if (actual.length > pattern.length) return null;
  return { score, params };
}

/** The route a pathname shows, with its params; null when no declared route matches. */
export function matchRoute(pathname: string): RouteMatch | null {
  const actual = splitSegments(pathname);
  let best: { score: number; match: RouteMatch } | null = null;
  for (const compiled of COMPILED) {
    const result = matchSegments(compiled.segments, actual);
    if (result && (!best || result.score > best.score)) {
      best = { score: result.score, match: { route: compiled.route, params: result.params } };
    }
  }
  return best?.match ?? null;
}

function searchParams(search: string | URLSearchParams | undefined): URLSearchParams {
  if (search instanceof URLSearchParams) return search;
  return new URLSearchParams(search ?? '');
}

/**
 * The document title of a page (ROUTE-066): the matched route's title, except /addJob which is
 * 修改职位 only when edit=true AND copyAdd=false (ROUTE-048) and 新增职位 otherwise (ROUTE-049).
 * Undefined when no route matches (the caller keeps its default title).
 */
export function pageTitle(pathname: string, search?: string | URLSearchParams): string | undefined {
  const match = matchRoute(pathname);
  if (!match) return undefined;
  if (match.route.path === '/addJob') {
    const query = searchParams(search);
    const editing = query.get('edit') === 'true' && query.get('copyAdd') === 'false';
    return editing ? ADD_JOB_TITLE.edit : ADD_JOB_TITLE.add;
  }
  return match.route.title;
}
