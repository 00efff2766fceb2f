import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATH } from './families';
import { SIGN_KEY_STORAGE_KEY, STATEMENT_LATER_STORAGE_KEY, TOKEN_COOKIE } from './keys';
import { createClient } from './request';
import { confirmStatement, deferStatement, hideStatement, showStatement, statementStore } from './statement';
import {
  createFakeServer,
  createFakeUi,
  createMemoryCookies,
  createMemoryPlatformStorage,
  envelope,
  makeToken,
  ok,
} from './testing/fakes';

function setup() {
  const server = createFakeServer();
  const location = { pathname: '/workHome' };
  const ui = createFakeUi(location);
  const storage = createMemoryPlatformStorage();
  storage.local.setItem(SIGN_KEY_STORAGE_KEY, 'k');
  const cookies = createMemoryCookies({ [TOKEN_COOKIE]: makeToken({ ehireid: 'E1', oprid: 'O1' }) });
  const client = createClient({
    fetch: server.fetch,
    ui: {
      ...ui,
      openStatementDialog: (html) => {
        ui.openStatementDialog(html);
        // As the shell's PlatformUi does.
        showStatement(html);
      },
    },
    storage,
    cookies,
    location,
  });
  return { server, ui, storage, client };
}

async function fiveBusinessRequests(client: ReturnType<typeof setup>['client']) {
  for (let i = 0; i < 5; i += 1) await client.request('POST', '/api/biz/jobs');
}

afterEach(() => {
  hideStatement();
});

describe('statement dialog (STATE-011..014, CALL-027, GAP-022)', () => {
  it('STATE-013 CALL-027 Confirm posts confirm-commission with no payload and hides the dialog', async () => {
    const { server, ui, client } = setup();
    server.on(PATH.confirmCommission, ok(null));
    showStatement('<p>声明</p>');
    expect(statementStore.getState()).toMatchObject({ open: true, html: '<p>声明</p>' });
    await expect(confirmStatement(client, ui)).resolves.toBe(true);
    const [request] = server.to(PATH.confirmCommission);
    expect(request.method).toBe('POST');
    expect(request.body).toBeUndefined();
    expect(statementStore.getState().open).toBe(false);
    expect(ui.events).toEqual([]);
  });

  it('GAP-022 a failed confirmation keeps the dialog open and shows the msg once', async () => {
    const { server, ui, client } = setup();
    server.on(PATH.confirmCommission, envelope(-2000, '确认失败，请稍后再试', null, 400));
    showStatement('<p>声明</p>');
    await expect(confirmStatement(client, ui)).resolves.toBe(false);
    expect(statementStore.getState()).toMatchObject({ open: true, confirming: false });
    expect(ui.errors()).toEqual(['确认失败，请稍后再试']);
  });

  it('GAP-022 a transport failure keeps the dialog open with 请求失败', async () => {
    const { server, ui, client } = setup();
    server.on(PATH.confirmCommission, { networkError: new TypeError('Failed to fetch') });
    showStatement('<p>声明</p>');
    await confirmStatement(client, ui);
    expect(statementStore.getState().open).toBe(true);
    expect(ui.errors()).toEqual(['请求失败']);
  });

  it('STATE-014 Confirm later hides the dialog and records the choice in session storage', () => {
    const { storage } = setup();
    showStatement('<p>声明</p>');
    deferStatement(storage.session);
    expect(statementStore.getState().open).toBe(false);
    expect(storage.session.getItem(STATEMENT_LATER_STORAGE_KEY)).toBe('later');
  });

  it('STATE-011 STATE-012 -1002 opens the dialog until the user chooses Confirm later', async () => {
    const { server, ui, storage, client } = setup();
    server.on('/api/biz/jobs', ok([]));
    server.on(PATH.customerStatus, envelope(-1002, '', { html: '<p>声明</p>' }));
    await fiveBusinessRequests(client);
    await vi.waitFor(() => expect(statementStore.getState().open).toBe(true));
    deferStatement(storage.session);
    await fiveBusinessRequests(client);
    await vi.waitFor(() => expect(server.to(PATH.customerStatus)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(statementStore.getState().open).toBe(false);
    expect(ui.events.filter((event) => event.type === 'openStatementDialog')).toHaveLength(1);
  });

  it('GAP-020 after -1003 the statement asks again in the same session', async () => {
    const { server, ui, storage, client } = setup();
    deferStatement(storage.session);
    server.on('/api/biz/reset', envelope(-1003, '会话已重置'));
    await client.request('POST', '/api/biz/reset').catch(() => undefined);
    server.on('/api/biz/jobs', ok([]));
    server.on(PATH.customerStatus, envelope(-1002, '', { html: '<p>声明</p>' }));
    // The -1003 request counted as the first business request.
    for (let i = 0; i < 4; i += 1) await client.request('POST', '/api/biz/jobs');
    await vi.waitFor(() => expect(statementStore.getState().open).toBe(true));
    expect(ui.errors()).toEqual(['会话已重置']);
  });
});
