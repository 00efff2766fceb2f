import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('SHELL-037 uses the title 提示 when none is given', () => {
    render(<ConfirmDialog open content="确定删除吗？" onOk={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByText('提示')).toBeInTheDocument();
    expect(screen.getByText('确定删除吗？')).toBeInTheDocument();
  });

  it('keeps a title the caller gives', () => {
    render(<ConfirmDialog open title="删除职位" content="确定删除吗？" onOk={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByText('删除职位')).toBeInTheDocument();
    expect(screen.queryByText('提示')).not.toBeInTheDocument();
  });

  it('SHELL-038 displays an icon', () => {
    render(<ConfirmDialog open content="内容" onOk={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByTestId('confirm-icon').querySelector('[role="img"]')).not.toBeNull();
  });

  it('SHELL-039 shows no close control unless enabled', () => {
    const { unmount } = render(<ConfirmDialog open content="内容" onOk={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    unmount();
    render(<ConfirmDialog open closable content="内容" onOk={vi.fn()} onCancel={vi.fn()} />);
    expect(document.querySelector('.ant-modal-close')).not.toBeNull();
  });
});
