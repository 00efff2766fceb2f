// The names and numbers the platform layer uses, taken from the domain package (GAP-019,
// GAP-021, D1 §9) under the short names this folder reads.
import { COOKIE_NAMES, STORAGE_KEYS } from '@ehire/domain/constants';

export {
  DOWNLOAD_LINK_REMOVE_MS,
  DOWNLOAD_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  STATUS_CHECK_EVERY,
} from '@ehire/domain/constants';
/** Token, ArchiveId, CurrentFlowId (CALL-006, CALL-010, CALL-012). */
export { HEADER_NAMES } from '@ehire/domain/constants';

export const TOKEN_COOKIE = COOKIE_NAMES.token;
export const USERINFO_COOKIE = COOKIE_NAMES.userInfo;
export const ARCHIVE_TASK_COOKIE = COOKIE_NAMES.archiveTask;
export const AUTH_LIST_COOKIE = COOKIE_NAMES.authList;

// All in the storage area the domain names: local for the sign key and the unread count,
// session for the statement choice, the auth list and the login-warning flag.
export const SIGN_KEY_STORAGE_KEY = STORAGE_KEYS.signKey.key;
export const STATEMENT_LATER_STORAGE_KEY = STORAGE_KEYS.statementLater.key;
export const AUTH_LIST_STORAGE_KEY = STORAGE_KEYS.authList.key;
export const UNREAD_COUNT_STORAGE_KEY = STORAGE_KEYS.unreadCount.key;
export const LOGIN_WARNING_STORAGE_KEY = STORAGE_KEYS.loginWarningShown.key;
