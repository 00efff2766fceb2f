import type { InjectOptions } from 'fastify';
import { signDesignerRequest } from '@ehire/domain/signing/flow-sign';
import type { CallResult, TestApp } from './harness';

// Calls of the designer's signed family (CALL-016: /api/biz/resume-design/, /api/biz/dictionaries/)
// signed the way the web client signs them.

/** What signing needs from a login answer. */
export interface SignedSession {
  token: string;
  signKey: string;
}

export async function signedLogin(t: TestApp, member: string, username: string): Promise<SignedSession> {
  const { token, signKey } = await t.login(member, username);
  return { token, signKey };
}

// Each signed call gets its own millisecond (a replay is a repeated sign), without moving the
// test clock that other assertions read.
const lastStamp = new WeakMap<TestApp, number>();

function stamp(t: TestApp): number {
  const next = Math.max(t.clock.now(), (lastStamp.get(t) ?? 0) + 1);
  lastStamp.set(t, next);
  return next;
}

/** The payload as the web client would send it: query for GET, JSON body otherwise. */
export async function signedDesignerPayload(
  t: TestApp,
  method: InjectOptions['method'],
  who: SignedSession,
  payload: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return signDesignerRequest({ method: String(method), signKey: who.signKey, payload, now: stamp(t) });
}

export async function designerCall<T = unknown>(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  who: SignedSession,
  payload: Record<string, unknown> = {},
): Promise<CallResult<T>> {
  const signed = await signedDesignerPayload(t, method, who, payload);
  return String(method).toUpperCase() === 'GET'
    ? t.call<T>(method, url, { token: who.token, query: signed as Record<string, string | string[]> })
    : t.call<T>(method, url, { token: who.token, body: signed });
}
