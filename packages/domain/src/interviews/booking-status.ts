// Booking status of one invitation (issue 15): what the recruiter and the candidate see on the
// application. 待预约 is an invitation whose candidate has not chosen a slot yet; 已取消 is an
// invitation the recruiter withdrew (the slot is given back).

export const BOOKING_STATUS = {
  invited: '00',
  arranged: '01',
  confirmed: '02',
  declined: '03',
  noShow: '04',
  interviewed: '05',
  cancelled: '06',
} as const;

export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

export const BOOKING_STATUS_LABEL: Record<BookingStatus, string> = {
  '00': '待预约',
  '01': '已安排',
  '02': '已确认',
  '03': '已拒绝',
  '04': '未到场',
  '05': '已面试',
  '06': '已取消',
};

export const BOOKING_STATUS_CODES = Object.values(BOOKING_STATUS) as BookingStatus[];

/** Statuses that hold a seat of their slot (the slot's booked counter counts them). */
export const SEAT_HOLDING: readonly BookingStatus[] = ['01', '02', '04', '05'];

/** The candidate may still book, change or cancel: not after declining, the interview, or a cancel. */
export function candidateMayChange(status: BookingStatus): boolean {
  return status === '00' || status === '01' || status === '02';
}

/** What a recruiter may set after the interview day (attendance) or the candidate's answer. */
export function mayMarkAs(from: BookingStatus, to: BookingStatus): boolean {
  if (from === '06' || from === '03') return false;
  if (to === '04' || to === '05') return from === '01' || from === '02' || from === '04' || from === '05';
  if (to === '02') return from === '01';
  return false;
}
