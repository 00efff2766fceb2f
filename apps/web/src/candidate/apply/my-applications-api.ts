import { CAREERS_MY_APPLICATIONS_API } from '@ehire/domain/api/careers-my-applications';
import { CAREERS_NOTICE_API } from '@ehire/domain/api/careers-notice';
import type { CandidateNotice } from '@ehire/domain/contracts/notice';
import type { MyApplication } from '@ehire/domain/contracts/talent';
import { call, CAREERS_LOAD_FAILED } from '../careers-api';
import { APPLY_FAILED } from './apply-api';

// 我的投递's calls (issue 6 §2, issue 14): loaded with its page only, so the job list and the apply
// form do not carry them (the careers page-weight budget, issue 13 §4).

export const myApplicationsApi = {
  mine: (member: string) =>
    call<MyApplication[]>(CAREERS_MY_APPLICATIONS_API.list, { member }, {}, CAREERS_LOAD_FAILED),
  withdraw: (member: string, applicationId: string) =>
    call<null>(CAREERS_MY_APPLICATIONS_API.withdraw, { member, applicationId }, {}, APPLY_FAILED),
  /** The notices sent about the candidate's applications (issue 14), with their replies. */
  notices: (member: string) =>
    call<CandidateNotice[]>(CAREERS_NOTICE_API.root, { member }, {}, CAREERS_LOAD_FAILED),
  reply: (member: string, recordId: string, content: string) =>
    call<null>(CAREERS_NOTICE_API.reply, { member, recordId }, { content }, APPLY_FAILED),
};
