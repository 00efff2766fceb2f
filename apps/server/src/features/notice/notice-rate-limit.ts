import type { Clock } from '../../platform/clock';

// The per-tenant cap on notice mails (NOTICE_MAIL_PER_MINUTE, issue 14): at most `perMinute`
// mails of a tenant leave in any 60 seconds. A sliding window of send times per tenant; the send
// task asks for permits before it claims records, so a record is only moved to `sending` when it
// may leave at once (nothing waits in `sending` for the window, nothing is skipped or repeated).
// In-process: one notice-send task per tenant runs at a time across all processes
// (concurrencyPerTenant 1), so the task's own window is the tenant's.

const WINDOW_MS = 60_000;
/** Longest real-time nap while waiting (the window is read from the clock after each). */
const MAX_NAP_MS = 250;

export class MailRateLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(
    /** 0: no cap. */
    readonly perMinute: number,
    private readonly clock: Clock,
  ) {}

  /**
   * Waits until at least one mail may leave, then answers how many (≤ want) may leave now and
   * counts them as sent. Throws the signal's reason when aborted while waiting.
   */
  async acquire(tenantId: string, want: number, signal?: AbortSignal): Promise<number> {
    if (this.perMinute <= 0 || want <= 0) return want;
    for (;;) {
      signal?.throwIfAborted();
      const now = this.clock.now();
      const times = (this.sent.get(tenantId) ?? []).filter((t) => t > now - WINDOW_MS);
      const free = this.perMinute - times.length;
      if (free > 0) {
        const granted = Math.min(free, want);
        for (let i = 0; i < granted; i++) times.push(now);
        this.sent.set(tenantId, times);
        return granted;
      }
      this.sent.set(tenantId, times);
      const wait = Math.max(1, Math.min(MAX_NAP_MS, times[0]! + WINDOW_MS - now));
      await nap(wait, signal);
    }
  }

  /** Gives permits back (claimed records that did not leave). */
  release(tenantId: string, count: number): void {
    if (this.perMinute <= 0 || count <= 0) return;
    const times = this.sent.get(tenantId);
    if (times) times.splice(Math.max(0, times.length - count), count);
  }
}

function nap(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
