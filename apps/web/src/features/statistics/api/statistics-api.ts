import { STATISTICS_API } from '@ehire/domain/api/statistics';
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

/** Typed calls of the data board and the reports. */
function createStatisticsApi(client: RequestClient) {
  return {
    board: (query: BoardQuery) => client.call<BoardAnswer>(STATISTICS_API.board, { ...query }),
    reports: () => client.call<ReportSummary[]>(STATISTICS_API.getReports),
    createReport: (input: SaveReportInput) =>
      client.call<ReportSummary>(STATISTICS_API.postReports, { ...input }),
    updateReport: (id: string, input: SaveReportInput) =>
      client.call<ReportSummary>(STATISTICS_API.putReportsById, { ...input }, { params: { id } }),
    deleteReport: (id: string) =>
      client.call<null>(STATISTICS_API.deleteReportsById, undefined, { params: { id } }),
    reportRows: (query: ReportRowsQuery) =>
      client.call<ReportRowsAnswer>(STATISTICS_API.reportRows, { ...query }),
    exportReport: (query: ReportRowsQuery) =>
      client.call<{ taskId: string }>(STATISTICS_API.reportExport, { ...query }),
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
