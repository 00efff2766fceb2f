import { SCHOOLS_API } from '@ehire/domain/api/schools';
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

const defined = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined)) as Record<
    string,
    string
  >;

function createSchoolsApi(client: RequestClient) {
  return {
    list: (query: SchoolListQuery) => client.call<SchoolPage>(SCHOOLS_API.getRoot, defined(query)),
    count: () => client.call<number>(SCHOOLS_API.count),
    operators: () => client.call<SchoolPerson[]>(SCHOOLS_API.operators),
    contacts: (query: ContactListQuery) => client.call<ContactPage>(SCHOOLS_API.getContacts, defined(query)),
    upcoming: () => client.call<CampusEvent[]>(SCHOOLS_API.upcomingEvents),
    details: (id: string) => client.call<SchoolDetails>(SCHOOLS_API.getById, undefined, { params: { id } }),
    add: (body: SaveSchoolInput) => client.call<SchoolDetails>(SCHOOLS_API.postRoot, body),
    update: (id: string, body: SaveSchoolInput) =>
      client.call<SchoolDetails>(SCHOOLS_API.putById, body, { params: { id } }),
    remove: (id: string) => client.call<null>(SCHOOLS_API.deleteById, undefined, { params: { id } }),
    addContact: (schoolId: string, body: SaveContactInput) =>
      client.call<SchoolContact>(SCHOOLS_API.postContacts, body, { params: { id: schoolId } }),
    removeContact: (id: string) =>
      client.call<null>(SCHOOLS_API.deleteContactsByContactId, undefined, { params: { contactId: id } }),
    addEvent: (schoolId: string, body: SaveEventInput) =>
      client.call<CampusEvent>(SCHOOLS_API.events, body, { params: { id: schoolId } }),
    removeEvent: (id: string) =>
      client.call<null>(SCHOOLS_API.eventsByEventId, undefined, { params: { eventId: id } }),
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
