import { describe, expect, it } from 'vitest';
import { calendarGrid, calendarRange, CALENDAR_DAY_COUNT } from './calendar';
import { GUIDE_STEPS } from './guide';
import { ADD_JOB_LINK, PUBLISHED_JOBS_LINK, talentLink, WORKBENCH_LINK } from './links';
import { processRowCells, showsAggregateRow, showsSchoolContactCard } from './process-overview';

const counts = { resumeNum: 10, filtrateNum: 4, undeterminedNum: 3, outNum: 2, planNum: 1 };

describe('workbench calendar', () => {
  it('WB-026 has 42 day cells for every month of several years', () => {
    for (let year = 2024; year <= 2028; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const days = calendarGrid(year, month);
        expect(days).toHaveLength(CALENDAR_DAY_COUNT);
        expect(days.filter((day) => day.inMonth)).toHaveLength(
          new Date(Date.UTC(year, month, 0)).getUTCDate(),
        );
      }
    }
  });

  it('WB-027 starts on the Monday of the week holding the first day of the month', () => {
    // 2026-11-01 is a Sunday: the grid starts on Monday 2026-10-26.
    expect(calendarGrid(2026, 11)[0]).toEqual({ date: '2026-10-26', inMonth: false });
    // 2026-06-01 is a Monday: the grid starts on that day.
    expect(calendarGrid(2026, 6)[0]).toEqual({ date: '2026-06-01', inMonth: true });
    for (const month of [1, 2, 3, 9, 12]) {
      const first = calendarGrid(2027, month)[0]!.date;
      expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    expect(calendarRange(2026, 11)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
  });
});

describe('workbench process overview', () => {
  it('WB-017 shows the arranged count of a screening step (ivType 1) as -', () => {
    expect(processRowCells(1, counts)).toEqual({ ...counts, planNum: '-' });
  });

  it('WB-018 WB-019 shows only the total of ivType 4 and 5 steps', () => {
    for (const ivType of [4, 5] as const) {
      expect(processRowCells(ivType, counts)).toEqual({
        resumeNum: 10,
        filtrateNum: '-',
        undeterminedNum: '-',
        outNum: '-',
        planNum: '-',
      });
    }
    expect(processRowCells(3, counts)).toEqual(counts);
  });

  it('WB-013 WB-014 AMB-015 GAP-008 the aggregate row needs the employer type and a permission above 0', () => {
    expect(showsAggregateRow(1, 1)).toBe(true);
    expect(showsAggregateRow(1, 2)).toBe(true);
    expect(showsAggregateRow(1, 0)).toBe(false);
    expect(showsAggregateRow(2, 2)).toBe(false);
  });

  it('WB-032 the school-contact card only for the school-related customer type', () => {
    expect(showsSchoolContactCard(2)).toBe(true);
    expect(showsSchoolContactCard(1)).toBe(false);
    expect(showsSchoolContactCard(3)).toBe(false);
  });
});

describe('workbench links', () => {
  it('WB-034 WB-035 WB-036..WB-041 carry tab, ivid and the status codes', () => {
    expect(talentLink({ ivid: '01', inboxstatus: '00' })).toBe('/resume?tab=first&ivid=01&inboxstatus=00');
    expect(talentLink({ ivid: '99', inboxstatus: '04_05' })).toBe(
      '/resume?tab=first&ivid=99&inboxstatus=04_05',
    );
    expect(talentLink({ inboxstatus: '02_06_07_08_09' })).toBe(
      '/resume?tab=first&inboxstatus=02_06_07_08_09',
    );
    expect(WORKBENCH_LINK.waitingForInterview).toBe('/resume?tab=first&inboxvideostatus=01_02');
    expect(WORKBENCH_LINK.toBeDelivered).toBe('/resume?tab=three&deliveredstaus=00');
    expect(WORKBENCH_LINK.delivered).toBe('/resume?tab=three&deliveredstaus=01');
  });

  it('WB-042 AMB-005 WB-043 the published-jobs and add-job links', () => {
    expect(PUBLISHED_JOBS_LINK).toBe('/jobList?jobstatus=24');
    expect(ADD_JOB_LINK).toBe('/addJob?edit=false&copyAdd=true');
  });

  it('WB-048 the guide has four steps in the spec order', () => {
    expect(GUIDE_STEPS.map((step) => step.title)).toEqual([
      '系统升级',
      '视觉升级',
      '框架调整',
      '招聘功能优化',
    ]);
  });
});
