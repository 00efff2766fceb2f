import { REFERRAL_API } from '@ehire/domain/api/referral';
import { useMemo } from 'react';
import type {
  ReferralSetting,
  ReferralStaff,
  ReferralStaffImportAnswer,
  ReferralStaffImportInput,
  ReferralStaffInput,
  ReferralStaffListQuery,
  ReferralStaffPage,
  ReferredResumePage,
  ReferredResumeQuery,
} from '@ehire/domain/contracts/referral';
import { downloadFile } from '../../../platform/download';
import { uploadFiles } from '../../../platform/files-api';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

function createReferralApi(client: RequestClient) {
  return {
    staffList: (query: ReferralStaffListQuery) =>
      client.call<ReferralStaffPage>(REFERRAL_API.staffList, { ...query }),
    addStaff: (input: ReferralStaffInput) => client.call<ReferralStaff>(REFERRAL_API.staff, { ...input }),
    updateStaff: (id: string, input: ReferralStaffInput) =>
      client.call<ReferralStaff>(REFERRAL_API.staffById, { ...input }, { params: { id } }),
    downloadTemplate: () => downloadFile(client, REFERRAL_API.staffTemplate, '内推员工导入模板.xlsx'),
    setStaffStatus: (ids: string[], status: 0 | 1) =>
      client.call<null>(REFERRAL_API.staffStatus, { ids, status }),
    /** Uploads the workbook (multipart), then imports it by its file id. */
    importStaff: async (file: File) => {
      const [uploaded] = await uploadFiles(client, 'import', [file]);
      const input: ReferralStaffImportInput = { fileId: uploaded?.id ?? '' };
      return client.call<ReferralStaffImportAnswer>(REFERRAL_API.staffImport, { ...input });
    },
    setting: () => client.call<ReferralSetting>(REFERRAL_API.getSetting),
    saveSetting: (setting: ReferralSetting) =>
      client.call<ReferralSetting>(REFERRAL_API.putSetting, { ...setting }),
    resumes: (query: ReferredResumeQuery) =>
      client.call<ReferredResumePage>(REFERRAL_API.resumesList, { ...query }),
  };
}

export function useReferralApi() {
  const { client } = usePlatform();
  return useMemo(() => createReferralApi(client), [client]);
}

export const REFERRAL_KEYS = {
  all: ['referral'] as const,
  staff: (query: ReferralStaffListQuery) => ['referral', 'staff', query] as const,
  setting: ['referral', 'setting'] as const,
  resumes: (query: ReferredResumeQuery) => ['referral', 'resumes', query] as const,
};
