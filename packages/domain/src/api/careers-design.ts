// careers-design: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const CAREERS_DESIGN_API = {
  resumeDesign: { method: 'GET', path: '/api/web/careers/:member/resume-design' },
  /** 页面设置's uploaded logo or banner (issue 17), loaded by the careers site's <img>. */
  image: { method: 'GET', path: '/api/web/careers/:member/images/:id' },
} as const;
