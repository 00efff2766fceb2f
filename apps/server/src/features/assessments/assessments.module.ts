import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { TalentService } from '../talent/talent.service';
import { AssessmentInvitationRepository } from './assessment-invitation.repository';
import { AssessmentProductRepository } from './assessment-product.repository';
import { assessmentCallbackRoutes, assessmentRoutes } from './assessments.routes';
import { AssessmentService } from './assessments.service';
import { AssessmentResultFileImporter } from './assessment-result-import';

// 测评管理 (issue 18 §3) as one unit for app.ts: products, invitations (licences from
// app.balances, notices through app.notices), results by callback or import.

export async function registerAssessments(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    talent: Pick<TalentService, 'rowsByIds'>;
    callbackSecrets: Readonly<Record<string, string>>;
  },
): Promise<void> {
  const invitations = new AssessmentInvitationRepository(deps.db);
  const assessments = new AssessmentService({
    db: deps.db,
    products: new AssessmentProductRepository(deps.db),
    invitations,
    balances: app.balances,
    talent: deps.talent,
    notices: () => app.notices,
    files: app.files,
    clock: deps.clock,
    log: app.log,
    callbackSecrets: deps.callbackSecrets,
  });
  // Results from the provider's spreadsheet: a task of the task centre.
  const resultImport = new AssessmentResultFileImporter({
    files: app.files,
    tasks: app.tasks,
    invitations,
    clock: deps.clock,
  });
  app.tasks.register(resultImport.handler());
  await app.register(assessmentRoutes, { prefix: '/api/biz/assessments', assessments, resultImport });
  await app.register(assessmentCallbackRoutes, { prefix: '/api/web/assessments', assessments });
}
