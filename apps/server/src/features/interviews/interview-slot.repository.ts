import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, InterviewSlotTable } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

export type SlotRow = Selectable<InterviewSlotTable>;
export interface SlotWithInterviewers extends SlotRow {
  interviewerIds: string[];
}
type Scope = Pick<TenantContext, 'tenantId'>;

/**
 * interview_slot and its interviewers (interview_slot_interviewer, owned here: a slot's
 * interviewers are written and read with it). Seats change only through takeSeats/releaseSeats,
 * conditional updates on the booked counter that never pass capacity under concurrency.
 */
export class InterviewSlotRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertMany(
    slots: readonly (Insertable<InterviewSlotTable> & { interviewerIds: readonly string[] })[],
    db: Kysely<Database>,
  ): Promise<void> {
    for (let at = 0; at < slots.length; at += 200) {
      const chunk = slots.slice(at, at + 200);
      await db
        .insertInto('interview_slot')
        .values(chunk.map(({ interviewerIds: _ignored, ...row }) => row))
        .execute();
      const people = chunk.flatMap((slot) =>
        [...new Set(slot.interviewerIds)].map((operatorId) => ({
          tenant_id: slot.tenant_id,
          slot_id: slot.id,
          operator_id: operatorId,
          date: slot.date,
        })),
      );
      if (people.length) await db.insertInto('interview_slot_interviewer').values(people).execute();
    }
  }

  private async withInterviewers(
    ctx: Scope,
    rows: SlotRow[],
    db: Kysely<Database>,
  ): Promise<SlotWithInterviewers[]> {
    const ids = rows.map((row) => row.id);
    const people: { slot_id: string; operator_id: string }[] = [];
    for (let at = 0; at < ids.length; at += 500) {
      people.push(
        ...(await db
          .selectFrom('interview_slot_interviewer')
          .select(['slot_id', 'operator_id'])
          .where('tenant_id', '=', ctx.tenantId)
          .where('slot_id', 'in', ids.slice(at, at + 500))
          .execute()),
      );
    }
    const bySlot = new Map<string, string[]>();
    for (const p of people) bySlot.set(p.slot_id, [...(bySlot.get(p.slot_id) ?? []), p.operator_id]);
    return rows.map((row) => ({ ...row, interviewerIds: bySlot.get(row.id) ?? [] }));
  }

  async ofArrangement(ctx: Scope, arrangementId: string, db: Kysely<Database> = this.db) {
    const rows = await db
      .selectFrom('interview_slot')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('arrangement_id', '=', arrangementId)
      .orderBy('date')
      .orderBy('start_time')
      .orderBy('room')
      .execute();
    return this.withInterviewers(ctx, rows, db);
  }

  /** Every slot of the tenant on these dates, with its arrangement's site (for overlap checks). */
  async onDates(ctx: Scope, dates: readonly string[], db: Kysely<Database> = this.db) {
    if (dates.length === 0) return [];
    const rows = await db
      .selectFrom('interview_slot as s')
      .innerJoin('interview_arrangement as a', (j) =>
        j.onRef('a.tenant_id', '=', 's.tenant_id').onRef('a.id', '=', 's.arrangement_id'),
      )
      .selectAll('s')
      .select('a.site_id')
      .where('s.tenant_id', '=', ctx.tenantId)
      .where('s.date', 'in', [...dates])
      .execute();
    return (await this.withInterviewers(ctx, rows, db)) as (SlotWithInterviewers & { site_id: string })[];
  }

  async find(ctx: Scope, id: string, db: Kysely<Database> = this.db) {
    const row = await db
      .selectFrom('interview_slot')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? (await this.withInterviewers(ctx, [row], db))[0] : undefined;
  }

  /**
   * Takes `seats` seats of an open slot at once: true when taken, false when the slot is full,
   * closed or gone. One conditional UPDATE, so concurrent bookers can never pass capacity.
   */
  async takeSeats(ctx: Scope, id: string, seats: number, db: Kysely<Database>): Promise<boolean> {
    const result = await db
      .updateTable('interview_slot')
      .set({ booked: sql<number>`booked + ${seats}` })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .where('closed', '=', 0)
      .where(sql<boolean>`booked + ${seats} <= capacity`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async releaseSeats(ctx: Scope, id: string, seats: number, db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('interview_slot')
      .set({ booked: sql<number>`booked - ${seats}` })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .where('booked', '>=', seats)
      .execute();
  }

  async setClosed(ctx: Scope, id: string, closed: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('interview_slot')
      .set({ closed: closed ? 1 : 0 })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes an empty slot; false when someone booked it meanwhile. */
  async deleteEmpty(ctx: Scope, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('interview_slot')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .where('booked', '=', 0)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** The calendar's rows: every slot between two dates with its arrangement (index interview_slot_date_idx). */
  calendarRows(ctx: Scope, from: string, to: string) {
    return this.db
      .selectFrom('interview_slot as s')
      .innerJoin('interview_arrangement as a', (j) =>
        j.onRef('a.tenant_id', '=', 's.tenant_id').onRef('a.id', '=', 's.arrangement_id'),
      )
      .select([
        's.date',
        's.start_time',
        's.end_time',
        's.room',
        's.booked',
        's.capacity',
        'a.id as arrangement_id',
        'a.title',
        'a.kind',
        'a.site_id',
        'a.job_id',
      ])
      .where('s.tenant_id', '=', ctx.tenantId)
      .where('s.date', '>=', from)
      .where('s.date', '<=', to)
      .execute();
  }

  /** Slot ids an operator interviews in on a date. */
  async ofInterviewer(ctx: Scope, operatorId: string, date: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('interview_slot_interviewer')
      .select('slot_id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('operator_id', '=', operatorId)
      .where('date', '=', date)
      .execute();
    return rows.map((row) => row.slot_id);
  }

  async byIds(ctx: Scope, ids: readonly string[], db: Kysely<Database> = this.db) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('interview_slot')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', 'in', [...ids])
      .execute();
    return this.withInterviewers(ctx, rows, db);
  }

  /** Slot count, seats and booked seats per arrangement of the tenant. */
  totals(ctx: Scope) {
    return this.db
      .selectFrom('interview_slot')
      .select([
        'arrangement_id',
        (eb) => eb.fn.countAll<number>().as('slots'),
        (eb) => eb.fn.sum<number>('capacity').as('capacity'),
        (eb) => eb.fn.sum<number>('booked').as('booked'),
      ])
      .where('tenant_id', '=', ctx.tenantId)
      .groupBy('arrangement_id')
      .execute();
  }
}
