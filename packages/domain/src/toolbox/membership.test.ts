import { describe, expect, it } from 'vitest';
import { addMonths, memberExpiryNotice, renewedExpiry } from './membership';

describe('membership dates (issue 19)', () => {
  it('renewal extends from the later of today and the current expiry, month ends clamped', () => {
    expect(renewedExpiry('2026-12-31', '2026-11-25', 12)).toBe('2027-12-31');
    expect(renewedExpiry('2026-01-01', '2026-11-25', 12)).toBe('2027-11-25');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('announces the expiry within 30 days, with what expiry means (read-only console, careers site hidden)', () => {
    expect(memberExpiryNotice('2026-12-26', '2026-11-25')).toBeNull();
    expect(memberExpiryNotice('2026-12-25', '2026-11-25')).toEqual({
      expired: false,
      days: 30,
      text: '服务将于30天后（2026-12-25）到期。服务到期后，后台将变为只读，招聘官网将被隐藏，请及时续费。',
    });
    expect(memberExpiryNotice('2026-11-25', '2026-11-25')?.text).toBe(
      '服务将于今天到期。服务到期后，后台将变为只读，招聘官网将被隐藏，请及时续费。',
    );
    expect(memberExpiryNotice('2026-11-24', '2026-11-25')).toEqual({
      expired: true,
      days: -1,
      text: '服务已于2026-11-24到期：后台为只读，招聘官网已隐藏。续费后立即恢复。',
    });
    expect(memberExpiryNotice('', '2026-11-25')).toBeNull();
  });
});
