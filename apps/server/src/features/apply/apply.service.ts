import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isStageType, STAGE, type StageType } from '@ehire/domain/codes/stages';
import {
  APPLY_ATTACHMENT_MAX_BYTES,
  type ApplyAnswer,
  type CandidateIdentity,
  type MyApplication,
} from '@ehire/domain/contracts/talent';
import { candidateStatusName, canWithdraw, decide } from '@ehire/domain/talent/transitions';
import type { z } from 'zod';
import type { ApplyRequest as ApplyRequestSchema } from '@ehire/domain/contracts/talent';
import { newId } from '../../db/ids';
import type { Database, SchoolLevel } from '../../db/schema';
import { refreshTalentSearch } from '../../db/talent-search';
import { UNIVERSITIES } from '../../db/seed/data/universities';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import { recordActivity } from '../talent/talent.service';
import { officeMime, sniffFileType } from './file-type';

// Applying from the careers site (issue 6 §2), public: the tenant comes from the member name in
// the path. One transaction creates or reuses the candidate (same mobile, email or ID number
// within the tenant; the match is recorded in candidate_merge), stores a new resume with the
// answers against the tenant's online design version, and the application at the first step of
// the job's flow in 待筛选 (00). Afterwards smart rules and delivery forwarding run (hooks).
//
// Candidates have no accounts (GAP decision): the answer carries a random token; with the mobile
// number it lists and withdraws that candidate's applications. Only its SHA-256 is stored.

type Db = Kysely<Database>;
type ApplyInput = z.infer<typeof ApplyRequestSchema>;

export const APPLY_MESSAGES = {
  siteNotFound: '招聘主页不存在',
  jobNotFound: '职位不存在或已下线',
  alreadyApplied: '您已投递过该职位，请勿重复投递',
  noStep: '该职位暂不能投递',
  identityInvalid: '手机号或凭证不正确',
  applicationNotFound: '投递不存在',
  answersTooLarge: '简历内容过大',
  submitted: '投递成功',
  withdrawn: '已撤回投递',
} as const;

/** The tenant's online resume design, when the designer feature provides one. */
export interface OnlineResumeDesign {
  version: number;
  /** Validates and normalises the answers: the zh-CN problems, and what to store. */
  check(answers: Record<string, unknown>): { issues: string[]; answers: Record<string, unknown> };
}

export interface ApplyHooks {
  /** The online design of a tenant; null when it has none (answers are stored as given). */
  onlineDesign?: (tenantId: string) => Promise<OnlineResumeDesign | null>;
  /** Called after the application is committed (smart rules, delivery forwarding). */
  afterApply?: (tenantId: string, applicationId: string, ref: string | null) => Promise<void>;
}

const LEVEL_BY_SCHOOL = new Map<string, SchoolLevel>(UNIVERSITIES.map((u) => [u.name, u.level]));
const MAX_ANSWERS_JSON = 200_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

interface DecodedFile {
  field: string;
  fileName: string;
  mime: string;
  bytes: Buffer;
}

function decodeAttachments(input: ApplyInput['attachments']): DecodedFile[] {
  return input.map((file) => {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(file.contentBase64))
      throw errors.validation(`附件「${file.fileName}」内容不正确`);
    const bytes = Buffer.from(file.contentBase64, 'base64');
    if (bytes.length === 0) throw errors.validation(`附件「${file.fileName}」为空文件`);
    if (bytes.length > APPLY_ATTACHMENT_MAX_BYTES)
      throw errors.validation(`附件「${file.fileName}」超过10MB`);
    const sniffed = sniffFileType(bytes);
    const ext = extensionOf(file.fileName);
    if (!sniffed) throw errors.validation(`附件「${file.fileName}」格式不支持`);
    if (!sniffed.extensions.includes(ext))
      throw errors.validation(`附件「${file.fileName}」的内容与文件格式不符`);
    return { field: file.field, fileName: file.fileName, mime: officeMime(ext, sniffed), bytes };
  });
}

