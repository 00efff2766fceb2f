import type { Millis } from './core';

// Tables of migration 012_files (issue 12 §2: file storage).

/** One stored object of the file storage (platform/files) and what it is. */
export interface FileTable {
  id: string;
  tenant_id: string;
  /** Where the bytes are in the storage (tenant/yyyy/mm/id). */
  storage_key: string;
  /** The name as uploaded (zh-CN), shown and used in Content-Disposition. */
  name: string;
  /** Read from the bytes (file-type), never from the client. */
  content_type: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** FilePurpose (packages/domain/src/contracts/files.ts). */
  purpose: string;
  /** Operator id; '' for a candidate (careers site) or the system. */
  uploaded_by: string;
  created_at: Millis;
  /** After this the file is gone for readers and purged; null = kept. */
  expires_at: Millis | null;
}

export interface FileTables {
  file: FileTable;
}
