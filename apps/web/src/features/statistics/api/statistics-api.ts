import { useMemo } from 'react';
import type {
  BoardAnswer,
  BoardQuery,
  ReportRowsAnswer,
  ReportRowsQuery,
  ReportSummary,
  SaveReportInput,
} from '@ehire/domain/contracts/statistics';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// Paths of the statistics API (docs/api.md "Statistics"), in one place so a page never spells one.
const enc = encodeURIComponent;
export const STATISTICS_PATH = {
  board: '/api/biz/statistics/board',
  reports: '/api/biz/statistics/reports',
  report: (id: string) => `/api/biz/statistics/reports/${enc(id)}`,
  reportRows: '/api/biz/statistics/report-rows',
  reportExport: '/api/biz/statistics/report-export',
} as const;

/** Typed calls of the data board and the reports. */
function createStatisticsApi(client: RequestClient) {
  return {
    board: (query: BoardQuery) => client.post<BoardAnswer>(STATISTICS_PATH.board, { ...query }),
    reports: () => client.get<ReportSummary[]>(STATISTICS_PATH.reports),
    createReport: (input: SaveReportInput) =>
      client.post<ReportSummary>(STATISTICS_PATH.reports, { ...input }),
    updateReport: (id: string, input: SaveReportInput) =>
      client.put<ReportSummary>(STATISTICS_PATH.report(id), { ...input }),
    deleteReport: (id: string) => client.del<null>(STATISTICS_PATH.report(id)),
    reportRows: (query: ReportRowsQuery) =>
      client.post<ReportRowsAnswer>(STATISTICS_PATH.reportRows, { ...query }),
    exportReport: (query: ReportRowsQuery) =>
      client.post<{ taskId: string }>(STATISTICS_PATH.reportExport, { ...query }),
  };
}

export type StatisticsApi = ReturnType<typeof createStatisticsApi>;

export function useStatisticsApi(): StatisticsApi {
  const { client } = usePlatform();
  return useMemo(() => createStatisticsApi(client), [client]);
}

export const STATISTICS_KEYS = {
  board: (query: BoardQuery) => ['statistics', 'board', query] as const,
  reports: ['statistics', 'reports'] as const,
  reportRows: (query: ReportRowsQuery) => ['statistics', 'report-rows', query] as const,
};
