import type { CheckStatus } from '@ehire/domain/codes/resume-design';
import type { Flag, Millis } from './core';

// Tables of the resume designer (issue 4), created by migration 005_resume_design.

/** A published design version: written once on approval, never updated. */
export interface ResumeDesignVersionTable {
  tenant_id: string;
  version: number;
  /** DesignModule[] as JSON (deleted items removed). */
  modules_json: string;
  /** The task that produced it; null for the default design a tenant starts with. */
  task_id: string | null;
  published_at: Millis;
  published_by: string;
}

/** A draft task (D2 §4 latest task: status, taskId, isRead). */
export interface ResumeDesignTaskTable {
  tenant_id: string;
  id: string;
  /** Per-tenant sequence; the latest task has the highest. */
  seq: number;
  status: CheckStatus;
  is_read: Flag;
  /** The online version the draft started from. */
  base_version: number;
  /** Optimistic lock: incremented by every save. */
  revision: number;
  /** DesignModule[] as JSON (the whole draft, deleted items kept with deleteStatus 1). */
  modules_json: string;
  /** The provider's overall reject reason. */
  reject_reason: string;
  /** The version approval created. */
  published_version: number | null;
  created_at: Millis;
  created_by: string;
  updated_at: Millis;
  updated_by: string;
  submitted_at: Millis | null;
  submitted_by: string;
  reviewed_at: Millis | null;
  reviewed_by: string;
}

/** A member custom dictionary (DES-060). */
interface MemberDictionaryTable {
  tenant_id: string;
  id: string;
  name: string;
  dict_level: number;
  /** DictItem[] as JSON. */
  items_json: string;
  created_at: Millis;
  updated_at: Millis;
  updated_by: string;
}

export interface ResumeDesignTables {
  resume_design_version: ResumeDesignVersionTable;
  resume_design_task: ResumeDesignTaskTable;
  member_dictionary: MemberDictionaryTable;
}
