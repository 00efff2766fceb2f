import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  CampusEvent,
  ContactListQuery,
  ContactPage,
  SCHOOL_MESSAGES,
  SaveContactInput,
  SaveEventInput,
  SaveSchoolInput,
  SchoolContact,
  SchoolDetails,
  SchoolListQuery,
  SchoolPage,
  SchoolPerson,
} from '@ehire/domain/contracts/schools';
import { ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { SchoolsService } from './schools.service';
import { route } from '../../platform/route';
import { SCHOOLS_API } from '@ehire/domain/api/schools';

// /api/biz/schools: 学校管理 (issue 18 §4), under the jobs permission (campus events are tied
// to jobs; the spec has no key of its own for it).

const READ = { permission: { key: PERMISSION.job, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.job, write: true } } as const;
const TAGS = ['schools'];
const Id = z.object({ id: z.string().min(1).max(64) });
const ContactId = z.object({ contactId: z.string().min(1).max(64) });
const EventId = z.object({ eventId: z.string().min(1).max(64) });

export const schoolRoutes: FastifyPluginAsyncZod<{ schools: SchoolsService }> = async (app, { schools }) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    SCHOOLS_API.getRoot,
    {
      config: READ,
      schema: {
        summary: '学校列表',
        tags: TAGS,
        querystring: SchoolListQuery,
        response: { 200: envelope(SchoolPage) },
      },
    },
    async (request) =>
      ok(await schools.list(tenantContextOf(request).tenantId, SchoolListQuery.parse(request.query))),
  );
  route(
    app,
    SCHOOLS_API.count,
    {
      config: READ,
      schema: {
        summary: '合作学校数（CALL-035）',
        tags: TAGS,
        response: { 200: envelope(z.number().int()) },
      },
    },
    async (request) => ok(await schools.count(tenantContextOf(request).tenantId)),
  );
  route(
    app,
    SCHOOLS_API.operators,
    {
      config: READ,
      schema: {
        summary: '可选负责人（本企业用户）',
        tags: TAGS,
        response: { 200: envelope(z.array(SchoolPerson)) },
      },
    },
    async (request) => ok(await schools.operators(tenantContextOf(request).tenantId)),
  );
  route(
    app,
    SCHOOLS_API.getContacts,
    {
      config: READ,
      schema: {
        summary: '联系人列表',
        tags: TAGS,
        querystring: ContactListQuery,
        response: { 200: envelope(ContactPage) },
      },
    },
    async (request) =>
      ok(await schools.contacts(tenantContextOf(request).tenantId, ContactListQuery.parse(request.query))),
  );
  route(
    app,
    SCHOOLS_API.upcomingEvents,
    {
      config: READ,
      schema: {
        summary: '近期校园活动（工作台）',
        tags: TAGS,
        response: { 200: envelope(z.array(CampusEvent)) },
      },
    },
    async (request) => ok(await schools.upcoming(tenantContextOf(request).tenantId)),
  );
  route(
    app,
    SCHOOLS_API.getById,
    {
      config: READ,
      schema: { summary: '学校详情', tags: TAGS, params: Id, response: { 200: envelope(SchoolDetails) } },
    },
    async (request) => ok(await schools.details(tenantContextOf(request).tenantId, request.params.id)),
  );
  route(
    app,
    SCHOOLS_API.postRoot,
    {
      config: WRITE,
      schema: {
        summary: '添加学校',
        tags: TAGS,
        body: SaveSchoolInput,
        response: { 200: envelope(SchoolDetails) },
      },
    },
    async (request) => {
      const school = await schools.add(tenantContextOf(request).tenantId, request.body);
      noteAudit(request, {
        targetType: 'school',
        targetId: school.schoolId,
        detail: `添加学校${school.name}`,
      });
      return ok(school, SCHOOL_MESSAGES.saved);
    },
  );
  route(
    app,
    SCHOOLS_API.putById,
    {
      config: WRITE,
      schema: {
        summary: '修改学校备注与负责人',
        tags: TAGS,
        params: Id,
        body: SaveSchoolInput,
        response: { 200: envelope(SchoolDetails) },
      },
    },
    async (request) => {
      const school = await schools.update(tenantContextOf(request).tenantId, request.params.id, request.body);
      noteAudit(request, {
        targetType: 'school',
        targetId: school.schoolId,
        detail: `修改学校${school.name}`,
      });
      return ok(school, SCHOOL_MESSAGES.saved);
    },
  );
  route(
    app,
    SCHOOLS_API.deleteById,
    {
      config: WRITE,
      schema: {
        summary: '删除学校（连同联系人与活动）',
        tags: TAGS,
        params: Id,
        body: NoPayload,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await schools.remove(tenantContextOf(request).tenantId, request.params.id);
      noteAudit(request, { targetType: 'school', targetId: request.params.id, detail: '删除学校' });
      return ok(null, SCHOOL_MESSAGES.deleted);
    },
  );
  route(
    app,
    SCHOOLS_API.postContacts,
    {
      config: WRITE,
      schema: {
        summary: '添加联系人',
        tags: TAGS,
        params: Id,
        body: SaveContactInput,
        response: { 200: envelope(SchoolContact) },
      },
    },
    async (request) => {
      const contact = await schools.addContact(
        tenantContextOf(request).tenantId,
        request.params.id,
        request.body,
      );
      noteAudit(request, {
        targetType: 'school_contact',
        targetId: contact.contactId,
        detail: `添加联系人${contact.name}`,
      });
      return ok(contact, SCHOOL_MESSAGES.saved);
    },
  );
  route(
    app,
    SCHOOLS_API.putContactsByContactId,
    {
      config: WRITE,
      schema: {
        summary: '修改联系人',
        tags: TAGS,
        params: ContactId,
        body: SaveContactInput,
        response: { 200: envelope(SchoolContact) },
      },
    },
    async (request) => {
      const contact = await schools.updateContact(
        tenantContextOf(request).tenantId,
        request.params.contactId,
        request.body,
      );
      noteAudit(request, {
        targetType: 'school_contact',
        targetId: contact.contactId,
        detail: `修改联系人${contact.name}`,
      });
      return ok(contact, SCHOOL_MESSAGES.saved);
    },
  );
  route(
    app,
    SCHOOLS_API.deleteContactsByContactId,
    {
      config: WRITE,
      schema: {
        summary: '删除联系人',
        tags: TAGS,
        params: ContactId,
        body: NoPayload,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await schools.removeContact(tenantContextOf(request).tenantId, request.params.contactId);
      noteAudit(request, {
        targetType: 'school_contact',
        targetId: request.params.contactId,
        detail: '删除联系人',
      });
      return ok(null, SCHOOL_MESSAGES.deleted);
    },
  );
  route(
    app,
    SCHOOLS_API.events,
    {
      config: WRITE,
      schema: {
        summary: '添加校园活动',
        tags: TAGS,
        params: Id,
        body: SaveEventInput,
        response: { 200: envelope(CampusEvent) },
      },
    },
    async (request) => {
      const event = await schools.addEvent(
        tenantContextOf(request).tenantId,
        request.params.id,
        request.body,
      );
      noteAudit(request, {
        targetType: 'campus_event',
        targetId: event.eventId,
        detail: `添加${event.kindLabel}${event.title}`,
      });
      return ok(event, SCHOOL_MESSAGES.saved);
    },
  );
  route(
    app,
    SCHOOLS_API.eventsByEventId,
    {
      config: WRITE,
      schema: {
        summary: '删除校园活动',
        tags: TAGS,
        params: EventId,
        body: NoPayload,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await schools.removeEvent(tenantContextOf(request).tenantId, request.params.eventId);
      noteAudit(request, {
        targetType: 'campus_event',
        targetId: request.params.eventId,
        detail: '删除校园活动',
      });
      return ok(null, SCHOOL_MESSAGES.deleted);
    },
  );
};
