import { z } from 'zod';

// The workbench's custom group report per project (WB-015, issue 16): which projects show 集团报表
// instead of 流程概览 (project.group_report). Read and set under /api/biz/settings/projects.

export const ProjectGroupReportItem = z.object({
  id: z.string(),
  name: z.string(),
  /** The project's organisation, '' when none. */
  organizationName: z.string(),
  groupReport: z.boolean(),
});
export type ProjectGroupReportItem = z.infer<typeof ProjectGroupReportItem>;
export const ProjectGroupReportList = z.array(ProjectGroupReportItem);
export type ProjectGroupReportList = z.infer<typeof ProjectGroupReportList>;

export const SetGroupReportInput = z.object({
  projectId: z
    .string({ error: '项目不能为空' })
    .trim()
    .min(1, '项目不能为空')
    .max(64, '项目格式不正确'),
  groupReport: z.boolean({ error: '集团报表开关只能为开启或关闭' }),
});
export type SetGroupReportInput = z.infer<typeof SetGroupReportInput>;

export const PROJECT_SETTINGS_MESSAGE = {
  projectNotFound: '项目不存在',
  saved: '保存成功',
} as const;
