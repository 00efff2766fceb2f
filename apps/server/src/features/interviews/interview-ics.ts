import { createEvent, type DateArray } from 'ics';

// Calendar invitations (.ics, RFC 5545 via `ics`). One UID per invitation for its whole life;
// every change raises SEQUENCE, and a cancel is METHOD:CANCEL with STATUS:CANCELLED so calendar
// clients remove the event instead of keeping it (ATS anchors: cal.diy#29706).

export interface IcsEvent {
  invitationId: string;
  sequence: number;
  cancelled: boolean;
  title: string;
  startsAt: number;
  endsAt: number;
  location: string;
  description: string;
  url?: string;
  attendees: readonly { name: string; email: string }[];
}

function utcParts(millis: number): DateArray {
  const d = new Date(millis);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

function invitationUid(invitationId: string): string {
  return `interview-${invitationId}@ehire`;
}

export function buildIcs(event: IcsEvent): string {
  const { error, value } = createEvent({
    uid: invitationUid(event.invitationId),
    sequence: event.sequence,
    method: event.cancelled ? 'CANCEL' : 'REQUEST',
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    productId: 'ehire/interviews',
    title: event.title,
    start: utcParts(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: event.location || undefined,
    description: event.description,
    url: event.url,
    organizer: { name: '校园招聘', email: 'no-reply@ehire.local' },
    attendees: event.attendees
      .filter((a) => a.email)
      .map((a) => ({ name: a.name, email: a.email, rsvp: true, role: 'REQ-PARTICIPANT' as const })),
  });
  if (error || !value) throw error ?? new Error('ics');
  return value;
}
