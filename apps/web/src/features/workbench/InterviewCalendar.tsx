import { useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { calendarGrid } from '@ehire/domain/workbench/calendar';
import type { CalendarArrangement } from '@ehire/domain/contracts/workbench';
import { useWorkbenchApi, WORKBENCH_KEYS } from './workbench-api';
import styles from './WorkbenchPage.module.css';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/** 面试日历 (WB-026..WB-028): six weeks from the Monday before the 1st, arrangements per day. */
export function InterviewCalendar({ today }: { today: Date }) {
  const api = useWorkbenchApi();
  const [shown, setShown] = useState({ year: today.getFullYear(), month: today.getMonth() + 1 });
  const days = useMemo(() => calendarGrid(shown.year, shown.month), [shown]);
  const arrangements = useQuery({
    queryKey: WORKBENCH_KEYS.calendar(shown.year, shown.month),
    queryFn: () => api.calendar(shown.year, shown.month),
  });
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarArrangement[]>();
    for (const item of arrangements.data?.arrangements ?? []) {
      map.set(item.date, [...(map.get(item.date) ?? []), item]);
    }
    return map;
  }, [arrangements.data]);
  const move = (delta: number) =>
    setShown(({ year, month }) => {
      const index = year * 12 + (month - 1) + delta;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const todayKey = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

  return (
    <div data-testid="interview-calendar">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" icon={<LeftOutlined />} aria-label="上个月" onClick={() => move(-1)} />
        <Typography.Text strong data-testid="calendar-month">
          {shown.year}年{shown.month}月
        </Typography.Text>
        <Button size="small" icon={<RightOutlined />} aria-label="下个月" onClick={() => move(1)} />
      </Space>
      <div className={styles.calendar} role="grid" aria-label="面试日历">
        {WEEKDAYS.map((day) => (
          <div key={day} className={styles.weekday} role="columnheader">
            {day}
          </div>
        ))}
        {days.map((day) => (
          <div
            key={day.date}
            role="gridcell"
            data-date={day.date}
            className={[
              styles.day,
              day.inMonth ? '' : styles.outside,
              day.date === todayKey ? styles.today : '',
            ].join(' ')}
          >
            <div className={styles.dayNumber}>{Number(day.date.slice(8))}</div>
            {(byDay.get(day.date) ?? []).map((item, index) => (
              <div key={index} className={styles.arrangement} title={item.title}>
                {item.infoList[0]?.startTime ?? ''} {item.title}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
