import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// 公共人才库's labels (issue 18 §1, migration 032): the owner of candidate_label. Adding a label
// a candidate already has changes nothing; removing one they lack neither.

export class CandidateLabelRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs in the caller's transaction (a task's step), or in one of its own. */
  private within<T>(
    trx: Transaction<Database> | undefined,
    work: (trx: Transaction<Database>) => Promise<T>,
  ) {
    return trx ? work(trx) : this.db.transaction().execute(work);
  }

  /** Gives each candidate each label; answers how many candidates gained at least one. */
  async add(
    tenantId: string,
    candidateIds: readonly string[],
    labels: readonly string[],
    at: { now: number; by: string },
    inTransaction?: Transaction<Database>,
  ): Promise<number> {
    if (candidateIds.length === 0 || labels.length === 0) return 0;
    return this.within(inTransaction, async (trx) => {
      const had = await trx
        .selectFrom('candidate_label')
        .select(['candidate_id', 'label'])
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', 'in', [...candidateIds])
        .where('label', 'in', [...labels])
        .execute();
      const present = new Set(had.map((r) => `${r.candidate_id}\u0000${r.label}`));
      const rows = candidateIds.flatMap((candidate_id) =>
        labels
          .filter((label) => !present.has(`${candidate_id}\u0000${label}`))
          .map((label) => ({
            tenant_id: tenantId,
            candidate_id,
            label,
            created_at: at.now,
            created_by: at.by,
          })),
      );
      if (rows.length) await trx.insertInto('candidate_label').values(rows).execute();
      return new Set(rows.map((r) => r.candidate_id)).size;
    });
  }

  /** Takes the labels off the candidates; answers how many candidates lost at least one. */
  async remove(
    tenantId: string,
    candidateIds: readonly string[],
    labels: readonly string[],
    inTransaction?: Transaction<Database>,
  ): Promise<number> {
    if (candidateIds.length === 0 || labels.length === 0) return 0;
    return this.within(inTransaction, async (trx) => {
      const had = await trx
        .selectFrom('candidate_label')
        .select('candidate_id')
        .distinct()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', 'in', [...candidateIds])
        .where('label', 'in', [...labels])
        .execute();
      if (had.length === 0) return 0;
      await trx
        .deleteFrom('candidate_label')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', 'in', [...candidateIds])
        .where('label', 'in', [...labels])
        .execute();
      return had.length;
    });
  }

  /** The labels of these candidates, by candidate, in name order. */
  async labelsOf(tenantId: string, candidateIds: readonly string[]): Promise<Map<string, string[]>> {
    const byCandidate = new Map<string, string[]>();
    if (candidateIds.length === 0) return byCandidate;
    const rows = await this.db
      .selectFrom('candidate_label')
      .select(['candidate_id', 'label'])
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', 'in', [...candidateIds])
      .orderBy('label')
      .execute();
    for (const r of rows) {
      const list = byCandidate.get(r.candidate_id) ?? [];
      list.push(r.label);
      byCandidate.set(r.candidate_id, list);
    }
    return byCandidate;
  }
}
