import { CAREERS_APPLY_API } from '@ehire/domain/api/careers-apply';
import { CAREERS_CANDIDATE_AUTH_API } from '@ehire/domain/api/careers-candidate-auth';
import { CAREERS_DESIGN_API } from '@ehire/domain/api/careers-design';
import { CAREERS_FILES_API } from '@ehire/domain/api/careers-files';
import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import type { UploadAnswer, UploadedFile } from '@ehire/domain/contracts/files';
import type { CandidateMe, CandidateSignInRequest } from '@ehire/domain/contracts/candidate-auth';
import type { ApplyAnswer, ApplyRequest } from '@ehire/domain/contracts/talent';
import { call, CAREERS_LOAD_FAILED, CareersError } from '../careers-api';

// Applying from the careers site (issue 6 §2): the public web-family calls of the candidate, read
// like the careers site's own (same envelope, same 20 s timeout, no token, no toasts: each page
// shows the server's zh-CN message itself). The candidate's session (issue 11: sign-in with a
// one-time code) is an httpOnly cookie the browser sends with these calls; the page never sees it.

/** What a submit shows when the network or the server fails without a message. */
export const APPLY_FAILED = '提交失败，请稍后重试';

/** What an upload shows when the network or the server fails without a message. */
const UPLOAD_FAILED = '上传失败，请稍后重试';

export const applyApi = {
  design: (member: string) =>
    call<CareersResumeDesign>(CAREERS_DESIGN_API.resumeDesign, { member }, undefined, CAREERS_LOAD_FAILED),
  apply: (member: string, jobId: string, request: ApplyRequest) =>
    call<ApplyAnswer>(CAREERS_APPLY_API.jobsApply, { member, id: jobId }, request, APPLY_FAILED),
  sendCode: (member: string, contact: { channel: 'mobile' | 'email'; address: string }) =>
    call<null>(CAREERS_CANDIDATE_AUTH_API.code, { member }, contact, APPLY_FAILED),
  signIn: (member: string, request: CandidateSignInRequest) =>
    call<CandidateMe>(CAREERS_CANDIDATE_AUTH_API.signIn, { member }, request, APPLY_FAILED),
  me: (member: string) =>
    call<CandidateMe>(CAREERS_CANDIDATE_AUTH_API.me, { member }, undefined, CAREERS_LOAD_FAILED),
  signOut: (member: string) => call<null>(CAREERS_CANDIDATE_AUTH_API.signOut, { member }, {}, APPLY_FAILED),
  /** Uploads a form's file (issue 12); the apply refers to the answered id. */
  upload: async (member: string, file: File): Promise<UploadedFile> => {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await call<UploadAnswer>(CAREERS_FILES_API.uploads, { member }, form, UPLOAD_FAILED);
    const [stored] = answer.files;
    if (!stored) throw new CareersError(UPLOAD_FAILED, 200);
    return stored;
  },
};
