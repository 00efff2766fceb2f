import type { ComponentType } from 'react';

/** A lazily loaded page: the module's default export is the screen. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Screens that exist, by full route path of the domain route table. A console route without an
 * entry renders the shared 功能建设中 placeholder; a feature issue adds its page here, e.g.
 * `'/new/systemManagement/resumeSettings': () => import('../../features/designer/ResumeDesignerPage')`.
 * Each loader is its own chunk, so a page never weighs on another.
 */
export const PAGE_LOADERS: Readonly<Partial<Record<string, PageLoader>>> = {
  // Hiring flows (issue 6 §1)
  '/new/systemManagement/produce/produceManage': () =>
    import('../../features/flows/list/FlowListPage').then((m) => ({ default: m.FlowListPage })),
  '/new/systemManagement/produce/produceDetail': () =>
    import('../../features/flows/edit/FlowEditPage').then((m) => ({ default: m.FlowEditPage })),
  // Workbench (D1 §2)
  '/new/workHome': () =>
    import('../../features/workbench/WorkbenchPage').then((m) => ({ default: m.WorkbenchPage })),
  '/workHome': () =>
    import('../../features/workbench/WorkbenchPage').then((m) => ({ default: m.WorkbenchPage })),
  // Interviews (issue 15)
  '/interview': () => import('../../features/interviews/InterviewPage'),
  '/interview/site/orderofflineinterview': () =>
    import('../../features/interviews/InterviewPage').then((m) => ({ default: m.OfflineBookingsPage })),
  '/interview/videoCareerMetting': () =>
    import('../../features/interviews/InterviewPage').then((m) => ({ default: m.VideoArrangementsPage })),
  '/interview/site': () =>
    import('../../features/interviews/SitesPage').then((m) => ({ default: m.OfflineSitesPage })),
  '/interview/site/detail': () =>
    import('../../features/interviews/SiteDetailPage').then((m) => ({ default: m.SiteDetailPage })),
  '/interview/videointerview': () =>
    import('../../features/interviews/SitesPage').then((m) => ({ default: m.VideoRoomsPage })),
  // Job management (issue 5)
  '/jobList': () => import('../../features/jobs/list/JobListPage').then((m) => ({ default: m.JobListPage })),
  '/addJob': () => import('../../features/jobs/edit/AddJobPage').then((m) => ({ default: m.AddJobPage })),
  '/sort': () => import('../../features/jobs/sort/JobSortPage').then((m) => ({ default: m.JobSortPage })),
  '/forbiddenWords': () =>
    import('../../features/jobs/forbidden-words/ForbiddenWordsPage').then((m) => ({
      default: m.ForbiddenWordsPage,
    })),
  '/staffManage': () =>
    import('../../features/jobs/referral/StaffManagePage').then((m) => ({ default: m.StaffManagePage })),
  '/interpolation': () =>
    import('../../features/jobs/referral/ReferralSettingsPage').then((m) => ({
      default: m.ReferralSettingsPage,
    })),
  '/interpolitationResumeList': () =>
    import('../../features/jobs/referral/ReferredResumeListPage').then((m) => ({
      default: m.ReferredResumeListPage,
    })),
  // Resume designer (issue 4)
  '/new/systemManagement/resumeSettings': () =>
    import('../../features/designer/ResumeDesignerPage').then((m) => ({ default: m.ResumeDesignerPage })),
  '/new/systemManagement/deliverySettings': () =>
    import('../../features/jobs/delivery/DeliverySettingsPage').then((m) => ({
      default: m.DeliverySettingsPage,
    })),
  // Talent management (issue 6 §3)
  '/resume': () =>
    import('../../features/talent/list/TalentManagePage').then((m) => ({ default: m.TalentManagePage })),
  '/new/talent/talentManage': () =>
    import('../../features/talent/list/TalentManagePage').then((m) => ({ default: m.TalentManagePage })),
  '/new/intentResume': () =>
    import('../../features/talent/list/TalentManagePage').then((m) => ({ default: m.TalentManagePage })),
  '/resumeDetails': () =>
    import('../../features/talent/details/ResumeDetailsPage').then((m) => ({ default: m.ResumeDetailsPage })),
  // Task centre and export templates (issue 12 §3; menu 0603 导出管理, AMB-003)
  '/new/systemManagement/export': () =>
    import('../../features/tasks/TaskCentrePage').then((m) => ({ default: m.TaskCentrePage })),
  '/systemManagement/export': () =>
    import('../../features/tasks/TaskCentrePage').then((m) => ({ default: m.TaskCentrePage })),
  '/systemManagement/basic/exportTmpl': () =>
    import('../../features/exports/ExportTemplatePage').then((m) => ({ default: m.ExportTemplatePage })),
  // Smart operations rules (issue 3)
  '/new/systemManagement/tagManagement': () =>
    import('../../features/smart-rules/SmartRuleListPage').then((m) => ({ default: m.TagRuleListPage })),
  '/new/systemManagement/tagManagement/edit': () =>
    import('../../features/smart-rules/SmartRuleEditPage').then((m) => ({ default: m.TagRuleEditPage })),
  '/new/systemManagement/tagManagement/detail': () =>
    import('../../features/smart-rules/SmartRuleDetailPage').then((m) => ({ default: m.TagRuleDetailPage })),
  '/new/systemManagement/tagManagement/:id': () =>
    import('../../features/smart-rules/SmartRuleDetailPage').then((m) => ({ default: m.TagRuleDetailPage })),
  '/new/systemManagement/scoreManagement': () =>
    import('../../features/smart-rules/SmartRuleListPage').then((m) => ({ default: m.ScoreRuleListPage })),
  '/new/systemManagement/scoreManagement/scoreEdit': () =>
    import('../../features/smart-rules/SmartRuleEditPage').then((m) => ({ default: m.ScoreRuleEditPage })),
  '/new/systemManagement/scoreManagement/scoreDetail': () =>
    import('../../features/smart-rules/SmartRuleDetailPage').then((m) => ({
      default: m.ScoreRuleDetailPage,
    })),
  '/new/systemManagement/flowManagement': () =>
    import('../../features/smart-rules/SmartRuleListPage').then((m) => ({ default: m.FlowRuleListPage })),
  '/new/systemManagement/flowManagement/flowEdit': () =>
    import('../../features/smart-rules/SmartRuleEditPage').then((m) => ({ default: m.FlowRuleEditPage })),
  '/new/systemManagement/flowManagement/flowDetail': () =>
    import('../../features/smart-rules/SmartRuleDetailPage').then((m) => ({ default: m.FlowRuleDetailPage })),
};
