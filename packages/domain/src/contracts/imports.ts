import { z } from 'zod';

// Résumé analysis import (issue 18 §2): an uploaded xlsx/csv of candidates, its columns mapped
// onto the import fields, checked row by row, then imported as a task. The fields, their labels
// and the header matching live in imports/fields.ts; these are the calls' shapes.

/** What to do with a row whose phone, email or ID number belongs to a stored candidate. */
export const DUPLICATE_ACTION = { skip: 'skip', merge: 'merge', create: 'create' } as const;
export type DuplicateAction = (typeof DUPLICATE_ACTION)[keyof typeof DUPLICATE_ACTION];
export const DUPLICATE_ACTION_LABEL: Record<DuplicateAction, string> = {
  skip: '跳过',
  merge: '合并到已有候选人',
  create: '新建候选人',
};

/** Import field key → the 0-based column of the file that fills it (absent: not imported). */
export const ImportMapping = z.record(z.string(), z.number().int().min(0).max(500));
export type ImportMapping = z.infer<typeof ImportMapping>;

export const ImportFileRequest = z.object({
  fileId: z.string({ error: '请先上传导入文件' }).min(1, '请先上传导入文件').max(64, '文件不正确'),
});
export type ImportFileRequest = z.infer<typeof ImportFileRequest>;

/** The file as read: its header row, a few rows, and the mapping suggested from the headers. */
export const ImportPreview = z.object({
  fileName: z.string(),
  headers: z.array(z.string()),
  rowCount: z.number().int(),
  sample: z.array(z.array(z.string())),
  mapping: ImportMapping,
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportCheckRequest = ImportFileRequest.extend({ mapping: ImportMapping });
export type ImportCheckRequest = z.infer<typeof ImportCheckRequest>;

/** One row refused by the checks (row: the spreadsheet's row number, header = 1). */
export const ImportRowError = z.object({ row: z.number().int(), messages: z.array(z.string()) });
export type ImportRowError = z.infer<typeof ImportRowError>;

/** The checks of every row, before anything is imported. */
export const ImportCheck = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  bad: z.number().int(),
  /** Good rows matching a stored candidate by phone, email or ID number. */
  duplicates: z.number().int(),
  /** The first refused rows (the full list is in the report). */
  errors: z.array(ImportRowError),
});
export type ImportCheck = z.infer<typeof ImportCheck>;

export const ImportStartRequest = ImportCheckRequest.extend({
  duplicateAction: z.enum(['skip', 'merge', 'create'], { error: '请选择重复候选人的处理方式' }),
  /** The job whose flow step receives the candidates; null: the public talent pool. */
  jobId: z.string().max(64).nullable().default(null),
  /** A step of that job's flow; null: its first step. */
  stepId: z.string().max(64).nullable().default(null),
});
export type ImportStartRequest = z.input<typeof ImportStartRequest>;

export const ImportStarted = z.object({ taskId: z.string() });
export type ImportStarted = z.infer<typeof ImportStarted>;

/** What an import did (so far, while it runs). */
export const ImportOutcome = z.object({
  taskId: z.string(),
  status: z.string(),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  merged: z.number().int(),
  skipped: z.number().int(),
  bad: z.number().int(),
  duplicates: z.number().int(),
  /** The per-row report (xlsx) is the task's result file once it finished. */
  hasReport: z.boolean(),
});
export type ImportOutcome = z.infer<typeof ImportOutcome>;

export const IMPORT_MESSAGES = {
  empty: '导入文件中没有数据行',
  notSheet: '导入文件无法读取，请上传 xlsx 或 csv 格式的表格',
  tooLarge: '导入文件过大，最多50MB',
  tooManyRows: (max: number) => `导入文件最多${max}行`,
  mappingMissing: (label: string) => `请为「${label}」选择对应的列`,
  mappingColumn: (label: string) => `「${label}」对应的列不存在`,
  jobNotFound: '职位不存在',
  stepNotFound: '流程环节不属于该职位',
  started: '导入任务已提交，可在任务中心查看进度',
} as const;
