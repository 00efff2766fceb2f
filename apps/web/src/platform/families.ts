import { ACCOUNT_API } from '@ehire/domain/api/account';
import { AUTH_API } from '@ehire/domain/api/auth';
import { CUSTOMER_API } from '@ehire/domain/api/customer';
import { EXPORTS_API } from '@ehire/domain/api/exports';
import { NOTICE_API } from '@ehire/domain/api/notice';
import { TRACKING_API } from '@ehire/domain/api/tracking';

// API families are path prefixes (docs/api.md). The client's behaviour depends on the family of
// the called path and, for the archive headers, on the page the user is on.

export type ApiFamily = 'auth' | 'biz' | 'flow' | 'kanban' | 'web' | 'other';

const API_PREFIX = {
  auth: '/api/auth/',
  biz: '/api/biz/',
  flow: '/api/flow/',
  kanban: '/api/kanban/',
  web: '/api/web/',
} as const;

/** Login-related paths sent without a token (CALL-008, GAP-044). */
const LOGIN_PATHS: readonly string[] = [
  AUTH_API.captcha.path,
  AUTH_API.captchaCheck.path,
  AUTH_API.login.path,
];

/** The platform's own endpoints by purpose (their declarations live in @ehire/domain/api). */
export const PATH = {
  captcha: AUTH_API.captcha.path,
  captchaCheck: AUTH_API.captchaCheck.path,
  login: AUTH_API.login.path,
  logout: AUTH_API.logout.path,
  changePassword: ACCOUNT_API.operatorPassword.path,
  projectList: ACCOUNT_API.projectList.path,
  projectSwitch: ACCOUNT_API.projectSwitch.path,
  customerStatus: CUSTOMER_API.customerCheckStatus.path,
  confirmCommission: CUSTOMER_API.customerConfirmCommission.path,
  customerInfo: CUSTOMER_API.customerInfo.path,
  unreadCount: NOTICE_API.unreadCount.path,
  authList: ACCOUNT_API.authGetAuthList.path,
  pageView: TRACKING_API.pageView.path,
  realNameReset: CUSTOMER_API.userRealNameVerifyReset.path,
  /** The async check before an export or a bulk edit (CALL-054/055). */
  exportThresholds: EXPORTS_API.exportThresholds.path,
} as const;

/**
 * CALL-011: on a history-resume page these API paths are sent WITHOUT the ArchiveId header:
 * they describe the tenant or the live hiring process, not the archived snapshot. The spec names
 * them only by purpose; the paths below are the ones the server serves (docs/api.md), in the
 * spec's order: task result, customer status, activity flow list, auth list, customer page
 * count, customer info, customer archive list, export thresholds, questionnaire, all-activity
 * list, latest inbox, score detail, recalculate, allow-recalculate by inbox id.
 */
export const HISTORY_RESUME_UNARCHIVED_PATHS: readonly string[] = [
  '/api/biz/task/result',
  PATH.customerStatus,
  '/api/flow/activity/list',
  PATH.authList,
  '/api/biz/customer/page-count',
  PATH.customerInfo,
  '/api/biz/customer/archive-list',
  PATH.exportThresholds,
  '/api/biz/questionnaire',
  '/api/flow/activity/all',
  '/api/biz/inbox/latest',
  '/api/biz/score/detail',
  '/api/biz/score/recalculate',
  '/api/biz/score/allow-recalculate',
];

export function apiFamily(path: string): ApiFamily {
  const p = stripQuery(path);
  if (p.startsWith(API_PREFIX.auth)) return 'auth';
  if (p.startsWith(API_PREFIX.biz)) return 'biz';
  if (p.startsWith(API_PREFIX.flow)) return 'flow';
  if (p.startsWith(API_PREFIX.kanban)) return 'kanban';
  if (p.startsWith(API_PREFIX.web)) return 'web';
  return 'other';
}

export function isLoginPath(path: string): boolean {
  return LOGIN_PATHS.includes(stripQuery(path));
}

/** Pages under /archived/ (e.g. /archived/resume, /archived/resumeDetails) (CALL-009). */
function isArchivedPage(pathname: string): boolean {
  return /^(\/new)?\/archived(\/|$)/.test(pathname);
}

/** History-resume pages: /historyresume/..., /new/historyResume ... (CALL-010). */
function isHistoryResumePage(pathname: string): boolean {
  return /(^|\/)historyresume(\/|$)/i.test(pathname);
}

/**
 * AMB-020: archived and history-resume pages both add ArchiveId; the CALL-011 exclusion list
 * applies only on history-resume pages.
 */
export function needsArchiveHeader(pagePathname: string, apiPath: string): boolean {
  if (isHistoryResumePage(pagePathname)) {
    return !HISTORY_RESUME_UNARCHIVED_PATHS.includes(stripQuery(apiPath));
  }
  return isArchivedPage(pagePathname);
}

function stripQuery(path: string): string {
  const q = path.indexOf('?');
  return q < 0 ? path : path.slice(0, q);
}
