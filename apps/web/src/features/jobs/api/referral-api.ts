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
import { REFERRAL_PATH } from './job-paths';

function createReferralApi(client: RequestClient) {
  return {
    staffList: (query: ReferralStaffListQuery) =>
      client.post<ReferralStaffPage>(REFERRAL_PATH.staffList, { ...query }),
    addStaff: (input: ReferralStaffInput) => client.post<ReferralStaff>(REFERRAL_PATH.staffAdd, { ...input }),
    updateStaff: (id: string, input: ReferralStaffInput) =>
      client.put<ReferralStaff>(REFERRAL_PATH.staff(id), { ...input }),
    downloadTemplate: () => downloadFile(client, REFERRAL_PATH.staffTemplate, '内推员工导入模板.xlsx'),
    setStaffStatus: (ids: string[], status: 0 | 1) =>
      client.post<null>(REFERRAL_PATH.staffStatus, { ids, status }),
    /** Uploads the workbook (multipart), then imports it by its file id. */
    importStaff: async (file: File) => {
      const [uploaded] = await uploadFiles(client, 'import', [file]);
      const input: ReferralStaffImportInput = { fileId: uploaded?.id ?? '' };
      return client.post<ReferralStaffImportAnswer>(REFERRAL_PATH.staffImport, { ...input });
    },
    setting: () => client.get<ReferralSetting>(REFERRAL_PATH.setting),
    saveSetting: (setting: ReferralSetting) =>
      client.put<ReferralSetting>(REFERRAL_PATH.setting, { ...setting }),
    resumes: (query: ReferredResumeQuery) =>
      client.post<ReferredResumePage>(REFERRAL_PATH.resumes, { ...query }),
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
