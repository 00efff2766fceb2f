import {
  CAMPUS_EVENT_KIND_LABEL,
  SCHOOL_MESSAGES,
  SaveContactInput,
  SaveEventInput,
  SaveSchoolInput,
  dictionarySchool,
  type CampusEvent,
  type ContactPage,
  type SchoolContact,
  type SchoolDetails,
  type SchoolPage,
  type SchoolPerson,
  type SchoolRow,
} from '@ehire/domain/contracts/schools';
import { beijingDay, dayToDate } from '@ehire/domain/statistics/statistics';
import type { z } from 'zod';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { SchoolsRepository } from './schools.repository';

// 学校管理 (issue 18 §4): schools from the school dictionary (tier and province taken from it),
// contacts, responsible recruiters, campus events linked to jobs; the workbench's school count
// (CALL-035) and its school-contact card (WB-044) read from here.

type SchoolRecord = Awaited<ReturnType<SchoolsRepository['findSchool']>> & {};
type ContactRecord = Awaited<ReturnType<SchoolsRepository['contactsOfSchool']>>[number];
type EventRecord = Awaited<ReturnType<SchoolsRepository['events']>>[number];

export class SchoolsService {
  constructor(
    private readonly repo: SchoolsRepository,
    private readonly clock: Clock,
  ) {}

  count(tenantId: string): Promise<number> {
    return this.repo.countSchools(tenantId);
  }

  async operators(tenantId: string): Promise<SchoolPerson[]> {
    return (await this.repo.operators(tenantId)).map((o) => ({
      id: o.id,
      name: o.display_name || o.username,
    }));
  }

  async list(
    tenantId: string,
    q: { keyword: string; tier?: string | undefined; pageIndex: number; pageSize: number },
  ): Promise<SchoolPage> {
    const { total, rows } = await this.repo.listSchools(
      tenantId,
      q,
      (q.pageIndex - 1) * q.pageSize,
      q.pageSize,
    );
    return { total, rows: await this.rows(tenantId, rows) };
  }

  async details(tenantId: string, id: string): Promise<SchoolDetails> {
    const school = await this.repo.findSchool(tenantId, id);
    if (!school) throw errors.notFound(SCHOOL_MESSAGES.notFound);
    const [[row], contacts, events] = await Promise.all([
      this.rows(tenantId, [school]),
      this.repo.contactsOfSchool(tenantId, id),
      this.repo.events(tenantId, { schoolId: id }),
    ]);
    return { ...row!, contacts: contacts.map(contactOf), events: await this.eventsOf(tenantId, events) };
  }

  async add(tenantId: string, input: z.output<typeof SaveSchoolInput>): Promise<SchoolDetails> {
    const entry = dictionarySchool(input.name);
    if (!entry) throw errors.validation(SCHOOL_MESSAGES.notInDictionary);
    if (await this.repo.findSchoolByName(tenantId, input.name))
      throw errors.validation(SCHOOL_MESSAGES.duplicate);
    const operatorIds = await this.checkOperators(tenantId, input.operatorIds);
    const now = this.clock.now();
    const id = newId(now);
    await this.repo.insertSchool(
      {
        tenant_id: tenantId,
        id,
        name: input.name,
        tier: entry.tier,
        province: entry.province,
        notes: input.notes,
        created_at: now,
        updated_at: now,
      },
      operatorIds,
    );
    return this.details(tenantId, id);
  }

  async update(
    tenantId: string,
    id: string,
    input: z.output<typeof SaveSchoolInput>,
  ): Promise<SchoolDetails> {
    if (!(await this.repo.findSchool(tenantId, id))) throw errors.notFound(SCHOOL_MESSAGES.notFound);
    const operatorIds = await this.checkOperators(tenantId, input.operatorIds);
    await this.repo.updateSchool(
      tenantId,
      id,
      { notes: input.notes, updated_at: this.clock.now() },
      operatorIds,
    );
    return this.details(tenantId, id);
  }

  async remove(tenantId: string, id: string): Promise<void> {
    if (!(await this.repo.deleteSchool(tenantId, id))) throw errors.notFound(SCHOOL_MESSAGES.notFound);
  }

  async contacts(
    tenantId: string,
    q: { keyword: string; pageIndex: number; pageSize: number },
  ): Promise<ContactPage> {
    const { total, rows } = await this.repo.listContacts(
      tenantId,
      q.keyword,
      (q.pageIndex - 1) * q.pageSize,
      q.pageSize,
    );
    return { total, rows: rows.map(contactOf) };
  }

