// The one request client of the console (D1 §7, §8; ARCHITECTURE §8). Pages never call fetch:
// they call this client (usually through api.ts wrappers and react-query), which adds the
// headers, signs the flow and designer families, applies the timeouts, runs the every-5th
// customer-status check and turns every answer code into what the user sees, through the
// injected PlatformUi.
import {
  ERROR_MESSAGE,
  FLOW_ERROR_CODES,
  LOGIN_INVALID_CODES,
  PROMPT_CODES,
  PROMPT_DELAY_MS,
  RESPONSE_CODE,
  TOAST_CODES,
} from '@ehire/domain/codes/error-codes';
import { fillPath, type Endpoint } from '@ehire/domain/api/endpoint';
import { isDesignerSignedPath, signDesignerRequest, signFlowRequest } from '@ehire/domain/signing/flow-sign';
import { getCurrentFlowId } from './current-flow';
import { apiFamily, isLoginPath, needsArchiveHeader, PATH, type ApiFamily } from './families';
import {
  ARCHIVE_TASK_COOKIE,
  DOWNLOAD_TIMEOUT_MS,
  HEADER_NAMES,
  LOGIN_WARNING_STORAGE_KEY,
  REQUEST_TIMEOUT_MS,
  SIGN_KEY_STORAGE_KEY,
  STATEMENT_LATER_STORAGE_KEY,
  STATUS_CHECK_EVERY,
  TOKEN_COOKIE,
} from './keys';
import type { CookieJar, FetchLike, LocationLike, PlatformStorage, PlatformUi } from './ports';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type Payload = Record<string, unknown>;
export type ResponseCodeValue = number | string;

/** The answer envelope (CALL-001): the message is in msg or, in older answers, message. */
export interface Envelope<T = unknown> {
  code: ResponseCodeValue;
  msg?: string;
  message?: string;
  data?: T;
  result?: number | string;
}

export interface RequestOptions {
  /**
   * No global toast, prompt or redirect: failures only reject (like the kanban and web
   * families, ERR-012/013). For calls whose caller handles every outcome, e.g. the auth list.
   */
  silent?: boolean;
  /** Success test of the answer; default code 200 (CALL-002). See AMB-021 presets below. */
  successWhen?: (envelope: Envelope) => boolean;
  /** Default 20 s (CALL-004), 120 s for download (CALL-005). */
  timeoutMs?: number;
  /** Caller cancellation (react-query passes one); an aborted call rejects without a toast. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Resolve the whole envelope instead of its data (calls that read result or code). */
  resolveEnvelope?: boolean;
  /**
   * How the toast of a refused answer words the server's msg (ERR-008 and the toast codes);
   * default the msg itself. The related-rules call shows 操作失败：{msg} (CALL-051).
   */
  failureText?: (msg: string) => string;
}

interface DownloadOptions extends RequestOptions {
  /** Default GET (payload as query). */
  method?: HttpMethod;
}

/** AMB-021: organisation list and custom report data succeed with code 0. */
export const successOnCode0 = (envelope: Envelope): boolean => sameCode(envelope.code, 0);
/** AMB-021: customer info and the async check succeed with result 1. */
export const successOnResult1 = (envelope: Envelope): boolean =>
  envelope.result !== undefined && sameCode(envelope.result, 1);

/** Codes of failures the client detects itself (no answer envelope). */
export const CLIENT_ERROR_CODE = {
  /** The 20 s / 120 s timer fired, or HTTP 504 (ERR-014). */
  timeout: 504,
  /** Any other non-200 status without an envelope (CALL-024). */
  requestFailed: 'REQUEST_FAILED',
  /** fetch itself failed (offline, DNS, CORS ...). */
  network: 'NETWORK_ERROR',
  /** The caller's signal aborted the call. */
  aborted: 'ABORTED',
} as const;

/** Rejection of every failed call. `handled` says the user has already been told. */
export class RequestError extends Error {
  readonly code: ResponseCodeValue;
  readonly status: number | undefined;
  readonly data: unknown;
  readonly handled: boolean;

  constructor(init: {
    message: string;
    code: ResponseCodeValue;
    status?: number;
    data?: unknown;
    handled: boolean;
  }) {
    super(init.message);
    this.name = 'RequestError';
    this.code = init.code;
    this.status = init.status;
    this.data = init.data;
    this.handled = init.handled;
  }
}

