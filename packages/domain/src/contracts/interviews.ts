import { z } from 'zod';
import { BOOKING_STATUS_CODES } from '../interviews/booking-status';
import { isDate, isTime } from '../interviews/slots';

// Interviews (issue 15): sites, arrangements with slots, invitations, candidate self-booking,
// evaluations and the calendar. Routes (docs/api.md):
//   GET/POST/PUT/DELETE /api/biz/interviews/sites[/:id]                     (Ctm.Interview)
//   GET/POST/PUT        /api/biz/interviews/arrangements[/:id]
//   POST                /api/biz/interviews/arrangements/:id/slots          SlotInput[] (manual)
//   POST                /api/biz/interviews/arrangements/:id/slots/bulk     BulkSlotInput
//   POST                /api/biz/interviews/arrangements/:id/invitations    InviteInput → { taskId }
//   GET                 /api/biz/interviews/calendar?startDate&endDate      (CALL-040)
//   GET                 /api/biz/interviews/mine                            my interviews today
//   GET                 /api/biz/interviews/applications/:id               bookings of an application
//   POST                /api/biz/interviews/invitations/:id/{assign,status,evaluation,cancel}
//   GET                 /api/biz/interviews/invitations/:id/ics
//   GET/POST            /api/web/careers/:member/interview/:token[/book|/cancel|/decline]

export const INTERVIEW_MESSAGE = {
  siteNotFound: '面试地点不存在',
  arrangementNotFound: '面试安排不存在',
  slotNotFound: '面试时段不存在',
  invitationNotFound: '面试邀请不存在或链接已失效',
  slotFull: '该时段已约满，请选择其他时段',
  slotClosed: '该时段已关闭，请选择其他时段',
  slotPast: '该时段已开始或已过去，请选择其他时段',
  slotOfOtherArrangement: '该时段不属于本次面试安排',
  cutOff: '已超过修改截止时间，不能再预约、改约或取消',
  notYours: '该面试邀请不属于当前登录的候选人',
  notChangeable: '该面试邀请已结束，不能再预约或修改',
  balanceExhausted: '面试邀请余额不足，请先购买面试邀请额度后再发送邀请',
  noApplications: '请至少选择一份投递',
  tooManyApplications: '一次最多邀请 1000 人',
  applicationNotFound: '投递不存在',
  alreadyInvited: '该候选人已受邀参加本次面试安排',
  siteInUse: '该面试地点已被面试安排使用，不能删除',
  hasBookings: '该面试安排已有候选人预约，修改后将通知已预约的候选人和面试官',
  slotHasBookings: '该时段已有候选人预约，不能删除',
  interviewerUnknown: '面试官必须是本企业的用户',
  statusNotAllowed: '当前状态不能改为所选状态',
  roomUnknown: '面试间不属于所选面试地点',
  booked: '预约成功',
  cancelled: '已取消预约',
  declined: '已拒绝本次面试',
  invited: '面试邀请已提交发送',
  evaluated: '面试评价已保存',
} as const;

const DateString = z.string().refine(isDate, '日期格式应为 YYYY-MM-DD');
const TimeString = z.string().refine(isTime, '时间格式应为 HH:mm');
const Id = z.string().min(1).max(64);

export const SITE_KINDS = ['offline', 'video'] as const;
export type SiteKind = (typeof SITE_KINDS)[number];
export const SITE_KIND_LABEL: Record<SiteKind, string> = { offline: '线下面试', video: '视频面试' };

export const SiteInput = z.object({
  kind: z.enum(SITE_KINDS, { message: '请选择地点类型' }),
  name: z.string().trim().min(1, '请填写名称').max(100, '名称最多 100 个字'),
  address: z.string().trim().max(200, '地址最多 200 个字').default(''),
  rooms: z.array(z.string().trim().min(1, '面试间名称不能为空').max(50)).max(100).default([]),
  capacity: z.number().int().min(1, '容纳人数至少为 1').max(10000).default(1),
  contact: z.string().trim().max(100, '联系人最多 100 个字').default(''),
  mapLink: z.string().trim().max(500).default(''),
  /** Video rooms: meeting link or provider, host code. */
  roomLink: z.string().trim().max(500).default(''),
  provider: z.string().trim().max(50).default(''),
  hostCode: z.string().trim().max(50).default(''),
});
export type SiteInput = z.input<typeof SiteInput>;

