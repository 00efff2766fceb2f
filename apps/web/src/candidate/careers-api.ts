import { CAMPUS_PORTAL_API } from '@ehire/domain/api/campus-portal';
import { CAREERS_API } from '@ehire/domain/api/careers';
import { fillPath, type Endpoint } from '@ehire/domain/api/endpoint';
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
  endpoint: Endpoint,
  params: Readonly<Record<string, string>>,
  body: unknown,
  fallback: string,
  fetchImpl: FetchLike = (input, init) => window.fetch(input, init),
  query = '',
): Promise<T> {
  const controller = new AbortController();
  const form = body instanceof FormData ? body : null;
  const timer = setTimeout(() => controller.abort(), form ? DOWNLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(fillPath(endpoint.path, params) + query, {
      method: endpoint.method,
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
  function get<T>(
    endpoint: Endpoint,
    params: Readonly<Record<string, string>>,
    query: Record<string, string | number | undefined> = {},
  ): Promise<T> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    const qs = search.toString();
    return call<T>(endpoint, params, undefined, CAREERS_LOAD_FAILED, fetchImpl, qs && `?${qs}`);
  }

  return {
    site: (member: string) => get<CareersSite>(CAREERS_API.root, { member }),
    jobs: (member: string, query: CareersJobSearch) =>
      get<CareersJobPage>(CAREERS_API.jobs, { member }, { ...query }),
    job: (member: string, id: string) => get<CareersJobDetail>(CAREERS_API.jobsById, { member, id }),
    portal: (school?: string) => get<CampusPortalAnswer>(CAMPUS_PORTAL_API.sites, {}, { school }),
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
