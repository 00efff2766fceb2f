import { describe, expect, it } from 'vitest';
import {
  allowedJobActions,
  JOB_ACTION,
  JOB_DELETED,
  nextJobStatus,
  republishStatus,
  STORED_JOB_STATUSES,
  type JobAction,
  type StoredJobStatus,
} from './status';

// The whole table, written out once more by hand: every (status, action) pair is either here
// with its result or refused. A change to status.ts must change this table too.
const EXPECTED: Record<JobAction, Partial<Record<StoredJobStatus, StoredJobStatus | typeof JOB_DELETED>>> = {
  submit: { '22': '02', '20': '02' },
  approve: { '02': '24' },
  reject: { '02': '20' },
  pause: { '24': '26' },
  republish: { '26': '02', '22': '02', '20': '02' },
  unpublish: { '24': '22', '26': '22', '02': '22' },
  refresh: { '24': '24' },
  edit: { '22': '22', '20': '20', '26': '26', '24': '02', '02': '02' },
  delete: { '22': JOB_DELETED, '20': JOB_DELETED, '26': JOB_DELETED },
};

const LABEL: Record<StoredJobStatus, string> = {
  '24': '已发布',
  '02': '申请中',
  '26': '已暂停',
  '22': '未发布',
  '20': '申请失败',
};
const ACTION_LABEL: Record<JobAction, string> = {
  submit: '发布',
  approve: '审核通过',
  reject: '驳回',
  pause: '暂停',
  republish: '重新发布',
  unpublish: '下线',
  refresh: '刷新',
  edit: '修改',
  delete: '删除',
};

describe('STATE-001 job status machine', () => {
  for (const action of Object.values(JOB_ACTION)) {
    for (const status of STORED_JOB_STATUSES) {
      const expected = EXPECTED[action][status];
      if (expected !== undefined) {
        it(`allows ${action} from ${status} → ${expected}`, () => {
          expect(nextJobStatus({ name: 'Java开发工程师', status }, action)).toEqual({
            ok: true,
            to: expected,
          });
        });
      } else {
        it(`refuses ${action} from ${status} naming the current status`, () => {
          expect(nextJobStatus({ name: 'Java开发工程师', status }, action)).toEqual({
            ok: false,
            msg: `职位“Java开发工程师”当前状态为${LABEL[status]}，不能${ACTION_LABEL[action]}`,
          });
        });
      }
    }
  }

  it('refuses pausing a paused job with the message of the brief', () => {
    expect(nextJobStatus({ name: 'X', status: '26' }, 'pause')).toEqual({
      ok: false,
      msg: '职位“X”当前状态为已暂停，不能暂停',
    });
  });

  it('lists the actions a status offers (the list greys out the rest)', () => {
    expect(allowedJobActions('24')).toEqual(['pause', 'unpublish', 'refresh', 'edit']);
    expect(allowedJobActions('02')).toEqual(['approve', 'reject', 'unpublish', 'edit']);
    expect(allowedJobActions('22')).toEqual(['submit', 'republish', 'edit', 'delete']);
  });
});

describe('republishStatus (issue 20 §2)', () => {
  it('STATE-001 a paused job approved and unchanged since goes straight back to 24; any other to review', () => {
    expect(republishStatus({ status: '26', approvedBefore: true, changedSinceReview: false })).toBe('24');
    expect(republishStatus({ status: '26', approvedBefore: true, changedSinceReview: true })).toBe('02');
    expect(republishStatus({ status: '26', approvedBefore: false, changedSinceReview: false })).toBe('02');
    expect(republishStatus({ status: '22', approvedBefore: true, changedSinceReview: false })).toBe('02');
    expect(republishStatus({ status: '20', approvedBefore: true, changedSinceReview: false })).toBe('02');
    expect(republishStatus({ status: '24', approvedBefore: true, changedSinceReview: false })).toBeNull();
  });
});
