import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../platform/testing/fakes';
import { showStatement, hideStatement } from '../../platform/statement';
import { UNREAD_COUNT_STORAGE_KEY, STATEMENT_LATER_STORAGE_KEY } from '../../platform/keys';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../testing/render-app';
import { UNREAD_COUNT_REFRESH_MS } from './useUnreadCount';

beforeAll(preloadAppModules, 60_000);

const originalWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function menuEntry(index: string): HTMLElement {
  const entry = screen.getByTestId('side-menu').querySelector(`[data-menu-index="${index}"]`);
  if (!entry) throw new Error(`menu entry ${index} is not rendered`);
  return entry as HTMLElement;
}

function selectedIndex(): string | null {
  return (
    screen
      .getByTestId('side-menu')
      .querySelector('[aria-current="page"]')
      ?.closest('[data-menu-index]')
      ?.getAttribute('data-menu-index') ?? null
  );
}

function signedIn(user?: Parameters<typeof signedInCookies>[0]) {
  return createTestPlatform(signedInCookies(user));
}

async function renderShell(path = '/jobList', test = signedIn()) {
  const app = renderApp(path, test);
  await screen.findByTestId('side-menu', {}, SLOW);
  return { ...app, test };
}

beforeEach(() => setWidth(1440));
afterEach(() => {
  setWidth(originalWidth);
  vi.useRealTimers();
  hideStatement();
  delete window.__EHIRE_CONFIG__;
  document.querySelectorAll('script[data-ehire-chat]').forEach((script) => script.remove());
});

