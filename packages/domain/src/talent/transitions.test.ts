import { describe, expect, it } from 'vitest';
import { STAGE } from '../codes/stages';
import {
  canWithdraw,
  candidateStatusName,
  decide,
  inboxGroupOf,
  type InboxCode,
  type StatusAction,
  type StepInfo,
} from './transitions';

const steps: StepInfo[] = [
  { id: 's1', ivid: '1001', name: '初筛', ivType: STAGE.screening, sort: 1 },
  { id: 's2', ivid: '1002', name: '笔试', ivType: STAGE.writtenTest, sort: 2 },
  { id: 's3', ivid: '1003', name: '面试', ivType: STAGE.interview, sort: 3 },
  { id: 's4', ivid: '1004', name: '待录用', ivType: STAGE.toBeHired, sort: 4 },
  { id: 's5', ivid: '1005', name: '入职', ivType: STAGE.onboarded, sort: 5 },
];
const [s1, s2, s3, , s5] = steps;
const ALL: InboxCode[] = ['00', '01', '02', '04', '05', '06', '07', '08', '09'];
const at = (inboxStatus: InboxCode, step = s1) => ({ inboxStatus, step });

describe('talent transitions', () => {
  it('STATE-004 pass goes to the next step (or a chosen later one) with 待筛选 from every live status', () => {
    for (const code of ALL.filter((c) => c !== '04' && c !== '05')) {
      expect(decide(at(code), { action: 'pass', target: null }, steps)).toEqual({
        ok: true,
        inboxStatus: '00',
        stepId: 's2',
      });
      expect(decide(at(code), { action: 'pass', target: s3 }, steps)).toEqual({
        ok: true,
        inboxStatus: '00',
        stepId: 's3',
      });
    }
  });

  it('STATE-004 pass is refused when eliminated, withdrawn, at the last step, backwards or outside the flow', () => {
    expect(decide(at('04'), { action: 'pass', target: null }, steps)).toEqual({
      ok: false,
      message: '已淘汰的投递不能通过，请先恢复',
    });
    expect(decide(at('05'), { action: 'pass', target: null }, steps)).toEqual({
      ok: false,
      message: '候选人已撤回该投递，不能操作',
    });
    expect(decide(at('00', s5), { action: 'pass', target: null }, steps)).toEqual({
      ok: false,
      message: '已是流程最后一个环节，不能通过',
    });
    expect(decide(at('00', s3), { action: 'pass', target: s2 }, steps)).toEqual({
      ok: false,
      message: '只能通过到后续环节',
    });
    expect(decide(at('00', s3), { action: 'pass', target: s3 }, steps)).toEqual({
      ok: false,
      message: '不能通过到当前环节',
    });
    const foreign = { id: 'x', ivid: '2001', name: '外部', ivType: STAGE.interview, sort: 9 };
    expect(decide(at('00'), { action: 'pass', target: foreign }, steps)).toEqual({
      ok: false,
      message: '目标环节不属于该投递的流程',
    });
  });

  it('STATE-004 pending, eliminate and restore', () => {
    for (const code of ['00', '02', '06', '07', '08', '09'] as InboxCode[]) {
      expect(decide(at(code), { action: 'pending' }, steps)).toMatchObject({ ok: true, inboxStatus: '01' });
    }
    expect(decide(at('01'), { action: 'pending' }, steps)).toEqual({ ok: false, message: '该投递已是待定' });
    expect(decide(at('04'), { action: 'pending' }, steps)).toEqual({
      ok: false,
      message: '已淘汰的投递不能设为待定，请先恢复',
    });
    for (const code of ['00', '01', '02', '06', '07', '08', '09'] as InboxCode[]) {
      expect(decide(at(code), { action: 'eliminate' }, steps)).toMatchObject({ ok: true, inboxStatus: '04' });
    }
    expect(decide(at('04'), { action: 'eliminate' }, steps)).toEqual({ ok: false, message: '该投递已淘汰' });
    expect(decide(at('04', s3), { action: 'restore' }, steps)).toEqual({
      ok: true,
      inboxStatus: '00',
      stepId: 's3',
    });
    for (const code of ['00', '01', '02', '06']) {
      expect(decide(at(code as InboxCode), { action: 'restore' }, steps)).toEqual({
        ok: false,
        message: '只有已淘汰的投递可以恢复',
      });
    }
  });

  it('STATE-004 arranging needs the matching step type and a live application', () => {
    expect(decide(at('00', s2), { action: 'arrangeWrittenTest' }, steps)).toEqual({
      ok: true,
      inboxStatus: '02',
      stepId: 's2',
    });
    expect(decide(at('01', s3), { action: 'arrangeInterview' }, steps)).toMatchObject({
      ok: true,
      inboxStatus: '06',
    });
    expect(decide(at('00', s3), { action: 'arrangeVideoInterview' }, steps)).toMatchObject({
      ok: true,
      inboxStatus: '07',
    });
    expect(decide(at('00', s1), { action: 'arrangeInterview' }, steps)).toEqual({
      ok: false,
      message: '当前环节「初筛」不能安排面试',
    });
    expect(decide(at('00', s3), { action: 'arrangeWrittenTest' }, steps)).toEqual({
      ok: false,
      message: '当前环节「面试」不能安排笔试',
    });
    expect(decide(at('02', s2), { action: 'arrangeWrittenTest' }, steps)).toEqual({
      ok: false,
      message: '已安排笔试',
    });
    expect(decide(at('04', s3), { action: 'arrangeInterview' }, steps)).toEqual({
      ok: false,
      message: '已淘汰的投递不能安排面试',
    });
  });

  it('STATE-004 withdraw: allowed until onboarding, once; nothing applies after it', () => {
    expect(decide(at('04', s3), { action: 'withdraw' }, steps)).toMatchObject({
      ok: true,
      inboxStatus: '05',
    });
    expect(decide(at('00', s5), { action: 'withdraw' }, steps)).toEqual({
      ok: false,
      message: '已入职，不能撤回投递',
    });
    expect(decide(at('05'), { action: 'withdraw' }, steps)).toEqual({ ok: false, message: '该投递已撤回' });
    const actions: StatusAction[] = [
      { action: 'pending' },
      { action: 'eliminate' },
      { action: 'restore' },
      { action: 'arrangeInterview' },
      { action: 'move' },
    ];
    for (const a of actions) {
      expect(decide(at('05', s3), a, steps)).toEqual({ ok: false, message: '候选人已撤回该投递，不能操作' });
    }
    expect(canWithdraw('00', STAGE.interview)).toBe(true);
    expect(canWithdraw('05', STAGE.interview)).toBe(false);
    expect(canWithdraw('00', STAGE.onboarded)).toBe(false);
  });

  it('WB-036..039 groups stored codes into the link codes', () => {
    expect(ALL.map(inboxGroupOf)).toEqual([
      '00',
      '01',
      '02_06_07_08_09',
      '04_05',
      '04_05',
      '02_06_07_08_09',
      '02_06_07_08_09',
      '02_06_07_08_09',
      '02_06_07_08_09',
    ]);
  });

  it('names the status a candidate sees', () => {
    expect(candidateStatusName('00', STAGE.screening)).toBe('已投递');
    expect(candidateStatusName('01', STAGE.screening)).toBe('筛选中');
    expect(candidateStatusName('06', STAGE.interview)).toBe('面试');
    expect(candidateStatusName('04', STAGE.interview)).toBe('未通过');
    expect(candidateStatusName('05', STAGE.interview)).toBe('已撤回');
  });
});
