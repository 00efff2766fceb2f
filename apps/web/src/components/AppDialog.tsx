import { useRef, type PointerEvent, type ReactNode } from 'react';
import { Modal, type ModalProps } from 'antd';
import { DIALOG_WIDTH, type DialogSize } from '@ehire/domain/constants';

export type { DialogSize } from '@ehire/domain/constants';

export interface AppDialogProps extends Omit<
  ModalProps,
  'width' | 'mask' | 'maskClosable' | 'wrapProps' | 'onCancel' | 'onOk'
> {
  /**
   * small 420, medium 520 (default), large 620, extraLarge 820, extraExtraLarge 920
   * (SHELL-044..047; large settles GAP-010).
   */
  size?: DialogSize;
  /** Close request: 取消, the close control, Esc or a full backdrop click. */
  onClose?: () => void;
  /** 确定 of the default buttons. */
  onOk?: () => void;
  /** Whether a backdrop click closes the dialog (default true). */
  backdropClosable?: boolean;
  children?: ReactNode;
}

/**
 * The console's dialog. Defaults to the buttons 取消 and 确定 (SHELL-048). A backdrop click
 * closes it only when both the press and the release happen on the backdrop (SHELL-049/050):
 * antd's own mask-closing decides on `click`, whose target is the common ancestor (the backdrop)
 * when a press on the backdrop ends inside the dialog, so it is turned off and the press and the
 * release are compared here instead.
 */
export function AppDialog({
  size = 'medium',
  onClose,
  onOk,
  backdropClosable = true,
  okText = '确定',
  cancelText = '取消',
  children,
  ...rest
}: AppDialogProps) {
  const pressedOnBackdrop = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const releasedOnBackdrop = event.target === event.currentTarget;
    const close = backdropClosable && pressedOnBackdrop.current && releasedOnBackdrop;
    pressedOnBackdrop.current = false;
    if (close) onClose?.();
  };

  return (
    <Modal
      width={DIALOG_WIDTH[size]}
      okText={okText}
      cancelText={cancelText}
      {...rest}
      mask={{ closable: false }}
      wrapProps={{ onPointerDown, onPointerUp, 'data-dialog-size': size }}
      onCancel={() => onClose?.()}
      onOk={() => onOk?.()}
    >
      {children}
    </Modal>
  );
}
