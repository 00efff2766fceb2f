import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope } from '@ehire/domain/contracts/envelope';
import {
  POOL_MESSAGES,
  PoolPage,
  PublicPoolQuery,
  RecruitFromPoolAnswer,
  RecruitFromPoolRequest,
} from '@ehire/domain/contracts/pools';
import type { Database } from '../../db/schema';
import { ok } from '../../platform/envelope';
import type { Clock } from '../../platform/clock';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../jobs/contract-validator';
import { PublicPoolRepository } from './public-pool.repository';
import { recruitFromPool } from './recruit';

// /api/biz/pools: the talent pools (issue 18 §1), read with the talent permission.

const READ = { permission: { key: PERMISSION.talent, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.talent, write: true } } as const;

export const poolRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const pool = new PublicPoolRepository(db);

  app.get(
    '/public',
    {
      config: READ,
      schema: {
        summary: '公共人才库：没有进行中投递的候选人（关键词：姓名、手机号、邮箱）',
        tags: ['pools'],
        querystring: PublicPoolQuery,
        response: { 200: envelope(PoolPage) },
      },
    },
    async (request) => {
      const { tenantId } = tenantContextOf(request);
      const query = PublicPoolQuery.parse(request.query);
      const [total, rows] = await Promise.all([
        pool.count(tenantId, query.keyword),
        pool.page(tenantId, query.keyword, (query.pageIndex - 1) * query.pageSize, query.pageSize),
      ]);
      const newest = new Map<string, Awaited<ReturnType<typeof pool.resumes>>[number]>();
      for (const r of await pool.resumes(
        tenantId,
        rows.map((c) => c.id),
      ))
        if (!newest.has(r.candidate_id)) newest.set(r.candidate_id, r);
      return ok({
        total,
        rows: rows.map((c) => {
          const r = newest.get(c.id);
          return {
            candidateId: c.id,
            name: c.name,
            mobile: c.mobile,
            email: c.email,
            school: r?.school ?? '',
            major: r?.major ?? '',
            degree: r?.degree ?? '',
            graduationYear: r?.graduation_year ?? 0,
            source: r?.source ?? '',
            createdAt: c.created_at,
          };
        }),
      });
    },
  );

  app.post(
    '/public/recruit',
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
};
