// `npm run bench -- interviews [--quick]`: interviews (issue 15) at campus scale. Seeds one tenant
// with a month of interview slots holding 20,000 bookings (SQL inserts, as a recruiter's bulk
// slots and invitations would leave them), then:
//   - calendar_p95_ms: the 42-day calendar (CALL-040) as the server builds it
//     (InterviewService.calendar), p95 over interleaved runs (goal < 100 ms);
//   - list_p95_ms: the arrangement list (InterviewService.listArrangements);
//   - booking_per_s: 50 concurrent candidates booking through the careers-site API
//     (POST /api/web/careers/:member/interview/:token/book over HTTP, autocannon), each booker
//     with its own invitation link; checks afterwards that no slot is over capacity.
// SQLite (the app's default; with TEST_DATABASE_URL the harness uses PostgreSQL). The last line
// is the JSON summary.
import { createHash, createHmac } from 'node:crypto';
import autocannon from 'autocannon';
import { chinaMillis, chinaDateOf } from '../../packages/domain/src/interviews/slots';
import { calendarRange } from '../../packages/domain/src/workbench/calendar';
import { createTestApp } from '../../apps/server/src/test/harness';
import {
  insertApplication,
  jobTestContext,
  publishedJob,
  tenantIdOf,
} from '../../apps/server/src/features/jobs/test-support';

const quick = process.argv.includes('--quick');
const BOOKINGS = quick ? 2_000 : 20_000;
const BOOKERS = quick ? 500 : 2_000;
const CONNECTIONS = 50;
const RUNS = quick ? 10 : 30;
const WARMUPS = 3;
const ROOMS = ['A101', 'A102', 'A103', 'A104'];
const DAY_MS = 86_400_000;

const log = (...xs: unknown[]) => console.log(...xs);
const round = (n: number) => Math.round(n * 10) / 10;
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}
const pad = (n: number) => String(n).padStart(2, '0');

