// 页面设置's logo and banner uploads (issue 17): stored through the file storage as careers-site
// images and served publicly to the careers site. Kept out of careers-page.ts, which the careers
// site's first load reads.

import { CAREERS_DESIGN_API } from '../api/careers-design';
import { pathOf } from '../api/endpoint';

export const CAREERS_IMAGE_MESSAGES = {
  uploaded: '上传成功',
  imageMissing: (label: string) => `${label}不存在或已过期，请重新上传`,
} as const;

/** Logo and banner uploads (png, jpeg, webp; checked by content): at most 2 MB, one a request. */
export const CAREERS_IMAGE_MAX_MB = 2;

/** Where the careers site loads an uploaded image: /api/web/careers/<member>/images/<file id>. */
export function careersImagePath(member: string, fileId: string): string {
  return pathOf(CAREERS_DESIGN_API.image, { member, id: fileId });
}
export const CAREERS_IMAGE_PATH = /^\/api\/web\/careers\/[^/\s?#]+\/images\/([A-Za-z0-9_-]{1,64})$/;
