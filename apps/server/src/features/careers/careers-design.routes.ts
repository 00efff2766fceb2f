import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { CareersResumeDesign } from '@ehire/domain/apply/contract';
import { DICTIONARY_TYPE } from '@ehire/domain/codes/resume-design';
import { z } from 'zod';
import { CareersMemberParams } from '@ehire/domain/contracts/careers';
import { FILE_PURPOSE } from '@ehire/domain/contracts/files';
import { envelope } from '@ehire/domain/contracts/envelope';
import { getSystemDictionary } from '@ehire/domain/dictionaries/system';
import type { DesignModule, DictItem } from '@ehire/domain/resume-design/model';
import type { Database } from '../../db/schema';
import { ok } from '../../platform/envelope';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { ResumeDesignService } from '../resume-design/resume-design.service';
import type { FileService } from '../../platform/files/file.service';
import { CareersRepository } from './careers.repository';
import { openCareersTenant } from './careers.service';
import { route } from '../../platform/route';
import { CAREERS_DESIGN_API } from '@ehire/domain/api/careers-design';

const CAREERS_DESIGN_MESSAGE = { siteNotFound: '招聘主页不存在' } as const;

/** The dictionaries a design's dropdowns read from outside the design (system, member custom). */
function dictionaryRefs(modules: readonly DesignModule[]): { system: string[]; member: string[] } {
  const system = new Set<string>();
  const member = new Set<string>();
  for (const m of modules) {
    for (const f of m.ecolumns) {
      if (f.deleteStatus === 1) continue;
      const type = Number(f.dictType);
      const key = (f.systemDdTableName ?? '').trim().toUpperCase();
      if (type === DICTIONARY_TYPE.system && key) system.add(key);
      if (type === DICTIONARY_TYPE.memberCustom && f.customerDictId) member.add(String(f.customerDictId));
    }
  }
  return { system: [...system].sort(), member: [...member].sort() };
}

/**
 * GET /api/web/careers/:member/resume-design (public): the tenant's online resume design (the
 * version applications are validated and stored against) with the dictionaries it uses, for the
 * application form of the careers site. Reads through the resume-design feature's service.
 */
const CareersImageParams = CareersMemberParams.extend({ id: z.string().min(1).max(64) });

export const careersDesignRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  /** The resume-design feature's service (its online version, created on first read). */
  design: Pick<ResumeDesignService, 'onlineModules' | 'memberDictionaries'>;
  /** 更多设置's consent text (issue 17), shown above the submit button of the form. */
  consent: { consentText(tenantId: string): Promise<string> };
  /** 页面设置's uploaded logo and banner (issue 17). */
  files: Pick<FileService, 'open'>;
}> = async (app, { db, design, consent, files }) => {
  app.setValidatorCompiler(contractMessageValidator);
  const careers = new CareersRepository(db);

  route(
    app,
    CAREERS_DESIGN_API.resumeDesign,
    {
      config: { public: true },
      schema: {
        summary: '投递表单：在线简历设计及其使用的字典',
        tags: ['careers'],
        params: CareersMemberParams,
        response: { 200: envelope(CareersResumeDesign) },
      },
    },
    async (request) => {
      const tenant = await openCareersTenant(
        careers,
        request.params.member,
        Date.now(),
        CAREERS_DESIGN_MESSAGE.siteNotFound,
      );
      const online = await design.onlineModules(tenant.id);
      const refs = dictionaryRefs(online.modules);
      const systemDictionaries: Record<string, DictItem[]> = {};
      for (const key of refs.system) {
        const dictionary = getSystemDictionary(key);
        if (dictionary) systemDictionaries[key] = dictionary.items;
      }
      const memberDictionaries = await design.memberDictionaries(tenant.id, refs.member);
      return ok({
        version: online.version,
        emodules: online.modules,
        systemDictionaries,
        memberDictionaries,
        consentText: await consent.consentText(tenant.id),
      });
    },
  );

  // 页面设置's logo and banner (issue 17): only files stored as careers-site images of this
  // tenant, anything else 404. The id never names other bytes, so browsers and CDNs may keep it.
  route(
    app,
    CAREERS_DESIGN_API.image,
    {
      config: { public: true },
      schema: {
        summary: '招聘官网标志或横幅图片',
        tags: ['careers'],
        params: CareersImageParams,
      },
    },
    async (request, reply) => {
      const tenant = await openCareersTenant(
        careers,
        request.params.member,
        Date.now(),
        CAREERS_DESIGN_MESSAGE.siteNotFound,
      );
      const { file, stream } = await files.open(
        tenant.id,
        request.params.id,
        (f) => f.purpose === FILE_PURPOSE.careersImage,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('etag', `"${file.sha256}"`)
        .send(stream);
    },
  );
};
