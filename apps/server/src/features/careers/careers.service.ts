import type {
  CareersJobDetail,
  CareersJobItem,
  CareersJobPage,
  CareersJobQuery,
  CareersSite,
} from '@ehire/domain/contracts/careers';
import { jobFunctionLabel, provideSalaryText, workYearText } from '@ehire/domain/jobs/options';
import { chinaToday } from '@ehire/domain/jobs/validation';
import { CAREERS_SITE_CLOSED_MESSAGE, serviceEnded } from '@ehire/domain/toolbox/membership';
import type { Selectable } from 'kysely';
import type { JobWithExtras } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { JobChildren } from '../jobs/jobs.repository';
import type { ReadCache } from '../../platform/read-cache';
import type { CareersRepository } from './careers.repository';

/**
 * Route prefixes whose successful changes alter what the careers site shows (jobs, their order,
 * recommendations, publication review): each clears the careers read cache of this process.
 */
export const CAREERS_CHANGING_PREFIXES = [
  '/api/biz/jobs',
  '/api/ops/jobs',
  '/api/biz/toolbox/top-cards',
] as const;

/** How long another process may show a careers page from before a change. */
export const CAREERS_CACHE_TTL_MS = 5_000;

const SITE_NOT_FOUND = '招聘主页不存在';
const JOB_NOT_FOUND = '职位不存在或已下线';

function toItem(row: Selectable<JobWithExtras>, children: JobChildren): CareersJobItem {
  return {
    id: row.id,
    name: row.name_cn,
    nameEn: row.name_en,
    area: row.job_area,
    funcType: row.func_type,
    funcTypeName: jobFunctionLabel(row.func_type),
    jobNum: row.job_num,
    degree: row.degree_from,
    salary: provideSalaryText({
      JobSalaryDown: row.salary_down,
      JobSalaryUp: row.salary_up,
      SalaryType: row.salary_type,
      IsHideSalaryChecked: row.is_hide_salary === 1,
    }),
    term: row.term,
    labels: children.labels,
    welfare: children.welfare,
    validDate: row.valid_date,
    isHot: row.is_hot === 1,
    // Only a running recommendation (1) is shown; added (0) and paused (2) are not.
    isRecommended: row.recommend_status === 1,
    publishedAt: row.published_at,
  };
}

/** The candidate side: published jobs of one tenant, never another tenant's, never unpublished. */
/**
 * The tenant of an open careers site: unknown members answer `notFound`, and a tenant past its
 * service end has its site hidden until it renews (issue 19), for the job list, the form and the
 * candidate's sign-in alike.
 */
export async function openCareersTenant(
  careers: Pick<CareersRepository, 'tenantByMember'>,
  member: string,
  now: number,
  notFound: string,
) {
  const tenant = await careers.tenantByMember(member);
  if (!tenant) throw errors.notFound(notFound);
  if (serviceEnded(tenant.ctm_expire_date, chinaToday(now))) throw errors.notFound(CAREERS_SITE_CLOSED_MESSAGE);
  return tenant;
}

export class CareersService {
  constructor(
    private readonly careers: CareersRepository,
    private readonly clock: Clock,
    /** Short-lived cache of the job list and job pages (platform/read-cache.ts). */
    private readonly cache?: ReadCache,
    /** Jobs a top card pins first now (toolbox, issue 19); none when absent. */
    private readonly pinnedJobIds?: (tenantId: string) => Promise<string[]>,
    /** 企业信息 of 会员管理 (issue 17); none when absent. */
    private readonly companyProfile?: (tenantId: string) => Promise<CareersSite['company'] | null>,
    /** 页面设置 as published (issue 17); none when absent. */
    private readonly page?: (tenantId: string) => Promise<CareersSite['page'] | null>,
  ) {}

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache ? this.cache.get(key, load) : load();
  }

  private async tenant(member: string) {
    return openCareersTenant(this.careers, member, this.clock.now(), SITE_NOT_FOUND);
  }

  async site(member: string): Promise<CareersSite> {
    const tenant = await this.tenant(member);
    const company = this.companyProfile ? await this.companyProfile(tenant.id) : null;
    const page = this.page ? await this.page(tenant.id) : null;
    return {
      member: tenant.member_name,
      name: tenant.name,
      logo: tenant.logo_url,
      referralEnabled: await this.careers.referralEnabled(tenant.id),
      ...(company ? { company } : {}),
      ...(page ? { page } : {}),
    };
  }

  async jobs(member: string, query: CareersJobQuery): Promise<CareersJobPage> {
    const tenant = await this.tenant(member);
    const today = chinaToday(this.clock.now());
    return this.cached(`jobs|${tenant.id}|${today}|${JSON.stringify(query)}`, () =>
      this.loadJobs(tenant.id, today, query),
    );
  }

  private async loadJobs(tenantId: string, today: string, query: CareersJobQuery): Promise<CareersJobPage> {
    const tenant = { id: tenantId };
    const pinned = (await this.pinnedJobIds?.(tenant.id)) ?? [];
    const { total, rows } = await this.careers.page(tenant.id, today, query, query, pinned);
    const children = await this.careers.children(
      tenant.id,
      rows.map((r) => r.id),
    );
    const facets = await this.careers.facets(tenant.id, today);
    return {
      total,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      rows: rows.map((row) => toItem(row, children.get(row.id) ?? { labels: [], welfare: [] })),
      filters: {
        areas: facets.areas,
        funcTypes: facets.funcTypes.map((value) => ({ value, label: jobFunctionLabel(value) })),
      },
    };
  }

  async job(member: string, id: string): Promise<CareersJobDetail> {
    const tenant = await this.tenant(member);
    const today = chinaToday(this.clock.now());
    return this.cached(`job|${tenant.id}|${today}|${id}`, () => this.loadJob(tenant.id, today, id));
  }

  private async loadJob(tenantId: string, today: string, id: string): Promise<CareersJobDetail> {
    const tenant = { id: tenantId };
    const row = await this.careers.job(tenant.id, today, id);
    if (!row) throw errors.notFound(JOB_NOT_FOUND);
    const children = (await this.careers.children(tenant.id, [id])).get(id) ?? { labels: [], welfare: [] };
    return {
      ...toItem(row, children),
      orgName: row.org_name ?? '',
      infoCn: row.info_cn,
      infoEn: row.info_en,
      workArea: row.work_area,
      workAddress: row.work_address,
      lon: row.lon,
      lat: row.lat,
      majors: [row.major1, row.major2].filter(Boolean),
      workYear: workYearText(row.work_year_down, row.work_year_up),
    };
  }
}
