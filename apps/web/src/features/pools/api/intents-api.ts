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

export const INTENT_API_PATH = {
  list: '/api/biz/pools/intents',
  invite: '/api/biz/pools/intents/invite',
  one: (id: string) => `/api/biz/pools/intents/${encodeURIComponent(id)}`,
} as const;

function createIntentsApi(client: RequestClient) {
  return {
    list: (query: IntentQuery) =>
      client.get<IntentPage>(
        INTENT_API_PATH.list,
        Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined)),
      ),
    one: (id: string) => client.get<IntentRow>(INTENT_API_PATH.one(id)),
    register: (body: RegisterIntentInput) => client.post<IntentRow>(INTENT_API_PATH.list, body),
    invite: (body: InviteIntentsInput) => client.post<InviteIntentsAnswer>(INTENT_API_PATH.invite, body),
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
