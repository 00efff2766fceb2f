import { createContext, useContext } from 'react';
import type {
  CareersJobDetail,
  CareersJobPage,
  CareersJobQuery,
  CareersSite,
} from '@ehire/domain/contracts/careers';
import type { CampusPortalAnswer } from '@ehire/domain/contracts/toolbox';
import { DOWNLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@ehire/domain/constants';
import type { FetchLike } from '../platform/ports';

// The careers site is public: candidates have no console session, and the console's request
// client refuses every non-login call without a token (CALL-007). So this bundle reads the
// public web-family paths itself: same envelope, same 20 s timeout, no token, no toasts — each
// page shows its own error state.

const enc = encodeURIComponent;

export const CAREERS_PATH = {
  site: (member: string) => `/api/web/careers/${enc(member)}`,
  jobs: (member: string) => `/api/web/careers/${enc(member)}/jobs`,
  job: (member: string, id: string) => `/api/web/careers/${enc(member)}/jobs/${enc(id)}`,
  /** The provider's campus portal: every tenant's careers site, brand-pinned first (issue 19). */
  portal: '/api/web/campus-portal/sites',
} as const;

export const CAREERS_LOAD_FAILED = '加载失败，请稍后重试';

export class CareersError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'CareersError';
    this.status = status;
  }
}

type CareersJobSearch = Partial<CareersJobQuery>;

/**
 * One call of the candidate site: the envelope's data on code 200, else a CareersError with the
 * server's zh-CN message (or `fallback` when the network or the server gives none). Uploads
 * (multipart: the browser sets the boundary) get the download timeout.
 */
export async function call<T>(
  path: string,
  method: 'GET' | 'POST',
  body: unknown,
  fallback: string,
  fetchImpl: FetchLike = (input, init) => window.fetch(input, init),
): Promise<T> {
  const controller = new AbortController();
  const form = body instanceof FormData ? body : null;
  const timer = setTimeout(() => controller.abort(), form ? DOWNLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      signal: controller.signal,
      credentials: 'same-origin',
      ...(form
        ? { body: form }
        : body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch {
    throw new CareersError(fallback, 0);
  } finally {
    clearTimeout(timer);
  }
  const parsed = (await response.json().catch(() => null)) as {
    code?: unknown;
    msg?: string;
    data?: T;
  } | null;
  if (parsed && String(parsed.code) === '200') return parsed.data as T;
  throw new CareersError(parsed?.msg || fallback, response.status);
}

function createCareersApi(fetchImpl: FetchLike = (input, init) => window.fetch(input, init)) {
  function get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    return call<T>(search ? `${path}?${search}` : path, 'GET', undefined, CAREERS_LOAD_FAILED, fetchImpl);
  }

  return {
    site: (member: string) => get<CareersSite>(CAREERS_PATH.site(member)),
    jobs: (member: string, query: CareersJobSearch) =>
      get<CareersJobPage>(CAREERS_PATH.jobs(member), { ...query }),
    job: (member: string, id: string) => get<CareersJobDetail>(CAREERS_PATH.job(member, id)),
    portal: (school?: string) => get<CampusPortalAnswer>(CAREERS_PATH.portal, { school }),
  };
}

export type CareersApi = ReturnType<typeof createCareersApi>;

/** Tests (and a future embedding) provide their own; the site uses the browser's fetch. */
const CareersApiContext = createContext<CareersApi | null>(null);

let browserApi: CareersApi | null = null;

export function useCareersApi(): CareersApi {
  const provided = useContext(CareersApiContext);
  if (provided) return provided;
  browserApi ??= createCareersApi();
  return browserApi;
}
