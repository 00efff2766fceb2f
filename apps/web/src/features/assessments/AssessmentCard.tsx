import { Card } from 'antd';
import { Link } from 'react-router';
import { AssessmentInviteButton } from './AssessmentInviteButton';
import { AssessmentResultsTable } from './AssessmentResultsTable';

/** 测评结果 on the talent details: the application's invitations and results, and a new invitation. */
export function AssessmentCard({ applicationId }: { applicationId: string }) {
  return (
    <Card
      variant="borderless"
      style={{ marginTop: 12 }}
      data-testid="assessment-card"
      title={<Link to={`/evaluation?id=${encodeURIComponent(applicationId)}`}>测评结果</Link>}
      extra={<AssessmentInviteButton applicationIds={[applicationId]} />}
    >
      <AssessmentResultsTable applicationId={applicationId} compact />
    </Card>
  );
}
