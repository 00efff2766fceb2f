import { sql, type Kysely, type SqlBool } from 'kysely';
import { contactKey, type CandidateContact } from '@ehire/domain/contracts/candidate-auth';
import type { Database } from '../../db/schema';

// Read-only: what a notice needs to know about its recipients and its sender, from the
// application, candidate, job, flow step, tenant and operator tables of other features.

export interface NoticeRecipient {
  applicationId: string;
  candidateId: string;
  candidateName: string;
  email: string;
  mobile: string;
  jobId: string;
  jobName: string;
  stepName: string;
}

export interface NoticeSender {
  operatorName: string;
  email: string;
  mobile: string;
  companyName: string;
  memberName: string;
}

export class NoticeRecipientRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The applications of the tenant among `ids` (unknown or foreign ids are left out). */
  async recipients(tenantId: string, ids: readonly string[]): Promise<Map<string, NoticeRecipient>> {
    const found = new Map<string, NoticeRecipient>();
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = await this.db
        .selectFrom('application as a')
        .innerJoin('candidate as c', (j) =>
          j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
        )
        .innerJoin('job as j', (j) =>
          j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
        )
        .leftJoin('flow_step as s', (j) =>
          j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
        )
        .select([
          'a.id',
          'c.id as candidate_id',
          'c.name',
          'c.email',
          'c.mobile',
          'j.id as job_id',
          'j.name_cn',
          's.name as step_name',
        ])
        .where('a.tenant_id', '=', tenantId)
        .where('a.id', 'in', chunk)
        .execute();
      for (const r of rows) {
        found.set(r.id, {
          applicationId: r.id,
          candidateId: r.candidate_id,
          candidateName: r.name,
          email: r.email.trim(),
          mobile: r.mobile.trim(),
          jobId: r.job_id,
          jobName: r.name_cn,
          stepName: r.step_name ?? '',
        });
      }
    }
    return found;
  }

  async sender(tenantId: string, operatorId: string): Promise<NoticeSender> {
    const row = await this.db
      .selectFrom('tenant as t')
      .leftJoin('operator as o', (j) => j.onRef('o.tenant_id', '=', 't.id').on('o.id', '=', operatorId))
      .select(['t.name', 't.member_name', 'o.display_name', 'o.email', 'o.mobile'])
      .where('t.id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return {
      operatorName: row.display_name ?? '系统',
      email: (row.email ?? '').trim(),
      mobile: (row.mobile ?? '').trim(),
      companyName: row.name,
      memberName: row.member_name,
    };
  }

  /** The applications a signed-in candidate submitted (same rule as 我的投递). */
  async applicationIdsOf(tenantId: string, contact: CandidateContact): Promise<string[]> {
    const key = contactKey(contact);
    const owned =
      contact.channel === 'mobile'
        ? sql<SqlBool>`(applicant_contact = ${key} or (applicant_contact is null and mobile = ${contact.address}))`
        : sql<SqlBool>`applicant_contact = ${key}`;
    const rows = await this.db
      .selectFrom('application')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where(owned)
      .execute();
    return rows.map((r) => r.id);
  }
}
