// Test doubles of the platform ports: a fake server behind `fetch` that routes by method and
// path and records every request, a fake UI that records what the user would see, and
// in-memory storage and cookies.
import type { CookieJar, FetchLike, PlatformStorage, PlatformUi, StorageLike } from '../ports';

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined when none was sent. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** JSON-serialised unless it is a string or a Blob. */
  body?: unknown;
  contentType?: string;
  /** Never answers; rejects with AbortError when the request is aborted. */
  hang?: boolean;
  /** fetch rejects with this value (a network error). */
  networkError?: unknown;
}

type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  fetch: FetchLike;
  requests: RecordedRequest[];
  /** Route `METHOD /path` (or `/path` for any method) to a reply. Later routes win. */
  on(route: string, reply: FakeReply | FakeHandler): void;
  /** Requests to a path, in order. */
  to(path: string): RecordedRequest[];
}

export function ok(data: unknown = null, extra: Record<string, unknown> = {}): FakeReply {
  return { status: 200, body: { code: 200, msg: 'ok', data, ...extra } };
}

export function envelope(code: number | string, msg: string, data: unknown = null, status = 200): FakeReply {
  return { status, body: { code, msg, data } };
}

function respond(reply: FakeReply, signal: AbortSignal | null | undefined): Promise<Response> {
  if (reply.networkError !== undefined) return Promise.reject(reply.networkError);
  if (reply.hang) {
    return new Promise<Response>((_resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) abort();
      signal?.addEventListener('abort', abort, { once: true });
    });
  }
  const status = reply.status ?? 200;
  const isRaw = typeof reply.body === 'string' || reply.body instanceof Blob;
  const body =
    reply.body === undefined ? null : isRaw ? (reply.body as string | Blob) : JSON.stringify(reply.body);
  const contentType = reply.contentType ?? (isRaw ? 'text/plain' : 'application/json');
  return Promise.resolve(new Response(body, { status, headers: { 'content-type': contentType } }));
}

export function createFakeServer(): FakeServer {
  const requests: RecordedRequest[] = [];
  const routes: Array<{ route: string; reply: FakeReply | FakeHandler }> = [];

  function match(method: string, path: string): FakeReply | FakeHandler | undefined {
    for (let i = routes.length - 1; i >= 0; i -= 1) {
      const { route, reply } = routes[i];
      if (route === `${method} ${path}` || route === path) return reply;
    }
    // The status check passes unless a test says otherwise.
    if (path === '/api/biz/customer/check-status') return ok();
    return undefined;
  }

  const fetch: FetchLike = (input, init) => {
    const url = new URL(input, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const method = (init.method ?? 'GET').toUpperCase();
    const recorded: RecordedRequest = {
      method,
      url: input,
      path: url.pathname,
      query: url.searchParams,
      headers,
      // A multipart upload is kept as the FormData the page built.
      body:
        typeof init.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : init.body instanceof FormData
            ? init.body
            : undefined,
    };
    requests.push(recorded);
    const route = match(method, url.pathname);
    const notFound: FakeReply = { status: 404, body: { code: -2000, msg: '接口不存在', data: null } };
    const reply = typeof route === 'function' ? route(recorded) : (route ?? notFound);
    return Promise.resolve(reply).then((resolved) => respond(resolved, init.signal));
  };

  return {
    fetch,
    requests,
    on(route, reply) {
      routes.push({ route, reply });
    },
    to(path) {
      return requests.filter((request) => request.path === path);
    },
  };
}

type UiEvent =
  | { type: 'toastError' | 'toastWarning' | 'promptDialog' | 'openStatementDialog'; text: string }
  | { type: 'navigate' | 'assign'; url: string }
  | { type: 'reload' };

export interface FakeUi extends PlatformUi {
  events: UiEvent[];
  errors(): string[];
  warnings(): string[];
  prompts(): string[];
  navigations(): string[];
}

export function createFakeUi(location?: { pathname: string }): FakeUi {
  const events: UiEvent[] = [];
  const texts = (type: UiEvent['type']) =>
    events.flatMap((event) => (event.type === type && 'text' in event ? [event.text] : []));
  return {
    events,
    toastError: (text) => void events.push({ type: 'toastError', text }),
    toastWarning: (text) => void events.push({ type: 'toastWarning', text }),
    promptDialog: (text) => void events.push({ type: 'promptDialog', text }),
    openStatementDialog: (text) => void events.push({ type: 'openStatementDialog', text }),
    navigate: (url) => {
      events.push({ type: 'navigate', url });
      // Like the router: the page changes.
      if (location) location.pathname = url.split('?')[0];
    },
    assign: (url) => void events.push({ type: 'assign', url }),
    reload: () => void events.push({ type: 'reload' }),
    errors: () => texts('toastError'),
    warnings: () => texts('toastWarning'),
    prompts: () => texts('promptDialog'),
    navigations: () => events.flatMap((event) => (event.type === 'navigate' ? [event.url] : [])),
  };
}

export function createMemoryStorage(): StorageLike & { dump(): Record<string, string> } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    dump: () => Object.fromEntries(items),
  };
}

export function createMemoryPlatformStorage(): PlatformStorage & {
  local: ReturnType<typeof createMemoryStorage>;
  session: ReturnType<typeof createMemoryStorage>;
} {
  return { local: createMemoryStorage(), session: createMemoryStorage() };
}

export function createMemoryCookies(initial: Record<string, string> = {}): CookieJar & {
  dump(): Record<string, string>;
} {
  const jar = new Map(Object.entries(initial));
  return {
    get: (name) => jar.get(name),
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
    dump: () => Object.fromEntries(jar),
  };
}

/** A token in the server's format: base64url(JSON {ehireid, oprid, iat}) + '.' + random. */
export function makeToken(payload: {
  ehireid: string | number;
  oprid: string | number;
  iat?: number;
}): string {
  const json = JSON.stringify({ iat: 1_700_000_000, ...payload });
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return `${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.c2VjcmV0LXJhbmRvbS1wYXJ0`;
}
