import { useMemo } from 'react';
import type {
  DeliveryListQuery,
  DeliveryPage,
  DeliverySetting,
  DeliverySettingInput,
} from '@ehire/domain/contracts/delivery';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';
import { DELIVERY_PATH } from './job-paths';

function createDeliveryApi(client: RequestClient) {
  return {
    list: (query: DeliveryListQuery) => client.post<DeliveryPage>(DELIVERY_PATH.list, { ...query }),
    save: (jobId: string, input: DeliverySettingInput) =>
      client.put<DeliverySetting>(DELIVERY_PATH.job(jobId), { ...input }),
    remove: (jobId: string) => client.post<null>(DELIVERY_PATH.remove(jobId)),
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
