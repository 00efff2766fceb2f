import { WORKBENCH_API } from '@ehire/domain/api/workbench';
import { useMemo } from 'react';
import type {
  CalendarAnswer,
  ContactToBuyAnswer,
  ContactToBuyBody,
  TalentPackAnswer,
  ExamContract,
  GroupReportAnswer,
  ProcessOverviewAnswer,
  ReloadProcessCountAnswer,
  ShareQrCodeAnswer,
  WorkbenchHome,
} from '@ehire/domain/contracts/workbench';
import { usePlatform } from '../../platform/PlatformContext';
import { successOnCode0, type RequestClient } from '../../platform/request';

export const WORKBENCH_KEYS = {
  home: ['workbench', 'home'] as const,
  processOverview: ['workbench', 'process-overview'] as const,
  calendar: (year: number, month: number) => ['workbench', 'calendar', year, month] as const,
  examContracts: ['workbench', 'exam-contracts'] as const,
  shareQrCode: ['workbench', 'share-qrcode'] as const,
  recountStatus: ['workbench', 'recount-status'] as const,
  groupReport: (organizationId: string | undefined) =>
    ['workbench', 'group-report', organizationId ?? ''] as const,
};

export function createWorkbenchApi(client: RequestClient) {
  return {
    /** CALL-033: GET with isrefresh. */
    home: (isrefresh = false) => client.call<WorkbenchHome>(WORKBENCH_API.home, { isrefresh }),
    processOverview: () => client.call<ProcessOverviewAnswer>(WORKBENCH_API.processOverview),
    calendar: (year: number, month: number) =>
      client.call<CalendarAnswer>(WORKBENCH_API.calendar, { year, month }),
    /** CALL-034: GET with isrefresh. */
    examContracts: (isrefresh = false) =>
      client.call<ExamContract[]>(WORKBENCH_API.examContracts, { isrefresh }),
    shareQrCode: (isrefresh = false) =>
      client.call<ShareQrCodeAnswer>(WORKBENCH_API.shareQrCode, { isrefresh }),
    contactToBuy: (choice: ContactToBuyBody) =>
      client.call<ContactToBuyAnswer>(WORKBENCH_API.contactToBuy, { ...choice }),
    talentPack: () => client.call<TalentPackAnswer>(WORKBENCH_API.talentPack),
    /** CALL-036, CALL-037: the new endpoint for isusenewehireplus 1, the old one for 0. */
    processCount: (newVersion: boolean, isRefresh = false) =>
      client.call<ProcessOverviewAnswer>(
        newVersion ? WORKBENCH_API.processCount : WORKBENCH_API.processCountOld,
        { strLanguage: 'CN', isRefresh },
      ),
    /** CALL-038. */
    reloadProcessCount: () => client.call<ReloadProcessCountAnswer>(WORKBENCH_API.reloadProcessCount),
    /** CALL-039: polling; its failures are only logged (ERR-020), so no toast. */
    recountStatus: () => client.call<unknown>(WORKBENCH_API.recountStatus, undefined, { silent: true }),
    /** CALL-046: success is code 0. */
    groupReport: (organizationId?: string) =>
      client.call<GroupReportAnswer>(WORKBENCH_API.groupReport, organizationId ? { organizationId } : {}, {
        successWhen: successOnCode0,
      }),
  };
}

export function useWorkbenchApi() {
  const { client } = usePlatform();
  return useMemo(() => createWorkbenchApi(client), [client]);
}
