import { useMemo } from 'react';
import type {
  ExportTaskCreated,
  ExportTemplate,
  ExportTemplateInput,
  TalentExportRequestInput,
} from '@ehire/domain/contracts/exports';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';
import { EXPORT_PATH } from './export-paths';

/** Typed calls of export templates and the talent export. */
function createExportApi(client: RequestClient) {
  return {
    templates: () => client.get<ExportTemplate[]>(EXPORT_PATH.templates),
    createTemplate: (input: ExportTemplateInput) =>
      client.post<ExportTemplate>(EXPORT_PATH.templates, { ...input }),
    updateTemplate: (id: string, input: ExportTemplateInput) =>
      client.put<ExportTemplate>(EXPORT_PATH.template(id), { ...input }),
    deleteTemplate: (id: string) => client.del<null>(EXPORT_PATH.template(id)),
    /** The file of a small export (120 s download timeout). */
    talentFile: (request: TalentExportRequestInput) =>
      client.download(EXPORT_PATH.talentExport, { ...request }, { method: 'POST' }),
    /** A large export becomes a task of the task centre. */
    talentTask: (request: TalentExportRequestInput) =>
      client.post<ExportTaskCreated>(EXPORT_PATH.talentExportTask, { ...request }),
  };
}

export type ExportApi = ReturnType<typeof createExportApi>;

export function useExportApi(): ExportApi {
  const { client } = usePlatform();
  return useMemo(() => createExportApi(client), [client]);
}

export const EXPORT_KEYS = {
  templates: ['exports', 'templates'] as const,
};
