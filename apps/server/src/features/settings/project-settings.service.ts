import {
  PROJECT_SETTINGS_MESSAGE,
  type ProjectGroupReportList,
  type SetGroupReportInput,
} from '@ehire/domain/contracts/project-settings';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { ProjectRepository } from './project.repository';

/** Which projects show the workbench's group report (WB-015), set by organisation managers. */
export class ProjectSettingsService {
  constructor(private readonly projects: ProjectRepository) {}

  async groupReports(ctx: TenantContext): Promise<ProjectGroupReportList> {
    return (await this.projects.list(ctx)).map((p) => ({
      id: p.id,
      name: p.name,
      organizationName: p.organization_name ?? '',
      groupReport: Number(p.group_report) === 1,
    }));
  }

  async setGroupReport(ctx: TenantContext, input: SetGroupReportInput): Promise<void> {
    if (!(await this.projects.setGroupReport(ctx, input.projectId, input.groupReport)))
      throw errors.notFound(PROJECT_SETTINGS_MESSAGE.projectNotFound);
  }
}
