import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope } from '@ehire/domain/contracts/envelope';
import {
  POOL_MESSAGES,
  PoolBulkLabelsInput,
  PoolBulkLabelsStarted,
  PoolBulkRecruitInput,
  PoolLabelOptions,
  PoolLabelsAnswer,
  PoolLabelsInput,
  PoolPage,
  PoolSearchInput,
  RecruitFromPoolAnswer,
  RecruitFromPoolRequest,
} from '@ehire/domain/contracts/pools';
import {
  HISTORY_MESSAGES,
  HistoryDetails,
  HistoryPage,
  HistoryQuery,
  SeasonArchiveList,
  SeasonArchiveRequest,
  SeasonArchiveRow,
  archivedStatusLabel,
  seasonLabel,
} from '@ehire/domain/contracts/history';
import { z } from 'zod';
import {
  INTENT_MESSAGES,
  IntentPage,
  IntentQuery,
  IntentRow,
  InviteIntentsAnswer,
  InviteIntentsInput,
  RegisterIntentInput,
  deliveredLabel,
} from '@ehire/domain/contracts/intents';
import { CandidateImportRepository } from '../imports/candidate-import.repository';
import { IntentRepository } from './intent.repository';
import { registerIntent } from './intent-register';
import type { Database } from '../../db/schema';
import { errors } from '../../platform/envelope';
import type { SeasonArchiveService } from './season-archive';
import { ok } from '../../platform/envelope';
import type { Clock } from '../../platform/clock';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import { PublicPoolRepository } from './public-pool.repository';
import { LabelRepository } from '../settings/label.repository';
import { labelOptionTree } from '@ehire/domain/dictionaries/tree-option';
import { recruitFromPool } from './recruit';
import type { PoolLabelsService } from './pool-labels';
import type { PoolRecruitService } from './pool-recruit';
import { route } from '../../platform/route';
import { POOLS_API } from '@ehire/domain/api/pools';

// /api/biz/pools: the talent pools (issue 18 §1), read with the talent permission.

const READ = { permission: { key: PERMISSION.talent, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.talent, write: true } } as const;
// Closing a season empties the current lists of it: an administrator's act (会员管理 full).
const ADMIN = { permission: { key: PERMISSION.member, write: true } } as const;

