import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';

export interface BrandPlacementRow {
  tenantId: string;
  id: string;
  schools: string[];
  days: number;
  startsAt: number;
  endsAt: number;
}

const rowOf = (row: {
  tenant_id: string;
  id: string;
  schools_json: string;
  days: number;
  starts_at: number | string;
  ends_at: number | string;
}): BrandPlacementRow => ({
  tenantId: row.tenant_id,
  id: row.id,
  schools: JSON.parse(row.schools_json) as string[],
  days: Number(row.days),
  startsAt: Number(row.starts_at),
  endsAt: Number(row.ends_at),
});

/** brand_placement: campus brand cards applied, each pinning a tenant for schools and a period. */
export class BrandPlacementRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(
    tenantId: string,
    placement: { schools: string[]; days: number; startsAt: number; endsAt: number; createdBy: string },
    now: number,
    db: Kysely<Database>,
  ): Promise<string> {
    const id = newId(now);
    await db
      .insertInto('brand_placement')
      .values({
        tenant_id: tenantId,
        id,
        schools_json: JSON.stringify(placement.schools),
        school_count: placement.schools.length,
        days: placement.days,
        starts_at: placement.startsAt,
        ends_at: placement.endsAt,
        created_by: placement.createdBy,
        created_at: now,
      })
      .execute();
    return id;
  }

  async list(tenantId: string): Promise<BrandPlacementRow[]> {
    const rows = await this.db
      .selectFrom('brand_placement')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
    return rows.map(rowOf);
  }

  /** The tenant's placements running at `now` (inside a transaction when given). */
  async active(tenantId: string, now: number, db: Kysely<Database> = this.db): Promise<BrandPlacementRow[]> {
    const rows = await db
      .selectFrom('brand_placement')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('ends_at', '>', now)
      .where('starts_at', '<=', now)
      .execute();
    return rows.map(rowOf);
  }

  /** Every tenant's placements running at `now` (the campus portal), the earliest started first. */
  async activeAll(now: number): Promise<BrandPlacementRow[]> {
    const rows = await this.db
      .selectFrom('brand_placement')
      .selectAll()
      .where('ends_at', '>', now)
      .where('starts_at', '<=', now)
      .orderBy('starts_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map(rowOf);
  }
}
