// The router's version-flag, redirect and permission rules (D1 §2 "Router behaviour", D1 §6) as
// one pure function. The web router calls it before every navigation and acts on the answer; a
// redirect is resolved again by the next call, so each rule only has to take one step.
//
// Evaluation order (GAP-016) — the first rule that answers wins:
//
//  1. Login (ROUTE-069, ROUTE-036): /login and /Login are allowed whatever the version flag,
//     before anything else, so a member whose session or flag is wrong can always sign in.
//  2. Case aliases (AMB-005): /joblist → /jobList, query kept. Links of the spec that use another
//     spelling land on the declared route instead of the not-found page.
//  3. Root / (ROUTE-002, PERM-007, AMB-004): on the first entry after login, a member whose
//     Ctm.WorkHome is below 2 goes to /resume; everyone else to the workbench of their version
//     (/new/workHome for flag 1, /workHome for flag 0 — the flag-0 rule applied in the same step
//     instead of bouncing through /new/workHome).
//  4. Legacy resume links (ROUTE-072..074, AMB-006, GAP-017), flag 1 only: /resume?tab=first →
//     /new/talent/talentManage, /resume?tab=three → /new/intentResume, query string unchanged;
//     tab=second or no tab stays on /resume. Flag-0 members keep the older /resume page, because
//     the /new target would be stripped back to a path the older console does not have (AMB-003).
//  5. Notice opened in a new window (ROUTE-078), flag 1 only: /notice → /new/systemManagement/notice.
//     It runs before the always-allowed list, which would otherwise swallow /notice. Flag 0 keeps
//     /notice for the same reason as rule 4.
//  6. Always allowed (ROUTE-075..077): /jobList, /notice and the three resume-details paths (and
//     anything below them) are allowed without the version or first-segment checks.
//  7. Version flag on /new paths (ROUTE-070/071, AMB-002): flag 0 → the same path without /new
//     (query kept, /new itself → /); flag 1 → allowed when a declared /new route matches, otherwise
//     notFound (this app owns the whole /new tree, so an undeclared /new path is a dead link).
//  8. Unprefixed new paths (ROUTE-064, AMB-003), flag 1 only: a path that matches a declared /new
//     route once prefixed is redirected to it (e.g. /systemManagement/resumeSettings). Flag-0
//     members stay on the unprefixed (older) pages, which removes the /x ↔ /new/x loop.
//  9. First segment (ROUTE-079): any other path is allowed only when its first segment is a known
//     top-level route; otherwise the answer is notFound and the web renders its not-found page.
//     A known first segment with no declared screen is left to the web router's catch-all.
// 10. Default child (ROUTE-003, GAP-015): a parent route that only groups children redirects to
//     its default child (one hop: /new/systemManagement → …/produce → …/produce/produceManage).
// 11. Permission (PERM-005..007, ROUTE-080/081): a route with an auth control whose level is
//     below 2 (missing counts as 2, PERM-003) is forbidden → /error?msg=无权限; but on the first
//     entry after login the workbench sends such a member to /resume instead (PERM-007), so the
//     root → /new/workHome hop of rule 3 and a direct post-login /new/workHome behave alike.
// 12. Reload (ROUTE-068): leaving a history-resume page (/new/historyResume, /historyresume/…) for
//     talentManage is a full page load, so the history pool's archive state (ArchiveId header,
//     cached lists) cannot leak into the live talent list.
// 13. Otherwise allow.

import { MENU_MISSING_LEVEL, PERMISSION, WRITE_MIN_LEVEL } from '../codes/permissions';
import {
  ERROR_PATH,
  LEGACY_HOME_PATH,
  LOGIN_PATHS,
  NEW_HOME_PATH,
  NEW_PREFIX,
  PATH_ALIASES,
  TOP_LEVEL_SEGMENTS,
  isNewPath,
  matchRoute,
  normalizePathname,
  splitSegments,
  stripNewPrefix,
} from './routes';

/** Text of the no-permission page (ROUTE-081). */
export const NO_PERMISSION_MSG = '无权限';

export const LEGACY_RESUME_PATH = '/resume';
export const TALENT_MANAGE_PATH = '/new/talent/talentManage';
export const INTENT_RESUME_PATH = '/new/intentResume';
export const NEW_WINDOW_NOTICE_PATH = '/new/systemManagement/notice';

/** Legacy /resume tabs that moved to the new console (ROUTE-072/073). */
export const LEGACY_RESUME_TAB_REDIRECTS: Readonly<Record<string, string>> = {
  first: TALENT_MANAGE_PATH,
  three: INTENT_RESUME_PATH,
};

/** Paths (and their sub-paths) the guard never refuses (ROUTE-075..077). */
export const ALWAYS_ALLOWED_PATHS = [
  '/jobList',
  '/notice',
  '/resumeDetails',
  '/historyresume/resumeDetails',
  '/archived/resumeDetails',
] as const;

