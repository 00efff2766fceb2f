import { describe, expect, it } from 'vitest';
import {
  canEditDesign,
  checkStatusNumber,
  initialState,
  reviewCardContent,
  settingsEditable,
  showsReviewScreen,
  transitionIssue,
  versionOptions,
  viewForAuthority,
} from './workflow';

const task = (
  status: 'EDITING' | 'CHECKING' | 'CHECKED' | 'REJECTED' | 'PUBLISHED',
  taskId = 't1',
  isRead = false,
) => ({ status, taskId, isRead });

describe('D2 §4 initial state table', () => {
  it('DES-072 no latest task: PUBLISHED, online', () => {
    expect(initialState(null, null)).toEqual({
      status: 'PUBLISHED',
      version: 'online',
      hasDraft: false,
      draftTaskId: null,
    });
  });
  it('DES-073 EDITING with another stored task id: PUBLISHED online, no draft', () => {
    expect(initialState(task('EDITING', 't2'), 't1')).toEqual({
      status: 'PUBLISHED',
      version: 'online',
      hasDraft: false,
      draftTaskId: null,
    });
    expect(initialState(task('EDITING', 't2'), null).version).toBe('online');
  });
  it('DES-074 EDITING with the stored task id: the draft, edit version', () => {
    expect(initialState(task('EDITING', 't1'), 't1')).toEqual({
      status: 'EDITING',
      version: 'edit',
      hasDraft: true,
      draftTaskId: 't1',
    });
  });
  it('DES-075 CHECKING or CHECKED: check version with a draft', () => {
    expect(initialState(task('CHECKING'), null)).toMatchObject({ version: 'check', hasDraft: true });
    expect(initialState(task('CHECKED'), null)).toMatchObject({ version: 'check', hasDraft: true });
  });
  it('DES-076 REJECTED: edit version with a draft', () => {
    expect(initialState(task('REJECTED'), null)).toMatchObject({
      status: 'REJECTED',
      version: 'edit',
      hasDraft: true,
    });
  });
  it('DES-077 PUBLISHED read: online', () => {
    expect(initialState(task('PUBLISHED', 't1', true), 't1')).toMatchObject({
      version: 'online',
      hasDraft: false,
    });
  });
  it('DES-078 PUBLISHED unread: edit version with a draft pending', () => {
    expect(initialState(task('PUBLISHED', 't1', false), 't1')).toMatchObject({
      version: 'edit',
      hasDraft: true,
    });
  });
});

describe('D2 §4 review status, versions and editability', () => {
  it('DES-080 AMB-044 check-status numbers', () => {
    expect(checkStatusNumber('CHECKING')).toBe(0);
    expect(checkStatusNumber('CHECKED')).toBe(0);
    expect(checkStatusNumber('REJECTED')).toBe(2);
    expect(checkStatusNumber('PUBLISHED')).toBe(1);
    expect(checkStatusNumber('EDITING')).toBe(-1);
    expect(checkStatusNumber(null)).toBe(-1);
  });
  it('DES-081 DES-082 DES-083 DES-084 the three cards', () => {
    expect(reviewCardContent(0)).toEqual({
      text: '新简历正在审核中，审核过程中，旧简历依旧生效',
      button: null,
      action: null,
    });
    expect(reviewCardContent(2)).toEqual({
      text: '新简历被驳回，驳回后，旧简历依旧生效',
      button: '查看驳回原因',
      action: 'reopen',
    });
    expect(reviewCardContent(1)).toEqual({ text: '新简历已经成功应用', button: '确认', action: 'discard' });
    expect(reviewCardContent(-1)).toBeNull();
  });
  it('DES-095 DES-096 DES-097 version dropdown', () => {
    expect(versionOptions('EDITING', false)).toEqual(['online', 'edit']);
    expect(versionOptions('REJECTED', true)).toEqual(['online', 'edit']);
    expect(versionOptions('REJECTED', false)).toEqual(['online', 'check']);
    expect(versionOptions('CHECKING', false)).toEqual(['online', 'check']);
    expect(versionOptions('PUBLISHED', true)).toEqual(['online', 'check']);
  });
  it('DES-098 AMB-046 settings change only in the edit version while EDITING', () => {
    expect(settingsEditable('EDITING', 'edit', 2)).toBe(true);
    expect(settingsEditable('EDITING', 'online', 2)).toBe(false);
    expect(settingsEditable('CHECKING', 'check', 2)).toBe(false);
  });
  it('PERM-023 PERM-025 AMB-047 authority below 2 cannot edit and is forced online; missing counts as 2', () => {
    expect(canEditDesign(undefined)).toBe(true);
    expect(canEditDesign(1)).toBe(false);
    expect(settingsEditable('EDITING', 'edit', 1)).toBe(false);
    expect(viewForAuthority(initialState(task('CHECKING'), null), 1).version).toBe('online');
    expect(viewForAuthority(initialState(task('CHECKING'), null), 2).version).toBe('check');
  });
  it('AMB-043 an unread rejection and an unread publication show the review screen', () => {
    expect(showsReviewScreen(task('REJECTED', 't', false))).toBe(true);
    expect(showsReviewScreen(task('REJECTED', 't', true))).toBe(false);
    expect(showsReviewScreen(task('PUBLISHED', 't', false))).toBe(true);
    expect(showsReviewScreen(task('CHECKING'))).toBe(true);
    expect(showsReviewScreen(task('EDITING'))).toBe(false);
    expect(showsReviewScreen(null)).toBe(false);
  });
});

describe('server task transitions', () => {
  it('DES-086 DES-088 save and submit only while EDITING', () => {
    expect(transitionIssue('save', 'EDITING')).toBeNull();
    expect(transitionIssue('submit', 'EDITING')).toBeNull();
    expect(transitionIssue('save', 'CHECKING')).toBe('简历正在审核中，暂不能编辑');
    expect(transitionIssue('save', 'PUBLISHED')).toBe('当前简历不在编辑状态，请先点击编辑');
  });
  it('DES-091 the draft can be deleted only while EDITING', () => {
    expect(transitionIssue('delete', 'EDITING')).toBeNull();
    expect(transitionIssue('delete', 'CHECKED')).toBe('简历正在审核中，暂不能编辑');
  });
  it('DES-092 DES-093 confirm actions 1 and 2', () => {
    expect(transitionIssue('discard', 'PUBLISHED')).toBeNull();
    expect(transitionIssue('discard', 'REJECTED')).toBe('该简历尚未发布');
    expect(transitionIssue('reopen', 'REJECTED')).toBeNull();
    expect(transitionIssue('reopen', 'EDITING')).toBe('该简历未被驳回');
  });
  it('approve and reject only under review', () => {
    expect(transitionIssue('approve', 'CHECKING')).toBeNull();
    expect(transitionIssue('reject', 'CHECKED')).toBeNull();
    expect(transitionIssue('approve', 'EDITING')).toBe('该简历不在审核中');
  });
});
