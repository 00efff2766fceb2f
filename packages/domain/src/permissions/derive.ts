// Client-side reading of the menu authorisation list (D1 §6): the list of auth_key/auth_value
// pairs becomes a map (DATA-001); menus and the permission directive treat a missing key as 2
// (PERM-003, GAP-047); the eight derived operation permissions default to 0 (PERM-008/009,
// AMB-014). The server's own rule (missing = 0) is serverAllows in codes/permissions.

import { MENU_MISSING_LEVEL, PERMISSION, PERMISSION_LEVEL, WRITE_MIN_LEVEL } from '../codes/permissions';

/** One entry of the auth list as the API answers it (CALL-048); values may arrive as strings. */
export interface AuthListEntry {
  readonly auth_key: string;
  readonly auth_value: number | string | null | undefined;
}

/** Permission level by key. A plain object, so it can be cached in session storage as JSON. */
export type AuthMap = Readonly<Record<string, number>>;

/**
 * The list as a map (DATA-001). Values are read as numbers and unreadable ones skipped; when a
 * key repeats (one entry per role), the highest level wins, as roles only ever add rights.
 */
export function toAuthMap(list: readonly AuthListEntry[] | null | undefined): AuthMap {
  const map: Record<string, number> = {};
  for (const entry of list ?? []) {
    if (!entry?.auth_key) continue;
    const raw = entry.auth_value;
    const value =
      typeof raw === 'string' ? (raw.trim() === '' ? Number.NaN : Number(raw)) : Number(raw ?? Number.NaN);
    if (!Number.isFinite(value)) continue;
    const previous = map[entry.auth_key];
    map[entry.auth_key] = previous === undefined ? value : Math.max(previous, value);
  }
  return map;
}

/** The level of a key, or `missingLevel` when the list lacks it. */
export function authLevel(map: AuthMap, key: string, missingLevel: number): number {
  return Object.hasOwn(map, key) ? map[key] : missingLevel;
}

/** Menus: a key is allowed at level 2 or more, and a missing key counts as 2 (PERM-002/003). */
export function menuAllows(map: AuthMap, key: string): boolean {
  return authLevel(map, key, MENU_MISSING_LEVEL) >= WRITE_MIN_LEVEL;
}

/**
 * Full (write) access outside menus: level 2 or more (PERM-002, PERM-004). A missing key counts
 * as 0 (AMB-014) unless the caller names another level, e.g. 2 for Resume.Setting (PERM-023).
 */
export function canWrite(map: AuthMap, key: string, missingLevel: number = PERMISSION_LEVEL.none): boolean {
  return authLevel(map, key, missingLevel) >= WRITE_MIN_LEVEL;
}

/**
 * The permission directive (PERM-015): the element is shown at level 2 or more and hidden below.
 * A missing key counts as 2 (shown), as in menus (GAP-047): the directive guards menu-driven UI
 * and the server refuses the action anyway.
 */
export function authDirectiveVisible(map: AuthMap, key: string): boolean {
  return authLevel(map, key, MENU_MISSING_LEVEL) >= WRITE_MIN_LEVEL;
}

/** The eight operation permissions derived from the list (PERM-008), with their keys. */
export const DERIVED_PERMISSION_KEY = {
  scheduleSettings: PERMISSION.scheduleSetting,
  customizedDataReport: PERMISSION.customReport,
  reportView: PERMISSION.reportView,
  dataBoard: PERMISSION.dataBoardOperation,
  videoInterview: PERMISSION.videoInterview,
  mailTemplate: PERMISSION.mailTemplate,
  resumeAnalysisImport: PERMISSION.resumeAnalysisImport,
  flowManagement: PERMISSION.flowManagement,
} as const;

export type DerivedPermission = keyof typeof DERIVED_PERMISSION_KEY;

/** Level of each derived permission; 0 when the list lacks its key (PERM-009, AMB-014). */
export type OperationPermissions = Readonly<Record<DerivedPermission, number>>;

export function deriveOperationPermissions(map: AuthMap): OperationPermissions {
  const result = {} as Record<DerivedPermission, number>;
  for (const [name, key] of Object.entries(DERIVED_PERMISSION_KEY) as [DerivedPermission, string][]) {
    result[name] = authLevel(map, key, PERMISSION_LEVEL.none);
  }
  return result;
}