export const Site = z.object({
  id: z.string(),
  kind: z.enum(SITE_KINDS),
  name: z.string(),
  address: z.string(),
  rooms: z.array(z.string()),
  capacity: z.number(),
  contact: z.string(),
  mapLink: z.string(),
  roomLink: z.string(),
  provider: z.string(),
  hostCode: z.string(),
});
export type Site = z.infer<typeof Site>;

export const ROUNDS = ['first', 'second', 'final'] as const;
export type Round = (typeof ROUNDS)[number];
export const ROUND_LABEL: Record<Round, string> = { first: '初试', second: '复试', final: '终试' };

export const ArrangementInput = z.object({
  title: z.string().trim().min(1, '请填写面试名称').max(100, '面试名称最多 100 个字'),
  jobId: Id,
  round: z.enum(ROUNDS, { message: '请选择面试轮次' }),
  kind: z.enum(SITE_KINDS, { message: '请选择面试形式' }),
  siteId: Id,
  /** Candidates may book, change or cancel until this many hours before their slot. */
  cutOffHours: z.number().int().min(0).max(720).default(24),
});
export type ArrangementInput = z.input<typeof ArrangementInput>;

export const SlotInput = z.object({
  id: Id.optional(),
  date: DateString,
  startTime: TimeString,
  endTime: TimeString,
  room: z.string().max(50).default(''),
  interviewerIds: z.array(Id).max(20).default([]),
  capacity: z.number().int().min(1, '每个时段至少容纳 1 人').max(1000),
});
export type SlotInput = z.input<typeof SlotInput>;

export const BulkSlotInput = z.object({
  dates: z.array(DateString).min(1, '请至少选择一个日期').max(31),
  from: TimeString,
  to: TimeString,
  everyMinutes: z.number().int().min(5, '间隔至少 5 分钟').max(600),
  durationMinutes: z.number().int().min(5).max(600).optional(),
  rooms: z.array(z.string().trim().min(1)).min(1, '请至少选择一个面试间').max(100),
  interviewerIds: z.array(Id).max(20).default([]),
  capacity: z.number().int().min(1, '每个时段至少容纳 1 人').max(1000),
});
export type BulkSlotInput = z.input<typeof BulkSlotInput>;

export const Slot = z.object({
  id: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  room: z.string(),
  interviewerIds: z.array(z.string()),
  interviewerNames: z.array(z.string()),
  capacity: z.number(),
  booked: z.number(),
  closed: z.boolean(),
});
export type Slot = z.infer<typeof Slot>;

export const Arrangement = z.object({
  id: z.string(),
  title: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  round: z.enum(ROUNDS),
  kind: z.enum(SITE_KINDS),
  siteId: z.string(),
  siteName: z.string(),
  cutOffHours: z.number(),
  sequence: z.number(),
  slotCount: z.number(),
  capacity: z.number(),
  booked: z.number(),
  invited: z.number(),
});
export type Arrangement = z.infer<typeof Arrangement>;

export const ArrangementDetail = Arrangement.extend({
  site: Site,
  slots: z.array(Slot),
  invitations: z.array(
    z.object({
      id: z.string(),
      applicationId: z.string(),
      candidateName: z.string(),
      status: z.enum(BOOKING_STATUS_CODES as [string, ...string[]]),
      slotId: z.string().nullable(),
    }),
  ),
});
export type ArrangementDetail = z.infer<typeof ArrangementDetail>;

export const ArrangementSaveAnswer = z.object({
  id: z.string(),
  /** Set when the arrangement has bookings: they were notified of the change (warn). */
  warning: z.string().nullable(),
});
export type ArrangementSaveAnswer = z.infer<typeof ArrangementSaveAnswer>;

