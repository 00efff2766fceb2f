import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { StatementDialog, STATEMENT_TITLE } from './StatementDialog';

const HTML = '<p>根据《网络招聘服务管理规定》，用人单位应当<strong>如实发布</strong>招聘信息。</p>';

describe('StatementDialog', () => {
  it('GAP-005 shows the title, the server html and the consent checkbox', () => {
    render(<StatementDialog open html={HTML} onConfirm={vi.fn()} onLater={vi.fn()} />);
    expect(screen.getByText(STATEMENT_TITLE)).toBeInTheDocument();
    expect(STATEMENT_TITLE).toBe('网络招聘服务管理规定声明');
    // AMB-022: rendered as HTML, not escaped text.
    expect(screen.getByText('如实发布').tagName).toBe('STRONG');
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意以上声明' })).not.toBeChecked();
  });

  it('STATE-013 确认 is enabled only once the checkbox is ticked', () => {
    const onConfirm = vi.fn();
    render(<StatementDialog open html={HTML} onConfirm={onConfirm} onLater={vi.fn()} />);
    const confirm = screen.getByTestId('statement-confirm');
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意以上声明' }));
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意以上声明' }));
    expect(confirm).toBeDisabled();
  });

  it('STATE-014 稍后确认 is always available', () => {
    const onLater = vi.fn();
    render(<StatementDialog open html={HTML} onConfirm={vi.fn()} onLater={onLater} />);
    fireEvent.click(screen.getByRole('button', { name: '稍后确认' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });

  it('AMB-023 offers no close control and ignores the backdrop', () => {
    const onLater = vi.fn();
    const onConfirm = vi.fn();
    render(<StatementDialog open html={HTML} onConfirm={onConfirm} onLater={onLater} />);
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    const backdrop = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.pointerDown(backdrop);
    fireEvent.pointerUp(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByText(STATEMENT_TITLE)).toBeInTheDocument();
    expect(onLater).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
