import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { CandidateAuthService } from '../candidate-auth/candidate-auth.service';
import type { CandidateSites } from '../candidate-auth/candidate-auth.routes';
import type { CustomerRepository } from '../customer/customer.repository';
import type { MailSender } from '../delivery/mail-sender';
import type { TalentService } from '../talent/talent.service';
import { InterviewArrangementRepository } from './interview-arrangement.repository';
import { InterviewEvaluationRepository } from './interview-evaluation.repository';
import { InterviewInvitationRepository } from './interview-invitation.repository';
import { InterviewNoticeRepository } from './interview-notice.repository';
import {
  notifyHandler,
  TaskInterviewNotifier,
  type InterviewNotifier,
  type InterviewTemplateSender,
} from './interview-notifier';
import { InterviewPeopleRepository } from './interview-people.repository';
import { InterviewSiteRepository } from './interview-site.repository';
import { InterviewSlotRepository } from './interview-slot.repository';
import { candidateInterviewRoutes, interviewRoutes } from './interviews.routes';
import { InterviewService } from './interviews.service';

// Interviews (issue 15) as one unit for app.ts: the console routes, the candidate's booking
// routes on the careers site, and app.interviews (the service, and the notifier port the
// notices feature will take over: `app.interviews.useNotifier(...)`).

export interface Interviews {
  service: InterviewService;
  /** Replaces the default email/SMS notifier (issue 14 wires notices here). */
  useNotifier(notifier: InterviewNotifier): void;
  /** Invitations with a notice template go through this (app.ts wires app.notices). */
  useTemplates(sender: InterviewTemplateSender | null): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Interviews: the service and its notifier port (see interviews.module.ts). */
    interviews: Interviews;
  }
}

export interface InterviewModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  talent: TalentService;
  mail: MailSender;
  sms: SmsProvider;
  candidates: CandidateAuthService;
  sites: CandidateSites;
  appSecret: string;
  rateLimitPerMinute: number;
  /** The tenant row's owner (customer): the member name of the candidate links. */
  tenants: Pick<CustomerRepository, 'memberName'>;
  /** Prefix of candidate links in notices ('' = site-relative path). */
  publicUrl?: string;
}

export async function registerInterviews(
  app: FastifyInstance,
  deps: InterviewModuleDeps,
): Promise<Interviews> {
  const { db, clock } = deps;
  let notifier: InterviewNotifier = new TaskInterviewNotifier(app.tasks, clock);
  let templates: InterviewTemplateSender | null = null;
  const memberNames = new Map<string, string>();
  const people = new InterviewPeopleRepository(db);
  const service = new InterviewService({
    db,
    sites: new InterviewSiteRepository(db),
    arrangements: new InterviewArrangementRepository(db),
    slots: new InterviewSlotRepository(db),
    invitations: new InterviewInvitationRepository(db),
    evaluations: new InterviewEvaluationRepository(db),
    people,
    talent: deps.talent,
    balances: app.balances,
    notifier: () => notifier,
    clock,
    appSecret: deps.appSecret,
    publicUrl: deps.publicUrl ?? '',
    templates: () => templates,
    memberOf: async (tenantId) => {
      const known = memberNames.get(tenantId);
      if (known) return known;
      const name = await deps.tenants.memberName(tenantId);
      memberNames.set(tenantId, name);
      return name;
    },
  });
  app.tasks.register(
    notifyHandler({
      view: (tenantId, invitationId, slotId) => service.noticeView(tenantId, invitationId, slotId),
      notices: new InterviewNoticeRepository(db),
      mail: deps.mail,
      sms: deps.sms,
      clock,
      templates: () => templates,
    }),
  );
  const interviews: Interviews = {
    service,
    useNotifier: (next) => {
      notifier = next;
    },
    useTemplates: (next) => {
      templates = next;
    },
  };
  app.decorate('interviews', interviews);
  await app.register(interviewRoutes, { prefix: '/api/biz/interviews', interviews: service });
  await app.register(candidateInterviewRoutes, {
    prefix: '/api/web/careers',
    interviews: service,
    candidates: deps.candidates,
    sites: deps.sites,
    rateLimitPerMinute: deps.rateLimitPerMinute,
  });
  return interviews;
}
