import type { SmartRuleKind } from '@ehire/domain/contracts/smart-rules';
import { menuAllows } from '@ehire/domain/permissions/derive';
import { useAuthMap } from '../../platform/auth-list';
import { SMART_RULE_KIND_CONFIG } from './smart-rule-kinds';

/**
 * Whether the user may change a kind's rules: level 2 or more of its permission (PERM-015; the
 * server refuses writes below 2 anyway). False until the permission list is known, so a write
 * action never flashes for a read-only user.
 */
export function useCanWriteSmartRules(kind: SmartRuleKind): boolean {
  const authMap = useAuthMap();
  return authMap ? menuAllows(authMap, SMART_RULE_KIND_CONFIG[kind].permission) : false;
}
