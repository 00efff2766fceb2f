import { describe, expect, it } from 'vitest';
import {
  DELIVERED_STATUS,
  DELIVERED_STATUS_LABEL,
  INBOX_STATUS,
  INBOX_STATUS_LABEL,
  INBOX_VIDEO_STATUS,
  INBOX_VIDEO_STATUS_LABEL,
  RESUME_TAB,
  RESUME_TAB_LABEL,
  splitCompoundCode,
} from './inbox-status';

describe('resume link codes', () => {
  it('ROUTE-072 ROUTE-073 AMB-006 resume tabs and labels', () => {
    expect(RESUME_TAB).toEqual({ talentManage: 'first', byJob: 'second', intent: 'three' });
    expect(RESUME_TAB_LABEL).toEqual({ first: '人才管理', second: '按职位查看', three: '意向人才库' });
  });

  it('inbox status codes and labels (D1 §2 links out)', () => {
    expect(INBOX_STATUS).toEqual({
      waitingForScreening: '00',
      pending: '01',
      eliminated: '04_05',
      arranged: '02_06_07_08_09',
    });
    expect(INBOX_STATUS_LABEL).toEqual({
      '00': '待筛选',
      '01': '待定',
      '04_05': '已淘汰',
      '02_06_07_08_09': '已安排',
    });
    expect(splitCompoundCode(INBOX_STATUS.arranged)).toEqual(['02', '06', '07', '08', '09']);
  });

  it('video interview and delivery status codes and labels', () => {
    expect(INBOX_VIDEO_STATUS).toEqual({ waitingForInterview: '01_02' });
    expect(INBOX_VIDEO_STATUS_LABEL).toEqual({ '01_02': '待面试' });
    expect(DELIVERED_STATUS).toEqual({ notSubmitted: '00', submitted: '01' });
    expect(DELIVERED_STATUS_LABEL).toEqual({ '00': '未提交', '01': '已提交' });
  });
});
