import { useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { loadConsoleAntd, useConsoleAntd } from './console-antd';

// Issue 13 §4: the shell is plain until a page that draws antd has loaded antd's providers; from
// then on it keeps them around its pages. Taking them up must not remount the page on screen.

let mounts = 0;

function Page({ name }: { name: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p data-testid="page">{name}</p>;
}

function Shell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const Scope = useConsoleAntd(pathname);
  return (
    <main data-testid="scoped" data-scoped={Scope ? 'yes' : 'no'}>
      {Scope ? <Scope>{children}</Scope> : children}
    </main>
  );
}

describe('the shell takes up antd providers (issue 13 §4)', { timeout: 60_000 }, () => {
  it('keeps the plain page mounted while the next page loads antd, and scopes the next page', async () => {
    const view = render(
      <Shell pathname="/new/workHome">
        <Page key="/new/workHome" name="工作台" />
      </Shell>,
    );
    expect(mounts).toBe(1);
    expect(screen.getByTestId('scoped')).toHaveAttribute('data-scoped', 'no');

    // The talent page's route loads antd's providers while the workbench is still shown.
    await act(() => loadConsoleAntd());
    expect(screen.getByTestId('page')).toHaveTextContent('工作台');
    expect(mounts).toBe(1);
    expect(screen.getByTestId('scoped')).toHaveAttribute('data-scoped', 'no');

    // The navigation commits: the new page is drawn inside the providers.
    view.rerender(
      <Shell pathname="/new/talent/talentManage">
        <Page key="/new/talent/talentManage" name="人才管理" />
      </Shell>,
    );
    expect(await screen.findByText('人才管理')).toBeInTheDocument();
    expect(screen.getByTestId('scoped')).toHaveAttribute('data-scoped', 'yes');
    expect(mounts).toBe(2);
  });
});
