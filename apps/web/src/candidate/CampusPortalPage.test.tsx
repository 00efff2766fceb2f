import { CAMPUS_PORTAL_API } from '@ehire/domain/api/campus-portal';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CampusPortalSite } from '@ehire/domain/contracts/toolbox';
import { ok } from '../platform/testing/fakes';
import { createTestPlatform, preloadAppModules, renderApp, SLOW } from '../app/testing/render-app';

const PINNED: CampusPortalSite = {
  member: 'demo',
  name: '示例科技',
  logo: '',
  pinned: true,
  pinnedSchools: ['浙江大学', '复旦大学'],
  pinnedUntil: Date.UTC(2026, 11, 25, 4, 0, 0),
};
const PLAIN: CampusPortalSite = {
  member: 'demo2',
  name: '示例教育',
  logo: '',
  pinned: false,
  pinnedSchools: [],
  pinnedUntil: null,
};

const siteNames = () =>
  screen.getAllByTestId('campus-site').map((item) => item.querySelector('a')?.textContent);

beforeAll(async () => {
  await preloadAppModules();
  await import('./CampusPortalPage');
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('CampusPortalPage (issue 19)', { timeout: 30_000 }, () => {
  it('GAP-035 lists the careers sites with the brand-pinned one first, marked with its schools and end', async () => {
    const test = createTestPlatform();
    test.server.on(`GET ${CAMPUS_PORTAL_API.sites.path}`, (request) =>
      request.url.includes('school=')
        ? ok({ list: [{ ...PINNED, pinned: false, pinnedSchools: [], pinnedUntil: null }, PLAIN] })
        : ok({ list: [PINNED, PLAIN] }),
    );
    vi.stubGlobal('fetch', test.server.fetch);
    renderApp('/campus', test);
    await screen.findByText('示例科技', {}, SLOW);
    expect(siteNames()).toEqual(['示例科技', '示例教育']);
    const first = screen.getAllByTestId('campus-site')[0];
    expect(first).toHaveTextContent('品牌置顶');
    expect(first).toHaveTextContent('浙江大学、复旦大学 · 至2026-12-25');
    expect(first.querySelector('a')).toHaveAttribute('href', '/careers/demo');
    expect(screen.getAllByTestId('campus-site')[1]).not.toHaveTextContent('品牌置顶');

    fireEvent.change(screen.getByLabelText('学校'), { target: { value: '北京大学' } });
    fireEvent.keyDown(screen.getByLabelText('学校'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('品牌置顶')).toBeNull(), SLOW);
    expect(test.server.to(CAMPUS_PORTAL_API.sites.path).at(-1)?.url).toContain(
      `school=${encodeURIComponent('北京大学')}`,
    );
  });
});
