import { z } from 'zod';
import {
  NOTICE_EMAIL_BODY_MAX,
  NOTICE_SMS_BODY_MAX,
  NOTICE_SUBJECT_MAX,
  NOTICE_TEMPLATE_NAME_MAX,
  unknownPlaceholderMessage,
} from '../notices/template-rules';

// Notices (issue 14): templates, sends, records, replies and the header badge.
//
// Routes (docs/api.md), all under /api/biz/notice, permission Ctm.Notice unless noted:
//   POST   /unread-count                      → number                       (signed in, CALL-028)
//   GET    /templates?channel=                → NoticeTemplate[]
//   GET    /templates/:id                     → NoticeTemplate
//   POST   /templates                         NoticeTemplateInput → NoticeTemplate
//   PUT    /templates/:id                     NoticeTemplateInput → NoticeTemplate
//   POST   /templates/:id/status              NoticeTemplateStatusInput → NoticeTemplate
//   POST   /templates/:id/copy                → NoticeTemplate
//   DELETE /templates/:id                     (refused while a queued send uses it)
//   POST   /preview                           NoticePreviewRequest → NoticePreview
//   POST   /sends                             NoticeSendRequest → NoticeSendAnswer (a task)
//   GET    /sends/:taskId                     → NoticeSendResult (per recipient)
//   POST   /attachments                       multipart → UploadAnswer (template attachments)
//   POST   /test-send                         NoticeTestSendRequest → NoticeTestSendAnswer
//   GET    /records                           NoticeRecordQuery → NoticeRecordPage
//   POST   /records/export                    NoticeRecordQuery → { taskId }  (task centre)
//   GET    /replies                           → NoticeReply[]
//   POST   /replies/:id/read                  → marks one reply read
// Careers site (signed-in candidate):
//   GET    /api/web/careers/:site/notices     → CandidateNotice[]
//   POST   /api/web/careers/:site/notices/:recordId/reply   CandidateReplyInput

/** Template attachments: each file ≤ 10 MB, all of a template ≤ 20 MB (one mail carries them all). */
export const NOTICE_ATTACHMENT_FILE_MB = 10;
export const NOTICE_ATTACHMENTS_TOTAL_MB = 20;
export const NOTICE_ATTACHMENTS_MAX = 10;

// Notice badge (CALL-028, SHELL-032..034): the unread count as a plain number.
export const UnreadCountAnswer = z.number().int().nonnegative();
export type UnreadCountAnswer = z.infer<typeof UnreadCountAnswer>;

export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export const NoticeChannel = z.enum(NOTICE_CHANNELS, { error: '请选择通知类型（邮件或短信）' });
export type NoticeChannel = z.infer<typeof NoticeChannel>;
export const NOTICE_CHANNEL_LABEL: Record<NoticeChannel, string> = { email: '邮件', sms: '短信' };

export const NOTICE_PURPOSES = ['pass', 'eliminate', 'writtenTest', 'interview', 'offer', 'other'] as const;
export const NoticePurpose = z.enum(NOTICE_PURPOSES, { error: '请选择模板用途' });
export type NoticePurpose = z.infer<typeof NoticePurpose>;
export const NOTICE_PURPOSE_LABEL: Record<NoticePurpose, string> = {
  pass: '通过',
  eliminate: '淘汰',
  writtenTest: '笔试邀请',
  interview: '面试邀请',
  offer: 'offer',
  other: '其他',
};

/** A record's state: sending is the short window between the record and the gateway's answer. */
export const NOTICE_RECORD_STATUSES = ['queued', 'sending', 'sent', 'failed', 'replied'] as const;
export const NoticeRecordStatus = z.enum(NOTICE_RECORD_STATUSES, { error: '发送状态不正确' });
export type NoticeRecordStatus = z.infer<typeof NoticeRecordStatus>;
export const NOTICE_RECORD_STATUS_LABEL: Record<NoticeRecordStatus, string> = {
  queued: '排队中',
  sending: '发送中',
  sent: '已发送',
  failed: '发送失败',
  replied: '已回复',
};

