import type { Kysely, Selectable } from 'kysely';
import type { Database, OperatorTable, TenantTable } from '../../db/schema';

type TenantProfile = Pick<
  Selectable<TenantTable>,
  'id' | 'name' | 'logo_url' | 'ctm_expire_date' | 'is_use_new_ehire_plus'
>;
type OperatorProfile = Pick<
  Selectable<OperatorTable>,
  | 'id'
  | 'tenant_id'
  | 'username'
  | 'display_name'
  | 'password_hash'
  | 'status'
  | 'is_talent_pack'
  | 'current_project_id'
>;

export interface LoginAccount {
  tenant: TenantProfile;
  operator: OperatorProfile;
}

const TENANT_COLUMNS = ['id', 'name', 'logo_url', 'ctm_expire_date', 'is_use_new_ehire_plus'] as const;
const OPERATOR_COLUMNS = [
  'id',
  'tenant_id',
  'username',
  'display_name',
  'password_hash',
  'status',
  'is_talent_pack',
  'current_project_id',
] as const;

/**
 * Login lookups. They run before any session exists, so they find the tenant by its member name
 * first and then scope every other read by that tenant's id.
 */
export class AuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findLoginAccount(memberName: string, username: string): Promise<LoginAccount | undefined> {
    const tenant = await this.db
      .selectFrom('tenant')
      .select(TENANT_COLUMNS)
      .where('member_name', '=', memberName.toLowerCase())
      .executeTakeFirst();
    if (!tenant) return undefined;
    const operator = await this.db
      .selectFrom('operator')
      .select(OPERATOR_COLUMNS)
      .where('tenant_id', '=', tenant.id)
      .where('username', '=', username.toLowerCase())
      .executeTakeFirst();
    return operator ? { tenant, operator } : undefined;
  }

  async findAccount(tenantId: string, operatorId: string): Promise<LoginAccount | undefined> {
    const tenant = await this.db
      .selectFrom('tenant')
      .select(TENANT_COLUMNS)
      .where('id', '=', tenantId)
      .executeTakeFirst();
    if (!tenant) return undefined;
    const operator = await this.db
      .selectFrom('operator')
      .select(OPERATOR_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', operatorId)
      .executeTakeFirst();
    return operator ? { tenant, operator } : undefined;
  }

  /** The project a new session starts in when the operator has none chosen yet. */
  async firstProjectId(tenantId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('project')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }
}
