import { isMobile } from '../text/mobile';

// The candidate sign-in's rules without zod (issue 11; issue 13 §4: the careers site runs them
// without loading zod). contracts/candidate-auth.ts builds the wire schemas the server parses
// from the same limits, patterns and address check; `signInProblem` and `contactProblem` answer
// the first message those schemas give, which the sign-in form shows before sending.

export const CANDIDATE_CODE_LENGTH = 6;
export const CANDIDATE_CODE_TTL_MS = 5 * 60_000;
export const CANDIDATE_CODE_MAX_TRIES = 5;
export const CANDIDATE_CODE_RESEND_MS = 60_000;
export const CANDIDATE_SESSION_TTL_MS = 7 * 24 * 3600_000;

export const CANDIDATE_AUTH_MESSAGE = {
  codeSent: '验证码已发送，5分钟内有效',
  resendTooSoon: '验证码发送过于频繁，请60秒后再试',
  addressLimit: '该号码今日获取验证码次数过多，请明天再试',
  ipLimit: '获取验证码过于频繁，请稍后再试',
  codeWrong: '验证码不正确',
  codeExpired: '验证码已失效，请重新获取',
  signedIn: '验证成功',
  signedOut: '已退出',
  signInRequired: '请先验证手机号或邮箱',
  mobileMismatch: '手机号须与已验证的手机号一致',
  emailMismatch: '邮箱须与已验证的邮箱一致',
} as const;

/** An address is at most this long (after trimming). */
export const CANDIDATE_ADDRESS_MAX = 100;
export const CANDIDATE_ADDRESS_TOO_LONG = '邮箱最多100个字符';
/** A code is six digits (after trimming). */
export const CANDIDATE_CODE_PATTERN = /^\d{6}$/;
export const CANDIDATE_CODE_FORMAT = '验证码为6位数字';

export type CandidateChannel = 'mobile' | 'email';

interface ContactInput {
  channel: CandidateChannel;
  address: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address's problem for its channel (empty, not a mobile, not an email), or null. */
export function addressProblem(value: ContactInput): string | null {
  if (value.address === '') return value.channel === 'mobile' ? '请输入手机号' : '请输入邮箱';
  if (value.channel === 'mobile' && !isMobile(value.address)) return '手机号格式不正确';
  if (value.channel === 'email' && !EMAIL.test(value.address)) return '邮箱格式不正确';
  return null;
}

/** The first problem of where a code goes (CandidateContact's first message), or null. */
export function contactProblem(value: ContactInput): string | null {
  const address = value.address.trim();
  if (address.length > CANDIDATE_ADDRESS_MAX) return CANDIDATE_ADDRESS_TOO_LONG;
  return addressProblem({ channel: value.channel, address });
}

/** The first problem of a sign-in (CandidateSignInRequest's first message), or null. */
export function signInProblem(value: ContactInput & { code: string }): string | null {
  const address = value.address.trim();
  if (address.length > CANDIDATE_ADDRESS_MAX) return CANDIDATE_ADDRESS_TOO_LONG;
  if (!CANDIDATE_CODE_PATTERN.test(value.code.trim())) return CANDIDATE_CODE_FORMAT;
  return addressProblem({ channel: value.channel, address });
}

/** Emails compare lower-cased. */
export function normaliseContact<T extends ContactInput>(value: T): T {
  return value.channel === 'email' ? { ...value, address: value.address.toLowerCase() } : value;
}
