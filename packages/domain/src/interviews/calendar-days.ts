// The workbench calendar's data (DATA-009, DATA-010, WB-028): per day an arrangement with id
// (the date), title and infoList; each infoList entry has a time and its detailList of items of
// type video or offline. Built from flat slot rows so server and tests share one grouping.

export type InterviewKind = 'video' | 'offline';

export interface CalendarSlotRow {
  date: string;
  startTime: string;
  endTime: string;
  arrangementId: string;
  arrangementTitle: string;
  kind: InterviewKind;
  siteId: string;
  room: string;
  /** The job of the arrangement (ivId in D1 §3 names the interview arrangement). */
  jobId: string;
  tenantId: string;
  booked: number;
  capacity: number;
}

export interface CalendarDetailItem {
  ivInfo: string;
  type: InterviewKind;
  roomId: string;
  siteId: string;
  ivId: string;
  ctmId: string;
  booked: number;
  capacity: number;
}

export interface CalendarInfo {
  time: string;
  startTime: string;
  endTime: string;
  detailList: CalendarDetailItem[];
}

export interface CalendarDayArrangement {
  id: string;
  title: string;
  infoList: CalendarInfo[];
}

/** One entry per day that has slots, days ascending, times ascending within a day. */
export function calendarDays(rows: readonly CalendarSlotRow[]): CalendarDayArrangement[] {
  const days = new Map<string, Map<string, CalendarInfo>>();
  const titles = new Map<string, Set<string>>();
  const sorted = [...rows].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.room.localeCompare(b.room),
  );
  for (const row of sorted) {
    const times = days.get(row.date) ?? new Map<string, CalendarInfo>();
    days.set(row.date, times);
    const names = titles.get(row.date) ?? new Set<string>();
    names.add(row.arrangementTitle);
    titles.set(row.date, names);
    const time = `${row.startTime}-${row.endTime}`;
    const info = times.get(time) ?? { time, startTime: row.startTime, endTime: row.endTime, detailList: [] };
    times.set(time, info);
    info.detailList.push({
      ivInfo: `${row.arrangementTitle}${row.room ? `（${row.room}）` : ''}`,
      type: row.kind,
      roomId: row.room,
      siteId: row.siteId,
      ivId: row.arrangementId,
      ctmId: row.tenantId,
      booked: row.booked,
      capacity: row.capacity,
    });
  }
  return [...days.entries()].map(([date, times]) => ({
    id: date,
    title: [...(titles.get(date) ?? [])].join('、'),
    infoList: [...times.values()],
  }));
}
