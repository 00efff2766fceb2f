import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { ROUTES } from '@ehire/domain/routing/routes';
import { ok } from '../platform/testing/fakes';
import { appRoutes } from './router';
import { FIRST_ENTRY_STORAGE_KEY } from './routing/first-entry';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from './testing/render-app';

beforeAll(preloadAppModules, 60_000);
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A concrete URL for a route pattern: `:id` → 1, optional params dropped. */
function concrete(path: string): string {
  return path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '1');
}

function signedIn(user?: Parameters<typeof signedInCookies>[0]) {
  return createTestPlatform(signedInCookies(user));
}

describe('route tree', { timeout: 30_000 }, () => {
  it('ROUTE-001..062 every route of the domain table (top-level and /new) has a route of its own', () => {
    const routes = appRoutes();
    for (const route of ROUTES) {
      const url = concrete(route.path);
      const matches = matchRoutes(routes, url);
      const leaf = matches?.[matches.length - 1]?.route;
      expect(leaf?.path, url).toBe(route.path);
    }
  });

  it('ROUTE-043 /databoard/reportdetails resolves with and without the id', () => {
    const routes = appRoutes();
    for (const url of ['/databoard/reportdetails', '/databoard/reportdetails/42']) {
      const matches = matchRoutes(routes, url);
      expect(matches?.at(-1)?.route.path).toBe('/databoard/reportdetails/:id?');
    }
  });

  it('shows the shared 功能建设中 page for a screen a later issue builds', async () => {
    renderApp('/addPreview', signedIn());
    expect(await screen.findByText('功能建设中', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('「职位管理」模块的这一页面正在建设中，敬请期待。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回首页/ })).toBeInTheDocument();
  });
});

describe('document title', { timeout: 90_000 }, () => {
  it('ROUTE-066 follows the route metadata on every navigation, with the /addJob rule (ROUTE-048/049)', async () => {
    const app = renderApp('/jobList', signedIn());
    await waitFor(() => expect(document.title).toBe('职位管理'), SLOW);
    const steps: Array<[string, string]> = [
      ['/addJob?edit=true&copyAdd=false', '修改职位'],
      ['/addJob?edit=false&copyAdd=true', '新增职位'],
      ['/addJob?edit=true&copyAdd=true', '新增职位'],
      ['/addJob', '新增职位'],
      ['/new/systemManagement/resumeSettings', '简历设置'],
      ['/archived/resume', '人才管理(归档)'],
    ];
    for (const [url, title] of steps) {
      await act(() => app.router.navigate(url));
      await waitFor(() => expect(document.title).toBe(title), SLOW);
    }
  });
});

describe('guard', { timeout: 30_000 }, () => {
  it('ROUTE-063 /error shows the msg query', async () => {
    renderApp('/error?msg=账号已冻结', createTestPlatform());
    expect(await screen.findByTestId('error-message', {}, SLOW)).toHaveTextContent('账号已冻结');
  });

  it('sends a visitor without a session to /login and remembers the target', async () => {
    const app = renderApp('/jobList?jobstatus=24', createTestPlatform());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'), SLOW);
    expect(new URLSearchParams(app.router.state.location.search).get('redirect')).toBe(
      '/jobList?jobstatus=24',
    );
  });

  it('sends a visitor without a session from / to a plain /login', async () => {
    const app = renderApp('/', createTestPlatform());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'), SLOW);
    expect(app.router.state.location.search).toBe('');
  });

  it('ROUTE-002 sends a new member from / to /new/workHome', async () => {
    const app = renderApp('/', signedIn());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/new/workHome'), SLOW);
    await waitFor(() => expect(document.title).toBe('工作台'), SLOW);
  });

  it('ROUTE-079 shows 页面不存在 for an unknown path', async () => {
    renderApp('/no-such-page', signedIn());
    expect(await screen.findByTestId('not-found', {}, SLOW)).toHaveTextContent('页面不存在');
    await waitFor(() => expect(document.title).toBe('页面不存在'));
  });

  it('PERM-005 sends a member below level 2 to /error?msg=无权限', async () => {
    const test = signedIn();
    test.server.on('/api/system/auth/get_auth_list', ok([{ auth_key: 'Ctm.WorkHome', auth_value: 1 }]));
    const app = renderApp('/new/workHome', test);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/error'), SLOW);
    expect(await screen.findByTestId('error-message', {}, SLOW)).toHaveTextContent('无权限');
  });

  it('PERM-007 sends a member without the workbench to /resume on the first entry after login', async () => {
    const test = signedIn();
    test.server.on('/api/system/auth/get_auth_list', ok([{ auth_key: 'Ctm.WorkHome', auth_value: 0 }]));
    test.storage.session.setItem(FIRST_ENTRY_STORAGE_KEY, '1');
    const app = renderApp('/', test);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/resume'), SLOW);
    await waitFor(() => expect(test.storage.session.getItem(FIRST_ENTRY_STORAGE_KEY)).toBeNull(), SLOW);
  });

  it('PERM-007 issue 20 §2 the first-entry redirect happens once: /workHome typed next is refused, not sent to /resume again', async () => {
    const test = signedIn();
    test.server.on(
      '/api/system/auth/get_auth_list',
      ok([
        { auth_key: 'Ctm.WorkHome', auth_value: 1 },
        { auth_key: 'Ctm.Talent', auth_value: 1 },
      ]),
    );
    test.storage.session.setItem(FIRST_ENTRY_STORAGE_KEY, '1');
    const app = renderApp('/', test);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/resume'), SLOW);
    await waitFor(() => expect(test.storage.session.getItem(FIRST_ENTRY_STORAGE_KEY)).toBeNull(), SLOW);
    await act(() => app.router.navigate('/workHome'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/error'), SLOW);
    // Typed into the address bar: a fresh load of the app in the same tab (same session storage).
    app.unmount();
    const typed = renderApp('/workHome', test);
    await waitFor(() => expect(typed.router.state.location.pathname).toBe('/error'), SLOW);
  });

  it('ROUTE-064 DES-002 the legacy designer path /systemManagement/resumeSettings redirects to /new/systemManagement/resumeSettings', async () => {
    const app = renderApp('/systemManagement/resumeSettings', signedIn());
    await waitFor(
      () => expect(app.router.state.location.pathname).toBe('/new/systemManagement/resumeSettings'),
      SLOW,
    );
  });

  it('ROUTE-070 strips /new for an old member', async () => {
    const app = renderApp('/new/systemManagement/export', signedIn({ isusenewehireplus: 0 }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systemManagement/export'), SLOW);
  });

  it('ROUTE-003 /new/systemManagement lands on its default child', async () => {
    const app = renderApp('/new/systemManagement', signedIn());
    await waitFor(
      () => expect(app.router.state.location.pathname).toBe('/new/systemManagement/produce/produceManage'),
      SLOW,
    );
  });

  it('ROUTE-068 leaving historyResume for talentManage is a full page load', async () => {
    const test = signedIn();
    const app = renderApp('/new/historyResume', test);
    await waitFor(() => expect(document.title).toBe('历史人才库'), SLOW);
    await act(() => app.router.navigate('/new/talent/talentManage'));
    await waitFor(
      () => expect(test.ui.events).toContainEqual({ type: 'assign', url: '/new/talent/talentManage' }),
      SLOW,
    );
  });

  it('ROUTE-065 pages under /new get the distinct class on the layout root, others do not', async () => {
    const app = renderApp('/new/talentPool', signedIn());
    const layout = await screen.findByTestId('console-layout', {}, SLOW);
    expect(layout).toHaveClass('ehire-new');
    await act(() => app.router.navigate('/jobList'));
    await waitFor(() => expect(screen.getByTestId('console-layout')).not.toHaveClass('ehire-new'), SLOW);
  });

  it('ROUTE-067 reports each page view with the previous and the current URL', async () => {
    const test = signedIn();
    const app = renderApp('/jobList', test);
    await waitFor(() => expect(test.server.to('/api/web/track/page-view')).toHaveLength(1), SLOW);
    await act(() => app.router.navigate('/resume?tab=second'));
    await waitFor(() => expect(test.server.to('/api/web/track/page-view')).toHaveLength(2), SLOW);
    expect(test.server.to('/api/web/track/page-view').map((request) => request.body)).toEqual([
      { prevUrl: '', url: '/jobList' },
      { prevUrl: '/jobList', url: '/resume?tab=second' },
    ]);
  });

  it('does not track page views without a session', async () => {
    const test = createTestPlatform();
    renderApp('/login', test);
    await screen.findByAltText('验证码', {}, SLOW);
    expect(test.server.to('/api/web/track/page-view')).toHaveLength(0);
  });
});

describe('other faces', { timeout: 30_000 }, () => {
  it('serves the candidate site entry without a session', async () => {
    const test = createTestPlatform();
    test.server.on(
      'GET /api/web/careers/demo',
      ok({ member: 'demo', name: '示例科技', logo: '', referralEnabled: true }),
    );
    // The careers site reads its public API with the browser's fetch (no console session).
    vi.stubGlobal('fetch', test.server.fetch);
    renderApp('/careers/demo', test);
    expect(await screen.findByTestId('candidate-site', {}, SLOW)).toHaveAttribute('data-member', 'demo');
    expect(await screen.findByText('示例科技', {}, SLOW)).toBeInTheDocument();
  });

  it('sends provider staff without a session to /ops/login', async () => {
    const app = renderApp('/ops', createTestPlatform());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/ops/login'), SLOW);
    expect(await screen.findByText('服务商后台', {}, SLOW)).toBeInTheDocument();
  });

  it('signs provider staff in at /ops/login and returns to the ops home', async () => {
    const test = createTestPlatform();
    test.server.on(
      'POST /api/ops/auth/login',
      ok({ token: 'ops-token', staff: { id: '1', username: 'ops', displayName: '王运营' } }),
    );
    test.server.on('GET /api/ops/auth/me', ok({ id: '1', username: 'ops', displayName: '王运营' }));
    vi.stubGlobal('fetch', test.server.fetch);
    const app = renderApp('/ops/login', test);
    await screen.findByAltText('验证码', {}, SLOW);
    for (const [id, value] of [
      ['username', 'ops'],
      ['password', 'Ops@123456'],
      ['captcha', 'ab12'],
    ]) {
      fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
    }
    fireEvent.click(screen.getByTestId('ops-login-submit'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/ops'), SLOW);
    expect(test.server.to('/api/ops/auth/login')[0].body).toEqual({
      username: 'ops',
      password: 'Ops@123456',
      captchaId: 'c-1',
      code: 'ab12',
    });
    expect(test.cookies.get('ehire_ops_token')).toBe('ops-token');
    expect(await screen.findByText('您好，王运营', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the staff name and the 职位审核 queue on the ops home', async () => {
    const test = createTestPlatform({ ehire_ops_token: 'ops-token' });
    test.server.on('GET /api/ops/auth/me', ok({ id: '1', username: 'ops', displayName: '王运营' }));
    // The provider console builds its own client over window.fetch.
    vi.stubGlobal('fetch', test.server.fetch);
    renderApp('/ops', test);
    expect(await screen.findByText('您好，王运营', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('职位审核')).toBeInTheDocument();
    expect(test.server.to('/api/ops/auth/me')[0].headers.token).toBe('ops-token');
  });
});
