import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { describe, expect, it } from 'vitest';
import { Can, useCanWrite } from './Can';
import { PATH } from './families';
import { AUTH_LIST_STORAGE_KEY } from './keys';
import { PlatformProvider } from './PlatformContext';
import { ok, type FakeReply } from './testing/fakes';
import { createTestPlatform } from './testing/platform';

/** A page control driven by the hook (disabled rather than hidden), as the list pages use it. */
function DeleteLabelButton() {
  const canWrite = useCanWrite(PERMISSION.label);
  return (
    <button type="button" disabled={!canWrite}>
      删除标签
    </button>
  );
}

function renderControls(reply: FakeReply, cached?: object) {
  const test = createTestPlatform();
  test.server.on(PATH.authList, reply);
  if (cached) test.storage.session.setItem(AUTH_LIST_STORAGE_KEY, JSON.stringify(cached));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PlatformProvider platform={test.platform}>
        <Can write={PERMISSION.resumeSetting}>
          <button type="button">保存</button>
        </Can>
        <Can write={PERMISSION.job} fallback={<span>只读</span>}>
          <button type="button">新增职位</button>
        </Can>
        <Can write={PERMISSION.smartTag}>
          <button type="button">新增标签规则</button>
        </Can>
        <DeleteLabelButton />
      </PlatformProvider>
    </QueryClientProvider>,
  );
  return test;
}

const list = (entries: Record<string, number>) =>
  ok(Object.entries(entries).map(([auth_key, auth_value]) => ({ auth_key, auth_value })));

describe('<Can write> and useCanWrite (issue 20 §1, PERM-015, PERM-002, PERM-004, GAP-047)', () => {
  it('issue 20 PERM-015 a writer (level 2 or more) sees the write controls, enabled', async () => {
    renderControls(list({ 'Resume.Setting': 2, 'Ctm.Job': 3, 'Smart.Tag': 2, 'System.Label': 2 }));
    expect(await screen.findByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增职位' })).toBeInTheDocument();
    expect(screen.queryByText('只读')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增标签规则' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除标签' })).toBeEnabled();
  });

  it('issue 20 PERM-015 a read-only user (level 1) sees none of them, the fallback instead, and a disabled hook control', async () => {
    renderControls(list({ 'Resume.Setting': 1, 'Ctm.Job': 1, 'Smart.Tag': 1, 'System.Label': 1 }));
    expect(await screen.findByText('只读')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增职位' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增标签规则' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除标签' })).toBeDisabled();
  });

  it('issue 20 PERM-015 a mixed user sees only the controls of the keys it may write', async () => {
    renderControls(list({ 'Resume.Setting': 2, 'Ctm.Job': 1, 'Smart.Tag': 3 }));
    expect(await screen.findByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增职位' })).not.toBeInTheDocument();
    expect(screen.getByText('只读')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增标签规则' })).toBeInTheDocument();
  });

  it('PERM-004 a value of 0 hides; GAP-047 an absent key counts as 2 and shows', async () => {
    renderControls(list({ 'Resume.Setting': 0 }));
    expect(await screen.findByRole('button', { name: '新增职位' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除标签' })).toBeEnabled();
  });

  it('issue 20 nothing writable shows while the list is unknown, so a read-only user never sees a control flash', () => {
    renderControls({ hang: true });
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增职位' })).not.toBeInTheDocument();
    expect(screen.getByText('只读')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除标签' })).toBeDisabled();
  });

  it('PERM-010 the session cache answers at once, without waiting for the server', () => {
    const test = renderControls(list({}), { 'Resume.Setting': 2, 'Ctm.Job': 0 });
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增职位' })).not.toBeInTheDocument();
    expect(test.server.to(PATH.authList)).toHaveLength(0);
  });
});
