import { describe, expect, it } from 'vitest';
import {
  HOT_RECOMMEND_OP,
  HOT_RECOMMEND_OP_LABEL,
  JOB_RECOMMEND_OP,
  JOB_RECOMMEND_OP_LABEL,
  JOB_STATUS,
  JOB_STATUS_LABEL,
  PAUSED_JOB_PREFIX,
  jobDictionaryName,
} from './job-status';

describe('job codes', () => {
  it('STATE-001 job status codes and labels', () => {
    expect(JOB_STATUS).toEqual({
      published: '24',
      applying: '02',
      paused: '26',
      unpublished: '22',
      applicationFailed: '20',
      all: '99',
    });
    expect(JOB_STATUS_LABEL).toEqual({
      '24': '已发布',
      '02': '申请中',
      '26': '已暂停',
      '22': '未发布',
      '20': '申请失败',
      '99': '全部职位',
    });
  });

  it('STATE-002 recommendation operation codes and labels', () => {
    expect(JOB_RECOMMEND_OP).toEqual({ add: 0, start: 1, pause: 2, delete: 6 });
    expect(JOB_RECOMMEND_OP_LABEL).toEqual({ 0: '添加', 1: '开始', 2: '暂停', 6: '删除' });
  });

  it('STATE-003 hot-recommendation codes and labels', () => {
    expect(HOT_RECOMMEND_OP).toEqual({ set: 1, cancel: 6 });
    expect(HOT_RECOMMEND_OP_LABEL).toEqual({ 1: '设置', 6: '取消' });
  });

  it('DATA-014 GAP-004 prefixes paused jobs with 【已暂停】 in the job dictionary', () => {
    expect(PAUSED_JOB_PREFIX).toBe('【已暂停】');
    for (const isUsable of [false, 0, '0', 'false']) {
      expect(jobDictionaryName({ jobName: '管培生', isUsable })).toBe('【已暂停】管培生');
    }
    for (const isUsable of [true, 1, '1', undefined]) {
      expect(jobDictionaryName({ jobName: '管培生', isUsable })).toBe('管培生');
    }
  });
});
