import type { Insertable, Kysely, Transaction } from 'kysely';
import { POOL_MESSAGES, type RecruitFromPoolAnswer } from '@ehire/domain/contracts/pools';
import { newId } from '../../db/ids';
import type { ApplicationTable, Database, DegreeLabel } from '../../db/schema';
import { talentSearchColumns } from '../../db/talent-search';
import { errors } from '../../platform/envelope';
import { CandidateImportRepository, type ImportTarget } from '../imports/candidate-import.repository';
import { PublicPoolRepository } from './public-pool.repository';

// 招聘到职位 from 公共人才库 (issue 18 §1): each chosen candidate gets an application with their
// newest résumé in the first step of the job's flow; one who already applied to it is left alone,
// one without a résumé too (an application needs one). The same two halves serve the chosen
// candidates (one transaction) and the `pool-recruit` task over a whole search (one per batch).

/** The job's first step, or 400 职位不存在. */
export async function recruitTarget(db: Kysely<Database>, tenantId: string, jobId: string): Promise<ImportTarget> {
  const target = await new CandidateImportRepository(db).findTarget(tenantId, jobId, null);
  if (!target) throw errors.validation(POOL_MESSAGES.jobNotFound);
  return target;
}

/** What recruiting these candidates writes (read before the transaction). */
export interface RecruitPlan {
  applications: Insertable<ApplicationTable>[];
  alreadyApplied: number;
  /** Candidates of the pool without any résumé: nothing to apply with. */
  withoutResume: number;
}

export async function planRecruit(
  db: Kysely<Database>,
  tenantId: string,
  target: ImportTarget,
  candidateIds: readonly string[],
  now: number,
): Promise<RecruitPlan> {
  const writes = new CandidateImportRepository(db);
  const pool = new PublicPoolRepository(db);
  const candidates = await pool.candidates(tenantId, candidateIds);
  const newest = new Map<string, Awaited<ReturnType<typeof pool.resumes>>[number]>();
  for (const r of await pool.resumes(
    tenantId,
    candidates.map((c) => c.id),
  ))
    if (!newest.has(r.candidate_id)) newest.set(r.candidate_id, r);
  const applied = await writes.candidatesApplied(
    tenantId,
    target.jobId,
    candidates.map((c) => c.id),
  );
  const applications: Insertable<ApplicationTable>[] = [];
  let withoutResume = 0;
  for (const c of candidates) {
    const resume = newest.get(c.id);
    if (applied.has(c.id)) continue;
    if (!resume) {
      withoutResume += 1;
      continue;
    }
    applications.push({
      id: newId(now),
      tenant_id: tenantId,
      candidate_id: c.id,
      resume_id: resume.id,
      job_id: target.jobId,
      flow_id: target.flowId,
      step_id: target.stepId,
      inbox_status: '00',
      score: null,
      is_starred: 0,
      applied_at: now,
      updated_at: now,
      ...talentSearchColumns(c, {
        school: resume.school,
        school_level: resume.school_level,
        degree: resume.degree as DegreeLabel,
        major: resume.major,
        graduation_year: resume.graduation_year,
        region: resume.region,
        source: resume.source,
      }),
    } as Insertable<ApplicationTable>);
  }
  return { applications, alreadyApplied: applied.size, withoutResume };
}

/** Writes a plan's applications and their 从公共人才库加入职位 activity rows. */
export async function writeRecruit(
  trx: Transaction<Database>,
  tenantId: string,
  operatorId: string,
  plan: RecruitPlan,
  now: number,
): Promise<void> {
  const writes = new CandidateImportRepository(trx);
  await writes.insertApplications(trx, plan.applications);
  await writes.insertActivities(
    trx,
    plan.applications.map((a) => ({
      id: newId(now),
      tenant_id: tenantId,
      application_id: a.id as string,
      actor_id: operatorId,
      actor_name: '',
      action: 'recruit',
      detail: '从公共人才库加入职位',
      created_at: now,
    })),
  );
}

export async function recruitFromPool(
  db: Kysely<Database>,
  tenantId: string,
  operator: { id: string },
  input: { candidateIds: string[]; jobId: string },
  now: number,
): Promise<RecruitFromPoolAnswer> {
  const target = await recruitTarget(db, tenantId, input.jobId);
  const plan = await planRecruit(db, tenantId, target, input.candidateIds, now);
  await db.transaction().execute((trx) => writeRecruit(trx, tenantId, operator.id, plan, now));
  return { created: plan.applications.length, alreadyApplied: plan.alreadyApplied };
}
