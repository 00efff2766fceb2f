import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppDialog } from './AppDialog';

function dialogBox(): HTMLElement {
  return document.querySelector('.ant-modal') as HTMLElement;
}

function backdrop(): HTMLElement {
  return document.querySelector('.ant-modal-wrap') as HTMLElement;
}

describe('AppDialog', () => {
  it.each([
    ['small', 420, 'SHELL-044'],
    ['medium', 520, 'SHELL-045'],
    ['large', 620, 'GAP-010'],
    ['extraLarge', 820, 'SHELL-046'],
    ['extraExtraLarge', 920, 'SHELL-047'],
  ] as const)('%s is %i px wide (%s)', (size, width, _requirement) => {
    render(
      <AppDialog open size={size} title="宽度">
        内容
      </AppDialog>,
    );
    expect(dialogBox().style.width).toBe(`${width}px`);
  });

  it('SHELL-048 shows the default buttons 取消 and 确定', () => {
    const onOk = vi.fn();
    const onClose = vi.fn();
    render(
      <AppDialog open title="默认按钮" onOk={onOk} onClose={onClose}>
        内容
      </AppDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('SHELL-049 closes when both the press and the release are on the backdrop', () => {
    const onClose = vi.fn();
    render(
      <AppDialog open title="遮罩" onClose={onClose}>
        内容
      </AppDialog>,
    );
    fireEvent.pointerDown(backdrop());
    fireEvent.pointerUp(backdrop());
    fireEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('SHELL-050 stays open when the press starts inside and the release is on the backdrop', () => {
    const onClose = vi.fn();
    render(
      <AppDialog open title="遮罩" onClose={onClose}>
        <p>内容</p>
      </AppDialog>,
    );
    fireEvent.pointerDown(screen.getByText('内容'));
    fireEvent.pointerUp(backdrop());
    fireEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('SHELL-050 stays open when the press is on the backdrop and the release inside', () => {
    const onClose = vi.fn();
    render(
      <AppDialog open title="遮罩" onClose={onClose}>
        <p>内容</p>
      </AppDialog>,
    );
    fireEvent.pointerDown(backdrop());
    fireEvent.pointerUp(screen.getByText('内容'));
    // The browser fires click on the common ancestor, the backdrop: it must not close.
    fireEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the backdrop inert when backdropClosable is false', () => {
    const onClose = vi.fn();
    render(
      <AppDialog open title="遮罩" onClose={onClose} backdropClosable={false}>
        内容
      </AppDialog>,
    );
    fireEvent.pointerDown(backdrop());
    fireEvent.pointerUp(backdrop());
    expect(onClose).not.toHaveBeenCalled();
  });
});
