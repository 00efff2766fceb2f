import type { Kysely, Selectable } from 'kysely';
import type { CaptchaTable, Database } from '../../db/schema';

export type CaptchaRow = Selectable<CaptchaTable>;

export class CaptchaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: CaptchaRow): Promise<void> {
    await this.db.insertInto('captcha').values(row).execute();
  }

  async find(id: string): Promise<CaptchaRow | undefined> {
    return this.db.selectFrom('captcha').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Marks the code used if it still is usable; false when another request got there first. */
  async consume(id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('captcha')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteExpiredBefore(time: number): Promise<void> {
    await this.db.deleteFrom('captcha').where('expires_at', '<', time).execute();
  }
}
