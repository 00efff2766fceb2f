import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
import { Suspense } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LatestTaskAnswer } from '@ehire/domain/contracts/resume-design';
import { REVIEW_CARD, type ReviewCard } from '@ehire/domain/codes/resume-design';
import { checkStatusNumber } from '@ehire/domain/resume-design/workflow';
import { usePlatform } from '../../platform/PlatformContext';
import { useDesignerApi } from '../designer/api/designer-api';
import { lazyWithAntd } from '../../app/routing/with-antd';
import { Panel } from './Panel';

// antd's Result: loaded only when a design waits for the recruiter (issue 13 §4).
const ReviewStatusCard = lazyWithAntd(
  async () => (await import('../designer/components/ReviewStatusCard')).ReviewStatusCard,
);

const DESIGNER_PAGE = '/new/systemManagement/resumeSettings';
const LATEST_TASK_KEY = ['workbench', 'design-latest-task'] as const;

/**
 * WB-059, AMB-024: the review-status card of a newly submitted resume design, on the workbench as
 * in the designer (DES-080..084): under review (no button); rejected and not yet read (查看驳回原因
 * opens the designer, which reopens the task); published and not yet acknowledged (确认 ends it
 * here). Nothing when no design waits, or for users without the designer (the call is silent).
 */
function cardOfTask(task: LatestTaskAnswer | null | undefined): ReviewCard | null {
  if (!task) return null;
  const card = checkStatusNumber(task.status);
  if (card === REVIEW_CARD.underReview) return card;
  if ((card === REVIEW_CARD.rejected || card === REVIEW_CARD.published) && !task.isRead) return card;
  return null;
}

export function DesignResultCard() {
  const { client } = usePlatform();
  const designer = useDesignerApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const latest = useQuery({
    queryKey: LATEST_TASK_KEY,
    queryFn: () => client.call<LatestTaskAnswer>(RESUME_DESIGN_API.latestTask, undefined, { silent: true }),
    retry: false,
  });
  const card = cardOfTask(latest.data);
  if (card === null || !latest.data) return null;
  const taskId = latest.data.taskId;
  return (
    <Panel title="简历设计审核" testId="workbench-design-result">
      <Suspense fallback={null}>
        <ReviewStatusCard
          card={card}
          onConfirm={(action) => {
            if (action === 2) {
              void navigate(DESIGNER_PAGE);
              return;
            }
            void designer
              .discardTask(taskId)
              .then(() => queryClient.invalidateQueries({ queryKey: LATEST_TASK_KEY }))
              .catch(() => {
                // The request client has shown the server's message.
              });
          }}
        />
      </Suspense>
    </Panel>
  );
}
