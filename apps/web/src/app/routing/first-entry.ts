import type { StorageLike } from '../../platform/ports';

// PERM-007: the login page marks the next navigation as the first entry after login; the guard
// reads the mark (a member without Ctm.WorkHome then lands on /resume) and clears it once a
// page is shown. Session storage, so a reload in the same tab keeps it until then.
export const FIRST_ENTRY_STORAGE_KEY = 'ehire.firstEntryAfterLogin';

export function markFirstEntry(session: StorageLike): void {
  session.setItem(FIRST_ENTRY_STORAGE_KEY, '1');
}

export function isFirstEntry(session: StorageLike): boolean {
  return session.getItem(FIRST_ENTRY_STORAGE_KEY) === '1';
}

export function clearFirstEntry(session: StorageLike): void {
  session.removeItem(FIRST_ENTRY_STORAGE_KEY);
}
