import { useMemo } from 'react';
import type {
  AssessmentInviteAnswer,
  AssessmentInviteInput,
  AssessmentProduct,
  AssessmentProductInput,
  AssessmentResultPage,
  AssessmentResultQuery,
} from '@ehire/domain/contracts/assessments';
import { usePlatform } from '../../platform/PlatformContext';
import type { RequestClient } from '../../platform/request';
import { uploadFiles } from '../../platform/files-api';

// 测评管理's calls (/api/biz/assessments, Ctm.Assessment; issue 18 §3).

export const ASSESSMENT_PATH = {
  products: '/api/biz/assessments/products',
  invite: '/api/biz/assessments/invite',
  results: '/api/biz/assessments/results',
  importFile: '/api/biz/assessments/results/import-file',
  report: (invitationId: string) => `/api/biz/assessments/reports/${encodeURIComponent(invitationId)}`,
} as const;

export const ASSESSMENT_KEYS = {
  all: ['assessments'] as const,
  products: ['assessments', 'products'] as const,
  results: (query: AssessmentResultQuery) => ['assessments', 'results', query] as const,
};

function createAssessmentsApi(client: RequestClient) {
  return {
    products: () => client.get<AssessmentProduct[]>(ASSESSMENT_PATH.products),
    addProduct: (body: AssessmentProductInput) =>
      client.post<AssessmentProduct>(ASSESSMENT_PATH.products, body),
    invite: (body: AssessmentInviteInput) =>
      client.post<AssessmentInviteAnswer>(ASSESSMENT_PATH.invite, body),
    results: (query: AssessmentResultQuery) =>
      client.get<AssessmentResultPage>(
        ASSESSMENT_PATH.results,
        Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined)),
      ),
    report: (invitationId: string) => client.download(ASSESSMENT_PATH.report(invitationId)),
    /** Uploads the provider's spreadsheet, then starts its import task. */
    importResultFile: async (file: File) => {
      const [stored] = await uploadFiles(client, 'import', [file]);
      return client.post<{ taskId: string }>(ASSESSMENT_PATH.importFile, { fileId: stored!.id });
    },
  };
}

export function useAssessmentsApi() {
  const { client } = usePlatform();
  return useMemo(() => createAssessmentsApi(client), [client]);
}
