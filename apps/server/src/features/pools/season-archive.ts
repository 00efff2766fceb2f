import { z } from 'zod';
import {
  HISTORY_MESSAGES,
  SEASON_ARCHIVE_KIND,
  seasonLabel,
  seasonRange,
  type SeasonArchiveList,
  type SeasonArchiveRow,
} from '@ehire/domain/contracts/history';
import { seasonStartDay } from '@ehire/domain/statistics/statistics';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TaskHandler, TaskQueue, TaskRecord } from '../../platform/tasks/task-queue';
import {
  applicationsAppliedBetween,
  countAppliedBetween,
  deleteApplications,
} from '../applications/application.repository';
import { HistoryRepository } from './history.repository';

// 招聘季归档 (issue 18 §1): an administrator closes a season that is over; a task moves its
// applications from `application` into history_application in committed batches (copy and
// delete in one transaction with the task's checkpoint), so a task killed mid-way resumes with
// what is left and nothing is moved twice or lost. Counts: before = the season's applications
// in the current lists plus those already in history when it started; after = the season's
// applications in history when it finished. They must be equal; remaining is what the current
// lists still hold of the season (0 once done).

const ARCHIVE_BATCH_SIZE = 500;

export const SeasonArchiveParams = z.object({
  archiveId: z.string(),
  season: z.number().int(),
});
export type SeasonArchiveParams = z.infer<typeof SeasonArchiveParams>;

const DAY = 86_400_000;

function currentSeason(now: number): number {
  return new Date(seasonStartDay(now) * DAY).getUTCFullYear();
}

export class SeasonArchiveService {
  readonly history: HistoryRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tasks: TaskQueue,
    private readonly clock: Clock,
  ) {
    this.history = new HistoryRepository(db);
  }

  async start(tenantId: string, operatorId: string, season: number): Promise<SeasonArchiveRow> {
    const label = seasonLabel(season);
    if (season >= currentSeason(this.clock.now())) throw errors.validation(HISTORY_MESSAGES.seasonNotOver);
    const { from, to } = seasonRange(season);
    for (const earlier of await this.history.archivesOfSeason(tenantId, season)) {
      const task = await this.tasks.get({ tenantId }, earlier.task_id);
      if (task && (task.status === 'queued' || task.status === 'running' || task.status === 'succeeded'))
        throw errors.validation(HISTORY_MESSAGES.alreadyArchived(label));
    }
    const current = await countAppliedBetween(this.db, tenantId, from, to);
    if (current === 0) throw errors.validation(HISTORY_MESSAGES.nothingToArchive(label));
    const before = current + (await this.history.countSeason(tenantId, season));
    const archiveId = newId(this.clock.now());
    const params: SeasonArchiveParams = { archiveId, season };
    const { task } = await this.tasks.submit({ tenantId }, SEASON_ARCHIVE_KIND, params, {
      requestedBy: operatorId,
      singletonKey: `season-${season}`,
      summary: `${label}：${before}条投递`,
      total: current,
    });
    await this.history.insertArchive({
      id: archiveId,
      tenant_id: tenantId,
      season,
      task_id: task.id,
      before_count: before,
      after_count: null,
      requested_by: operatorId,
      created_at: this.clock.now(),
      finished_at: null,
    });
    return this.rowOf(tenantId, archiveId, task);
  }

  async list(tenantId: string): Promise<SeasonArchiveList> {
    const archives = await this.history.archives(tenantId);
    const rows = await Promise.all(archives.map((a) => this.rowOf(tenantId, a.id)));
    return { currentSeason: currentSeason(this.clock.now()), rows: rows.filter((r) => r !== undefined) };
  }

  async rowOf(tenantId: string, archiveId: string, known?: TaskRecord): Promise<SeasonArchiveRow> {
    const archive = await this.history.findArchive(tenantId, archiveId);
    if (!archive) throw errors.notFound(HISTORY_MESSAGES.notFound);
    const task = known ?? (await this.tasks.get({ tenantId }, archive.task_id));
    const { from, to } = seasonRange(archive.season);
    return {
      archiveId: archive.id,
      season: archive.season,
      seasonLabel: seasonLabel(archive.season),
      taskId: archive.task_id,
      status: task?.status ?? 'succeeded',
      done: task?.done ?? 0,
      total: task?.total ?? 0,
      before: archive.before_count,
      after: archive.after_count,
      remaining: await countAppliedBetween(this.db, tenantId, from, to),
      createdAt: archive.created_at,
      finishedAt: archive.finished_at,
    };
  }

  handler(batchSize = ARCHIVE_BATCH_SIZE): TaskHandler<SeasonArchiveParams> {
    return {
      kind: SEASON_ARCHIVE_KIND,
      options: { concurrencyPerTenant: 1, retryLimit: 2, failureMessage: '归档失败，请重试' },
      parseParams: (value) => SeasonArchiveParams.parse(value),
      run: async (task) => {
        const { archiveId, season } = task.params;
        const { from, to } = seasonRange(season);
        const checkpoint = task.checkpoint
          ? (JSON.parse(task.checkpoint) as { moved: number })
          : { moved: 0 };
        let moved = checkpoint.moved;
        const total = moved + (await countAppliedBetween(this.db, task.tenantId, from, to));
        await task.progress(moved, total);
        for (;;) {
          const rows = await applicationsAppliedBetween(this.db, task.tenantId, from, to, batchSize);
          if (rows.length === 0) break;
          const now = this.clock.now();
          const after = moved + rows.length;
          await task.step(
            async (trx) => {
              await this.history.insert(
                trx,
                rows.map((r) => ({
                  ...r,
                  tenant_id: task.tenantId,
                  season,
                  archive_id: archiveId,
                  archived_at: now,
                })),
              );
              await deleteApplications(
                trx,
                task.tenantId,
                rows.map((r) => r.id),
              );
            },
            { done: after, total, checkpoint: JSON.stringify({ moved: after }) },
          );
          moved = after;
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
        await this.history.finishArchive(
          task.tenantId,
          archiveId,
          await this.history.countSeason(task.tenantId, season),
          this.clock.now(),
        );
      },
    };
  }
}
