import { z } from 'zod';
import {
  addressProblem,
  CANDIDATE_ADDRESS_MAX,
  CANDIDATE_ADDRESS_TOO_LONG,
  CANDIDATE_CODE_FORMAT,
  CANDIDATE_CODE_PATTERN,
  normaliseContact,
} from '../candidate/contact';

// Candidate sign-in on the careers site (issue 11): a one-time code sent to a mobile number (SMS)
// or an email address proves the candidate owns it; the session that follows is what lets them
// apply, see 我的投递 and withdraw. Knowing a number is never enough. The limits, messages and
// the address check are in candidate/contact.ts (no zod: the careers site runs them too).
export {
  CANDIDATE_AUTH_MESSAGE,
  CANDIDATE_CODE_LENGTH,
  CANDIDATE_CODE_MAX_TRIES,
  CANDIDATE_CODE_RESEND_MS,
  CANDIDATE_CODE_TTL_MS,
  CANDIDATE_SESSION_TTL_MS,
} from '../candidate/contact';

const contactShape = {
  channel: z.enum(['mobile', 'email'], { error: '请选择手机号或邮箱验证' }),
  address: z
    .string({ error: '请输入手机号或邮箱' })
    .trim()
    .max(CANDIDATE_ADDRESS_MAX, CANDIDATE_ADDRESS_TOO_LONG),
};

/** The address must be of its channel's form. */
function checkAddress(value: { channel: 'mobile' | 'email'; address: string }, ctx: z.RefinementCtx): void {
  const problem = addressProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: ['address'], message: problem });
}

/** Where the code goes: a mobile number or an email address. */
export const CandidateContact = z.object(contactShape).superRefine(checkAddress).transform(normaliseContact);
export type CandidateContact = z.output<typeof CandidateContact>;
export type CandidateChannel = CandidateContact['channel'];

export const CandidateSignInRequest = z
  .object({
    ...contactShape,
    code: z.string({ error: '请输入验证码' }).trim().regex(CANDIDATE_CODE_PATTERN, CANDIDATE_CODE_FORMAT),
  })
  .superRefine(checkAddress)
  .transform(normaliseContact);
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
