import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertConfigSafe, configWithDefaults, type Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { ensureDemoData } from './db/demo';
import { migrateToLatest } from './db/migrate';
import { accountRoutes, authListRoutes } from './features/account/account.routes';
import { AccountRepository } from './features/account/account.repository';
import { AccountService } from './features/account/account.service';
import { AuthRepository } from './features/auth/auth.repository';
import { authRoutes } from './features/auth/auth.routes';
import { AuthService } from './features/auth/auth.service';
import { CustomerRepository } from './features/customer/customer.repository';
import { customerRoutes, realNameRoutes } from './features/customer/customer.routes';
import { CustomerService } from './features/customer/customer.service';
import { FlowRepository } from './features/flow/flow.repository';
import { flowRoutes } from './features/flow/flow.routes';
import { FlowService } from './features/flow/flow.service';
import { CareersRepository } from './features/careers/careers.repository';
import { careersRoutes } from './features/careers/careers.routes';
import { careersDesignRoutes } from './features/careers/careers-design.routes';
import { applyRoutes } from './features/apply/apply.routes';
import { applyService } from './features/apply/apply-wiring';
import { CandidateCodeRepository } from './features/candidate-auth/candidate-code.repository';
import { candidateAuthRoutes } from './features/candidate-auth/candidate-auth.routes';
import { CandidateAuthService } from './features/candidate-auth/candidate-auth.service';
import { CandidateSessionRepository } from './features/candidate-auth/candidate-session.repository';
import { candidateSites } from './features/candidate-auth/candidate-sites';
import { talentRoutes } from './features/talent/talent.routes';
import { DataScopeService } from './features/settings/data-scope.service';
import { EXPORT_BATCH_SIZE, TalentExportService } from './features/talent/talent-export.service';
import { ExportTemplateRepository } from './features/exports/export-template.repository';
import { ExportTemplateService } from './features/exports/export-template.service';
import { exportCheckRoutes, exportTemplateRoutes } from './features/exports/exports.routes';
import { taskDownloadRoutes } from './features/exports/task-download.routes';
import { talentExportTaskHandler } from './features/talent/talent-export.task';
import { TaskCentreService } from './platform/tasks/task-centre.service';
import { TaskRepository } from './platform/tasks/task.repository';
import { TalentService } from './features/talent/talent.service';
import {
  CAREERS_CACHE_TTL_MS,
  CAREERS_CHANGING_PREFIXES,
  CareersService,
} from './features/careers/careers.service';
import { DeliveryForwarder } from './features/delivery/delivery-forwarder';
import { forwardHandler } from './features/delivery/delivery-forward.task';
import { DeliveryRepository } from './features/delivery/delivery.repository';
import { deliveryRoutes } from './features/delivery/delivery.routes';
import { DeliverySettingsService } from './features/delivery/delivery.service';
import { NodemailerSender, type MailSender } from './features/delivery/mail-sender';
import { ForbiddenWordsRepository } from './features/forbidden-words/forbidden-words.repository';
import {
  forbiddenWordRoutes,
  opsForbiddenWordRoutes,
} from './features/forbidden-words/forbidden-words.routes';
import { ForbiddenWordService } from './features/forbidden-words/forbidden-words.service';
import { FlowTableBridge } from './features/jobs/flow-bridge';
import { JobsRepository } from './features/jobs/jobs.repository';
import { jobRoutes } from './features/jobs/jobs.routes';
import { JobsService } from './features/jobs/jobs.service';
import { OpsReviewRepository } from './features/ops-review/ops-review.repository';
import { opsReviewRoutes } from './features/ops-review/ops-review.routes';
import { OpsReviewService } from './features/ops-review/ops-review.service';
import { ReferralRepository } from './features/referral/referral.repository';
import { referralRoutes } from './features/referral/referral.routes';
import { ReferralService } from './features/referral/referral.service';
import { HealthRepository } from './features/health/health.repository';
import { healthRoutes } from './features/health/health.routes';
import { HealthService } from './features/health/health.service';
import { registerNotices } from './features/notice/notice.module';
import { OpsAuthRepository } from './features/ops-auth/ops-auth.repository';
import { opsAuthRoutes } from './features/ops-auth/ops-auth.routes';
import { OpsAuthService } from './features/ops-auth/ops-auth.service';
import { siteRoutes } from './features/site/site.routes';
import { MemberInfoService } from './features/settings/member-info.service';
import { CareersPageService } from './features/settings/careers-page.service';
import { registerSettings } from './features/settings/settings.module';
import { registerSmartRules } from './features/smart-rules/smart-rules.module';
import { registerResumeDesign } from './features/resume-design/resume-design.module';
import { registerStatistics } from './features/statistics/statistics.module';
import { registerInterviews } from './features/interviews/interviews.module';
import { TrackingRepository } from './features/tracking/tracking.repository';
import { trackingRoutes } from './features/tracking/tracking.routes';
import { TrackingService } from './features/tracking/tracking.service';
import { WorkbenchRepository } from './features/workbench/workbench.repository';
import { workbenchActionsRoutes } from './features/workbench/workbench-actions.routes';
import { WorkbenchActionsService } from './features/workbench/workbench-actions.service';
import { workbenchRoutes } from './features/workbench/workbench.routes';
import { WorkbenchService } from './features/workbench/workbench.service';
import { processRecountTaskHandler } from './features/workbench/process-recount.task';
import { rebuildApplicationCounts } from './features/applications/application.repository';
import { ApplicationJobStatDayRepository } from './features/statistics/application-job-stat-day.repository';
import { ApplicationReportDayRepository } from './features/statistics/application-report-day.repository';
import { ApplicationStatDayRepository } from './features/statistics/application-stat-day.repository';
import { installAuditLog } from './platform/audit/audit-hook';
import { AuditRepository } from './platform/audit/audit.repository';
import { installAuthentication } from './platform/auth/auth-hook';
import { PrincipalRepository } from './platform/auth/principal.repository';
import { CaptchaRepository } from './platform/captcha/captcha.repository';
import { CaptchaService } from './platform/captcha/captcha.service';
import { systemClock, type Clock } from './platform/clock';
import { installErrorHandling } from './platform/error-handler';
import { installSignGuard } from './platform/flow/flow-guard';
import { flowIdKey } from './platform/flow/flow-id';
import { SignNonceRepository } from './platform/flow/sign-nonce.repository';
import { LoginAttemptRepository } from './platform/login-guard/login-attempt.repository';
import { LoginGuard } from './platform/login-guard/login-guard';
import { registerOpenApi, registerOpenApiUi } from './platform/openapi';
import { installRateLimitStore } from './platform/rate-limit';
import { ReadCache } from './platform/read-cache';
import { PasswordHasher } from './platform/passwords';
import { installRouteAccess } from './platform/route-access';
import { registerSecurityHeaders } from './platform/security';
import { SessionRepository } from './platform/sessions/session.repository';
import { SessionService } from './platform/sessions/session.service';
import { SmsOutboxRepository } from './platform/sms/sms-outbox.repository';
import { createSmsProvider } from './platform/sms/create-sms-provider';
import type { SmsProvider } from './platform/sms/sms-provider';
import { registerStaticWeb } from './platform/static-web';
import type { TaskQueueTuning } from './platform/tasks/queue';
import { registerTasks } from './platform/tasks/tasks.module';
import { zodValidatorCompiler } from './platform/validation';
import {
  createFileStorage,
  exportTempDirOf,
  sweepStaleTempFiles,
  tempDirOf,
} from './platform/files/create-storage';
import { FileRepository } from './platform/files/file.repository';
import { FileService } from './platform/files/file.service';
import type { FileStorage } from './platform/files/storage';
import { LedgerBalances } from './platform/balances/ledger-balances';
import { registerToolbox } from './features/toolbox/toolbox.module';
import { careersUploadRoutes, fileRoutes } from './features/files/files.routes';
import { moveAttachmentBlobs } from './features/talent/attachment-blob-move';
import { registerImports } from './features/imports/imports.module';
import { registerAssessments } from './features/assessments/assessments.module';
import { careersIntentRoutes } from './features/pools/careers-intent.routes';
import { IntentRepository } from './features/pools/intent.repository';
import { SchoolsRepository } from './features/schools/schools.repository';
import { schoolRoutes } from './features/schools/schools.routes';
import { SchoolsService } from './features/schools/schools.service';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  /** An already migrated database; when absent buildApp opens, migrates and later closes one. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** The file storage; default from config (S3_URL or DATA_DIR/files). Tests pass a failing one. */
  fileStorage?: FileStorage;
  /** Test-only: observe issued verify codes (never exposed over HTTP). */
  onCaptchaIssued?: (captchaId: string, code: string) => void;
  /** Outgoing mail instead of SMTP_URL's (tests receive candidates' email codes this way). */
  mailSender?: MailSender;
  /** SMS provider instead of the outbox provider. */
  smsProvider?: SmsProvider;
  /** Background task timings (tests shorten polls and leases). */
  taskTuning?: Partial<TaskQueueTuning>;
}

