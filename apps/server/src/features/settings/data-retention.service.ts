import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  DataRetentionInput,
  type DataRetention,
  type DataRetentionSave,
} from '@ehire/domain/contracts/settings';
import {
  ANONYMISE_KIND,
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
import type { TaskHandler, TaskQueue } from '../../platform/tasks/task-queue';
import { forgetApplicantContacts } from '../applications/application.repository';
import { HistoryRepository } from '../pools/history.repository';
import {
  anonymiseCandidates,
  attachmentFilesOfCandidates,
  candidatesPastRetention,
  countAnonymisedCandidates,
  countCandidatesPastRetention,
} from '../talent/candidate.repository';
import { TenantSettingRepository } from './tenant-setting.repository';

// 更多设置 (issue 17, /new/systemManagement/talentStorage): how long candidate data of closed
// seasons is kept, the anonymisation of candidates past it (a task of the task centre) and the
// consent text of the careers apply form. Stored as one tenant_setting key.

const KEY = 'dataRetention';
const ANONYMISE_BATCH = 200;
const DEFAULTS: DataRetentionSave = { retentionMonths: RETENTION_MONTHS_DEFAULT, consentText: '' };

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

  async stored(tenantId: string): Promise<DataRetentionSave> {
    const parsed = DataRetentionInput.safeParse(await this.settings.find(tenantId, KEY));
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
    return {
      ...stored,
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
    await this.settings.save(ctx.tenantId, KEY, input, ctx.operatorId, this.clock.now());
    return this.get(ctx);
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
            async (trx) => {
              await anonymiseCandidates(trx, tenantId, ids, ANONYMISED_NAME);
              await this.history.anonymiseCandidates(trx, tenantId, ids, ANONYMISED_NAME);
              await forgetApplicantContacts(trx, tenantId, ids);
              await refreshTalentSearch(trx, tenantId, ids);
            },
            { done: after, total: Math.max(total, after), checkpoint: JSON.stringify({ done: after }) },
          );
          done = after;
        }
      },
    };
  }
}
