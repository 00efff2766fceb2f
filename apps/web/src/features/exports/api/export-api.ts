import { EXPORTS_API } from '@ehire/domain/api/exports';
import { TALENT_API } from '@ehire/domain/api/talent';
import { useMemo } from 'react';
import type {
  ExportTaskCreated,
  ExportTemplate,
  ExportTemplateInput,
  TalentExportRequestInput,
} from '@ehire/domain/contracts/exports';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

/** Typed calls of export templates and the talent export. */
function createExportApi(client: RequestClient) {
  return {
    templates: () => client.call<ExportTemplate[]>(EXPORTS_API.getExportTemplates),
    createTemplate: (input: ExportTemplateInput) =>
      client.call<ExportTemplate>(EXPORTS_API.postExportTemplates, { ...input }),
    updateTemplate: (id: string, input: ExportTemplateInput) =>
      client.call<ExportTemplate>(EXPORTS_API.putExportTemplatesById, { ...input }, { params: { id } }),
    deleteTemplate: (id: string) =>
      client.call<null>(EXPORTS_API.deleteExportTemplatesById, undefined, { params: { id } }),
    /** The file of a small export (120 s download timeout). */
    talentFile: (request: TalentExportRequestInput) => client.download(TALENT_API.export, { ...request }),
    /** A large export becomes a task of the task centre. */
    talentTask: (request: TalentExportRequestInput) =>
      client.call<ExportTaskCreated>(TALENT_API.exportTasks, { ...request }),
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
