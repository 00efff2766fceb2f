// Business constants and limits of D1 §9 (CONST-001..CONST-024), the dialog widths of D1 §2
// (SHELL-044..047, GAP-010) and the names of storage keys, cookies and headers (GAP-019, GAP-021).
// Web and server read them from here so a number never appears twice.

// Requests (D1 §7, §9)
/** Every request times out after 20 s (CONST-001, CALL-004). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** File-download helpers time out after 120 s (CONST-002, CALL-005). */
export const DOWNLOAD_TIMEOUT_MS = 120_000;
/** A script chunk that has not loaded after 120 s is a ChunkLoadError (CONST-003, ERR-016). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Every 5th request of the business family triggers the customer-status check (CONST-004). */
export const STATUS_CHECK_EVERY = 5;
/** -2002 / Q0003 prompts open this long after the answer (ERR-009). */
export const PROMPT_DELAY_MS = 500;

// Timing helpers (util/timing.ts)
/** Recount-status polling interval (CONST-005, STATE-008). */
export const POLL_INTERVAL_MS = 2_000;
/** Default throttle wait (CONST-006). */
export const THROTTLE_DEFAULT_MS = 300;
/** Default debounce wait: menu resize, condition value input (CONST-007, SHELL-011, COND-032). */
export const DEBOUNCE_DEFAULT_MS = 200;
/** The debounce directive's wait (CONST-008). */
export const DEBOUNCE_DIRECTIVE_MS = 500;
/** The delay helper's default wait (CONST-009). */
export const DELAY_DEFAULT_MS = 1_000;
/** The download helper removes its temporary link after 1 s (CONST-010, CALL-026). */
export const DOWNLOAD_LINK_REMOVE_MS = 1_000;

// Layout and display
/** Side-menu collapse breakpoint (CONST-011, SHELL-009/010, AMB-009). */
export const MENU_COLLAPSE_WIDTH = 1_328;
/** Unread counts above this show as 99+ (CONST-012, SHELL-033). */
export const UNREAD_CAP = 99;
/** Interview calendar grid: six weeks (CONST-013, CALL-040). */
export const CALENDAR_DAYS = 42;
/** Job-share QR code edge in px (CONST-015). */
export const QR_CODE_SIZE = 136;
/** Condition form: field selector and value input widths in px (CONST-016/017). */
export const CONDITION_FIELD_WIDTH = 192;
export const CONDITION_VALUE_WIDTH = 442;
/** Assessment-licence popover table height in px (D1 §2). */
export const LICENCE_TABLE_HEIGHT = 200;

/** Dialog widths in px (SHELL-044..047); `large` is not in the spec (GAP-010). */
export const DIALOG_WIDTH = {
  small: 420,
  medium: 520,
  large: 620,
  extraLarge: 820,
  extraExtraLarge: 920,
} as const;

export type DialogSize = keyof typeof DIALOG_WIDTH;

// Limits
/** Search max size (CONST-014); what it caps is left to the talent search feature (GAP-036). */
export const SEARCH_MAX_SIZE = 2_000;
/** A condition group holds at most 9 entries (CONST-018, COND-031). */
export const CONDITION_GROUP_MAX = 9;
/** Smart flow-transfer execute type, a string (CONST-019). */
export const DEFAULT_EXECUTE_TYPE = '1';
/** Multi-section computation rule, a string: '1' every section, '2' any (CONST-020, COND-028/029). */
export const DEFAULT_COMPUTATION_RULE = '1';
/** Score range, inclusive, and the input step (CONST-021, COND-038/039). */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
export const SCORE_STEP = 0.1;
/** Default text field length (CONST-022). */
export const DEFAULT_TEXT_LENGTH = 50;
/** Campus-brand job maximum when the environment does not set one (CONST-023). */
export const CAMPUS_BRAND_JOB_MAX_DEFAULT = 100;
/** Dictionary data version (CONST-024). */
export const DICT_DATA_VERSION = '20220328';

/**
 * The campus-brand job maximum from an environment value (CONST-023): a positive integer, or
 * the default 100 when absent or malformed.
 */
export function resolveCampusBrandJobMax(raw: string | undefined): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value > 0
    ? value
    : CAMPUS_BRAND_JOB_MAX_DEFAULT;
}

// Client storage (GAP-021). `area` says which Web Storage holds the value.
export type StorageArea = 'local' | 'session';

export interface StorageKey {
  readonly area: StorageArea;
  readonly key: string;
  /** The value is kept per operator: use operatorStorageKey(entry, oprid). */
  readonly perOperator?: boolean;
  /** A cookie carrying the same value, when there is one. */
  readonly cookie?: string;
}

export const STORAGE_KEYS = {
  /** Unread notice count, saved whenever received (SHELL-035). */
  unreadCount: { area: 'local', key: 'ehire.unreadCount' },
  /** The statement dialog's "confirm later" for this browser session (STATE-014). */
  statementLater: { area: 'session', key: 'ehire.statementLater' },
  /** Menu authorisation list cache (PERM-010) and its cookie (PERM-011). */
  authList: { area: 'session', key: 'ehire.authList', cookie: 'ehire_auths' },
  /** Last resume-design task id the designer saw (D2 §4). */
  designerTaskId: { area: 'local', key: 'ehire.designerTaskId' },
  /** The designer's left-panel width, remembered per operator (D2 §2). */
  designerLeftPanelWidth: { area: 'local', key: 'ehire.designerLeftPanelWidth', perOperator: true },
  /** The login-loss warning was shown; cleared when a non-login request succeeds (STATE-015). */
  loginWarningShown: { area: 'session', key: 'ehire.loginWarningShown' },
  /** The per-session HMAC key returned by login, for the signed flow family (CALL-014). */
  signKey: { area: 'local', key: 'ehire.signKey' },
} as const satisfies Record<string, StorageKey>;

/** Key of a per-operator entry: 'ehire.designerLeftPanelWidth.1001'. */
export function operatorStorageKey(entry: StorageKey, oprid: string | number): string {
  return entry.perOperator ? `${entry.key}.${oprid}` : entry.key;
}

/** Cookie names (GAP-019, GAP-021). */
export const COOKIE_NAMES = {
  /** Login token, sent back in the Token header (PERM-019, CALL-006). */
  token: 'ehire_token',
  /** Display-only user info: ctmid, oprid, oprcname, ctmlogo, ctmexpiredate, auths (DATA-002). */
  userInfo: 'ehire_userinfo',
  /** Archive-task id for the ArchiveId header on archived and history pages (CALL-009, AMB-020). */
  archiveTask: 'ehire_archive_task',
  /** Menu authorisation list (PERM-011). */
  authList: STORAGE_KEYS.authList.cookie,
  /** First-use guide finished (D1 §2). */
  seenGuide: 'seenguide',
} as const;

/** Request header names (CALL-006, CALL-010, CALL-012). */
export const HEADER_NAMES = {
  token: 'Token',
  archiveId: 'ArchiveId',
  currentFlowId: 'CurrentFlowId',
} as const;

/** The largest file a candidate attaches to an application (careers site, issue 12). */
export const APPLY_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
