import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BOOKING_STATUS,
  BOOKING_STATUS_LABEL,
  candidateMayChange,
  mayMarkAs,
  SEAT_HOLDING,
  type BookingStatus,
} from '@ehire/domain/interviews/booking-status';
import { calendarDays } from '@ehire/domain/interviews/calendar-days';
import {
  chinaDateOf,
  chinaMillis,
  findSlotConflict,
  generateSlots,
  type SlotShape,
} from '@ehire/domain/interviews/slots';
import {
  ArrangementInput,
  BulkSlotInput,
  INTERVIEW_MESSAGE,
  InviteInput,
  SiteInput,
  SlotInput,
  type Arrangement,
  type ArrangementDetail,
  type ArrangementSaveAnswer,
  type Booking,
  type CalendarDay,
  type CandidateInvitation,
  type EvaluationInput,
  type InviteAnswer,
  type MyInterview,
  type Site,
  type Slot,
} from '@ehire/domain/contracts/interviews';
import type { TalentRow } from '@ehire/domain/contracts/talent';
import { templateSendRefusal } from '@ehire/domain/notices/template-rules';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Balances } from '../../platform/balances/balances';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { TalentService } from '../talent/talent.service';
import type { VerifiedContact } from '../candidate-auth/candidate-auth.service';
import type { ArrangementRow, InterviewArrangementRepository } from './interview-arrangement.repository';
import type { InterviewEvaluationRepository } from './interview-evaluation.repository';
import { buildIcs } from './interview-ics';
import type { InterviewInvitationRepository, InvitationRow } from './interview-invitation.repository';
import type { InterviewNotifier, InterviewTemplateSender, NoticeView } from './interview-notifier';
import { noticeText } from './interview-notifier';
import type { InterviewPeopleRepository, Person } from './interview-people.repository';
import type { InterviewSiteRepository, SiteRow } from './interview-site.repository';
import type { InterviewSlotRepository, SlotWithInterviewers } from './interview-slot.repository';

type Scope = Pick<TenantContext, 'tenantId'>;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const CHANGED_MEANWHILE = '预约状态已变化，请刷新后重试';

export interface InterviewDeps {
  db: Kysely<Database>;
  sites: InterviewSiteRepository;
  arrangements: InterviewArrangementRepository;
  slots: InterviewSlotRepository;
  invitations: InterviewInvitationRepository;
  evaluations: InterviewEvaluationRepository;
  people: InterviewPeopleRepository;
  talent: TalentService;
  balances: Balances;
  /** Read at each use, so the lead can rewire the notifier (notices, issue 14) after start. */
  notifier: () => InterviewNotifier;
  clock: Clock;
  appSecret: string;
  /** Prefix of the candidate links in notices, e.g. https://hire.example.com ('' = path only). */
  publicUrl: string;
  /** Member name (careers site) of a tenant. */
  memberOf: (tenantId: string) => Promise<string>;
  /** Notices (issue 14) for invitations with a template; read at each use (wired after start). */
  templates: () => InterviewTemplateSender | null;
}

function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    address: row.address,
    rooms: JSON.parse(row.rooms_json) as string[],
    capacity: row.capacity,
    contact: row.contact,
    mapLink: row.map_link,
    roomLink: row.room_link,
    provider: row.provider,
    hostCode: row.host_code,
  };
}

function placeOf(site: Site, room: string): string {
  if (site.kind === 'video')
    return [site.name, site.roomLink, site.hostCode ? `主持码 ${site.hostCode}` : '']
      .filter(Boolean)
      .join(' ');
  return [site.name, site.address, room].filter(Boolean).join(' ');
}

/** What the candidate sees: the host code stays with the interviewers. */
function candidatePlaceOf(site: Site, room: string): string {
  if (site.kind === 'video') return [site.name, site.roomLink].filter(Boolean).join(' ');
  return [site.name, site.address, room].filter(Boolean).join(' ');
}

function endsAt(slot: { date: string; end_time: string }): number {
  return chinaMillis(slot.date, slot.end_time);
}

export class InterviewService {
  constructor(private readonly deps: InterviewDeps) {}

  private get now(): number {
    return this.deps.clock.now();
  }

  // ---- sites --------------------------------------------------------------------------------

  async listSites(ctx: Scope, kind?: Site['kind']): Promise<Site[]> {
    return (await this.deps.sites.list(ctx, kind)).map(toSite);
  }

  async site(ctx: Scope, id: string): Promise<Site> {
    const row = await this.deps.sites.find(ctx, id);
    if (!row) throw errors.notFound(INTERVIEW_MESSAGE.siteNotFound);
    return toSite(row);
  }

  private siteColumns(input: SiteInput) {
    const parsed = SiteInput.parse(input);
    return {
      kind: parsed.kind,
      name: parsed.name,
      address: parsed.address,
      rooms_json: JSON.stringify([...new Set(parsed.rooms)]),
      capacity: parsed.capacity,
      contact: parsed.contact,
      map_link: parsed.mapLink,
      room_link: parsed.roomLink,
      provider: parsed.provider,
      host_code: parsed.hostCode,
    };
  }

