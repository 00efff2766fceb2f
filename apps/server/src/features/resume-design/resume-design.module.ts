import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { ResumeDesignRepository } from './resume-design.repository';
import { opsResumeDesignRoutes, resumeDesignRoutes } from './resume-design.routes';
import { ResumeDesignService, type SmartRulesLink } from './resume-design.service';

// The resume designer (issue 4 §1, §3) as one unit for app.ts: the designer's calls and the
// provider review (the dictionaries are their own module). The related smart rules come from the smart-rules
// feature when it is registered (app.smartRules), else the lists are empty.

export async function registerResumeDesign(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): Promise<ResumeDesignService> {
  const smartRules = (): SmartRulesLink | undefined => {
    if (!app.hasDecorator('smartRules')) return undefined;
    const s = app.smartRules;
    return {
      related: (ctx, refs) => s.service.related(ctx, refs),
      disable: (tenantId, refs) => s.disableRulesUsingFields(tenantId, refs),
    };
  };
  const design = new ResumeDesignService(new ResumeDesignRepository(db), clock, smartRules, (error) =>
    app.log.error({ err: error }, 'resume design: disabling related smart rules failed'),
  );
  await app.register(resumeDesignRoutes, { prefix: '/api/biz/resume-design', design });
  await app.register(opsResumeDesignRoutes, { prefix: '/api/ops/resume-designs', design });
  return design;
}
