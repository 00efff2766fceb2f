// schools: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const SCHOOLS_API = {
  getRoot: { method: 'GET', path: '/api/biz/schools' },
  count: { method: 'GET', path: '/api/biz/schools/count' },
  operators: { method: 'GET', path: '/api/biz/schools/operators' },
  getContacts: { method: 'GET', path: '/api/biz/schools/contacts' },
  upcomingEvents: { method: 'GET', path: '/api/biz/schools/upcoming-events' },
  getById: { method: 'GET', path: '/api/biz/schools/:id' },
  postRoot: { method: 'POST', path: '/api/biz/schools' },
  putById: { method: 'PUT', path: '/api/biz/schools/:id' },
  deleteById: { method: 'DELETE', path: '/api/biz/schools/:id' },
  postContacts: { method: 'POST', path: '/api/biz/schools/:id/contacts' },
  putContactsByContactId: { method: 'PUT', path: '/api/biz/schools/contacts/:contactId' },
  deleteContactsByContactId: { method: 'DELETE', path: '/api/biz/schools/contacts/:contactId' },
  events: { method: 'POST', path: '/api/biz/schools/:id/events' },
  eventsByEventId: { method: 'DELETE', path: '/api/biz/schools/events/:eventId' },
} as const;
