// The console's side menu (D1 §2): indices with two digits per level (SHELL-014), zh-CN titles
// (GAP-001), targets per version flag, the paths that highlight each entry, and the few pure rules
// of the shell (active entry, unread badge, collapse breakpoint).

import { PERMISSION, type PermissionKey } from '../codes/permissions';
import { MENU_COLLAPSE_WIDTH, UNREAD_CAP } from '../constants';
import { NEW_PREFIX, matchRoute, normalizePathname } from '../routing/routes';

/**
 * Pages of the older backend this app links to but does not render (GAP-009). Defaults are
 * same-origin paths the reverse proxy forwards to the older system; each deployment may
 * override them (createMenu's `legacyUrls`, the web config).
 */
export const LEGACY_URLS = {
  interview: '/interview',
  userList: '/systemManagement/usermanager/userlist',
  logout: '/logout',
  resetPassword: '/resetPassword',
  helpPdf: '/help/manual.pdf',
} as const;

export type LegacyUrls = { readonly [K in keyof typeof LEGACY_URLS]: string };

/** A menu target: a route of this app, or a page of the older backend (full page load). */
export type MenuTarget =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string; readonly newWindow: boolean };

export type MenuBadge = 'unreadNotice';

export interface MenuItem {
  readonly index: string;
  readonly title: string;
  /** Absent on a parent entry (06), which only opens its children. */
  readonly target?: MenuTarget;
  /** Paths (and everything below them) that highlight this entry (SHELL-012/013). */
  readonly highlights: readonly string[];
  readonly permission?: PermissionKey;
  readonly badge?: MenuBadge;
  /** The titled group of 系统设置 the entry is listed under (issue 17). */
  readonly group?: MenuGroup;
  readonly children?: readonly MenuItem[];
}

/**
 * The groups of 系统设置 (issue 17), in menu order: every settings page has an entry, so a
 * newcomer finds the pages that exist elsewhere too (flows, designer, referral, ...).
 */
