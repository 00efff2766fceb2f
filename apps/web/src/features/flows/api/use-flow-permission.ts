import { PERMISSION, PERMISSION_LEVEL } from '@ehire/domain/codes/permissions';
import { authLevel } from '@ehire/domain/permissions/derive';
import { useAuthMap } from '../../../platform/auth-list';

export interface FlowPermission {
  /** The menu authorisation list is still loading. */
  loading: boolean;
  canRead: boolean;
  /** Level 2: add, edit, delete, set default. Below: read-only pages. */
  canWrite: boolean;
}

/**
 * PERMISSION.flowManagement (Oper.FlowManagement) from the menu authorisation list: a derived
 * operation permission, 0 when the list lacks it (PERM-009, AMB-014).
 */
export function useFlowPermission(): FlowPermission {
  const map = useAuthMap();
  if (!map) return { loading: true, canRead: false, canWrite: false };
  const level = authLevel(map, PERMISSION.flowManagement, PERMISSION_LEVEL.none);
  return {
    loading: false,
    canRead: level >= PERMISSION_LEVEL.read,
    canWrite: level >= PERMISSION_LEVEL.full,
  };
}
