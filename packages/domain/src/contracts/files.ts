import { z } from 'zod';

// Uploaded and stored files (issue 12 §2). Uploads are multipart/form-data (never base64 in
// JSON); the server decides a file's type from its bytes and answers the ids that later calls
// (the apply body, an import) refer to.

/** What a stored file is for; each purpose has its own allow-list of formats. */
export const FILE_PURPOSE = {
  /** A file of a candidate's application form (careers site). */
  resumeAttachment: 'resume-attachment',
  /** A spreadsheet uploaded in the console for an import. */
  import: 'import',
  /** A file attached to every mail of a notice template (console upload). */
  noticeAttachment: 'notice-attachment',
  /** A file a background task wrote (an export); never uploaded. */
  taskResult: 'task-result',
  /** An assessment report the provider's callback delivered (issue 18 §3); never uploaded. */
  assessmentReport: 'assessment-report',
  /** A logo or banner of the careers site (页面设置, issue 17): served publicly. */
  careersImage: 'careers-image',
} as const;
export type FilePurpose = (typeof FILE_PURPOSE)[keyof typeof FILE_PURPOSE];

/**
 * The formats (extensions, lower case) each upload purpose accepts, decided from the bytes.
 * Résumé attachments: PDF (issue 12), plus every format of the designer's attachment check types
 * (DESVAL-061..064: pictures, videos, documents, archives) so any designed field can be filled.
 */
export const UPLOAD_FORMATS_BY_PURPOSE = {
  'resume-attachment': [
    'pdf',
    'doc',
    'docx',
    'jpg',
    'jpeg',
    'png',
    'gif',
    'bmp',
    'txt',
    'ppt',
    'pptx',
    'xls',
    'xlsx',
    'mp4',
    'flv',
    'rmvb',
    '7z',
    'zip',
    'rar',
  ],
  import: ['xlsx', 'xls', 'csv'],
  'notice-attachment': ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'jpg', 'jpeg', 'png', 'gif', 'txt', 'zip'],
  'careers-image': ['png', 'jpg', 'jpeg', 'webp'],
} as const satisfies Record<Exclude<FilePurpose, 'task-result' | 'assessment-report'>, readonly string[]>;
export type UploadPurpose = keyof typeof UPLOAD_FORMATS_BY_PURPOSE;

const MB = 1024 * 1024;

/** Public careers uploads: 10 MB a file (DESVAL-060), 5 files a request. */
export const CAREERS_UPLOAD_LIMITS = { fileBytes: 10 * MB, files: 5 } as const;
/** Console uploads (imports): 50 MB a file, 5 files a request. */
export const CONSOLE_UPLOAD_LIMITS = { fileBytes: 50 * MB, files: 5 } as const;

/** An uploaded file as the upload call answers it. */
export const UploadedFile = z.object({
  id: z.string(),
  /** The name as uploaded (path parts removed). */
  name: z.string(),
  size: z.number().int(),
  /** The type read from the bytes. */
  contentType: z.string(),
  /** Unclaimed uploads are deleted after this time (epoch ms). */
  expiresAt: z.number().nullable(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

export const UploadAnswer = z.object({ files: z.array(UploadedFile) });
export type UploadAnswer = z.infer<typeof UploadAnswer>;

/** `?purpose=` of the console upload call. */
export const ConsoleUploadQuery = z.object({
  purpose: z.literal(['import'], { error: '上传用途不正确' }).default('import'),
});
export type ConsoleUploadQuery = z.input<typeof ConsoleUploadQuery>;
