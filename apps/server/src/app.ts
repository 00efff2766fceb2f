import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertConfigSafe, configWithDefaults, type Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { ensureDemoData } from './db/demo';
import { migrateToLatest } from './db/migrate';
import { registerAccount } from './features/account/account.module';
import { registerApply } from './features/apply/apply.module';
import { registerAssessments } from './features/assessments/assessments.module';
import { registerAuth } from './features/auth/auth.module';
import { registerCandidateAuth } from './features/candidate-auth/candidate-auth.module';
import { registerCareers } from './features/careers/careers.module';
import { registerCustomer } from './features/customer/customer.module';
import { registerDelivery } from './features/delivery/delivery.module';
import { exportTemplateService, registerExports } from './features/exports/exports.module';
import { registerFiles } from './features/files/files.module';
import { registerDictionaries } from './features/dictionaries/dictionaries.module';
import { registerFlow } from './features/flow/flow.module';
import { registerForbiddenWords } from './features/forbidden-words/forbidden-words.module';
import { registerHealth } from './features/health/health.module';
import { registerImports } from './features/imports/imports.module';
import { registerInterviews } from './features/interviews/interviews.module';
import { registerJobs } from './features/jobs/jobs.module';
import { registerNotices } from './features/notice/notice.module';
import { registerOpsAuth } from './features/ops-auth/ops-auth.module';
import { registerOpsReview } from './features/ops-review/ops-review.module';
import { registerPools } from './features/pools/pools.module';
import { registerReferral } from './features/referral/referral.module';
import { registerResumeDesign } from './features/resume-design/resume-design.module';
import { registerSchools } from './features/schools/schools.module';
import { registerSettings } from './features/settings/settings.module';
import { registerSite } from './features/site/site.module';
import { registerSmartRules } from './features/smart-rules/smart-rules.module';
import { registerStatistics } from './features/statistics/statistics.module';
import { registerTalent } from './features/talent/talent.module';
import { registerToolbox } from './features/toolbox/toolbox.module';
import { registerTracking } from './features/tracking/tracking.module';
import { registerWorkbench } from './features/workbench/workbench.module';
import { NodemailerSender, type MailSender } from './features/delivery/mail-sender';
import { statisticsRebuilder } from './features/statistics/statistics-rebuild';
import { moveAttachmentBlobs } from './features/talent/attachment-blob-move';
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
  // Uploads never claimed by what they were for (24 h) go with the scheduled clean-up.
  app.tasks.onCleanup(() => files.purgeExpired());
  await sweepStaleTempFiles(config, fileStorage);
  // Attachments stored as database blobs before migration 012 move into the storage (once).
  await moveAttachmentBlobs(db, files, app.log);

  // Mail and SMS for the features that send them (delivery, candidate codes, interviews, notices).
  const nodemailer = new NodemailerSender(config.smtpUrl, app.log);
  app.addHook('onClose', async () => nodemailer.close());
  const mail: MailSender = options.mailSender ?? nodemailer;
  const sms: SmsProvider =
    options.smsProvider ?? createSmsProvider(config.sms, new SmsOutboxRepository(db), clock, app.log);

  // Features, one module each (features/<feature>/<feature>.module.ts): it builds its repositories
  // and services, registers its routes (one family per prefix, docs/api.md) and tasks, and answers
  // what other features take from it. Dependencies are passed in, in this order.
  const cookies = { secureCookies: config.secureCookies };
  const signInLimit = config.authRateLimitPerMinute;
  const careersLimit = config.applyRateLimitPerMinute;
  const signIn = { db, sessions, captcha, loginGuard, passwords, cookies, rateLimitPerMinute: signInLimit };
  // The toolbox (issue 19): the purchase loop, top cards and the campus portal; app.toolbox.
  const toolbox = await registerToolbox(app, { db, clock, balances });
  await registerHealth(app, { db: database.healthDb, dialect: database.dialect });
  const auth = await registerAuth(app, signIn);
  await registerAccount(app, { db, auth: auth.service, sessions, passwords, clock, cookies });
  const tenants = await registerCustomer(app, { db, clock });
  await registerTracking(app, { db, clock });
  await registerSite(app, { hotline: config.hotline, chatScriptUrl: config.chatScriptUrl });
  const flows = await registerFlow(app, { db, clock, appSecret: config.appSecret });
  await registerOpsAuth(app, signIn);

  // Job management (issue 5): forbidden words, jobs, the provider's review, referral, delivery.
  const forbiddenWords = await registerForbiddenWords(app, { db, clock });
  const jobs = await registerJobs(app, { db, clock, forbiddenWords, flows });
  await registerOpsReview(app, { db, jobs: jobs.service });
  const referral = await registerReferral(app, { db, clock, files, tenants });
  // app.deliveryForwarder: each new application with an enabled setting is forwarded as a task.
  await registerDelivery(app, { db, clock, mail });

  // System settings (issue 17): users and roles, organisation, 会员管理, 页面设置, retention, audit log.
  const settings = await registerSettings(app, {
    db,
    clock,
    passwords,
    sessions,
    store: fileStorage,
    tmpDir: exportTempDirOf(config),
    sms,
    files,
    uploadTempDir: fileTempDir,
    tenants,
  });
  // Smart operations rules (issue 3 §3): routes, app.smartRules (evaluation, auto-disable), recalculation.
  await registerSmartRules(app, { db, clock });
  // Resume designer (issue 4): designer calls, provider review of designs; the member dictionaries.
  const resumeDesign = await registerResumeDesign(app, { db, clock });
  await registerDictionaries(app, { db, clock });

  // The careers site (issue 6): its jobs and application form, candidate sign-in (issue 11),
  // uploads (issue 12 §2), 登记意向 into the pools (issue 18 §1).
  const careers = await registerCareers(app, {
    db,
    clock,
    pinnedJobIds: (tenantId) => toolbox.pinnedJobIds(tenantId),
    members: settings.members,
    careersPages: settings.careersPages,
    design: resumeDesign,
    consent: settings.retention,
  });
  const candidates = await registerCandidateAuth(app, { db, clock, config, sms, mail, careers });
  await registerFiles(app, { tempDir: fileTempDir, candidates, rateLimitPerMinute: careersLimit });
  const pools = await registerPools(app, {
    db,
    clock,
    sites: candidates.sites,
    rateLimitPerMinute: careersLimit,
  });
  // Notices (issue 14): templates, sends as tasks, records, replies, the badge; app.notices.
  await registerNotices(app, {
    db,
    clock,
    config,
    sms,
    storage: fileStorage,
    mailSender: options.mailSender,
    candidates: candidates.service,
    sites: candidates.sites,
    uploadTempDir: fileTempDir,
  });
  // Résumé analysis import (issue 18 §2): template, mapping, checks, the import task.
  await registerImports(app, { db, clock, design: resumeDesign });

  // Talent management (issue 6) and exports (issue 12 §3): templates, the async check, the task centre.
  const exportTemplates = exportTemplateService({ db, clock });
  const talent = await registerTalent(app, {
    db,
    clock,
    config,
    storage: fileStorage,
    templates: exportTemplates,
    scope: settings.scope,
  });
  await registerExports(app, { db, clock, storage: fileStorage, templates: exportTemplates, talent });
  // Statistics (issue 16 §1): the board, reports and their export task.
  const statistics = await registerStatistics(app, { db, clock, store: fileStorage });
  await registerApply(app, {
    db,
    clock,
    design: resumeDesign,
    referral,
    consent: settings.retention,
    candidates,
    rateLimitPerMinute: careersLimit,
    crashAfterCommit: config.crashAt === 'apply-after-commit',
  });
  // Interviews (issue 15): sites, arrangements, slots, invitations, candidate booking, calendar.
  const interviews = await registerInterviews(app, {
    db,
    clock,
    talent: talent.service,
    mail,
    sms,
    candidates: candidates.service,
    sites: candidates.sites,
    appSecret: config.appSecret,
    rateLimitPerMinute: careersLimit,
    tenants,
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
    talent: talent.service,
    callbackSecrets: config.assessmentCallbackSecrets,
  });
  // 学校管理 (issue 18 §4).
  await registerSchools(app, { db, clock });
  // The workbench: counts and cards from the features above, its actions, the process recount.
  await registerWorkbench(app, {
    db,
    balances,
    scope: settings.scope,
    intentCounts: pools.intentCounts,
    statistics,
    rebuildStatistics: statisticsRebuilder(db),
    accounts: auth.accounts,
    toolbox,
    tenants,
    jobs: jobs.repository,
    flows: flows.repository,
    projects: settings.projects,
  });

  await registerOpenApiUi(app);
  await registerStaticWeb(app, config.webDistDir);
  await app.ready();
  return app;
}