describe('console header', { timeout: 30_000 }, () => {
  it('SHELL-002 greets the operator by the name of the user-info cookie', async () => {
    await renderShell('/jobList', signedIn({ oprcname: '王小明' }));
    expect(screen.getByTestId('greeting')).toHaveTextContent('您好，王小明');
  });

  it('SHELL-001 shows the member logo, and the shipped logo when there is none', async () => {
    const { unmount } = await renderShell(
      '/jobList',
      signedIn({ ctmlogo: 'https://cdn.example.com/logo.png' }),
    );
    expect(screen.getByTestId('header-logo')).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    fireEvent.error(screen.getByTestId('header-logo'));
    expect(screen.getByTestId('header-logo')).toHaveAttribute('src', '/logo.svg');
    unmount();
    await renderShell('/jobList', signedIn({ ctmlogo: '' }));
    expect(screen.getByTestId('header-logo')).toHaveAttribute('src', '/logo.svg');
  });

  it('SHELL-003 the help link opens the PDF manual in a new tab', async () => {
    await renderShell();
    const help = screen.getByTestId('help-link');
    expect(help).toHaveAttribute('href', '/help/manual.pdf');
    expect(help).toHaveAttribute('target', '_blank');
  });

  it('SHELL-004 logout revokes the session, clears the cookies and goes to /login', async () => {
    const { test, router } = await renderShell();
    test.server.on('POST /api/auth/logout', ok(null));
    fireEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(test.server.to('/api/auth/logout')).toHaveLength(1);
    expect(test.cookies.get('ehire_token')).toBeUndefined();
    expect(test.cookies.get('ehire_userinfo')).toBeUndefined();
  });

  it('SHELL-005 change password checks the form, calls the API and sends the user to /login', async () => {
    const { test, router } = await renderShell();
    test.server.on('POST /api/biz/operator/password', ok(null));
    fireEvent.click(screen.getByTestId('change-password'));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.change(within(dialog).getByLabelText('原密码'), { target: { value: 'OldPassw0rd' } });
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'abc' } });
    expect(await within(dialog).findByTestId('password-strength', {}, SLOW)).toHaveTextContent(
      '密码强度：弱',
    );
    fireEvent.change(within(dialog).getByLabelText('确认新密码'), { target: { value: 'abd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('两次输入的新密码不一致', {}, SLOW)).toBeInTheDocument();
    expect(
      within(dialog).getByText('密码需为8-32位，且包含大写字母、小写字母、数字、符号中的至少三种'),
    ).toBeInTheDocument();
    expect(test.server.to('/api/biz/operator/password')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'NewPassw0rd!' } });
    fireEvent.change(within(dialog).getByLabelText('确认新密码'), { target: { value: 'NewPassw0rd!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(test.server.to('/api/biz/operator/password')[0].body).toEqual({
      oldPassword: 'OldPassw0rd',
      newPassword: 'NewPassw0rd!',
    });
    expect(test.cookies.get('ehire_token')).toBeUndefined();
  });

  it('CALL-029/030 lists the projects, switches to the chosen one and shows it after the reload', async () => {
    const test = signedIn();
    test.server.on(
      '/api/biz/project/list',
      ok([
        { id: 'p1', name: '2027届校园招聘' },
        { id: 'p2', name: '2027届暑期实习' },
      ]),
    );
    const session = signedInCookies();
    test.server.on(
      'POST /api/biz/project/switch',
      ok({
        token: session.ehire_token,
        userinfo: JSON.parse(session.ehire_userinfo),
        signKey: 'k2',
      }),
    );
    const { unmount } = await renderShell('/jobList', test);
    const switcher = await screen.findByTestId('project-switcher', {}, SLOW);
    await within(switcher).findByRole('option', { name: '2027届暑期实习' }, SLOW);
    fireEvent.change(switcher, { target: { value: 'p2' } });
    await waitFor(() => expect(test.ui.events).toContainEqual({ type: 'reload' }), SLOW);
    expect(test.server.to('/api/biz/project/switch')[0].body).toEqual({ projectid: 'p2' });
    unmount();

    // After the reload the switcher shows the chosen project.
    await renderShell('/jobList', test);
    const reloaded = await screen.findByTestId('project-switcher', {}, SLOW);
    await waitFor(
      () => expect((reloaded as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('2027届暑期实习'),
      SLOW,
    );
  });
});

describe('side menu', { timeout: 30_000 }, () => {
  it('GAP-001 lists the zh-CN entries with their two-digit indices (SHELL-014)', async () => {
    await renderShell();
    const expected = {
      '00': '工作台',
      '01': '职位管理',
      '02': '人才管理',
      '03': '面试管理',
      '04': '通知管理',
      '05': '数据统计',
      '06': '系统设置',
    };
    for (const [index, title] of Object.entries(expected)) {
      expect(menuEntry(index)).toHaveTextContent(title);
    }
  });

  it('SHELL-006 shows the hotline (GAP-002 default)', async () => {
    await renderShell();
    expect(screen.getByTestId('hotline')).toHaveTextContent('服务热线：400-820-1234');
  });

  it('SHELL-006 GAP-002 shows the hotline the server is configured with', async () => {
    const test = signedIn();
    test.server.on('GET /api/web/site-config', ok({ hotline: '400-100-2000', chatScriptUrl: '' }));
    await renderShell('/jobList', test);
    await waitFor(
      () => expect(screen.getByTestId('hotline')).toHaveTextContent('服务热线：400-100-2000'),
      SLOW,
    );
  });

  it('SHELL-012/013 the highlight follows every navigation and picks the longest match', async () => {
    const { router } = await renderShell('/jobList');
    expect(selectedIndex()).toBe('01');
    const steps: Array<[string, string]> = [
      ['/addJob?edit=false&copyAdd=true', '01'],
      ['/resume', '02'],
      ['/notice', '04'],
      ['/databoard/reportdetails/7', '05'],
      ['/new/systemManagement/export', '0603'],
      ['/new/systemManagement/basic/basicsets', '0601'],
    ];
    for (const [url, index] of steps) {
      await act(() => router.navigate(url));
      await waitFor(() => expect(selectedIndex()).toBe(index), SLOW);
    }
    // The parent of a selected child is opened.
    expect(menuEntry('06')).toHaveAttribute('data-open', 'true');
  });

  it('issue 17 lists the settings pages under their groups and hides those the role lacks', async () => {
    const test = signedIn();
    test.server.on(
      '/api/system/auth/get_auth_list',
      ok([
        { auth_key: 'System.Log', auth_value: 1 },
        { auth_key: 'Job.ForbiddenWord', auth_value: 0 },
      ]),
    );
    await renderShell('/new/systemManagement/deliverySettings', test);
    await waitFor(
      () => expect(screen.getByTestId('side-menu').querySelector('[data-menu-index="0617"]')).toBeNull(),
      SLOW,
    );
    const settings = menuEntry('06');
    for (const group of ['组织与权限', '招聘设置', '简历与页面', '智能运营', '会员信息', '日志']) {
      expect(within(settings).getByText(group)).toBeInTheDocument();
    }
    expect(within(settings).getByText('流程管理')).toBeInTheDocument();
    expect(within(settings).getByText('简历设置')).toBeInTheDocument();
    expect(within(settings).queryByText('违禁词')).toBeNull();
    expect(within(menuEntry('0607')).getByRole('link')).toHaveAttribute('aria-current', 'page');
  });

  it('SHELL-016 PERM-004 hides 工作台 below level 2 of Ctm.WorkHome', async () => {
    const test = signedIn();
    test.server.on('/api/system/auth/get_auth_list', ok([{ auth_key: 'Ctm.WorkHome', auth_value: 1 }]));
    await renderShell('/jobList', test);
    await waitFor(
      () => expect(screen.getByTestId('side-menu').querySelector('[data-menu-index="00"]')).toBeNull(),
      SLOW,
    );
    expect(menuEntry('01')).toBeInTheDocument();
  });

  it('SHELL-009 is collapsed below 1328 px and offers no toggle (SHELL-010)', async () => {
    setWidth(1200);
    await renderShell();
    expect(screen.getByTestId('side-menu-panel')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByTestId('menu-toggle')).not.toBeInTheDocument();
  });

  it('SHELL-008/010 offers the toggle from 1328 px (AMB-009) and it collapses and expands the menu', async () => {
    setWidth(1328);
    await renderShell();
    const panel = screen.getByTestId('side-menu-panel');
    expect(panel).toHaveAttribute('data-collapsed', 'false');
    fireEvent.click(screen.getByTestId('menu-toggle'));
    expect(panel).toHaveAttribute('data-collapsed', 'true');
    fireEvent.click(screen.getByTestId('menu-toggle'));
    expect(panel).toHaveAttribute('data-collapsed', 'false');
  });

  it('SHELL-011 re-evaluates the width once, 200 ms after the last resize of a burst', async () => {
    await renderShell();
    const panel = screen.getByTestId('side-menu-panel');
    vi.useFakeTimers();
    setWidth(1200);
    window.dispatchEvent(new Event('resize'));
    act(() => vi.advanceTimersByTime(150));
    window.dispatchEvent(new Event('resize'));
    act(() => vi.advanceTimersByTime(150));
    window.dispatchEvent(new Event('resize'));
    act(() => vi.advanceTimersByTime(199));
    expect(panel).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByTestId('menu-toggle')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(panel).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByTestId('menu-toggle')).not.toBeInTheDocument();

    // Wider again: the user's choice (expanded) comes back with the toggle.
    setWidth(1500);
    window.dispatchEvent(new Event('resize'));
    act(() => vi.advanceTimersByTime(200));
    expect(panel).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByTestId('menu-toggle')).toBeInTheDocument();
  });
});

