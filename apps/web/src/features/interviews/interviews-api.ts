import { INTERVIEWS_API } from '@ehire/domain/api/interviews';
import { TALENT_API } from '@ehire/domain/api/talent';
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
    sites: (kind?: SiteKind) => client.call<Site[]>(INTERVIEWS_API.getSites, kind ? { kind } : {}),
    site: (id: string) => client.call<Site>(INTERVIEWS_API.getSitesById, undefined, { params: { id } }),
    createSite: (input: SiteInput) => client.call<Site>(INTERVIEWS_API.postSites, { ...input }),
    updateSite: (id: string, input: SiteInput) =>
      client.call<Site>(INTERVIEWS_API.putSitesById, { ...input }, { params: { id } }),
    deleteSite: (id: string) =>
      client.call<null>(INTERVIEWS_API.deleteSitesById, undefined, { params: { id } }),
    interviewers: () => client.call<{ id: string; name: string }[]>(INTERVIEWS_API.interviewers),
    jobs: () => client.call<TalentJobItem[]>(TALENT_API.jobs),
    arrangements: () => client.call<Arrangement[]>(INTERVIEWS_API.getArrangements),
    arrangement: (id: string) =>
      client.call<ArrangementDetail>(INTERVIEWS_API.getArrangementsById, undefined, { params: { id } }),
    createArrangement: (input: ArrangementInput) =>
      client.call<ArrangementSaveAnswer>(INTERVIEWS_API.postArrangements, { ...input }),
    updateArrangement: (id: string, input: ArrangementInput) =>
      client.call<ArrangementSaveAnswer>(
        INTERVIEWS_API.putArrangementsById,
        { ...input },
        { params: { id } },
      ),
    bulkSlots: (id: string, input: BulkSlotInput) =>
      client.call<Slot[]>(INTERVIEWS_API.arrangementsSlotsBulk, { ...input }, { params: { id } }),
    deleteSlot: (id: string) => client.call<null>(INTERVIEWS_API.slotsById, undefined, { params: { id } }),
    inviteCheck: (count: number) =>
      client.call<{ available: number; enough: boolean; message: string | null }>(
        INTERVIEWS_API.inviteCheck,
        {
          count,
        },
      ),
    invite: (arrangementId: string, input: InviteInput) =>
      client.call<InviteAnswer>(
        INTERVIEWS_API.arrangementsInvitations,
        { ...input },
        { params: { id: arrangementId } },
      ),
    cancel: (invitationId: string) =>
      client.call<null>(INTERVIEWS_API.invitationsCancel, {}, { params: { id: invitationId } }),
    setStatus: (invitationId: string, status: string) =>
      client.call<null>(INTERVIEWS_API.invitationsStatus, { status }, { params: { id: invitationId } }),
    evaluate: (invitationId: string, score: number, comment: string) =>
      client.call<null>(
        INTERVIEWS_API.invitationsEvaluation,
        { score, comment },
        { params: { id: invitationId } },
      ),
    bookings: (applicationId: string) =>
      client.call<Booking[]>(INTERVIEWS_API.applicationsById, undefined, { params: { id: applicationId } }),
    calendar: (startDate: string, endDate: string) =>
      client.call<CalendarDay[]>(INTERVIEWS_API.calendar, { startDate, endDate }),
    mine: () => client.call<MyInterview[]>(INTERVIEWS_API.mine),
  };
}

export type InterviewsApi = ReturnType<typeof createInterviewsApi>;

export function useInterviewsApi(): InterviewsApi {
  const { client } = usePlatform();
  return useMemo(() => createInterviewsApi(client), [client]);
}