  async createSite(ctx: Scope, input: SiteInput): Promise<Site> {
    const now = this.now;
    const id = newId(now);
    await this.deps.sites.insert({
      id,
      tenant_id: ctx.tenantId,
      ...this.siteColumns(input),
      created_at: now,
      updated_at: now,
    });
    return this.site(ctx, id);
  }

  async updateSite(ctx: Scope, id: string, input: SiteInput): Promise<Site> {
    const current = await this.site(ctx, id);
    const columns = this.siteColumns(input);
    if (columns.kind !== current.kind && (await this.deps.arrangements.usesSite(ctx, id))) {
      throw errors.validation('地点类型：已被面试安排使用的地点不能改变类型');
    }
    await this.deps.sites.update(ctx, id, { ...columns, updated_at: this.now });
    return this.site(ctx, id);
  }

  async deleteSite(ctx: Scope, id: string): Promise<void> {
    await this.site(ctx, id);
    if (await this.deps.arrangements.usesSite(ctx, id)) throw errors.business(INTERVIEW_MESSAGE.siteInUse);
    await this.deps.sites.delete(ctx, id);
  }

  interviewers(ctx: Scope): Promise<Person[]> {
    return this.deps.people.all(ctx);
  }

  // ---- arrangements -------------------------------------------------------------------------

  private async arrangementRow(
    ctx: Scope,
    id: string,
    db: Kysely<Database> = this.deps.db,
  ): Promise<ArrangementRow> {
    const row = await this.deps.arrangements.find(ctx, id, db);
    if (!row) throw errors.notFound(INTERVIEW_MESSAGE.arrangementNotFound);
    return row;
  }

