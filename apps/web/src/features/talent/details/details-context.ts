// Which list the details page was opened from, so 上一份 / 下一份 walk that list (same query,
// same order) and 返回列表 goes back to it. Kept for the browser session.
import type { TalentListQueryInput } from '@ehire/domain/contracts/talent';
import type { StorageLike } from '../../../platform/ports';

const DETAILS_CONTEXT_KEY = 'ehire.talent.details-context';

export interface DetailsContext {
  /** The list query (without paging it still selects and orders the same applications). */
  query: TalentListQueryInput;
  /** The list page with its query string, e.g. /new/talent/talentManage?ivid=1001. */
  returnTo: string;
}

export function saveDetailsContext(storage: StorageLike, context: DetailsContext): void {
  storage.setItem(DETAILS_CONTEXT_KEY, JSON.stringify(context));
}

export function readDetailsContext(storage: StorageLike): DetailsContext | null {
  const raw = storage.getItem(DETAILS_CONTEXT_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<DetailsContext>;
    if (typeof parsed.returnTo !== 'string' || typeof parsed.query !== 'object' || parsed.query === null) {
      return null;
    }
    return { query: parsed.query, returnTo: parsed.returnTo };
  } catch {
    return null;
  }
}

const DETAILS_PATH = '/resumeDetails';

export function detailsUrl(applicationId: string): string {
  return `${DETAILS_PATH}?id=${encodeURIComponent(applicationId)}`;
}
