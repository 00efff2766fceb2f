import { z } from 'zod';
import { KEYWORD_PAGING_QUERY } from './paging-query';
import { SCHOOL_ROWS, type SchoolTier } from '../dictionaries/data/schools';

// 学校管理 (/new/shoolmanagerlist: schoollist, oprlist; issue 18 §4). The schools a tenant
// recruits at, chosen from the school dictionary (tier and province come from it), their
// career-centre contacts, the recruiters responsible (operators) and campus events (宣讲会,
// 双选会) with dates, linked to jobs. The workbench's school-contact card (WB-044) and the school
// count (CALL-035) read from it.
//
// Routes (docs/api.md), all Ctm.Job (read for GET, full for writes):
//   GET    /api/biz/schools               SchoolListQuery → SchoolPage
//   GET    /api/biz/schools/count         → number (CALL-035)
//   GET    /api/biz/schools/operators     → SchoolPerson[] (responsible-recruiter picker)
//   GET    /api/biz/schools/:id           → SchoolDetails
//   POST   /api/biz/schools               SaveSchoolInput → SchoolDetails
//   PUT    /api/biz/schools/:id           SaveSchoolInput (name ignored) → SchoolDetails
//   DELETE /api/biz/schools/:id
//   GET    /api/biz/schools/contacts      ContactListQuery → ContactPage (oprlist)
//   POST   /api/biz/schools/:id/contacts  SaveContactInput → SchoolContact
//   PUT    /api/biz/schools/contacts/:contactId  SaveContactInput → SchoolContact
//   DELETE /api/biz/schools/contacts/:contactId
//   POST   /api/biz/schools/:id/events    SaveEventInput → CampusEvent
//   DELETE /api/biz/schools/events/:eventId
//   GET    /api/biz/schools/upcoming-events → CampusEvent[] (workbench card)

export const SCHOOL_TIERS: readonly SchoolTier[] = ['985', '211', '双一流', '其他', '海外'];

const BY_NAME = new Map(SCHOOL_ROWS.map(([name, tier, province]) => [name, { tier, province }]));

/** The school dictionary's entry of a name, or undefined when it is not in it. */
export function dictionarySchool(name: string): { tier: SchoolTier; province: string } | undefined {
  return BY_NAME.get(name);
}

export const CAMPUS_EVENT_KINDS = ['talk', 'fair', 'other'] as const;
export const CAMPUS_EVENT_KIND_LABEL: Record<(typeof CAMPUS_EVENT_KINDS)[number], string> = {
  talk: '宣讲会',
  fair: '双选会',
  other: '其他活动',
};

const MOBILE_OR_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const id = z.string().min(1).max(64);
const paging = KEYWORD_PAGING_QUERY;

export const SchoolListQuery = z.object({
  ...paging,
  tier: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(SCHOOL_TIERS, { error: '学校层次不正确' }).optional(),
  ),
});
export type SchoolListQuery = z.input<typeof SchoolListQuery>;

export const SaveSchoolInput = z.object({
  name: z.string({ error: '请选择学校' }).trim().min(1, '请选择学校').max(60, '学校名称最多60个字符'),
  notes: z.string().trim().max(500, '备注最多500个字符').default(''),
  operatorIds: z.array(id).max(20, '负责人最多20人').default([]),
});
export type SaveSchoolInput = z.input<typeof SaveSchoolInput>;

export const SaveContactInput = z.object({
  name: z
    .string({ error: '请填写联系人姓名' })
    .trim()
    .min(1, '请填写联系人姓名')
    .max(30, '联系人姓名最多30个字符'),
  role: z.string().trim().max(30, '职务最多30个字符').default(''),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || MOBILE_OR_PHONE.test(v), '联系电话格式不正确')
    .default(''),
  email: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || z.email().safeParse(v).success, '邮箱格式不正确')
    .default(''),
  notes: z.string().trim().max(500, '备注最多500个字符').default(''),
});
export type SaveContactInput = z.input<typeof SaveContactInput>;

export const SaveEventInput = z
  .object({
    kind: z.enum(CAMPUS_EVENT_KINDS, { error: '活动类型不正确' }),
    title: z
      .string({ error: '请填写活动名称' })
      .trim()
      .min(1, '请填写活动名称')
      .max(60, '活动名称最多60个字符'),
    startDate: z.string({ error: '请填写开始日期' }).regex(DATE, '开始日期格式不正确（如 2026-10-12）'),
    endDate: z.string({ error: '请填写结束日期' }).regex(DATE, '结束日期格式不正确（如 2026-10-12）'),
    location: z.string().trim().max(100, '地点最多100个字符').default(''),
    jobIds: z.array(id).max(50, '关联职位最多50个').default([]),
  })
  .refine((e) => e.endDate >= e.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type SaveEventInput = z.input<typeof SaveEventInput>;

export const SchoolPerson = z.object({ id: z.string(), name: z.string() });
export type SchoolPerson = z.infer<typeof SchoolPerson>;

export const SchoolContact = z.object({
  contactId: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  name: z.string(),
  role: z.string(),
  phone: z.string(),
  email: z.string(),
  notes: z.string(),
});
export type SchoolContact = z.infer<typeof SchoolContact>;

export const CampusEvent = z.object({
  eventId: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  kind: z.enum(CAMPUS_EVENT_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  location: z.string(),
  jobs: z.array(z.object({ jobId: z.string(), name: z.string() })),
});
export type CampusEvent = z.infer<typeof CampusEvent>;

export const SchoolRow = z.object({
  schoolId: z.string(),
  name: z.string(),
  tier: z.string(),
  province: z.string(),
  notes: z.string(),
  operators: z.array(SchoolPerson),
  contactCount: z.number().int(),
  eventCount: z.number().int(),
});
export type SchoolRow = z.infer<typeof SchoolRow>;

export const SchoolPage = z.object({ total: z.number().int(), rows: z.array(SchoolRow) });
export type SchoolPage = z.infer<typeof SchoolPage>;

export const SchoolDetails = SchoolRow.extend({
  contacts: z.array(SchoolContact),
  events: z.array(CampusEvent),
});
export type SchoolDetails = z.infer<typeof SchoolDetails>;

export const ContactListQuery = z.object(paging);
export type ContactListQuery = z.input<typeof ContactListQuery>;
export const ContactPage = z.object({ total: z.number().int(), rows: z.array(SchoolContact) });
export type ContactPage = z.infer<typeof ContactPage>;

export const SCHOOL_MESSAGES = {
  notInDictionary: '学校不在学校字典中',
  duplicate: '该学校已添加',
  notFound: '学校不存在',
  contactNotFound: '联系人不存在',
  eventNotFound: '活动不存在',
  unknownOperator: '负责人不存在',
  unknownJob: '关联职位不存在',
  saved: '保存成功',
  deleted: '删除成功',
} as const;