  async listArrangements(ctx: Scope): Promise<Arrangement[]> {
    const [rows, totals, invited] = await Promise.all([
      this.deps.arrangements.list(ctx),
      this.deps.slots.totals(ctx),
      this.deps.invitations.countByArrangement(ctx),
    ]);
    const totalOf = new Map(totals.map((t) => [t.arrangement_id, t]));
    const invitedOf = new Map(invited.map((t) => [t.arrangement_id, Number(t.n)]));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      jobId: row.job_id,
      jobName: row.job_name,
      round: row.round,
      kind: row.kind,
      siteId: row.site_id,
      siteName: row.site_name,
      cutOffHours: row.cut_off_hours,
      sequence: row.sequence,
      slotCount: Number(totalOf.get(row.id)?.slots ?? 0),
      capacity: Number(totalOf.get(row.id)?.capacity ?? 0),
      booked: Number(totalOf.get(row.id)?.booked ?? 0),
      invited: invitedOf.get(row.id) ?? 0,
    }));
  }

  private async presentSlots(ctx: Scope, rows: readonly SlotWithInterviewers[]): Promise<Slot[]> {
    const people = await this.deps.people.operators(
      ctx,
      rows.flatMap((s) => s.interviewerIds),
    );
    const nameOf = new Map(people.map((p) => [p.id, p.name]));
    return rows.map((s) => ({
      id: s.id,
      date: s.date,
      startTime: s.start_time,
      endTime: s.end_time,
      room: s.room,
      interviewerIds: s.interviewerIds,
      interviewerNames: s.interviewerIds.map((id) => nameOf.get(id) ?? ''),
      capacity: s.capacity,
      booked: s.booked,
      closed: s.closed === 1,
    }));
  }

  async arrangement(ctx: TenantContext, id: string): Promise<ArrangementDetail> {
    const summary = (await this.listArrangements(ctx)).find((a) => a.id === id);
    if (!summary) throw errors.notFound(INTERVIEW_MESSAGE.arrangementNotFound);
    const [site, slots, invitations] = await Promise.all([
      this.site(ctx, summary.siteId),
      this.deps.slots.ofArrangement(ctx, id),
      this.deps.invitations.ofArrangement(ctx, id),
    ]);
    const rows = await this.deps.talent.rowsByIds(
      ctx,
      invitations.map((i) => i.application_id),
    );
    const nameOf = new Map(rows.map((r) => [r.applicationId, r.name]));
    return {
      ...summary,
      site,
      slots: await this.presentSlots(ctx, slots),
      invitations: invitations.map((i) => ({
        id: i.id,
        applicationId: i.application_id,
        candidateName: nameOf.get(i.application_id) ?? '',
        status: i.status,
        slotId: i.slot_id,
      })),
    };
  }

  private async checkArrangementInput(ctx: Scope, input: ArrangementInput) {
    const parsed = ArrangementInput.parse(input);
    if (!(await this.deps.arrangements.jobName(ctx, parsed.jobId)))
      throw errors.validation('职位：所选职位不存在');
    const site = await this.deps.sites.find(ctx, parsed.siteId);
    if (!site) throw errors.validation(`面试地点：${INTERVIEW_MESSAGE.siteNotFound}`);
    if (site.kind !== parsed.kind) {
      throw errors.validation(
        parsed.kind === 'video'
          ? '面试地点：视频面试请选择视频面试间'
          : '面试地点：线下面试请选择线下面试地点',
      );
    }
    return parsed;
  }

  async createArrangement(ctx: TenantContext, input: ArrangementInput): Promise<ArrangementSaveAnswer> {
    const parsed = await this.checkArrangementInput(ctx, input);
    const now = this.now;
    const id = newId(now);
    await this.deps.arrangements.insert({
      id,
      tenant_id: ctx.tenantId,
      title: parsed.title,
      job_id: parsed.jobId,
      round: parsed.round,
      kind: parsed.kind,
      site_id: parsed.siteId,
      cut_off_hours: parsed.cutOffHours,
      sequence: 0,
      created_by: ctx.operatorId,
      created_at: now,
      updated_at: now,
    });
    return { id, warning: null };
  }

  /**
   * Saves an edit. With bookings it still saves (the recruiter was warned in the dialog), bumps
   * every live invitation's .ics version and notifies candidates and interviewers in the same
   * transaction; the answer carries the warning.
   */
  async updateArrangement(
    ctx: TenantContext,
    id: string,
    input: ArrangementInput,
  ): Promise<ArrangementSaveAnswer> {
    await this.arrangementRow(ctx, id);
    const parsed = await this.checkArrangementInput(ctx, input);
    const now = this.now;
    return this.deps.db.transaction().execute(async (trx) => {
      const current = await this.arrangementRow(ctx, id, trx);
      if (current.kind !== parsed.kind) {
        const slots = await this.deps.slots.ofArrangement(ctx, id, trx);
        if (slots.some((s) => s.booked > 0))
          throw errors.validation('面试形式：已有候选人预约，不能更改面试形式');
      }
      await this.deps.arrangements.update(
        ctx,
        id,
        {
          title: parsed.title,
          job_id: parsed.jobId,
          round: parsed.round,
          kind: parsed.kind,
          site_id: parsed.siteId,
          cut_off_hours: parsed.cutOffHours,
          updated_at: now,
        },
        trx,
      );
      await this.deps.invitations.bumpArrangement(ctx, id, now, trx);
      const live = (await this.deps.invitations.ofArrangement(ctx, id, trx)).filter(
        (i) => i.status !== BOOKING_STATUS.cancelled && i.status !== BOOKING_STATUS.declined,
      );
      const booked = live.filter((i) => i.slot_id !== null);
      if (live.length) {
        await this.deps
          .notifier()
          .notify(
            ctx.tenantId,
            { purpose: 'update', invitationIds: live.map((i) => i.id), requestedBy: ctx.operatorId },
            trx,
          );
      }
      return { id, warning: booked.length ? INTERVIEW_MESSAGE.hasBookings : null };
    });
  }

  // ---- slots --------------------------------------------------------------------------------

  async addSlots(ctx: Scope, arrangementId: string, inputs: readonly SlotInput[]): Promise<Slot[]> {
    const parsed = inputs.map((input) => SlotInput.parse(input));
    return this.saveSlots(
      ctx,
      arrangementId,
      parsed.map((s) => ({ ...s, interviewerIds: [...new Set(s.interviewerIds)] })),
    );
  }

  async bulkSlots(ctx: Scope, arrangementId: string, input: BulkSlotInput): Promise<Slot[]> {
    const parsed = BulkSlotInput.parse(input);
    let shapes: SlotShape[];
    try {
      shapes = generateSlots(parsed);
    } catch (error) {
      throw errors.validation(error instanceof Error ? error.message : String(error));
    }
    return this.saveSlots(
      ctx,
      arrangementId,
      shapes.map((s) => ({
        ...s,
        capacity: parsed.capacity,
        interviewerIds: [...new Set(s.interviewerIds)],
      })),
    );
  }

  /** Checks every rule against the tenant's other slots, then writes all or nothing. */
  private async saveSlots(
    ctx: Scope,
    arrangementId: string,
    shapes: readonly (SlotShape & { capacity: number; interviewerIds: string[] })[],
  ): Promise<Slot[]> {
    if (shapes.length === 0) throw errors.validation('时段：请至少添加一个时段');
    const arrangement = await this.arrangementRow(ctx, arrangementId);
    const site = await this.site(ctx, arrangement.site_id);
    if (site.kind === 'offline') {
      const unknown = shapes.find((s) => s.room && !site.rooms.includes(s.room));
      if (unknown) throw errors.validation(`面试间：「${unknown.room}」${INTERVIEW_MESSAGE.roomUnknown}`);
    }
    const interviewerIds = [...new Set(shapes.flatMap((s) => s.interviewerIds))];
    const people = await this.deps.people.operators(ctx, interviewerIds);
    if (people.length !== interviewerIds.length)
      throw errors.validation(`面试官：${INTERVIEW_MESSAGE.interviewerUnknown}`);
    const nameOf = new Map(people.map((p) => [p.id, p.name]));
    const now = this.now;
    const ids = shapes.map((_, index) => newId(now + index));
    await this.deps.db.transaction().execute(async (trx) => {
      const existing = await this.deps.slots.onDates(ctx, [...new Set(shapes.map((s) => s.date))], trx);
      // Rooms clash within one site only: the key carries the site.
      const key = (siteId: string, room: string) => (room ? `${siteId}/${room}` : '');
      const conflict = findSlotConflict(
        shapes.map((s) => ({ ...s, room: key(site.id, s.room) })),
        existing.map((s) => ({
          id: s.id,
          date: s.date,
          startTime: s.start_time,
          endTime: s.end_time,
          room: key(s.site_id, s.room),
          interviewerIds: s.interviewerIds,
        })),
        now,
        (id) => nameOf.get(id) ?? id,
      );
      if (conflict) throw errors.validation(conflict.message.replace(`${site.id}/`, ''));
      await this.deps.slots.insertMany(
        shapes.map((s, index) => ({
          id: ids[index]!,
          tenant_id: ctx.tenantId,
          arrangement_id: arrangementId,
          date: s.date,
          start_time: s.startTime,
          end_time: s.endTime,
          starts_at: chinaMillis(s.date, s.startTime),
          room: s.room,
          capacity: s.capacity,
          booked: 0,
          closed: 0,
          created_at: now,
          interviewerIds: s.interviewerIds,
        })),
        trx,
      );
    });
    // Read after the commit: on SQLite the one connection is held by the transaction until then.
    return this.presentSlots(ctx, await this.deps.slots.byIds(ctx, ids));
  }

  async deleteSlot(ctx: Scope, slotId: string): Promise<void> {
    const slot = await this.deps.slots.find(ctx, slotId);
    if (!slot) throw errors.notFound(INTERVIEW_MESSAGE.slotNotFound);
    if (slot.booked > 0 || !(await this.deps.slots.deleteEmpty(ctx, slotId))) {
      throw errors.business(INTERVIEW_MESSAGE.slotHasBookings);
    }
  }

  async closeSlot(ctx: Scope, slotId: string, closed: boolean): Promise<void> {
    if (!(await this.deps.slots.setClosed(ctx, slotId, closed)))
      throw errors.notFound(INTERVIEW_MESSAGE.slotNotFound);
  }

  // ---- invitations --------------------------------------------------------------------------

  /** The candidate link's secret: derived from the invitation, only its hash is stored. */
  private tokenOf(tenantId: string, invitationId: string): string {
    return createHmac('sha256', this.deps.appSecret)
      .update(`interview:${tenantId}:${invitationId}`)
      .digest('base64url');
  }

  private static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  async linkOf(tenantId: string, invitationId: string): Promise<string> {
    const member = await this.deps.memberOf(tenantId);
    return `${this.deps.publicUrl}/careers/${encodeURIComponent(member)}/interview/${this.tokenOf(tenantId, invitationId)}`;
  }

  async inviteCheck(
    ctx: Scope,
    count: number,
  ): Promise<{ available: number; enough: boolean; message: string | null }> {
    const available = await this.deps.balances.available(ctx.tenantId, 'interview');
    const enough = available >= count;
    return { available, enough, message: enough ? null : INTERVIEW_MESSAGE.balanceExhausted };
  }

  /**
   * Invites applications to an arrangement: one invitation (and candidate link) each, the
   * invitation balance consumed, the optional slot's seats taken, and the notice queued, all in
   * one transaction; then the applications move to the arranged inbox status.
   */
  async invite(ctx: TenantContext, arrangementId: string, input: InviteInput): Promise<InviteAnswer> {
    const parsed = InviteInput.parse(input);
    const ids = [...new Set(parsed.applicationIds)];
    const arrangement = await this.arrangementRow(ctx, arrangementId);
    const rows = await this.deps.talent.rowsByIds(ctx, ids);
    if (rows.length !== ids.length) throw errors.validation(`投递：${INTERVIEW_MESSAGE.applicationNotFound}`);
    // The chosen notice template is checked now, not only in the send task: a disabled, deleted
    // or other-channel template is refused naming it, with nothing queued and nothing paid.
    if (parsed.templateId) {
      const templates = this.deps.templates();
      const template = templates ? await templates.find(ctx.tenantId, parsed.templateId) : null;
      const refusal = templateSendRefusal(template, parsed.channels);
      if (refusal) throw template ? errors.business(refusal) : errors.notFound(refusal);
    }
    const now = this.now;
    const status: BookingStatus = parsed.slotId ? BOOKING_STATUS.arranged : BOOKING_STATUS.invited;
    const invitations = rows.map((row, index) => ({
      id: newId(now + index),
      tenant_id: ctx.tenantId,
      arrangement_id: arrangementId,
      application_id: row.applicationId,
      candidate_id: row.candidateId,
      slot_id: parsed.slotId ?? null,
      status,
      token_hash: '',
      sequence: 0,
      channels: parsed.channels.join(','),
      note: parsed.note,
      created_at: now,
      updated_at: now,
    }));
    for (const inv of invitations) inv.token_hash = InterviewService.hash(this.tokenOf(ctx.tenantId, inv.id));
    const answer = await this.deps.db.transaction().execute(async (trx) => {
      const already = await this.deps.invitations.invitedAmong(ctx, arrangementId, ids, trx);
      if (already.length) {
        const name = rows.find((r) => r.applicationId === already[0])?.name ?? '';
        throw errors.business(`候选人「${name}」${INTERVIEW_MESSAGE.alreadyInvited.replace('该候选人', '')}`);
      }
      if (parsed.slotId) {
        const slot = await this.bookableSlot(ctx, arrangement, parsed.slotId, trx, false);
        if (!(await this.deps.slots.takeSeats(ctx, slot.id, ids.length, trx))) {
          throw errors.business(
            `${INTERVIEW_MESSAGE.slotFull}（剩余 ${slot.capacity - slot.booked} 个名额）`,
          );
        }
      }
      const paid = await this.deps.balances.consume(
        ctx.tenantId,
        'interview',
        ids.length,
        { refType: 'interview-arrangement', refId: arrangementId, note: `面试邀请 ${ids.length} 人` },
        { db: trx },
      );
      if (!paid) throw errors.business(INTERVIEW_MESSAGE.balanceExhausted);
      await this.deps.invitations.insertMany(invitations, trx);
      const { taskId } = await this.deps.notifier().notify(
        ctx.tenantId,
        {
          purpose: 'invite',
          invitationIds: invitations.map((i) => i.id),
          requestedBy: ctx.operatorId,
          ...(parsed.templateId ? { templateId: parsed.templateId } : {}),
        },
        trx,
      );
      if (parsed.slotId) {
        const slot = await this.deps.slots.find(ctx, parsed.slotId, trx);
        if (slot)
          for (const inv of invitations) await this.scheduleReminder(ctx, inv.id, 0, slot.starts_at, trx);
      }
      return { taskId };
    });
    await this.moveInboxStatus(ctx, arrangement, ids);
    const links = await Promise.all(
      invitations.map(async (i) => ({
        applicationId: i.application_id,
        invitationId: i.id,
        link: await this.linkOf(ctx.tenantId, i.id),
      })),
    );
    return { invited: invitations.length, taskId: answer.taskId, links };
  }

  /** 已安排面试 (06) or 已安排视频面试 (07) through the talent feature's rules (interview steps only). */
  private async moveInboxStatus(ctx: TenantContext, arrangement: ArrangementRow, applicationIds: string[]) {
    await this.deps.talent.act(ctx, {
      action: arrangement.kind === 'video' ? 'arrangeVideoInterview' : 'arrangeInterview',
      applicationIds,
      note: arrangement.title,
    });
  }

  private async scheduleReminder(
    ctx: Scope,
    invitationId: string,
    sequence: number,
    startsAt: number,
    trx: Kysely<Database>,
  ): Promise<void> {
    // The day before at the same time; a booking made less than a day ahead is reminded at once.
    if (startsAt <= this.now) return;
    await this.deps.notifier().remind(ctx.tenantId, { invitationId, sequence, at: startsAt - DAY_MS }, trx);
  }

  private async bookableSlot(
    ctx: Scope,
    arrangement: ArrangementRow,
    slotId: string,
    db: Kysely<Database>,
    candidate: boolean,
  ) {
    const slot = await this.deps.slots.find(ctx, slotId, db);
    if (!slot) throw errors.notFound(INTERVIEW_MESSAGE.slotNotFound);
    if (slot.arrangement_id !== arrangement.id)
      throw errors.business(INTERVIEW_MESSAGE.slotOfOtherArrangement);
    if (slot.closed === 1) throw errors.business(INTERVIEW_MESSAGE.slotClosed);
    if (slot.starts_at <= this.now) throw errors.business(INTERVIEW_MESSAGE.slotPast);
    if (candidate && slot.starts_at - arrangement.cut_off_hours * HOUR_MS <= this.now) {
      throw errors.business(INTERVIEW_MESSAGE.cutOff);
    }
    return slot;
  }

  /**
   * Moves one invitation's booking to `slotId` (or off its slot when null) with a new status:
   * seat taken by a conditional update (never above capacity), the old seat given back, the
   * invitation changed only if nobody changed it meanwhile, the notices queued. All or nothing.
   */
  private async rebook(
    ctx: Scope,
    invitationId: string,
    slotId: string | null,
    status: BookingStatus,
    who: { candidate: boolean; requestedBy: string | null },
  ): Promise<InvitationRow> {
    return this.deps.db.transaction().execute(async (trx) => {
      const invitation = await this.deps.invitations.find(ctx, invitationId, trx);
      if (!invitation) throw errors.notFound(INTERVIEW_MESSAGE.invitationNotFound);
      const current = invitation.status as BookingStatus;
      if (who.candidate ? !candidateMayChange(current) : current === BOOKING_STATUS.cancelled) {
        throw errors.business(INTERVIEW_MESSAGE.notChangeable);
      }
      const arrangement = await this.arrangementRow(ctx, invitation.arrangement_id, trx);
      if (who.candidate && invitation.slot_id) {
        const held = await this.deps.slots.find(ctx, invitation.slot_id, trx);
        if (held && held.starts_at - arrangement.cut_off_hours * HOUR_MS <= this.now) {
          throw errors.business(INTERVIEW_MESSAGE.cutOff);
        }
      }
      if (slotId !== null && slotId === invitation.slot_id && status === current) return invitation;
      if (slotId !== null && slotId !== invitation.slot_id) {
        const slot = await this.bookableSlot(ctx, arrangement, slotId, trx, who.candidate);
        if (!(await this.deps.slots.takeSeats(ctx, slot.id, 1, trx))) {
          const again = await this.deps.slots.find(ctx, slot.id, trx);
          throw errors.business(
            again?.closed === 1 ? INTERVIEW_MESSAGE.slotClosed : INTERVIEW_MESSAGE.slotFull,
          );
        }
      }
      if (invitation.slot_id && invitation.slot_id !== slotId && SEAT_HOLDING.includes(current)) {
        await this.deps.slots.releaseSeats(ctx, invitation.slot_id, 1, trx);
      }
      const moved = await this.deps.invitations.moveBooking(
        ctx,
        invitationId,
        { slotId: invitation.slot_id, status: current },
        { slotId, status, now: this.now },
        trx,
      );
      if (!moved) throw errors.business(CHANGED_MEANWHILE, 409);
      const sequence = invitation.sequence + 1;
      const cancelled = slotId === null;
      await this.deps.notifier().notify(
        ctx.tenantId,
        {
          purpose: cancelled ? 'cancel' : 'update',
          invitationIds: [invitationId],
          requestedBy: who.requestedBy,
          ...(cancelled && invitation.slot_id
            ? { previousSlots: { [invitationId]: invitation.slot_id } }
            : {}),
        },
        trx,
      );
      if (!cancelled) {
        const slot = await this.deps.slots.find(ctx, slotId, trx);
        if (slot) await this.scheduleReminder(ctx, invitationId, sequence, slot.starts_at, trx);
      }
      return { ...invitation, slot_id: slotId, status, sequence };
    });
  }

  async assign(ctx: TenantContext, invitationId: string, slotId: string): Promise<void> {
    const invitation = await this.deps.invitations.find(ctx, invitationId);
    if (!invitation) throw errors.notFound(INTERVIEW_MESSAGE.invitationNotFound);
    const status =
      invitation.status === BOOKING_STATUS.confirmed ? BOOKING_STATUS.confirmed : BOOKING_STATUS.arranged;
    await this.rebook(ctx, invitationId, slotId, status, { candidate: false, requestedBy: ctx.operatorId });
  }

  async cancel(ctx: TenantContext, invitationId: string): Promise<void> {
    await this.rebook(ctx, invitationId, null, BOOKING_STATUS.cancelled, {
      candidate: false,
      requestedBy: ctx.operatorId,
    });
  }

  /** 已确认 / 未到场 / 已面试 set by the recruiter. */
  async setStatus(ctx: TenantContext, invitationId: string, status: BookingStatus): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const invitation = await this.deps.invitations.find(ctx, invitationId, trx);
      if (!invitation) throw errors.notFound(INTERVIEW_MESSAGE.invitationNotFound);
      if (!mayMarkAs(invitation.status as BookingStatus, status)) {
        throw errors.business(
          `${INTERVIEW_MESSAGE.statusNotAllowed}（${BOOKING_STATUS_LABEL[invitation.status as BookingStatus]} → ${BOOKING_STATUS_LABEL[status]}）`,
        );
      }
      const moved = await this.deps.invitations.moveBooking(
        ctx,
        invitationId,
        { slotId: invitation.slot_id, status: invitation.status },
        { slotId: invitation.slot_id, status, now: this.now },
        trx,
      );
      if (!moved) throw errors.business(CHANGED_MEANWHILE, 409);
    });
  }

  async evaluate(ctx: TenantContext, invitationId: string, input: EvaluationInput): Promise<void> {
    const invitation = await this.deps.invitations.find(ctx, invitationId);
    if (!invitation) throw errors.notFound(INTERVIEW_MESSAGE.invitationNotFound);
    if (!invitation.slot_id || !SEAT_HOLDING.includes(invitation.status as BookingStatus)) {
      throw errors.business('该候选人尚未安排面试时段，不能评价');
    }
    const [me] = await this.deps.people.operators(ctx, [ctx.operatorId]);
    await this.deps.evaluations.save(
      ctx,
      { invitationId, interviewerId: ctx.operatorId, interviewerName: me?.name ?? '', ...input },
      this.now,
    );
  }

  /** The application's interviews with their evaluations (talent details). */
  async bookingsOf(ctx: Scope, applicationId: string): Promise<Booking[]> {
    const invitations = await this.deps.invitations.ofApplication(ctx, applicationId);
    const slots = await this.deps.slots.byIds(
      ctx,
      invitations.flatMap((i) => (i.slot_id ? [i.slot_id] : [])),
    );
    const slotOf = new Map(slots.map((s) => [s.id, s]));
    const people = await this.deps.people.operators(
      ctx,
      slots.flatMap((s) => s.interviewerIds),
    );
    const nameOf = new Map(people.map((p) => [p.id, p.name]));
    const evaluations = await this.deps.evaluations.ofInvitations(
      ctx,
      invitations.map((i) => i.id),
    );
    const result: Booking[] = [];
    for (const inv of invitations) {
      const arrangement = await this.arrangementRow(ctx, inv.arrangement_id);
      const site = await this.site(ctx, arrangement.site_id);
      const slot = inv.slot_id ? slotOf.get(inv.slot_id) : undefined;
      result.push({
        invitationId: inv.id,
        arrangementId: arrangement.id,
        arrangementTitle: arrangement.title,
        round: arrangement.round,
        kind: arrangement.kind,
        status: inv.status,
        statusLabel: BOOKING_STATUS_LABEL[inv.status as BookingStatus],
        date: slot?.date ?? null,
        startTime: slot?.start_time ?? null,
        endTime: slot?.end_time ?? null,
        place: placeOf(site, slot?.room ?? ''),
        room: slot?.room ?? '',
        interviewerNames: (slot?.interviewerIds ?? []).map((id) => nameOf.get(id) ?? ''),
        evaluations: evaluations
          .filter((e) => e.invitation_id === inv.id)
          .map((e) => ({
            interviewerName: e.interviewer_name,
            score: e.score,
            comment: e.comment,
            createdAt: e.updated_at,
          })),
      });
    }
    return result;
  }

  /** CALL-040: the arrangements per day of the 42-day grid (or any range up to 62 days). */
  async calendar(ctx: Scope, startDate: string, endDate: string): Promise<CalendarDay[]> {
    if (endDate < startDate) throw errors.validation('endDate：结束日期不能早于开始日期');
    if (chinaMillis(endDate, '00:00') - chinaMillis(startDate, '00:00') > 62 * DAY_MS) {
      throw errors.validation('endDate：查询范围最多 62 天');
    }
    const rows = await this.deps.slots.calendarRows(ctx, startDate, endDate);
    return calendarDays(
      rows.map((r) => ({
        date: r.date,
        startTime: r.start_time,
        endTime: r.end_time,
        arrangementId: r.arrangement_id,
        arrangementTitle: r.title,
        kind: r.kind,
        siteId: r.site_id,
        room: r.room,
        jobId: r.job_id,
        tenantId: ctx.tenantId,
        booked: r.booked,
        capacity: r.capacity,
      })),
    );
  }

  /** 我的面试: today's bookings in the slots the operator interviews in. */
  async mine(ctx: TenantContext): Promise<MyInterview[]> {
    const today = chinaDateOf(this.now);
    const slotIds = await this.deps.slots.ofInterviewer(ctx, ctx.operatorId, today);
    const [slots, invitations] = await Promise.all([
      this.deps.slots.byIds(ctx, slotIds),
      this.deps.invitations.ofSlots(ctx, slotIds),
    ]);
    const live = invitations.filter((i) => SEAT_HOLDING.includes(i.status as BookingStatus));
    const [rows, evaluations] = await Promise.all([
      this.deps.talent.rowsByIds(
        ctx,
        live.map((i) => i.application_id),
      ),
      this.deps.evaluations.ofInvitations(
        ctx,
        live.map((i) => i.id),
      ),
    ]);
    const nameOf = new Map(rows.map((r) => [r.applicationId, r.name]));
    const slotOf = new Map(slots.map((s) => [s.id, s]));
    const titles = new Map<string, string>();
    for (const s of slots) {
      if (!titles.has(s.arrangement_id))
        titles.set(s.arrangement_id, (await this.arrangementRow(ctx, s.arrangement_id)).title);
    }
    return live
      .map((i) => {
        const slot = slotOf.get(i.slot_id ?? '')!;
        return {
          invitationId: i.id,
          applicationId: i.application_id,
          candidateName: nameOf.get(i.application_id) ?? '',
          arrangementTitle: titles.get(slot.arrangement_id) ?? '',
          date: slot.date,
          startTime: slot.start_time,
          endTime: slot.end_time,
          room: slot.room,
          status: i.status,
          evaluated: evaluations.some((e) => e.invitation_id === i.id && e.interviewer_id === ctx.operatorId),
        };
      })
      .sort(
        (a, b) =>
          a.startTime.localeCompare(b.startTime) || a.candidateName.localeCompare(b.candidateName, 'zh-CN'),
      );
  }

  // ---- notices and .ics ---------------------------------------------------------------------

  /** `slotId`: the slot to describe instead of the current one (a cancelled booking's). */
  async noticeView(tenantId: string, invitationId: string, slotId?: string): Promise<NoticeView | null> {
    const ctx = { tenantId, operatorId: '', projectId: null };
    const invitation = await this.deps.invitations.find(ctx, invitationId);
    if (!invitation) return null;
    const arrangement = await this.arrangementRow(ctx, invitation.arrangement_id);
    const site = await this.site(ctx, arrangement.site_id);
    const [row] = await this.deps.talent.rowsByIds(ctx, [invitation.application_id]);
    const shownSlot = slotId ?? invitation.slot_id;
    const slot = shownSlot ? await this.deps.slots.find(ctx, shownSlot) : undefined;
    const interviewers = slot ? await this.deps.people.operators(ctx, slot.interviewerIds) : [];
    const status = invitation.status as BookingStatus;
    return {
      invitationId,
      applicationId: invitation.application_id,
      sequence: invitation.sequence,
      status,
      live:
        SEAT_HOLDING.includes(status) &&
        status !== BOOKING_STATUS.interviewed &&
        status !== BOOKING_STATUS.noShow,
      cancelled: status === BOOKING_STATUS.cancelled,
      channels: invitation.channels
        .split(',')
        .filter((c): c is 'email' | 'sms' => c === 'email' || c === 'sms'),
      title: arrangement.title,
      jobName: row?.jobName ?? '',
      candidate: { name: row?.name ?? '', email: row?.email ?? '', mobile: row?.mobile ?? '' },
      interviewers,
      slot: slot
        ? {
            date: slot.date,
            startTime: slot.start_time,
            endTime: slot.end_time,
            startsAt: slot.starts_at,
            endsAt: endsAt(slot),
          }
        : null,
      place: placeOf(site, slot?.room ?? ''),
      candidatePlace: candidatePlaceOf(site, slot?.room ?? ''),
      link: await this.linkOf(tenantId, invitationId),
      note: invitation.note,
    };
  }

  /** The invitation's current .ics (same UID for its life, SEQUENCE = its version). */
  async ics(ctx: Scope, invitationId: string): Promise<string> {
    const view = await this.noticeView(ctx.tenantId, invitationId);
    if (!view) throw errors.notFound(INTERVIEW_MESSAGE.invitationNotFound);
    if (!view.slot) throw errors.business('该候选人尚未选择面试时段，暂无日历文件');
    return buildIcs({
      invitationId,
      sequence: view.sequence,
      cancelled: view.cancelled,
      title: `${view.title}（${view.candidate.name}）`,
      startsAt: view.slot.startsAt,
      endsAt: view.slot.endsAt,
      location: view.place,
      description: noticeText(view.cancelled ? 'cancel' : 'update', view, false),
      attendees: [view.candidate, ...view.interviewers],
    });
  }

  // ---- the candidate (careers site) ---------------------------------------------------------

  private async byToken(tenantId: string, token: string, contact: VerifiedContact | null) {
    const ctx = { tenantId };
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw errors.notFound(INTERVIEW_MESSAGE.invitationNotFound);
    const invitation = await this.deps.invitations.findByToken(ctx, InterviewService.hash(token));
    const expected = invitation ? this.tokenOf(tenantId, invitation.id) : '';
    if (
      !invitation ||
      expected.length !== token.length ||
      !timingSafeEqual(Buffer.from(expected), Buffer.from(token))
    ) {
      throw errors.notFound(INTERVIEW_MESSAGE.invitationNotFound);
    }
    const [row] = await this.deps.talent.rowsByIds({ tenantId, operatorId: '', projectId: null }, [
      invitation.application_id,
    ]);
    // A signed-in candidate may only use their own link.
    if (contact && row && !matches(contact, row)) throw errors.business(INTERVIEW_MESSAGE.notYours, 403);
    return { invitation, row };
  }

  async candidateInvitation(
    tenantId: string,
    token: string,
    contact: VerifiedContact | null,
  ): Promise<CandidateInvitation> {
    const { invitation, row } = await this.byToken(tenantId, token, contact);
    const ctx = { tenantId };
    const arrangement = await this.arrangementRow(ctx, invitation.arrangement_id);
    const site = await this.site(ctx, arrangement.site_id);
    const slots = await this.deps.slots.ofArrangement(ctx, arrangement.id);
    const now = this.now;
    const cutOff = arrangement.cut_off_hours * HOUR_MS;
    const held = slots.find((s) => s.id === invitation.slot_id);
    const status = invitation.status as BookingStatus;
    const changeable = candidateMayChange(status) && (!held || held.starts_at - cutOff > now);
    return {
      candidateName: row?.name ?? '',
      title: arrangement.title,
      jobName: row?.jobName ?? '',
      round: arrangement.round,
      kind: arrangement.kind,
      place: candidatePlaceOf(site, held?.room ?? ''),
      roomLink: site.kind === 'video' ? site.roomLink : '',
      mapLink: site.kind === 'offline' ? site.mapLink : '',
      cutOffHours: arrangement.cut_off_hours,
      status,
      statusLabel: BOOKING_STATUS_LABEL[status],
      bookedSlotId: invitation.slot_id,
      changeable,
      slots: slots
        .filter((s) => s.id === invitation.slot_id || (s.closed === 0 && s.starts_at - cutOff > now))
        .map((s) => ({
          id: s.id,
          date: s.date,
          startTime: s.start_time,
          endTime: s.end_time,
          room: s.room,
          left: s.capacity - s.booked,
        })),
    };
  }

  async candidateBook(
    tenantId: string,
    token: string,
    slotId: string,
    contact: VerifiedContact | null,
  ): Promise<void> {
    const { invitation } = await this.byToken(tenantId, token, contact);
    const status =
      invitation.status === BOOKING_STATUS.confirmed ? BOOKING_STATUS.confirmed : BOOKING_STATUS.arranged;
    await this.rebook({ tenantId }, invitation.id, slotId, status, { candidate: true, requestedBy: null });
  }

  /** The candidate confirms the time they were given. */
  async candidateConfirm(tenantId: string, token: string, contact: VerifiedContact | null): Promise<void> {
    const { invitation } = await this.byToken(tenantId, token, contact);
    if (invitation.status !== BOOKING_STATUS.arranged) throw errors.business(INTERVIEW_MESSAGE.notChangeable);
    await this.setStatus(
      { tenantId, operatorId: '', projectId: null },
      invitation.id,
      BOOKING_STATUS.confirmed,
    );
  }

  /** Cancel the booking (back to choosing) or decline the interview altogether. */
  async candidateRelease(
    tenantId: string,
    token: string,
    decline: boolean,
    contact: VerifiedContact | null,
  ): Promise<void> {
    const { invitation } = await this.byToken(tenantId, token, contact);
    if (!decline && !invitation.slot_id) throw errors.business('尚未预约面试时段');
    await this.rebook(
      { tenantId },
      invitation.id,
      null,
      decline ? BOOKING_STATUS.declined : BOOKING_STATUS.invited,
      { candidate: true, requestedBy: null },
    );
  }
}

function matches(contact: VerifiedContact, row: TalentRow): boolean {
  return contact.channel === 'mobile'
    ? contact.address === row.mobile
    : contact.address.toLowerCase() === row.email.toLowerCase();
}
