import { useMemo } from 'react';
import type {
  JobActionAnswer,
  JobAddress,
  JobAddressInput,
  JobAuthCheckAnswer,
  JobBatchAnswer,
  JobHomeCounters,
  JobListAction,
  JobListAnswer,
  JobListFilters,
  JobListQuery,
  JobOptions,
  JobRecommendAnswer,
  JobRecord,
  JobShareAnswer,
  JobSortItem,
  SaveJobAnswer,
  SaveJobFormValues,
} from '@ehire/domain/contracts/jobs';
import type { HotRecommendOp, JobRecommendOp } from '@ehire/domain/codes/job-status';
import { downloadFile } from '../../../platform/download';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';
import { JOB_PATH } from './job-paths';

/** Typed calls of the jobs API; the request client adds headers, toasts and the status check. */
function createJobsApi(client: RequestClient) {
  return {
    list: (query: JobListQuery) => client.post<JobListAnswer>(JOB_PATH.list, { ...query }),
    options: () => client.get<JobOptions>(JOB_PATH.options),
    get: (id: string) => client.get<JobRecord>(JOB_PATH.job(id)),
    create: (input: SaveJobFormValues) => client.post<SaveJobAnswer>(JOB_PATH.create, { ...input }),
    update: (id: string, input: SaveJobFormValues) =>
      client.put<SaveJobAnswer>(JOB_PATH.job(id), { ...input }),
    act: (id: string, action: JobListAction) => client.post<JobActionAnswer>(JOB_PATH.action(id, action)),
    batch: (action: JobListAction, jobIds: string[]) =>
      client.post<JobBatchAnswer>(JOB_PATH.batch(action), { jobIds }),
    batchArea: (jobIds: string[], JobArea: string) =>
      client.post<JobBatchAnswer>(JOB_PATH.batchArea, { jobIds, JobArea }),
    batchValidDate: (jobIds: string[], ValidDate: string) =>
      client.post<JobBatchAnswer>(JOB_PATH.batchValidDate, { jobIds, ValidDate }),
    exportList: (filters: JobListFilters, fileName: string) =>
      downloadFile(client, JOB_PATH.export, fileName, { ...filters }, { method: 'POST' }),
    authCheck: () => client.post<JobAuthCheckAnswer>(JOB_PATH.authCheck),
    /** Refused (-2000, toasted by the client) with the server's message when a job may not be added. */
    createCheck: () => client.post<null>(JOB_PATH.createCheck),
    homeCounters: () => client.get<JobHomeCounters>(JOB_PATH.homeCounters),
    share: (id: string) => client.post<JobShareAnswer>(JOB_PATH.share(id)),
    addresses: () => client.get<JobAddress[]>(JOB_PATH.addresses),
    addAddress: (input: JobAddressInput) => client.post<JobAddress>(JOB_PATH.addresses, { ...input }),
    updateAddress: (id: string, input: JobAddressInput) =>
      client.put<JobAddress>(JOB_PATH.address(id), { ...input }),
    deleteAddress: (id: string) => client.post<null>(JOB_PATH.addressDelete(id)),
    setCommonAddress: (id: string) => client.post<null>(JOB_PATH.addressCommon(id)),
    sortList: () => client.get<JobSortItem[]>(JOB_PATH.sort),
    saveSort: (jobIds: string[]) => client.put<JobSortItem[]>(JOB_PATH.sort, { jobIds }),
    recommend: (id: string, op: JobRecommendOp) =>
      client.post<JobRecommendAnswer>(JOB_PATH.recommend(id), { op }),
    hot: (id: string, op: HotRecommendOp) => client.post<JobRecommendAnswer>(JOB_PATH.hot(id), { op }),
  };
}

export type JobsApi = ReturnType<typeof createJobsApi>;

export function useJobsApi(): JobsApi {
  const { client } = usePlatform();
  return useMemo(() => createJobsApi(client), [client]);
}

/** react-query keys of the jobs feature; everything under ['jobs'] is refreshed after a change. */
export const JOB_KEYS = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  list: (query: JobListQuery) => ['jobs', 'list', query] as const,
  options: ['jobs', 'options'] as const,
  authCheck: ['jobs', 'auth-check'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
  addresses: ['jobs', 'addresses'] as const,
  sort: ['jobs', 'sort'] as const,
  share: (id: string) => ['jobs', 'share', id] as const,
};
