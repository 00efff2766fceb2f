import { ASSESSMENTS_API } from '@ehire/domain/api/assessments';
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

export const ASSESSMENT_KEYS = {
  all: ['assessments'] as const,
  products: ['assessments', 'products'] as const,
  results: (query: AssessmentResultQuery) => ['assessments', 'results', query] as const,
};

function createAssessmentsApi(client: RequestClient) {
  return {
    products: () => client.call<AssessmentProduct[]>(ASSESSMENTS_API.getProducts),
    addProduct: (body: AssessmentProductInput) =>
      client.call<AssessmentProduct>(ASSESSMENTS_API.postProducts, body),
    invite: (body: AssessmentInviteInput) =>
      client.call<AssessmentInviteAnswer>(ASSESSMENTS_API.invite, body),
    results: (query: AssessmentResultQuery) =>
      client.call<AssessmentResultPage>(
        ASSESSMENTS_API.results,
        Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined)),
      ),
    report: (invitationId: string) =>
      client.download(ASSESSMENTS_API.reportsByInvitationId, undefined, { params: { invitationId } }),
    /** Uploads the provider's spreadsheet, then starts its import task. */
    importResultFile: async (file: File) => {
      const [stored] = await uploadFiles(client, 'import', [file]);
      return client.call<{ taskId: string }>(ASSESSMENTS_API.resultsImportFile, { fileId: stored!.id });
    },
  };
}

export function useAssessmentsApi() {
  const { client } = usePlatform();
  return useMemo(() => createAssessmentsApi(client), [client]);
}
