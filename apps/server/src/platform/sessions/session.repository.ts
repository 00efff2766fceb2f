import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SessionTable } from '../../db/schema';

export type SessionRow = Selectable<SessionTable>;

// Sessions are global rows (operator and provider principals share the table); a session's
// tenant_id scopes what its operator may reach.
export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<SessionTable>): Promise<void> {
    await this.db.insertInto('session').values(row).execute();
  }

  async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('session').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  async touch(id: string, now: number): Promise<void> {
    await this.db.updateTable('session').set({ last_seen_at: now }).where('id', '=', id).execute();
  }

  async revoke(id: string, now: number): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllOf(kind: SessionRow['principal_kind'], principalId: string, now: number) {
    await this.db
      .updateTable('session')
      .set({ revoked_at: now })
      .where('principal_kind', '=', kind)
      .where('principal_id', '=', principalId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Housekeeping: sessions past their absolute expiry are useless. */
  async deleteExpiredBefore(now: number): Promise<void> {
    await this.db.deleteFrom('session').where('expires_at', '<', now).execute();
  }
}
