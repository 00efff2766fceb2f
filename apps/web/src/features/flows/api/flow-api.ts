import { useMemo } from 'react';
import type { FlowDraftInput, FlowListAnswer, FlowSummary } from '@ehire/domain/contracts/flow';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// The signed flow family (/api/flow/*): the request client adds timestamp, sign and the
// CurrentFlowId header, and toasts the WF codes (ERR-010).

export const FLOW_PATH = {
  list: '/api/flow/list',
  detail: '/api/flow/detail',
  add: '/api/flow/add',
  update: '/api/flow/update',
  remove: '/api/flow/delete',
  setDefault: '/api/flow/set-default',
} as const;

/** The two pages of issue 6 §1. */
export const FLOW_PAGE = {
  list: '/new/systemManagement/produce/produceManage',
  edit: '/new/systemManagement/produce/produceDetail',
} as const;

function createFlowApi(client: RequestClient) {
  return {
    list: () => client.get<FlowListAnswer>(FLOW_PATH.list),
    detail: (id: string) => client.get<FlowSummary>(FLOW_PATH.detail, { id }),
    add: (draft: FlowDraftInput) => client.post<FlowSummary>(FLOW_PATH.add, { ...draft }),
    update: (id: string, draft: FlowDraftInput) =>
      client.post<FlowSummary>(FLOW_PATH.update, { id, ...draft }),
    remove: (id: string) => client.post<null>(FLOW_PATH.remove, { id }),
    setDefault: (id: string) => client.post<null>(FLOW_PATH.setDefault, { id }),
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
