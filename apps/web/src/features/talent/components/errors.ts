import { RequestError } from '../../../platform/request';

/**
 * The message to show for a failed call the request client has not shown yet (it toasts -2000
 * and most codes itself; local failures are left to the page).
 */
export function unshownMessage(error: unknown, fallback = '操作失败，请稍后重试'): string | null {
  if (error instanceof RequestError) return error.handled ? null : error.message || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
