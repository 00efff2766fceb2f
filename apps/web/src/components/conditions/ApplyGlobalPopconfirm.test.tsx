import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { ApplyGlobalPopconfirm } from './ApplyGlobalPopconfirm';

describe('ApplyGlobalPopconfirm', () => {
  it('COND-035 asks 是否应用到全局 with the buttons 不应用 and 应用', () => {
    const onApply = vi.fn();
    const onSkip = vi.fn();
    render(
      <ApplyGlobalPopconfirm onApply={onApply} onSkip={onSkip}>
        <Button>筛选</Button>
      </ApplyGlobalPopconfirm>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^筛\s*选$/ }));
    expect(screen.getByText('是否应用到全局')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^应\s*用$/ }));
    expect(onApply).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: /^筛\s*选$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^不\s*应\s*用$/ }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });
});
