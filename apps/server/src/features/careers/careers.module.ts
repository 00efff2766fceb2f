import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { ReadCache } from '../../platform/read-cache';
import type { ResumeDesignService } from '../resume-design/resume-design.service';
import type { CareersPageService } from '../settings/careers-page.service';
import type { MemberInfoService } from '../settings/member-info.service';
import { careersDesignRoutes } from './careers-design.routes';
import { CareersRepository } from './careers.repository';
import { careersRoutes } from './careers.routes';
import { CAREERS_CACHE_TTL_MS, CAREERS_CHANGING_PREFIXES, CareersService } from './careers.service';

// The careers site's public reads (/api/web/careers: the site, its jobs, the application form's
// design) as one unit for app.ts. Answers the repository the candidate sign-in finds sites with.

export async function registerCareers(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    /** Jobs a top card pins first now (the toolbox, issue 19). */
    pinnedJobIds: (tenantId: string) => Promise<string[]>;
    /** 会员管理's company information (settings, issue 17). */
    members: Pick<MemberInfoService, 'careersProfile'>;
    /** 页面设置 as published (settings, issue 17). */
    careersPages: Pick<CareersPageService, 'careersPage'>;
    /** The resume-design feature's service: the online form and its dictionaries (issue 6 §2). */
    design: Pick<ResumeDesignService, 'onlineModules' | 'memberDictionaries'>;
    /** 更多设置's consent text (issue 17), shown above the form's submit button. */
    consent: { consentText(tenantId: string): Promise<string> };
  },
): Promise<CareersRepository> {
  const { db, clock } = deps;
  const repository = new CareersRepository(db);
  // Public reads are cached briefly; any change to jobs in this process drops the cache.
  const cache = new ReadCache(clock, CAREERS_CACHE_TTL_MS);
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url ?? '';
    if (
      request.method !== 'GET' &&
      reply.statusCode < 400 &&
      CAREERS_CHANGING_PREFIXES.some((p) => url.startsWith(p))
    )
      cache.clear();
  });
  await app.register(careersRoutes, {
    prefix: '/api/web/careers',
    careers: new CareersService(
      repository,
      clock,
      cache,
      deps.pinnedJobIds,
      (tenantId) => deps.members.careersProfile(tenantId),
      (tenantId) => deps.careersPages.careersPage(tenantId),
    ),
  });
  await app.register(careersDesignRoutes, {
    prefix: '/api/web/careers',
    db,
    design: deps.design,
    consent: deps.consent,
    files: app.files,
  });
  return repository;
}
