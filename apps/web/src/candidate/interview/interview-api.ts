import { CAREERS_INTERVIEWS_API } from '@ehire/domain/api/careers-interviews';
import type { CandidateInvitation } from '@ehire/domain/contracts/interviews';
import { CAREERS_LOAD_FAILED } from '../careers-api';
import { APPLY_FAILED } from '../apply/apply-api';
import { call } from '../careers-api';

// The candidate's side of an interview invitation (issue 15): the link of the invitation notice
// opens /careers/:member/interview/:token; these are its public calls (no console session; a
// signed-in candidate's cookie goes along so the server can refuse someone else's link).

export const candidateInterviewApi = {
  invitation: (member: string, token: string) =>
    call<CandidateInvitation>(CAREERS_INTERVIEWS_API.root, { member, token }, undefined, CAREERS_LOAD_FAILED),
  book: (member: string, token: string, slotId: string) =>
    call<null>(CAREERS_INTERVIEWS_API.book, { member, token }, { slotId }, APPLY_FAILED),
  confirm: (member: string, token: string) =>
    call<null>(CAREERS_INTERVIEWS_API.confirm, { member, token }, {}, APPLY_FAILED),
  cancel: (member: string, token: string) =>
    call<null>(CAREERS_INTERVIEWS_API.cancel, { member, token }, {}, APPLY_FAILED),
  decline: (member: string, token: string) =>
    call<null>(CAREERS_INTERVIEWS_API.decline, { member, token }, {}, APPLY_FAILED),
};
