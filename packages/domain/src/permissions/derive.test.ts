import { describe, expect, it } from 'vitest';
import { authDirectiveVisible, canWrite, deriveOperationPermissions, menuAllows, toAuthMap } from './derive';

describe('toAuthMap', () => {
  it('DATA-001 PERM-001 turns the auth_key/auth_value list into a numeric map', () => {
    expect(
      toAuthMap([
        { auth_key: 'Ctm.WorkHome', auth_value: 2 },
        { auth_key: 'Resume.Setting', auth_value: '1' },
        { auth_key: 'Oper.FlowManagement', auth_value: 0 },
      ]),
    ).toEqual({ 'Ctm.WorkHome': 2, 'Resume.Setting': 1, 'Oper.FlowManagement': 0 });
  });

  it('DATA-001 skips unreadable values, keeps the highest level of a repeated key, accepts null', () => {
    expect(
      toAuthMap([
        { auth_key: 'A', auth_value: 'x' },
        { auth_key: 'B', auth_value: '' },
        { auth_key: 'C', auth_value: null },
        { auth_key: 'D', auth_value: 1 },
        { auth_key: 'D', auth_value: 2 },
        { auth_key: 'D', auth_value: 0 },
        { auth_key: '', auth_value: 2 },
      ]),
    ).toEqual({ D: 2 });
    expect(toAuthMap(null)).toEqual({});
  });
});

describe('menuAllows', () => {
  it.each([
    [{ 'Ctm.WorkHome': 2 }, true],
    [{ 'Ctm.WorkHome': 3 }, true],
    [{ 'Ctm.WorkHome': 1 }, false],
    [{ 'Ctm.WorkHome': 0 }, false],
    [{}, true],
  ])('PERM-002 PERM-003 PERM-004 menu access for %j is %s', (map, expected) => {
    expect(menuAllows(map, 'Ctm.WorkHome')).toBe(expected);
  });
});

describe('canWrite', () => {
  it('PERM-002 PERM-004 AMB-014 needs level 2, a missing key counting as 0 by default', () => {
    expect(canWrite({ K: 2 }, 'K')).toBe(true);
    expect(canWrite({ K: 1 }, 'K')).toBe(false);
    expect(canWrite({}, 'K')).toBe(false);
  });

  it('PERM-022 PERM-023 PERM-025 lets Resume.Setting count a missing key as 2', () => {
    expect(canWrite({}, 'Resume.Setting', 2)).toBe(true);
    expect(canWrite({ 'Resume.Setting': 2 }, 'Resume.Setting', 2)).toBe(true);
    expect(canWrite({ 'Resume.Setting': 1 }, 'Resume.Setting', 2)).toBe(false);
  });
});

describe('authDirectiveVisible', () => {
  it.each([
    [{ K: 2 }, true],
    [{ K: 5 }, true],
    [{ K: 1 }, false],
    [{ K: 0 }, false],
    [{}, true],
  ])('PERM-015 GAP-047 shows the element for %j: %s', (map, expected) => {
    expect(authDirectiveVisible(map, 'K')).toBe(expected);
  });
});

describe('deriveOperationPermissions', () => {
  it('PERM-009 AMB-014 defaults all eight derived permissions to 0', () => {
    expect(deriveOperationPermissions({})).toEqual({
      scheduleSettings: 0,
      customizedDataReport: 0,
      reportView: 0,
      dataBoard: 0,
      videoInterview: 0,
      mailTemplate: 0,
      resumeAnalysisImport: 0,
      flowManagement: 0,
    });
  });

  it('PERM-008 reads each derived permission from its key', () => {
    const map = toAuthMap([
      { auth_key: 'Oper.ScheduleSetting', auth_value: 2 },
      { auth_key: 'Oper.CustomReport', auth_value: 1 },
      { auth_key: 'Oper.ReportView', auth_value: 2 },
      { auth_key: 'Oper.DataBoard', auth_value: 2 },
      { auth_key: 'Oper.VideoInterview', auth_value: 1 },
      { auth_key: 'Oper.MailTemplate', auth_value: 2 },
      { auth_key: 'Oper.ResumeAnalysisImport', auth_value: 2 },
      { auth_key: 'Oper.FlowManagement', auth_value: 2 },
      { auth_key: 'Ctm.WorkHome', auth_value: 2 },
    ]);
    expect(deriveOperationPermissions(map)).toEqual({
      scheduleSettings: 2,
      customizedDataReport: 1,
      reportView: 2,
      dataBoard: 2,
      videoInterview: 1,
      mailTemplate: 2,
      resumeAnalysisImport: 2,
      flowManagement: 2,
    });
  });
});
