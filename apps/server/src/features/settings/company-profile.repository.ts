import type { Kysely } from 'kysely';
import type { CompanyProfile } from '@ehire/domain/contracts/settings';
import type { Database } from '../../db/schema';

/** company_profile (migration 025): 会员管理 / 企业信息, one row a tenant. */
export class CompanyProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(tenantId: string): Promise<CompanyProfile | null> {
    const row = await this.db
      .selectFrom('company_profile')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      shortName: row.short_name,
      industry: row.industry,
      scale: row.scale,
      address: row.address,
      website: row.website,
      intro: row.intro,
      contactName: row.contact_name,
      contactPhone: row.contact_phone,
      contactEmail: row.contact_email,
    };
  }

  async save(tenantId: string, profile: CompanyProfile, operatorId: string, now: number): Promise<void> {
    const values = {
      short_name: profile.shortName,
      industry: profile.industry,
      scale: profile.scale,
      address: profile.address,
      website: profile.website,
      intro: profile.intro,
      contact_name: profile.contactName,
      contact_phone: profile.contactPhone,
      contact_email: profile.contactEmail,
      updated_at: now,
      updated_by: operatorId,
    };
    await this.db
      .insertInto('company_profile')
      .values({ tenant_id: tenantId, ...values })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
      .execute();
  }
}