export interface ClientDeps {
  fetch: FetchLike;
  ui: PlatformUi;
  storage: PlatformStorage;
  cookies: CookieJar;
  location: LocationLike;
  /** Clock for the signed families' timestamp. */
  now?: () => number;
  /** Prefix of every path, e.g. '' (same origin, the default) or 'https://host'. */
  baseUrl?: string;
  /** Encrypted id of the current flow (CALL-012); defaults to the current-flow store. */
  currentFlowId?: () => string | null;
}

/** A call of a declared endpoint: the request options plus the values of its `:params`. */
export interface CallOptions extends RequestOptions {
  params?: Readonly<Record<string, string | number>>;
  /** Query parameters of a call whose payload is its body (e.g. an upload's purpose). */
  query?: Readonly<Record<string, string>>;
}

/** The URL of a declared endpoint: its `:params` filled in, then `opts.query`. */
function urlOf(endpoint: Endpoint, opts: CallOptions): string {
  const path = fillPath(endpoint.path, opts.params);
  return opts.query ? `${path}?${new URLSearchParams({ ...opts.query }).toString()}` : path;
}

export interface RequestClient {
  /**
   * Calls a declared endpoint of `@ehire/domain/api` (issue 13): its method, its path with
   * `opts.params` filled in (percent-encoded). Every feature calls the server this way.
   */
  call<T = unknown>(endpoint: Endpoint, payload?: Payload, opts?: CallOptions): Promise<T>;
  /** A raw call by method and path; features use `call` (the client's own tests use this). */
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    payload?: Payload,
    opts?: RequestOptions,
  ): Promise<T>;
  /**
   * Binary answer (CALL-025) with the 120 s timeout (CALL-005). `to`: a declared endpoint (its
   * method, `opts.params` filled in) or a URL the server gave.
   */
  download(to: Endpoint | string, payload?: Payload, opts?: DownloadOptions & CallOptions): Promise<Blob>;
  /**
   * POST of a multipart/form-data body (file uploads, issue 12), with the 120 s timeout of a
   * download; the browser sets the Content-Type with its boundary.
   */
  upload<T = unknown>(endpoint: Endpoint, form: FormData, opts?: CallOptions): Promise<T>;
  /**
   * GAP-020: what -1003 resets — the one-time login-warning flag and the statement 'later'
   * choice. Also called on logout.
   */
  resetSessionFlags(): void;
}

type Outcome = { kind: 'blob'; status: number; blob: Blob } | { kind: 'body'; status: number; body: unknown };

interface CallContext {
  path: string;
  family: ApiFamily;
  quiet: boolean;
  opts: RequestOptions;
}

const BODY_METHODS: readonly HttpMethod[] = ['PUT', 'POST', 'DELETE', 'PATCH'];

