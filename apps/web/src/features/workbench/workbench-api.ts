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

export const WORKBENCH_PATH = {
  home: '/api/biz/workbench/home',
  processOverview: '/api/biz/workbench/process-overview',
  calendar: '/api/biz/workbench/calendar',
  examContracts: '/api/biz/workbench/exam-contracts',
  shareQrCode: '/api/biz/workbench/share-qrcode',
  contactToBuy: '/api/biz/workbench/contact-to-buy',
  talentPack: '/api/biz/workbench/talent-pack',
  processCount: '/api/biz/workbench/process-count',
  processCountOld: '/api/biz/workbench/process-count-old',
  reloadProcessCount: '/api/biz/workbench/reload-process-count',
  recountStatus: '/api/biz/workbench/recount-status',
  groupReport: '/api/biz/workbench/group-report',
} as const;

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
    home: (isrefresh = false) => client.get<WorkbenchHome>(WORKBENCH_PATH.home, { isrefresh }),
    processOverview: () => client.get<ProcessOverviewAnswer>(WORKBENCH_PATH.processOverview),
    calendar: (year: number, month: number) =>
      client.get<CalendarAnswer>(WORKBENCH_PATH.calendar, { year, month }),
    /** CALL-034: GET with isrefresh. */
    examContracts: (isrefresh = false) =>
      client.get<ExamContract[]>(WORKBENCH_PATH.examContracts, { isrefresh }),
    shareQrCode: (isrefresh = false) =>
      client.post<ShareQrCodeAnswer>(WORKBENCH_PATH.shareQrCode, { isrefresh }),
    contactToBuy: (choice: ContactToBuyBody) =>
      client.post<ContactToBuyAnswer>(WORKBENCH_PATH.contactToBuy, { ...choice }),
    talentPack: () => client.get<TalentPackAnswer>(WORKBENCH_PATH.talentPack),
    /** CALL-036, CALL-037: the new endpoint for isusenewehireplus 1, the old one for 0. */
    processCount: (newVersion: boolean, isRefresh = false) =>
      client.post<ProcessOverviewAnswer>(
        newVersion ? WORKBENCH_PATH.processCount : WORKBENCH_PATH.processCountOld,
        { strLanguage: 'CN', isRefresh },
      ),
    /** CALL-038. */
    reloadProcessCount: () => client.post<ReloadProcessCountAnswer>(WORKBENCH_PATH.reloadProcessCount),
    /** CALL-039: polling; its failures are only logged (ERR-020), so no toast. */
    recountStatus: () => client.post<unknown>(WORKBENCH_PATH.recountStatus, undefined, { silent: true }),
    /** CALL-046: success is code 0. */
    groupReport: (organizationId?: string) =>
      client.post<GroupReportAnswer>(WORKBENCH_PATH.groupReport, organizationId ? { organizationId } : {}, {
        successWhen: successOnCode0,
      }),
  };
}

export function useWorkbenchApi() {
  const { client } = usePlatform();
  return useMemo(() => createWorkbenchApi(client), [client]);
}
