import { OPS_AUTH_API } from '@ehire/domain/api/ops-auth';
import { createPlatformApi } from '../platform/api';
import { TOKEN_COOKIE } from '../platform/keys';
import type { Platform } from '../platform/PlatformContext';
import type { CookieJar, FetchLike, PlatformUi } from '../platform/ports';
import { createClient, RequestError } from '../platform/request';

/** The provider console's session cookie (docs/api.md "Provider console"). */
export const OPS_TOKEN_COOKIE = 'ehire_ops_token';
export const OPS_LOGIN_PATH = '/ops/login';

export interface OpsStaff {
  id: string;
  username: string;
  displayName: string;
}

/**
 * Provider staff are a separate principal: the same request client (timeouts, envelope, error
 * toasts), but its Token header carries the ops token, and a lost login leads to /ops/login.
 */
export function createOpsPlatform(
  console: Pick<Platform, 'ui' | 'cookies' | 'storage'>,
  fetch: FetchLike = (input, init) => window.fetch(input, init),
): Platform {
  const { ui, storage } = console;
  const opsName = (name: string) => (name === TOKEN_COOKIE ? OPS_TOKEN_COOKIE : name);
  const cookies: CookieJar = {
    get: (name) => console.cookies.get(opsName(name)),
    set: (name, value, options) => console.cookies.set(opsName(name), value, options),
    remove: (name) => console.cookies.remove(opsName(name)),
  };
  const opsUi: PlatformUi = {
    ...ui,
    navigate: (url) => ui.navigate(url === '/login' ? OPS_LOGIN_PATH : url),
  };
  const client = createClient({
    fetch,
    ui: opsUi,
    storage,
    cookies,
    location: window.location,
  });
  return {
    client,
    api: createPlatformApi(client, { ui: opsUi, storage, cookies }),
    ui: opsUi,
    storage,
    cookies,
  };
}

export interface OpsLoginInput {
  username: string;
  password: string;
  captchaId: string;
  code: string;
}

/**
 * POST /api/ops/auth/login. The request client sends only the console's login paths without a
 * token (platform/families.ts LOGIN_PATHS), so this one call is made here, with the same
 * envelope rules: 200 succeeds, -2002 opens a prompt, anything else toasts the server message.
 */
export async function opsLogin(
  ui: PlatformUi,
  input: OpsLoginInput,
  fetch: FetchLike = (url, init) => window.fetch(url, init),
): Promise<{ token: string; staff: OpsStaff }> {
  let response: Response;
  try {
    response = await fetch(OPS_AUTH_API.login.path, {
      method: OPS_AUTH_API.login.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
  } catch {
    const message = '网络异常，请稍后重试';
    ui.toastError(message);
    throw new RequestError({ message, code: 'NETWORK_ERROR', handled: true });
  }
  const body = (await response.json().catch(() => null)) as {
    code?: number | string;
    msg?: string;
    message?: string;
    data?: { token: string; staff: OpsStaff };
  } | null;
  if (body && String(body.code) === '200' && body.data) return body.data;
  const message = body?.msg || body?.message || '登录失败，请稍后重试';
  if (String(body?.code) === '-2002') ui.promptDialog(message);
  else ui.toastError(message);
  throw new RequestError({
    message,
    code: body?.code ?? response.status,
    status: response.status,
    handled: true,
  });
}
