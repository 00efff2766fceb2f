import { DATA_RETENTION_MESSAGES } from '@ehire/domain/settings/data-retention';
import type { Kysely, Transaction } from 'kysely';
import { isStageType, STAGE, type StageType } from '@ehire/domain/codes/stages';
import type { ApplyAnswer, ApplyFields, MyApplication } from '@ehire/domain/contracts/talent';
import { FILE_PURPOSE, type FilePurpose } from '@ehire/domain/contracts/files';
import { isAttachmentAnswer } from '@ehire/domain/resume-design/form-answers';
import {
  CANDIDATE_AUTH_MESSAGE,
  contactKey,
  type CandidateContact,
} from '@ehire/domain/contracts/candidate-auth';
import { candidateStatusName, canWithdraw, decide } from '@ehire/domain/talent/transitions';
import type { z } from 'zod';
import type { ApplyRequest as ApplyRequestSchema } from '@ehire/domain/contracts/talent';
import { newId } from '../../db/ids';
import type { Database, SchoolLevel } from '../../db/schema';
import { refreshTalentSearch } from '../../db/talent-search';
import { UNIVERSITIES } from '../../db/seed/data/universities';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import * as applications from '../applications/application.repository';
import { FlowRepository } from '../flow/flow.repository';
import { JobsRepository } from '../jobs/jobs.repository';
import * as candidates from '../talent/candidate.repository';
import { isUniqueViolation } from '../flow/db-errors';
import type { StoredFileInfo } from '../../platform/files/file.service';
import { chinaDate } from '@ehire/domain/text/date-format';

// Applying from the careers site (issue 6 §2), public: the tenant comes from the member name in
// the path. One transaction creates or reuses the candidate (same mobile, email or ID number
// within the tenant; the match is recorded in candidate_merge), stores a new resume with the
// answers against the tenant's online design version, and the application at the first step of
// the job's flow in 待筛选 (00). Afterwards smart rules and delivery forwarding run (hooks).
//
// Applying, listing and withdrawing need the candidate's verified contact (a mobile number or an
// email address proven by a one-time code, features/candidate-auth). The dedup above is the
// recruiter's view of people and never grants access: each application records the contact that
// submitted it, and a candidate sees and withdraws exactly those (plus, for a verified mobile,
// the applications without a recorded contact whose candidate has that mobile: older ones and
// those not submitted by the candidate). Threat model: docs/candidate-identity.md.

type Db = Kysely<Database>;
type ApplyInput = z.infer<typeof ApplyRequestSchema>;

export const APPLY_MESSAGES = {
  jobNotFound: '职位不存在或已下线',
  alreadyApplied: '您已投递过该职位，请勿重复投递',
  noStep: '该职位暂不能投递',
  applicationNotFound: '投递不存在',
  answersTooLarge: '简历内容过大',
  attachmentGone: '附件已失效，请重新上传',
  attachmentRepeated: '同一附件不能重复提交',
  submitted: '投递成功',
  withdrawn: '已撤回投递',
} as const;

/** The tenant's online resume design (design-check.ts). */
export interface OnlineResumeDesign {
  version: number;
  /**
   * Validates and normalises the answers and derives the application's system fields from them:
   * the zh-CN problems, or what to store.
   */
  check(
    answers: Record<string, unknown>,
  ): { ok: false; issues: string[] } | { ok: true; answers: Record<string, unknown>; fields: ApplyFields };
}

export interface ApplyHooks {
  /**
   * The online design of a tenant: the answers are checked against it and the person's system
   * fields derived from them (issue 13 §2), so there is no apply without it.
   */
  onlineDesign: (tenantId: string) => Promise<OnlineResumeDesign>;
  /** Called after the application is committed (referral, smart rules). */
  afterApply?: (tenantId: string, applicationId: string, ref: string | null) => Promise<void>;
  /**
   * Outbox: asked before the transaction (it may read); what it answers runs inside the
   * transaction that stores the application (e.g. queues the forwarding task), so both commit
   * together or neither does.
   */
  outbox?: (
    tenantId: string,
    jobId: string,
  ) => Promise<((trx: Transaction<Database>, applicationId: string) => Promise<void>) | null>;
  /** The uploaded files attachments refer to; without it an apply with attachments is refused. */
  files?: ApplyFiles;
  /** The tenant's consent text ('' for none); a non-empty one must be accepted (issue 17). */
  consentText?: (tenantId: string) => Promise<string>;
}

const LEVEL_BY_SCHOOL = new Map<string, SchoolLevel>(UNIVERSITIES.map((u) => [u.name, u.level]));
const MAX_ANSWERS_JSON = 200_000;

