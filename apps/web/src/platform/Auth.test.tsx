import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Auth } from './Auth';
import { PATH } from './families';
import { AUTH_LIST_STORAGE_KEY } from './keys';
import { PlatformProvider } from './PlatformContext';
import { ok } from './testing/fakes';
import { createTestPlatform } from './testing/platform';

function renderWithAuthList(list: Array<{ auth_key: string; auth_value: number }>, cached?: object) {
  const test = createTestPlatform();
  test.server.on(PATH.authList, ok(list));
  if (cached) test.storage.session.setItem(AUTH_LIST_STORAGE_KEY, JSON.stringify(cached));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PlatformProvider platform={test.platform}>
        <Auth authKey="Resume.Setting">
          <button type="button">保存</button>
        </Auth>
        <Auth authKey="Ctm.Job" fallback={<span>只读</span>}>
          <button type="button">新增职位</button>
        </Auth>
        <Auth authKey="Smart.Tag">
          <button type="button">新增标签规则</button>
        </Auth>
      </PlatformProvider>
    </QueryClientProvider>,
  );
  return test;
}

describe('permission directive <Auth> (PERM-015, PERM-002, PERM-004, GAP-047)', () => {
  it('PERM-015 hides below 2 and shows at 2 or more', async () => {
    renderWithAuthList([
      { auth_key: 'Resume.Setting', auth_value: 2 },
      { auth_key: 'Ctm.Job', auth_value: 1 },
      { auth_key: 'Smart.Tag', auth_value: 3 },
    ]);
    expect(await screen.findByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增职位' })).not.toBeInTheDocument();
    expect(screen.getByText('只读')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增标签规则' })).toBeInTheDocument();
  });

  it('PERM-004 a value of 0 hides; GAP-047 an absent key counts as 2 and shows', async () => {
    renderWithAuthList([{ auth_key: 'Resume.Setting', auth_value: 0 }]);
    expect(await screen.findByRole('button', { name: '新增职位' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });

  it('PERM-010 the session cache answers at once, without waiting for the server', () => {
    const test = renderWithAuthList([], { 'Resume.Setting': 2, 'Ctm.Job': 0 });
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增职位' })).not.toBeInTheDocument();
    expect(test.server.to(PATH.authList)).toHaveLength(0);
  });
});
