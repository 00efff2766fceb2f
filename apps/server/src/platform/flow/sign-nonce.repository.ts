import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class SignNonceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records a sign; false when it was already seen (a replay). Safe under concurrency. */
  async remember(sign: string, expiresAt: number): Promise<boolean> {
    const result = await this.db
      .insertInto('sign_nonce')
      .values({ sign, expires_at: expiresAt })
      .onConflict((oc) => oc.column('sign').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async deleteExpiredBefore(now: number): Promise<void> {
    await this.db.deleteFrom('sign_nonce').where('expires_at', '<', now).execute();
  }
}
