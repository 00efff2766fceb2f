import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SCHOOL_CONTACT_LINK } from '@ehire/domain/workbench/links';
import { Panel } from '../workbench/Panel';
import { SCHOOL_KEYS, useSchoolsApi } from './api/schools-api';

// The workbench's school-contact card (WB-032, WB-044): the school count (CALL-035) and the
// next campus events, both read from 学校管理.

export function SchoolContactCard() {
  const api = useSchoolsApi();
  const count = useQuery({ queryKey: SCHOOL_KEYS.count, queryFn: () => api.count() });
  const events = useQuery({ queryKey: SCHOOL_KEYS.upcoming, queryFn: () => api.upcoming() });
  return (
    <Panel title="校园联络" testId="school-contact-card">
      <Link to={SCHOOL_CONTACT_LINK}>
        查看合作院校{count.data === undefined ? '' : `（${count.data}所）`}
      </Link>
      {(events.data ?? []).map((e) => (
        <p key={e.eventId} style={{ margin: '6px 0 0', fontSize: 12, color: 'rgba(0, 0, 0, 0.6)' }}>
          {e.startDate} {e.schoolName} {e.kindLabel}：{e.title}
        </p>
      ))}
    </Panel>
  );
}
