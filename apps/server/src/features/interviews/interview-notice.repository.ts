import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../flow/db-errors';

export interface NoticeKey {
  tenantId: string;
  invitationId: string;
  purpose: string;
  sequence: number;
  channel: 'email' | 'sms';
  recipient: string;
}

/**
 * interview_notice: the record of each send, written BEFORE the send. A retried or taken-over
 * task finds the record and does not send again (at most once per recipient and version).
 */
export class InterviewNoticeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** True when this call recorded the send (go ahead); false when it was recorded before. */
  async claim(key: NoticeKey, now: number, db: Kysely<Database> = this.db): Promise<boolean> {
    try {
      await db
        .insertInto('interview_notice')
        .values({
          id: newId(now),
          tenant_id: key.tenantId,
          invitation_id: key.invitationId,
          purpose: key.purpose,
          sequence: key.sequence,
          channel: key.channel,
          recipient: key.recipient,
          status: 'sending',
          error: '',
          created_at: now,
          updated_at: now,
        })
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async finish(key: NoticeKey, status: 'sent' | 'failed', error: string, now: number): Promise<void> {
    await this.db
      .updateTable('interview_notice')
      .set({ status, error: error.slice(0, 500), updated_at: now })
      .where('tenant_id', '=', key.tenantId)
      .where('invitation_id', '=', key.invitationId)
      .where('purpose', '=', key.purpose)
      .where('sequence', '=', key.sequence)
      .where('channel', '=', key.channel)
      .where('recipient', '=', key.recipient)
      .execute();
  }

  ofInvitation(tenantId: string, invitationId: string) {
    return this.db
      .selectFrom('interview_notice')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('invitation_id', '=', invitationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Anonymisation (issue 17): notices of these invitations keep purpose, channel and status, not the address. */
  async anonymiseForInvitations(tenantId: string, invitationIds: readonly string[]): Promise<void> {
    if (invitationIds.length === 0) return;
    await this.db
      .updateTable('interview_notice')
      .set({ recipient: '' })
      .where('tenant_id', '=', tenantId)
      .where('invitation_id', 'in', [...invitationIds])
      .execute();
  }
}
