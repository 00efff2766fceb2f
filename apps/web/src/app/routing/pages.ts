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
  '/new/systemManagement/deliverySettings': () =>
    import('../../features/jobs/delivery/DeliverySettingsPage').then((m) => ({
      default: m.DeliverySettingsPage,
    })),
};
