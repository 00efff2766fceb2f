import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope } from '@ehire/domain/contracts/envelope';
import {
  ForbiddenWordCheckInput,
  ForbiddenWordDeleteInput,
  ForbiddenWordImportAnswer,
  ForbiddenWordImportInput,
  ForbiddenWordInput,
  ForbiddenWordItem,
  ForbiddenWordListQuery,
  ForbiddenWordPage,
  ForbiddenWordRefusal,
} from '@ehire/domain/contracts/forbidden-words';
import { JobIdParams } from '@ehire/domain/contracts/jobs';
import { ok } from '../../platform/envelope';
import { noteAudit, providerOf, tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN, type RoutePermission } from '../../platform/route-access';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { ForbiddenWordService, WordListOwner } from './forbidden-words.service';
import { route } from '../../platform/route';
import { FORBIDDEN_WORDS_API } from '@ehire/domain/api/forbidden-words';

const Deleted = z.object({ deleted: z.number().int() });

interface ListRoutesOptions {
  /** The list's endpoints: the tenant's or the provider's. */
  api: (typeof FORBIDDEN_WORDS_API)['tenant' | 'provider'];
  words: ForbiddenWordService;
  /** The permission of the list's routes: a tenant key, or SIGNED_IN for the provider console. */
  read: RoutePermission;
  write: RoutePermission;
  ownerOf: (request: Parameters<typeof tenantContextOf>[0]) => WordListOwner;
  targetType: string;
  tag: string;
}

/** list / add / modify / delete / import, shared by the tenant list and the provider list. */
const wordListRoutes: FastifyPluginAsyncZod<ListRoutesOptions> = async (app, options) => {
  const { api, words, read, write, ownerOf, targetType, tag } = options;
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    api.list,
    {
      config: { permission: read },
      schema: {
        summary: '违禁词列表',
        tags: [tag],
        body: ForbiddenWordListQuery,
        response: { 200: envelope(ForbiddenWordPage) },
      },
    },
    async (request) => ok(await words.page(ownerOf(request), request.body)),
  );

  route(
    app,
    api.add,
    {
      config: { permission: write },
      schema: {
        summary: '新增违禁词',
        tags: [tag],
        body: ForbiddenWordInput,
        response: { 200: envelope(ForbiddenWordItem) },
      },
    },
    async (request) => {
      const item = await words.add(ownerOf(request), request.body.word);
      noteAudit(request, { targetType, targetId: item.id, detail: item.word });
      return ok(item);
    },
  );

  route(
    app,
    api.update,
    {
      config: { permission: write },
      schema: {
        summary: '修改违禁词',
        tags: [tag],
        params: JobIdParams,
        body: ForbiddenWordInput,
        response: { 200: envelope(ForbiddenWordItem) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType, targetId: request.params.id, detail: request.body.word });
      return ok(await words.update(ownerOf(request), request.params.id, request.body.word));
    },
  );

  route(
    app,
    api.delete,
    {
      config: { permission: write },
      schema: {
        summary: '删除违禁词',
        tags: [tag],
        body: ForbiddenWordDeleteInput,
        response: { 200: envelope(Deleted) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType, targetId: request.body.ids.join(',').slice(0, 200) });
      return ok({ deleted: await words.remove(ownerOf(request), request.body.ids) });
    },
  );

  route(
    app,
    api.import,
    {
      config: { permission: write },
      schema: {
        summary: '批量导入违禁词（每项一个词）',
        tags: [tag],
        body: ForbiddenWordImportInput,
        response: { 200: envelope(ForbiddenWordImportAnswer) },
      },
    },
    async (request) => {
      const answer = await words.import(ownerOf(request), request.body.words);
      noteAudit(request, {
        targetType,
        detail: `导入${answer.added}个，重复${answer.duplicates}个，无效${answer.invalid.length}个`,
      });
      return ok(answer);
    },
  );
};

/** /api/biz/forbidden-words: the tenant's list (PERMISSION.forbiddenWord) and the text check. */
export const forbiddenWordRoutes: FastifyPluginAsyncZod<{ words: ForbiddenWordService }> = async (
  app,
  { words },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  await app.register(wordListRoutes, {
    api: FORBIDDEN_WORDS_API.tenant,
    words,
    read: { key: PERMISSION.forbiddenWord, write: false },
    write: { key: PERMISSION.forbiddenWord, write: true },
    ownerOf: (request) => ({ kind: 'tenant', ctx: tenantContextOf(request) }),
    targetType: 'forbidden_word',
    tag: 'forbidden-words',
  });

  // The job form checks its texts before saving; anyone who may read jobs may ask.
  route(
    app,
    FORBIDDEN_WORDS_API.check,
    {
      config: { permission: { key: PERMISSION.job, write: false } },
      schema: {
        summary: '检查文本中的违禁词（租户与服务商词库）',
        tags: ['forbidden-words'],
        body: ForbiddenWordCheckInput,
        response: { 200: envelope(ForbiddenWordRefusal) },
      },
    },
    async (request) => ok({ hits: await words.check(tenantContextOf(request).tenantId, request.body.texts) }),
  );
};

/** /api/ops/forbidden-words: the provider-wide list, for provider staff. */
export const opsForbiddenWordRoutes: FastifyPluginAsyncZod<{ words: ForbiddenWordService }> = async (
  app,
  { words },
) => {
  await app.register(wordListRoutes, {
    api: FORBIDDEN_WORDS_API.provider,
    words,
    read: { key: SIGNED_IN, write: false },
    write: { key: SIGNED_IN, write: true },
    ownerOf: (request) => ({ kind: 'provider', staffId: providerOf(request).staffId }),
    targetType: 'provider_forbidden_word',
    tag: 'ops',
  });
};