export const MENU_GROUPS = ['组织与权限', '招聘设置', '简历与页面', '智能运营', '会员信息', '日志'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Entries in group order (stable within a group), each group with its entries. */
export function groupMenuItems(
  items: readonly MenuItem[],
): Array<{ group: MenuGroup | undefined; items: MenuItem[] }> {
  const groups: Array<{ group: MenuGroup | undefined; items: MenuItem[] }> = [];
  for (const group of [...MENU_GROUPS, undefined]) {
    const members = items.filter((item) => item.group === group);
    if (members.length > 0) groups.push({ group, items: members });
  }
  return groups;
}

export interface MenuOptions {
  /** The member's isusenewehireplus flag. */
  readonly isUseNewEhirePlus: 0 | 1;
  readonly legacyUrls?: Partial<LegacyUrls>;
}

/** The menu titles (GAP-001), by index. */
export const MENU_TITLE = {
  '00': '工作台',
  '01': '职位管理',
  '02': '人才管理',
  '03': '面试管理',
  '04': '通知管理',
  '05': '数据统计',
  '06': '系统设置',
  '0600': '会员管理',
  '0601': '基础设置',
  '0602': '用户管理',
  '0603': '导出管理',
  '0604': '测评管理',
  // Issue 17: every settings page in the menu, grouped (MENU_GROUPS).
  '0605': '企业架构',
  '0606': '流程管理',
  '0607': '投递设置',
  '0608': '内推设置',
  '0609': '违禁词',
  '0610': '字典管理',
  '0611': '简历设置',
  '0612': '页面设置',
  '0613': '更多设置',
  '0614': '智能标签',
  '0615': '智能流转',
  '0616': '智能评分',
  '0617': '日志查询',
  // Issue 19: the toolbox (buying SMS, top cards, membership) under 会员信息.
  '0618': '工具箱',
  // Issue 17: 标签管理 (the talent labels' catalogue) under 招聘设置.
  '0619': '标签管理',
} as const;

export type MenuIndex = keyof typeof MENU_TITLE;

/**
 * A flag-1 member gets the /new twin of a target when one is declared, i.e. exactly where the
 * router would redirect anyway (ROUTE-064); this saves the extra hop. Flag 0 keeps the spec's
 * target (AMB-003). The query is kept.
 */
export function versionedPath(target: string, isUseNewEhirePlus: 0 | 1): string {
  if (isUseNewEhirePlus !== 1) return target;
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? '' : target.slice(queryAt);
  return matchRoute(`${NEW_PREFIX}${path}`) ? `${NEW_PREFIX}${path}${query}` : target;
}

// Older interview settings pages (GAP-046) all live under /interview/setting in the older system,
// so the /interview prefix already highlights them; they are listed to document the decision.
export const LEGACY_INTERVIEW_SETTING_PATHS = [
  '/interview/setting/site',
  '/interview/setting/room',
  '/interview/setting/template',
] as const;

export function createMenu(options: MenuOptions): readonly MenuItem[] {
  const flag = options.isUseNewEhirePlus;
  const urls: LegacyUrls = { ...LEGACY_URLS, ...options.legacyUrls };
  const route = (to: string): MenuTarget => ({ kind: 'route', to: versionedPath(to, flag) });
  const external = (href: string): MenuTarget => ({ kind: 'external', href, newWindow: false });

  return [
    {
      index: '00',
      title: MENU_TITLE['00'],
      target: route('/workHome'),
      highlights: ['/workHome', '/new/workHome'],
      permission: PERMISSION.workHome,
    },
    {
      index: '01',
      title: MENU_TITLE['01'],
      target: route('/jobList'),
      highlights: [
        '/jobList',
        '/addJob',
        '/forbiddenWords',
        '/interpolation',
        '/staffManage',
        '/sort',
        '/addPreview',
        '/interpolitationResumeList',
      ],
    },
    {
      index: '02',
      title: MENU_TITLE['02'],
      // GAP-017: /resume stays /resume for both flags; its tabs lead on to the new pools.
      target: route('/resume'),
      highlights: [
        '/resume',
        '/archived/resume',
        '/resumeDetails',
        '/archived/resumeDetails',
        '/historyresume',
        '/intentResumePreview',
        '/evalscore',
        '/evaluation',
        '/new/talent',
        '/new/talentPool',
        '/new/intentResume',
        '/new/historyResume',
      ],
    },
    {
      index: '03',
      title: MENU_TITLE['03'],
      target: external(urls.interview),
      highlights: [
        '/interview',
        '/interview/videointerview',
        '/interview/videoCareerMetting',
        '/interview/site',
      ],
    },
    {
      index: '04',
      title: MENU_TITLE['04'],
      target: route('/notice'),
      highlights: [
        '/notice',
        '/addEmTpl',
        '/tableToEmTplPreview',
        '/editOrCopyEmTpl',
        '/editOrAddToEmTplPreview',
        '/emailrecord',
        '/smsrecord',
        '/new/newAddEmTpl',
        '/new/systemManagement/notice',
      ],
      badge: 'unreadNotice',
    },
    {
      index: '05',
      title: MENU_TITLE['05'],
      target: route('/databoard'),
      highlights: ['/databoard'],
    },
    {
      index: '06',
      title: MENU_TITLE['06'],
      highlights: [],
      children: [
        {
          index: '0605',
          title: MENU_TITLE['0605'],
          group: '组织与权限',
          target: route('/new/systemManagement/company/organization'),
          highlights: ['/systemManagement/orgstructure', '/new/systemManagement/company/organization'],
          permission: PERMISSION.organization,
        },
        {
          // Issue 17: the users and roles page of this app replaces the older user list (GAP-009).
          index: '0602',
          title: MENU_TITLE['0602'],
          group: '组织与权限',
          target: route('/new/systemManagement/company/members'),
          highlights: ['/systemManagement/usermanager/userlist', '/new/systemManagement/company'],
          permission: PERMISSION.user,
        },
        {
          index: '0606',
          title: MENU_TITLE['0606'],
          group: '招聘设置',
          target: route('/new/systemManagement/produce'),
          highlights: ['/new/systemManagement/produce'],
          permission: PERMISSION.flowManagement,
        },
        {
          index: '0607',
          title: MENU_TITLE['0607'],
          group: '招聘设置',
          target: route('/new/systemManagement/deliverySettings'),
          highlights: ['/new/systemManagement/deliverySettings'],
          permission: PERMISSION.deliverySetting,
        },
        {
          index: '0608',
          title: MENU_TITLE['0608'],
          group: '招聘设置',
          target: route('/interpolation'),
          highlights: [],
          permission: PERMISSION.referral,
        },
        {
          index: '0609',
          title: MENU_TITLE['0609'],
          group: '招聘设置',
          target: route('/forbiddenWords'),
          highlights: [],
          permission: PERMISSION.forbiddenWord,
        },
        {
          index: '0601',
          title: MENU_TITLE['0601'],
          group: '招聘设置',
          target: route('/systemManagement/basic/basicsets?activeMenu=0'),
          highlights: ['/systemManagement/basic', '/new/systemManagement/basic'],
          permission: PERMISSION.basicSetting,
        },
        {
          index: '0610',
          title: MENU_TITLE['0610'],
          group: '招聘设置',
          target: route('/new/systemManagement/dictionaryManagement'),
          highlights: ['/new/systemManagement/dictionaryManagement'],
          permission: PERMISSION.dictionary,
        },
        {
          index: '0619',
          title: MENU_TITLE['0619'],
          group: '招聘设置',
          target: route('/new/systemManagement/labelManagement'),
          highlights: ['/new/systemManagement/labelManagement', '/systemManagement/basic/labellist'],
          permission: PERMISSION.label,
        },
        {
          // AMB-007: the spec's "/test" is the systemManagement test page, version rules applied.
          index: '0604',
          title: MENU_TITLE['0604'],
          group: '招聘设置',
          target: route('/systemManagement/test'),
          highlights: ['/systemManagement/test', '/new/systemManagement/test'],
          permission: PERMISSION.assessment,
        },
        {
          index: '0611',
          title: MENU_TITLE['0611'],
          group: '简历与页面',
          target: route('/new/systemManagement/resumeSettings'),
          highlights: ['/new/systemManagement/resumeSettings'],
          permission: PERMISSION.resumeSetting,
        },
        {
          index: '0612',
          title: MENU_TITLE['0612'],
          group: '简历与页面',
          target: route('/new/systemManagement/resumePageSettings'),
          highlights: ['/new/systemManagement/resumePageSettings'],
          permission: PERMISSION.resumePageSetting,
        },
        {
          index: '0613',
          title: MENU_TITLE['0613'],
          group: '简历与页面',
          target: route('/new/systemManagement/talentStorage'),
          highlights: ['/new/systemManagement/talentStorage'],
          permission: PERMISSION.basicSetting,
        },
        {
          index: '0614',
          title: MENU_TITLE['0614'],
          group: '智能运营',
          target: route('/new/systemManagement/tagManagement'),
          highlights: ['/new/systemManagement/tagManagement'],
          permission: PERMISSION.smartTag,
        },
        {
          index: '0615',
          title: MENU_TITLE['0615'],
          group: '智能运营',
          target: route('/new/systemManagement/flowManagement'),
          highlights: ['/new/systemManagement/flowManagement'],
          permission: PERMISSION.smartFlow,
        },
        {
          index: '0616',
          title: MENU_TITLE['0616'],
          group: '智能运营',
          target: route('/new/systemManagement/scoreManagement'),
          highlights: ['/new/systemManagement/scoreManagement'],
          permission: PERMISSION.smartScore,
        },
        {
          index: '0600',
          title: MENU_TITLE['0600'],
          group: '会员信息',
          target: route('/systemManagement/ctminfo'),
          highlights: ['/systemManagement/ctminfo', '/new/systemManagement/ctminfo'],
          permission: PERMISSION.member,
        },
        {
          // Issue 19: 工具箱 had no entry (GAP-014 kept the titles); every shoppingStore page
          // highlights it.
          index: '0618',
          title: MENU_TITLE['0618'],
          group: '会员信息',
          target: route('/new/shoppingStore/shoppingHome'),
          highlights: ['/new/shoppingStore', '/shoppingStore'],
          permission: PERMISSION.shop,
        },
        {
          index: '0617',
          title: MENU_TITLE['0617'],
          group: '日志',
          target: route('/new/systemManagement/usermanager/loglist'),
          highlights: ['/new/systemManagement/usermanager'],
          permission: PERMISSION.log,
        },
        {
          index: '0603',
          title: MENU_TITLE['0603'],
          group: '日志',
          target: route('/systemManagement/export'),
          highlights: ['/systemManagement/export', '/new/systemManagement/export'],
          permission: PERMISSION.export,
        },
      ],
    },
  ];
}

/** Every entry that can be selected (the leaves), parents left out. */
export function menuLeaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children ? menuLeaves(item.children) : [item]));
}