/** The form's uploaded files (platform/files FileService): read them, and claim them on apply. */
interface ApplyFiles {
  findMany(tenantId: string, ids: readonly string[]): Promise<StoredFileInfo[]>;
  claim(
    db: Kysely<Database> | null,
    tenantId: string,
    ids: readonly string[],
    purpose: FilePurpose,
  ): Promise<number>;
}

interface AttachedFile {
  field: string;
  file: StoredFileInfo;
}

const EMPTY_BLOB = new Uint8Array(0);

/**
 * The answers with each uploaded file described as the server stored it (name and size), so the
 * design's format and size checks (DESVAL-060..064) judge the real file, not what the page said.
 */
function withStoredFileFacts(answers: Record<string, unknown>, attached: readonly AttachedFile[]) {
  if (attached.length === 0) return answers;
  const byId = new Map(attached.map((a) => [a.file.id, a.file]));
  const describe = (value: unknown) => {
    const file = isAttachmentAnswer(value) ? byId.get(value.fileId) : undefined;
    return file ? { ...(value as object), name: file.name, size: file.size } : value;
  };
  return Object.fromEntries(
    Object.entries(answers).map(([modId, sections]) => [
      modId,
      Array.isArray(sections)
        ? sections.map((section: unknown) =>
            section && typeof section === 'object' && !Array.isArray(section)
              ? Object.fromEntries(Object.entries(section).map(([colId, value]) => [colId, describe(value)]))
              : section,
          )
        : sections,
    ]),
  );
}

