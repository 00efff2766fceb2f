import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AuditRepository } from '../../platform/audit/audit.repository';
import type { Clock } from '../../platform/clock';
import type { PasswordHasher } from '../../platform/passwords';
import type { SessionService } from '../../platform/sessions/session.service';
import { auditLogRoutes } from './audit-log.routes';
import { auditExportHandler, AuditLogService, type ResultStore } from './audit-log.service';
import { basicSettingsRoutes } from './basic-settings.routes';
import { dataRetentionRoutes } from './data-retention.routes';
import { careersPageRoutes } from './careers-page.routes';
import { CareersPageService } from './careers-page.service';
import { DataRetentionService } from './data-retention.service';
import { labelRoutes } from './label.routes';
import { TalentListLayoutService } from './talent-list-layout.service';
import { TargetSchoolService } from './target-schools.service';
import { memberInfoRoutes } from './member-info.routes';
import { BoundMobileService } from './bound-mobile.service';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { FileService } from '../../platform/files/file.service';
import type { CustomerRepository } from '../customer/customer.repository';
import { UserImportService, userImportTaskHandler } from './user-import';
import { userImportRoutes } from './user-import.routes';
import { MemberInfoService } from './member-info.service';
import { DataScopeService } from './data-scope.service';
import { LabelService } from './label.service';
import { organizationRoutes } from './organization.routes';
import { OrganizationService } from './organization.service';
import { projectSettingsRoutes } from './project-settings.routes';
import { ProjectSettingsService } from './project-settings.service';
import { ProjectRepository } from './project.repository';
import { roleRoutes, userRoutes } from './users-roles.routes';
import { UsersRolesService } from './users-roles.service';

// System settings (issue 17) as one unit for app.ts: users and roles (PERM-017), the organisation tree, the audit log. The data scope
// of a role is applied by the talent service itself (DataScopeService), not through the app.

/** What other features take from the settings: 更多设置, 会员管理 and 页面设置 for the careers site and applying, the roles' data scope, the projects. */
export interface Settings {
  retention: DataRetentionService;
  members: MemberInfoService;
  careersPages: CareersPageService;
  scope: DataScopeService;
  projects: ProjectRepository;
}

export async function registerSettings(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    passwords: PasswordHasher;
    sessions: SessionService;
    /** Where the audit-log export task puts its result file (the file storage). */
    store: ResultStore;
    tmpDir: string;
    /** 手机号码's verification codes. */
    sms: SmsProvider;
    /** The uploads a user import reads (the résumé import's file handling); 页面设置's images. */
    files: FileService;
    /** Where multipart uploads are spooled. */
    uploadTempDir: string;
    /** The tenant's member name (页面设置's public image addresses). */
    tenants: Pick<CustomerRepository, 'memberName'>;
  },
): Promise<Settings> {
  const members = new MemberInfoService(deps.db, deps.clock);
  const careersPages = new CareersPageService(deps.db, deps.clock, {
    files: deps.files,
    memberOf: (tenantId) => deps.tenants.memberName(tenantId),
  });
  const projects = new ProjectRepository(deps.db);
  await app.register(memberInfoRoutes, {
    prefix: '/api/biz/settings/member',
    members,
    mobiles: new BoundMobileService(deps.db, deps.clock, deps.sms),
  });
  const service = new UsersRolesService(deps.db, deps.passwords, deps.sessions, deps.clock);
  await app.register(roleRoutes, { prefix: '/api/biz/settings/roles', service });
  await app.register(userRoutes, { prefix: '/api/biz/settings/users', service });
  const userImports = new UserImportService(service, deps.files, app.tasks);
  app.tasks.register(userImportTaskHandler({ imports: userImports, files: deps.files, clock: deps.clock }));
  await app.register(userImportRoutes, { prefix: '/api/biz/settings/users', imports: userImports });
  await app.register(organizationRoutes, {
    prefix: '/api/biz/settings/organizations',
    organizations: new OrganizationService(deps.db, deps.clock),
  });
  await app.register(projectSettingsRoutes, {
    prefix: '/api/biz/settings/projects',
    projects: new ProjectSettingsService(projects),
  });
  await app.register(labelRoutes, {
    prefix: '/api/biz/settings/labels',
    labels: new LabelService(deps.db, deps.clock),
  });
  await app.register(basicSettingsRoutes, {
    prefix: '/api/biz/settings/basic',
    layouts: new TalentListLayoutService(deps.db, deps.clock),
    targets: new TargetSchoolService(deps.db, deps.clock),
  });
  await app.register(careersPageRoutes, {
    prefix: '/api/biz/settings/careers-page',
    pages: careersPages,
    files: deps.files,
    tempDir: deps.uploadTempDir,
  });
  const retention = new DataRetentionService(deps.db, deps.clock, app.tasks, deps.files);
  app.tasks.register(retention.handler());
  app.tasks.registerSchedule(retention.schedule());
  await app.register(dataRetentionRoutes, { prefix: '/api/biz/settings/retention', retention });
  const audit = new AuditRepository(deps.db);
  app.tasks.register(
    auditExportHandler({ audit, store: deps.store, clock: deps.clock, tmpDir: deps.tmpDir }),
  );
  await app.register(auditLogRoutes, {
    prefix: '/api/biz/settings/audit-log',
    auditLog: new AuditLogService(audit, app.tasks, deps.clock),
  });
  return { retention, members, careersPages, scope: new DataScopeService(deps.db), projects };
}
