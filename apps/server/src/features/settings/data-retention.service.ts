import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  DataRetentionInput,
  type DataRetention,
  type DataRetentionSave,
} from '@ehire/domain/contracts/settings';
import {
  ANONYMISE_DAILY_UTC_HOUR,
  ANONYMISE_KIND,
  ANONYMISE_SCHEDULE,
  ANONYMISED_NAME,
  DATA_RETENTION_MESSAGES,
  RETENTION_MONTHS_DEFAULT,
} from '@ehire/domain/settings/data-retention';
import { retentionCutoff } from '@ehire/domain/settings/retention-cutoff';
import type { Database } from '../../db/schema';
import { refreshTalentSearch } from '../../db/talent-search';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { ScheduleDefinition } from '../../platform/tasks/schedules';
import type { TaskHandler, TaskQueue } from '../../platform/tasks/task-queue';
import { AuditRepository } from '../../platform/audit/audit.repository';
import { SmsOutboxRepository } from '../../platform/sms/sms-outbox.repository';
import { applicationIdsOfCandidates, forgetApplicantContacts } from '../applications/application.repository';
import { CandidateCodeRepository } from '../candidate-auth/candidate-code.repository';
import { CandidateSessionRepository } from '../candidate-auth/candidate-session.repository';
import { InterviewEvaluationRepository } from '../interviews/interview-evaluation.repository';
import { InterviewInvitationRepository } from '../interviews/interview-invitation.repository';
import { InterviewNoticeRepository } from '../interviews/interview-notice.repository';
import { NoticeRecordRepository } from '../notice/notice-record.repository';
import { NoticeReplyRepository } from '../notice/notice-reply.repository';
import { anonymiseComments } from '../talent/application-comment.repository';
import { HistoryRepository } from '../pools/history.repository';
import {
  anonymiseCandidates,
  attachmentFilesOfCandidates,
  candidatesPastRetention,
  contactsOfCandidates,
  countAnonymisedCandidates,
  countCandidatesPastRetention,
} from '../talent/candidate.repository';
import { TenantSettingRepository } from './tenant-setting.repository';

// 更多设置 (issue 17, /new/systemManagement/talentStorage): how long candidate data of closed
// seasons is kept, the anonymisation of candidates past it (a task of the task centre) and the
// consent text of the careers apply form. Stored as one tenant_setting key.

const KEY = 'dataRetention';
const ANONYMISE_BATCH = 200;
const DEFAULTS: DataRetentionSave = {
  retentionMonths: RETENTION_MONTHS_DEFAULT,
  consentText: '',
  autoAnonymise: false,
};
const DAY_MS = 86_400_000;

/** The next 03:00 China time (ANONYMISE_DAILY_UTC_HOUR UTC) after `now`. */
export function nextDailyRun(now: number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS + ANONYMISE_DAILY_UTC_HOUR * 3600_000;
  return today > now ? today : today + DAY_MS;
}

/** The cutoff is fixed when the task is submitted, so a resumed attempt works on the same set. */
const AnonymiseParams = z.object({ cutoff: z.number() });
type AnonymiseParams = z.infer<typeof AnonymiseParams>;

/** What anonymisation needs of the file storage: deleting a résumé attachment's file. */
interface AttachmentFiles {
  delete(tenantId: string, id: string): Promise<void>;
}

