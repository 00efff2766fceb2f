import { POOLS_API } from '@ehire/domain/api/pools';
import { useMemo } from 'react';
import type {
  IntentPage,
  IntentQuery,
  IntentRow,
  InviteIntentsAnswer,
  InviteIntentsInput,
  RegisterIntentInput,
} from '@ehire/domain/contracts/intents';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// 意向人才库's calls (/api/biz/pools/intents, Ctm.Talent; issue 18 §1).

function createIntentsApi(client: RequestClient) {
  return {
    list: (query: IntentQuery) =>
      client.call<IntentPage>(
        POOLS_API.getIntents,
        Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined)),
      ),
    one: (id: string) =>
      client.call<IntentRow>(POOLS_API.intentsByIntentId, undefined, { params: { intentId: id } }),
    register: (body: RegisterIntentInput) => client.call<IntentRow>(POOLS_API.postIntents, body),
    invite: (body: InviteIntentsInput) => client.call<InviteIntentsAnswer>(POOLS_API.intentsInvite, body),
  };
}

export function useIntentsApi() {
  const { client } = usePlatform();
  return useMemo(() => createIntentsApi(client), [client]);
}

export const INTENT_KEYS = {
  all: ['intents'] as const,
  list: (query: IntentQuery) => ['intents', 'list', query] as const,
  one: (id: string) => ['intents', 'one', id] as const,
};
