import { useNavigate } from 'react-router';
import { InterviewMonthCalendar } from '../interviews/InterviewMonthCalendar';
import styles from './WorkbenchPage.module.css';

/**
 * 面试日历 (WB-026..WB-028, CALL-040): six weeks from the Monday before the 1st, each day with
 * its arrangements from the interviews feature; clicking one opens the interview list.
 */
export function InterviewCalendar({ today }: { today: Date }) {
  const navigate = useNavigate();
  return (
    <InterviewMonthCalendar
      today={today}
      olderPages
      onOpen={(arrangementId) => void navigate(`/interview?arrangement=${encodeURIComponent(arrangementId)}`)}
      classNames={{
        grid: styles.calendar,
        weekday: styles.weekday,
        day: styles.day,
        outside: styles.outside,
        today: styles.today,
        dayNumber: styles.dayNumber,
        item: styles.arrangement,
      }}
    />
  );
}
