import type { ReactNode } from 'react';
import { Button, Drawer, Space, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListEmpty } from '../components/ListEmpty';

interface ReviewDrawerProps<T> {
  open: boolean;
  title: ReactNode;
  size: number;
  onClose: () => void;
  /** What is reviewed: a spinner while it loads, a retry when it failed, the body once it is there. */
  detail: UseQueryResult<T>;
  /** 驳回 and 通过 are offered only while the item awaits review. */
  pending: boolean;
  onReject: () => void;
  onApprove: () => void;
  rejecting?: boolean;
  children: (data: T) => ReactNode;
}

/** The provider's review drawer (职位审核, 简历审核): the record to judge and the two decisions. */
export function ReviewDrawer<T>({
  open,
  title,
  size,
  onClose,
  detail,
  pending,
  onReject,
  onApprove,
  rejecting,
  children,
}: ReviewDrawerProps<T>) {
  return (
    <Drawer
      open={open}
      size={size}
      title={title}
      onClose={onClose}
      destroyOnHidden
      extra={
        pending ? (
          <Space>
            <Button danger loading={rejecting} onClick={onReject}>
              驳回
            </Button>
            <Button type="primary" onClick={onApprove}>
              通过
            </Button>
          </Space>
        ) : null
      }
    >
      {detail.isPending ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      ) : detail.isError || detail.data === undefined ? (
        <ListEmpty failed onRetry={() => void detail.refetch()} />
      ) : (
        children(detail.data)
      )}
    </Drawer>
  );
}