export const NOTICE_MESSAGE = {
  noRecipients: '请选择收件人',
  templateNotFound: '通知模板不存在',
  templateDisabled: '通知模板已停用，请启用后再发送',
  templateInUse: '该模板有尚未发送完成的通知，不能删除',
  channelMismatch: '模板类型与通知类型不一致',
  noEmail: '候选人未填写邮箱',
  noMobile: '候选人未填写手机号',
  smsBalanceExhausted: '短信余额不足，请充值后再发送',
  smtpNotConfigured: '未配置 SMTP_URL，邮件未实际发送',
  applicationNotFound: '投递不存在或无权访问',
  interruptedUnknown: '发送过程中服务中断，无法确认是否送达，为避免重复发送未重发',
  noOwnEmail: '当前账号未设置邮箱，无法发送测试邮件',
  noOwnMobile: '当前账号未设置手机号，无法发送测试短信',
  recordNotFound: '通知记录不存在',
  replyNotFound: '回复不存在',
  subjectRequired: '请填写邮件主题',
  bodyRequired: '请填写通知内容',
  attachmentMissing: '附件不存在或已过期，请重新上传',
  attachmentsTooLarge: `附件总大小不能超过${NOTICE_ATTACHMENTS_TOTAL_MB}MB`,
  attachmentsSmsOnly: '短信模板不能添加附件',
  noticePermission: '没有通知管理权限，未发送通知',
  sendNotFound: '发送任务不存在',
  nothingMoved: '没有投递完成该操作，未发送通知',
} as const;

const name = z
  .string({ error: '请填写模板名称' })
  .trim()
  .min(1, '请填写模板名称')
  .max(NOTICE_TEMPLATE_NAME_MAX, `模板名称不能超过${NOTICE_TEMPLATE_NAME_MAX}个字`);

export const NoticeTemplateInput = z
  .object({
    name,
    channel: NoticeChannel,
    purpose: NoticePurpose,
    subject: z.string().max(NOTICE_SUBJECT_MAX, `邮件主题不能超过${NOTICE_SUBJECT_MAX}个字`).default(''),
    body: z.string({ error: NOTICE_MESSAGE.bodyRequired }).max(NOTICE_EMAIL_BODY_MAX, '通知内容过长'),
    /** File ids (platform files) attached to every mail of the template. */
    attachmentFileIds: z.array(z.string().max(64)).max(10, '附件不能超过10个').default([]),
  })
  .superRefine((value, ctx) => {
    if (value.channel === 'email' && value.subject.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['subject'], message: NOTICE_MESSAGE.subjectRequired });
    if (value.body.replace(/<[^>]*>/g, '').trim() === '')
      ctx.addIssue({ code: 'custom', path: ['body'], message: NOTICE_MESSAGE.bodyRequired });
    if (value.channel === 'sms' && value.body.length > NOTICE_SMS_BODY_MAX)
      ctx.addIssue({ code: 'custom', path: ['body'], message: `短信内容不能超过${NOTICE_SMS_BODY_MAX}个字` });
    const unknown = unknownPlaceholderMessage({ subject: value.subject, body: value.body });
    if (unknown) ctx.addIssue({ code: 'custom', path: ['body'], message: unknown });
  });
export type NoticeTemplateInput = z.input<typeof NoticeTemplateInput>;

