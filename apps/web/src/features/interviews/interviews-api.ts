import { useMemo } from 'react';
import type {
  Arrangement,
  ArrangementDetail,
  ArrangementInput,
  ArrangementSaveAnswer,
  Booking,
  BulkSlotInput,
  CalendarDay,
  InviteAnswer,
  InviteInput,
  MyInterview,
  Site,
  SiteInput,
  SiteKind,
  Slot,
} from '@ehire/domain/contracts/interviews';
import type { TalentJobItem } from '@ehire/domain/contracts/talent';
import { usePlatform } from '../../platform/PlatformContext';
import type { RequestClient } from '../../platform/request';

const BASE = '/api/biz/interviews';

export const INTERVIEW_KEYS = {
  sites: (kind?: SiteKind) => ['interviews', 'sites', kind ?? 'all'] as const,
  site: (id: string) => ['interviews', 'site', id] as const,
  arrangements: ['interviews', 'arrangements'] as const,
  arrangement: (id: string) => ['interviews', 'arrangement', id] as const,
  calendar: (from: string, to: string) => ['interviews', 'calendar', from, to] as const,
  bookings: (applicationId: string) => ['interviews', 'bookings', applicationId] as const,
  interviewers: ['interviews', 'interviewers'] as const,
  jobs: ['interviews', 'jobs'] as const,
  mine: ['interviews', 'mine'] as const,
};

function createInterviewsApi(client: RequestClient) {
  return {
    sites: (kind?: SiteKind) => client.get<Site[]>(`${BASE}/sites`, kind ? { kind } : {}),
    site: (id: string) => client.get<Site>(`${BASE}/sites/${id}`),
    createSite: (input: SiteInput) => client.post<Site>(`${BASE}/sites`, { ...input }),
    updateSite: (id: string, input: SiteInput) => client.put<Site>(`${BASE}/sites/${id}`, { ...input }),
    deleteSite: (id: string) => client.del<null>(`${BASE}/sites/${id}`),
    interviewers: () => client.get<{ id: string; name: string }[]>(`${BASE}/interviewers`),
    jobs: () => client.get<TalentJobItem[]>('/api/biz/talent/jobs'),
    arrangements: () => client.get<Arrangement[]>(`${BASE}/arrangements`),
    arrangement: (id: string) => client.get<ArrangementDetail>(`${BASE}/arrangements/${id}`),
    createArrangement: (input: ArrangementInput) =>
      client.post<ArrangementSaveAnswer>(`${BASE}/arrangements`, { ...input }),
    updateArrangement: (id: string, input: ArrangementInput) =>
      client.put<ArrangementSaveAnswer>(`${BASE}/arrangements/${id}`, { ...input }),
    bulkSlots: (id: string, input: BulkSlotInput) =>
      client.post<Slot[]>(`${BASE}/arrangements/${id}/slots/bulk`, { ...input }),
    deleteSlot: (id: string) => client.del<null>(`${BASE}/slots/${id}`),
    inviteCheck: (count: number) =>
      client.get<{ available: number; enough: boolean; message: string | null }>(`${BASE}/invite-check`, {
        count,
      }),
    invite: (arrangementId: string, input: InviteInput) =>
      client.post<InviteAnswer>(`${BASE}/arrangements/${arrangementId}/invitations`, { ...input }),
    cancel: (invitationId: string) => client.post<null>(`${BASE}/invitations/${invitationId}/cancel`, {}),
    setStatus: (invitationId: string, status: string) =>
      client.post<null>(`${BASE}/invitations/${invitationId}/status`, { status }),
    evaluate: (invitationId: string, score: number, comment: string) =>
      client.post<null>(`${BASE}/invitations/${invitationId}/evaluation`, { score, comment }),
    bookings: (applicationId: string) => client.get<Booking[]>(`${BASE}/applications/${applicationId}`),
    calendar: (startDate: string, endDate: string) =>
      client.get<CalendarDay[]>(`${BASE}/calendar`, { startDate, endDate }),
    mine: () => client.get<MyInterview[]>(`${BASE}/mine`),
  };
}

export type InterviewsApi = ReturnType<typeof createInterviewsApi>;

export function useInterviewsApi(): InterviewsApi {
  const { client } = usePlatform();
  return useMemo(() => createInterviewsApi(client), [client]);
}
