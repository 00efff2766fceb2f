import { DELIVERY_API } from '@ehire/domain/api/delivery';
import { useMemo } from 'react';
import type {
  DeliveryListQuery,
  DeliveryPage,
  DeliverySetting,
  DeliverySettingInput,
} from '@ehire/domain/contracts/delivery';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

function createDeliveryApi(client: RequestClient) {
  return {
    list: (query: DeliveryListQuery) => client.call<DeliveryPage>(DELIVERY_API.list, { ...query }),
    save: (jobId: string, input: DeliverySettingInput) =>
      client.call<DeliverySetting>(DELIVERY_API.putByJobId, { ...input }, { params: { jobId } }),
    remove: (jobId: string) => client.call<null>(DELIVERY_API.delete, undefined, { params: { jobId } }),
  };
}

export function useDeliveryApi() {
  const { client } = usePlatform();
  return useMemo(() => createDeliveryApi(client), [client]);
}

export const DELIVERY_KEYS = {
  all: ['delivery'] as const,
  list: (query: DeliveryListQuery) => ['delivery', 'list', query] as const,
  job: (jobId: string) => ['delivery', 'job', jobId] as const,
};
