import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { InfoBanner, INFO_BANNER_COLOR } from './InfoBanner';

describe('InfoBanner', () => {
  it('SHELL-040 defaults to type error', () => {
    render(<InfoBanner>保存失败</InfoBanner>);
    expect(screen.getByTestId('info-banner')).toHaveAttribute('data-type', 'error');
  });

  it('SHELL-041 renders the error text in red', () => {
    render(<InfoBanner>保存失败</InfoBanner>);
    expect(screen.getByTestId('info-banner')).toHaveStyle({ color: INFO_BANNER_COLOR.error });
    expect(INFO_BANNER_COLOR.error).toBe('#ff4d4f');
  });

  it('SHELL-042 shows an error icon at the default size', () => {
    render(<InfoBanner>保存失败</InfoBanner>);
    expect(screen.getByTestId('info-banner-icon')).toHaveAttribute('aria-label', '错误');
  });

  it('SHELL-043 shows no icon at size mini', () => {
    render(<InfoBanner size="mini">保存失败</InfoBanner>);
    expect(screen.getByText('保存失败')).toBeInTheDocument();
    expect(screen.queryByTestId('info-banner-icon')).not.toBeInTheDocument();
  });

  it('renders other types in their own colour', () => {
    render(<InfoBanner type="warning">请注意</InfoBanner>);
    expect(screen.getByTestId('info-banner')).toHaveStyle({ color: INFO_BANNER_COLOR.warning });
  });
});
