import { Button, Empty, Skeleton } from 'antd';

export interface ListEmptyProps {
  /** The list failed to load: say so and offer to try again, never a blank table. */
  failed?: boolean;
  onRetry?: () => void;
  /** Still loading its first answer: a skeleton, never the empty text (issue 20 §2). */
  loading?: boolean;
  /** Text of an empty (but loaded) list. */
  description?: string;
}

const EMPTY_TEXT = '暂无数据';
const LOAD_FAILED_TEXT = '数据加载失败';

/** The empty and error states of a list (ARCHITECTURE §8: explicit, never blank). */
export function ListEmpty({
  failed = false,
  loading = false,
  onRetry,
  description = EMPTY_TEXT,
}: ListEmptyProps) {
  if (loading && !failed) {
    return (
      <div data-testid="list-loading">
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (failed) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LOAD_FAILED_TEXT} data-testid="list-failed">
        {onRetry ? (
          <Button size="small" onClick={onRetry}>
            重新加载
          </Button>
        ) : null}
      </Empty>
    );
  }
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} data-testid="list-empty" />;
}
