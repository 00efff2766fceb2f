import type { ReactNode } from 'react';
import type { PermissionKey } from '@ehire/domain/codes/permissions';
import { authDirectiveVisible } from '@ehire/domain/permissions/derive';
import { useAuthMap } from './auth-list';

/**
 * Whether the signed-in user may use a control that changes what `key` guards: the permission
 * directive's rule (PERM-015, level 2 or more; a key the list lacks counts 2, GAP-047). A
 * read-only user (level 1) therefore never sees a control the server would answer 403 无权限
 * (issue 20 §1). False until the list is known, so such a control never flashes.
 */
export function useCanWrite(key: PermissionKey): boolean {
  const authMap = useAuthMap();
  return authMap ? authDirectiveVisible(authMap, key) : false;
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
