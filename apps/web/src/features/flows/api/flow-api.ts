import { FLOW_API } from '@ehire/domain/api/flow';
import { useMemo } from 'react';
import type { FlowDraftInput, FlowListAnswer, FlowSummary } from '@ehire/domain/contracts/flow';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// The signed flow family (/api/flow/*): the request client adds timestamp, sign and the
// CurrentFlowId header, and toasts the WF codes (ERR-010).

/** The two pages of issue 6 §1. */
export const FLOW_PAGE = {
  list: '/new/systemManagement/produce/produceManage',
  edit: '/new/systemManagement/produce/produceDetail',
} as const;

function createFlowApi(client: RequestClient) {
  return {
    list: () => client.call<FlowListAnswer>(FLOW_API.list),
    detail: (id: string) => client.call<FlowSummary>(FLOW_API.detail, { id }),
    add: (draft: FlowDraftInput) => client.call<FlowSummary>(FLOW_API.add, { ...draft }),
    update: (id: string, draft: FlowDraftInput) =>
      client.call<FlowSummary>(FLOW_API.update, { id, ...draft }),
    remove: (id: string) => client.call<null>(FLOW_API.delete, { id }),
    setDefault: (id: string) => client.call<null>(FLOW_API.setDefault, { id }),
  };
}

export type FlowApi = ReturnType<typeof createFlowApi>;

export function useFlowApi(): FlowApi {
  const { client } = usePlatform();
  return useMemo(() => createFlowApi(client), [client]);
}

/** react-query keys; everything under ['flows'] is refreshed after a change. */
export const FLOW_KEYS = {
  all: ['flows'] as const,
  list: ['flows', 'list'] as const,
  detail: (id: string) => ['flows', 'detail', id] as const,
};
