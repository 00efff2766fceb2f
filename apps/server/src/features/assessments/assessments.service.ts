import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS_LABEL,
  type AssessmentCallback,
  type AssessmentImportAnswer,
  type AssessmentInviteAnswer,
  AssessmentInviteInput,
  type AssessmentProduct,
  AssessmentProductInput,
  type AssessmentResult,
  AssessmentResultImport,
  type AssessmentResultPage,
  AssessmentResultQuery,
  type AssessmentStatus,
} from '@ehire/domain/contracts/assessments';
import { RESPONSE_CODE } from '@ehire/domain/codes/error-codes';
import { FILE_PURPOSE } from '@ehire/domain/contracts/files';
import type { z } from 'zod';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Balances } from '../../platform/balances/balances';
import type { Clock } from '../../platform/clock';
import { AppError, errors } from '../../platform/envelope';
import type { FileService } from '../../platform/files/file.service';
import type { TenantContext } from '../../platform/request-context';
import type { Notices } from '../notice/notice.module';
import type { TalentService } from '../talent/talent.service';
import type {
  AssessmentInvitationRepository,
  AssessmentInvitationRow,
} from './assessment-invitation.repository';
import type { AssessmentProductRepository, AssessmentProductRow } from './assessment-product.repository';

/** A decoded report may weigh at most this much (the callback's body limit follows from it). */
export const REPORT_MAX_BYTES = 5 * 1024 * 1024;

export interface AssessmentDeps {
  db: Kysely<Database>;
  products: AssessmentProductRepository;
  invitations: AssessmentInvitationRepository;
  balances: Balances;
  talent: Pick<TalentService, 'rowsByIds'>;
  notices: () => Pick<Notices, 'send'>;
  files: Pick<FileService, 'storeGenerated' | 'open'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** tenantId → the secret its provider signs callbacks with (config.assessmentCallbackSecrets). */
  callbackSecrets: Readonly<Record<string, string>>;
}

export const RESULT_SOURCE = { callback: '回调', import: '导入' } as const;

// The notice every invitation carries; the placeholders are the notices catalogue's.
const INVITE_SUBJECT = '测评邀请：{{职位名称}}';
const INVITE_BODY = {
  email:
    '<p>{{候选人姓名}}，您好：</p><p>感谢您投递{{公司名称}}的{{职位名称}}职位，请在收到邮件后尽快完成在线测评：</p>' +
    '<p>{{测评链接}}</p>',
  sms: '{{候选人姓名}}您好，请完成{{公司名称}}{{职位名称}}职位的在线测评：{{测评链接}}',
} as const;

export class AssessmentService {
  constructor(private readonly deps: AssessmentDeps) {}

  async products(ctx: TenantContext): Promise<AssessmentProduct[]> {
    return (await this.deps.products.list(ctx.tenantId)).map(productOf);
  }

  async addProduct(
    ctx: TenantContext,
    input: z.output<typeof AssessmentProductInput>,
  ): Promise<AssessmentProduct> {
    const now = this.deps.clock.now();
    const row = {
      tenant_id: ctx.tenantId,
      id: newId(now),
      name: input.name,
      provider: input.provider,
      url: input.url,
      duration_minutes: input.durationMinutes,
      created_at: now,
    };
    await this.deps.products.insert(row);
    return productOf(row);
  }

