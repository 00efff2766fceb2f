import type { Kysely } from 'kysely';
import { chinaToday } from '@ehire/domain/jobs/validation';
import type { CompanyProfile, MemberInfo } from '@ehire/domain/contracts/settings';
import { daysUntil } from '@ehire/domain/toolbox/membership';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { CustomerRepository } from '../customer/customer.repository';
import { CompanyProfileRepository } from './company-profile.repository';

const EMPTY_PROFILE: CompanyProfile = {
  shortName: '',
  industry: '',
  scale: '',
  address: '',
  website: '',
  intro: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

/**
 * 会员管理 (issue 17): the company information the careers site shows, and what the account has
 * (service end, SMS balance). Renewing and recharging are orders of the toolbox (issue 19).
 */
export class MemberInfoService {
  private readonly profiles: CompanyProfileRepository;
  private readonly tenants: CustomerRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.profiles = new CompanyProfileRepository(db);
    this.tenants = new CustomerRepository(db);
  }

  async info(ctx: TenantContext): Promise<MemberInfo> {
    const [tenant, profile] = await Promise.all([
      this.tenants.memberInfo(ctx.tenantId),
      this.profiles.find(ctx.tenantId),
    ]);
    if (!tenant) throw errors.notFound('企业不存在');
    const expireDate = tenant.ctm_expire_date;
    return {
      name: tenant.name,
      memberName: tenant.member_name,
      logo: tenant.logo_url,
      profile: profile ?? EMPTY_PROFILE,
      expireDate,
      daysLeft: /^\d{4}-\d{2}-\d{2}$/.test(expireDate)
        ? daysUntil(expireDate, chinaToday(this.clock.now()))
        : null,
      smsBalance: Number(tenant.sms_balance),
    };
  }

  async save(ctx: TenantContext, profile: CompanyProfile): Promise<void> {
    await this.profiles.save(ctx.tenantId, profile, ctx.operatorId, this.clock.now());
  }

  /** What the careers site shows (null until the company has filled anything in). */
  careersProfile(tenantId: string): Promise<CompanyProfile | null> {
    return this.profiles.find(tenantId);
  }
}
