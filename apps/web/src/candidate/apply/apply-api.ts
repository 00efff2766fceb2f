import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import type { UploadAnswer, UploadedFile } from '@ehire/domain/contracts/files';
import type { CandidateMe, CandidateSignInRequest } from '@ehire/domain/contracts/candidate-auth';
import type { ApplyAnswer, ApplyRequest, MyApplication } from '@ehire/domain/contracts/talent';
import type { CandidateNotice } from '@ehire/domain/contracts/notice';
import { call, CAREERS_LOAD_FAILED, CareersError } from '../careers-api';

// Applying from the careers site (issue 6 §2): the public web-family calls of the candidate, read
// like the careers site's own (same envelope, same 20 s timeout, no token, no toasts: each page
// shows the server's zh-CN message itself). The candidate's session (issue 11: sign-in with a
// one-time code) is an httpOnly cookie the browser sends with these calls; the page never sees it.

const enc = encodeURIComponent;

export const APPLY_PATH = {
  design: (member: string) => `/api/web/careers/${enc(member)}/resume-design`,
  apply: (member: string, jobId: string) => `/api/web/careers/${enc(member)}/jobs/${enc(jobId)}/apply`,
  mine: (member: string) => `/api/web/careers/${enc(member)}/my-applications`,
  withdraw: (member: string, applicationId: string) =>
    `/api/web/careers/${enc(member)}/my-applications/${enc(applicationId)}/withdraw`,
  code: (member: string) => `/api/web/careers/${enc(member)}/candidate/code`,
  signIn: (member: string) => `/api/web/careers/${enc(member)}/candidate/sign-in`,
  me: (member: string) => `/api/web/careers/${enc(member)}/candidate/me`,
  signOut: (member: string) => `/api/web/careers/${enc(member)}/candidate/sign-out`,
  uploads: (member: string) => `/api/web/careers/${enc(member)}/uploads`,
  notices: (member: string) => `/api/web/careers/${enc(member)}/notices`,
  reply: (member: string, recordId: string) =>
    `/api/web/careers/${enc(member)}/notices/${enc(recordId)}/reply`,
} as const;

/** What a submit shows when the network or the server fails without a message. */
export const APPLY_FAILED = '提交失败，请稍后重试';

/** What an upload shows when the network or the server fails without a message. */
const UPLOAD_FAILED = '上传失败，请稍后重试';

export const applyApi = {
  design: (member: string) =>
    call<CareersResumeDesign>(APPLY_PATH.design(member), 'GET', undefined, CAREERS_LOAD_FAILED),
  apply: (member: string, jobId: string, request: ApplyRequest) =>
    call<ApplyAnswer>(APPLY_PATH.apply(member, jobId), 'POST', request, APPLY_FAILED),
  mine: (member: string) => call<MyApplication[]>(APPLY_PATH.mine(member), 'POST', {}, CAREERS_LOAD_FAILED),
  withdraw: (member: string, applicationId: string) =>
    call<null>(APPLY_PATH.withdraw(member, applicationId), 'POST', {}, APPLY_FAILED),
  sendCode: (member: string, contact: { channel: 'mobile' | 'email'; address: string }) =>
    call<null>(APPLY_PATH.code(member), 'POST', contact, APPLY_FAILED),
  signIn: (member: string, request: CandidateSignInRequest) =>
    call<CandidateMe>(APPLY_PATH.signIn(member), 'POST', request, APPLY_FAILED),
  me: (member: string) => call<CandidateMe>(APPLY_PATH.me(member), 'GET', undefined, CAREERS_LOAD_FAILED),
  signOut: (member: string) => call<null>(APPLY_PATH.signOut(member), 'POST', {}, APPLY_FAILED),
  /** The notices sent about the candidate's applications (issue 14), with their replies. */
  notices: (member: string) =>
    call<CandidateNotice[]>(APPLY_PATH.notices(member), 'POST', {}, CAREERS_LOAD_FAILED),
  reply: (member: string, recordId: string, content: string) =>
    call<null>(APPLY_PATH.reply(member, recordId), 'POST', { content }, APPLY_FAILED),
  /** Uploads a form's file (issue 12); the apply refers to the answered id. */
  upload: async (member: string, file: File): Promise<UploadedFile> => {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await call<UploadAnswer>(APPLY_PATH.uploads(member), 'POST', form, UPLOAD_FAILED);
    const [stored] = answer.files;
    if (!stored) throw new CareersError(UPLOAD_FAILED, 200);
    return stored;
  },
};
