import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('constants', () => {
  it.each([
    ['CONST-001', C.REQUEST_TIMEOUT_MS, 20000],
    ['CONST-002', C.DOWNLOAD_TIMEOUT_MS, 120000],
    ['CONST-003', C.CHUNK_LOAD_TIMEOUT_MS, 120000],
    ['CONST-004', C.STATUS_CHECK_EVERY, 5],
    ['CONST-005', C.POLL_INTERVAL_MS, 2000],
    ['CONST-006', C.THROTTLE_DEFAULT_MS, 300],
    ['CONST-007', C.DEBOUNCE_DEFAULT_MS, 200],
    ['CONST-008', C.DEBOUNCE_DIRECTIVE_MS, 500],
    ['CONST-009', C.DELAY_DEFAULT_MS, 1000],
    ['CONST-010', C.DOWNLOAD_LINK_REMOVE_MS, 1000],
    ['CONST-011', C.MENU_COLLAPSE_WIDTH, 1328],
    ['CONST-012', C.UNREAD_CAP, 99],
    ['CONST-013', C.CALENDAR_DAYS, 42],
    ['CONST-014', C.SEARCH_MAX_SIZE, 2000],
    ['CONST-015', C.QR_CODE_SIZE, 136],
    ['CONST-016', C.CONDITION_FIELD_WIDTH, 192],
    ['CONST-017', C.CONDITION_VALUE_WIDTH, 442],
    ['CONST-018', C.CONDITION_GROUP_MAX, 9],
    ['CONST-021', C.SCORE_MIN, 0],
    ['CONST-021', C.SCORE_MAX, 100],
    ['CONST-022', C.DEFAULT_TEXT_LENGTH, 50],
    ['CONST-023', C.CAMPUS_BRAND_JOB_MAX_DEFAULT, 100],
    ['ERR-009', C.PROMPT_DELAY_MS, 500],
  ])('%s is %j', (_id, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('CONST-019 CONST-020 CONST-024 keep execute type, computation rule and dict version as strings', () => {
    expect(C.DEFAULT_EXECUTE_TYPE).toBe('1');
    expect(C.DEFAULT_COMPUTATION_RULE).toBe('1');
    expect(C.DICT_DATA_VERSION).toBe('20220328');
  });

  it('CONST-023 reads the campus-brand maximum from the environment, defaulting to 100', () => {
    expect(C.resolveCampusBrandJobMax(undefined)).toBe(100);
    expect(C.resolveCampusBrandJobMax('')).toBe(100);
    expect(C.resolveCampusBrandJobMax('abc')).toBe(100);
    expect(C.resolveCampusBrandJobMax('0')).toBe(100);
    expect(C.resolveCampusBrandJobMax('1.5')).toBe(100);
    expect(C.resolveCampusBrandJobMax('200')).toBe(200);
  });

  it('SHELL-044 SHELL-045 SHELL-046 SHELL-047 GAP-010 dialog widths', () => {
    expect(C.DIALOG_WIDTH).toEqual({
      small: 420,
      medium: 520,
      large: 620,
      extraLarge: 820,
      extraExtraLarge: 920,
    });
  });

  it('GAP-021 SHELL-035 STATE-014 PERM-010 PERM-011 storage keys', () => {
    expect(C.STORAGE_KEYS).toEqual({
      unreadCount: { area: 'local', key: 'ehire.unreadCount' },
      statementLater: { area: 'session', key: 'ehire.statementLater' },
      authList: { area: 'session', key: 'ehire.authList', cookie: 'ehire_auths' },
      designerTaskId: { area: 'local', key: 'ehire.designerTaskId' },
      designerLeftPanelWidth: { area: 'local', key: 'ehire.designerLeftPanelWidth', perOperator: true },
      loginWarningShown: { area: 'session', key: 'ehire.loginWarningShown' },
      signKey: { area: 'local', key: 'ehire.signKey' },
    });
    expect(C.operatorStorageKey(C.STORAGE_KEYS.designerLeftPanelWidth, 1001)).toBe(
      'ehire.designerLeftPanelWidth.1001',
    );
    expect(C.operatorStorageKey(C.STORAGE_KEYS.unreadCount, 1001)).toBe('ehire.unreadCount');
  });

  it('GAP-019 PERM-011 cookie names and CALL-006 CALL-010 CALL-012 header names', () => {
    expect(C.COOKIE_NAMES).toEqual({
      token: 'ehire_token',
      userInfo: 'ehire_userinfo',
      archiveTask: 'ehire_archive_task',
      authList: 'ehire_auths',
      seenGuide: 'seenguide',
    });
    expect(C.HEADER_NAMES).toEqual({
      token: 'Token',
      archiveId: 'ArchiveId',
      currentFlowId: 'CurrentFlowId',
    });
  });
});
