import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';

export interface SourceFailures {
  /** Failures of the account from the source after `since` and after its last success there. */
  count: number;
  lastAt: number | null;
}

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

  /** The account's recent failures from one source address (a success there resets them). */
  async recentFailuresFrom(accountKey: string, ip: string, since: number): Promise<SourceFailures> {
    const lastSuccess = await this.db
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('account_key', '=', accountKey)
      .where('ip', '=', ip)
      .where('succeeded', '=', 1)
      .where('created_at', '>', since)
      .executeTakeFirst();
    const from = Math.max(since, Number(lastSuccess?.at ?? 0));
    const row = await this.db
      .selectFrom('login_attempt')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('created_at').as('last')])
      .where('account_key', '=', accountKey)
      .where('ip', '=', ip)
      .where('succeeded', '=', 0)
      .where('created_at', '>', from)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), lastAt: row.last === null ? null : Number(row.last) };
  }
}