function highlightLength(pathname: string, highlight: string): number {
  const base = highlight.split('?')[0];
  return pathname === base || pathname.startsWith(`${base}/`) ? base.length : -1;
}

/**
 * The entry to highlight for a URL (SHELL-012): among all entries whose highlight path equals the
 * pathname or is a path prefix of it, the one with the longest such path wins (SHELL-013).
 * Undefined when nothing matches.
 */
export function activeMenuIndex(pathname: string, items?: readonly MenuItem[]): string | undefined {
  const path = normalizePathname(pathname);
  let best: { index: string; length: number } | undefined;
  for (const item of menuLeaves(items ?? createMenu({ isUseNewEhirePlus: 1 }))) {
    const paths = item.target?.kind === 'route' ? [item.target.to, ...item.highlights] : item.highlights;
    for (const highlight of paths) {
      const length = highlightLength(path, highlight);
      if (length > (best?.length ?? -1)) best = { index: item.index, length };
    }
  }
  return best?.index;
}

/** The parent indices to open for a selected index ('0603' → ['06']). */
export function openMenuIndices(index: string | undefined): string[] {
  if (!index) return [];
  const parents: string[] = [];
  for (let end = 2; end < index.length; end += 2) parents.push(index.slice(0, end));
  return parents;
}

/** Unread badge text: '' for 0 (no badge), the number up to 99, then '99+' (SHELL-032..034). */
export function badgeText(count: number | null | undefined): string {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 1) return '';
  const whole = Math.floor(count);
  return whole > UNREAD_CAP ? `${UNREAD_CAP}+` : String(whole);
}

/** Below 1328 px the menu is collapsed automatically (SHELL-009, AMB-009). */
export function shouldAutoCollapse(width: number): boolean {
  return width < MENU_COLLAPSE_WIDTH;
}

/** At 1328 px or more the collapse toggle is offered (SHELL-010, AMB-009). */
export function canToggle(width: number): boolean {
  return width >= MENU_COLLAPSE_WIDTH;
}
