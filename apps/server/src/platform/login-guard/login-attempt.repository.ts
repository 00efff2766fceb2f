import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';

export class LoginAttemptRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(accountKey: string, ip: string, succeeded: boolean, now: number): Promise<void> {
    await this.db
      .insertInto('login_attempt')
      .values({
        id: newId(now),
        account_key: accountKey,
        ip,
        succeeded: succeeded ? 1 : 0,
        created_at: now,
      })
      .execute();
  }

  /** Failures of the account after `since` and after its last success in that window. */
  async countRecentFailures(accountKey: string, since: number): Promise<number> {
    const lastSuccess = await this.db
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('account_key', '=', accountKey)
      .where('succeeded', '=', 1)
      .where('created_at', '>', since)
      .executeTakeFirst();
    const from = Math.max(since, Number(lastSuccess?.at ?? 0));
    const row = await this.db
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('account_key', '=', accountKey)
      .where('succeeded', '=', 0)
      .where('created_at', '>', from)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
