// Membership (会员服务) dates: renewal extends the service expiry (ctmexpiredate, yyyy-mm-dd in
// China time) by whole months from the later of today and the current expiry.

/** yyyy-mm-dd plus `months` calendar months (day clamped to the month's end). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

export function renewedExpiry(current: string, today: string, months: number): string {
  const from = /^\d{4}-\d{2}-\d{2}$/.test(current) && current > today ? current : today;
  return addMonths(from, months);
}

/** Days until the service expires (negative once it has); the workbench warns within 30. */
export function daysUntil(expireDate: string, today: string): number {
  return Math.round((Date.parse(`${expireDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export const MEMBER_EXPIRY_WARNING_DAYS = 30;

/** What expiry means, announced in advance on the workbench. */
export const MEMBER_EXPIRY_CONSEQUENCES = '服务到期后，后台将变为只读，招聘官网将被隐藏，请及时续费。';

export interface MemberExpiryNotice {
  /** The service has expired already (today is after the expiry date). */
  expired: boolean;
  /** Days left (0 on the expiry day itself; negative once expired). */
  days: number;
  text: string;
}

/**
 * The workbench's advance notice of the membership's end: within MEMBER_EXPIRY_WARNING_DAYS of
 * the expiry date (and after it) the consequences are spelled out; otherwise null. A date that
 * is not yyyy-mm-dd gives no notice.
 */
export function memberExpiryNotice(expireDate: string, today: string): MemberExpiryNotice | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expireDate)) return null;
  const days = daysUntil(expireDate, today);
  if (days > MEMBER_EXPIRY_WARNING_DAYS) return null;
  if (days < 0)
    return {
      expired: true,
      days,
      text: `服务已于${expireDate}到期：后台为只读，招聘官网已隐藏。续费后立即恢复。`,
    };
  const when = days === 0 ? '今天' : `${days}天后（${expireDate}）`;
  return { expired: false, days, text: `服务将于${when}到期。${MEMBER_EXPIRY_CONSEQUENCES}` };
}

/** What a change is refused with once the service has ended (the console is read-only). */
export const SERVICE_ENDED_MESSAGE = '服务已到期，后台为只读，请续费后再操作';

/** What the careers site answers once the tenant's service has ended (the site is hidden). */
export const CAREERS_SITE_CLOSED_MESSAGE = '该企业招聘官网暂未开放';

/** Whether the service end (yyyy-mm-dd, '' for none) lies before `today` (yyyy-mm-dd). */
export function serviceEnded(serviceEnds: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(serviceEnds) && serviceEnds < today;
}
