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

/** 会员管理 / 企业信息 (migration 025): what the careers site shows about the company. */
interface CompanyProfileTable {
  tenant_id: string;
  short_name: string;
  industry: string;
  scale: string;
  address: string;
  website: string;
  intro: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  updated_at: Millis;
  updated_by: string;
}

/** Settings pages (migration 030): one JSON value per tenant and key (e.g. 筛选设置). */
interface TenantSettingTable {
  tenant_id: string;
  key: string;
  value: string;
  updated_at: Millis;
  updated_by: string;
}

export interface SettingsPageTables {
  company_profile: CompanyProfileTable;
  tenant_setting: TenantSettingTable;
}
