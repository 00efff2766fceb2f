// The calls of the smart operations rules (contracts/smart-rules.ts), one family per kind.
import { useMemo } from 'react';
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

export function smartRulePaths(kind: SmartRuleKind) {
  const base = `/api/biz/smart-rules/${kind}`;
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    base,
    options: `${base}/options`,
    list: `${base}/list`,
    one,
    enable: (id: string) => `${one(id)}/enable`,
    disable: (id: string) => `${one(id)}/disable`,
    recalc: `${base}/recalc`,
    recalcStatus: `${base}/recalc/status`,
  };
}

function createSmartRulesApi(client: RequestClient, kind: SmartRuleKind) {
  const path = smartRulePaths(kind);
  return {
    options: () => client.get<SmartRuleOptionsAnswer>(path.options),
    list: (query: SmartRuleListQuery) => client.post<SmartRuleListAnswer>(path.list, { ...query }),
    get: (id: string) => client.get<SmartRuleSet>(path.one(id)),
    create: (input: SaveSmartRuleInput) => client.post<SmartRuleSet>(path.base, { ...input }),
    update: (id: string, input: SaveSmartRuleInput) => client.put<SmartRuleSet>(path.one(id), { ...input }),
    remove: (id: string) => client.del<null>(path.one(id)),
    setEnabled: (id: string, enabled: boolean) =>
      client.post<SmartRuleSet>(enabled ? path.enable(id) : path.disable(id)),
    recalc: () => client.post<RecalcTaskAnswer>(path.recalc),
    recalcStatus: () => client.get<RecalcTaskAnswer>(path.recalcStatus),
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
