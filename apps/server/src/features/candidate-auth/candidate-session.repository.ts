import type { Insertable, Kysely } from 'kysely';
import type { CandidateChannel, CandidateSessionTable, Database } from '../../db/schema';

export interface CandidateSessionRow {
  id: string;
  channel: CandidateChannel;
  address: string;
}

/** Candidates' sessions on the careers site (candidate_session). */
export class CandidateSessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<CandidateSessionTable>): Promise<void> {
    await this.db.insertInto('candidate_session').values(row).execute();
  }

  async findActive(tenantId: string, tokenHash: string, now: number): Promise<CandidateSessionRow | null> {
    const row = await this.db
      .selectFrom('candidate_session')
      .select(['id', 'channel', 'address'])
      .where('tenant_id', '=', tenantId)
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ?? null;
  }

  async revoke(tenantId: string, tokenHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('candidate_session')
      .set({ revoked_at: now })
      .where('tenant_id', '=', tenantId)
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Anonymisation (issue 17): the careers sessions of these addresses go (signed out). */
  async deleteForAddresses(tenantId: string, addresses: readonly string[]): Promise<void> {
    if (addresses.length === 0) return;
    await this.db
      .deleteFrom('candidate_session')
      .where('tenant_id', '=', tenantId)
      .where('address', 'in', [...addresses])
      .execute();
  }
}
