import type { Clock } from '../clock';
import type { PrincipalKind } from '../request-context';
import { newId } from '../../db/ids';
import type { SessionRepository, SessionRow } from './session.repository';
import { createSignKey, createToken, hashToken, looksLikeToken } from './token';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to spare a write on every request. */
const TOUCH_INTERVAL_MS = 30 * 1000;

export type SessionLookup =
  | { status: 'active'; session: SessionRow }
  /** No such token, or a token of the other principal kind: -998. */
  | { status: 'unknown' }
  /** Idle, past its absolute expiry, or revoked: -999. */
  | { status: 'expired' };

export interface StartSessionInput {
  kind: PrincipalKind;
  principalId: string;
  tenantId: string | null;
  projectId: string | null;
  tokenPayload: Record<string, unknown>;
}

export interface StartedSession {
  sessionId: string;
  token: string;
  signKey: string;
  expiresAt: number;
}

export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async start(input: StartSessionInput): Promise<StartedSession> {
    const now = this.clock.now();
    const token = createToken({ ...input.tokenPayload, iat: now });
    const signKey = createSignKey();
    const sessionId = newId(now);
    const expiresAt = now + SESSION_ABSOLUTE_MS;
    await this.sessions.insert({
      id: sessionId,
      token_hash: hashToken(token),
      principal_kind: input.kind,
      principal_id: input.principalId,
      tenant_id: input.tenantId,
      project_id: input.projectId,
      sign_key: signKey,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    });
    return { sessionId, token, signKey, expiresAt };
  }

  async resolve(token: string, kind: PrincipalKind): Promise<SessionLookup> {
    if (!looksLikeToken(token)) return { status: 'unknown' };
    const session = await this.sessions.findByTokenHash(hashToken(token));
    // An operator token on /api/ops (or the reverse) is as good as no token there.
    if (!session || session.principal_kind !== kind) return { status: 'unknown' };
    const now = this.clock.now();
    if (
      session.revoked_at !== null ||
      now >= session.expires_at ||
      now - session.last_seen_at >= SESSION_IDLE_MS
    ) {
      return { status: 'expired' };
    }
    if (now - session.last_seen_at >= TOUCH_INTERVAL_MS) {
      await this.sessions.touch(session.id, now);
    }
    return { status: 'active', session };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, this.clock.now());
  }

  async revokeAllOf(kind: PrincipalKind, principalId: string): Promise<void> {
    await this.sessions.revokeAllOf(kind, principalId, this.clock.now());
  }
}