export const poolRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
  archive: SeasonArchiveService;
  poolLabels: PoolLabelsService;
  poolRecruit: PoolRecruitService;
}> = async (app, { db, clock, archive, poolLabels, poolRecruit }) => {
  app.setValidatorCompiler(contractMessageValidator);
  const pool = new PublicPoolRepository(db);
  const labelCatalogue = new LabelRepository(db);

  route(
    app,
    POOLS_API.publicLabelOptions,
    {
      config: READ,
      schema: {
        summary: '公共人才库：标签筛选的选项（标签管理中的标签，标签树节点）',
        tags: ['pools'],
        response: { 200: envelope(PoolLabelOptions) },
      },
    },
    async (request) => ok(labelOptionTree(await labelCatalogue.list(tenantContextOf(request), ''))),
  );

  route(
    app,
    POOLS_API.publicSearch,
    {
      config: READ,
      schema: {
        summary:
          '公共人才库：没有进行中投递的候选人（关键词：姓名、手机号、邮箱、学校、专业；筛选器：候选人与其最新简历、标签）',
        tags: ['pools'],
        body: PoolSearchInput,
        response: { 200: envelope(PoolPage) },
      },
    },
    async (request) => {
      const { tenantId } = tenantContextOf(request);
      const { keyword, filter, pageIndex, pageSize } = request.body;
      const { total, rows } = await pool.search(
        tenantId,
        { keyword, filter },
        (pageIndex - 1) * pageSize,
        pageSize,
      );
      const labels = await poolLabels.labels.labelsOf(
        tenantId,
        rows.map((c) => c.id),
      );
      return ok({
        total,
        rows: rows.map((c) => ({
          candidateId: c.id,
          name: c.name,
          mobile: c.mobile,
          email: c.email,
          school: c.school,
          major: c.major,
          degree: c.degree,
          graduationYear: c.graduation_year,
          source: c.source,
          labels: labels.get(c.id) ?? [],
          createdAt: c.created_at,
        })),
      });
    },
  );

  route(
    app,
    POOLS_API.publicLabels,
    {
      config: WRITE,
      schema: {
        summary: '公共人才库：为所选候选人添加或移除标签（一次最多200人）',
        tags: ['pools'],
        body: PoolLabelsInput,
        response: { 200: envelope(PoolLabelsAnswer) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const changed = await poolLabels.apply(ctx.tenantId, ctx.operatorId, request.body);
      const add = request.body.action === 'add';
      noteAudit(request, {
        targetType: 'candidate',
        targetId: request.body.candidateIds.join(',').slice(0, 200),
        detail: `公共人才库${add ? '添加' : '移除'}标签：${request.body.labels.join('、')}（${changed}人）`,
      });
      return ok({ changed }, add ? POOL_MESSAGES.labelsAdded(changed) : POOL_MESSAGES.labelsRemoved(changed));
    },
  );

  route(
    app,
    POOLS_API.publicLabelsBulk,
    {
      config: WRITE,
      schema: {
        summary: '公共人才库：为搜索结果的全部候选人添加或移除标签（任务中心的任务）',
        tags: ['pools'],
        body: PoolBulkLabelsInput,
        response: { 200: envelope(PoolBulkLabelsStarted) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const taskId = await poolLabels.startBulk(ctx.tenantId, ctx.operatorId, request.body);
      noteAudit(request, {
        targetType: 'task',
        targetId: taskId,
        detail: `公共人才库批量${request.body.action === 'add' ? '添加' : '移除'}标签：${request.body.labels.join('、')}`,
      });
      return ok({ taskId }, POOL_MESSAGES.bulkLabelsStarted);
    },
  );

  route(
    app,
    POOLS_API.publicRecruit,
    {
      config: WRITE,
      schema: {
        summary: '从公共人才库加入职位：在职位流程的第一个环节创建投递',
        tags: ['pools'],
        body: RecruitFromPoolRequest,
        response: { 200: envelope(RecruitFromPoolAnswer) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const answer = await recruitFromPool(
        db,
        ctx.tenantId,
        { id: ctx.operatorId },
        request.body,
        clock.now(),
      );
      noteAudit(request, {
        targetType: 'job',
        targetId: request.body.jobId,
        detail: `从公共人才库加入职位${answer.created}人`,
      });
      return ok(answer, POOL_MESSAGES.recruited(answer.created));
    },
  );

  route(
    app,
    POOLS_API.publicRecruitBulk,
    {
      config: WRITE,
      schema: {
        summary: '从公共人才库加入职位：搜索结果的全部候选人（任务中心的任务，分批提交，可续跑）',
        tags: ['pools'],
        body: PoolBulkRecruitInput,
        response: { 200: envelope(PoolBulkLabelsStarted) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const taskId = await poolRecruit.startBulk(ctx.tenantId, ctx.operatorId, request.body);
      noteAudit(request, {
        targetType: 'job',
        targetId: request.body.jobId,
        detail: `公共人才库批量加入职位（任务${taskId}）`,
      });
      return ok({ taskId }, POOL_MESSAGES.bulkRecruitStarted);
    },
  );

  // ---------------------------------------------------------------- 招聘季归档, 历史人才库

  route(
    app,
    POOLS_API.seasons,
    {
      config: READ,
      schema: {
        summary: '招聘季归档记录：归档前后的投递数与任务进度',
        tags: ['pools'],
        response: { 200: envelope(SeasonArchiveList) },
      },
    },
    async (request) => ok(await archive.list(tenantContextOf(request).tenantId)),
  );

  route(
    app,
    POOLS_API.seasonsArchive,
    {
      config: ADMIN,
      schema: {
        summary: '关闭招聘季：其投递作为任务移入历史人才库',
        tags: ['pools'],
        body: SeasonArchiveRequest,
        response: { 200: envelope(SeasonArchiveRow) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const row = await archive.start(ctx.tenantId, ctx.operatorId, request.body.season);
      noteAudit(request, {
        targetType: 'season',
        targetId: String(request.body.season),
        detail: `归档${seasonLabel(request.body.season)}（${row.before}条投递）`,
      });
      return ok(row, HISTORY_MESSAGES.started(row.seasonLabel));
    },
  );

  route(
    app,
    POOLS_API.history,
    {
      config: READ,
      schema: {
        summary: '历史人才库：已归档招聘季的投递（关键词：姓名、手机号、邮箱、学校）',
        tags: ['pools'],
        querystring: HistoryQuery,
        response: { 200: envelope(HistoryPage) },
      },
    },
    async (request) => {
      const { tenantId } = tenantContextOf(request);
      const query = HistoryQuery.parse(request.query);
      // Read through the archive (CALL-010): the page's ArchiveId header names the closing whose
      // season is shown, unless the query names a season itself; an unknown id shows every season.
      const header = request.headers.archiveid;
      const archived =
        query.season === undefined && typeof header === 'string' && header
          ? await archive.history.findArchive(tenantId, header)
          : undefined;
      const filter = { season: query.season ?? archived?.season, keyword: query.keyword };
      const { total, rows } = await archive.history.search(
        tenantId,
        filter,
        (query.pageIndex - 1) * query.pageSize,
        query.pageSize,
      );
      return ok({ total, rows: rows.map(historyRow) });
    },
  );

  route(
    app,
    POOLS_API.historyByApplicationId,
    {
      config: READ,
      schema: {
        summary: '历史投递详情',
        tags: ['pools'],
        params: z.object({ applicationId: z.string().min(1).max(64) }),
        response: { 200: envelope(HistoryDetails) },
      },
    },
    async (request) => {
      const { tenantId } = tenantContextOf(request);
      const row = await archive.history.find(tenantId, request.params.applicationId);
      if (!row) throw errors.notFound(HISTORY_MESSAGES.notFound);
      return ok({
        ...historyRow(row),
        gender: row.gender === 1 ? '男' : row.gender === 2 ? '女' : '',
        graduationYear: row.graduation_year,
        region: row.region,
        source: row.source,
        score: row.score,
      });
    },
  );

  // ---------------------------------------------------------------- 意向人才库

  const intents = new IntentRepository(db);
  const jobs = new CandidateImportRepository(db);

  route(
    app,
    POOLS_API.getIntents,
    {
      config: READ,
      schema: {
        summary: '意向人才库：登记了意向但未投递/已投递的候选人（deliveredstaus 00/01）',
        tags: ['pools'],
        querystring: IntentQuery,
        response: { 200: envelope(IntentPage) },
      },
    },
    async (request) => {
      const { tenantId } = tenantContextOf(request);
      const q = IntentQuery.parse(request.query);
      const [{ total, rows }, notSubmitted, submitted] = await Promise.all([
        intents.search(tenantId, q.keyword, q.deliveredstaus, (q.pageIndex - 1) * q.pageSize, q.pageSize),
        intents.count(tenantId, '', '00'),
        intents.count(tenantId, '', '01'),
      ]);
      return ok({ total, rows: rows.map(intentRow), counts: { notSubmitted, submitted } });
    },
  );

  route(
    app,
    POOLS_API.intentsByIntentId,
    {
      config: READ,
      schema: {
        summary: '意向简历预览',
        tags: ['pools'],
        params: z.object({ intentId: z.string().min(1).max(64) }),
        response: { 200: envelope(IntentRow) },
      },
    },
    async (request) => {
      const [row] = await intents.find(tenantContextOf(request).tenantId, [request.params.intentId]);
      if (!row) throw errors.notFound(INTENT_MESSAGES.notFound);
      return ok(intentRow(row));
    },
  );

  route(
    app,
    POOLS_API.postIntents,
    {
      config: WRITE,
      schema: {
        summary: '登记意向候选人',
        tags: ['pools'],
        body: RegisterIntentInput,
        response: { 200: envelope(IntentRow) },
      },
    },
    async (request) => {
      const { tenantId } = tenantContextOf(request);
      const input = request.body;
      const id = (await registerIntent({ intents, jobs }, tenantId, input, clock.now(), 'refuse'))!;
      noteAudit(request, { targetType: 'talent_intent', targetId: id, detail: `登记意向${input.name}` });
      const [row] = await intents.find(tenantId, [id]);
      return ok(intentRow(row!), INTENT_MESSAGES.registered);
    },
  );

  route(
    app,
    POOLS_API.intentsInvite,
    {
      config: WRITE,
      schema: {
        summary: '邀请意向候选人投递（已投递的不再邀请）',
        tags: ['pools'],
        body: InviteIntentsInput,
        response: { 200: envelope(InviteIntentsAnswer) },
      },
    },
    async (request) => {
      const { tenantId } = tenantContextOf(request);
      const found = await intents.find(tenantId, request.body.intentIds);
      const waiting = found.filter((r) => !r.delivered).map((r) => r.id);
      await intents.markInvited(tenantId, waiting, clock.now());
      noteAudit(request, {
        targetType: 'talent_intent',
        targetId: waiting.join(',').slice(0, 200),
        detail: `邀请投递${waiting.length}人`,
      });
      return ok(
        { invited: waiting.length, alreadyDelivered: found.length - waiting.length },
        INTENT_MESSAGES.invited(waiting.length),
      );
    },
  );
};

function historyRow(
  row: NonNullable<Awaited<ReturnType<SeasonArchiveService['history']['find']>>>,
): HistoryPage['rows'][number] {
  return {
    applicationId: row.id,
    candidateId: row.candidate_id,
    season: row.season,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    school: row.school,
    major: row.major,
    degree: row.degree,
    jobName: row.job_name,
    stepName: row.step_name,
    statusLabel: archivedStatusLabel(row.inbox_status),
    appliedAt: row.applied_at,
    archivedAt: row.archived_at,
  };
}

function intentRow(row: Awaited<ReturnType<IntentRepository['find']>>[number]): IntentRow {
  const status = row.delivered ? '01' : '00';
  return {
    intentId: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    school: row.school,
    major: row.major,
    degree: row.degree,
    graduationYear: row.graduation_year,
    jobId: row.job_id,
    jobName: row.job_name,
    source: row.source,
    notes: row.notes,
    deliveredstaus: status,
    deliveredLabel: deliveredLabel(status),
    inviteCount: row.invite_count,
    invitedAt: row.invited_at,
    createdAt: row.created_at,
  };
}
