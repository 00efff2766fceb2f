import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CANDIDATE_AUTH_MESSAGE as MSG,
  CANDIDATE_CODE_LENGTH,
  CANDIDATE_CODE_MAX_TRIES,
  CANDIDATE_CODE_RESEND_MS,
  CANDIDATE_CODE_TTL_MS,
  CANDIDATE_SESSION_TTL_MS,
  type CandidateContact,
} from '@ehire/domain/contracts/candidate-auth';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { MailSender } from '../delivery/mail-sender';
import type { CandidateCodeRepository } from './candidate-code.repository';
import type { CandidateSessionRepository } from './candidate-session.repository';

// Candidate sign-in by one-time code (issue 11; threat model in docs/candidate-identity.md).
//
// A code goes to whatever number or address is asked for, known to the tenant or not, and the
// answer is the same either way: nothing here reads the candidate table, so the answers cannot
// tell whether someone applied. Each code lives 5 minutes, is used once and allows 5 tries; a
// new one can be asked for after 60 s, at most `perAddressPerDay` a day per address and
// `perIpPerHour` an hour per client address (campus networks put many students behind one
// address, hence configurable). Only an HMAC of the code (keyed with the app secret, bound to
// tenant and address) and the SHA-256 of the session token are stored.

export interface CandidateAuthLimits {
  perAddressPerDay: number;
  perIpPerHour: number;
}

const DEFAULT_CANDIDATE_AUTH_LIMITS: CandidateAuthLimits = { perAddressPerDay: 10, perIpPerHour: 60 };

const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

/** A verified contact: what a candidate session proves. */
export interface VerifiedContact extends CandidateContact {
  sessionId: string;
}

export interface CandidateAuthDeps {
  codes: CandidateCodeRepository;
  sessions: CandidateSessionRepository;
  sms: SmsProvider;
  mail: MailSender;
  clock: Clock;
  appSecret: string;
  limits?: CandidateAuthLimits;
}

function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class CandidateAuthService {
  private readonly limits: CandidateAuthLimits;

  constructor(private readonly deps: CandidateAuthDeps) {
    this.limits = deps.limits ?? DEFAULT_CANDIDATE_AUTH_LIMITS;
  }

  private codeHash(tenantId: string, contact: CandidateContact, code: string): string {
    return createHmac('sha256', this.deps.appSecret)
      .update(`candidate-code\n${tenantId}\n${contact.channel}\n${contact.address}\n${code}`)
      .digest('hex');
  }

  /** Sends a new code to the contact; refuses (429) only on the limits, never on who it is. */
  async sendCode(tenantId: string, tenantName: string, contact: CandidateContact, ip: string): Promise<void> {
    const { codes, clock } = this.deps;
    const now = clock.now();
    const sent = await codes.sentTo(tenantId, contact.channel, contact.address, now - DAY_MS);
    if (sent.lastAt !== null && now - sent.lastAt < CANDIDATE_CODE_RESEND_MS)
      throw errors.business(MSG.resendTooSoon, 429);
    if (sent.count >= this.limits.perAddressPerDay) throw errors.business(MSG.addressLimit, 429);
    if ((await codes.countFromIp(tenantId, ip, now - HOUR_MS)) >= this.limits.perIpPerHour)
      throw errors.business(MSG.ipLimit, 429);

    const code = String(randomInt(0, 10 ** CANDIDATE_CODE_LENGTH)).padStart(CANDIDATE_CODE_LENGTH, '0');
    await codes.insert({
      id: newId(now),
      tenant_id: tenantId,
      channel: contact.channel,
      address: contact.address,
      code_hash: this.codeHash(tenantId, contact, code),
      ip,
      created_at: now,
      expires_at: now + CANDIDATE_CODE_TTL_MS,
      used_at: null,
    });
    const text = `【${tenantName}】您的验证码是${code}，5分钟内有效。如非本人操作，请忽略。`;
    if (contact.channel === 'mobile') {
      await this.deps.sms.send({
        tenantId,
        mobile: contact.address,
        text,
        purpose: 'candidate-code',
        params: { code },
      });
    } else {
      await this.deps.mail.send({
        to: contact.address,
        subject: `${tenantName}校园招聘：邮箱验证码`,
        text,
        attachments: [],
      });
    }
  }

  /** Checks the code and starts a session; the token is returned once, only its hash is kept. */
  async signIn(
    tenantId: string,
    contact: CandidateContact,
    code: string,
  ): Promise<{ token: string; expiresAt: number }> {
    const { codes, sessions, clock } = this.deps;
    const now = clock.now();
    const live = await codes.findLive(
      tenantId,
      contact.channel,
      contact.address,
      now,
      CANDIDATE_CODE_MAX_TRIES,
    );
    if (!live) throw errors.business(MSG.codeExpired);
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(this.codeHash(tenantId, contact, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const counted = await codes.countTry(tenantId, live.id, CANDIDATE_CODE_MAX_TRIES);
      throw errors.business(
        counted && live.tries + 1 < CANDIDATE_CODE_MAX_TRIES ? MSG.codeWrong : MSG.codeExpired,
      );
    }
    if (!(await codes.use(tenantId, live.id, now))) throw errors.business(MSG.codeExpired);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + CANDIDATE_SESSION_TTL_MS;
    await sessions.insert({
      id: newId(now),
      tenant_id: tenantId,
      token_hash: hashSessionToken(token),
      channel: contact.channel,
      address: contact.address,
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    });
    return { token, expiresAt };
  }

  /** The contact a session token proves, or null (unknown, expired, revoked). */
  async verify(tenantId: string, token: string | undefined): Promise<VerifiedContact | null> {
    if (!token || token.length > 200) return null;
    const row = await this.deps.sessions.findActive(tenantId, hashSessionToken(token), this.deps.clock.now());
    return row ? { channel: row.channel, address: row.address, sessionId: row.id } : null;
  }

  async signOut(tenantId: string, token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    await this.deps.sessions.revoke(tenantId, hashSessionToken(token), this.deps.clock.now());
  }
}
