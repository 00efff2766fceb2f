import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, InterviewInvitationTable } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

export type InvitationRow = Selectable<InterviewInvitationTable>;
type Scope = Pick<TenantContext, 'tenantId'>;

/** interview_invitation: one candidate (application) invited to one arrangement, and the booking. */
export class InterviewInvitationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertMany(
    rows: readonly Insertable<InterviewInvitationTable>[],
    db: Kysely<Database>,
  ): Promise<void> {
    for (let at = 0; at < rows.length; at += 200) {
      await db
        .insertInto('interview_invitation')
        .values(rows.slice(at, at + 200))
        .execute();
    }
  }

  find(ctx: Scope, id: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('interview_invitation')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  byIds(ctx: Scope, ids: readonly string[], db: Kysely<Database> = this.db) {
    if (ids.length === 0) return Promise.resolve([] as InvitationRow[]);
    return db
      .selectFrom('interview_invitation')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  findByToken(ctx: Scope, tokenHash: string) {
    return this.db
      .selectFrom('interview_invitation')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  ofArrangement(ctx: Scope, arrangementId: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('interview_invitation')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('arrangement_id', '=', arrangementId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  ofApplication(ctx: Scope, applicationId: string) {
    return this.db
      .selectFrom('interview_invitation')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('application_id', '=', applicationId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  ofSlots(ctx: Scope, slotIds: readonly string[]) {
    if (slotIds.length === 0) return Promise.resolve([] as InvitationRow[]);
    return this.db
      .selectFrom('interview_invitation')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('slot_id', 'in', [...slotIds])
      .execute();
  }

  /** Already invited to the arrangement, of these applications. */
  async invitedAmong(
    ctx: Scope,
    arrangementId: string,
    applicationIds: readonly string[],
    db: Kysely<Database>,
  ) {
    const rows = await db
      .selectFrom('interview_invitation')
      .select('application_id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('arrangement_id', '=', arrangementId)
      .where('application_id', 'in', [...applicationIds])
      .execute();
    return rows.map((row) => row.application_id);
  }

  /**
   * Moves the booking from `expect` (the slot and status read before) to a new slot and status,
   * bumping the .ics sequence. False when another request changed it in between.
   */
  async moveBooking(
    ctx: Scope,
    id: string,
    expect: { slotId: string | null; status: string },
    next: { slotId: string | null; status: string; now: number },
    db: Kysely<Database>,
  ): Promise<boolean> {
    let query = db
      .updateTable('interview_invitation')
      .set({
        slot_id: next.slotId,
        status: next.status,
        sequence: sql<number>`sequence + 1`,
        updated_at: next.now,
      })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .where('status', '=', expect.status);
    query =
      expect.slotId === null
        ? query.where('slot_id', 'is', null)
        : query.where('slot_id', '=', expect.slotId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** An arrangement changed: every live invitation of it gets a new .ics version. */
  async bumpArrangement(ctx: Scope, arrangementId: string, now: number, db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('interview_invitation')
      .set({ sequence: sql<number>`sequence + 1`, updated_at: now })
      .where('tenant_id', '=', ctx.tenantId)
      .where('arrangement_id', '=', arrangementId)
      .where('status', 'not in', ['03', '06'])
      .execute();
  }

  async countByArrangement(ctx: Scope) {
    return this.db
      .selectFrom('interview_invitation')
      .select(['arrangement_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', ctx.tenantId)
      .where('status', '!=', '06')
      .groupBy('arrangement_id')
      .execute();
  }

  /**
   * Anonymisation (issue 17): the invitations of these applications lose their free-text note;
   * status, slot and times stay. Answers their ids (evaluations and notices follow).
   */
  async anonymiseForApplications(tenantId: string, applicationIds: readonly string[]): Promise<string[]> {
    if (applicationIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('interview_invitation')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('application_id', 'in', [...applicationIds])
      .execute();
    await this.db
      .updateTable('interview_invitation')
      .set({ note: '' })
      .where('tenant_id', '=', tenantId)
      .where('application_id', 'in', [...applicationIds])
      .execute();
    return rows.map((r) => r.id);
  }
}