export class ApplyService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hooks: ApplyHooks,
  ) {}

  /**
   * The uploads the attachments name: live résumé attachments of this tenant uploaded by the same
   * verified contact (another candidate's file id is as good as unknown). Whether each is still
   * unused is settled by the claim inside the apply's transaction, so a retried submit (submitKey)
   * of files its first run already claimed still reaches its replay answer.
   */
  private async attachedFiles(
    tenantId: string,
    attachments: ApplyInput['attachments'],
    applicant: string,
  ): Promise<AttachedFile[]> {
    if (attachments.length === 0) return [];
    const ids = attachments.map((a) => a.fileId);
    if (new Set(ids).size !== ids.length) throw errors.validation(APPLY_MESSAGES.attachmentRepeated);
    const found = new Map((await (this.hooks.files?.findMany(tenantId, ids) ?? [])).map((f) => [f.id, f]));
    return attachments.map(({ field, fileId }) => {
      const file = found.get(fileId);
      const usable = file && file.purpose === FILE_PURPOSE.resumeAttachment && file.uploadedBy === applicant;
      if (!usable) throw errors.validation(APPLY_MESSAGES.attachmentGone);
      return { field, file };
    });
  }

  async apply(
    tenantId: string,
    jobId: string,
    input: ApplyInput,
    contact: CandidateContact,
  ): Promise<ApplyAnswer & { merged: boolean }> {
    if (!input.consentAccepted && (await this.hooks.consentText?.(tenantId)))
      throw errors.validation(DATA_RETENTION_MESSAGES.consentRequired);
    const applicant = contactKey(contact);
    const now = this.clock.now();
    const today = chinaDate(now);
    const job = await new JobsRepository(this.db).openJob(tenantId, jobId, today);
    if (!job) throw errors.notFound(APPLY_MESSAGES.jobNotFound);
    const flowRows = new FlowRepository(this.db);
    const [firstStep] = await flowRows.steps(this.db, tenantId, job.flow_id);
    if (!firstStep) throw errors.business(APPLY_MESSAGES.noStep);

    const attached = await this.attachedFiles(tenantId, input.attachments, applicant);
    const design = await this.hooks.onlineDesign(tenantId);
    const checked = design.check(withStoredFileFacts(input.answers, attached));
    if (!checked.ok) throw errors.validation(checked.issues[0] ?? '简历填写不完整');
    // Everything stored about the person comes from the answers just checked (issue 13 §2).
    const { answers, fields: person } = checked;
    const designVersion = design.version;
    // The verified contact must be the answers' own mobile or email: a session proves one
    // number, it cannot vouch for another.
    const answeredContact = contact.channel === 'mobile' ? person.mobile : person.email.toLowerCase();
    if (answeredContact !== contact.address) {
      throw errors.validation(
        contact.channel === 'mobile'
          ? CANDIDATE_AUTH_MESSAGE.mobileMismatch
          : CANDIDATE_AUTH_MESSAGE.emailMismatch,
      );
    }
    const answersJson = JSON.stringify(answers);
    if (answersJson.length > MAX_ANSWERS_JSON) throw errors.validation(APPLY_MESSAGES.answersTooLarge);

    const applicationId = newId(now);
    const inTransaction = (await this.hooks.outbox?.(tenantId, job.id)) ?? null;
    const submitKey = input.submitKey ?? null;
    let merged = false;
    let replayOf: string | null = null;
    // Two first applications of one person at the same moment: one inserts the candidate (the
    // mobile is unique per tenant) or the application (unique per candidate and job), the
    // other's insert fails. It runs again and then finds the stored person, answering as any
    // later application does (您已投递过…, or the same answer for a retried submit).
    for (let attempt = 1; ; attempt++) {
      try {
        merged = false;
        replayOf = null;
        await this.db.transaction().execute(async (trx) => {
          // Dedup: the same mobile, email or ID number within the tenant is the same person. One
          // indexed lookup per key (an OR over three columns would scan the tenant's candidates).
          const lookup = (column: 'mobile' | 'email' | 'id_number', value: string) =>
            candidates.candidatesBy(trx, tenantId, column, value);
          const found = [
            ...(await lookup('mobile', person.mobile)),
            ...(person.email ? await lookup('email', person.email) : []),
            ...(person.idNumber ? await lookup('id_number', person.idNumber.toUpperCase()) : []),
          ];
          const matches = [...new Map(found.map((c) => [c.id, c])).values()].sort(
            (a, b) => Number(a.created_at) - Number(b.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
          );
          let existing: (typeof matches)[number] | undefined =
            matches.find((c) => c.mobile === person.mobile) ??
            matches.find((c) => person.idNumber && c.id_number === person.idNumber.toUpperCase()) ??
            matches[0];
          if (existing) {
            const clash = await applications.applicationOfCandidateForJob(trx, tenantId, existing.id, job.id);
            // The same person applying twice is refused. A record matched only by email or ID
            // number that already applied here was someone else's submission: this one gets its
            // own candidate rather than a refusal that would tell the submitter about the record.
            // (The mobile is unique per tenant, so a clash on the form's mobile is always refused.)
            if (clash && (clash.applicant_contact === applicant || existing.mobile === person.mobile)) {
              // The same submit again (its answer was lost): the application it made, not an error.
              if (
                submitKey !== null &&
                clash.applicant_contact === applicant &&
                clash.submit_key === submitKey
              ) {
                replayOf = clash.id;
                return;
              }
              throw errors.business(APPLY_MESSAGES.alreadyApplied);
            }
            if (clash) existing = undefined;
          }
          let candidateId: string;
          if (existing) {
            merged = true;
            candidateId = existing.id;
            const matchedBy = [
              existing.mobile === person.mobile ? 'mobile' : '',
              person.email && existing.email === person.email ? 'email' : '',
              person.idNumber && existing.id_number === person.idNumber.toUpperCase() ? 'id_number' : '',
            ].filter(Boolean);
            const changes: Record<string, { stored: string | null; submitted: string }> = {};
            if (existing.name !== person.name)
              changes.name = { stored: existing.name, submitted: person.name };
            if (existing.mobile !== person.mobile)
              changes.mobile = { stored: existing.mobile, submitted: person.mobile };
            if (person.email && existing.email !== person.email)
              changes.email = { stored: existing.email, submitted: person.email };
            // Fill what the stored person lacks; identity values already stored are kept.
            const patch: { email?: string; id_number?: string } = {};
            if (!existing.email && person.email) patch.email = person.email;
            if (!existing.id_number && person.idNumber) patch.id_number = person.idNumber.toUpperCase();
            if (Object.keys(patch).length) await candidates.patchCandidate(trx, tenantId, candidateId, patch);
            await candidates.insertCandidateMerge(trx, {
              id: newId(now),
              tenant_id: tenantId,
              candidate_id: candidateId,
              application_id: applicationId,
              matched_by: matchedBy.join(','),
              changes_json: JSON.stringify(changes),
              created_at: now,
            });
          } else {
            candidateId = newId(now);
            await candidates.insertCandidate(trx, {
              id: candidateId,
              tenant_id: tenantId,
              name: person.name,
              gender: person.gender,
              mobile: person.mobile,
              email: person.email,
              id_number: person.idNumber ? person.idNumber.toUpperCase() : null,
              birth_date: person.birthDate,
              created_at: now,
            });
          }
          const resumeId = newId(now);
          await candidates.insertResume(trx, {
            id: resumeId,
            tenant_id: tenantId,
            candidate_id: candidateId,
            school: person.school,
            school_level: LEVEL_BY_SCHOOL.get(person.school) ?? '其他',
            major: person.major,
            degree: person.degree,
            graduation_year: person.graduationYear,
            region: person.region,
            source: input.ref ? '内推' : '官网',
            answers_json: answersJson,
            design_version: designVersion,
            created_at: now,
            updated_at: now,
          });
          if (attached.length > 0) {
            // Claimed in this transaction: a file belongs to one application only, and a
            // concurrent apply with the same file finds it claimed and is refused.
            const ids = attached.map((a) => a.file.id);
            const claimed = await this.hooks.files?.claim(trx, tenantId, ids, FILE_PURPOSE.resumeAttachment);
            if (claimed !== ids.length) throw errors.validation(APPLY_MESSAGES.attachmentGone);
          }
          for (const { field, file } of attached) {
            await candidates.insertResumeAttachment(trx, {
              id: newId(now),
              tenant_id: tenantId,
              resume_id: resumeId,
              field,
              file_name: file.name,
              mime_type: file.contentType,
              size: file.size,
              content: EMPTY_BLOB,
              file_id: file.id,
              created_at: now,
            });
          }
          await applications.insertApplication(trx, {
            id: applicationId,
            tenant_id: tenantId,
            candidate_id: candidateId,
            resume_id: resumeId,
            job_id: job.id,
            flow_id: job.flow_id,
            step_id: firstStep.id,
            inbox_status: '00',
            score: null,
            is_starred: 0,
            applied_at: now,
            updated_at: now,
            applicant_contact: applicant,
            submit_key: submitKey,
          });
          // The talent list's copy of the candidate and resume: this application's and, after a
          // merge that filled in the stored email, the candidate's other applications'.
          await refreshTalentSearch(trx, tenantId, [candidateId]);
          const who = { id: '', name: person.name };
          await applications.recordActivity(
            trx,
            tenantId,
            applicationId,
            who,
            'apply',
            `投递职位「${job.name_cn}」`,
            now,
          );
          await inTransaction?.(trx, applicationId);
          if (existing) {
            await applications.recordActivity(
              trx,
              tenantId,
              applicationId,
              who,
              'merge',
              `与已有候选人「${existing.name}」合并（相同${[
                existing.mobile === person.mobile ? '手机号' : '',
                person.email && existing.email === person.email ? '邮箱' : '',
                person.idNumber && existing.id_number === person.idNumber.toUpperCase() ? '身份证号' : '',
              ]
                .filter(Boolean)
                .join('、')}）`,
              now,
            );
          }
        });
        break;
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
    if (replayOf !== null)
      return { applicationId: replayOf, merged: false, message: APPLY_MESSAGES.submitted };
    await this.hooks.afterApply?.(tenantId, applicationId, input.ref ?? null);
    return { applicationId, merged, message: APPLY_MESSAGES.submitted };
  }

  async myApplications(tenantId: string, contact: CandidateContact): Promise<MyApplication[]> {
    const rows = await applications.applicationsOfContact(this.db, tenantId, contact);
    return rows.map((row) => {
      const ivType = (isStageType(row.iv_type) ? row.iv_type : STAGE.nonProcess) as StageType;
      return {
        applicationId: row.id,
        jobId: row.job_id,
        jobName: row.name_cn,
        statusName: candidateStatusName(row.inbox_status, ivType),
        canWithdraw: canWithdraw(row.inbox_status, ivType),
        appliedAt: Number(row.applied_at),
      };
    });
  }

  async withdraw(tenantId: string, applicationId: string, contact: CandidateContact): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await applications.applicationOfContact(trx, tenantId, applicationId, contact);
      if (!row) throw errors.notFound(APPLY_MESSAGES.applicationNotFound);
      const step = {
        id: row.id,
        ivid: row.ivid,
        name: row.name,
        ivType: (isStageType(row.iv_type) ? row.iv_type : STAGE.nonProcess) as StageType,
        sort: row.sort,
      };
      const d = decide({ inboxStatus: row.inbox_status, step }, { action: 'withdraw' }, [step]);
      if (!d.ok) throw errors.business(d.message);
      const changed = await applications.setInboxStatusIf(
        trx,
        tenantId,
        applicationId,
        row.inbox_status,
        d.inboxStatus,
        now,
      );
      if (!changed) throw errors.business('投递状态已变化，请刷新后重试');
      await applications.recordActivity(
        trx,
        tenantId,
        applicationId,
        { id: '', name: row.candidate_name },
        'withdraw',
        `候选人撤回投递（「${row.name}」环节）`,
        now,
      );
    });
  }
}