export class DataRetentionService {
  private readonly settings: TenantSettingRepository;
  private readonly history: HistoryRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly tasks: TaskQueue,
    private readonly files: AttachmentFiles,
  ) {
    this.settings = new TenantSettingRepository(db);
    this.history = new HistoryRepository(db);
  }

  async stored(tenantId: string, db?: Transaction<Database>): Promise<DataRetentionSave> {
    const settings = db ? new TenantSettingRepository(db) : this.settings;
    const parsed = DataRetentionInput.safeParse(await settings.find(tenantId, KEY));
    return parsed.success ? parsed.data : DEFAULTS;
  }

  /** The consent text of the apply form ('' when the tenant set none). */
  async consentText(tenantId: string): Promise<string> {
    return (await this.stored(tenantId)).consentText;
  }

  async get(ctx: TenantContext): Promise<DataRetention> {
    const stored = await this.stored(ctx.tenantId);
    const { cutoff, lastClosedSeason } = retentionCutoff(this.clock.now(), stored.retentionMonths);
    const task = await this.tasks.latest(ctx, ANONYMISE_KIND);
    const next = await this.tasks.nextScheduled(ctx, ANONYMISE_SCHEDULE);
    return {
      ...stored,
      nextAutoRun: stored.autoAnonymise ? (next ?? null) : null,
      cutoff,
      lastClosedSeason,
      dueCount: await countCandidatesPastRetention(this.db, ctx.tenantId, cutoff),
      anonymisedCount: await countAnonymisedCandidates(this.db, ctx.tenantId),
      latestTask: task
        ? { id: task.id, status: task.status, done: task.done, total: task.total, createdAt: task.createdAt }
        : null,
    };
  }

  async save(ctx: TenantContext, input: DataRetentionSave): Promise<DataRetention> {
    const now = this.clock.now();
    const before = await this.stored(ctx.tenantId);
    await this.settings.save(ctx.tenantId, KEY, input, ctx.operatorId, now);
    // Turning it on starts the daily look at the next 03:00; saving again keeps that time.
    if (!input.autoAnonymise) await this.tasks.setSchedule(ctx, ANONYMISE_SCHEDULE, null);
    else if (!before.autoAnonymise || (await this.tasks.nextScheduled(ctx, ANONYMISE_SCHEDULE)) === undefined)
      await this.tasks.setSchedule(ctx, ANONYMISE_SCHEDULE, nextDailyRun(now));
    return this.get(ctx);
  }

  /**
   * The daily schedule (task platform, one process fires it): submits the anonymisation of the
   * candidates past retention at that moment, as 立即匿名化 does, unless there is nobody or one is
   * already queued or running (the singleton key answers that one).
   */
  schedule(): ScheduleDefinition {
    return {
      name: ANONYMISE_SCHEDULE,
      everyMs: DAY_MS,
      fire: async ({ tenantId, now, trx }) => {
        const stored = await this.stored(tenantId, trx);
        if (!stored.autoAnonymise) return;
        const { cutoff, lastClosedSeason } = retentionCutoff(now, stored.retentionMonths);
        const due = await countCandidatesPastRetention(trx, tenantId, cutoff);
        if (due === 0) return;
        const params: AnonymiseParams = { cutoff };
        await this.tasks.submit({ tenantId }, ANONYMISE_KIND, params, {
          requestedBy: null,
          singletonKey: 'anonymise',
          summary: `自动匿名化：${lastClosedSeason}及以前：${due}名候选人`,
          total: due,
          trx,
        });
      },
    };
  }

  /** Submits the anonymisation of every candidate past retention now (one at a time per tenant). */
  async start(ctx: TenantContext): Promise<{ taskId: string }> {
    const stored = await this.stored(ctx.tenantId);
    const { cutoff, lastClosedSeason } = retentionCutoff(this.clock.now(), stored.retentionMonths);
    const due = await countCandidatesPastRetention(this.db, ctx.tenantId, cutoff);
    if (due === 0) throw errors.business(DATA_RETENTION_MESSAGES.nothingDue);
    const params: AnonymiseParams = { cutoff };
    const { task } = await this.tasks.submit(ctx, ANONYMISE_KIND, params, {
      requestedBy: ctx.operatorId,
      singletonKey: 'anonymise',
      summary: `${lastClosedSeason}及以前：${due}名候选人`,
      total: due,
    });
    return { taskId: task.id };
  }

  /**
   * The task: batches of candidates, each anonymised in one transaction with the task's progress,
   * so a killed task resumes with those left (an anonymised candidate no longer matches) and
   * running it again changes nothing more. Attachment files go first: a crash after deleting them
   * leaves rows the next attempt deletes, never a file nobody points at.
   */
  handler(batchSize = ANONYMISE_BATCH): TaskHandler<AnonymiseParams> {
    return {
      kind: ANONYMISE_KIND,
      options: { concurrencyPerTenant: 1, retryLimit: 2, failureMessage: '匿名化失败，请重试' },
      parseParams: (value) => AnonymiseParams.parse(value),
      run: async (task) => {
        const { tenantId } = task;
        const { cutoff } = task.params;
        let done = task.checkpoint ? (JSON.parse(task.checkpoint) as { done: number }).done : 0;
        const total = done + (await countCandidatesPastRetention(this.db, tenantId, cutoff));
        await task.progress(done, total);
        for (;;) {
          const ids = await candidatesPastRetention(this.db, tenantId, cutoff, batchSize);
          if (ids.length === 0) break;
          for (const fileId of await attachmentFilesOfCandidates(this.db, tenantId, ids))
            await this.files.delete(tenantId, fileId);
          const after = done + ids.length;
          await task.step(
            (trx) => anonymiseBatch(trx, tenantId, ids, this.history),
            { done: after, total: Math.max(total, after), checkpoint: JSON.stringify({ done: after }) },
          );
          done = after;
        }
      },
    };
  }
}

/**
 * One batch of candidates, in the step's transaction, each table through its own repository.
 * Kept for statistics everywhere: who acted, what, when, statuses, scores, counts, billing.
 * The candidates' addresses are read first: the anonymised candidate no longer has them.
 */
async function anonymiseBatch(
  trx: Transaction<Database>,
  tenantId: string,
  ids: string[],
  history: HistoryRepository,
): Promise<void> {
  const { mobiles, emails } = await contactsOfCandidates(trx, tenantId, ids);
  const applicationIds = await applicationIdsOfCandidates(trx, tenantId, ids);
  await anonymiseCandidates(trx, tenantId, ids, ANONYMISED_NAME);
  await history.anonymiseCandidates(trx, tenantId, ids, ANONYMISED_NAME);
  await forgetApplicantContacts(trx, tenantId, ids);
  await refreshTalentSearch(trx, tenantId, ids);
  // Recruiters' comments, notices sent and the replies to them, interview records.
  await anonymiseComments(trx, tenantId, applicationIds, ANONYMISED_NAME);
  const recordIds = await new NoticeRecordRepository(trx).anonymiseCandidates(tenantId, ids, ANONYMISED_NAME);
  await new NoticeReplyRepository(trx).anonymiseForRecords(tenantId, recordIds);
  const invitationIds = await new InterviewInvitationRepository(trx).anonymiseForApplications(
    tenantId,
    applicationIds,
  );
  await new InterviewEvaluationRepository(trx).anonymiseForInvitations(tenantId, invitationIds);
  await new InterviewNoticeRepository(trx).anonymiseForInvitations(tenantId, invitationIds);
  // Messages and sign-in codes to their addresses; their careers sessions end.
  const addresses = [...mobiles, ...emails];
  await new SmsOutboxRepository(trx).anonymiseMobiles(tenantId, mobiles);
  await new CandidateCodeRepository(trx).deleteForAddresses(tenantId, addresses);
  await new CandidateSessionRepository(trx).deleteForAddresses(tenantId, addresses);
  await new AuditRepository(trx).anonymiseTargets(
    tenantId,
    [...ids, ...applicationIds, ...invitationIds],
    ANONYMISED_NAME,
  );
}
