import type { ReactNode } from 'react';
import { serverAllows, type PermissionKey } from '@ehire/domain/codes/permissions';
import { useAuthMap } from './auth-list';

/**
 * Whether the signed-in user may change what `key` guards, by the server's own rule (level 2; a
 * key the list lacks counts 0, serverAllows): a control shown only when this is true is never
 * answered 403 无权限 (issue 20 §1). False until the list is known, so a control the user may not
 * use never flashes.
 */
export function useCanWrite(key: PermissionKey): boolean {
  const authMap = useAuthMap();
  return authMap ? serverAllows(authMap, key, true) : false;
}

/** Renders its children (a button, a menu entry…) only for a user who may write `write`. */
export function Can({
  write,
  children,
  fallback = null,
}: {
  write: PermissionKey;
  children: ReactNode;
  /** What a read-only user sees instead, e.g. a text without its action. */
  fallback?: ReactNode;
}) {
  return <>{useCanWrite(write) ? children : fallback}</>;
}