export const INVITE_CHANNELS = ['email', 'sms'] as const;
export const InviteInput = z.object({
  applicationIds: z.array(Id).min(1, '请至少选择一份投递').max(1000, '一次最多邀请 1000 人'),
  channels: z.array(z.enum(INVITE_CHANNELS)).min(1, '请至少选择一种通知方式').default(['email', 'sms']),
  /** Assign this slot to every invited candidate; absent: candidates choose their slot. */
  slotId: Id.optional(),
  note: z.string().max(500, '附言最多 500 个字').default(''),
  /**
   * A notice template (issue 14): the candidates' invitations go through notices with it (its
   * channel; placeholders 面试时间 / 面试地点 / 面试链接; the .ics attached to emails). Absent: the
   * built-in interview notice on `channels`.
   */
  templateId: Id.optional(),
});
export type InviteInput = z.input<typeof InviteInput>;

export const InviteAnswer = z.object({
  invited: z.number(),
  taskId: z.string().nullable(),
  links: z.array(z.object({ applicationId: z.string(), invitationId: z.string(), link: z.string() })),
});
export type InviteAnswer = z.infer<typeof InviteAnswer>;

export const AssignInput = z.object({ slotId: Id });
export const StatusInput = z.object({
  status: z.enum(BOOKING_STATUS_CODES as [string, ...string[]], { message: '请选择状态' }),
});
export const EvaluationInput = z.object({
  score: z.number().int().min(0, '评分为 0 到 100 的整数').max(100, '评分为 0 到 100 的整数'),
  comment: z.string().trim().min(1, '请填写面试评价').max(2000, '面试评价最多 2000 个字'),
});
export type EvaluationInput = z.infer<typeof EvaluationInput>;

export const Booking = z.object({
  invitationId: z.string(),
  arrangementId: z.string(),
  arrangementTitle: z.string(),
  round: z.enum(ROUNDS),
  kind: z.enum(SITE_KINDS),
  status: z.string(),
  statusLabel: z.string(),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  place: z.string(),
  room: z.string(),
  interviewerNames: z.array(z.string()),
  evaluations: z.array(
    z.object({ interviewerName: z.string(), score: z.number(), comment: z.string(), createdAt: z.number() }),
  ),
});
export type Booking = z.infer<typeof Booking>;

export const CalendarRangeQuery = z.object({ startDate: DateString, endDate: DateString });

const CalendarDetailItem = z.object({
  ivInfo: z.string(),
  type: z.enum(['video', 'offline']),
  roomId: z.string(),
  siteId: z.string(),
  ivId: z.string(),
  ctmId: z.string(),
  booked: z.number(),
  capacity: z.number(),
});
export const CalendarDay = z.object({
  id: z.string(),
  title: z.string(),
  infoList: z.array(
    z.object({
      time: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      detailList: z.array(CalendarDetailItem),
    }),
  ),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const MyInterview = z.object({
  invitationId: z.string(),
  applicationId: z.string(),
  candidateName: z.string(),
  arrangementTitle: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  room: z.string(),
  status: z.string(),
  evaluated: z.boolean(),
});
export type MyInterview = z.infer<typeof MyInterview>;

/** What the candidate sees of an invitation on the careers site. */
export const CandidateInvitation = z.object({
  candidateName: z.string(),
  title: z.string(),
  jobName: z.string(),
  round: z.enum(ROUNDS),
  kind: z.enum(SITE_KINDS),
  place: z.string(),
  /** Video interviews: the meeting link the candidate joins (empty for offline). */
  roomLink: z.string(),
  mapLink: z.string(),
  /** Booking, change and cancel close this many hours before the slot. */
  cutOffHours: z.number(),
  status: z.string(),
  statusLabel: z.string(),
  bookedSlotId: z.string().nullable(),
  changeable: z.boolean(),
  slots: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      room: z.string(),
      left: z.number(),
    }),
  ),
});
export type CandidateInvitation = z.infer<typeof CandidateInvitation>;

export const BookInput = z.object({ slotId: Id });