describe('unread badge', { timeout: 30_000 }, () => {
  async function badgeFor(count: number) {
    const test = signedIn();
    test.server.on('/api/biz/notice/unread-count', ok(count));
    await renderShell('/jobList', test);
    await waitFor(() => expect(test.server.to('/api/biz/notice/unread-count')).toHaveLength(1), SLOW);
    return test;
  }

  it('SHELL-032 shows no badge for 0', async () => {
    await badgeFor(0);
    await waitFor(() => expect(menuEntry('04').querySelector('[data-testid="unread-badge"]')).toBeNull());
  });

  it('SHELL-024/034 shows the count from 1 to 99', async () => {
    await badgeFor(7);
    expect(await within(menuEntry('04')).findByTestId('unread-badge', {}, SLOW)).toHaveTextContent(/^7$/);
  });

  it('SHELL-033 shows 99+ above 99', async () => {
    await badgeFor(250);
    expect(await within(menuEntry('04')).findByTestId('unread-badge', {}, SLOW)).toHaveTextContent(/^99\+$/);
  });

  it('SHELL-035 saves the count locally whenever it is received', async () => {
    const test = await badgeFor(12);
    await waitFor(() => expect(test.storage.local.getItem(UNREAD_COUNT_STORAGE_KEY)).toBe('12'));
  });

  it('shows the saved count until the server answers', async () => {
    const test = signedIn();
    test.storage.local.setItem(UNREAD_COUNT_STORAGE_KEY, '5');
    test.server.on('/api/biz/notice/unread-count', { hang: true });
    await renderShell('/jobList', test);
    expect(within(menuEntry('04')).getByTestId('unread-badge')).toHaveTextContent(/^5$/);
  });

  it('GAP-045 fetches the count on mount and again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const test = await badgeFor(1);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_COUNT_REFRESH_MS));
    await waitFor(() => expect(test.server.to('/api/biz/notice/unread-count')).toHaveLength(2), SLOW);
    expect(UNREAD_COUNT_REFRESH_MS).toBe(60_000);
  });
});

