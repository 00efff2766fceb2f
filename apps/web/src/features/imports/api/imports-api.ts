import { EXPORTS_API } from '@ehire/domain/api/exports';
import { IMPORTS_API } from '@ehire/domain/api/imports';
import { useMemo } from 'react';
import type {
  ImportCheck,
  ImportCheckRequest,
  ImportOutcome,
  ImportPreview,
  ImportStarted,
  ImportStartRequest,
} from '@ehire/domain/contracts/imports';
import { uploadFiles } from '../../../platform/files-api';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// The résumé import's calls (/api/biz/imports, Oper.ResumeAnalysisImport; issue 18 §2). The file
// goes first through the console upload; the report is the task's result file.

function createImportsApi(client: RequestClient) {
  return {
    upload: async (file: File) => (await uploadFiles(client, 'import', [file]))[0]!,
    template: () => client.download(IMPORTS_API.template),
    preview: (fileId: string) => client.call<ImportPreview>(IMPORTS_API.preview, { fileId }),
    check: (body: ImportCheckRequest) => client.call<ImportCheck>(IMPORTS_API.check, body),
    start: (body: ImportStartRequest) => client.call<ImportStarted>(IMPORTS_API.root, body),
    outcome: (taskId: string) =>
      client.call<ImportOutcome>(IMPORTS_API.byTaskId, undefined, { params: { taskId } }),
    report: (taskId: string) => client.download(EXPORTS_API.tasksDownload, undefined, { params: { taskId } }),
  };
}

export type ImportsApi = ReturnType<typeof createImportsApi>;

export function useImportsApi(): ImportsApi {
  const { client } = usePlatform();
  return useMemo(() => createImportsApi(client), [client]);
}
