import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CareersJobDetail,
  CareersJobPage,
  CareersJobParams,
  CareersJobQuery,
  CareersMemberParams,
  CareersSite,
} from '@ehire/domain/contracts/careers';
import { envelope } from '@ehire/domain/contracts/envelope';
import { ok } from '../../platform/envelope';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { CareersService } from './careers.service';
import { route } from '../../platform/route';
import { CAREERS_API } from '@ehire/domain/api/careers';

const PUBLIC = { public: true } as const;
const TAGS = ['careers'];

/** /api/web/careers: the public careers site of a tenant (no token; web family). */
export const careersRoutes: FastifyPluginAsyncZod<{ careers: CareersService }> = async (app, { careers }) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    CAREERS_API.root,
    {
      config: PUBLIC,
      schema: {
        summary: '招聘主页信息',
        tags: TAGS,
        params: CareersMemberParams,
        response: { 200: envelope(CareersSite) },
      },
    },
    async (request) => ok(await careers.site(request.params.member)),
  );

  route(
    app,
    CAREERS_API.jobs,
    {
      config: PUBLIC,
      schema: {
        summary: '已发布职位（招聘方排序；搜索、地区与职能筛选、分页）',
        tags: TAGS,
        params: CareersMemberParams,
        querystring: CareersJobQuery,
        response: { 200: envelope(CareersJobPage) },
      },
    },
    async (request) => ok(await careers.jobs(request.params.member, request.query)),
  );

  route(
    app,
    CAREERS_API.jobsById,
    {
      config: PUBLIC,
      schema: {
        summary: '职位详情（仅已发布）',
        tags: TAGS,
        params: CareersJobParams,
        response: { 200: envelope(CareersJobDetail) },
      },
    },
    async (request) => ok(await careers.job(request.params.member, request.params.id)),
  );
};
