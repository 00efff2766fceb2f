/**
 * A mainland China mobile number: 11 digits, starting 13–19. The one check every form, contract
 * and design rule uses (apply, candidate sign-in, referral staff, the designer's 手机 check).
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value.trim());
}
