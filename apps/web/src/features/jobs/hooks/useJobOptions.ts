import { useQuery } from '@tanstack/react-query';
import { JOB_KEYS, useJobsApi } from '../api/jobs-api';

/** Organisations, projects, function types, degrees ... of the form and the list filters. */
export function useJobOptions() {
  const api = useJobsApi();
  return useQuery({ queryKey: JOB_KEYS.options, queryFn: () => api.options(), staleTime: 5 * 60_000 });
}
