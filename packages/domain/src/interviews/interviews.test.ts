import { describe, expect, it } from 'vitest';
import { calendarGrid, calendarRange } from '../workbench/calendar';
import { BOOKING_STATUS, BOOKING_STATUS_LABEL, candidateMayChange, mayMarkAs } from './booking-status';
import { calendarDays, type CalendarSlotRow } from './calendar-days';
import { chinaMillis, findSlotConflict, generateSlots, SLOT_MESSAGE, type SlotShape } from './slots';

const NOW = chinaMillis('2026-12-01', '08:00');

describe('interview slots', () => {
  it('generates every 30 minutes 9:00-17:00 for three days in four rooms (issue 15)', () => {
    const slots = generateSlots({
      dates: ['2026-12-03', '2026-12-02', '2026-12-04'],
      from: '09:00',
      to: '17:00',
      everyMinutes: 30,
      rooms: ['A101', 'A102', 'A103', 'A104'],
    });
    expect(slots).toHaveLength(16 * 3 * 4);
    expect(slots[0]).toEqual({
      date: '2026-12-02',
      startTime: '09:00',
      endTime: '09:30',
      room: 'A101',
      interviewerIds: [],
    });
    expect(slots[15]).toMatchObject({ startTime: '16:30', endTime: '17:00' });
    expect(findSlotConflict(slots, [], NOW)).toBeNull();
  });

  it('keeps a slot only when it ends by the end time, with a duration shorter than the step', () => {
    const slots = generateSlots({
      dates: ['2026-12-02'],
      from: '09:00',
      to: '10:00',
      everyMinutes: 25,
      durationMinutes: 20,
      rooms: ['R'],
    });
    expect(slots.map((s) => `${s.startTime}-${s.endTime}`)).toEqual(['09:00-09:20', '09:25-09:45']);
  });

  it('refuses bad bulk input with the zh-CN message of the field', () => {
    const base = { dates: ['2026-12-02'], from: '09:00', to: '17:00', everyMinutes: 30, rooms: ['R'] };
    expect(() => generateSlots({ ...base, to: '08:00' })).toThrow(SLOT_MESSAGE.endBeforeStart);
    expect(() => generateSlots({ ...base, rooms: [] })).toThrow(SLOT_MESSAGE.noRoom);
    expect(() => generateSlots({ ...base, dates: ['2026-02-30'] })).toThrow(SLOT_MESSAGE.badDate);
    expect(() => generateSlots({ ...base, from: '9:00' })).toThrow(SLOT_MESSAGE.badTime);
    expect(() =>
      generateSlots({
        ...base,
        everyMinutes: 5,
        dates: ['2026-12-02', '2026-12-03'],
        rooms: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'],
      }),
    ).toThrow(SLOT_MESSAGE.tooMany);
  });

  const slot = (over: Partial<SlotShape>): SlotShape => ({
    date: '2026-12-02',
    startTime: '09:00',
    endTime: '09:30',
    room: 'A101',
    interviewerIds: [],
    ...over,
  });

  it('refuses two slots in one room at overlapping times, not back-to-back ones', () => {
    const existing = [slot({ id: 's1' })];
    expect(findSlotConflict([slot({ startTime: '09:15', endTime: '09:45' })], existing, NOW)?.message).toBe(
      '面试间「A101」在 2026-12-02 09:15-09:45 与时段 2026-12-02 09:00-09:30 时间重叠',
    );
    expect(findSlotConflict([slot({ startTime: '09:30', endTime: '10:00' })], existing, NOW)).toBeNull();
    expect(findSlotConflict([slot({ room: 'A102' })], existing, NOW)).toBeNull();
    // Editing a slot is not a clash with itself.
    expect(findSlotConflict([slot({ id: 's1', endTime: '09:40' })], existing, NOW)).toBeNull();
    // Within one batch too.
    expect(findSlotConflict([slot({}), slot({ startTime: '09:10', endTime: '09:20' })], [], NOW)?.kind).toBe(
      'room',
    );
  });

  it('refuses an interviewer booked twice at the same time in different rooms', () => {
    const existing = [slot({ id: 's1', interviewerIds: ['u1'] })];
    const conflict = findSlotConflict(
      [slot({ room: 'B201', interviewerIds: ['u2', 'u1'] })],
      existing,
      NOW,
      (id) => (id === 'u1' ? '张面试' : id),
    );
    expect(conflict?.kind).toBe('interviewer');
    expect(conflict?.message).toBe(
      '面试官「张面试」在 2026-12-02 09:00-09:30 已有时段 2026-12-02 09:00-09:30，不能同时参加两场面试',
    );
  });

  it('refuses a slot in the past (China time)', () => {
    const conflict = findSlotConflict(
      [slot({ date: '2026-12-01', startTime: '07:30', endTime: '08:30' })],
      [],
      NOW,
    );
    expect(conflict?.message).toBe('时段 2026-12-01 07:30-08:30 已过去，不能安排面试');
    expect(
      findSlotConflict([slot({ date: '2026-12-01', startTime: '08:30', endTime: '09:00' })], [], NOW),
    ).toBeNull();
  });
});

