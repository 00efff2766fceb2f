import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FileTable } from '../../db/schema';

export type FileRow = Selectable<FileTable>;
export type NewFileRow = Insertable<FileTable>;

/** The `file` table. Every read is by tenant: a file id of another tenant is simply not found. */
export class FileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same repository inside a transaction of another feature (claiming on apply). */
  withDb(db: Kysely<Database>): FileRepository {
    return new FileRepository(db);
  }

  async insertMany(rows: readonly NewFileRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('file')
      .values([...rows])
      .execute();
  }

  /** Expired or not. */
  async find(tenantId: string, id: string): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('file')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A file that has not expired at `now`. */
  async findLive(tenantId: string, id: string, now: number): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('file')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
  }

  async findLiveMany(tenantId: string, ids: readonly string[], now: number): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('file')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .execute();
  }

  /**
   * Keeps unexpired files of a purpose for good (expires_at = null) and answers how many it
   * changed: a file already claimed (null) or expired is not counted, so a caller can tell.
   */
  async claim(tenantId: string, ids: readonly string[], purpose: string, now: number): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .updateTable('file')
      .set({ expires_at: null })
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .where('purpose', '=', purpose)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await this.db.deleteFrom('file').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }

  async deleteMany(tenantId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('file')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Tenants that have files expired at `now` (the purge walks them one by one). */
  async tenantsWithExpired(now: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tenant')
      .select('id')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('file')
            .select('file.id')
            .whereRef('file.tenant_id', '=', 'tenant.id')
            .where('file.expires_at', '<=', now),
        ),
      )
      .execute();
    return rows.map((r) => r.id);
  }

  async expired(tenantId: string, now: number, limit: number): Promise<FileRow[]> {
    return this.db
      .selectFrom('file')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
  }
}
