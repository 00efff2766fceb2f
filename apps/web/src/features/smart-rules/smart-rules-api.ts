// The calls of the smart operations rules (contracts/smart-rules.ts), one family per kind.
import { useMemo } from 'react';
import { pathOf } from '@ehire/domain/api/endpoint';
import { SMART_RULES_API } from '@ehire/domain/api/smart-rules';
import type {
  RecalcTaskAnswer,
  SaveSmartRuleInput,
  SmartRuleKind,
  SmartRuleListAnswer,
  SmartRuleListQuery,
  SmartRuleOptionsAnswer,
  SmartRuleSet,
} from '@ehire/domain/contracts/smart-rules';
import { usePlatform } from '../../platform/PlatformContext';
import type { RequestClient } from '../../platform/request';

/** The paths of one kind's calls, as the tests' fake server sees them. */
export function smartRulePaths(kind: SmartRuleKind) {
  const api = SMART_RULES_API[kind];
  const one = (id: string) => pathOf(api.get, { id });
  return {
    base: api.create.path,
    options: api.options.path,
    list: api.list.path,
    one,
    enable: (id: string) => pathOf(api.enable, { id }),
    disable: (id: string) => pathOf(api.disable, { id }),
    recalc: api.recalc.path,
    recalcStatus: api.recalcStatus.path,
  };
}

function createSmartRulesApi(client: RequestClient, kind: SmartRuleKind) {
  const api = SMART_RULES_API[kind];
  return {
    options: () => client.call<SmartRuleOptionsAnswer>(api.options),
    list: (query: SmartRuleListQuery) => client.call<SmartRuleListAnswer>(api.list, { ...query }),
    get: (id: string) => client.call<SmartRuleSet>(api.get, undefined, { params: { id } }),
    create: (input: SaveSmartRuleInput) => client.call<SmartRuleSet>(api.create, { ...input }),
    update: (id: string, input: SaveSmartRuleInput) =>
      client.call<SmartRuleSet>(api.update, { ...input }, { params: { id } }),
    remove: (id: string) => client.call<null>(api.remove, undefined, { params: { id } }),
    setEnabled: (id: string, enabled: boolean) =>
      client.call<SmartRuleSet>(enabled ? api.enable : api.disable, undefined, { params: { id } }),
    recalc: () => client.call<RecalcTaskAnswer>(api.recalc),
    recalcStatus: () => client.call<RecalcTaskAnswer>(api.recalcStatus),
  };
}

export type SmartRulesApi = ReturnType<typeof createSmartRulesApi>;

export function useSmartRulesApi(kind: SmartRuleKind): SmartRulesApi {
  const { client } = usePlatform();
  return useMemo(() => createSmartRulesApi(client, kind), [client, kind]);
}

export const SMART_RULE_KEYS = {
  all: (kind: SmartRuleKind) => ['smart-rules', kind] as const,
  list: (kind: SmartRuleKind, query: SmartRuleListQuery) => ['smart-rules', kind, 'list', query] as const,
  one: (kind: SmartRuleKind, id: string) => ['smart-rules', kind, 'one', id] as const,
  options: (kind: SmartRuleKind) => ['smart-rules', kind, 'options'] as const,
  recalc: (kind: SmartRuleKind) => ['smart-rules', kind, 'recalc'] as const,
};
