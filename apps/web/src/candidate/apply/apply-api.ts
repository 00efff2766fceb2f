import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import { REQUEST_TIMEOUT_MS } from '@ehire/domain/constants';
import type {
  ApplyAnswer,
  ApplyRequest,
  CandidateIdentity,
  MyApplication,
} from '@ehire/domain/contracts/talent';
import type { StorageLike } from '../../platform/ports';
import { CAREERS_LOAD_FAILED, CareersError } from '../careers-api';

// Applying from the careers site (issue 6 §2): the public web-family calls of the candidate, read
// like the careers site's own (same envelope, same 20 s timeout, no token, no toasts: each page
// shows the server's zh-CN message itself).

const enc = encodeURIComponent;

export const APPLY_PATH = {
  design: (member: string) => `/api/web/careers/${enc(member)}/resume-design`,
  apply: (member: string, jobId: string) => `/api/web/careers/${enc(member)}/jobs/${enc(jobId)}/apply`,
  mine: (member: string) => `/api/web/careers/${enc(member)}/my-applications`,
  withdraw: (member: string, applicationId: string) =>
    `/api/web/careers/${enc(member)}/my-applications/${enc(applicationId)}/withdraw`,
} as const;

/** What a submit shows when the network or the server fails without a message. */
export const APPLY_FAILED = '提交失败，请稍后重试';

async function call<T>(path: string, method: 'GET' | 'POST', body: unknown, fallback: string): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await window.fetch(path, {
      method,
      signal: controller.signal,
      credentials: 'same-origin',
      ...(body === undefined
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

export const applyApi = {
  design: (member: string) =>
    call<CareersResumeDesign>(APPLY_PATH.design(member), 'GET', undefined, CAREERS_LOAD_FAILED),
  apply: (member: string, jobId: string, request: ApplyRequest) =>
    call<ApplyAnswer>(APPLY_PATH.apply(member, jobId), 'POST', request, APPLY_FAILED),
  mine: (member: string, identity: CandidateIdentity) =>
    call<MyApplication[]>(APPLY_PATH.mine(member), 'POST', identity, CAREERS_LOAD_FAILED),
  withdraw: (member: string, applicationId: string, identity: CandidateIdentity) =>
    call<null>(APPLY_PATH.withdraw(member, applicationId), 'POST', identity, APPLY_FAILED),
};

// The candidate has no account: the mobile number and the token of their last application
// identify them. They are kept in the browser per employer so 我的投递 opens prefilled.

export const identityKey = (member: string) => `ehire_careers_identity:${member.toLowerCase()}`;

export function readIdentity(storage: StorageLike, member: string): CandidateIdentity | null {
  try {
    const raw = storage.getItem(identityKey(member));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CandidateIdentity>;
    return typeof value.mobile === 'string' && typeof value.token === 'string'
      ? { mobile: value.mobile, token: value.token }
      : null;
  } catch {
    return null;
  }
}

export function saveIdentity(storage: StorageLike, member: string, identity: CandidateIdentity): void {
  try {
    storage.setItem(identityKey(member), JSON.stringify(identity));
  } catch {
    // Storage full or refused: the page shows the token to keep anyway.
  }
}

/** Base64 of a picked file's bytes (the apply request carries attachments inline). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error('读取文件失败'));
    reader.readAsDataURL(file);
  });
}