  /**
   * Invites candidates: one licence each, taken at once with the invitations (all or none, so an
   * exhausted balance sends nothing), then one notices send carrying each candidate's link.
   */
  async invite(
    ctx: TenantContext,
    input: z.output<typeof AssessmentInviteInput>,
  ): Promise<AssessmentInviteAnswer> {
    const product = await this.deps.products.find(ctx.tenantId, input.productId);
    if (!product) throw errors.notFound(ASSESSMENT_MESSAGES.productNotFound);
    const ids = [...new Set(input.applicationIds)];
    const rows = await this.deps.talent.rowsByIds(ctx, ids);
    if (rows.length !== ids.length) throw errors.validation(ASSESSMENT_MESSAGES.candidatesNotFound);
    const now = this.deps.clock.now();
    const invitations = rows.map((row) => ({
      tenant_id: ctx.tenantId,
      // Random, not time-ordered: the id is the candidate's link and the provider's reference.
      id: randomBytes(16).toString('base64url'),
      product_id: product.id,
      product_name: product.name,
      application_id: row.applicationId,
      candidate_id: row.candidateId,
      name: row.name,
      mobile: row.mobile,
      job_name: row.jobName,
      status: 'invited' as const,
      score: null,
      level: '',
      report_file_id: null,
      report_name: '',
      result_source: '',
      invited_by: ctx.operatorId,
      invited_at: now,
      completed_at: null,
    }));
    const ref = { refType: 'assessment-invitation', refId: product.id, note: `测评邀请 ${ids.length} 人` };
    await this.deps.db.transaction().execute(async (trx) => {
      const paid = await this.deps.balances.consume(ctx.tenantId, 'assessment', ids.length, ref, { db: trx });
      if (!paid) throw errors.business(ASSESSMENT_MESSAGES.licencesExhausted);
      await this.deps.invitations.insertMany(invitations, trx);
    });
    let taskId: string;
    try {
      ({ taskId } = await this.deps.notices().send({
        tenantId: ctx.tenantId,
        operatorId: ctx.operatorId,
        channel: input.channel,
        content: { subject: INVITE_SUBJECT, body: INVITE_BODY[input.channel] },
        applicationIds: invitations.map((i) => i.application_id),
        perApplication: Object.fromEntries(
          invitations.map((i) => [i.application_id, { assessmentLink: linkOf(product.url, i.id) }]),
        ),
      }));
    } catch (error) {
      // Nothing was sent: the invitations go and the licences come back.
      await this.deps.invitations.deleteMany(
        ctx.tenantId,
        invitations.map((i) => i.id),
      );
      await this.deps.balances.refund(ctx.tenantId, 'assessment', ids.length, ref);
      throw error;
    }
    const remaining = await this.deps.balances.available(ctx.tenantId, 'assessment');
    return { invited: invitations.length, taskId, remaining };
  }

  async results(
    ctx: TenantContext,
    query: z.output<typeof AssessmentResultQuery>,
  ): Promise<AssessmentResultPage> {
    const filter = { applicationId: query.applicationId, keyword: query.keyword, status: query.status };
    const [total, rows] = await Promise.all([
      this.deps.invitations.count(ctx.tenantId, filter),
      this.deps.invitations.page(
        ctx.tenantId,
        filter,
        (query.pageIndex - 1) * query.pageSize,
        query.pageSize,
      ),
    ]);
    return { total, rows: rows.map(resultOf) };
  }

  /** The stored report of an invitation; 404 when there is none. */
  async report(ctx: TenantContext, invitationId: string) {
    const invitation = await this.deps.invitations.find(ctx.tenantId, invitationId);
    if (!invitation?.report_file_id) throw errors.notFound(ASSESSMENT_MESSAGES.invitationNotFound);
    return this.deps.files.open(ctx.tenantId, invitation.report_file_id);
  }

  /**
   * Whether the tenant has a provider that may call back (a configured secret): the callback route
   * refuses the others before it reads their body.
   */
  acceptsCallbacks(tenantId: string): boolean {
    return Object.hasOwn(this.deps.callbackSecrets, tenantId);
  }

  /** The refusal of a callback without a valid signature (401), logged with why. */
  refuseCallback(tenantId: string, ip: string, reason: 'no-secret' | 'no-signature' | 'mismatch'): never {
    this.deps.log.warn({ tenantId, ip, reason }, 'assessment callback refused: bad signature');
    throw new AppError(RESPONSE_CODE.toast, ASSESSMENT_MESSAGES.badSignature, 401, { kind: 'business' });
  }

