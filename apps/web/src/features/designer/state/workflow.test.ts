import { describe, expect, it } from 'vitest';
import type { LatestTask } from '@ehire/domain/resume-design/model';
import {
  checkStatusNumber,
  confirmPublished,
  isEditable,
  openingState,
  reopenedAfterRejection,
  reviewCardOf,
  startEditing,
  submitted,
  switchVersion,
  versionOptions,
} from './workflow';

const task = (status: LatestTask['status'], isRead = false, taskId = 't-1'): LatestTask => ({
  status,
  isRead,
  taskId,
});

describe('designer workflow (D2 §4)', () => {
  it('DES-072 no latest task: PUBLISHED, online version', () => {
    const s = openingState(null, null, true);
    expect([s.status, s.version, s.hasDraft]).toEqual(['PUBLISHED', 'online', false]);
    expect(reviewCardOf(s)).toBeNull();
  });

  it('DES-073 EDITING with another task id stored: treated as PUBLISHED online, no draft', () => {
    const s = openingState(task('EDITING'), 't-0', true);
    expect([s.status, s.version, s.hasDraft]).toEqual(['PUBLISHED', 'online', false]);
    expect(openingState(task('EDITING'), null, true).hasDraft).toBe(false);
  });

  it('DES-074 EDITING with the stored task id: draft loaded, edit version', () => {
    const s = openingState(task('EDITING'), 't-1', true);
    expect([s.status, s.version, s.hasDraft]).toEqual(['EDITING', 'edit', true]);
    expect(isEditable(s)).toBe(true);
  });

  it('DES-075 CHECKING or CHECKED: check version, draft exists, card 0', () => {
    for (const status of ['CHECKING', 'CHECKED'] as const) {
      const s = openingState(task(status), null, true);
      expect([s.status, s.version, s.hasDraft]).toEqual([status, 'check', true]);
      expect(reviewCardOf(s)).toBe(0);
      expect(isEditable(s)).toBe(false);
    }
  });

  it('DES-076 AMB-043 REJECTED: card 2 while unread, the edit version once read', () => {
    const unread = openingState(task('REJECTED', false), null, true);
    expect([unread.version, unread.hasDraft, reviewCardOf(unread)]).toEqual(['check', true, 2]);
    const read = openingState(task('REJECTED', true), null, true);
    expect([read.version, read.hasDraft, reviewCardOf(read)]).toEqual(['edit', true, null]);
  });

  it('DES-077 PUBLISHED and read: online version', () => {
    const s = openingState(task('PUBLISHED', true), null, true);
    expect([s.version, s.hasDraft]).toEqual(['online', false]);
  });

  it('DES-078 PUBLISHED and unread: edit version with a draft pending, card 1', () => {
    const s = openingState(task('PUBLISHED', false), null, true);
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

  it('DES-095..097 the version dropdown', () => {
    expect(versionOptions({ status: 'EDITING', isRead: false })).toEqual(['online', 'edit']);
    expect(versionOptions({ status: 'REJECTED', isRead: true })).toEqual(['online', 'edit']);
    expect(versionOptions({ status: 'REJECTED', isRead: false })).toEqual(['online', 'check']);
    for (const status of ['CHECKING', 'CHECKED', 'PUBLISHED'] as const) {
      expect(versionOptions({ status, isRead: true })).toEqual(['online', 'check']);
    }
  });

  it('DES-098 AMB-046 only the edit version while EDITING is editable; the online view is not', () => {
    const editing = openingState(task('EDITING'), 't-1', true);
    expect(isEditable(editing)).toBe(true);
    expect(isEditable(switchVersion(editing, 'online'))).toBe(false);
    expect(isEditable(openingState(null, null, true))).toBe(false);
  });

  it('AMB-047 permission below 2 forces the online view whatever the task', () => {
    for (const t of [task('EDITING'), task('CHECKING'), task('REJECTED', true), task('PUBLISHED')]) {
      const s = openingState(t, 't-1', false);
      expect(s.version).toBe('online');
      expect(isEditable(s)).toBe(false);
      expect(switchVersion(s, 'check').version).toBe('online');
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
    const published = openingState(task('PUBLISHED', false), null, true);
    const confirmed = confirmPublished(published, 't-3');
    expect([confirmed.status, confirmed.version, confirmed.hasDraft]).toEqual(['EDITING', 'online', false]);
    expect(versionOptions(confirmed)).toEqual(['online', 'edit']);
    const reopened = reopenedAfterRejection(openingState(task('REJECTED'), null, true), 't-4');
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
