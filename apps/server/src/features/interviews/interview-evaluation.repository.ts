import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

type Scope = Pick<TenantContext, 'tenantId'>;

/** interview_evaluation: one score and comment per interviewer and invitation (saved again: replaced). */
export class InterviewEvaluationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async save(
    ctx: Scope,
    entry: {
      invitationId: string;
      interviewerId: string;
      interviewerName: string;
      score: number;
      comment: string;
    },
    now: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('interview_evaluation')
        .set({
          score: entry.score,
          comment: entry.comment,
          interviewer_name: entry.interviewerName,
          updated_at: now,
        })
        .where('tenant_id', '=', ctx.tenantId)
        .where('invitation_id', '=', entry.invitationId)
        .where('interviewer_id', '=', entry.interviewerId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return;
      await trx
        .insertInto('interview_evaluation')
        .values({
          id: newId(now),
          tenant_id: ctx.tenantId,
          invitation_id: entry.invitationId,
          interviewer_id: entry.interviewerId,
          interviewer_name: entry.interviewerName,
          score: entry.score,
          comment: entry.comment,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
  }

  ofInvitations(ctx: Scope, invitationIds: readonly string[]) {
    if (invitationIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('interview_evaluation')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('invitation_id', 'in', [...invitationIds])
      .orderBy('created_at')
      .execute();
  }

  /** Anonymisation (issue 17): evaluations of these invitations keep interviewer and score, not the comment. */
  async anonymiseForInvitations(tenantId: string, invitationIds: readonly string[]): Promise<void> {
    if (invitationIds.length === 0) return;
    await this.db
      .updateTable('interview_evaluation')
      .set({ comment: '' })
      .where('tenant_id', '=', tenantId)
      .where('invitation_id', 'in', [...invitationIds])
      .execute();
  }
}