export const NoticeTemplate = z.object({
  id: z.string(),
  name: z.string(),
  channel: NoticeChannel,
  purpose: NoticePurpose,
  subject: z.string(),
  body: z.string(),
  attachmentFileIds: z.array(z.string()),
  /** The attached files (name and size), in attachmentFileIds order. */
  attachments: z.array(z.object({ id: z.string(), name: z.string(), size: z.number().int() })),
  enabled: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type NoticeTemplate = z.infer<typeof NoticeTemplate>;

export const NoticeTemplateQuery = z.object({ channel: NoticeChannel.optional() });
export const NoticeTemplateStatusInput = z.object({ enabled: z.boolean({ error: '请选择启用或停用' }) });

/** Placeholder values a caller adds (interview time and place of an invitation). */
export const ExtraPlaceholders = z
  .object({ interviewTime: z.string().max(100), interviewPlace: z.string().max(200) })
  .partial()
  .default({});

export const NoticePreviewRequest = z.object({
  channel: NoticeChannel,
  subject: z.string().max(NOTICE_SUBJECT_MAX).default(''),
  body: z.string().max(NOTICE_EMAIL_BODY_MAX),
  /** The candidate whose placeholders fill the preview; absent: the catalogue's samples. */
  applicationId: z.string().max(64).optional(),
  extraPlaceholders: ExtraPlaceholders,
});
export const NoticePreview = z.object({
  subject: z.string(),
  /** Sanitised HTML (email) or plain text (SMS). */
  body: z.string(),
  smsLength: z.number().int(),
  smsSegments: z.number().int(),
});
export type NoticePreview = z.infer<typeof NoticePreview>;

const applicationIds = z
  .array(z.string().max(64), { error: NOTICE_MESSAGE.noRecipients })
  .min(1, NOTICE_MESSAGE.noRecipients)
  .max(10_000, '单次最多发送 10000 人');

export const NoticeSendRequest = z.object({
  channel: NoticeChannel,
  templateId: z.string({ error: '请选择通知模板' }).min(1, '请选择通知模板').max(64),
  applicationIds,
  extraPlaceholders: ExtraPlaceholders,
});
export type NoticeSendRequest = z.input<typeof NoticeSendRequest>;

export const NoticeSendAnswer = z.object({ taskId: z.string(), total: z.number().int() });
export type NoticeSendAnswer = z.infer<typeof NoticeSendAnswer>;

/**
 * GET /sends/:taskId: a send's per-recipient result (bulk sends from the talent pages): the
 * task's state and each recipient's record (failed ones with their reason).
 */
export const NoticeSendResult = z.object({
  taskId: z.string(),
  /** The task's status (queued, running, succeeded, failed, cancelled). */
  status: z.string(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Still queued or sending. */
  pending: z.number().int(),
  recipients: z.array(
    z.object({
      applicationId: z.string().nullable(),
      candidateName: z.string(),
      to: z.string(),
      status: NoticeRecordStatus,
      reason: z.string(),
    }),
  ),
});
export type NoticeSendResult = z.infer<typeof NoticeSendResult>;

/**
 * The optional message of a step change (通过, 淘汰, 安排 in the talent pages): a template sent
 * to the applications whose step changed, as a notice-send task.
 */
export const StepChangeNotice = z.object({
  channel: NoticeChannel,
  templateId: z.string({ error: '请选择通知模板' }).min(1, '请选择通知模板').max(64),
});
export type StepChangeNotice = z.infer<typeof StepChangeNotice>;

/** What became of a step change's notice: the send task, or why nothing was sent. */
export const StepChangeNoticeResult = z.union([
  z.object({ taskId: z.string(), total: z.number().int() }),
  z.object({ error: z.string() }),
]);
export type StepChangeNoticeResult = z.infer<typeof StepChangeNoticeResult>;

export const NoticeTestSendRequest = z.object({
  channel: NoticeChannel,
  templateId: z.string().min(1).max(64),
});
export const NoticeTestSendAnswer = z.object({
  to: z.string(),
  status: NoticeRecordStatus,
  reason: z.string(),
});
export type NoticeTestSendAnswer = z.infer<typeof NoticeTestSendAnswer>;

export const NoticeRecordQuery = z.object({
  channel: NoticeChannel,
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
  templateId: z.string().max(64).optional(),
  status: NoticeRecordStatus.optional(),
  /** Name, mobile or email of the candidate (contains). */
  candidate: z.string().trim().max(50).optional(),
  jobId: z.string().max(64).optional(),
  pageIndex: z.coerce.number().int().min(1, '页码不正确').default(1),
  pageSize: z.coerce.number().int().min(1).max(200, '每页最多200条').default(20),
});
export type NoticeRecordQuery = z.input<typeof NoticeRecordQuery>;

export const NoticeRecord = z.object({
  id: z.string(),
  channel: NoticeChannel,
  templateId: z.string().nullable(),
  templateName: z.string(),
  applicationId: z.string().nullable(),
  candidateName: z.string(),
  jobId: z.string().nullable(),
  jobName: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: NoticeRecordStatus,
  reason: z.string(),
  segments: z.number().int(),
  taskId: z.string().nullable(),
  operatorName: z.string(),
  createdAt: z.number(),
  sentAt: z.number().nullable(),
});
export type NoticeRecord = z.infer<typeof NoticeRecord>;
export const NoticeRecordPage = z.object({ total: z.number().int(), rows: z.array(NoticeRecord) });
export type NoticeRecordPage = z.infer<typeof NoticeRecordPage>;

export const NOTICE_REPLY_SOURCES = ['email', 'careers'] as const;
export const NoticeReply = z.object({
  id: z.string(),
  recordId: z.string(),
  channel: NoticeChannel,
  candidateName: z.string(),
  jobName: z.string(),
  subject: z.string(),
  source: z.enum(NOTICE_REPLY_SOURCES),
  from: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.number(),
});
export type NoticeReply = z.infer<typeof NoticeReply>;

export const CandidateReplyInput = z.object({
  content: z
    .string({ error: '请填写回复内容' })
    .trim()
    .min(1, '请填写回复内容')
    .max(2000, '回复内容不能超过2000个字'),
});

export const CandidateNotice = z.object({
  id: z.string(),
  channel: NoticeChannel,
  jobName: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.number().nullable(),
  replies: z.array(z.object({ content: z.string(), createdAt: z.number() })),
});
export type CandidateNotice = z.infer<typeof CandidateNotice>;