export function createClient(deps: ClientDeps): RequestClient {
  const { ui, storage, cookies, location } = deps;
  const now = deps.now ?? Date.now;
  const baseUrl = deps.baseUrl ?? '';
  const currentFlowId = deps.currentFlowId ?? getCurrentFlowId;

  // STATE-015/016: the login-loss warning is shown once until a non-login request succeeds.
  // Kept in session storage so a reload on the way to /login does not show it twice.
  const loginWarning = {
    shown: () => storage.session.getItem(LOGIN_WARNING_STORAGE_KEY) === '1',
    set: () => storage.session.setItem(LOGIN_WARNING_STORAGE_KEY, '1'),
    clear: () => storage.session.removeItem(LOGIN_WARNING_STORAGE_KEY),
  };
  // CALL-017, AMB-016: business-family requests counted for the every-5th status check.
  let businessRequestCount = 0;
  // The server refuses a sign it has seen (WF0101). Two calls with the same payload started in
  // the same millisecond (the designer opens with several parameterless GETs at once) would sign
  // alike, so every signed call gets a timestamp later than the previous one.
  let lastTimestamp = 0;
  function nextTimestamp(): number {
    lastTimestamp = Math.max(now(), lastTimestamp + 1);
    return lastTimestamp;
  }

  function resetSessionFlags(): void {
    loginWarning.clear();
    storage.session.removeItem(STATEMENT_LATER_STORAGE_KEY);
  }

  function noteSuccess(path: string): void {
    if (!isLoginPath(path)) loginWarning.clear();
  }

  function loginInvalid(): void {
    if (!loginWarning.shown()) {
      loginWarning.set();
      ui.toastWarning(ERROR_MESSAGE.loginLostWarning);
    }
    if (!/^\/login\/?$/i.test(location.pathname)) ui.navigate('/login');
  }

  /** A request that cannot be sent for want of a session (no token, no sign key). */
  function notSignedIn(quiet: boolean): RequestError {
    if (!quiet) loginInvalid();
    return new RequestError({
      message: ERROR_MESSAGE.loginLostWarning,
      code: RESPONSE_CODE.loginInvalid,
      handled: !quiet,
    });
  }

  async function transmit(
    method: HttpMethod,
    path: string,
    payload: Payload | FormData | undefined,
    ctx: CallContext,
    mode: 'json' | 'blob',
  ): Promise<Outcome> {
    const { family, quiet, opts } = ctx;
    const token = cookies.get(TOKEN_COOKIE);
    // CALL-007/008: without a token only the login-related paths are sent.
    if (!token && !isLoginPath(path)) throw notSignedIn(quiet);

    const headers: Record<string, string> = { ...opts.headers };
    if (token) headers[HEADER_NAMES.token] = token;
    if (needsArchiveHeader(location.pathname, path)) {
      const archiveId = cookies.get(ARCHIVE_TASK_COOKIE);
      if (archiveId) headers[HEADER_NAMES.archiveId] = archiveId;
    }

    const form = payload instanceof FormData ? payload : undefined;
    let sent = form ? undefined : (payload as Payload | undefined);
    const designerSigned = isDesignerSignedPath(path);
    if (!form && (family === 'flow' || designerSigned)) {
      // The key comes with the login answer; without it nothing can be signed, so the session
      // on this device is as good as lost.
      const signKey = storage.local.getItem(SIGN_KEY_STORAGE_KEY);
      if (!signKey) throw notSignedIn(quiet);
      if (designerSigned) {
        // CALL-016: timestamp + the sorted-parameter sign (query form for GET).
        sent = await signDesignerRequest({ method, signKey, payload: sent ?? {}, now: nextTimestamp() });
      } else {
        const flowId = currentFlowId();
        if (flowId) headers[HEADER_NAMES.currentFlowId] = flowId;
        // CALL-013..015: timestamp + sign over the trimmed payload (its query form for GET); the
        // trimmed values are what is sent.
        sent = await signFlowRequest({
          method,
          token: token ?? '',
          signKey,
          payload: sent ?? {},
          now: nextTimestamp(),
        });
      }
    }

    let url = baseUrl + path;
    let body: string | FormData | undefined;
    if (form) {
      body = form;
    } else if (BODY_METHODS.includes(method)) {
      // CALL-021: body for PUT, POST, DELETE, PATCH.
      if (sent !== undefined) {
        body = JSON.stringify(sent);
        headers['Content-Type'] = 'application/json';
      }
    } else if (sent !== undefined) {
      // CALL-022: query for the other methods.
      const query = toQuery(sent);
      if (query) url += (url.includes('?') ? '&' : '?') + query;
    }

    const countsForCheck = family === 'biz' && path !== PATH.customerStatus;
    const runCheckAfter = countsForCheck && ++businessRequestCount % STATUS_CHECK_EVERY === 0;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      opts.timeoutMs ?? (mode === 'blob' || form ? DOWNLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS),
    );
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (opts.signal?.aborted) controller.abort();

    let outcome: Outcome;
    try {
      const response = await deps.fetch(url, {
        method,
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      outcome = await readResponse(response, mode);
    } catch (error) {
      throw transportError(error, timedOut, quiet);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    // ERR-011, AMB-016: the check follows the response of every 5th business request.
    if (runCheckAfter) void checkCustomerStatus();
    return outcome;
  }

  function transportError(error: unknown, timedOut: boolean, quiet: boolean): RequestError {
    if (error instanceof RequestError) return error;
    if (timedOut) {
      if (!quiet) ui.toastError(ERROR_MESSAGE.requestTimeout);
      return new RequestError({
        message: ERROR_MESSAGE.requestTimeout,
        code: CLIENT_ERROR_CODE.timeout,
        handled: !quiet,
      });
    }
    if (isAbortError(error)) {
      return new RequestError({
        message: 'aborted',
        code: CLIENT_ERROR_CODE.aborted,
        handled: true,
      });
    }
    // ERR-015: a network error carrying -998/-999 is a lost login.
    const carried = carriedCode(error);
    if (carried !== undefined && inCodes(carried, LOGIN_INVALID_CODES)) {
      if (!quiet) loginInvalid();
      return new RequestError({
        message: ERROR_MESSAGE.loginLostWarning,
        code: carried,
        handled: !quiet,
      });
    }
    if (!quiet) ui.toastError(ERROR_MESSAGE.requestFailed);
    return new RequestError({
      message: ERROR_MESSAGE.requestFailed,
      code: CLIENT_ERROR_CODE.network,
      handled: !quiet,
    });
  }

  function interpret<T>(outcome: Outcome, ctx: CallContext): T {
    if (outcome.kind === 'blob') return outcome.blob as T;
    const { status, body } = outcome;
    // The server answers 4xx with an envelope too (401 {code:-998}, 403 {code:-2000}): its
    // code decides, whatever the status.
    if (isEnvelope(body)) return handleEnvelope<T>(body, status, ctx);
    if (status === 200) {
      noteSuccess(ctx.path);
      return body as T;
    }
    // CALL-024, ERR-014: no envelope — 504 is a timeout, anything else 请求失败.
    const timeout = status === 504;
    const message = timeout ? ERROR_MESSAGE.requestTimeout : ERROR_MESSAGE.requestFailed;
    if (!ctx.quiet) ui.toastError(message);
    throw new RequestError({
      message,
      code: timeout ? CLIENT_ERROR_CODE.timeout : CLIENT_ERROR_CODE.requestFailed,
      status,
      handled: !ctx.quiet,
    });
  }

  function handleEnvelope<T>(envelope: Envelope, status: number, ctx: CallContext): T {
    const success = ctx.opts.successWhen ?? isCode200;
    if (success(envelope)) {
      noteSuccess(ctx.path);
      return (ctx.opts.resolveEnvelope ? envelope : envelope.data) as T;
    }
    const code = envelope.code;
    const msg = messageOf(envelope) || ERROR_MESSAGE.requestFailed;
    const fail = (handled: boolean) =>
      new RequestError({ message: msg, code, status, data: envelope.data, handled });

    if (ctx.quiet) throw fail(false);
    if (inCodes(code, LOGIN_INVALID_CODES)) {
      loginInvalid();
      throw fail(true);
    }
    if (sameCode(code, RESPONSE_CODE.sessionReset)) {
      resetSessionFlags();
      ui.toastError(msg);
      ui.navigate('/');
      throw fail(true);
    }
    const shown = ctx.opts.failureText ? ctx.opts.failureText(msg) : msg;
    if (inCodes(code, TOAST_CODES)) {
      ui.toastError(shown);
      throw fail(true);
    }
    // AMB-019: -2001 belongs to the caller (no toast, no redirect).
    if (sameCode(code, RESPONSE_CODE.passToCaller)) throw fail(false);
    if (inCodes(code, PROMPT_CODES)) {
      setTimeout(() => ui.promptDialog(msg), PROMPT_DELAY_MS);
      throw fail(true);
    }
    if (ctx.family === 'flow' && FLOW_ERROR_CODES.includes(String(code))) {
      ui.toastError(msg);
      throw fail(true);
    }
    // ERR-008: any other code toasts the server's message.
    ui.toastError(shown);
    throw fail(true);
  }

  // CALL-017..020: runs in the background; its own failures are not the user's business.
  async function checkCustomerStatus(): Promise<void> {
    const ctx = context(PATH.customerStatus, { silent: true });
    let outcome: Outcome;
    try {
      outcome = await transmit('POST', PATH.customerStatus, undefined, ctx, 'json');
    } catch {
      return;
    }
    if (outcome.kind !== 'body' || !isEnvelope(outcome.body)) return;
    const envelope = outcome.body as Envelope<{ url?: string; html?: string } | null>;
    const msg = messageOf(envelope);
    const data = envelope.data ?? undefined;
    if (sameCode(envelope.code, RESPONSE_CODE.ok)) {
      noteSuccess(PATH.customerStatus);
    } else if (sameCode(envelope.code, RESPONSE_CODE.customerFrozen)) {
      if (msg) ui.toastError(msg);
    } else if (sameCode(envelope.code, RESPONSE_CODE.customerRealNameRequired)) {
      // AMB-018: the url decides; without one the message is shown.
      if (data?.url) ui.assign(data.url);
      else if (msg) ui.toastError(msg);
    } else if (sameCode(envelope.code, RESPONSE_CODE.customerStatementRequired)) {
      // STATE-012: 'Confirm later' holds for the rest of the browser session.
      if (storage.session.getItem(STATEMENT_LATER_STORAGE_KEY) !== STATEMENT_LATER_VALUE) {
        ui.openStatementDialog(data?.html ?? '');
      }
    }
  }

  function context(path: string, opts: RequestOptions): CallContext {
    const family = apiFamily(path);
    // ERR-012/013: the kanban and web families pass silently.
    const quiet = Boolean(opts.silent) || family === 'kanban' || family === 'web';
    return { path, family, quiet, opts };
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    payload?: Payload,
    opts: RequestOptions = {},
  ): Promise<T> {
    const ctx = context(path, opts);
    const outcome = await transmit(method, path, payload, ctx, 'json');
    return interpret<T>(outcome, ctx);
  }

  async function download(
    to: Endpoint | string,
    payload?: Payload,
    opts: DownloadOptions & CallOptions = {},
  ): Promise<Blob> {
    const path = typeof to === 'string' ? to : urlOf(to, opts);
    const method = typeof to === 'string' ? (opts.method ?? 'GET') : to.method;
    const ctx = context(path, opts);
    const outcome = await transmit(method, path, payload, ctx, 'blob');
    // Decided by the outcome, not `instanceof Blob`: fetch and the DOM may ship different Blobs.
    if (outcome.kind === 'blob') {
      noteSuccess(path);
      return outcome.blob;
    }
    interpret<unknown>(outcome, ctx);
    // A 200 answer where a file was expected: nothing to save.
    if (!ctx.quiet) ui.toastError(ERROR_MESSAGE.requestFailed);
    throw new RequestError({
      message: ERROR_MESSAGE.requestFailed,
      code: CLIENT_ERROR_CODE.requestFailed,
      status: outcome.status,
      handled: !ctx.quiet,
    });
  }

  return {
    request,
    call: (endpoint, payload, opts = {}) => request(endpoint.method, urlOf(endpoint, opts), payload, opts),
    download,
    upload: async <T>(endpoint: Endpoint, form: FormData, opts: CallOptions = {}) => {
      const path = urlOf(endpoint, opts);
      const ctx = context(path, opts);
      return interpret<T>(await transmit('POST', path, form, ctx, 'json'), ctx);
    },
    resetSessionFlags,
  };
}

/** Value stored under the statement key when the user chose 'Confirm later' (STATE-014). */
export const STATEMENT_LATER_VALUE = 'later';

async function readResponse(response: Response, mode: 'json' | 'blob'): Promise<Outcome> {
  const status = response.status;
  const contentType = response.headers.get('content-type') ?? '';
  if (mode === 'blob' && status === 200 && !contentType.includes('json')) {
    return { kind: 'blob', status, blob: await response.blob() };
  }
  const text = await response.text();
  return { kind: 'body', status, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'code' in body;
}

function isCode200(envelope: Envelope): boolean {
  return sameCode(envelope.code, RESPONSE_CODE.ok);
}

function messageOf(envelope: Envelope): string {
  return envelope.msg || envelope.message || '';
}

// Old answers mix numbers and strings ('-2000', '200'); compare codes by their text.
function sameCode(a: ResponseCodeValue, b: ResponseCodeValue): boolean {
  return String(a) === String(b);
}

function inCodes(code: ResponseCodeValue, list: readonly ResponseCodeValue[]): boolean {
  return list.some((entry) => sameCode(entry, code));
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function carriedCode(error: unknown): ResponseCodeValue | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const withCode = error as { code?: unknown; cause?: unknown };
  if (typeof withCode.code === 'number' || typeof withCode.code === 'string') return withCode.code;
  if (typeof withCode.cause === 'object' && withCode.cause !== null) return carriedCode(withCode.cause);
  return undefined;
}

function toQuery(payload: Payload): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}