  /**
   * The provider's callback: the raw body must carry the tenant's HMAC-SHA256 (hex) in the
   * signature header, compared in constant time; anything else is refused (401) and logged.
   */
  async callback(call: {
    tenantId: string;
    rawBody: string;
    signature: string | undefined;
    ip: string;
    body: z.output<typeof AssessmentCallback>;
  }) {
    const { tenantId, rawBody, signature, ip, body } = call;
    const secret = this.deps.callbackSecrets[tenantId];
    if (!secret || !signature || !signatureMatches(secret, rawBody, signature)) {
      this.refuseCallback(tenantId, ip, !secret ? 'no-secret' : !signature ? 'no-signature' : 'mismatch');
    }
    const invitation = await this.deps.invitations.find(tenantId, body.invitationId);
    if (!invitation) throw errors.notFound(ASSESSMENT_MESSAGES.invitationNotFound);
    let report: { id: string; name: string } | null = null;
    if (body.report) {
      const bytes = Buffer.from(body.report.contentBase64, 'base64');
      if (bytes.length > REPORT_MAX_BYTES) throw errors.validation('测评报告最大5MB');
      const stored = await this.deps.files.storeGenerated({
        tenantId,
        uploadedBy: '',
        name: body.report.name,
        contentType: body.report.name.toLowerCase().endsWith('.pdf')
          ? 'application/pdf'
          : 'application/octet-stream',
        purpose: FILE_PURPOSE.assessmentReport,
        body: bytes,
        expiresAt: null,
      });
      report = { id: stored.id, name: stored.name };
    }
    await this.deps.invitations.recordResult(tenantId, invitation.id, {
      score: body.score,
      level: body.level,
      reportFileId: report?.id ?? null,
      reportName: report?.name ?? '',
      source: RESULT_SOURCE.callback,
      at: this.deps.clock.now(),
    });
    return { invitationId: invitation.id };
  }

  /** Results typed in or read from the provider's sheet; unknown invitations are reported by row. */
  async importResults(
    ctx: TenantContext,
    input: z.output<typeof AssessmentResultImport>,
  ): Promise<AssessmentImportAnswer> {
    const answer: AssessmentImportAnswer = { imported: 0, errors: [] };
    const now = this.deps.clock.now();
    for (const [index, row] of input.rows.entries()) {
      const done = await this.deps.invitations.recordResult(ctx.tenantId, row.invitationId, {
        score: row.score,
        level: row.level,
        reportFileId: null,
        reportName: '',
        source: RESULT_SOURCE.import,
        at: now,
      });
      if (done) answer.imported += 1;
      else answer.errors.push({ row: index + 1, message: ASSESSMENT_MESSAGES.invitationNotFound });
    }
    return answer;
  }
}

function signatureMatches(secret: string, rawBody: string, signature: string): boolean {
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function linkOf(url: string, invitationId: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}invitation=${encodeURIComponent(invitationId)}`;
}

function productOf(row: AssessmentProductRow): AssessmentProduct {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    url: row.url,
    durationMinutes: row.duration_minutes,
    createdAt: Number(row.created_at),
  };
}

function resultOf(row: AssessmentInvitationRow): AssessmentResult {
  const status = row.status as AssessmentStatus;
  return {
    invitationId: row.id,
    applicationId: row.application_id,
    candidateId: row.candidate_id,
    name: row.name,
    mobile: row.mobile,
    jobName: row.job_name,
    productId: row.product_id,
    productName: row.product_name,
    status,
    statusLabel: ASSESSMENT_STATUS_LABEL[status],
    score: row.score === null ? null : Number(row.score),
    level: row.level,
    reportName: row.report_name,
    resultSource: row.result_source,
    invitedAt: Number(row.invited_at),
    completedAt: row.completed_at === null ? null : Number(row.completed_at),
  };
}
