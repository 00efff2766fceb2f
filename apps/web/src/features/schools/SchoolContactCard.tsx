import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SCHOOL_CONTACT_LINK } from '@ehire/domain/workbench/links';
import { SCHOOL_KEYS, useSchoolsApi } from './api/schools-api';

// The workbench's school-contact card (WB-032, WB-044): the school count (CALL-035) and the
// next campus events, both read from 学校管理.

export function SchoolContactCard() {
  const api = useSchoolsApi();
  const count = useQuery({ queryKey: SCHOOL_KEYS.count, queryFn: () => api.count() });
  const events = useQuery({ queryKey: SCHOOL_KEYS.upcoming, queryFn: () => api.upcoming() });
  return (
    <Card size="small" title="校园联络" style={{ marginBottom: 16 }} data-testid="school-contact-card">
      <Link to={SCHOOL_CONTACT_LINK}>
        查看合作院校{count.data === undefined ? '' : `（${count.data}所）`}
      </Link>
      {(events.data ?? []).map((e) => (
        <Typography.Paragraph key={e.eventId} type="secondary" style={{ margin: '6px 0 0', fontSize: 12 }}>
          {e.startDate} {e.schoolName} {e.kindLabel}：{e.title}
        </Typography.Paragraph>
      ))}
    </Card>
  );
}
