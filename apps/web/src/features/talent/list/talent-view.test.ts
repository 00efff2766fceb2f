import { describe, expect, it } from 'vitest';
import { WORKBENCH_LINK } from '@ehire/domain/workbench/links';
import { EMPTY_SEARCH, patchTalentParams, readTalentView, toSelection } from './talent-view';

const view = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return readTalentView(parsed.pathname, parsed.searchParams);
};

describe('talent view from the link', () => {
  it('WB-034..WB-041 every workbench link reads as its view', () => {
    expect(view(WORKBENCH_LINK.waitingForScreening)).toEqual({ tab: 'first', inboxstatus: '00' });
    expect(view(WORKBENCH_LINK.waitingForInterview)).toEqual({ tab: 'first', inboxvideostatus: '01_02' });
    // The router sends tab=three to the intent pool (AMB-006); the path alone fixes the tab.
    expect(view(WORKBENCH_LINK.toBeDelivered.replace('/resume', '/new/intentResume'))).toEqual({
      tab: 'three',
      deliveredstaus: '00',
    });
    expect(view('/new/intentResume?deliveredstaus=01')).toEqual({ tab: 'three', deliveredstaus: '01' });
  });

  it('WB-035 ivid names a step; 99 is every step', () => {
    expect(view('/new/talent/talentManage?ivid=1002&inboxstatus=02_06_07_08_09')).toMatchObject({
      ivid: '1002',
      inboxstatus: '02_06_07_08_09',
    });
    expect(view('/new/talent/talentManage?ivid=99&inboxstatus=04_05').ivid).toBeUndefined();
  });

  it('unknown codes are ignored rather than sent; a job counts only on the by-job tab', () => {
    expect(view('/resume?tab=nine&inboxstatus=03&inboxvideostatus=x&deliveredstaus=7&jobid=j1')).toEqual({
      tab: 'first',
    });
    expect(view('/resume?tab=second&jobid=j1')).toEqual({ tab: 'second', jobId: 'j1' });
  });

  it('patching the query keeps the other parameters and drops cleared ones', () => {
    const next = patchTalentParams(new URLSearchParams('tab=first&ivid=1001&inboxstatus=00&x=1'), {
      ivid: '1002',
      inboxstatus: undefined,
    });
    expect(next.toString()).toBe('tab=first&ivid=1002&x=1');
  });

  it('the selection carries the view and the search, without an empty filter', () => {
    expect(
      toSelection(
        { tab: 'second', jobId: 'j1', ivid: '1001' },
        { ...EMPTY_SEARCH, keyword: '张', filter: { kind: 'group', op: 'all', children: [] } },
      ),
    ).toEqual({ tab: 'second', jobId: 'j1', ivid: '1001', keyword: '张' });
  });
});
