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
  // Statistics (issue 16 §1): echarts is loaded only with these two pages
  '/databoard': () =>
    import('../../features/statistics/DataBoardPage').then((m) => ({ default: m.DataBoardPage })),
  '/databoard/reportdetails/:id?': () =>
    import('../../features/statistics/ReportDetailsPage').then((m) => ({ default: m.ReportDetailsPage })),
  // System settings (issue 17)
  '/new/systemManagement/usermanager/loglist': () =>
    import('../../features/settings/audit-log/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
  '/new/systemManagement/company/organization': () =>
    import('../../features/settings/organization/OrganizationPage').then((m) => ({
      default: m.OrganizationPage,
    })),
  '/systemManagement/orgstructure': () =>
    import('../../features/settings/organization/OrganizationPage').then((m) => ({
      default: m.OrganizationPage,
    })),
  '/new/systemManagement/company/members': () =>
    import('../../features/settings/members/MembersPage').then((m) => ({ default: m.MembersPage })),
  '/new/systemManagement/dictionaryManagement': () =>
    import('../../features/settings/dictionaries/DictionaryPage').then((m) => ({
      default: m.DictionaryPage,
    })),
  '/new/systemManagement/labelManagement': () =>
    import('../../features/settings/labels/LabelPage').then((m) => ({ default: m.LabelPage })),
  '/systemManagement/basic/labellist': () =>
    import('../../features/settings/labels/LabelPage').then((m) => ({ default: m.LabelPage })),
  // 筛选设置 (issue 17): the talent list's filters and columns; the old basic path is the same page
  '/new/systemManagement/basic/basicsets': () =>
    import('../../features/settings/basic/BasicSetsPage').then((m) => ({ default: m.BasicSetsPage })),
  '/systemManagement/basic/basicsets': () =>
    import('../../features/settings/basic/BasicSetsPage').then((m) => ({ default: m.BasicSetsPage })),
  // 目标学校/专业 (issue 17): the solutions and the editor of one
  '/new/systemManagement/basic/destinationlist': () =>
    import('../../features/settings/basic/TargetSchoolsPage').then((m) => ({ default: m.TargetSolutionListPage })),
  '/new/systemManagement/basic/destinationlist/solutionEdit': () =>
    import('../../features/settings/basic/TargetSchoolsPage').then((m) => ({ default: m.TargetSolutionEditPage })),
  '/new/systemManagement/basic/talentlist': () =>
    import('../../features/settings/basic/TalentPreviewPage').then((m) => ({ default: m.TalentPreviewPage })),
  // 页面设置 (issue 17): the careers site's page, a draft previewed, then published
  '/new/systemManagement/resumePageSettings': () =>
    import('../../features/settings/careers-page/CareersPageSettingsPage').then((m) => ({
      default: m.CareersPageSettingsPage,
    })),
  // 更多设置 (issue 17): data retention, anonymisation, the apply form's consent text
  '/new/systemManagement/talentStorage': () =>
    import('../../features/settings/more/DataRetentionPage').then((m) => ({ default: m.DataRetentionPage })),
  // 会员管理 (issue 17): one page, a tab per path
  '/new/systemManagement/ctminfo/mobile': () =>
    import('../../features/settings/member/MemberInfoPage').then((m) => ({ default: m.MemberInfoPage })),
  '/new/systemManagement/ctminfo/custom': () =>
    import('../../features/settings/member/MemberInfoPage').then((m) => ({ default: m.MemberInfoPage })),
  '/new/systemManagement/ctminfo/companyinfo': () =>
    import('../../features/settings/member/MemberInfoPage').then((m) => ({ default: m.MemberInfoPage })),
  '/new/systemManagement/ctminfo/deadline': () =>
    import('../../features/settings/member/MemberInfoPage').then((m) => ({ default: m.MemberInfoPage })),
  '/new/systemManagement/ctminfo/smsrecharge': () =>
    import('../../features/settings/member/MemberInfoPage').then((m) => ({ default: m.MemberInfoPage })),
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
  // 意向人才库 (issue 18 §1): its own page; tab=three of the talent list lands here (ROUTE-073).
  '/new/intentResume': () =>
    import('../../features/pools/intent/IntentResumePage').then((m) => ({ default: m.IntentResumePage })),
  '/intentResumePreview': () =>
    import('../../features/pools/intent/IntentResumePreviewPage').then((m) => ({
      default: m.IntentResumePreviewPage,
    })),
  // Talent pools and the résumé import (issue 18)
  '/new/talentPool': () =>
    import('../../features/pools/TalentPoolPage').then((m) => ({ default: m.TalentPoolPage })),
  // 学校管理 (issue 18 §4)
  '/new/shoolmanagerlist/schoollist': () =>
    import('../../features/schools/SchoolListPage').then((m) => ({ default: m.SchoolListPage })),
  '/new/shoolmanagerlist/oprlist': () =>
    import('../../features/schools/ContactListPage').then((m) => ({ default: m.ContactListPage })),
  '/new/historyResume': () =>
    import('../../features/pools/history/HistoryResumePage').then((m) => ({ default: m.HistoryResumePage })),
  '/historyresume/resumeDetails': () =>
    import('../../features/pools/history/HistoryResumeDetailsPage').then((m) => ({
      default: m.HistoryResumeDetailsPage,
    })),
  // 人才管理(归档) (ROUTE-060): the history pool's list and details, read the same way
  '/archived/resume': () =>
    import('../../features/pools/history/HistoryResumePage').then((m) => ({ default: m.ArchivedResumePage })),
  '/archived/resumeDetails': () =>
    import('../../features/pools/history/HistoryResumeDetailsPage').then((m) => ({
      default: m.HistoryResumeDetailsPage,
    })),
  '/resumeDetails': () =>
    import('../../features/talent/details/ResumeDetailsPage').then((m) => ({ default: m.ResumeDetailsPage })),
  // 测评管理 and 测评结果 (issue 18 §3)
  '/new/systemManagement/test': () =>
    import('../../features/assessments/AssessmentPage').then((m) => ({ default: m.AssessmentPage })),
  '/systemManagement/test': () =>
    import('../../features/assessments/AssessmentPage').then((m) => ({ default: m.AssessmentPage })),
  '/evaluation': () =>
    import('../../features/assessments/EvaluationPage').then((m) => ({ default: m.EvaluationPage })),
  '/evalscore': () =>
    import('../../features/assessments/EvaluationPage').then((m) => ({ default: m.EvaluationPage })),
  '/historyresume/evalscore': () =>
    import('../../features/assessments/EvaluationPage').then((m) => ({ default: m.EvaluationPage })),
  // Notices (issue 14): 通知管理 tabs, template editor and preview
  '/notice': () => import('../../features/notices/NoticePage').then((m) => ({ default: m.NoticePage })),
  '/new/systemManagement/notice': () =>
    import('../../features/notices/NoticePage').then((m) => ({ default: m.NoticePage })),
  '/emailrecord': () =>
    import('../../features/notices/NoticePage').then((m) => ({ default: m.EmailRecordPage })),
  '/smsrecord': () => import('../../features/notices/NoticePage').then((m) => ({ default: m.SmsRecordPage })),
  '/addEmTpl': () =>
    import('../../features/notices/TemplateEditorPage').then((m) => ({ default: m.TemplateEditorPage })),
  '/new/newAddEmTpl': () =>
    import('../../features/notices/TemplateEditorPage').then((m) => ({ default: m.TemplateEditorPage })),
  '/editOrCopyEmTpl': () =>
    import('../../features/notices/TemplateEditorPage').then((m) => ({ default: m.TemplateEditorPage })),
  '/tableToEmTplPreview': () =>
    import('../../features/notices/TemplatePreviewPage').then((m) => ({ default: m.TemplatePreviewPage })),
  '/editOrAddToEmTplPreview': () =>
    import('../../features/notices/TemplatePreviewPage').then((m) => ({ default: m.TemplatePreviewPage })),
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
  // Toolbox 工具箱 (issue 19)
  '/new/shoppingStore/shoppingHome': () =>
    import('../../features/shop/ShoppingHomePage').then((m) => ({ default: m.ShoppingHomePage })),
  '/new/shoppingStore/assets': () =>
    import('../../features/shop/AssetsPage').then((m) => ({ default: m.AssetsPage })),
  '/new/shoppingStore/jobTopCardBuy': () =>
    import('../../features/shop/JobTopCardBuyPage').then((m) => ({ default: m.JobTopCardBuyPage })),
  '/new/shoppingStore/jobTopCardPurchased': () =>
    import('../../features/shop/JobTopCardPurchasedPage').then((m) => ({
      default: m.JobTopCardPurchasedPage,
    })),
  '/new/shoppingStore/memberCard': () =>
    import('../../features/shop/MemberCardPage').then((m) => ({ default: m.MemberCardPage })),
  '/new/shoppingStore/memberCardPurchased': () =>
    import('../../features/shop/MemberCardPurchasedPage').then((m) => ({
      default: m.MemberCardPurchasedPage,
    })),
  '/new/shoppingStore/advanceOrder': () =>
    import('../../features/shop/AdvanceOrderPage').then((m) => ({ default: m.AdvanceOrderPage })),
  '/new/shoppingStore/executedOrder': () =>
    import('../../features/shop/ExecutedOrderPage').then((m) => ({ default: m.ExecutedOrderPage })),
  '/new/shoppingStore/campusBrandCard': () =>
    import('../../features/shop/CampusBrandCardPage').then((m) => ({ default: m.CampusBrandCardPage })),
  '/new/shoppingStore/campusBrandCardBuy': () =>
    import('../../features/shop/CampusBrandCardBuyPage').then((m) => ({ default: m.CampusBrandCardBuyPage })),
};
