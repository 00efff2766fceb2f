import type { Millis } from './core';

/** 标签管理 (migration 024): the tenant's talent labels with their colour. */
interface TalentLabelTable {
  tenant_id: string;
  id: string;
  name: string;
  /** One of LABEL_COLORS (packages/domain/src/settings/labels.ts). */
  color: string;
  created_at: Millis;
  updated_at: Millis;
  updated_by: string;
}

export interface LabelTables {
  talent_label: TalentLabelTable;
}
