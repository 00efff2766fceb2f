import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

type Db = Kysely<Database> | Transaction<Database>;

export interface OrganizationNode {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
}

/** The tenant's organisation tree (企业架构). A tenant has tens of nodes: read whole. */
export class OrganizationRepository {
  constructor(private readonly db: Db) {}

  async all(ctx: Pick<TenantContext, 'tenantId'>): Promise<OrganizationNode[]> {
    const rows = await this.db
      .selectFrom('organization')
      .select(['id', 'parent_id', 'name', 'sort'])
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('sort')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, parentId: row.parent_id, name: row.name, sort: row.sort }));
  }

  async exists(ctx: TenantContext, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('organization')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(ctx: TenantContext, node: OrganizationNode, now: number): Promise<void> {
    await this.db
      .insertInto('organization')
      .values({
        id: node.id,
        tenant_id: ctx.tenantId,
        parent_id: node.parentId,
        name: node.name,
        sort: node.sort,
        created_at: now,
      })
      .execute();
  }

  async rename(ctx: TenantContext, id: string, name: string): Promise<void> {
    await this.db
      .updateTable('organization')
      .set({ name })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }

  /** Puts a node under a parent at a sort position. */
  async place(ctx: TenantContext, id: string, parentId: string | null, sort: number): Promise<void> {
    await this.db
      .updateTable('organization')
      .set({ parent_id: parentId, sort })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }

  async delete(ctx: TenantContext, id: string): Promise<void> {
    await this.db
      .deleteFrom('organization')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * What belongs to each organisation: jobs, users and projects (their rows point at it through
   * organization_id). Read here, with the tree, because deleting a node depends on them.
   */
  async usage(ctx: TenantContext): Promise<Map<string, { jobs: number; users: number; projects: number }>> {
    const [jobs, users, projects] = await Promise.all([
      this.db
        .selectFrom('job')
        .select(['organization_id as id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', ctx.tenantId)
        // Deleted jobs are kept (history) and still point at their organisation.
        .groupBy('organization_id')
        .execute(),
      this.db
        .selectFrom('operator')
        .select(['organization_id as id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', ctx.tenantId)
        .where('organization_id', 'is not', null)
        .groupBy('organization_id')
        .execute(),
      this.db
        .selectFrom('project')
        .select(['organization_id as id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', ctx.tenantId)
        .where('organization_id', 'is not', null)
        .groupBy('organization_id')
        .execute(),
    ]);
    const out = new Map<string, { jobs: number; users: number; projects: number }>();
    const entry = (id: string | null) => {
      const key = id ?? '';
      const found = out.get(key) ?? { jobs: 0, users: 0, projects: 0 };
      out.set(key, found);
      return found;
    };
    for (const row of jobs) entry(row.id).jobs = Number(row.n);
    for (const row of users) entry(row.id).users = Number(row.n);
    for (const row of projects) entry(row.id).projects = Number(row.n);
    return out;
  }
}
