import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ApplicationTable, CandidateTable, Database, ResumeTable } from '../../db/schema';

// The SQL of the résumé import (issue 18 §2): finding stored candidates by their identity keys a
// batch at a time (one indexed IN lookup per key, never an OR across columns), and writing one
// batch's candidates, resumes and applications with multi-row inserts inside the task's step
// transaction. The tenant comes from the task, never from the file.

type Db = Kysely<Database> | Transaction<Database>;

export interface StoredIdentity {
  id: string;
  mobile: string;
  email: string;
  idNumber: string | null;
}

export interface ImportTarget {
  jobId: string;
  /** The job's name (名称), for task summaries. */
  jobName: string;
  flowId: string;
  stepId: string;
}

/** Multi-row inserts of 500 rows × ≤ 14 columns stay far below SQLite's 32,766 bound parameters. */
const INSERT_CHUNK = 500;

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

export class CandidateImportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stored candidates having any of these mobiles, emails or ID numbers. */
  async findByIdentity(
    tenantId: string,
    keys: { mobiles: string[]; emails: string[]; idNumbers: string[] },
  ): Promise<StoredIdentity[]> {
    const found = new Map<string, StoredIdentity>();
    const lookups: Array<['mobile' | 'email' | 'id_number', string[]]> = [
      ['mobile', keys.mobiles],
      ['email', keys.emails],
      ['id_number', keys.idNumbers],
    ];
    for (const [column, values] of lookups) {
      if (values.length === 0) continue;
      const rows = await this.db
        .selectFrom('candidate')
        .select(['id', 'mobile', 'email', 'id_number', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where(column, 'in', values)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      for (const row of rows)
        found.set(row.id, { id: row.id, mobile: row.mobile, email: row.email, idNumber: row.id_number });
    }
    return [...found.values()];
  }

  /** The job and the flow step imported candidates enter (its first step when stepId is null). */
  async findTarget(tenantId: string, jobId: string, stepId: string | null): Promise<ImportTarget | null> {
    const job = await this.db
      .selectFrom('job')
      .select(['id', 'flow_id', 'name_cn'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', jobId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!job) return null;
    let step = this.db
      .selectFrom('flow_step')
      .select(['id'])
      .where('tenant_id', '=', tenantId)
      .where('flow_id', '=', job.flow_id);
    step = stepId === null ? step.orderBy('sort') : step.where('id', '=', stepId);
    const found = await step.executeTakeFirst();
    return found ? { jobId: job.id, jobName: job.name_cn, flowId: job.flow_id, stepId: found.id } : null;
  }

  /** Candidates (of this batch's merges) that already applied to the job. */
  async candidatesApplied(tenantId: string, jobId: string, candidateIds: string[]): Promise<Set<string>> {
    if (candidateIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('application')
      .select(['candidate_id'])
      .where('tenant_id', '=', tenantId)
      .where('job_id', '=', jobId)
      .where('candidate_id', 'in', candidateIds)
      .execute();
    return new Set(rows.map((r) => r.candidate_id));
  }

  async insertCandidates(trx: Db, rows: Insertable<CandidateTable>[]): Promise<void> {
    await insertChunks(rows, (chunk) => trx.insertInto('candidate').values(chunk).execute());
  }

  /** Fills the email / ID number a merged candidate lacked (stored values are kept). */
  async fillIdentity(
    trx: Db,
    tenantId: string,
    candidateId: string,
    patch: { email?: string; id_number?: string },
  ): Promise<void> {
    await trx
      .updateTable('candidate')
      .set(patch)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', candidateId)
      .execute();
  }

  async insertResumes(trx: Db, rows: Insertable<ResumeTable>[]): Promise<void> {
    await insertChunks(rows, (chunk) => trx.insertInto('resume').values(chunk).execute());
  }

  async insertApplications(trx: Db, rows: Insertable<ApplicationTable>[]): Promise<void> {
    await insertChunks(rows, (chunk) => trx.insertInto('application').values(chunk).execute());
  }

  async insertActivities(trx: Db, rows: Insertable<Database['application_activity']>[]): Promise<void> {
    await insertChunks(rows, (chunk) => trx.insertInto('application_activity').values(chunk).execute());
  }
}
