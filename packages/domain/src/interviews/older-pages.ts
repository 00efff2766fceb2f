// The older interview pages the workbench opens outside the app, in a new window (WB-045,
// settles GAP-039): which calendar item opens which page. The pages are the console's own
// interview pages (issue 15) at the paths the older system used; a deployment that still runs
// the older system serves them there.

const enc = encodeURIComponent;

export const OLDER_INTERVIEW_PAGE = {
  /** 视频面试间 list. */
  videoRooms: '/interview/videointerview',
  /** One video room's information (by the room's site id). */
  roomInfo: (siteId: string) => `/interview/videointerview?id=${enc(siteId)}`,
  /** 线下面试预约: the registrations (bookings) of an arrangement. */
  registration: (arrangementId: string) =>
    `/interview/site/orderofflineinterview?arrangement=${enc(arrangementId)}`,
  /** 线下面试地点 list. */
  sites: '/interview/site',
  /** One offline site's detail. */
  siteDetail: (siteId: string) => `/interview/site/detail?id=${enc(siteId)}`,
} as const;

/** How these pages open: a new window, without access back to the console (WB-045). */
export const OLDER_PAGE_TARGET = '_blank';
export const OLDER_PAGE_REL = 'noopener noreferrer';

/** A calendar detail item (DATA-010) → its older page: video → room info, offline → site detail. */
export function olderPageOf(item: { type: 'video' | 'offline'; siteId: string }): string {
  return item.type === 'video'
    ? OLDER_INTERVIEW_PAGE.roomInfo(item.siteId)
    : OLDER_INTERVIEW_PAGE.siteDetail(item.siteId);
}
