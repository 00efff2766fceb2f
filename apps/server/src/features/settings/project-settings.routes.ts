import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  PROJECT_SETTINGS_MESSAGE,
  ProjectGroupReportList,
  SetGroupReportInput,
} from '@ehire/domain/contracts/project-settings';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { ProjectSettingsService } from './project-settings.service';
import { route } from '../../platform/route';
import { SETTINGS_API } from '@ehire/domain/api/settings';

/** /api/biz/settings/projects: the group report flag of each project (System.Organization). */
export const projectSettingsRoutes: FastifyPluginAsyncZod<{ projects: ProjectSettingsService }> = async (
  app,
  { projects },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const tags = ['settings'];

  route(
    app,
    SETTINGS_API.projectsGroupReportList,
    {
      config: { permission: { key: PERMISSION.organization, write: false } },
      schema: {
        summary: '各项目是否在工作台显示集团报表',
        tags,
        body: NoPayload,
        response: { 200: envelope(ProjectGroupReportList) },
      },
    },
    async (request) => ok(await projects.groupReports(tenantContextOf(request))),
  );

  route(
    app,
    SETTINGS_API.projectsGroupReport,
    {
      config: { permission: { key: PERMISSION.organization, write: true } },
      schema: {
        summary: '设置项目的工作台集团报表开关',
        tags,
        body: SetGroupReportInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'project',
        targetId: request.body.projectId,
        detail: request.body.groupReport ? '开启集团报表' : '关闭集团报表',
      });
      await projects.setGroupReport(tenantContextOf(request), request.body);
      return done(PROJECT_SETTINGS_MESSAGE.saved);
    },
  );
};