export type App = FastifyInstance;

/**
 * The whole HTTP application, composed in a visible order: platform (errors, access rules,
 * security headers, docs), the request hooks (auth, request signing, audit), then each feature.
 */
export async function buildApp(partialConfig: Partial<Config>, options: BuildOptions = {}): Promise<App> {
  const config = configWithDefaults(partialConfig);
  assertConfigSafe(config);
  if (options.onCaptchaIssued && config.nodeEnv === 'production') {
    throw new Error('onCaptchaIssued 仅供测试使用，生产环境不可设置');
  }
  const clock = options.clock ?? systemClock;
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? createDatabase(config);
  const passwords = new PasswordHasher(config.passwordHashing);
  if (ownsDatabase) {
    try {
      await migrateToLatest(database.db);
      if (config.demoData) await ensureDemoData(database.db, { passwords, now: clock.now() });
    } catch (error) {
      await database.destroy();
      throw error;
    }
  }
  const { db } = database;

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Client-supplied request ids are not trusted for log correlation.
    requestIdHeader: false,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRouteAccess(app);
  installErrorHandling(app);
  if (ownsDatabase) app.addHook('onClose', async () => database.destroy());

  await app.register(cookie);
  await installRateLimitStore(app, config.redisUrl);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app);

  // Platform services.
  const sessions = new SessionService(new SessionRepository(db), clock);
  const captcha = new CaptchaService(new CaptchaRepository(db), clock, {
    appSecret: config.appSecret,
    disabled: config.captchaDisabled,
    onIssued: options.onCaptchaIssued,
  });
  const auditLog = new AuditRepository(db);
  const loginGuard = new LoginGuard(new LoginAttemptRepository(db), clock, auditLog);
  installAuthentication(app, { sessions, principals: new PrincipalRepository(db) });
  installSignGuard(app, {
    nonces: new SignNonceRepository(db),
    clock,
    flowIdKey: flowIdKey(config.appSecret),
  });
  installAuditLog(app, { audit: auditLog, clock });
  // Background tasks (issue 12 §1): app.tasks for every feature below, and the task centre.
  await registerTasks(app, { db, dialect: database.dialect, clock, config, tuning: options.taskTuning });

  // File storage (issue 12 §2): app.files for every feature that stores or serves a file.
  const fileStorage = options.fileStorage ?? createFileStorage(config);
  const files = new FileService(new FileRepository(db), fileStorage, clock, app.log);
  const fileTempDir = tempDirOf(config);
  app.decorate('files', files);
  if (!options.fileStorage) app.addHook('onClose', async () => fileStorage.close?.());
  // Task result files live in the same storage; the queue deletes them with their tasks.
  app.tasks.useResultFiles(fileStorage);
  // Balances (issue 19): app.balances for every feature that spends SMS, invitations, licences.
  // Kept as a ledger; the scheduled clean-up records what expired.
  const balances = new LedgerBalances(db, clock);
  app.decorate('balances', balances);
  app.tasks.onCleanup(() => balances.expireDue());
  const toolbox = await registerToolbox(app, { db, clock, balances });
  // Uploads never claimed by what they were for (24 h) go with the scheduled clean-up.
  app.tasks.onCleanup(() => files.purgeExpired());
  await sweepStaleTempFiles(config, fileStorage);
  // Attachments stored as database blobs before migration 012 move into the storage (once).
  await moveAttachmentBlobs(db, files, app.log);

  // Feature services.
  const auth = new AuthService(new AuthRepository(db), sessions, captcha, loginGuard, passwords);
  const account = new AccountService(new AccountRepository(db), auth, sessions, passwords, clock);
  const customer = new CustomerService(new CustomerRepository(db), clock);
  const tracking = new TrackingService(new TrackingRepository(db), clock);
  const health = new HealthService(new HealthRepository(db));
  const opsAuth = new OpsAuthService(new OpsAuthRepository(db), sessions, captcha, loginGuard, passwords);
  const cookies = { secureCookies: config.secureCookies };
  const rateLimitPerMinute = config.authRateLimitPerMinute;

  // Routes, one family per prefix (docs/api.md).
  await app.register(healthRoutes, { prefix: '/api', health, dialect: database.dialect });
  await app.register(authRoutes, { prefix: '/api/auth', auth, captcha, cookies, rateLimitPerMinute });
  await app.register(accountRoutes, { prefix: '/api/biz', account, cookies });
  await app.register(customerRoutes, { prefix: '/api/biz/customer', customer });
  await app.register(authListRoutes, { prefix: '/api/system', account });
  await app.register(realNameRoutes, { prefix: '/api/job-customer', customer });
  await app.register(trackingRoutes, { prefix: '/api/web', tracking });
  await app.register(siteRoutes, {
    prefix: '/api/web',
    site: { hotline: config.hotline, chatScriptUrl: config.chatScriptUrl },
  });
  const flows = new FlowService(new FlowRepository(db), clock, flowIdKey(config.appSecret));
  await app.register(flowRoutes, { prefix: '/api/flow', flows });
  await app.register(opsAuthRoutes, { prefix: '/api/ops/auth', opsAuth, cookies, rateLimitPerMinute });

  // Job management (issue 5): jobs, forbidden words, referral, delivery, careers site, /ops review.
  const forbiddenWords = new ForbiddenWordService(new ForbiddenWordsRepository(db), clock);
  const jobs = new JobsService(
    new JobsRepository(db),
    forbiddenWords,
    new FlowTableBridge(new FlowRepository(db), flows),
    clock,
  );
  const referral = new ReferralService(new ReferralRepository(db), clock);
  const deliveryRepository = new DeliveryRepository(db);
  const deliverySettings = new DeliverySettingsService(deliveryRepository, clock);
  const nodemailer = new NodemailerSender(config.smtpUrl, app.log);
  app.addHook('onClose', async () => nodemailer.close());
  const mailSender: MailSender = options.mailSender ?? nodemailer;
  const smsProvider: SmsProvider =
    options.smsProvider ?? createSmsProvider(config.sms, new SmsOutboxRepository(db), clock, app.log);
  // Each new application with an enabled setting is forwarded by a delivery-forward task.
  const deliveryForwarder = new DeliveryForwarder(deliveryRepository, mailSender, clock);
  app.decorate('deliveryForwarder', deliveryForwarder);
  app.tasks.register(forwardHandler(deliveryForwarder, db, clock));
  await app.register(jobRoutes, { prefix: '/api/biz/jobs', jobs });
  await app.register(forbiddenWordRoutes, { prefix: '/api/biz/forbidden-words', words: forbiddenWords });
  await app.register(referralRoutes, { prefix: '/api/biz/referral', referral, files });
  await app.register(deliveryRoutes, { prefix: '/api/biz/delivery-settings', settings: deliverySettings });
  const careersRepository = new CareersRepository(db);
  // Public reads are cached briefly; any change to jobs in this process drops the cache.
  const careersCache = new ReadCache(clock, CAREERS_CACHE_TTL_MS);
  const memberInfo = new MemberInfoService(db, clock);
  const careersPages = new CareersPageService(db, clock, {
    files,
    memberOf: (tenantId) => careersRepository.memberOf(tenantId),
  });
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url ?? '';
    if (
      request.method !== 'GET' &&
      reply.statusCode < 400 &&
      CAREERS_CHANGING_PREFIXES.some((p) => url.startsWith(p))
    )
      careersCache.clear();
  });
  await app.register(careersRoutes, {
    prefix: '/api/web/careers',
    careers: new CareersService(
      careersRepository,
      clock,
      careersCache,
      (tenantId) => toolbox.pinnedJobIds(tenantId),
      (tenantId) => memberInfo.careersProfile(tenantId),
      (tenantId) => careersPages.careersPage(tenantId),
    ),
  });
  await app.register(fileRoutes, { prefix: '/api/biz/files', files, tempDir: fileTempDir });
  // Candidate sign-in by one-time code (issue 11): applying and 我的投递 need its session.
  const sites = candidateSites(careersRepository);
  const candidateAuth = new CandidateAuthService({
    codes: new CandidateCodeRepository(db),
    sessions: new CandidateSessionRepository(db),
    sms: smsProvider,
    mail: mailSender,
    clock,
    appSecret: config.appSecret,
    limits: config.candidateCodeLimits,
  });
  await app.register(candidateAuthRoutes, {
    prefix: '/api/web/careers',
    auth: candidateAuth,
    sites,
    rateLimitPerMinute: config.applyRateLimitPerMinute,
    secureCookies: config.secureCookies,
  });
  // 登记意向 from the careers site (issue 18 §1): feeds 意向人才库.
  await app.register(careersIntentRoutes, {
    prefix: '/api/web/careers',
    db,
    clock,
    sites,
    rateLimitPerMinute: config.applyRateLimitPerMinute,
  });
  // Notices (issue 14): templates, sends as tasks, records, replies, the badge; app.notices.
  await registerNotices(app, {
    db,
    clock,
    config,
    sms: smsProvider,
    storage: fileStorage,
    mailSender: options.mailSender,
    candidates: candidateAuth,
    sites,
    uploadTempDir: fileTempDir,
  });
  // The application form's files (issue 12 §2): uploaded first, referred to by id in the apply.
  await app.register(careersUploadRoutes, {
    prefix: '/api/web/careers',
    files,
    tempDir: fileTempDir,
    candidates: candidateAuth,
    sites,
    rateLimitPerMinute: config.applyRateLimitPerMinute,
  });
  // System settings (issue 17): users and roles; the roles' data scope is applied by the talent service.
  const settings = await registerSettings(app, {
    db,
    clock,
    passwords,
    sessions,
    store: fileStorage,
    tmpDir: exportTempDirOf(config),
    members: memberInfo,
    careersPages,
    sms: smsProvider,
    files,
    uploadTempDir: fileTempDir,
  });
  // Smart operations rules (issue 3 §3): routes, app.smartRules (evaluation, auto-disable), recalculation.
  await registerSmartRules(app, { db, clock });
  // Resume designer (issue 4): designer calls, dictionaries, provider review of designs.
  const resumeDesign = await registerResumeDesign(app, { db, clock });
  // The careers site's application form: the online design and its dictionaries (issue 6 §2).
  await app.register(careersDesignRoutes, {
    prefix: '/api/web/careers',
    db,
    design: resumeDesign,
    consent: settings.retention,
    files,
  });
  // Résumé analysis import (issue 18 §2): template, mapping, checks, the import task.
  await registerImports(app, { db, clock, design: resumeDesign });

  // Talent management and applying (issue 6).
  const talent = new TalentService(db, clock);
  // Exports (issue 12 §3): templates, the async check, the talent export (in the request or as a task).
  const exportTemplates = new ExportTemplateService(new ExportTemplateRepository(db), clock);
  const talentExporter = new TalentExportService(talent, exportTemplates, new AuditRepository(db), clock, {
    rowLimit: config.exportRowLimit,
    syncMaxRows: config.exportSyncMaxRows,
    batchSize: EXPORT_BATCH_SIZE,
  });
  await app.register(talentRoutes, {
    prefix: '/api/biz/talent',
    talent,
    files,
    exporter: talentExporter,
    exportTasks: app.tasks,
    scope: new DataScopeService(db),
  });
  await app.register(exportTemplateRoutes, {
    prefix: '/api/biz/export-templates',
    templates: exportTemplates,
    talent,
  });
  await app.register(exportCheckRoutes, { prefix: '/api/biz/export', exporter: talentExporter });
  app.tasks.register(
    talentExportTaskHandler({
      exporter: talentExporter,
      store: fileStorage,
      now: () => clock.now(),
      tmpDir: exportTempDirOf(config),
    }),
  );
  const statistics = await registerStatistics(app, { db, clock, store: fileStorage });
  await app.register(taskDownloadRoutes, {
    prefix: '/api/biz/tasks',
    centre: new TaskCentreService(app.tasks, new TaskRepository(db), clock),
    tasks: app.tasks,
    storage: fileStorage,
    audit: new AuditRepository(db),
    clock,
  });
  await app.register(applyRoutes, {
    prefix: '/api/web/careers',
    apply: applyService(app, db, clock, resumeDesign, referral, {
      consent: settings.retention,
      crashAfterCommit: config.crashAt === 'apply-after-commit',
    }),
    candidates: candidateAuth,
    sites,
    rateLimitPerMinute: config.applyRateLimitPerMinute,
  });
  // Interviews (issue 15): sites, arrangements, slots, invitations, candidate booking, calendar.
  const interviews = await registerInterviews(app, {
    db,
    clock,
    talent,
    mail: mailSender,
    sms: smsProvider,
    candidates: candidateAuth,
    sites,
    appSecret: config.appSecret,
    rateLimitPerMinute: config.applyRateLimitPerMinute,
  });
  // Invitations with a notice template are notices (issue 14 templates, .ics attached).
  interviews.useTemplates({
    channelOf: async (tenantId, templateId) =>
      (await app.notices.service.template({ tenantId, operatorId: '', projectId: null }, templateId)).channel,
    find: async (tenantId, templateId) =>
      (await app.notices.service.findTemplate(tenantId, templateId)) ?? null,
    send: (command) => app.notices.send(command),
  });
  // 测评管理 (issue 18 §3): products, invitations (licences, notices), results by callback or import.
  await registerAssessments(app, {
    db,
    clock,
    talent,
    callbackSecrets: config.assessmentCallbackSecrets,
  });
  await app.register(opsForbiddenWordRoutes, { prefix: '/api/ops/forbidden-words', words: forbiddenWords });
  await app.register(opsReviewRoutes, {
    prefix: '/api/ops/jobs',
    review: new OpsReviewService(new OpsReviewRepository(db), jobs),
  });

  // 学校管理 (issue 18 §4); the workbench's school card and count read from it.
  await app.register(schoolRoutes, {
    prefix: '/api/biz/schools',
    schools: new SchoolsService(new SchoolsRepository(db), clock),
  });
  await app.register(workbenchRoutes, {
    prefix: '/api/biz/workbench',
    workbench: new WorkbenchService(
      new WorkbenchRepository(db),
      app.balances,
      new DataScopeService(db),
      balances,
      (tenantId) => new IntentRepository(db).deliveredCounts(tenantId),
    ),
    statistics,
    tasks: app.tasks,
  });
  app.tasks.register(
    processRecountTaskHandler({
      rebuildApplicationCounts: (tenantId) => rebuildApplicationCounts(db, tenantId),
      rebuildStatistics: async (tenantId) => {
        await new ApplicationStatDayRepository(db).rebuild(tenantId);
        await new ApplicationReportDayRepository(db).rebuild(tenantId);
        await new ApplicationJobStatDayRepository(db).rebuild(tenantId);
      },
    }),
  );
  await app.register(workbenchActionsRoutes, {
    prefix: '/api/biz/workbench',
    actions: new WorkbenchActionsService(new AuthRepository(db), async (ctx, lead) => {
      // A buying-contact lead: a quote request without a product (issue 19's /ops quote requests).
      await toolbox.requestQuote(ctx, {
        productId: null,
        quantity: 1,
        contactName: lead.contactName,
        contactMobile: '',
        message: lead.message,
        source: 'workbench',
      });
    }),
  });

  await registerOpenApiUi(app);
  await registerStaticWeb(app, config.webDistDir);
  await app.ready();
  return app;
}