async function main() {
  const t = await createTestApp({}, { taskTuning: { pollMs: 1000 } });
  try {
    const c = await jobTestContext(t);
    const tenantId = await tenantIdOf(t, 'demo');
    const jobId = await publishedJob(c);
    const now = t.clock.now();
    const ctx = { tenantId, operatorId: '', projectId: null };
    // A month ahead: every slot is in the future; 28 days × 4 rooms × 17 half-hours, capacity 12.
    const first = new Date(now + 40 * DAY_MS);
    const year = first.getUTCFullYear();
    const month = first.getUTCMonth() + 1;
    const days = Array.from({ length: 28 }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
    const site = {
      id: 'bench-site',
      tenant_id: tenantId,
      kind: 'offline' as const,
      name: '杭州总部',
      address: '文三路 90 号',
    };
    await t.db
      .insertInto('interview_site')
      .values({
        ...site,
        rooms_json: JSON.stringify(ROOMS),
        capacity: 40,
        contact: '',
        map_link: '',
        room_link: '',
        provider: '',
        host_code: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const arrangementIds = ['bench-arr-1', 'bench-arr-2', 'bench-arr-3', 'bench-arr-4'];
    await t.db
      .insertInto('interview_arrangement')
      .values(
        arrangementIds.map((id, i) => ({
          id,
          tenant_id: tenantId,
          title: `校招面试 ${i + 1}`,
          job_id: jobId,
          round: 'first' as const,
          kind: 'offline' as const,
          site_id: site.id,
          cut_off_hours: 0,
          sequence: 0,
          created_by: '',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    type SlotRow = { id: string; capacity: number; booked: number };
    const slots: (SlotRow & Record<string, unknown>)[] = [];
    let n = 0;
    for (const [d, date] of days.entries())
      for (const [r, room] of ROOMS.entries())
        for (let h = 0; h < 17; h++) {
          const start = 9 * 60 + h * 30;
          const startTime = `${pad(Math.floor(start / 60))}:${pad(start % 60)}`;
          const endTime = `${pad(Math.floor((start + 30) / 60))}:${pad((start + 30) % 60)}`;
          slots.push({
            id: `bench-slot-${d}-${r}-${h}`,
            tenant_id: tenantId,
            arrangement_id: arrangementIds[r]!,
            date,
            start_time: startTime,
            end_time: endTime,
            starts_at: chinaMillis(date, startTime),
            room,
            capacity: 12,
            booked: 0,
            closed: 0,
            created_at: now,
          });
          n++;
        }
    // 20,000 bookings spread over the slots (≤ capacity each): BOOKINGS / 4 applications, each
    // booked once in every arrangement (one per room).
    const people: { applicationId: string; candidateId: string }[] = [];
    for (let i = 0; i < BOOKINGS / ROOMS.length; i++)
      people.push(
        await insertApplication(t, jobId, {
          name: `候选人${i}`,
          mobile: `136${String(10_000_000 + i).slice(-8)}`,
        }),
      );
    const invitations: Record<string, unknown>[] = [];
    const perRoom = slots.length / ROOMS.length;
    const byRoom = ROOMS.map((_, r) =>
      slots.filter((_s, index) => Math.floor(index / 17) % ROOMS.length === r),
    );
    for (let i = 0; i < BOOKINGS; i++) {
      const room = i % ROOMS.length;
      const k = Math.floor(i / ROOMS.length);
      const person = people[k]!;
      const slot = byRoom[room]![k % perRoom]!;
      slot.booked += 1;
      invitations.push({
        id: `bench-inv-${i}`,
        tenant_id: tenantId,
        arrangement_id: slot.arrangement_id,
        application_id: person.applicationId,
        candidate_id: person.candidateId,
        slot_id: slot.id,
        status: '01',
        token_hash: createHash('sha256').update(`seed-${i}`).digest('hex'),
        sequence: 0,
        channels: 'email',
        note: '',
        created_at: now,
        updated_at: now,
      });
    }
    for (let i = 0; i < slots.length; i += 500)
      await t.db
        .insertInto('interview_slot')
        .values(slots.slice(i, i + 500) as never)
        .execute();
    for (let i = 0; i < invitations.length; i += 500)
      await t.db
        .insertInto('interview_invitation')
        .values(invitations.slice(i, i + 500) as never)
        .execute();
    log(`seeded ${n} slots, ${BOOKINGS} bookings in ${year}-${pad(month)} (${ROOMS.length} rooms)`);

    // The calendar and the list, interleaved.
    const range = calendarRange(year, month);
    const service = t.app.interviews.service;
    const fns = [() => service.calendar(ctx, range.from, range.to), () => service.listArrangements(ctx)];
    const check = await service.calendar(ctx, range.from, range.to);
    const counted = check.reduce(
      (sum, day) =>
        sum +
        day.infoList.reduce((s, info) => s + info.detailList.reduce((x, item) => x + item.booked, 0), 0),
      0,
    );
    if (counted !== BOOKINGS) throw new Error(`calendar counts ${counted} bookings, expected ${BOOKINGS}`);
    for (let i = 0; i < WARMUPS; i++) for (const fn of fns) await fn();
    const ms: number[][] = fns.map(() => []);
    for (let i = 0; i < RUNS; i++)
      for (let k = 0; k < fns.length; k++) {
        const j = (i + k) % fns.length;
        const start = performance.now();
        await fns[j]!();
        ms[j]!.push(performance.now() - start);
      }
    const calendarP95 = round(percentile(ms[0]!, 95));
    const listP95 = round(percentile(ms[1]!, 95));
    log(
      `calendar (${range.from}..${range.to}): p50 ${round(percentile(ms[0]!, 50))} ms, p95 ${calendarP95} ms`,
    );
    log(`arrangement list: p50 ${round(percentile(ms[1]!, 50))} ms, p95 ${listP95} ms`);

    // Bookers: real applications invited to a fresh arrangement whose slots have room for all.
    const bookDate = chinaDateOf(now + 5 * DAY_MS);
    await t.db
      .insertInto('interview_arrangement')
      .values({
        id: 'bench-arr-book',
        tenant_id: tenantId,
        title: '并发预约',
        job_id: jobId,
        round: 'first',
        kind: 'offline',
        site_id: site.id,
        cut_off_hours: 0,
        sequence: 0,
        created_by: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const bookSlots = Array.from({ length: 20 }, (_, i) => ({
      id: `bench-book-slot-${i}`,
      tenant_id: tenantId,
      arrangement_id: 'bench-arr-book',
      date: bookDate,
      start_time: `${pad(9 + Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`,
      end_time: `${pad(9 + Math.floor((i + 1) / 2))}:${(i + 1) % 2 ? '30' : '00'}`,
      starts_at: chinaMillis(bookDate, `${pad(9 + Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`),
      room: ROOMS[i % ROOMS.length]!,
      capacity: Math.ceil(BOOKERS / 20),
      booked: 0,
      closed: 0 as const,
      created_at: now,
    }));
    await t.db.insertInto('interview_slot').values(bookSlots).execute();
    const links: string[] = [];
    const bookerInvitations: Record<string, unknown>[] = [];
    for (let i = 0; i < BOOKERS; i++) {
      const made = await insertApplication(t, jobId, {
        name: `预约者${i}`,
        mobile: `135${String(10_000_000 + i).slice(-8)}`,
      });
      const id = `bench-book-inv-${i}`;
      const token = createHmac('sha256', t.config.appSecret)
        .update(`interview:${tenantId}:${id}`)
        .digest('base64url');
      links.push(`/api/web/careers/demo/interview/${token}/book`);
      bookerInvitations.push({
        id,
        tenant_id: tenantId,
        arrangement_id: 'bench-arr-book',
        application_id: made.applicationId,
        candidate_id: made.candidateId,
        slot_id: null,
        status: '00',
        token_hash: createHash('sha256').update(token).digest('hex'),
        sequence: 0,
        channels: 'email',
        note: '',
        created_at: now,
        updated_at: now,
      });
    }
    for (let i = 0; i < bookerInvitations.length; i += 500)
      await t.db
        .insertInto('interview_invitation')
        .values(bookerInvitations.slice(i, i + 500) as never)
        .execute();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    let next = 0;
    const started = performance.now();
    const result = await autocannon({
      url: address,
      connections: CONNECTIONS,
      amount: BOOKERS,
      timeout: 20,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            const i = next++;
            return {
              ...request,
              path: links[i % links.length]!,
              body: JSON.stringify({ slotId: bookSlots[i % bookSlots.length]!.id }),
            };
          },
        },
      ],
    });
    const seconds = (performance.now() - started) / 1000;
    const booked = await t.db
      .selectFrom('interview_invitation')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('arrangement_id', '=', 'bench-arr-book')
      .where('status', '=', '01')
      .executeTakeFirstOrThrow();
    const over = await t.db
      .selectFrom('interview_slot')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .whereRef('booked', '>', 'capacity')
      .execute();
    const bookingPerS = round(Number(booked.n) / seconds);
    log(
      `booking: ${BOOKERS} bookers over ${CONNECTIONS} connections in ${round(seconds)} s → ${Number(booked.n)} booked, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors, ${over.length} slots over capacity; ` +
        `latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms`,
    );
    if (over.length > 0) throw new Error('a slot is over capacity');
    console.log(
      JSON.stringify({
        bookings: BOOKINGS,
        calendar_p95_ms: calendarP95,
        list_p95_ms: listP95,
        booking_per_s: bookingPerS,
        booked: Number(booked.n),
        over_capacity: over.length,
        goal_calendar_ms: 100,
      }),
    );
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
