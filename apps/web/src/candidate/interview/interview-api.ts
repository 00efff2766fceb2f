import type { CandidateInvitation } from '@ehire/domain/contracts/interviews';
import { CAREERS_LOAD_FAILED } from '../careers-api';
import { APPLY_FAILED } from '../apply/apply-api';
import { call } from '../careers-api';

// The candidate's side of an interview invitation (issue 15): the link of the invitation notice
// opens /careers/:member/interview/:token; these are its public calls (no console session; a
// signed-in candidate's cookie goes along so the server can refuse someone else's link).

const enc = encodeURIComponent;

export const INTERVIEW_PATH = {
  invitation: (member: string, token: string) => `/api/web/careers/${enc(member)}/interview/${enc(token)}`,
  action: (member: string, token: string, action: 'book' | 'confirm' | 'cancel' | 'decline') =>
    `/api/web/careers/${enc(member)}/interview/${enc(token)}/${action}`,
} as const;

export const candidateInterviewApi = {
  invitation: (member: string, token: string) =>
    call<CandidateInvitation>(
      INTERVIEW_PATH.invitation(member, token),
      'GET',
      undefined,
      CAREERS_LOAD_FAILED,
    ),
  book: (member: string, token: string, slotId: string) =>
    call<null>(INTERVIEW_PATH.action(member, token, 'book'), 'POST', { slotId }, APPLY_FAILED),
  confirm: (member: string, token: string) =>
    call<null>(INTERVIEW_PATH.action(member, token, 'confirm'), 'POST', {}, APPLY_FAILED),
  cancel: (member: string, token: string) =>
    call<null>(INTERVIEW_PATH.action(member, token, 'cancel'), 'POST', {}, APPLY_FAILED),
  decline: (member: string, token: string) =>
    call<null>(INTERVIEW_PATH.action(member, token, 'decline'), 'POST', {}, APPLY_FAILED),
};