export interface NavigationRequest {
  readonly pathname: string;
  /** Query string with or without the leading '?'. */
  readonly search?: string;
  /** The member's isusenewehireplus flag (DATA-021). */
  readonly isUseNewEhirePlus: 0 | 1;
  /** The page was opened in a new window/tab (window.opener set), for ROUTE-078. */
  readonly openedInNewWindow?: boolean;
  /** Pathname of the page being left, for ROUTE-068. */
  readonly fromPathname?: string;
  /** First navigation after a successful login, for PERM-007. */
  readonly isFirstEntryAfterLogin?: boolean;
  /** The member's level for a permission key; undefined when the auth list lacks the key. */
  readonly authValue?: (key: string) => number | undefined;
}

export type NavigationDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'reload'; readonly to: string }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'forbidden'; readonly to: string };

/**
 * '/error?msg=…' (ROUTE-080), msg defaulting to 无权限 (ROUTE-081). Only ASCII characters are
 * percent-encoded, so the URL stays readable (/error?msg=无权限) and still parses back exactly.
 */
export function noPermissionUrl(msg: string = NO_PERMISSION_MSG): string {
  const encoded = Array.from(msg, (ch) => (ch.charCodeAt(0) < 128 ? encodeURIComponent(ch) : ch)).join('');
  return `${ERROR_PATH}?msg=${encoded}`;
}

function normalizeSearch(search: string | undefined): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

function isAtOrBelow(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function isHistoryResumePage(pathname: string | undefined): boolean {
  if (!pathname) return false;
  const first = splitSegments(stripNewPrefix(pathname))[0];
  return first?.toLowerCase() === 'historyresume';
}

function levelOf(request: NavigationRequest, key: string): number {
  return request.authValue?.(key) ?? MENU_MISSING_LEVEL;
}

export function resolveNavigation(request: NavigationRequest): NavigationDecision {
  const pathname = normalizePathname(request.pathname);
  const search = normalizeSearch(request.search);
  const isNewMember = request.isUseNewEhirePlus === 1;
  const redirect = (path: string): NavigationDecision => ({ kind: 'redirect', to: `${path}${search}` });

  // 1. Login.
  if ((LOGIN_PATHS as readonly string[]).includes(pathname)) return { kind: 'allow' };

  // 2. Case aliases.
  if (Object.hasOwn(PATH_ALIASES, pathname)) return redirect(PATH_ALIASES[pathname]);

  // 3. Root.
  if (pathname === '/') {
    if (request.isFirstEntryAfterLogin && levelOf(request, PERMISSION.workHome) < WRITE_MIN_LEVEL) {
      return { kind: 'redirect', to: LEGACY_RESUME_PATH };
    }
    return redirect(isNewMember ? NEW_HOME_PATH : LEGACY_HOME_PATH);
  }

  // 4. Legacy resume tabs.
  if (isNewMember && pathname === LEGACY_RESUME_PATH) {
    const tab = new URLSearchParams(search).get('tab');
    const target =
      tab && Object.hasOwn(LEGACY_RESUME_TAB_REDIRECTS, tab) ? LEGACY_RESUME_TAB_REDIRECTS[tab] : undefined;
    if (target) return redirect(target);
  }

  // 5. Notice in a new window.
  if (isNewMember && request.openedInNewWindow && pathname === '/notice') {
    return redirect(NEW_WINDOW_NOTICE_PATH);
  }

  // 6. Always allowed.
  if (ALWAYS_ALLOWED_PATHS.some((base) => isAtOrBelow(pathname, base))) return { kind: 'allow' };

  // 7. Version flag on /new paths.
  if (isNewPath(pathname)) {
    if (!isNewMember) return redirect(stripNewPrefix(pathname));
    if (!matchRoute(pathname)) {
      // A top-level page under /new (/new/jobList, /new/resume…, issue 20 §2) is that page.
      const unprefixed = stripNewPrefix(pathname);
      const top = matchRoute(unprefixed);
      if (top && !top.route.isNew && unprefixed !== '/') return redirect(unprefixed);
      return { kind: 'notFound' };
    }
  } else {
    // 8. Unprefixed new paths.
    if (isNewMember && matchRoute(`${NEW_PREFIX}${pathname}`)) return redirect(`${NEW_PREFIX}${pathname}`);
    // 9. First segment.
    if (!TOP_LEVEL_SEGMENTS.has(splitSegments(pathname)[0])) return { kind: 'notFound' };
  }

  const match = matchRoute(pathname);

  // 10. Default child.
  if (match?.route.redirectTo) return redirect(match.route.redirectTo);

  // 11. Permission.
  const permission = match?.route.permission;
  if (permission && levelOf(request, permission) < WRITE_MIN_LEVEL) {
    if (request.isFirstEntryAfterLogin && permission === PERMISSION.workHome) {
      return { kind: 'redirect', to: LEGACY_RESUME_PATH };
    }
    return { kind: 'forbidden', to: noPermissionUrl() };
  }

  // 12. Reload.
  if (isAtOrBelow(pathname, TALENT_MANAGE_PATH) && isHistoryResumePage(request.fromPathname)) {
    return { kind: 'reload', to: `${pathname}${search}` };
  }

  // 13. Allow.
  return { kind: 'allow' };
}