describe('booking status', () => {
  it('status codes and labels 已安排/已确认/已拒绝/未到场/已面试', () => {
    expect(BOOKING_STATUS_LABEL[BOOKING_STATUS.arranged]).toBe('已安排');
    expect(BOOKING_STATUS_LABEL[BOOKING_STATUS.confirmed]).toBe('已确认');
    expect(BOOKING_STATUS_LABEL[BOOKING_STATUS.declined]).toBe('已拒绝');
    expect(BOOKING_STATUS_LABEL[BOOKING_STATUS.noShow]).toBe('未到场');
    expect(BOOKING_STATUS_LABEL[BOOKING_STATUS.interviewed]).toBe('已面试');
    expect(candidateMayChange('01')).toBe(true);
    expect(candidateMayChange('05')).toBe(false);
    expect(mayMarkAs('01', '05')).toBe(true);
    expect(mayMarkAs('03', '05')).toBe(false);
    expect(mayMarkAs('00', '04')).toBe(false);
  });
});

describe('interview calendar', () => {
  it('CALL-040 the range spans the 42-day grid starting on the Monday of the first week', () => {
    const grid = calendarGrid(2026, 12);
    expect(grid).toHaveLength(42);
    expect(grid[0]!.date).toBe('2026-11-30');
    expect(new Date(`${grid[0]!.date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(calendarRange(2026, 12)).toEqual({ from: '2026-11-30', to: '2027-01-10' });
  });

  it('WB-028 DATA-009 DATA-010 groups slots by day (id = date, title, infoList with time and detailList)', () => {
    const row = (over: Partial<CalendarSlotRow>): CalendarSlotRow => ({
      date: '2026-12-02',
      startTime: '09:00',
      endTime: '09:30',
      arrangementId: 'a1',
      arrangementTitle: '软件工程师初试',
      kind: 'offline',
      siteId: 'site1',
      room: 'A101',
      jobId: 'j1',
      tenantId: 't1',
      booked: 3,
      capacity: 10,
      ...over,
    });
    const days = calendarDays([
      row({ startTime: '10:00', endTime: '10:30' }),
      row({ room: 'A102' }),
      row({}),
      row({
        date: '2026-12-03',
        arrangementId: 'a2',
        arrangementTitle: '产品经理视频面试',
        kind: 'video',
        room: '',
      }),
    ]);
    expect(days.map((d) => d.id)).toEqual(['2026-12-02', '2026-12-03']);
    expect(days[0]!.title).toBe('软件工程师初试');
    expect(days[0]!.infoList.map((i) => i.time)).toEqual(['09:00-09:30', '10:00-10:30']);
    expect(days[0]!.infoList[0]!.detailList).toEqual([
      {
        ivInfo: '软件工程师初试（A101）',
        type: 'offline',
        roomId: 'A101',
        siteId: 'site1',
        ivId: 'a1',
        ctmId: 't1',
        booked: 3,
        capacity: 10,
      },
      {
        ivInfo: '软件工程师初试（A102）',
        type: 'offline',
        roomId: 'A102',
        siteId: 'site1',
        ivId: 'a1',
        ctmId: 't1',
        booked: 3,
        capacity: 10,
      },
    ]);
    expect(days[1]!.infoList[0]!.detailList[0]).toMatchObject({ type: 'video', ivInfo: '产品经理视频面试' });
  });
});
