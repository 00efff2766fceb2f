import type { ReactNode } from 'react';
import { authDirectiveVisible } from '@ehire/domain/permissions/derive';
import { useAuthMap } from './auth-list';

export interface AuthProps {
  /** Permission key, e.g. PERMISSION.resumeSetting ('Resume.Setting'). */
  authKey: string;
  children: ReactNode;
  /** Rendered instead of the children when access is below 2 (default: nothing). */
  fallback?: ReactNode;
}

/**
 * The permission directive (PERM-015): children are shown at level 2 or more and hidden below.
 * Nothing is shown until the list is known, so a denied button never flashes.
 */
export function Auth({ authKey, children, fallback = null }: AuthProps) {
  const authMap = useAuthMap();
  if (!authMap || !authDirectiveVisible(authMap, authKey)) return <>{fallback}</>;
  return <>{children}</>;
}
