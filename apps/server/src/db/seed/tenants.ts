import { PERMISSION_KEYS, PERMISSION_LEVEL } from '@ehire/domain/codes/permissions';
import type { Kysely } from 'kysely';
import { DEMO_PASSWORD } from '../demo';
import { newId } from '../ids';
import type { Database } from '../schema';

// Extra tenants for the bulk seed (seed3, seed4, ...), beyond the demo tenants that demo.ts owns.
// Each gets the core rows a login needs, shaped like demo.ts's (tenant, customer status with the
// statement already confirmed, root organisation, a project, an administrator role with every
// permission at full level, one admin operator with the demo password).

const COMPANY_NAMES = [
  '星河智能科技有限公司',
  '远航物流集团有限公司',
  '华章教育科技股份有限公司',
  '青禾食品股份有限公司',
  '云帆新能源汽车有限公司',
  '锦程金融服务集团',
  '博远生物医药有限公司',
  '新程互联网科技有限公司',
];

const DAY = 86_400_000;

/** The member name of the n-th seeded tenant (1-based): demo, demo2, then seed3, seed4, ... */
export function seedTenantMember(position: number): string {
  if (position === 1) return 'demo';
  if (position === 2) return 'demo2';
  return `seed${position}`;
}

export function seedTenantName(position: number): string {
  const base = COMPANY_NAMES[(position - 3) % COMPANY_NAMES.length];
  const round = Math.floor((position - 3) / COMPANY_NAMES.length);
  return round === 0 ? base : `${base}（${round + 1}）`;
}

export interface SeedTenantRef {
  id: string;
  member: string;
  name: string;
  created: boolean;
}

/**
 * Finds the tenant with this member name or creates it with an admin operator. `passwordHash`
 * is only awaited when the tenant has to be created, so re-runs do not pay for argon2.
 */
export async function ensureSeedTenant(
  db: Kysely<Database>,
  member: string,
  name: string,
  passwordHash: () => Promise<string>,
  now: number,
): Promise<SeedTenantRef> {
  const existing = await db
    .selectFrom('tenant')
    .select(['id', 'name'])
    .where('member_name', '=', member)
    .executeTakeFirst();
  if (existing) return { id: existing.id, member, name: existing.name, created: false };

  const hash = await passwordHash();
  const tenantId = newId(now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tenant')
      .values({
        id: tenantId,
        member_name: member,
        name,
        customer_type: 1,
        logo_url: '',
        ctm_expire_date: new Date(now + 365 * DAY).toISOString().slice(0, 10),
        is_cloud: 0,
        is_interview: 1,
        is_hide_zone: 0,
        is_use_new_ehire_plus: 1,
        remain_job_count: 50,
        sms_balance: 1000,
        interview_balance: 200,
        video_balance: 50,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('customer_status')
      .values({
        tenant_id: tenantId,
        frozen: 0,
        freeze_message: '',
        real_name_status: 'verified',
        statement_required: 1,
        // Confirmed already: a bulk-seeded tenant is for browsing data, not for the statement flow.
        statement_confirmed_at: now,
        statement_confirmed_by: null,
        updated_at: now,
      })
      .execute();
    const rootId = newId(now);
    await trx
      .insertInto('organization')
      .values({ id: rootId, tenant_id: tenantId, parent_id: null, name: '总部', sort: 1, created_at: now })
      .execute();
    const projectId = newId(now);
    await trx
      .insertInto('project')
      .values({
        id: projectId,
        tenant_id: tenantId,
        organization_id: rootId,
        name: '校园招聘',
        sort: 1,
        created_at: now,
      })
      .execute();
    const roleId = newId(now);
    await trx
      .insertInto('role')
      .values({ id: roleId, tenant_id: tenantId, name: '管理员', created_at: now })
      .execute();
    await trx
      .insertInto('role_permission')
      .values(
        PERMISSION_KEYS.map((key) => ({
          tenant_id: tenantId,
          role_id: roleId,
          auth_key: key,
          auth_value: PERMISSION_LEVEL.full,
        })),
      )
      .execute();
    await trx
      .insertInto('operator')
      .values({
        id: newId(now),
        tenant_id: tenantId,
        username: 'admin',
        display_name: '管理员',
        email: `admin@${member}.example.com`,
        mobile: '',
        password_hash: hash,
        role_id: roleId,
        current_project_id: projectId,
        is_talent_pack: 1,
        status: 1,
        password_changed_at: now,
        created_at: now,
      })
      .execute();
  });
  return { id: tenantId, member, name, created: true };
}

export { DEMO_PASSWORD as SEED_TENANT_PASSWORD };
