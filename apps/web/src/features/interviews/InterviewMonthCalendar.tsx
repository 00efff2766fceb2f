import { useMemo, useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { calendarGrid, calendarRange } from '@ehire/domain/workbench/calendar';
import type { CalendarDay } from '@ehire/domain/contracts/interviews';
import {
  OLDER_INTERVIEW_PAGE,
  OLDER_PAGE_REL,
  OLDER_PAGE_TARGET,
  olderPageOf,
} from '@ehire/domain/interviews/older-pages';
import { INTERVIEW_KEYS, useInterviewsApi } from './interviews-api';
import styles from './InterviewMonthCalendar.module.css';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
const ROW_STYLE = { display: 'contents' } as const;

/** The grid's days cut into weeks of 7 (rows of the ARIA grid). */
function weeksOf<T>(days: readonly T[]): T[][] {
  const weeks: T[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

interface DayItem {
  ivId: string;
  title: string;
  type: 'video' | 'offline';
  siteId: string;
  startTime: string;
  endTime: string;
  booked: number;
  capacity: number;
}

/** One line per arrangement of the day: its first and last time, seats booked of all its slots. */
function summarize(day: CalendarDay | undefined): DayItem[] {
  const byId = new Map<string, DayItem>();
  for (const info of day?.infoList ?? []) {
    for (const item of info.detailList) {
      const known = byId.get(item.ivId);
      if (known) {
        known.endTime = info.endTime > known.endTime ? info.endTime : known.endTime;
        known.booked += item.booked;
        known.capacity += item.capacity;
      } else {
        byId.set(item.ivId, {
          ivId: item.ivId,
          title: item.ivInfo.replace(/（.*）$/, ''),
          type: item.type,
          siteId: item.siteId,
          startTime: info.startTime,
          endTime: info.endTime,
          booked: item.booked,
          capacity: item.capacity,
        });
      }
    }
  }
  return [...byId.values()];
}

/**
 * The 42-day interview calendar (CALL-040, WB-026..WB-028): from the Monday of the month's first
 * week, each day with its arrangements (times and video/offline items). `onOpen` receives the
 * arrangement id of a clicked item.
 */
export function InterviewMonthCalendar({
  today,
  onOpen,
  olderPages = false,
  classNames,
}: {
  today: Date;
  onOpen?: (arrangementId: string) => void;
  /** The workbench: each item also links its older pages, opened in a new window (WB-045). */
  olderPages?: boolean;
  classNames?: {
    grid?: string;
    weekday?: string;
    day?: string;
    outside?: string;
    today?: string;
    dayNumber?: string;
    item?: string;
  };
}) {
  const api = useInterviewsApi();
  const [shown, setShown] = useState({ year: today.getFullYear(), month: today.getMonth() + 1 });
  const days = useMemo(() => calendarGrid(shown.year, shown.month), [shown]);
  const range = calendarRange(shown.year, shown.month);
  const calendar = useQuery({
    queryKey: INTERVIEW_KEYS.calendar(range.from, range.to),
    queryFn: () => api.calendar(range.from, range.to),
  });
  const byDay = useMemo(
    () => new Map<string, CalendarDay>((calendar.data ?? []).map((d) => [d.id, d])),
    [calendar.data],
  );
  const move = (delta: number) =>
    setShown(({ year, month }) => {
      const index = year * 12 + (month - 1) + delta;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const todayKey = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const c = classNames ?? {};
  const gridStyle = c.grid ? undefined : { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 };

  return (
    <div data-testid="interview-calendar">
      {/* Plain controls (issue 13 §4): the workbench's first paint loads no antd. */}
      <div className={styles.bar}>
        <button type="button" className={styles.move} aria-label="上个月" onClick={() => move(-1)}>
          <LeftOutlined />
        </button>
        <strong data-testid="calendar-month">
          {shown.year}年{shown.month}月
        </strong>
        <button type="button" className={styles.move} aria-label="下个月" onClick={() => move(1)}>
          <RightOutlined />
        </button>
      </div>
      <div className={c.grid} style={gridStyle} role="grid" aria-label="面试日历">
        {/* Rows take no box (display: contents): the cells stay items of the 7-column CSS grid. */}
        <div role="row" style={ROW_STYLE}>
          {WEEKDAYS.map((day) => (
            <div key={day} className={c.weekday} role="columnheader">
              {day}
            </div>
          ))}
        </div>
        {weeksOf(days).map((week) => (
          <div key={week[0]!.date} role="row" style={ROW_STYLE}>
            {week.map((day) => (
              <div
                key={day.date}
                role="gridcell"
                data-date={day.date}
                className={[c.day, day.inMonth ? '' : c.outside, day.date === todayKey ? c.today : ''].join(
                  ' ',
                )}
                style={
                  c.day
                    ? undefined
                    : {
                        minHeight: 72,
                        border: '1px solid #f0f0f0',
                        padding: 4,
                        opacity: day.inMonth ? 1 : 0.5,
                      }
                }
              >
                <div className={c.dayNumber}>{Number(day.date.slice(8))}</div>
                {summarize(byDay.get(day.date)).map((item) => (
                  <div
                    key={item.ivId}
                    className={c.item}
                    title={`${item.startTime}-${item.endTime} ${item.title}`}
                    role={onOpen ? 'button' : undefined}
                    style={{ cursor: onOpen ? 'pointer' : undefined, fontSize: 12 }}
                    onClick={() => onOpen?.(item.ivId)}
                  >
                    {item.startTime} {item.type === 'video' ? '【视频】' : ''}
                    {item.title} {item.booked}/{item.capacity}
                    {olderPages ? (
                      <span onClick={(event) => event.stopPropagation()}>
                        {' '}
                        <a href={olderPageOf(item)} target={OLDER_PAGE_TARGET} rel={OLDER_PAGE_REL}>
                          {item.type === 'video' ? '面试间' : '地点'}
                        </a>{' '}
                        <a
                          href={OLDER_INTERVIEW_PAGE.registration(item.ivId)}
                          target={OLDER_PAGE_TARGET}
                          rel={OLDER_PAGE_REL}
                        >
                          预约
                        </a>
                      </span>
                    ) : null}
                  </div>
                ))}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
