import { createPlatformApi } from './api';
import { createDocumentCookieJar } from './cookies';
import type { Platform } from './PlatformContext';
import type { PlatformUi } from './ports';
import { createClient } from './request';

/**
 * The platform wired to the real browser: window.fetch, localStorage/sessionStorage,
 * document.cookie and window.location. The shell passes its PlatformUi (antd message/Modal,
 * the router) and gives the result to <PlatformProvider>.
 */
export function createBrowserPlatform(ui: PlatformUi, options: { baseUrl?: string } = {}): Platform {
  const storage = { local: window.localStorage, session: window.sessionStorage };
  const cookies = createDocumentCookieJar(document);
  const client = createClient({
    fetch: (input, init) => window.fetch(input, init),
    ui,
    storage,
    cookies,
    location: window.location,
    baseUrl: options.baseUrl,
  });
  const api = createPlatformApi(client, { ui, storage, cookies });
  return { client, api, ui, storage, cookies };
}
