import { useMemo } from 'react';
import type {
  CalendarAnswer,
  ContactToBuyAnswer,
  ContactToBuyBody,
  TalentPackAnswer,
  ExamContract,
  ProcessOverviewAnswer,
  ShareQrCodeAnswer,
  WorkbenchHome,
} from '@ehire/domain/contracts/workbench';
import { usePlatform } from '../../platform/PlatformContext';
import type { RequestClient } from '../../platform/request';

export const WORKBENCH_PATH = {
  home: '/api/biz/workbench/home',
  processOverview: '/api/biz/workbench/process-overview',
  calendar: '/api/biz/workbench/calendar',
  examContracts: '/api/biz/workbench/exam-contracts',
  shareQrCode: '/api/biz/workbench/share-qrcode',
  contactToBuy: '/api/biz/workbench/contact-to-buy',
  talentPack: '/api/biz/workbench/talent-pack',
} as const;

export const WORKBENCH_KEYS = {
  home: ['workbench', 'home'] as const,
  processOverview: ['workbench', 'process-overview'] as const,
  calendar: (year: number, month: number) => ['workbench', 'calendar', year, month] as const,
  examContracts: ['workbench', 'exam-contracts'] as const,
  shareQrCode: ['workbench', 'share-qrcode'] as const,
};

function createWorkbenchApi(client: RequestClient) {
  return {
    home: () => client.get<WorkbenchHome>(WORKBENCH_PATH.home),
    processOverview: () => client.get<ProcessOverviewAnswer>(WORKBENCH_PATH.processOverview),
    calendar: (year: number, month: number) =>
      client.get<CalendarAnswer>(WORKBENCH_PATH.calendar, { year, month }),
    examContracts: () => client.get<ExamContract[]>(WORKBENCH_PATH.examContracts),
    shareQrCode: (isrefresh = false) =>
      client.post<ShareQrCodeAnswer>(WORKBENCH_PATH.shareQrCode, { isrefresh }),
    contactToBuy: (choice: ContactToBuyBody) =>
      client.post<ContactToBuyAnswer>(WORKBENCH_PATH.contactToBuy, { ...choice }),
    talentPack: () => client.get<TalentPackAnswer>(WORKBENCH_PATH.talentPack),
  };
}

export function useWorkbenchApi() {
  const { client } = usePlatform();
  return useMemo(() => createWorkbenchApi(client), [client]);
}
