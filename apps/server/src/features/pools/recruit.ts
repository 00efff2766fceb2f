import type { Insertable, Kysely } from 'kysely';
import { POOL_MESSAGES, type RecruitFromPoolAnswer } from '@ehire/domain/contracts/pools';
import { newId } from '../../db/ids';
import type { ApplicationTable, Database, DegreeLabel } from '../../db/schema';
import { talentSearchColumns } from '../../db/talent-search';
import { errors } from '../../platform/envelope';
import { CandidateImportRepository } from '../imports/candidate-import.repository';
import { PublicPoolRepository } from './public-pool.repository';

// 招聘到职位 from 公共人才库 (issue 18 §1): each chosen candidate gets an application with their
// newest résumé in the first step of the job's flow; one who already applied to it is left alone.

export async function recruitFromPool(
  db: Kysely<Database>,
  tenantId: string,
  operator: { id: string },
  input: { candidateIds: string[]; jobId: string },
  now: number,
): Promise<RecruitFromPoolAnswer> {
  const writes = new CandidateImportRepository(db);
  const pool = new PublicPoolRepository(db);
  const target = await writes.findTarget(tenantId, input.jobId, null);
  if (!target) throw errors.validation(POOL_MESSAGES.jobNotFound);
  const candidates = await pool.candidates(tenantId, input.candidateIds);
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
  for (const c of candidates) {
    const resume = newest.get(c.id);
    if (!resume || applied.has(c.id)) continue;
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
  await db.transaction().execute(async (trx) => {
    await writes.insertApplications(trx, applications);
    await writes.insertActivities(
      trx,
      applications.map((a) => ({
        id: newId(now),
        tenant_id: tenantId,
        application_id: a.id as string,
        actor_id: operator.id,
        actor_name: '',
        action: 'recruit',
        detail: '从公共人才库加入职位',
        created_at: now,
      })),
    );
  });
  return { created: applications.length, alreadyApplied: applied.size };
}
