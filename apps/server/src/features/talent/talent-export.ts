import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { isStageType, STAGE_LABEL } from '@ehire/domain/codes/stages';
import { TALENT_EXPORT_COLUMN, type TalentExportColumnKey } from '@ehire/domain/contracts/exports';
import type { TalentRow } from '@ehire/domain/contracts/talent';
import { chinaDateTime } from '@ehire/domain/text/date-format';
import { spreadsheetCell } from '../../platform/files/spreadsheet-cell';

// The talent export's file: an .xlsx written with exceljs's streaming WorkbookWriter, row by
// row, to a stream (a small export answered in the request) or a file (a task's result), so the
// workbook is never held whole in memory. Headers and cells come from the same rows the talent
// list answers (TalentService.rowsByIds), plus the columns only an export carries.

export const TALENT_EXPORT_FILE_NAME = '人才列表.xlsx';
const TALENT_EXPORT_SHEET_NAME = '人才列表';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Columns not on the list's TalentRow, read per batch only when a column asks for them. */
interface TalentExportExtras {
  idNumber: string;
  birthDate: string;
  jobArea: string;
  flowName: string;
  commentCount: number;
  latestComment: string;
}

export type TalentExportRow = TalentRow & Partial<TalentExportExtras>;

/** Which extra reads a column needs ('' none). */
export const EXTRA_SOURCE: Readonly<Record<TalentExportColumnKey, 'joins' | 'comments' | ''>> = {
  name: '',
  gender: '',
  mobile: '',
  email: '',
  idNumber: 'joins',
  birthDate: 'joins',
  school: '',
  schoolLevel: '',
  degree: '',
  major: '',
  graduationYear: '',
  region: '',
  source: '',
  jobName: '',
  jobArea: 'joins',
  flowName: 'joins',
  stepName: '',
  stepType: '',
  inboxStatusName: '',
  score: '',
  isStarred: '',
  labels: '',
  personalLabels: '',
  appliedAt: '',
  updatedAt: '',
  commentCount: 'comments',
  latestComment: 'comments',
  applicationId: '',
  candidateId: '',
  resumeId: '',
};

const GENDER: Record<number, string> = { 1: '男', 2: '女' };

/** The cell of each column. */
export const TALENT_EXPORT_VALUE: Readonly<
  Record<TalentExportColumnKey, (r: TalentExportRow) => string | number>
> = {
  name: (r) => r.name,
  gender: (r) => GENDER[r.gender] ?? '',
  mobile: (r) => r.mobile,
  email: (r) => r.email,
  idNumber: (r) => r.idNumber ?? '',
  birthDate: (r) => r.birthDate ?? '',
  school: (r) => r.school,
  schoolLevel: (r) => r.schoolLevel,
  degree: (r) => r.degree,
  major: (r) => r.major,
  graduationYear: (r) => r.graduationYear,
  region: (r) => r.region,
  source: (r) => r.source,
  jobName: (r) => r.jobName,
  jobArea: (r) => r.jobArea ?? '',
  flowName: (r) => r.flowName ?? '',
  stepName: (r) => r.stepName,
  stepType: (r) => (isStageType(r.ivType) ? STAGE_LABEL[r.ivType] : ''),
  inboxStatusName: (r) => r.inboxStatusName,
  score: (r) => (r.score === null ? '' : r.score),
  isStarred: (r) => (r.isStarred ? '是' : '否'),
  labels: (r) => r.labels.join('、'),
  personalLabels: (r) => r.personalLabels.join('、'),
  appliedAt: (r) => chinaDateTime(r.appliedAt),
  updatedAt: (r) => chinaDateTime(r.updatedAt),
  commentCount: (r) => r.commentCount ?? 0,
  latestComment: (r) => r.latestComment ?? '',
  applicationId: (r) => r.applicationId,
  candidateId: (r) => r.candidateId,
  resumeId: (r) => r.resumeId,
};

export interface WorkbookTarget {
  /** Write into this stream (the HTTP answer)... */
  stream?: Writable;
  /** ...or into this file. */
  filename?: string;
}

/** A stream the sheet feeds: Node's or the `readable-stream` copy archiver uses (no getters). */
interface FedStream {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  destroyed?: boolean;
  once(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
}

/**
 * Waits until the zip has taken the rows written so far. exceljs hands a sheet's XML to the zip
 * without backpressure (its StreamBuf writes into the PassThrough archiver reads from, whatever
 * that one has buffered), and on SQLite (a synchronous driver) reading the next batch never
 * yields to the event loop, so without this wait the whole sheet piled up in memory before it was
 * compressed (about 2 KB a row: 200 MB for 100,000 rows × 30 columns, bench/export). The streams
 * the sheet feeds are in its StreamBuf's `pipes` (exceljs 4's internals, pinned by package.json).
 */
async function writerCaughtUp(sheet: unknown, signal: AbortSignal | undefined): Promise<void> {
  const pipes = (sheet as { _stream?: { pipes?: FedStream[] } })._stream?.pipes ?? [];
  for (const pipe of pipes) {
    const needDrain = pipe.writableNeedDrain ?? pipe._writableState?.needDrain ?? false;
    if (!needDrain || pipe.destroyed) continue;
    // The reader may be gone for good (a closed answer, a cancelled task): the signal ends the wait.
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        pipe.off('drain', done);
        pipe.off('close', done);
        pipe.off('error', done);
        signal?.removeEventListener('abort', aborted);
        resolve();
      };
      const aborted = () => {
        done();
        reject(signal?.reason instanceof Error ? signal.reason : new Error('export aborted'));
      };
      if (signal?.aborted) return aborted();
      pipe.once('drain', done);
      pipe.once('close', done);
      pipe.once('error', done);
      signal?.addEventListener('abort', aborted, { once: true });
    });
  }
}

export interface WorkbookHooks {
  /** After each batch (progress; throwing stops the export). */
  afterBatch?: (rowsWritten: number) => Promise<void> | void;
  /** Once every row is written, before the file is completed (the audit row). */
  beforeCommit?: (rowsWritten: number) => Promise<void>;
  /** Stops the export (the answer was closed, the task cancelled): it ends with the reason. */
  signal?: AbortSignal;
}

/**
 * Writes the header and every batch, one committed row at a time, then completes the file.
 * Answers the number of rows.
 */
export async function writeTalentWorkbook(
  target: WorkbookTarget,
  columns: readonly TalentExportColumnKey[],
  batches: AsyncIterable<readonly TalentExportRow[]>,
  hooks: WorkbookHooks = {},
): Promise<number> {
  // A file is opened here rather than by exceljs, so an export stopped half-way (cancelled,
  // failed) closes it at once; the caller removes the partial file.
  const file = target.stream ? undefined : createWriteStream(target.filename ?? '');
  // No styles: with them exceljs resolves a style for every cell, which doubled the writing time
  // of 100,000 rows × 30 columns (bench/export); the header is plain text, widths still apply.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: target.stream ?? file,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(TALENT_EXPORT_SHEET_NAME);
  sheet.columns = columns.map((key) => ({
    header: TALENT_EXPORT_COLUMN[key].label,
    key,
    width: TALENT_EXPORT_COLUMN[key].width,
  }));
  const values = columns.map((key) => TALENT_EXPORT_VALUE[key]);
  let written = 0;
  try {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(values.map((value) => spreadsheetCell(value(row)))).commit();
      written += batch.length;
      await writerCaughtUp(sheet, hooks.signal);
      hooks.signal?.throwIfAborted();
      await hooks.afterBatch?.(written);
    }
    await hooks.beforeCommit?.(written);
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    file?.destroy();
    throw error;
  }
  return written;
}
