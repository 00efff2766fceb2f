// Interview slots (issue 15): bulk generation and the rules a set of slots must keep. Pure
// functions over dates 'YYYY-MM-DD' and times 'HH:mm' in China Standard Time (UTC+8, no daylight
// saving), the zone every campus interview of the product is held in (docs/decisions.md).

export const CHINA_OFFSET_MS = 8 * 3600_000;
export const SLOT_MESSAGE = {
  badTime: '时间格式应为 HH:mm',
  badDate: '日期格式应为 YYYY-MM-DD',
  endBeforeStart: '结束时间必须晚于开始时间',
  stepTooShort: '间隔分钟数必须大于 0',
  tooMany: '一次最多生成 2000 个时段',
  noRoom: '请至少选择一个面试间',
  noDate: '请至少选择一个日期',
} as const;

export const MAX_BULK_SLOTS = 2000;

/** One slot as the rules see it. */
export interface SlotShape {
  /** Absent for slots not saved yet. */
  id?: string;
  date: string;
  startTime: string;
  endTime: string;
  /** Offline room name or video room id; '' when the slot has no room. */
  room: string;
  interviewerIds: readonly string[];
}

export interface BulkSlotRequest {
  dates: readonly string[];
  /** First start, e.g. '09:00'. */
  from: string;
  /** No slot ends after this, e.g. '17:00'. */
  to: string;
  /** A new slot starts every `everyMinutes` minutes ... */
  everyMinutes: number;
  /** ... and lasts this long (default everyMinutes). */
  durationMinutes?: number;
  rooms: readonly string[];
  interviewerIds?: readonly string[];
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function minutesOf(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new Error(SLOT_MESSAGE.badTime);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCDate() === d;
}

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** Epoch milliseconds of a China-time date and time. */
export function chinaMillis(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) + minutesOf(time) * 60_000 - CHINA_OFFSET_MS;
}

/** The China-time calendar date of an instant. */
export function chinaDateOf(millis: number): string {
  return new Date(millis + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Slots for every date × room, a new one every `everyMinutes` from `from` while it ends by `to`
 * (WB-… issue 15: "every 30 minutes 9:00–17:00 for three days in four rooms"). Throws the zh-CN
 * message of the first bad field.
 */
export function generateSlots(request: BulkSlotRequest): SlotShape[] {
  if (request.dates.length === 0) throw new Error(SLOT_MESSAGE.noDate);
  if (request.rooms.length === 0) throw new Error(SLOT_MESSAGE.noRoom);
  for (const date of request.dates) if (!isDate(date)) throw new Error(SLOT_MESSAGE.badDate);
  const start = minutesOf(request.from);
  const end = minutesOf(request.to);
  if (end <= start) throw new Error(SLOT_MESSAGE.endBeforeStart);
  const every = request.everyMinutes;
  const duration = request.durationMinutes ?? every;
  if (!Number.isInteger(every) || every <= 0 || !Number.isInteger(duration) || duration <= 0) {
    throw new Error(SLOT_MESSAGE.stepTooShort);
  }
  const starts: number[] = [];
  for (let at = start; at + duration <= end; at += every) starts.push(at);
  const count = starts.length * request.dates.length * request.rooms.length;
  if (count > MAX_BULK_SLOTS) throw new Error(SLOT_MESSAGE.tooMany);
  const slots: SlotShape[] = [];
  for (const date of [...new Set(request.dates)].sort()) {
    for (const room of request.rooms) {
      for (const at of starts) {
        slots.push({
          date,
          startTime: timeOf(at),
          endTime: timeOf(at + duration),
          room,
          interviewerIds: [...(request.interviewerIds ?? [])],
        });
      }
    }
  }
  return slots;
}

function overlaps(a: SlotShape, b: SlotShape): boolean {
  return (
    a.date === b.date &&
    minutesOf(a.startTime) < minutesOf(b.endTime) &&
    minutesOf(b.startTime) < minutesOf(a.endTime)
  );
}

export type SlotConflict =
  | { kind: 'past'; slot: SlotShape; message: string }
  | { kind: 'room'; slot: SlotShape; other: SlotShape; message: string }
  | { kind: 'interviewer'; slot: SlotShape; other: SlotShape; interviewerId: string; message: string }
  | { kind: 'endBeforeStart'; slot: SlotShape; message: string };

function label(slot: SlotShape): string {
  return `${slot.date} ${slot.startTime}-${slot.endTime}`;
}

/**
 * The first rule `candidates` break, against each other and the `existing` slots (of the same
 * tenant, all arrangements): a slot in the past, an end before its start, two slots in one room
 * at overlapping times, an interviewer in two slots at overlapping times. Slots with the same id
 * are the same slot (an edit), not a clash. `names` turns interviewer ids into names for messages.
 */
export function findSlotConflict(
  candidates: readonly SlotShape[],
  existing: readonly SlotShape[],
  now: number,
  names: (interviewerId: string) => string = (id) => id,
): SlotConflict | null {
  const others = existing.filter((slot) => !candidates.some((c) => c.id && c.id === slot.id));
  const seen: SlotShape[] = [];
  for (const slot of candidates) {
    if (minutesOf(slot.endTime) <= minutesOf(slot.startTime)) {
      return { kind: 'endBeforeStart', slot, message: `时段 ${label(slot)}：${SLOT_MESSAGE.endBeforeStart}` };
    }
    if (chinaMillis(slot.date, slot.startTime) <= now) {
      return { kind: 'past', slot, message: `时段 ${label(slot)} 已过去，不能安排面试` };
    }
    for (const other of [...others, ...seen]) {
      if (!overlaps(slot, other)) continue;
      if (slot.room && slot.room === other.room) {
        return {
          kind: 'room',
          slot,
          other,
          message: `面试间「${slot.room}」在 ${label(slot)} 与时段 ${label(other)} 时间重叠`,
        };
      }
      const shared = slot.interviewerIds.find((id) => other.interviewerIds.includes(id));
      if (shared) {
        return {
          kind: 'interviewer',
          slot,
          other,
          interviewerId: shared,
          message: `面试官「${names(shared)}」在 ${label(slot)} 已有时段 ${label(other)}，不能同时参加两场面试`,
        };
      }
    }
    seen.push(slot);
  }
  return null;
}
