import { z } from 'zod';
import { pageOf, PAGE_SIZE_MAX } from './jobs';

// The careers site (candidate side, /api/web/careers, public): a tenant's published (24) jobs in
// the recruiter's order. Query values come from the URL, so numbers are coerced.

export const CareersMemberParams = z.object({ member: z.string().min(1).max(64) });
export const CareersJobParams = z.object({
  member: z.string().min(1).max(64),
  id: z.string().min(1).max(64),
});

export const CareersJobQuery = z.object({
  keyword: z.string().trim().max(50, '搜索词最多50个字符').default(''),
  area: z.string().trim().max(50).default(''),
  funcType: z.string().trim().max(20).default(''),
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX, `每页最多${PAGE_SIZE_MAX}条`).default(20),
});
export type CareersJobQuery = z.infer<typeof CareersJobQuery>;

export const CareersSite = z.object({
  member: z.string(),
  name: z.string(),
  logo: z.string(),
  /** Whether referral links (?ref=) are honoured. */
  referralEnabled: z.boolean(),
  /** 企业信息 of 会员管理 (issue 17); absent until the company fills it in. */
  company: z
    .object({
      shortName: z.string(),
      industry: z.string(),
      scale: z.string(),
      address: z.string(),
      website: z.string(),
      intro: z.string(),
      contactName: z.string(),
      contactPhone: z.string(),
      contactEmail: z.string(),
    })
    .optional(),
  /** 页面设置 as published (issue 17); absent until the company publishes one. */
  page: z
    .object({
      logoUrl: z.string(),
      bannerUrl: z.string(),
      themeColor: z.string(),
      intro: z.string(),
      contact: z.string(),
      /** Job-list items left out (CAREERS_JOB_LIST_KEYS not shown). */
      hidden: z.array(z.string()),
    })
    .optional(),
});
export type CareersSite = z.infer<typeof CareersSite>;

export const CareersJobItem = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  area: z.string(),
  funcType: z.string(),
  funcTypeName: z.string(),
  jobNum: z.number().int(),
  degree: z.string(),
  salary: z.string(),
  term: z.number().int(),
  labels: z.array(z.string()),
  welfare: z.array(z.string()),
  validDate: z.string(),
  isHot: z.boolean(),
  isRecommended: z.boolean(),
  publishedAt: z.number().nullable(),
});
export type CareersJobItem = z.infer<typeof CareersJobItem>;

export const CareersJobPage = pageOf(CareersJobItem).extend({
  /** Filter choices: the areas and function types of the visible jobs. */
  filters: z.object({
    areas: z.array(z.string()),
    funcTypes: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
});
export type CareersJobPage = z.infer<typeof CareersJobPage>;

export const CareersJobDetail = CareersJobItem.extend({
  orgName: z.string(),
  infoCn: z.string(),
  infoEn: z.string(),
  workArea: z.string(),
  workAddress: z.string(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  majors: z.array(z.string()),
  workYear: z.string(),
});
export type CareersJobDetail = z.infer<typeof CareersJobDetail>;