  async addContact(
    tenantId: string,
    schoolId: string,
    input: z.output<typeof SaveContactInput>,
  ): Promise<SchoolContact> {
    if (!(await this.repo.findSchool(tenantId, schoolId))) throw errors.notFound(SCHOOL_MESSAGES.notFound);
    const id = newId(this.clock.now());
    await this.repo.insertContact({
      tenant_id: tenantId,
      id,
      school_id: schoolId,
      ...input,
      created_at: this.clock.now(),
    });
    return contactOf((await this.repo.findContact(tenantId, id))!);
  }

  async updateContact(
    tenantId: string,
    id: string,
    input: z.output<typeof SaveContactInput>,
  ): Promise<SchoolContact> {
    if (!(await this.repo.findContact(tenantId, id))) throw errors.notFound(SCHOOL_MESSAGES.contactNotFound);
    await this.repo.updateContact(tenantId, id, input);
    return contactOf((await this.repo.findContact(tenantId, id))!);
  }

  async removeContact(tenantId: string, id: string): Promise<void> {
    if (!(await this.repo.deleteContact(tenantId, id)))
      throw errors.notFound(SCHOOL_MESSAGES.contactNotFound);
  }

  async addEvent(
    tenantId: string,
    schoolId: string,
    input: z.output<typeof SaveEventInput>,
  ): Promise<CampusEvent> {
    if (!(await this.repo.findSchool(tenantId, schoolId))) throw errors.notFound(SCHOOL_MESSAGES.notFound);
    const jobIds = [...new Set(input.jobIds)];
    const known = await this.repo.existingJobs(tenantId, jobIds);
    if (jobIds.some((j) => !known.has(j))) throw errors.validation(SCHOOL_MESSAGES.unknownJob);
    const id = newId(this.clock.now());
    await this.repo.insertEvent(
      {
        tenant_id: tenantId,
        id,
        school_id: schoolId,
        kind: input.kind,
        title: input.title,
        start_date: input.startDate,
        end_date: input.endDate,
        location: input.location,
        created_at: this.clock.now(),
      },
      jobIds,
    );
    const events = await this.repo.events(tenantId, { schoolId });
    return (
      await this.eventsOf(
        tenantId,
        events.filter((e) => e.id === id),
      )
    )[0]!;
  }

  async removeEvent(tenantId: string, id: string): Promise<void> {
    if (!(await this.repo.deleteEvent(tenantId, id))) throw errors.notFound(SCHOOL_MESSAGES.eventNotFound);
  }

  /** Events not over yet (today, Beijing, or later), soonest first: the workbench card. */
  async upcoming(tenantId: string, limit = 5): Promise<CampusEvent[]> {
    const today = dayToDate(beijingDay(this.clock.now()));
    return this.eventsOf(tenantId, await this.repo.events(tenantId, { fromDate: today, limit }));
  }

  private async checkOperators(tenantId: string, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const known = new Set((await this.repo.operators(tenantId)).map((o) => o.id));
    if (unique.some((id) => !known.has(id))) throw errors.validation(SCHOOL_MESSAGES.unknownOperator);
    return unique;
  }

  private async rows(tenantId: string, schools: readonly SchoolRecord[]): Promise<SchoolRow[]> {
    const ids = schools.map((s) => s.id);
    const [operators, counts] = await Promise.all([
      this.repo.operatorsOf(tenantId, ids),
      this.repo.countsOf(tenantId, ids),
    ]);
    return schools.map((s) => ({
      schoolId: s.id,
      name: s.name,
      tier: s.tier,
      province: s.province,
      notes: s.notes,
      operators: operators
        .filter((o) => o.school_id === s.id)
        .map((o) => ({ id: o.id, name: o.display_name || o.username })),
      contactCount: counts.contacts.get(s.id) ?? 0,
      eventCount: counts.events.get(s.id) ?? 0,
    }));
  }

  private async eventsOf(tenantId: string, events: readonly EventRecord[]): Promise<CampusEvent[]> {
    const jobs = await this.repo.jobsOfEvents(
      tenantId,
      events.map((e) => e.id),
    );
    return events.map((e) => ({
      eventId: e.id,
      schoolId: e.school_id,
      schoolName: e.school_name,
      kind: e.kind as CampusEvent['kind'],
      kindLabel: CAMPUS_EVENT_KIND_LABEL[e.kind as CampusEvent['kind']] ?? e.kind,
      title: e.title,
      startDate: e.start_date,
      endDate: e.end_date,
      location: e.location,
      jobs: jobs.filter((j) => j.event_id === e.id).map((j) => ({ jobId: j.id, name: j.name_cn })),
    }));
  }
}

function contactOf(c: ContactRecord): SchoolContact {
  return {
    contactId: c.id,
    schoolId: c.school_id,
    schoolName: c.school_name,
    name: c.name,
    role: c.role,
    phone: c.phone,
    email: c.email,
    notes: c.notes,
  };
}
