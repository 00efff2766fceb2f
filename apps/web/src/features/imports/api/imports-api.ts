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

const enc = encodeURIComponent;

const IMPORT_PATH = {
  template: '/api/biz/imports/template',
  preview: '/api/biz/imports/preview',
  check: '/api/biz/imports/check',
  start: '/api/biz/imports',
  outcome: (taskId: string) => `/api/biz/imports/${enc(taskId)}`,
  report: (taskId: string) => `/api/biz/tasks/${enc(taskId)}/download`,
} as const;

function createImportsApi(client: RequestClient) {
  return {
    upload: async (file: File) => (await uploadFiles(client, 'import', [file]))[0]!,
    template: () => client.download(IMPORT_PATH.template),
    preview: (fileId: string) => client.post<ImportPreview>(IMPORT_PATH.preview, { fileId }),
    check: (body: ImportCheckRequest) => client.post<ImportCheck>(IMPORT_PATH.check, body),
    start: (body: ImportStartRequest) => client.post<ImportStarted>(IMPORT_PATH.start, body),
    outcome: (taskId: string) => client.get<ImportOutcome>(IMPORT_PATH.outcome(taskId)),
    report: (taskId: string) => client.download(IMPORT_PATH.report(taskId)),
  };
}

export type ImportsApi = ReturnType<typeof createImportsApi>;

export function useImportsApi(): ImportsApi {
  const { client } = usePlatform();
  return useMemo(() => createImportsApi(client), [client]);
}
