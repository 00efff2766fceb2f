// Paths of the export API (docs/api.md "Exports"), in one place so a page never spells one.
// Business family (/api/biz/): the request client counts them for the status check.

const enc = encodeURIComponent;

export const EXPORT_PATH = {
  templates: '/api/biz/export-templates',
  template: (id: string) => `/api/biz/export-templates/${enc(id)}`,
  /** A small talent export, answered with the file. */
  talentExport: '/api/biz/talent/export',
  /** A large talent export, answered with the task's id. */
  talentExportTask: '/api/biz/talent/export-tasks',
} as const;
