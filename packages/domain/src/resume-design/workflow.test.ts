import { describe, expect, it } from 'vitest';
import type { LatestTask } from './model';
import {
  canStartEditing,
  checkStatusNumber,
  confirmPublished,
  initialState,
  isEditable,
  openingState,
  reopenedAfterRejection,
  reviewCardContent,
  reviewCardOf,
  startEditing,
  submitted,
  switchVersion,
  transitionIssue,
  versionOptions,
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

const latest = (status: LatestTask['status'], isRead = false, taskId = 't-1'): LatestTask => ({
  status,
  isRead,
  taskId,
});

describe('the designer screen (D2 §4): what the web runs', () => {
  it('DES-072 no latest task: PUBLISHED, online version', () => {
    const s = openingState(null, null, true);
    expect([s.status, s.version, s.hasDraft]).toEqual(['PUBLISHED', 'online', false]);
    expect(reviewCardOf(s)).toBeNull();
  });

  it('DES-073 EDITING with another task id stored: treated as PUBLISHED online, no draft', () => {
    const s = openingState(latest('EDITING'), 't-0', true);
    expect([s.status, s.version, s.hasDraft]).toEqual(['PUBLISHED', 'online', false]);
    expect(openingState(latest('EDITING'), null, true).hasDraft).toBe(false);
  });

  it('DES-074 EDITING with the stored task id: draft loaded, edit version', () => {
    const s = openingState(latest('EDITING'), 't-1', true);
    expect([s.status, s.version, s.hasDraft]).toEqual(['EDITING', 'edit', true]);
    expect(isEditable(s)).toBe(true);
  });

  it('DES-075 CHECKING or CHECKED: check version, draft exists, card 0', () => {
    for (const status of ['CHECKING', 'CHECKED'] as const) {
      const s = openingState(latest(status), null, true);
      expect([s.status, s.version, s.hasDraft]).toEqual([status, 'check', true]);
      expect(reviewCardOf(s)).toBe(0);
      expect(isEditable(s)).toBe(false);
    }
  });

  it('DES-076 AMB-043 REJECTED: card 2 while unread, the edit version once read', () => {
    const unread = openingState(latest('REJECTED', false), null, true);
    expect([unread.version, unread.hasDraft, reviewCardOf(unread)]).toEqual(['check', true, 2]);
    const read = openingState(latest('REJECTED', true), null, true);
    expect([read.version, read.hasDraft, reviewCardOf(read)]).toEqual(['edit', true, null]);
  });

  it('DES-077 PUBLISHED and read: online version', () => {
    const s = openingState(latest('PUBLISHED', true), null, true);
    expect([s.version, s.hasDraft]).toEqual(['online', false]);
  });

  it('DES-078 PUBLISHED and unread: edit version with a draft pending, card 1', () => {
    const s = openingState(latest('PUBLISHED', false), null, true);
    expect([s.version, s.hasDraft, reviewCardOf(s)]).toEqual(['edit', true, 1]);
  });

  it('DES-080 check status numbers', () => {
    expect(checkStatusNumber('CHECKING')).toBe(0);
    expect(checkStatusNumber('CHECKED')).toBe(0);
    expect(checkStatusNumber('REJECTED')).toBe(2);
    expect(checkStatusNumber('PUBLISHED')).toBe(1);
    expect(checkStatusNumber('EDITING')).toBe(-1);
    expect(checkStatusNumber(null)).toBe(-1);
  });

  it('DES-095 DES-096 DES-097 the version dropdown', () => {
    expect(versionOptions({ status: 'EDITING', isRead: false, canEdit: true })).toEqual(['online', 'edit']);
    expect(versionOptions({ status: 'REJECTED', isRead: true, canEdit: true })).toEqual(['online', 'edit']);
    expect(versionOptions({ status: 'REJECTED', isRead: false, canEdit: true })).toEqual(['online', 'check']);
    for (const status of ['CHECKING', 'CHECKED', 'PUBLISHED'] as const) {
      expect(versionOptions({ status, isRead: true, canEdit: true })).toEqual(['online', 'check']);
    }
  });

  it('DES-098 AMB-046 only the edit version while EDITING is editable; the online view is not', () => {
    const editing = openingState(latest('EDITING'), 't-1', true);
    expect(isEditable(editing)).toBe(true);
    expect(isEditable(switchVersion(editing, 'online'))).toBe(false);
    expect(isEditable(openingState(null, null, true))).toBe(false);
  });

  it('PERM-025 AMB-047 permission below 2 forces the online view whatever the task', () => {
    for (const t of [latest('EDITING'), latest('CHECKING'), latest('REJECTED', true), latest('PUBLISHED')]) {
      const s = openingState(t, 't-1', false);
      expect(s.version).toBe('online');
      expect(isEditable(s)).toBe(false);
      expect(switchVersion(s, 'check').version).toBe('online');
      expect(versionOptions(s)).toEqual(['online']);
      expect(canStartEditing(s)).toBe(false);
    }
  });

  it('DES-085 DES-088 DES-092 DES-093 actions', () => {
    const online = openingState(null, null, true);
    const editing = startEditing(online, 't-2');
    expect([editing.status, editing.version, editing.hasDraft, editing.taskId]).toEqual([
      'EDITING',
      'edit',
      true,
      't-2',
    ]);
    const checking = submitted(editing);
    expect([checking.status, checking.version, reviewCardOf(checking)]).toEqual(['CHECKING', 'check', 0]);
    const published = openingState(latest('PUBLISHED', false), null, true);
    const confirmed = confirmPublished(published, 't-3');
    expect([confirmed.status, confirmed.version, confirmed.hasDraft]).toEqual(['EDITING', 'online', false]);
    expect(versionOptions(confirmed)).toEqual(['online', 'edit']);
    const reopened = reopenedAfterRejection(openingState(latest('REJECTED'), null, true), 't-4');
    expect([reopened.status, reopened.version, reopened.taskId, isEditable(reopened)]).toEqual([
      'EDITING',
      'edit',
      't-4',
      true,
    ]);
  });

  it('a version with no draft cannot be chosen', () => {
    expect(switchVersion(openingState(null, null, true), 'check').version).toBe('online');
  });
});
