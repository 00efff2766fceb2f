import { useSearchParams } from 'react-router';
import { PageCard } from '../jobs/components/PageCard';
import { AssessmentResultsTable } from './AssessmentResultsTable';

/**
 * 测评结果 (/evaluation, /evalscore, /historyresume/evalscore; issue 18 §3): the results of the
 * application named by ?id= (as the talent details link it), else every result of the tenant.
 */
export function EvaluationPage() {
  const [params] = useSearchParams();
  const applicationId = params.get('id') ?? params.get('applicationId') ?? undefined;
  return (
    <PageCard title="测评结果" testId="evaluation-page">
      <AssessmentResultsTable key={applicationId ?? ''} applicationId={applicationId} />
    </PageCard>
  );
}
