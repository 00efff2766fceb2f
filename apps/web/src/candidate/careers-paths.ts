/**
 * The careers site's pages (issue 6, 11, 15): the job list, a job (the share link and QR code
 * target), its application form, 我的投递 and an interview invitation. The production server
 * answers them with careers.html (the site's own light bundle, issue 13 §4); the console's router
 * maps them too (the dev server and the app tests).
 */
export const CAREERS_PATHS = [
  '/careers/:member',
  '/careers/:member/jobs/:id',
  '/careers/:member/jobs/:id/apply',
  '/careers/:member/my',
  '/careers/:member/interview/:token',
] as const;
