import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { FIRST_ENTRY_STORAGE_KEY } from '../../app/routing/first-entry';

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
}

function fillAll() {
  fill('member', 'demo');
  fill('username', 'admin');
  fill('password', 'Passw0rd!');
  fill('captcha', 'ab12');
}

beforeAll(preloadAppModules, 60_000);

describe('LoginPage', { timeout: 30_000 }, () => {
  it('ROUTE-036 /login and /Login show the login form with stable ids', async () => {
    for (const path of ['/login', '/Login']) {
      const test = createTestPlatform();
      const { unmount } = renderApp(path, test);
      expect(await screen.findByRole('button', { name: /登\s*录/ }, SLOW)).toBeInTheDocument();
      for (const id of ['member', 'username', 'password', 'captcha']) {
        expect(document.getElementById(id)).toBeInstanceOf(HTMLInputElement);
      }
      // The title is set by the route's effect, which may run after the form is painted.
      await waitFor(() => expect(document.title).toBe('登录'), SLOW);
      unmount();
    }
  });

  it('shows the zh-CN required messages when submitted empty', async () => {
    renderApp('/login', createTestPlatform());
    fireEvent.click(await screen.findByRole('button', { name: /登\s*录/ }, SLOW));
    expect(await screen.findByText('请输入会员名', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  });

  it('shows the captcha image and refreshes it on click', async () => {
    const test = createTestPlatform();
    renderApp('/login', test);
    const image = await screen.findByAltText('验证码', {}, SLOW);
    expect(image).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(test.server.to('/api/auth/captcha')).toHaveLength(1);
    fireEvent.click(image);
    await waitFor(() => expect(test.server.to('/api/auth/captcha')).toHaveLength(2), SLOW);
  });

  it('sends the form with the captcha id, and refreshes the captcha after a failed login', async () => {
    const test = createTestPlatform();
    test.server.on('POST /api/auth/login', envelope(-2000, '验证码错误', null, 400));
    renderApp('/login', test);
    await screen.findByAltText('验证码', {}, SLOW);
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(test.server.to('/api/auth/captcha')).toHaveLength(2), SLOW);
    expect(test.server.to('/api/auth/login')[0].body).toEqual({
      member: 'demo',
      username: 'admin',
      password: 'Passw0rd!',
      captchaId: 'c-1',
      code: 'ab12',
    });
    // The request client toasts -2000 itself.
    expect(test.ui.errors()).toEqual(['验证码错误']);
    expect((document.getElementById('captcha') as HTMLInputElement).value).toBe('');
  });

  it('goes to the remembered target after login and marks the first entry (PERM-007)', async () => {
    const test = createTestPlatform();
    const session = signedInCookies({ oprcname: '李四' });
    test.server.on(
      'POST /api/auth/login',
      ok({ token: session.ehire_token, userinfo: JSON.parse(session.ehire_userinfo), signKey: 'k' }),
    );
    const app = renderApp('/login?redirect=%2FjobList%3Fjobstatus%3D24', test);
    await screen.findByAltText('验证码', {}, SLOW);
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/jobList'), SLOW);
    expect(app.router.state.location.search).toBe('?jobstatus=24');
    expect(await screen.findByTestId('greeting', {}, SLOW)).toHaveTextContent('您好，李四');
    // The guard clears the mark once the first page is shown.
    await waitFor(() => expect(test.storage.session.getItem(FIRST_ENTRY_STORAGE_KEY)).toBeNull(), SLOW);
  });

  it('goes to / after login without a target, which the guard resolves', async () => {
    const test = createTestPlatform();
    const session = signedInCookies();
    test.server.on(
      'POST /api/auth/login',
      ok({ token: session.ehire_token, userinfo: JSON.parse(session.ehire_userinfo), signKey: 'k' }),
    );
    const app = renderApp('/login', test);
    await screen.findByAltText('验证码', {}, SLOW);
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/new/workHome'), SLOW);
  });
});
