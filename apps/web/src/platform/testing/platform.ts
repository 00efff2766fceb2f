import { createPlatformApi } from '../api';
import { SIGN_KEY_STORAGE_KEY, TOKEN_COOKIE } from '../keys';
import type { Platform } from '../PlatformContext';
import { createClient } from '../request';
import {
  createFakeServer,
  createFakeUi,
  createMemoryCookies,
  createMemoryPlatformStorage,
  makeToken,
} from './fakes';

const TEST_TOKEN = makeToken({ ehireid: 'E100', oprid: 'O7' });

/** A whole Platform over the fakes, as the shell builds the real one. */
export function createTestPlatform(options: { page?: string; token?: string | null } = {}) {
  const server = createFakeServer();
  const location = { pathname: options.page ?? '/workHome' };
  const ui = createFakeUi(location);
  const storage = createMemoryPlatformStorage();
  storage.local.setItem(SIGN_KEY_STORAGE_KEY, 'session-sign-key');
  const cookies = createMemoryCookies(
    options.token === null ? {} : { [TOKEN_COOKIE]: options.token ?? TEST_TOKEN },
  );
  const client = createClient({ fetch: server.fetch, ui, storage, cookies, location });
  const api = createPlatformApi(client, { ui, storage, cookies });
  const platform: Platform = { client, api, ui, storage, cookies };
  return { server, location, ui, storage, cookies, client, api, platform };
}
