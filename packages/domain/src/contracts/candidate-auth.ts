import { z } from 'zod';
import { isMobile } from '../text/mobile';

// Candidate sign-in on the careers site (issue 11): a one-time code sent to a mobile number (SMS)
// or an email address proves the candidate owns it; the session that follows is what lets them
// apply, see 我的投递 and withdraw. Knowing a number is never enough.

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const contactShape = {
  channel: z.enum(['mobile', 'email'], { error: '请选择手机号或邮箱验证' }),
  address: z.string({ error: '请输入手机号或邮箱' }).trim().max(100, '邮箱最多100个字符'),
};

/** The address must be of its channel's form; emails compare lower-cased. */
function checkAddress(value: { channel: 'mobile' | 'email'; address: string }, ctx: z.RefinementCtx): void {
  if (value.address === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['address'],
      message: value.channel === 'mobile' ? '请输入手机号' : '请输入邮箱',
    });
    return;
  }
  if (value.channel === 'mobile' && !isMobile(value.address))
    ctx.addIssue({ code: 'custom', path: ['address'], message: '手机号格式不正确' });
  if (value.channel === 'email' && !EMAIL.test(value.address))
    ctx.addIssue({ code: 'custom', path: ['address'], message: '邮箱格式不正确' });
}

function normalise<T extends { channel: 'mobile' | 'email'; address: string }>(value: T): T {
  return value.channel === 'email' ? { ...value, address: value.address.toLowerCase() } : value;
}

/** Where the code goes: a mobile number or an email address. */
export const CandidateContact = z.object(contactShape).superRefine(checkAddress).transform(normalise);
export type CandidateContact = z.output<typeof CandidateContact>;
export type CandidateChannel = CandidateContact['channel'];

export const CandidateSignInRequest = z
  .object({
    ...contactShape,
    code: z
      .string({ error: '请输入验证码' })
      .trim()
      .regex(/^\d{6}$/, '验证码为6位数字'),
  })
  .superRefine(checkAddress)
  .transform(normalise);
export type CandidateSignInRequest = z.input<typeof CandidateSignInRequest>;

/** Who is signed in on this careers site (null: nobody). */
export const CandidateMe = z.object({
  signedIn: z.boolean(),
  channel: z.enum(['mobile', 'email']).nullable(),
  address: z.string().nullable(),
});
export type CandidateMe = z.infer<typeof CandidateMe>;

/** The stored form of a verified contact on an application ('mobile:139…', 'email:…'). */
export function contactKey(contact: CandidateContact): string {
  return `${contact.channel}:${contact.address}`;
}
