import { z } from 'zod';
import { WORKBENCH_MESSAGE } from '../workbench/buying-contact';
import { PROCESS_COUNT_LANGUAGES } from '../workbench/recount';
import { RefreshFlag } from './envelope';

// Workbench calls (D1 §2 Workbench, §3 home customer info, §7): GET /api/biz/workbench/home,
// GET /api/biz/workbench/process-overview, GET /api/biz/workbench/calendar, GET
// /api/biz/workbench/exam-contracts, POST /api/biz/workbench/share-qrcode, POST
// /api/biz/workbench/contact-to-buy, GET /api/biz/workbench/talent-pack.

/** Home customer info (DATA-005) with the service expiry and customer type beside it. */
export const WorkbenchHome = z.object({
  ctmexpiredate: z.string(),
  customerType: z.number().int(),
  remainJobCount: z.number().int(),
  releasedJobCount: z.number().int(),
  receivedResumeCount: z.number().int(),
  resumeNoFilterCount: z.number().int(),
  resumeToInterviewCount: z.number().int(),
  videoTapeCount: z.number().int(),
  smsInvitationBalance: z.number().int(),
  interviewInvitationBalance: z.number().int(),
  toBeDeliveredCount: z.number().int(),
  deliveredCount: z.number().int(),
});
export type WorkbenchHome = z.infer<typeof WorkbenchHome>;

/** Process count row (D1 §3): one per flow step the operator may see. */
export const ProcessCountRow = z.object({
  ivid: z.string(),
  ivType: z.number().int(),
  /** The step's name (D1 calls each step of a hiring process a "flow"). */
  flowName: z.string(),
  /** The hiring process the step belongs to. */
  processName: z.string(),
  resumeNum: z.number().int(),
  filtrateNum: z.number().int(),
  undeterminedNum: z.number().int(),
  outNum: z.number().int(),
  planNum: z.number().int(),
});
export type ProcessCountRow = z.infer<typeof ProcessCountRow>;

export const ProcessOverviewAnswer = z.object({
  /** The aggregate row (ivid 99) when the customer type and permission show it (WB-013/014). */
  total: ProcessCountRow.nullable(),
  rows: z.array(ProcessCountRow),
  /** WB-015: the current project shows the custom group report instead of this table. */
  groupReport: z.boolean(),
});
export type ProcessOverviewAnswer = z.infer<typeof ProcessOverviewAnswer>;

export const CalendarQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

/** One arrangement on a calendar day (D1 §3): title, times, detail items (video / offline). */
export const CalendarArrangement = z.object({
  date: z.string(),
  title: z.string(),
  infoList: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
  items: z.array(z.object({ type: z.enum(['video', 'offline']), name: z.string() })),
});
export type CalendarArrangement = z.infer<typeof CalendarArrangement>;

export const CalendarAnswer = z.object({
  from: z.string(),
  to: z.string(),
  arrangements: z.array(CalendarArrangement),
});
export type CalendarAnswer = z.infer<typeof CalendarAnswer>;

/** Assessment licences (WB-006): the exam-contract call. */
export const ExamContract = z.object({
  licenseType: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  remainlicense: z.number().int(),
});
export type ExamContract = z.infer<typeof ExamContract>;

export const ShareQrCodeBody = z.object({ isrefresh: z.boolean().optional() });
/** WB-029: the text the QR code renders (the careers site of the tenant). */
export const ShareQrCodeAnswer = z.object({ text: z.string() });
export type ShareQrCodeAnswer = z.infer<typeof ShareQrCodeAnswer>;

/**
 * CALL-042: contact to buy, one boolean per product type; at least one chosen (VAL-001). The
 * lead reaches the provider's quote requests (/ops, issue 19).
 */
export const ContactToBuyBody = z
  .object({
    sms: z.boolean(),
    interview: z.boolean(),
    video: z.boolean(),
    exam: z.boolean(),
  })
  .refine((choice) => choice.sms || choice.interview || choice.video || choice.exam, {
    message: WORKBENCH_MESSAGE.chooseProductType,
  });
export type ContactToBuyBody = z.infer<typeof ContactToBuyBody>;
/** CALL-043: the message shown on success. */
export const ContactToBuyAnswer = z.object({ message: z.string() });
export type ContactToBuyAnswer = z.infer<typeof ContactToBuyAnswer>;

/** CALL-045: the talent pack's page, opened in a new window (WB-046). */
export const TalentPackAnswer = z.object({ url: z.string() });
export type TalentPackAnswer = z.infer<typeof TalentPackAnswer>;

// ---- process count of the new and the older system (CALL-036..CALL-039) ----
// POST /api/biz/workbench/process-count (new), POST /api/biz/workbench/process-count-old (old),
// POST /api/biz/workbench/reload-process-count, POST /api/biz/workbench/recount-status.

/** CALL-036: strLanguage CN or EN and the isRefresh flag. */
export const ProcessCountBody = z
  .object({
    strLanguage: z.enum(PROCESS_COUNT_LANGUAGES, { message: 'strLanguage 只能是 CN 或 EN' }).optional(),
    isRefresh: RefreshFlag,
  })
  .nullish();
export type ProcessCountBody = z.infer<typeof ProcessCountBody>;

/** CALL-038: the new version shows warnning; the old one polls the recount status of taskId. */
export const ReloadProcessCountAnswer = z.object({ warnning: z.string(), taskId: z.string() });
export type ReloadProcessCountAnswer = z.infer<typeof ReloadProcessCountAnswer>;

/** CALL-039: '20' while the recount runs, '10' otherwise. */
export const RecountStatusAnswer = z.string();

// ---- the custom group report (WB-015, WB-020..WB-025, CALL-046) ----
// POST /api/biz/workbench/group-report, success code 0 (AMB-021).

export const GroupReportBody = z
  .object({ organizationId: z.string().trim().max(64, { message: '组织不正确' }).optional() })
  .nullish();
export type GroupReportBody = z.infer<typeof GroupReportBody>;

const GroupCountSchema = z.object({ key: z.string(), label: z.string(), count: z.number().int() });

export const GroupReportAnswer = z.object({
  /** The subsidiaries (the organisation list of CALL-046). */
  organizations: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The chosen subsidiary (per-job view) or null (all organisations). */
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  total: z.number().int(),
  /** Resume counts by subsidiary (WB-020) or, for one subsidiary, by job (WB-021). */
  bars: z.array(GroupCountSchema),
  /** Top 4 schools and 其他院校 (WB-022, WB-023). */
  schools: z.array(GroupCountSchema),
});
export type GroupReportAnswer = z.infer<typeof GroupReportAnswer>;
