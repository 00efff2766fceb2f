import type { Millis } from './core';

// Tables of migration 013_export_templates (issue 12 §3).

/** 导出模板: a tenant's named choice of talent export columns. */
export interface ExportTemplateTable {
  id: string;
  tenant_id: string;
  name: string;
  /** JSON array of TalentExportColumnKey, in file order. */
  columns_json: string;
  created_by: string;
  created_by_name: string;
  created_at: Millis;
  updated_at: Millis;
}

export interface ExportTables {
  export_template: ExportTemplateTable;
}
