import { createContext, useContext } from 'react';
import type {
  CareersJobDetail,
  CareersJobPage,
  CareersJobQuery,
  CareersSite,
} from '@ehire/domain/contracts/careers';
import type { CampusPortalAnswer } from '@ehire/domain/contracts/toolbox';
import { REQUEST_TIMEOUT_MS } from '@ehire/domain/constants';
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

function createCareersApi(fetchImpl: FetchLike = (input, init) => window.fetch(input, init)) {
  async function get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    const url = search ? `${path}?${search}` : path;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'GET',
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch {
      throw new CareersError(CAREERS_LOAD_FAILED, 0);
    } finally {
      clearTimeout(timer);
    }
    const body = (await response.json().catch(() => null)) as {
      code?: unknown;
      msg?: string;
      data?: T;
    } | null;
    if (body && String(body.code) === '200') return body.data as T;
    throw new CareersError(body?.msg || CAREERS_LOAD_FAILED, response.status);
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
