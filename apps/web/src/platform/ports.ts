// The browser side effects the platform layer needs, as small interfaces. The shell passes the
// real implementations (antd message/Modal, the router, window.location, document.cookie);
// tests pass fakes and drive the request client against a fake server.

/** UI side effects of the request client (D1 §7, §8). */
export interface PlatformUi {
  /** Error toast (ERR-001, ERR-003, ERR-008, ERR-010, ERR-014). */
  toastError(msg: string): void;
  /** Warning toast: the one-time login-loss warning (ERR-005, CALL-007). */
  toastWarning(msg: string): void;
  /** Prompt dialog for -2002 / 'Q0003', called 500 ms after the answer (ERR-009). */
  promptDialog(msg: string): void;
  /** Statement dialog with the server's html (STATE-011, AMB-022: rendered as HTML). */
  openStatementDialog(html: string): void;
  /** In-app navigation (router push). */
  navigate(url: string): void;
  /** Full-page load in the same window (CALL-019: -1001 url). */
  assign(url: string): void;
  /** Reload the page (CALL-030: after a project switch). */
  reload(): void;
}

/** What the platform layer uses of localStorage / sessionStorage. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PlatformStorage {
  local: StorageLike;
  session: StorageLike;
}

export interface CookieOptions {
  path?: string;
  /** Lifetime in seconds; a session cookie when absent. */
  maxAge?: number;
}

/** Reads and writes cookies by name; values are URI-decoded on read and encoded on write. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

/** The current page, read at request time (archive headers depend on it, CALL-009/010). */
export interface LocationLike {
  readonly pathname: string;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
