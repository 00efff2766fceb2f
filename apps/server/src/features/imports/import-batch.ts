import type { Insertable, Transaction } from 'kysely';
import type { DuplicateAction } from '@ehire/domain/contracts/imports';
import { IDENTITY_LABEL } from '@ehire/domain/imports/fields';
import { newId } from '../../db/ids';
import type {
  ApplicationTable,
  CandidateTable,
  Database,
  DegreeLabel,
  ResumeTable,
  SchoolLevel,
} from '../../db/schema';
import { UNIVERSITIES } from '../../db/seed/data/universities';
import { talentSearchColumns } from '../../db/talent-search';
import type { CandidateImportRepository, ImportTarget } from './candidate-import.repository';
import { identityLookup, indexStored, matchStored, type GoodRow } from './import-plan';

// One committed batch of an import (issue 18 §2): the batch's rows are matched against stored
// candidates first (prepareBatch: its counts become the checkpoint written with the batch), then
// new candidates, their resumes (source 导入) and, when a job was chosen, applications in its
// step are written with multi-row inserts in the task's step transaction: everything of the
// batch commits with the checkpoint, or nothing does. A candidate stored by someone else between
// the two (the same mobile applying meanwhile) fails the batch on the unique index, and the
// task's next attempt matches it.

const IMPORT_SOURCE = '导入';
const LEVEL_BY_SCHOOL = new Map<string, SchoolLevel>(UNIVERSITIES.map((u) => [u.name, u.level]));

/** A row that matched a stored candidate, and what was done with it. */
interface DuplicateNote {
  row: number;
  /** Which keys matched: 手机号、邮箱… */
  matchedBy: string;
  outcome: 'skipped' | 'merged' | 'created';
}

interface BatchResult {
  created: number;
  merged: number;
  skipped: number;
  duplicates: DuplicateNote[];
}

export interface BatchContext {
  tenantId: string;
  action: DuplicateAction;
  target: ImportTarget | null;
  fileName: string;
  operator: { id: string; name: string };
  now: number;
}

export interface PreparedBatch {
  result: BatchResult;
  write(trx: Transaction<Database>): Promise<void>;
}

export async function prepareBatch(
  repository: CandidateImportRepository,
  ctx: BatchContext,
  rows: readonly GoodRow[],
): Promise<PreparedBatch> {
  const { tenantId, now } = ctx;
  const stored = indexStored(await repository.findByIdentity(tenantId, identityLookup(rows)));
  const patches: Array<{ candidateId: string; patch: { email?: string; id_number?: string } }> = [];
  const result: BatchResult = { created: 0, merged: 0, skipped: 0, duplicates: [] };
  const candidates: Insertable<CandidateTable>[] = [];
  const resumes: Array<Insertable<ResumeTable> & { person: GoodRow['person'] }> = [];
  const mergedInto: string[] = [];

  for (const { row, person } of rows) {
    const match = matchStored(person, stored);
    let candidateId: string;
    if (match) {
      const matchedBy = match.matchedBy.map((k) => IDENTITY_LABEL[k]).join('、');
      // The mobile is unique per tenant: a row with a stored mobile can only be that person, so
      // 新建 merges it as well (docs/decisions.md, import).
      const merge = ctx.action === 'merge' || (ctx.action === 'create' && match.matchedBy.includes('mobile'));
      if (ctx.action === 'skip') {
        result.skipped += 1;
        result.duplicates.push({ row, matchedBy, outcome: 'skipped' });
        continue;
      }
      if (merge) {
        candidateId = match.candidate.id;
        const patch: { email?: string; id_number?: string } = {};
        if (!match.candidate.email && person.email) patch.email = person.email;
        if (!match.candidate.idNumber && person.idNumber) patch.id_number = person.idNumber;
        if (Object.keys(patch).length) patches.push({ candidateId, patch });
        result.merged += 1;
        mergedInto.push(candidateId);
        result.duplicates.push({ row, matchedBy, outcome: 'merged' });
      } else {
        candidateId = newId(now);
        result.created += 1;
        result.duplicates.push({ row, matchedBy, outcome: 'created' });
      }
    } else {
      candidateId = newId(now);
      result.created += 1;
    }
    if (!match || candidateId !== match.candidate.id) {
      candidates.push({
        id: candidateId,
        tenant_id: tenantId,
        name: person.name,
        gender: person.gender,
        mobile: person.mobile,
        email: person.email,
        id_number: person.idNumber || null,
        birth_date: person.birthDate,
        created_at: now,
      });
    }
    resumes.push({
      id: newId(now),
      tenant_id: tenantId,
      candidate_id: candidateId,
      school: person.school,
      school_level: LEVEL_BY_SCHOOL.get(person.school) ?? '其他',
      major: person.major,
      degree: person.degree as DegreeLabel,
      graduation_year: person.graduationYear,
      region: person.region,
      source: IMPORT_SOURCE,
      answers_json: '{}',
      design_version: null,
      created_at: now,
      updated_at: now,
      person,
    });
  }

  const applications: Insertable<ApplicationTable>[] = [];
  if (ctx.target) {
    const target = ctx.target;
    // A merged person who already applied to the job keeps that application.
    const applied = await repository.candidatesApplied(tenantId, target.jobId, mergedInto);
    for (const resume of resumes) {
      if (applied.has(resume.candidate_id)) continue;
      applied.add(resume.candidate_id);
      const { person } = resume;
      applications.push({
        id: newId(now),
        tenant_id: tenantId,
        candidate_id: resume.candidate_id,
        resume_id: resume.id,
        job_id: target.jobId,
        flow_id: target.flowId,
        step_id: target.stepId,
        inbox_status: '00',
        score: null,
        is_starred: 0,
        applied_at: now,
        updated_at: now,
        ...talentSearchColumns(
          { name: person.name, gender: person.gender, mobile: person.mobile, email: person.email },
          {
            school: resume.school,
            school_level: resume.school_level,
            degree: resume.degree,
            major: resume.major,
            graduation_year: resume.graduation_year,
            region: resume.region,
            source: IMPORT_SOURCE,
          },
        ),
      } as Insertable<ApplicationTable>);
    }
  }
  const activities = applications.map((a) => ({
    id: newId(now),
    tenant_id: tenantId,
    application_id: a.id as string,
    actor_id: ctx.operator.id,
    actor_name: ctx.operator.name,
    action: 'import',
    detail: `从文件「${ctx.fileName}」导入`,
    created_at: now,
  }));
  return {
    result,
    async write(trx) {
      for (const { candidateId, patch } of patches)
        await repository.fillIdentity(trx, tenantId, candidateId, patch);
      await repository.insertCandidates(trx, candidates);
      await repository.insertResumes(
        trx,
        resumes.map(({ person: _person, ...resume }) => resume),
      );
      await repository.insertApplications(trx, applications);
      await repository.insertActivities(trx, activities);
    },
  };
}
