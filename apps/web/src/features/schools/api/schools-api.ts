import { useMemo } from 'react';
import type {
  CampusEvent,
  ContactListQuery,
  ContactPage,
  SaveContactInput,
  SaveEventInput,
  SaveSchoolInput,
  SchoolContact,
  SchoolDetails,
  SchoolListQuery,
  SchoolPage,
  SchoolPerson,
} from '@ehire/domain/contracts/schools';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// 学校管理's calls (/api/biz/schools, Ctm.Job; issue 18 §4).

export const SCHOOL_PATH = {
  base: '/api/biz/schools',
  count: '/api/biz/schools/count',
  operators: '/api/biz/schools/operators',
  contacts: '/api/biz/schools/contacts',
  upcoming: '/api/biz/schools/upcoming-events',
  school: (id: string) => `/api/biz/schools/${encodeURIComponent(id)}`,
  schoolContacts: (id: string) => `/api/biz/schools/${encodeURIComponent(id)}/contacts`,
  schoolEvents: (id: string) => `/api/biz/schools/${encodeURIComponent(id)}/events`,
  contact: (id: string) => `/api/biz/schools/contacts/${encodeURIComponent(id)}`,
  event: (id: string) => `/api/biz/schools/events/${encodeURIComponent(id)}`,
} as const;

const defined = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined)) as Record<
    string,
    string
  >;

function createSchoolsApi(client: RequestClient) {
  return {
    list: (query: SchoolListQuery) => client.get<SchoolPage>(SCHOOL_PATH.base, defined(query)),
    count: () => client.get<number>(SCHOOL_PATH.count),
    operators: () => client.get<SchoolPerson[]>(SCHOOL_PATH.operators),
    contacts: (query: ContactListQuery) => client.get<ContactPage>(SCHOOL_PATH.contacts, defined(query)),
    upcoming: () => client.get<CampusEvent[]>(SCHOOL_PATH.upcoming),
    details: (id: string) => client.get<SchoolDetails>(SCHOOL_PATH.school(id)),
    add: (body: SaveSchoolInput) => client.post<SchoolDetails>(SCHOOL_PATH.base, body),
    update: (id: string, body: SaveSchoolInput) => client.put<SchoolDetails>(SCHOOL_PATH.school(id), body),
    remove: (id: string) => client.del<null>(SCHOOL_PATH.school(id)),
    addContact: (schoolId: string, body: SaveContactInput) =>
      client.post<SchoolContact>(SCHOOL_PATH.schoolContacts(schoolId), body),
    removeContact: (id: string) => client.del<null>(SCHOOL_PATH.contact(id)),
    addEvent: (schoolId: string, body: SaveEventInput) =>
      client.post<CampusEvent>(SCHOOL_PATH.schoolEvents(schoolId), body),
    removeEvent: (id: string) => client.del<null>(SCHOOL_PATH.event(id)),
  };
}

export function useSchoolsApi() {
  const { client } = usePlatform();
  return useMemo(() => createSchoolsApi(client), [client]);
}

export const SCHOOL_KEYS = {
  all: ['schools'] as const,
  list: (query: SchoolListQuery) => ['schools', 'list', query] as const,
  count: ['schools', 'count'] as const,
  operators: ['schools', 'operators'] as const,
  contacts: (query: ContactListQuery) => ['schools', 'contacts', query] as const,
  upcoming: ['schools', 'upcoming'] as const,
  details: (id: string) => ['schools', 'details', id] as const,
};
