import type { Insertable, Kysely } from 'kysely';
import type { CandidateChannel, CandidateCodeTable, Database } from '../../db/schema';

export interface LiveCode {
  id: string;
  codeHash: string;
  tries: number;
}

/** The one-time codes sent to candidates (candidate_code). */
export class CandidateCodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<CandidateCodeTable>): Promise<void> {
    await this.db.insertInto('candidate_code').values(row).execute();
  }

  /** Codes sent to the address since `since`, and when the newest was sent. */
  async sentTo(
    tenantId: string,
    channel: CandidateChannel,
    address: string,
    since: number,
  ): Promise<{ count: number; lastAt: number | null }> {
    const row = await this.db
      .selectFrom('candidate_code')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('created_at').as('last')])
      .where('tenant_id', '=', tenantId)
      .where('channel', '=', channel)
      .where('address', '=', address)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), lastAt: row.last === null ? null : Number(row.last) };
  }

  /** Codes requested from the address `ip` since `since` (any number). */
  async countFromIp(tenantId: string, ip: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('candidate_code')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The newest code of the address that is unused, unexpired and has tries left. */
  async findLive(
    tenantId: string,
    channel: CandidateChannel,
    address: string,
    now: number,
    maxTries: number,
  ): Promise<LiveCode | null> {
    const row = await this.db
      .selectFrom('candidate_code')
      .select(['id', 'code_hash', 'tries'])
      .where('tenant_id', '=', tenantId)
      .where('channel', '=', channel)
      .where('address', '=', address)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('tries', '<', maxTries)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ? { id: row.id, codeHash: row.code_hash, tries: Number(row.tries) } : null;
  }

  /** Counts a wrong try; false when the code had no tries left (a concurrent try took the last). */
  async countTry(tenantId: string, id: string, maxTries: number): Promise<boolean> {
    const result = await this.db
      .updateTable('candidate_code')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('tries', '<', maxTries)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks the code used; false when it was used already (single use, also under concurrency). */
  async use(tenantId: string, id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('candidate_code')
      .set({ used_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Anonymisation (issue 17): sign-in codes sent to these addresses go (they only count tries). */
  async deleteForAddresses(tenantId: string, addresses: readonly string[]): Promise<void> {
    if (addresses.length === 0) return;
    await this.db
      .deleteFrom('candidate_code')
      .where('tenant_id', '=', tenantId)
      .where('address', 'in', [...addresses])
      .execute();
  }
}
