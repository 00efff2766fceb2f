import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SmsCompressionDemoDialog } from './SmsCompressionDemoDialog';

describe('SmsCompressionDemoDialog', () => {
  it('SHELL-036 has a 关闭 button that closes it', () => {
    const onClose = vi.fn();
    render(<SmsCompressionDemoDialog open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