describe('shell services', { timeout: 30_000 }, () => {
  it('SHELL-007 loads the configured chat script once when the shell appears', async () => {
    window.__EHIRE_CONFIG__ = { chatScriptUrl: 'https://chat.example.com/widget.js' };
    await renderShell();
    const scripts = document.querySelectorAll('script[data-ehire-chat]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://chat.example.com/widget.js');
  });

  it('SHELL-007 loads the chat script the server is configured with', async () => {
    const test = signedIn();
    test.server.on(
      'GET /api/web/site-config',
      ok({ hotline: '', chatScriptUrl: 'https://im.example.com/a.js' }),
    );
    await renderShell('/jobList', test);
    await waitFor(() => expect(document.querySelector('script[data-ehire-chat]')).not.toBeNull(), SLOW);
    expect(document.querySelector('script[data-ehire-chat]')).toHaveAttribute(
      'src',
      'https://im.example.com/a.js',
    );
  });

  it('SHELL-007 loads no chat without a configured script', async () => {
    await renderShell();
    expect(document.querySelectorAll('script[data-ehire-chat]')).toHaveLength(0);
  });

  it('STATE-011/013 shows the statement the client opens and posts the confirmation', async () => {
    const { test } = await renderShell();
    test.server.on('POST /api/biz/customer/confirm-commission', ok(null));
    act(() => showStatement('<p>声明正文</p>'));
    expect(await screen.findByText('声明正文', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意以上声明' }));
    fireEvent.click(screen.getByTestId('statement-confirm'));
    await waitFor(() => expect(test.server.to('/api/biz/customer/confirm-commission')).toHaveLength(1), SLOW);
  });

  it('STATE-014 稍后确认 remembers the choice for the browser session', async () => {
    const { test } = await renderShell();
    act(() => showStatement('<p>声明正文</p>'));
    fireEvent.click(await screen.findByRole('button', { name: '稍后确认' }, SLOW));
    expect(test.storage.session.getItem(STATEMENT_LATER_STORAGE_KEY)).toBe('later');
  });
});
