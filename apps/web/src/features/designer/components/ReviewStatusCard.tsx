import { Button, Result } from 'antd';
import { REVIEW_CARD, type ReviewCard } from '@ehire/domain/codes/resume-design';

/** DES-081..083: the texts and buttons of the three review-status cards. */
const REVIEW_CARD_TEXT = {
  [REVIEW_CARD.underReview]: '新简历正在审核中，审核过程中，旧简历依旧生效',
  [REVIEW_CARD.rejected]: '新简历被驳回，驳回后，旧简历依旧生效',
  [REVIEW_CARD.published]: '新简历已经成功应用',
} as const;

export interface ReviewStatusCardProps {
  card: ReviewCard;
  busy?: boolean;
  /** DES-084: 确认 on card 1 is confirm action 1, 查看驳回原因 on card 2 confirm action 2. */
  onConfirm: (action: 1 | 2) => void;
}

/** DES-027: replaces the designer while the design is under review, rejected or just published. */
export function ReviewStatusCard({ card, busy, onConfirm }: ReviewStatusCardProps) {
  if (card === REVIEW_CARD.none) return null;
  const status =
    card === REVIEW_CARD.published ? 'success' : card === REVIEW_CARD.rejected ? 'error' : 'info';
  return (
    <div data-testid="review-status-card" data-card={card}>
      <Result
        status={status}
        title={REVIEW_CARD_TEXT[card]}
        extra={
          card === REVIEW_CARD.published ? (
            <Button type="primary" loading={busy} onClick={() => onConfirm(1)}>
              确认
            </Button>
          ) : card === REVIEW_CARD.rejected ? (
            <Button type="primary" loading={busy} onClick={() => onConfirm(2)}>
              查看驳回原因
            </Button>
          ) : null
        }
      />
    </div>
  );
}
