import { JOBS_API } from '@ehire/domain/api/jobs';
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

/** Typed calls of the jobs API; the request client adds headers, toasts and the status check. */
function createJobsApi(client: RequestClient) {
  return {
    list: (query: JobListQuery) => client.call<JobListAnswer>(JOBS_API.list, { ...query }),
    options: () => client.call<JobOptions>(JOBS_API.options),
    get: (id: string) => client.call<JobRecord>(JOBS_API.getById, undefined, { params: { id } }),
    create: (input: SaveJobFormValues) => client.call<SaveJobAnswer>(JOBS_API.root, { ...input }),
    update: (id: string, input: SaveJobFormValues) =>
      client.call<SaveJobAnswer>(JOBS_API.putById, { ...input }, { params: { id } }),
    act: (id: string, action: JobListAction) =>
      client.call<JobActionAnswer>(JOBS_API.action[action], undefined, { params: { id } }),
    batch: (action: JobListAction, jobIds: string[]) =>
      client.call<JobBatchAnswer>(JOBS_API.batch[action], { jobIds }),
    batchArea: (jobIds: string[], JobArea: string) =>
      client.call<JobBatchAnswer>(JOBS_API.batchArea, { jobIds, JobArea }),
    batchValidDate: (jobIds: string[], ValidDate: string) =>
      client.call<JobBatchAnswer>(JOBS_API.batchValidDate, { jobIds, ValidDate }),
    exportList: (filters: JobListFilters, fileName: string) =>
      downloadFile(client, JOBS_API.export, fileName, { ...filters }),
    authCheck: () => client.call<JobAuthCheckAnswer>(JOBS_API.authCheck),
    /** Refused (-2000, toasted by the client) with the server's message when a job may not be added. */
    createCheck: () => client.call<null>(JOBS_API.createCheck),
    homeCounters: () => client.call<JobHomeCounters>(JOBS_API.homeCounters),
    share: (id: string) => client.call<JobShareAnswer>(JOBS_API.share, undefined, { params: { id } }),
    addresses: () => client.call<JobAddress[]>(JOBS_API.getAddresses),
    addAddress: (input: JobAddressInput) => client.call<JobAddress>(JOBS_API.postAddresses, { ...input }),
    updateAddress: (id: string, input: JobAddressInput) =>
      client.call<JobAddress>(JOBS_API.addressesById, { ...input }, { params: { id } }),
    deleteAddress: (id: string) => client.call<null>(JOBS_API.addressesDelete, undefined, { params: { id } }),
    setCommonAddress: (id: string) =>
      client.call<null>(JOBS_API.addressesCommon, undefined, { params: { id } }),
    sortList: () => client.call<JobSortItem[]>(JOBS_API.getSort),
    saveSort: (jobIds: string[]) => client.call<JobSortItem[]>(JOBS_API.putSort, { jobIds }),
    recommend: (id: string, op: JobRecommendOp) =>
      client.call<JobRecommendAnswer>(JOBS_API.recommend, { op }, { params: { id } }),
    hot: (id: string, op: HotRecommendOp) =>
      client.call<JobRecommendAnswer>(JOBS_API.hot, { op }, { params: { id } }),
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