export class ApplyService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hooks: ApplyHooks = {},
  ) {}

  private async tenant(member: string) {
    const row = await this.db
      .selectFrom('tenant')
      .select(['id'])
      .where('member_name', '=', member.toLowerCase())
      .executeTakeFirst();
    if (!row) throw errors.notFound(APPLY_MESSAGES.siteNotFound);
    return row.id;
  }

  async apply(member: string, jobId: string, input: ApplyInput): Promise<ApplyAnswer> {
    const tenantId = await this.tenant(member);
    const now = this.clock.now();
    const today = new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
    const job = await this.db
      .selectFrom('job')
      .select(['id', 'name_cn', 'flow_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', jobId)
      .where('status', '=', '24')
      .where('deleted_at', 'is', null)
      .where('valid_date', '>=', today)
      .executeTakeFirst();
    if (!job) throw errors.notFound(APPLY_MESSAGES.jobNotFound);
    const firstStep = await this.db
      .selectFrom('flow_step')
      .select(['id'])
      .where('tenant_id', '=', tenantId)
      .where('flow_id', '=', job.flow_id)
      .orderBy('sort')
      .executeTakeFirst();
    if (!firstStep) throw errors.business(APPLY_MESSAGES.noStep);

    let answers: Record<string, unknown> = input.answers;
    let designVersion: number | null = null;
    const design = (await this.hooks.onlineDesign?.(tenantId)) ?? null;
    if (design) {
      const checked = design.check(answers);
      if (checked.issues.length) throw errors.validation(checked.issues[0] ?? '简历填写不完整');
      answers = checked.answers;
      designVersion = design.version;
    }
    const answersJson = JSON.stringify(answers);
    if (answersJson.length > MAX_ANSWERS_JSON) throw errors.validation(APPLY_MESSAGES.answersTooLarge);
    const files = decodeAttachments(input.attachments);

    const token = randomBytes(24).toString('base64url');
    const applicationId = newId(now);
    let merged = false;
    await this.db.transaction().execute(async (trx) => {
      // Dedup: the same mobile, email or ID number within the tenant is the same person.
      const matches = await trx
        .selectFrom('candidate')
        .select(['id', 'name', 'mobile', 'email', 'id_number'])
        .where('tenant_id', '=', tenantId)
        .where((eb) =>
          eb.or([
            eb('mobile', '=', input.mobile),
            ...(input.email ? [eb('email', '=', input.email)] : []),
            ...(input.idNumber ? [eb('id_number', '=', input.idNumber.toUpperCase())] : []),
          ]),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const existing =
        matches.find((c) => c.mobile === input.mobile) ??
        matches.find((c) => input.idNumber && c.id_number === input.idNumber.toUpperCase()) ??
        matches[0];
      let candidateId: string;
      if (existing) {
        merged = true;
        candidateId = existing.id;
        const clash = await trx
          .selectFrom('application')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('candidate_id', '=', candidateId)
          .where('job_id', '=', job.id)
          .executeTakeFirst();
        if (clash) throw errors.business(APPLY_MESSAGES.alreadyApplied);
        const matchedBy = [
          existing.mobile === input.mobile ? 'mobile' : '',
          input.email && existing.email === input.email ? 'email' : '',
          input.idNumber && existing.id_number === input.idNumber.toUpperCase() ? 'id_number' : '',
        ].filter(Boolean);
        const changes: Record<string, { stored: string | null; submitted: string }> = {};
        if (existing.name !== input.name) changes.name = { stored: existing.name, submitted: input.name };
        if (existing.mobile !== input.mobile)
          changes.mobile = { stored: existing.mobile, submitted: input.mobile };
        if (input.email && existing.email !== input.email)
          changes.email = { stored: existing.email, submitted: input.email };
        // Fill what the stored person lacks; identity values already stored are kept.
        const patch: { email?: string; id_number?: string } = {};
        if (!existing.email && input.email) patch.email = input.email;
        if (!existing.id_number && input.idNumber) patch.id_number = input.idNumber.toUpperCase();
        if (Object.keys(patch).length)
          await trx
            .updateTable('candidate')
            .set(patch)
            .where('tenant_id', '=', tenantId)
            .where('id', '=', candidateId)
            .execute();
        await trx
          .insertInto('candidate_merge')
          .values({
            id: newId(now),
            tenant_id: tenantId,
            candidate_id: candidateId,
            application_id: applicationId,
            matched_by: matchedBy.join(','),
            changes_json: JSON.stringify(changes),
            created_at: now,
          })
          .execute();
      } else {
        candidateId = newId(now);
        await trx
          .insertInto('candidate')
          .values({
            id: candidateId,
            tenant_id: tenantId,
            name: input.name,
            gender: input.gender,
            mobile: input.mobile,
            email: input.email,
            id_number: input.idNumber ? input.idNumber.toUpperCase() : null,
            birth_date: input.birthDate,
            created_at: now,
          })
          .execute();
      }
      const resumeId = newId(now);
      await trx
        .insertInto('resume')
        .values({
          id: resumeId,
          tenant_id: tenantId,
          candidate_id: candidateId,
          school: input.school,
          school_level: LEVEL_BY_SCHOOL.get(input.school) ?? '其他',
          major: input.major,
          degree: input.degree,
          graduation_year: input.graduationYear,
          region: input.region,
          source: input.ref ? '内推' : '官网',
          answers_json: answersJson,
          design_version: designVersion,
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const file of files) {
        await trx
          .insertInto('resume_attachment')
          .values({
            id: newId(now),
            tenant_id: tenantId,
            resume_id: resumeId,
            field: file.field,
            file_name: file.fileName,
            mime_type: file.mime,
            size: file.bytes.length,
            content: file.bytes,
            created_at: now,
          })
          .execute();
      }
      await trx
        .insertInto('application')
        .values({
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
        })
        .execute();
      // The talent list's copy of the candidate and resume: this application's and, after a
      // merge that filled in the stored email, the candidate's other applications'.
      await refreshTalentSearch(trx, tenantId, [candidateId]);
      await trx
        .insertInto('candidate_token')
        .values({
          tenant_id: tenantId,
          candidate_id: candidateId,
          token_hash: hashToken(token),
          created_at: now,
        })
        .execute();
      const who = { id: '', name: input.name };
      await recordActivity(trx, tenantId, applicationId, who, 'apply', `投递职位「${job.name_cn}」`, now);
      if (existing) {
        await recordActivity(
          trx,
          tenantId,
          applicationId,
          who,
          'merge',
          `与已有候选人「${existing.name}」合并（相同${[
            existing.mobile === input.mobile ? '手机号' : '',
            input.email && existing.email === input.email ? '邮箱' : '',
            input.idNumber && existing.id_number === input.idNumber.toUpperCase() ? '身份证号' : '',
          ]
            .filter(Boolean)
            .join('、')}）`,
          now,
        );
      }
    });
    await this.hooks.afterApply?.(tenantId, applicationId, input.ref ?? null);
    return { applicationId, candidateToken: token, merged, message: APPLY_MESSAGES.submitted };
  }

  private async candidateOf(tenantId: string, identity: CandidateIdentity): Promise<string> {
    const row = await this.db
      .selectFrom('candidate as c')
      .innerJoin('candidate_token as t', (j) =>
        j.onRef('t.tenant_id', '=', 'c.tenant_id').onRef('t.candidate_id', '=', 'c.id'),
      )
      .select('c.id')
      .where('c.tenant_id', '=', tenantId)
      .where('c.mobile', '=', identity.mobile)
      .where('t.token_hash', '=', hashToken(identity.token))
      .executeTakeFirst();
    if (!row) throw errors.business(APPLY_MESSAGES.identityInvalid, 401);
    return row.id;
  }

  async myApplications(member: string, identity: CandidateIdentity): Promise<MyApplication[]> {
    const tenantId = await this.tenant(member);
    const candidateId = await this.candidateOf(tenantId, identity);
    const rows = await this.db
      .selectFrom('application as a')
      .innerJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
      .innerJoin('flow_step as s', (j) =>
        j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
      )
      .select(['a.id', 'a.job_id', 'j.name_cn', 'a.inbox_status', 's.iv_type', 'a.applied_at'])
      .where('a.tenant_id', '=', tenantId)
      .where('a.candidate_id', '=', candidateId)
      .orderBy('a.applied_at', 'desc')
      .orderBy('a.id', 'desc')
      .execute();
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

  async withdraw(member: string, applicationId: string, identity: CandidateIdentity): Promise<void> {
    const tenantId = await this.tenant(member);
    const candidateId = await this.candidateOf(tenantId, identity);
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('application as a')
        .innerJoin('flow_step as s', (j) =>
          j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
        )
        .innerJoin('candidate as c', (j) =>
          j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
        )
        .select([
          'a.inbox_status',
          's.id',
          's.ivid',
          's.name',
          's.iv_type',
          's.sort',
          'c.name as candidate_name',
        ])
        .where('a.tenant_id', '=', tenantId)
        .where('a.id', '=', applicationId)
        .where('a.candidate_id', '=', candidateId)
        .executeTakeFirst();
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
      const changed = await trx
        .updateTable('application')
        .set({ inbox_status: d.inboxStatus, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', applicationId)
        .where('inbox_status', '=', row.inbox_status)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw errors.business('投递状态已变化，请刷新后重试');
      await recordActivity(
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
