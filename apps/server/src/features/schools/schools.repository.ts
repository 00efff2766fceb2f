import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { CampusEventTable, Database, SchoolContactTable, TenantSchoolTable } from '../../db/schema';
import { countedPage } from '../../platform/sql-helpers';

// 学校管理 (issue 18 §4): the owner of tenant_school, its responsible recruiters
// (tenant_school_operator), contacts (school_contact) and campus events with their jobs
// (campus_event, campus_event_job). Operator and job names are read here for display only.

const escapeLike = (s: string) => `%${s.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

export class SchoolsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // ------------------------------------------------------------- schools

  private schools(tenantId: string, keyword: string, tier: string | undefined) {
    let q = this.db.selectFrom('tenant_school').where('tenant_id', '=', tenantId);
    if (tier) q = q.where('tier', '=', tier);
    if (keyword) q = q.where('name', 'like', sql<string>`${escapeLike(keyword)} escape '\\'`);
    return q;
  }

  /** A page of the schools matching the keyword and tier, and how many match. */
  async listSchools(
    tenantId: string,
    filter: { keyword: string; tier?: string | undefined },
    offset: number,
    limit: number,
  ) {
    return countedPage(this.schools(tenantId, filter.keyword, filter.tier), (q) =>
      q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    );
  }

  async countSchools(tenantId: string): Promise<number> {
    return (await countedPage(this.schools(tenantId, '', undefined), () => Promise.resolve([]))).total;
  }

  async findSchool(tenantId: string, id: string) {
    return this.db
      .selectFrom('tenant_school')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async findSchoolByName(tenantId: string, name: string) {
    return this.db
      .selectFrom('tenant_school')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async insertSchool(row: Insertable<TenantSchoolTable>, operatorIds: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('tenant_school').values(row).execute();
      if (operatorIds.length)
        await trx
          .insertInto('tenant_school_operator')
          .values(
            operatorIds.map((operator_id) => ({ tenant_id: row.tenant_id, school_id: row.id, operator_id })),
          )
          .execute();
    });
  }

  async updateSchool(
    tenantId: string,
    id: string,
    set: Updateable<TenantSchoolTable>,
    operatorIds: readonly string[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('tenant_school')
        .set(set)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
      await trx
        .deleteFrom('tenant_school_operator')
        .where('tenant_id', '=', tenantId)
        .where('school_id', '=', id)
        .execute();
      if (operatorIds.length)
        await trx
          .insertInto('tenant_school_operator')
          .values(operatorIds.map((operator_id) => ({ tenant_id: tenantId, school_id: id, operator_id })))
          .execute();
    });
  }

  /** Removes a school with its recruiters, contacts and events. */
  async deleteSchool(tenantId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const events = trx
        .selectFrom('campus_event')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('school_id', '=', id);
      await trx
        .deleteFrom('campus_event_job')
        .where('tenant_id', '=', tenantId)
        .where('event_id', 'in', events)
        .execute();
      await trx
        .deleteFrom('campus_event')
        .where('tenant_id', '=', tenantId)
        .where('school_id', '=', id)
        .execute();
      await trx
        .deleteFrom('school_contact')
        .where('tenant_id', '=', tenantId)
        .where('school_id', '=', id)
        .execute();
      await trx
        .deleteFrom('tenant_school_operator')
        .where('tenant_id', '=', tenantId)
        .where('school_id', '=', id)
        .execute();
      const result = await trx
        .deleteFrom('tenant_school')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    });
  }

  /** Responsible recruiters of these schools with their names. */
  async operatorsOf(tenantId: string, schoolIds: readonly string[]) {
    if (schoolIds.length === 0) return [];
    return this.db
      .selectFrom('tenant_school_operator as so')
      .innerJoin('operator as o', (j) =>
        j.onRef('o.tenant_id', '=', 'so.tenant_id').onRef('o.id', '=', 'so.operator_id'),
      )
      .select(['so.school_id', 'o.id', 'o.display_name', 'o.username'])
      .where('so.tenant_id', '=', tenantId)
      .where('so.school_id', 'in', [...schoolIds])
      .orderBy('o.display_name')
      .execute();
  }

  /** The tenant's active users, for the responsible-recruiter picker and its checks. */
  async operators(tenantId: string) {
    return this.db
      .selectFrom('operator')
      .select(['id', 'display_name', 'username'])
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 1)
      .orderBy('display_name')
      .execute();
  }

  async countsOf(tenantId: string, schoolIds: readonly string[]) {
    if (schoolIds.length === 0)
      return { contacts: new Map<string, number>(), events: new Map<string, number>() };
    const [contacts, events] = await Promise.all([
      this.db
        .selectFrom('school_contact')
        .select(['school_id', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .where('school_id', 'in', [...schoolIds])
        .groupBy('school_id')
        .execute(),
      this.db
        .selectFrom('campus_event')
        .select(['school_id', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .where('school_id', 'in', [...schoolIds])
        .groupBy('school_id')
        .execute(),
    ]);
    return {
      contacts: new Map(contacts.map((r) => [r.school_id, Number(r.n)])),
      events: new Map(events.map((r) => [r.school_id, Number(r.n)])),
    };
  }

  // ------------------------------------------------------------- contacts

  private contacts(tenantId: string, keyword: string) {
    let q = this.db
      .selectFrom('school_contact as c')
      .innerJoin('tenant_school as s', (j) =>
        j.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.school_id'),
      )
      .where('c.tenant_id', '=', tenantId);
    if (keyword) {
      const like = escapeLike(keyword);
      q = q.where((eb) =>
        eb.or([
          eb('c.name', 'like', sql<string>`${like} escape '\\'`),
          eb('c.phone', 'like', sql<string>`${like} escape '\\'`),
          eb('c.email', 'like', sql<string>`${like} escape '\\'`),
          eb('s.name', 'like', sql<string>`${like} escape '\\'`),
        ]),
      );
    }
    return q;
  }

  /** A page of the contacts matching the keyword, and how many match. */
  async listContacts(tenantId: string, keyword: string, offset: number, limit: number) {
    return countedPage(this.contacts(tenantId, keyword), (q) =>
      q
        .selectAll('c')
        .select('s.name as school_name')
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
    );
  }

  async contactsOfSchool(tenantId: string, schoolId: string) {
    return this.contacts(tenantId, '')
      .selectAll('c')
      .select('s.name as school_name')
      .where('c.school_id', '=', schoolId)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute();
  }

  async findContact(tenantId: string, id: string) {
    return this.contacts(tenantId, '')
      .selectAll('c')
      .select('s.name as school_name')
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  async insertContact(row: Insertable<SchoolContactTable>): Promise<void> {
    await this.db.insertInto('school_contact').values(row).execute();
  }

  async updateContact(tenantId: string, id: string, set: Updateable<SchoolContactTable>): Promise<void> {
    await this.db
      .updateTable('school_contact')
      .set(set)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  async deleteContact(tenantId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('school_contact')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  // ------------------------------------------------------------- events

  async insertEvent(row: Insertable<CampusEventTable>, jobIds: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('campus_event').values(row).execute();
      if (jobIds.length)
        await trx
          .insertInto('campus_event_job')
          .values(jobIds.map((job_id) => ({ tenant_id: row.tenant_id, event_id: row.id, job_id })))
          .execute();
    });
  }

  async deleteEvent(tenantId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('campus_event_job')
        .where('tenant_id', '=', tenantId)
        .where('event_id', '=', id)
        .execute();
      const result = await trx
        .deleteFrom('campus_event')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    });
  }

  /** Events of a school (all dates), or of every school ending on or after `fromDate` (soonest first). */
  async events(tenantId: string, filter: { schoolId?: string; fromDate?: string; limit?: number }) {
    let q = this.db
      .selectFrom('campus_event as e')
      .innerJoin('tenant_school as s', (j) =>
        j.onRef('s.tenant_id', '=', 'e.tenant_id').onRef('s.id', '=', 'e.school_id'),
      )
      .selectAll('e')
      .select('s.name as school_name')
      .where('e.tenant_id', '=', tenantId);
    if (filter.schoolId) q = q.where('e.school_id', '=', filter.schoolId);
    if (filter.fromDate) q = q.where('e.end_date', '>=', filter.fromDate);
    q = q.orderBy('e.start_date').orderBy('e.id');
    if (filter.limit) q = q.limit(filter.limit);
    return q.execute();
  }

  async jobsOfEvents(tenantId: string, eventIds: readonly string[]) {
    if (eventIds.length === 0) return [];
    return this.db
      .selectFrom('campus_event_job as ej')
      .innerJoin('job as j', (join) =>
        join.onRef('j.tenant_id', '=', 'ej.tenant_id').onRef('j.id', '=', 'ej.job_id'),
      )
      .select(['ej.event_id', 'j.id', 'j.name_cn'])
      .where('ej.tenant_id', '=', tenantId)
      .where('ej.event_id', 'in', [...eventIds])
      .execute();
  }

  /** The ids among these that are jobs of the tenant. */
  async existingJobs(tenantId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('job')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.id));
  }
}
