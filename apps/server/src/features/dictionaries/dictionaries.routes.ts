import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope } from '@ehire/domain/contracts/envelope';
import {
  DictListAnswer,
  DictListQuery,
  MemberDictAnswer,
  MemberDictInput,
  MemberDictParams,
  SystemDictAnswer,
  SystemDictParams,
} from '@ehire/domain/contracts/resume-design';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { DictionariesService } from './dictionaries.service';
import { route } from '../../platform/route';
import { DICTIONARIES_API } from '@ehire/domain/api/dictionaries';

const READ = { permission: { key: PERMISSION.resumeSetting, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.resumeSetting, write: true } } as const;
const TAGS = ['dictionaries'];

/** /api/biz/dictionaries: system and member custom dictionaries of the designer (D2 §7). */
export const dictionaryRoutes: FastifyPluginAsyncZod<{ dictionaries: DictionariesService }> = async (
  app,
  { dictionaries },
) => {
  app.setValidatorCompiler(contractMessageValidator);

  // D2 §7 gives no method: the list answers both a GET with a query and a POST with a body.
  route(
    app,
    DICTIONARIES_API.getList,
    {
      config: READ,
      schema: {
        summary: '系统字典或会员自定义字典列表（dicCategory 1 系统 / 2 会员，每页20条）',
        tags: TAGS,
        querystring: DictListQuery,
        response: { 200: envelope(DictListAnswer) },
      },
    },
    async (request) => ok(await dictionaries.list(tenantContextOf(request), request.query)),
  );

  route(
    app,
    DICTIONARIES_API.postList,
    {
      config: READ,
      schema: {
        summary: '系统字典或会员自定义字典列表（同 GET，参数在请求体）',
        tags: TAGS,
        body: DictListQuery,
        response: { 200: envelope(DictListAnswer) },
      },
    },
    async (request) => ok(await dictionaries.list(tenantContextOf(request), request.body)),
  );

  route(
    app,
    DICTIONARIES_API.systemByDicKey,
    {
      config: READ,
      schema: {
        summary: '系统字典数据（树）',
        tags: TAGS,
        params: SystemDictParams,
        response: { 200: envelope(SystemDictAnswer) },
      },
    },
    async (request) => ok(dictionaries.system(request.params.dicKey)),
  );

  route(
    app,
    DICTIONARIES_API.member,
    {
      config: READ,
      schema: {
        summary: '会员自定义字典数据（CustomerDictId → dictLevel, dictItems）',
        tags: TAGS,
        querystring: MemberDictParams,
        response: { 200: envelope(MemberDictAnswer) },
      },
    },
    async (request) => ok(await dictionaries.member(tenantContextOf(request), request.query.CustomerDictId)),
  );

  route(
    app,
    DICTIONARIES_API.memberSave,
    {
      config: WRITE,
      schema: {
        summary: '新建或修改会员自定义字典（最多3级）',
        tags: TAGS,
        body: MemberDictInput,
        response: { 200: envelope(MemberDictAnswer) },
      },
    },
    async (request) => {
      const answer = await dictionaries.save(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'member_dictionary',
        targetId: answer.customerDictId,
        detail: answer.dictName,
      });
      return ok(answer, '保存成功');
    },
  );

  route(
    app,
    DICTIONARIES_API.memberDelete,
    {
      config: WRITE,
      schema: {
        summary: '删除会员自定义字典',
        tags: TAGS,
        body: z.object({
          customerDictId: z.string({ error: '请选择字典' }).trim().min(1, '请选择字典').max(64),
        }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await dictionaries.remove(tenantContextOf(request), request.body.customerDictId);
      noteAudit(request, { targetType: 'member_dictionary', targetId: request.body.customerDictId });
      return done('删除成功');
    },
  );
};
