import { LEGACY_URLS } from '@ehire/domain/shell/menu';

/**
 * Pages of the older backend the menu links to (GAP-009: menu 03 面试管理, 0602 用户管理). A
 * deployment with the older system forwards these paths to it and the app never sees them;
 * without one (this repository's server) they reach the app, which shows its 功能建设中 page
 * rather than 页面不存在.
 */
export interface LegacyPage {
  /** react-router path (a trailing '/*' covers the sub-pages). */
  readonly path: string;
  readonly title: string;
  readonly module: string;
}

export const LEGACY_PAGES: readonly LegacyPage[] = [
  { path: `${LEGACY_URLS.interview}/*`, title: '面试管理', module: '面试管理' },
  { path: LEGACY_URLS.userList, title: '用户管理', module: '系统设置' },
];

/** Title of a legacy page for the document title, undefined for any other path. */
export function legacyPageTitle(pathname: string): string | undefined {
  for (const page of LEGACY_PAGES) {
    const base = page.path.replace(/\/\*$/, '');
    if (pathname === base || (page.path.endsWith('/*') && pathname.startsWith(`${base}/`))) return page.title;
  }
  return undefined;
}
